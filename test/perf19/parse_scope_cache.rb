# the parser's scope records and name tables are kept from one parse for
# the next: many locals (tables that grew), nested blocks with many block
# variables, defs, evals in blocks and in scopes of different sizes
require "helper"
many = (1..20).map { |i| "v#{i} = #{i}" }.join("; ")
show("many locals") { eval("#{many}; [#{(1..20).map { |i| "v#{i}" }.join(', ')}].inject(0) { |s, x| s + x }") }
show("locals list") { eval("#{many}; local_variables.sort_by { |s| s.to_s[1..-1].to_i }.last(3)") }
show("small after many") { eval("a = 1; b = 2; local_variables.size") }
show("blocks") { eval("r = []; [1, 2].each { |x| y = x; [3].each { |z| w = z + y; q1 = 1; q2 = 2; q3 = 3; q4 = 4; q5 = 5; q6 = 6; q7 = 7; q8 = 8; q9 = 9; r << w + q9 } }; r") }
show("block vars") { [1, 2].map { |o| eval("a1 = o; a2 = a1; a3 = a2; a4 = a3; a5 = a4; a6 = a5; [a6, local_variables.size]") } }
show("defs") { eval("def pc_m(a, b = 2, *c); d = a; e = b; f = c; [d, e, f]; end; pc_m(1, 3, 4, 5)") }
show("class body") { eval("class PcK; x1 = 1; x2 = 2; def self.m; 7; end; [x1, x2]; end") }
l1 = 1; l2 = 2; l3 = 3; l4 = 4; l5 = 5; l6 = 6; l7 = 7; l8 = 8; l9 = 9
show("outer scope") { eval("l9 + l1 + (n = 10)") }
show("outer binding") { b = binding; eval("nn = l8 * 2", b); eval("nn", b) }
show("proc locals") { pr = eval("lambda { |a| b = a * 2; c = b + 1; [a, b, c] }"); [pr.call(1), pr.call(2)] }
show("deep nesting") { eval((1..12).inject("k0 = 0") { |s, i| "[#{i}].each { |k#{i}| #{s}; m#{i} = k#{i} }" } + "; :done") }
show("repeated") { (1..50).map { |i| eval("x#{i % 5} = #{i}; y = x#{i % 5} * 2; [1].map { |z| z + y }.first") }.inject(:+) }
