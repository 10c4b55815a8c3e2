# complex.rb: construction, arithmetic, comparisons, conversions, Numeric views
require 'complex'
p Complex.ancestors, Complex.public_instance_methods(false).sort, (Complex.methods - Numeric.methods).sort, Complex.constants.sort
p Complex(1,2), Complex(1,2).to_s, Complex(1,-2.5).to_s, Complex(1,2).inspect, Complex::I, Complex(1,2)*Complex(3,4), Complex(1,2)/Complex(3,4), Complex(1,2)**2, Complex(1,2)**0.5, Complex(1,2).abs, Complex(1,2).arg, Complex(1,2).polar, Complex(1,2).conjugate, Complex(1,0)==1, Complex(3,4).abs2
p 5.im, 5.real, 5.image, 5.arg, -5.arg, 5.polar, 5.conjugate, 5.conj, 2.5.imag, -2.5.angle, Complex.polar(1, Math::PI/2), Complex(1,2)+1, 1+Complex(1,2), Complex(1,2) - 1.5, Complex(1,2).hash==Complex(1,2).hash
p Complex(1,2) < Complex(2,3), Complex.generic?(1), Complex.generic?(Complex(1,1)), Complex.generic?(1.5), Complex.new!(1,2), Complex.new(1,2), Complex(1), Complex(Complex(1,2), 3), Complex(1,2) % 2
p Complex(0,2).to_s, Complex(1,0).to_s, Complex(0,-2).to_s, Complex(-1,-2).to_s, Complex(0,0).to_s, Complex(1.5,2).to_s
p Complex(1,2)**0, Complex(1,2)**1, Complex(1,2)**3, Complex(1,2)**Complex(1,1)
p((Complex("a",1) rescue $!), (Complex(1,2) + "a" rescue $!), (Complex.new("a", 1) rescue $!), (Complex.new(1, "b") rescue $!), Complex(1,2) % Complex(2,3) , Complex(1,2).quo(2) ,Complex(1,2).denominator, Complex(1,2).numerator, Complex(1.5,2).real, Complex(1,2).imag)
p Complex(5,7) % Complex(2,3), Complex(1.5,2) % Complex(2,3), (Complex(1,2).divmod(2) rescue $!), Complex(3,4) <=> 5, Complex(3,4) == Complex(3.0,4), 1 == Complex(1,0), Complex(1,2) == "a", Complex(1,2).coerce(3), Complex(1,2).coerce(Complex(1,1))
p Complex(4,6).denominator, Complex(1,2)*2.5, Complex(1,2)-Complex(1,2), 2.0 / Complex(1,1), -Complex(1,2), Complex(-1,0).arg, 4.polar, -4.0.polar, Complex::I * Complex::I, Complex(1,2).eql?(Complex(1,2))
p 12.gcd(18), 4.lcm(6), 0.lcm(3), 5.numerator, 5.denominator, (Complex(1.5,2).denominator rescue $!.class)
