# OpenStruct#inspect keeps the ids it is inspecting in the thread's
# :__inspect_key__ list, as pp does: pp of an OpenStruct (or of one inside
# a collection) shows "#<OpenStruct ...>", and a recursive one stops there
require 'ostruct'
require 'pp'
o = OpenStruct.new(:a => 1)
p o, [o]
o.b = o
p o
pp o
pp [o]
pp({:k => OpenStruct.new(:z => 2)})
puts o.pretty_inspect
Thread.current[:__inspect_key__] = [o.object_id]
p o
Thread.current[:__inspect_key__] = nil
p OpenStruct.new(:q => [OpenStruct.new(:r => 1)])
