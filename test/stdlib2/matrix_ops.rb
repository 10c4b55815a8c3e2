# matrix: Matrix/Vector arithmetic, inverse, det, rank, errors
require 'matrix'
m = Matrix[[1, 2], [3, 4]]
n = Matrix[[2.0, 0], [1, 5]]
v = Vector[1, 2]
p m, m.to_s, m.inspect, m + m, m - m, m * m, m * 2, m * v, m / 2, m / m, m ** 2, m ** 0, m ** -1, (m ** 0.5 rescue $!), m.det, m.determinant, n.det, Matrix[[1,2],[2,4]].det, m.rank, Matrix[[1,2],[2,4]].rank, m.trace, m.tr, m.t, m.transpose
p m.inv, m.inverse, n.inv, (Matrix[[1,2],[2,4]].inv rescue $!), m.regular?, m.singular?, m.square?, Matrix[[1,2,3]].square?, m.row(0), m.column(1), m.row_vectors, m.column_vectors, m.row_size, m.column_size, m.minor(0, 1, 1, 1), m.minor(0..0, 0..1), m.collect { |x| x * 10 }, m.map { |x| -x }, m.to_a, m[0, 1], (m[5, 5] rescue $!.class)
p Matrix.identity(2), Matrix.I(1), Matrix.unit(2), Matrix.zero(2), Matrix.diagonal(1, 2), Matrix.scalar(2, 3), Matrix.rows([[1], [2]]), Matrix.columns([[1, 2], [3, 4]]), Matrix.row_vector([1, 2]), Matrix.column_vector([1, 2])
p m == Matrix[[1, 2], [3, 4]], m.eql?(Matrix[[1, 2], [3, 4]]), m.eql?(Matrix[[1.0, 2], [3, 4]]), m == Matrix[[1.0, 2], [3, 4]], m.hash == Matrix[[1, 2], [3, 4]].hash, m.clone, m.coerce(2).size, (m + 1 rescue $!), (m * Matrix[[1, 2, 3]] rescue $!), (m + Matrix[[1]] rescue $!)
p v + v, v - v, v * 2, v * m.row(0) rescue p $!
p v.inner_product(v), v.size, v.to_a, v.r, v.covector, v.collect { |x| x + 1 }, v.map2(v) { |a, b| a * b }, v.collect2(v) { |a, b| a + b }, v[0], v[9], v.to_s, v.inspect, Vector.elements([1, 2]), (v.coerce(3) rescue $!.class), v == Vector[1, 2], v.eql?(Vector[1.0, 2]), (v + Vector[1] rescue $!), (v * v rescue $!)
a = []; v.each2(Vector[3, 4]) { |x, y| a << x * y }; p a
p Matrix[[Rational(1, 2), 1], [1, 1]].inv rescue p $!
p (Matrix[[1,2],[3,4]] * Matrix[[1],[1]]), Matrix[[1,2],[3,4]].row(1) { |x| p x } rescue p $!
p Matrix[].row_size, Matrix[].column_size rescue p $!
p Matrix[[1,2],[3,4]].inverse_from(Matrix[[1,0],[0,1]]) rescue p $!
p((2 * Vector[1,2] rescue $!), (2 + Vector[1,2] rescue $!), 2 * Matrix[[1,2]])
