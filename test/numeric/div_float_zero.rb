# Integer#div by a zero Float floors an infinity or NaN: FloatDomainError.
require "helper"

[0, 1, -7, 2**64, -(2**64)].each do |x|
  show("#{x}.div(0.0)") { x.div(0.0) }
  show("#{x}.div(-0.0)") { x.div(-0.0) }
  show("#{x}.div(0.5)") { x.div(0.5) }
  show("#{x} / 0.0") { x / 0.0 }
  show("#{x}.divmod(0.0)") { x.divmod(0.0) }
end
show("div 0") { 1.div(0) }
