# ostruct: accessors as singleton methods, dup, delete_field (the accessors
# stay), marshal_load, equality
require 'ostruct'
require "helper"
o = OpenStruct.new(:a => 1)
show("singleton_methods") { o.singleton_methods.sort }
show("after set") { o.b = 2; o.singleton_methods.sort }
show("methods include") { [o.methods.include?("a"), o.respond_to?(:b=)] }
show("instance_variables") { o.instance_variables }
show("table") { o.instance_variable_get(:@table).sort_by { |k, v| k.to_s } }
show("dup independent") { d = o.dup; d.a = 9; [o.a, d.a, d.singleton_methods.sort] }
show("new_ostruct_member") { o.new_ostruct_member(:zz); [o.respond_to?(:zz), o.zz] }
show("string key") { x = OpenStruct.new("s" => 1); [x.s, x.respond_to?(:s)] }
show("== other") { OpenStruct.new(:a => 1) == OpenStruct.new("a" => 1) }
show("== nonos") { OpenStruct.new == {} }
show("inspect sub") { class OS2 < OpenStruct; end; OS2.new(:q => [1]).inspect }
show("method_missing args") { $VERBOSE = nil; o.send(:a=, 1, 2) rescue [$!.class, $!.message] }
show("method_missing frozen") { f = OpenStruct.new(:a => 1).freeze; f.b = 2 rescue [$!.class, $!.message] }
show("delete_field missing") { o.delete_field(:nope) rescue [$!.class, $!.message] }
show("delete_field removes method") { x = OpenStruct.new(:k => 1); x.delete_field(:k); [x.respond_to?(:k), x.k] }
show("marshal_load") { x = OpenStruct.allocate; x.marshal_load(:m => 2); [x.m, x.respond_to?(:m)] }
show("each_pair") { o.each_pair { } rescue $!.class }
show("to_h") { o.to_h rescue $!.class }
show("[]") { o[:a] rescue $!.class }
