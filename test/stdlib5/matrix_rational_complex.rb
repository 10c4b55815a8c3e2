# matrix, vector, rational, complex: operations, errors, inspect forms
require 'matrix'
require 'rational'
require 'complex'
require "helper"
m = Matrix[[1, 2], [3, 4]]
show("inspect") { m.inspect }
show("to_s") { m.to_s }
show("det") { m.det }
show("det float") { Matrix[[1.5, 2], [3, 4]].det }
show("inv") { m.inv }
show("inv float") { Matrix[[1.0, 2], [3, 4]].inv }
show("inv singular") { Matrix[[1, 2], [2, 4]].inv }
show("rank") { [m.rank, Matrix[[1, 2], [2, 4]].rank, Matrix[[0, 0], [0, 0]].rank] }
show("trace") { m.trace }
show("transpose") { m.t }
show("*") { m * m }
show("* vec") { m * Vector[1, 1] }
show("* num") { m * 2 }
show("* bad") { m * Matrix[[1, 2, 3]] }
show("+") { m + m }
show("+ bad") { m + 1 }
show("+ dim") { m + Matrix[[1]] }
show("**") { m ** 2 }
show("** -1") { m ** -1 }
show("** 0") { m ** 0 }
show("** float") { m ** 0.5 }
show("/") { m / m }
show("/ num") { m / 2 }
show("==") { m == Matrix[[1, 2], [3, 4]] }
show("eql") { m.eql?(Matrix[[1.0, 2], [3, 4]]) }
show("== float") { m == Matrix[[1.0, 2], [3, 4]] }
show("hash") { m.hash == Matrix[[1, 2], [3, 4]].hash }
show("[]") { [m[0, 1], m[5, 5]] }
show("row") { [m.row(0), m.column(1), m.row_vectors, m.column_vectors] }
show("minor") { Matrix[[1,2,3],[4,5,6],[7,8,9]].minor(1, 2, 0, 2) }
show("minor range") { Matrix[[1,2,3],[4,5,6],[7,8,9]].minor(0..1, 1..2) }
show("identity") { Matrix.identity(3) }
show("zero") { Matrix.zero(2) }
show("scalar") { Matrix.scalar(2, 5) }
show("diagonal") { Matrix.diagonal(1, 2) }
show("rows") { Matrix.rows([[1, 2]], false) }
show("columns") { Matrix.columns([[1, 2], [3, 4]]) }
show("row_vector") { Matrix.row_vector([1, 2]) }
show("column_vector") { Matrix.column_vector([1, 2]) }
show("empty") { Matrix[] }
show("empty det") { Matrix[].det rescue $!.class }
show("square") { [m.square?, Matrix[[1, 2]].square?, m.regular?, m.singular?] }
show("det nonsq") { Matrix[[1, 2]].det }
show("coerce") { 2 * m }
show("collect") { m.collect { |x| x * 10 } }
show("to_a") { m.to_a }
show("compare_by_row_vectors") { m.compare_by_row_vectors([[1, 2], [3, 4]]) }
show("v inspect") { Vector[1, 2].inspect }
show("v to_s") { Vector[1, 2].to_s }
show("v inner") { Vector[1, 2].inner_product(Vector[3, 4]) }
show("v inner bad") { Vector[1, 2].inner_product(Vector[3]) }
show("v r") { Vector[3, 4].r }
show("v +") { Vector[1, 2] + Vector[3, 4] }
show("v + bad") { Vector[1, 2] + 1 }
show("v *") { Vector[1, 2] * 2 }
show("v * m") { Vector[1, 2] * Matrix[[1, 2]] }
show("v collect2") { Vector[1, 2].collect2(Vector[3, 4]) { |a, b| a * b } }
show("v map2") { Vector[1, 2].map2(Vector[3, 4]) { |a, b| a + b } }
show("v covector") { Vector[1, 2].covector }
show("v to_a") { Vector[1, 2].to_a }
show("v size") { Vector[1, 2].size }
show("v [] out") { Vector[1, 2][5] }
show("v elements") { Vector.elements([1, 2], false) }
show("v ==") { Vector[1, 2] == Vector[1, 2] }
show("v coerce") { 3 * Vector[1, 2] }
show("v -") { Vector[1, 2] - Vector[1, 1] }
show("errors") { [ExceptionForMatrix::ErrDimensionMismatch, ExceptionForMatrix::ErrNotRegular, ExceptionForMatrix::ErrOperationNotDefined].map { |e| [e.superclass, e.new.message] } }
show("r") { [Rational(3, 6), Rational(-1, 3), Rational(5), Rational(1, -2)] }
show("r inspect") { [Rational(1, 2).inspect, Rational(1, 2).to_s, Rational(4, 2).to_s] }
show("r zero") { Rational(1, 0) }
show("r ops") { r = Rational(1, 3); [r + 1, r - 1, r * 3, r / 2, r ** 2, r ** -2, r + 0.5, r <=> 1, r == Rational(2, 6), r.to_f, r.to_i, r.floor, r.ceil, r.round, r.truncate, -r, r.abs, r.divmod(Rational(1, 5)), r % Rational(1, 5), r.hash == Rational(1, 3).hash] }
show("r ** rat") { Rational(4) ** Rational(1, 2) }
show("r div 0") { Rational(1, 3) / 0 }
show("r coerce") { [1 + Rational(1, 2), 1.5 + Rational(1, 2), 2 ** Rational(1, 2)] }
show("int gcd") { [12.gcd(8), 12.lcm(8), 12.gcdlcm(8), -12.gcd(8), 3.numerator, 3.denominator, 3.to_r] }
show("r float arg") { Rational(1.5, 2) rescue $!.class }
show("r string") { Rational("1/2") rescue $!.class }
show("r reduce") { Rational.reduce(4, 6) rescue $!.class }
show("r new!") { Rational.new!(4, 6) }
show("c") { [Complex(1, 2), Complex(1, 2).to_s, Complex(1, -2).to_s, Complex(1.5, 0).to_s, Complex(0, 1).inspect] }
show("c ops") { c = Complex(3, 4); [c.abs, c.abs2, c.arg, c.conj, c + 1, c * c, c / Complex(1, 1), c ** 2, c ** 0.5, -c, c == Complex(3, 4), c.real, c.image, c.polar, Complex.polar(1, Math::PI / 2).real.round] }
show("c i") { [2.im, Complex::I, 3.real, 3.image, 3.arg, -3.arg, 3.polar, 3.conj] }
show("c math") { [Math.sqrt(-4), Math.sqrt(4), CMath.sqrt(-4) rescue $!.class] }
show("c math2") { [Math.exp(Complex(0, 1)).real.round(2), Math.log(-1).image] rescue $!.class }
show("c <=>") { Complex(1, 2) <=> Complex(1, 2) }
show("c > ") { Complex(1, 2) > Complex(1, 2) }
show("c div0") { Complex(1, 1) / 0 }
show("c coerce") { [1 + Complex(1, 1), 1.5 * Complex(1, 1)] }
show("c generic") { Complex.generic?(1) }
show("c new") { Complex.new(1, 2) rescue $!.class }
show("c new!") { Complex.new!(1, 2) }
