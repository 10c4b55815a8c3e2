# The Math module of 1.8.7.
require "helper"

show("consts") { [Math::PI, Math::E] }
show("sqrt") { [Math.sqrt(4), Math.sqrt(2), Math.sqrt(0)] }
show("sqrt(-4)") { Math.sqrt(-4) }
show("trig") { [Math.sin(0), Math.cos(0), Math.tan(0), Math.atan(1) * 4] }
show("inverse") { [Math.asin(1), Math.acos(0), Math.atan2(-1, -1)] }
show("acos(2)") { Math.acos(2) }
show("hyperbolic") { [Math.sinh(0), Math.cosh(0), Math.tanh(1), Math.asinh(1), Math.acosh(1), Math.atanh(0.5)] }
show("acosh(0)") { Math.acosh(0) }
show("atanh(1)") { Math.atanh(1) }
show("exp log") { [Math.exp(0), Math.exp(2), Math.log(100), Math.log10(100), Math.log10(2)] }
show("log10(0)") { Math.log10(0) }
show("log(-1)") { Math.log(-1) }
show("frexp ldexp") { [Math.frexp(3.0), Math.ldexp(0.75, 2), Math.frexp(0)] }
show("hypot erf erfc") { [Math.hypot(3, 4), Math.erf(0), Math.erfc(0)] }
show("arg conversion") { [Math.sqrt("9"), Math.sqrt(2**64)] }
show("bad arg") { Math.sqrt("x") }
show("bad arg2") { Math.sqrt(:a) }
show("include") { Class.new { include Math; def f; sqrt(16); end }.new.f }
show("private") { begin; Class.new { include Math }.new.sqrt(4); rescue NoMethodError => e; e.message[0, 24]; end }
