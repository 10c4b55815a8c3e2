# Hash: defaults, fetch, iteration, deletion while iterating, merge,
# conversion and the 1.8 forms (select gives pairs, index, to_s).
require "helper"

h = {:a => 1, :b => 2}
show("inspect") { {:k => [nil, "x"]} }
show("default") { Hash.new(7)[:x] }
show("default proc") { Hash.new { |hh, k| hh[k] = k.to_s * 2 }[:ab] }
show("fetch miss") { h.fetch(:z) }
show("fetch block") { h.fetch(:z) { |k| k } }
show("index") { h.index(2) }
show("key? value?") { [h.key?(:a), h.value?(3)] }
show("select") { h.select { |k, v| v > 1 } }
show("reject") { h.reject { |k, v| v > 1 } }
show("to_a sort") { h.to_a.sort_by { |k, v| v } }
show("merge block") { {:a => 1}.merge(:a => 2, :b => 3) { |k, o, n| o + n }.sort_by { |k, v| k.to_s } }
show("update") { x = {:a => 1}; x.update(:c => 3); x.size }
show("invert") { {:a => 1}.invert }
show("values_at") { h.values_at(:b, :q) }
show("delete") { x = {:a => 1}; [x.delete(:a), x.delete(:a)] }
show("delete block") { {}.delete(:q) { |k| "no #{k}" } }
show("delete_if during each") { x = {1 => 1, 2 => 2, 3 => 3}; x.each { |k, v| x.delete(k) if k.odd? }; x }
show("shift") { x = {:only => 1}; [x.shift, x] }
show("string key frozen") { k = "key"; x = {}; x[k] = 1; [x.keys[0].frozen?, k.frozen?] }
show("== ") { {:a => 1} == {:a => 1.0} }
show("eql?") { {:a => 1}.eql?({:a => 1.0}) }
show("hash eq") { {:a => [1]}.hash == {:a => [1]}.hash }
show("Hash[] list") { Hash[1, 2, 3, 4].size }
show("Hash[] odd") { Hash[1] }
show("to_s") { {:a => 1}.to_s }
show("recursive") { x = {}; x[:self] = x; x.inspect }
show("frozen") { {}.freeze[:a] = 1 }
show("each_pair") { r = []; {:a => 1}.each_pair { |k, v| r << k << v }; r }
show("sort") { {:b => 1, :a => 2}.sort { |p, q| p[1] <=> q[1] } }
show("length empty?") { [h.length, {}.empty?] }
show("default=") { x = {}; x.default = 5; [x[:a], x.default] }
show("each enum") { h.each.class }
show("array key") { {[1, 2] => :v}[[1, 2]] }
show("clear") { {:a => 1}.clear }
show("replace") { {:a => 1}.replace({:b => 2}) }
show("has_value? uses ==") { {:a => 2}.has_value?(2.0) }
show("ENV class") { ENV.class }
show("ENV store") { ENV["COLL_TEST_X"] = "1"; [ENV["COLL_TEST_X"], ENV.key?("COLL_TEST_X")] }
show("ENV delete") { ENV.delete("COLL_TEST_X"); ENV["COLL_TEST_X"] }
show("ENV fetch") { ENV.fetch("COLL_TEST_NOPE") }
