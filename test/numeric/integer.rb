# Integer iteration and conversion methods, Integer(), String#to_i.
require "helper"

show("times") { a = []; r = 3.times { |i| a << i }; [a, r] }
show("upto") { a = []; 1.upto(3) { |i| a << i }; a }
show("downto") { a = []; 3.downto(1) { |i| a << i }; a }
show("big upto") { a = []; (2**64).upto(2**64 + 1) { |i| a << i }; a }
show("step") { a = []; 1.step(10, 4) { |i| a << i }; a }
show("step neg") { a = []; 10.step(1, -3) { |i| a << i }; a }
show("chr") { [65.chr, 255.chr, 0.chr] }
show("chr range") { 256.chr }
show("ord") { 97.ord }
show("integer?") { [1.integer?, (2**70).integer?, 1.0.integer?] }
show("floor etc") { [5.floor, 5.ceil, 5.round, 5.truncate, 5.to_i, 5.to_int] }
show("Integer.induced_from") { [Integer.induced_from(3), Integer.induced_from(3.9), Integer.induced_from(2**70)] }
show("Integer.induced_from str") { Integer.induced_from("3") }
show("Integer()") { [Integer("0x1f"), Integer("0b11"), Integer("0o17"), Integer("017"), Integer(" 42 "), Integer("-1_000")] }
show("Integer bad") { Integer("1_") }
show("Integer bad3") { Integer("0x") }
show("to_i") { ["12abc".to_i, "0x1f".to_i, "0x1f".to_i(16), "z".to_i(36), "  12  ".to_i, "-".to_i, "1__2".to_i, "_12".to_i] }
show("hex oct") { ["ff".hex, "-0x10".hex, "777".oct, "0b101".oct, "0x1f".oct] }
show("Integer.new") { Integer.new }
show("even odd big") { [(2**70).even?, (2**70 + 1).odd?] }
show("nonzero?") { [0.nonzero?, 3.nonzero?] }
