# bigdecimal/ludcmp.rb - LUSolve: LU decomposition with scaled partial
# pivoting of an n*n matrix held by rows in an Array, and the solution of
# a*x = b from it.  Divisions and products are to BigDecimal.limit digits.
module LUSolve
  # decomposes a in place; returns the row permutation
  def ludecomp(a, n, zero = 0, one = 1)
    prec = BigDecimal.limit(nil)
    ps = []
    scales = []
    (0...n).each do |i|
      ps << i
      big = zero
      (0...n).each do |j|
        v = a[i * n + j].abs
        big = v if v > big
      end
      raise "Singular matrix" unless big > zero
      scales << one.div(big, prec)
    end
    (0...n - 1).each do |k|
      big = zero
      pivot_row = nil
      (k...n).each do |i|
        size = a[ps[i] * n + k].abs * scales[ps[i]]
        if size > big
          big = size
          pivot_row = i
        end
      end
      raise "Singular matrix" if big <= zero
      ps[k], ps[pivot_row] = ps[pivot_row], ps[k] if pivot_row != k
      pivot = a[ps[k] * n + k]
      (k + 1...n).each do |i|
        row = ps[i] * n
        factor = a[row + k] = a[row + k].div(pivot, prec)
        next if factor == zero
        prow = ps[k] * n
        (k + 1...n).each { |j| a[row + j] -= factor.mult(a[prow + j], prec) }
      end
    end
    raise "Singular matrix" if a[ps[n - 1] * n + n - 1] == zero
    ps
  end

  # x with a*x = b, a and ps from ludecomp
  def lusolve(a, b, ps, zero = 0.0)
    prec = BigDecimal.limit(nil)
    n = ps.size
    x = []
    (0...n).each do |i|
      row = ps[i] * n
      dot = zero
      (0...i).each { |j| dot = a[row + j].mult(x[j], prec) + dot }
      x << b[ps[i]] - dot
    end
    (n - 1).downto(0) do |i|
      row = ps[i] * n
      dot = zero
      (i + 1...n).each { |j| dot = a[row + j].mult(x[j], prec) + dot }
      x[i] = (x[i] - dot).div(a[row + i], prec)
    end
    x
  end
end
