# abbrev, ostruct, tsort, observer: odd arguments and error classes
require 'abbrev'
p((Abbrev.abbrev(nil) rescue $!.class), (Abbrev.abbrev([1, 2]) rescue $!.class), (Abbrev.abbrev(%w(ab), 1) rescue $!.class), Abbrev.abbrev(%w(ab), nil).sort, Abbrev.abbrev(%w(ab ab)).sort, Abbrev.abbrev(%w(a b)).sort, Abbrev.abbrev(['']).sort, Abbrev.abbrev(%w(abc abc abd)).sort, Abbrev.abbrev(%w(a a)))
require 'ostruct'
o = OpenStruct.new
p((o.send(:"a=") rescue $!.class), o.respond_to?(:x=), (OpenStruct.new(1) rescue $!), (OpenStruct.new("x") rescue $!), (OpenStruct.new([[1,2]]) rescue $!))
p OpenStruct.new(:a => 1).send(:table) rescue p $!.class
p o.inspect, (o.method_missing(:foo=) rescue $!.class), (o.foo(1, 2) rescue $!.message)
require 'tsort'
begin; Class.new { include TSort }.new.tsort; rescue Exception => e; p e.class; end
require 'observer'
ob = Object.new.extend(Observable)
p((ob.add_observer(nil) rescue $!.message), ob.count_observers, ob.changed?(), (ob.notify_observers rescue $!))
