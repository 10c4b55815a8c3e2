# Rinda templates and tuples, TupleSpace write/read/take/notify/expiry,
# TupleEntry, TupleBag, as 1.8.7
require 'rinda/tuplespace'
require 'rinda/rinda'
require "helper"
$ts = Rinda::TupleSpace.new(1)
eval_lines
__END__
Rinda::Template.new([1, nil, String]).match(Rinda::Tuple.new([1, 2, "x"]))
Rinda::Template.new([1, nil, String]).match(Rinda::Tuple.new([1, 2, 3]))
Rinda::Template.new([1, nil]).match(Rinda::Tuple.new([1, 2, 3]))
Rinda::Template.new({"a" => 1, "b" => nil}).match(Rinda::Tuple.new({"a" => 1, "b" => 2}))
Rinda::Template.new({"a" => 1}).match(Rinda::Tuple.new({"a" => 1, "b" => 2}))
Rinda::Template.new({"a" => 1, "b" => nil}).match(Rinda::Tuple.new({"a" => 1}))
Rinda::Template.new([/ab/, 1..3]).match(Rinda::Tuple.new(["xaby", 2]))
Rinda::Template.new([Symbol]).match(Rinda::Tuple.new([:a]))
Rinda::Template.new([:a]) === Rinda::Tuple.new([:a])
Rinda::Template.new({1 => 2}) rescue [$!.class, $!.message]
Rinda::Tuple.new({1 => 2}) rescue [$!.class, $!.message]
Rinda::Tuple.new([1, 2]).size
Rinda::Tuple.new([1, 2])[1]
Rinda::Tuple.new({"a" => 1}).fetch("a")
Rinda::Tuple.new({"a" => 1}).fetch("b") rescue $!.class
Rinda::Tuple.new([1, 2]).value
x = []; Rinda::Tuple.new([1, 2]).each { |*a| x << a }; x
Rinda::Tuple.new(3).size rescue $!.class
Rinda::DRbObjectTemplate.new.class
$ts.write([1, "a"]); $ts.write([2, "b"]); $ts.write([1, "c"]); $ts.read_all([1, nil]).sort
$ts.read([2, nil])
$ts.take([1, nil])
$ts.read_all([nil, nil]).sort
$ts.take([3, nil], 0) rescue [$!.class, $!.message]
$ts.read([3, nil], 0) rescue [$!.class, $!.message]
e = $ts.write([9], 1); [e.class, e.alive?, e.expired?, e.canceled?, e.value, e.size, e[0], e.renewer.class] rescue $!
e = $ts.write([10]); e.cancel; [e.canceled?, e.alive?, $ts.read_all([10])]
e = $ts.write([11], 0); [e.alive?, $ts.read_all([11])]
$ts.write({"k" => "v"}); $ts.take({"k" => nil})
$ts.write([1,2,3]); $ts.read([nil, nil]) rescue [$!.class, $!.message]
$ts.read([nil, nil], 0) rescue [$!.class, $!.message]
q = Thread.new { $ts.take([:w, nil]) }; sleep 0.2; $ts.write([:w, 5]); q.value
n = []; ob = $ts.notify("write", [:n, nil]); $ts.write([:n, 1]); $ts.take([:n, nil]); ob.pop
ob = $ts.notify(nil, [:m, nil], 1); $ts.write([:m, 1]); $ts.take([:m, nil]); [ob.pop, ob.pop]
$ts.notify("bogus", [:x]).class rescue [$!.class, $!.message]
Rinda::RequestExpiredError.superclass
Rinda::RequestCanceledError.superclass
Rinda::InvalidHashTupleKey.superclass
Rinda::RindaError.superclass
Rinda::TupleSpaceProxy.new($ts).read_all([1, nil])
Rinda::TupleSpaceProxy.new($ts).write([5]).class
Rinda::SimpleRenewer.new(3).renew
Rinda::TupleEntry.new([1], 3).alive?
Rinda::TupleEntry.new([1], true).expired?
Rinda::TupleEntry.new([1], nil).expires
Rinda::TupleEntry.new([1], Rinda::SimpleRenewer.new(5)).expires.class
Rinda::TupleEntry.new([1], 0).expired?
Rinda::TemplateEntry.new([1, nil]).match([1, 2])
Rinda::TemplateEntry.new([1, nil]) === Rinda::Tuple.new([1, 2])
Rinda::TupleBag.new.class
b = Rinda::TupleBag.new; b.push(Rinda::TupleEntry.new([1, 2])); b.find_all(Rinda::TemplateEntry.new([1, nil])).size
b = Rinda::TupleBag.new; b.push(t1 = Rinda::TupleEntry.new([1, 2])); b.delete(t1); b.find(Rinda::TemplateEntry.new([1, nil]))
b = Rinda::TupleBag.new; b.push(t1 = Rinda::TupleEntry.new([1, 2], 0)); b.delete_unless_alive.size
b = Rinda::TupleBag.new; b.has_expires?
