# tsort: cycles, strongly connected components, messages
require 'tsort'
require "helper"
class G; include TSort; def initialize(h) @h = h end; def tsort_each_node(&b) @h.keys.sort.each(&b) end; def tsort_each_child(n, &b) (@h[n] || []).each(&b) end; end
g = G.new(1 => [2, 3], 2 => [3], 3 => [], 4 => [1, 5], 5 => [4])
show("tsort cyc") { g.tsort }
show("scc") { g.strongly_connected_components }
show("each_scc") { r = []; g.each_strongly_connected_component { |c| r << c }; r }
show("each_scc_from") { r = []; g.each_strongly_connected_component_from(1) { |c| r << c }; r }
show("tsort_each") { r = []; G.new(1 => [2], 2 => []).tsort_each { |n| r << n }; r }
show("cyclic msg") { begin; G.new(1 => [1]).tsort; rescue TSort::Cyclic => e; [e.message, e.class.superclass]; end }
show("self loop scc") { G.new(1 => [1]).strongly_connected_components }
show("missing child") { G.new(1 => [9]).tsort }
show("not implemented") { o = Object.new; o.extend(TSort); o.tsort rescue [$!.class, $!.message] }
show("each_scc_from no block") { g.each_strongly_connected_component_from(1) rescue $!.class }
