# Matrix#det as 1.8.7 computes it: Gaussian elimination whose multiples
# are found with /, so Integer entries truncate (Matrix[[2, 3], [3, 4]]
# gives 2, as 1.8.7) while Floats and Rationals are exact; a row too
# short fails on its missing entry
require 'matrix'
require 'rational'
[[[2, 3], [3, 4]], [[1, 2], [3, 4]], [[2.0, 3], [3, 4]], [[0, 1], [1, 0]],
 [[1, 2, 3], [4, 5, 6], [7, 8, 10]], [[0, 0], [0, 1]], [[1, 2, 3]], [[1, 2], [3]],
 [[Rational(1, 2), 1], [1, 1]], [[1, 2], [2, 4]], [[3, 1], [5, 2]], [[5]]].each { |rows|
  r = begin
        Matrix[*rows].det.inspect
      rescue NoMethodError => e
        "#{e.class}: #{e.message} (in #{e.backtrace[0][/`.*'/]})"
      end
  puts "#{rows.inspect}: #{r}"
}
