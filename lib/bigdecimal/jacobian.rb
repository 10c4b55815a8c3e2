# bigdecimal/jacobian.rb - Jacobian: the Jacobian matrix of a vector
# function by finite differences, for Newton's method (bigdecimal/newton).
#
# f is an object answering zero, one, two, ten, eps (numbers of the kind
# used, BigDecimal or Float) and values(x) (the function's values at the
# vector x, an Array).
module Jacobian
  # are a and b equal within the relative tolerance e?
  def isEqual(a, b, zero = 0.0, e = 1.0e-8)
    aa = a.abs
    bb = b.abs
    return true if aa == zero && bb == zero
    ((a - b) / (aa + bb)).abs < e
  end

  # the derivatives of f's values at x along x[i] (fx: f.values(x)): the
  # step doubles until some value changes; x is left as it was
  def dfdxi(f, fx, x, i)
    n = x.size
    saved = x[i]
    ratio = f.ten * f.ten * f.ten
    dx = x[i].abs / ratio
    dx = fx[i].abs / ratio if isEqual(dx, f.zero, f.zero, f.eps)
    dx = f.one / f.ten if isEqual(dx, f.zero, f.zero, f.eps)
    tries = 0
    changed = 0
    deriv = nil
    while changed == 0
      raise "Singular Jacobian matrix. No change at x[#{i}]" if tries > 100
      tries += 1
      deriv = []
      dx = dx * f.two
      x[i] += dx
      moved = f.values(x)
      (0...n).each do |j|
        if isEqual(moved[j], fx[j], f.zero, f.eps)
          deriv << f.zero
        else
          changed += 1
          deriv << (moved[j] - fx[j]) / dx
        end
      end
      x[i] = saved
    end
    deriv
  end

  # the n*n Jacobian matrix of f at x, by rows (element [j*n + i] is
  # d f_j / d x_i); fx: f.values(x)
  def jacobian(f, fx, x)
    n = x.size
    m = Array.new(n * n)
    (0...n).each do |i|
      column = dfdxi(f, fx, x, i)
      (0...n).each { |j| m[j * n + i] = column[j] }
    end
    m
  end
end
