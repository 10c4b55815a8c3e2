# observer, abbrev, ostruct, tsort, English: behaviour on ordinary and odd inputs
require 'observer'
class Tick; include Observable; end
class W; def initialize(n) @n = n end; def update(*a) puts "#{@n} got #{a.inspect}" end; def other(x) puts "other #{x}" end; end
t = Tick.new
w1 = W.new(1); w2 = W.new(2)
p t.add_observer(w1).size, t.count_observers, t.changed?
t.add_observer(w2)
p t.changed, t.changed?
t.notify_observers(:a, 2)
p t.changed?
t.notify_observers(:not_sent)
t.changed(true); t.changed(false); p t.changed?
t.changed; t.delete_observer(w1); t.notify_observers
p((t.add_observer(Object.new) rescue $!))
t.delete_observers; p t.count_observers
p t.add_observer(w1, :other) rescue p $!
t.changed; t.notify_observers(5) rescue p $!
p Observable.public_instance_methods(false).sort
require 'abbrev'
p Abbrev.abbrev(%w(car cone)).sort, %w(ruby rules).abbrev.sort, Abbrev.abbrev(%w(car cone), 'co').sort, Abbrev.abbrev(%w(car cone), /^ca/).sort, Abbrev.abbrev([]), Abbrev.abbrev(%w(a a)).sort, Abbrev.abbrev(%w(ab abc)).sort
require 'ostruct'
o = OpenStruct.new(:a => 1, "b" => 2)
p o.a, o.b, o.c, o.respond_to?(:a), o, o == OpenStruct.new(:a => 1, :b => 2), o.to_s
o.c = 3; o.delete_field(:a); o.delete_field(:b); p o, o.a, o.marshal_dump.keys.map { |k| k.to_s }.sort
fz = OpenStruct.new(:x => 1).freeze
p((o.foo(1) rescue $!), ((fz.x = 2) rescue $!.class), OpenStruct.new.inspect, OpenStruct.new(nil).inspect)
o2 = o.dup; o2.c = 9; p o.c
p OpenStruct.public_instance_methods(false).sort
x = OpenStruct.new; x.x = x; p x
require 'tsort'
class H < Hash; include TSort; alias tsort_each_node each_key; def tsort_each_child(n, &b) fetch(n).each(&b) end; end
h = H[{1 => [2, 3], 2 => [3], 3 => [], 4 => []}]
p h.tsort, h.strongly_connected_components
h2 = H[{1 => [2], 2 => [1]}]
p((h2.tsort rescue $!), h2.strongly_connected_components)
h.each_strongly_connected_component { |c| p c }
h.each_strongly_connected_component_from(1) { |c| p c }
p TSort.public_instance_methods(false).sort, TSort::Cyclic.superclass
require 'English'
"ab" =~ /(b)/
p $MATCH, $PREMATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO.class, $PROGRAM_NAME.class, $FS, $OFS, $RS, $ORS, $NR.class, $PID == $$, $CHILD_STATUS, $ERROR_INFO, $FIELD_SEPARATOR, $INPUT_RECORD_SEPARATOR, $IGNORECASE, $ARGV.class, $DEFAULT_OUTPUT == $stdout, $DEFAULT_INPUT == $stdin, $LAST_READ_LINE
