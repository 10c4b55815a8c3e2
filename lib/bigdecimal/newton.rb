# bigdecimal/newton.rb - Newton: solves f(x) = 0 for a vector function f
# (see bigdecimal/jacobian for what f answers) by Newton's method, halving
# each step until the sum of squares of f's values goes down.
require "bigdecimal/ludcmp"
require "bigdecimal/jacobian"

module Newton
  include LUSolve
  include Jacobian

  # the sum of the squares of fv's elements
  def norm(fv, zero = 0.0)
    s = zero
    fv.each { |v| s += v * v }
    s
  end

  # moves x (in place) to a root of f; returns the number of iterations
  def nlsolve(f, x)
    n = x.size
    zero = f.zero
    one = f.one
    two = f.two
    half = one / two
    fx = f.values(x)
    d = norm(fx, zero)
    minfact = one / (f.ten * f.ten * f.ten)
    iterations = 0
    while d >= f.eps
      iterations += 1
      jac = jacobian(f, fx, x)
      dx = lusolve(jac, fx, ludecomp(jac, n, zero, one), zero)
      fact = two
      start = x.dup
      begin
        fact *= half
        raise "Failed to reduce function values." if fact < minfact
        (0...n).each { |i| x[i] = start[i] - dx[i] * fact }
        fx = f.values(x)
        dn = norm(fx, zero)
      end while dn >= d
      d = dn
    end
    iterations
  end
end
