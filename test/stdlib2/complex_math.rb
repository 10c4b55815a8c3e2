# complex.rb: Math functions answer Complex outside the real domain
require 'complex'
def show(x) x.kind_of?(Complex) ? format('C(%.10f, %.10f)', x.real, x.image) : (x.kind_of?(Float) ? format('%.10f', x) : x.inspect) end
[lambda{Math.acos(2)}, lambda{Math.asin(2)}, lambda{Math.log(-1)}, lambda{Math.exp(Complex(0,1))},lambda{Math.sin(Complex(1,1))},lambda{Math.atan2(Complex(1,1),1)}, lambda{Math.atan2(1,1)}, lambda{Math.log(0)}, lambda{Math.sqrt("a")}, lambda{Math.sqrt(nil)}, lambda{Math.sqrt(Complex(-4,0))}, lambda{Math::sqrt!(4)}, lambda{Math.sqrt(-4)}, lambda{Math.sqrt(4)}, lambda{Math.log10(-10)},
 lambda{Math.cos(Complex(1,1))}, lambda{Math.tan(Complex(1,1))}, lambda{Math.sinh(Complex(1,1))}, lambda{Math.cosh(Complex(1,1))}, lambda{Math.tanh(Complex(1,1))}, lambda{Math.sqrt(Complex(3,4))}, lambda{Math.sqrt(Complex(-3,4))}, lambda{Math.sqrt(Complex(3,-4))}, lambda{Math.sqrt(-4.0)}, lambda{Math.atan(Complex(1,1))},lambda{Math.acosh(0.5)}, lambda{Math.atanh(2)}, lambda{Math.asinh(Complex(1,1))}, lambda{Math.log(Complex(1,1))}, lambda{Math.log10(Complex(1,1))}, lambda{2**Complex(1,1)}, lambda{Math.acos(0.5)}, lambda{Math.atanh(0.5)}, lambda{Math.acosh(2)}].each{|l| r = (l.call rescue $!); puts(r.kind_of?(Exception) ? r.inspect : show(r))}
p Math.methods(false).sort, Math.private_instance_methods(false).sort
include Math
p sqrt(-9), sqrt!(9)
