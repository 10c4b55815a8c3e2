# Fixnum#to_s with no argument, bases, bad radixes and arguments
require "helper"
[0, 1, -1, 9, 10, -10, 1234567890, -987654321, 2**30 - 1, -2**30, 4611686018427387903, -4611686018427387904].each do |n|
  show("to_s #{n}") { [n.to_s, n.to_s(10), n.to_s(2), n.to_s(36), n.to_s(16), n.inspect, "#{n}"] }
end
show("radix 1") { 5.to_s(1) }
show("radix 37") { 5.to_s(37) }
show("radix float") { 255.to_s(16.9) }
show("radix nil") { 5.to_s(nil) }
show("radix str") { 5.to_s("2") }
show("two args") { 5.to_s(2, 3) }
