# Fixnum#to_sym and #id2name take a C unsigned int: RangeError outside it.
require "helper"

[0, 2**32 - 1, -1, -7, 2**32, 2**62 - 1, -(2**62)].each do |x|
  show("#{x}.to_sym") { x.to_sym }
  show("#{x}.id2name") { x.id2name }
end
show("round trip") { [:abc.to_i.to_sym, :abc.to_i.id2name] }
