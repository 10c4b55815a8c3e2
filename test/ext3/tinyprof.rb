# a ruby-prof/rcov-shaped C extension (fixtures/tinyprof: rb_add_event_hook
# and rb_remove_event_hook with RUBY_EVENT_* masks, the hook's node
# (nd_file, nd_line) for line counts, ruby_frame->last_func/prev and
# ruby_current_node read directly, rb_thread_current) built against the
# installed headers; expected output: its Ruby model, set_trace_func run by
# 1.8.7, whose events the hook must see the same
require "fixtures/ext3"
require "helper"
Ext3.load("tinyprof")

module Greeter
  def greet(n) "hi " + n end
end
class Person
  include Greeter
  def initialize(name) @name = name end
  def self.make(name) new(name) end
  def to_s
    greet(@name)
  end
  def fail_soft
    raise ArgumentError, "soft"
  rescue ArgumentError
    :rescued
  end
end

# the events a hook records, without those of TinyProf itself and of lines
# outside this file (the model's own)
def shown(events)
  events.reject {|ev, id, k, line, file|
    [:start, :stop, :set_trace_func].include?(id) || (file && File.basename(file) != "tinyprof.rb")
  }.map {|ev, id, k, line, file| [ev, id, k, line].compact.join(" ") }
end

show("features") { TinyProf.features }
TinyProf.start
x = Person.make("ann")
y = x.to_s
z = x.fail_soft
3.times { |i| i + 1 }
class Person; def extra; end; end
events, cov, removed = TinyProf.stop
puts shown(events)
p [y, z, removed]
p cov.map {|f, lines| [File.basename(f), lines.sort] }.select {|f, l| f == "tinyprof.rb" }

TinyProf.start(TinyProf::CALLS)
Person.new("bob").to_s
t = Thread.new { Person.new("in thread").to_s }
t.join
events, cov = TinyProf.stop
puts "-- calls only", shown(events)
TinyProf.start(TinyProf::LINE | TinyProf::C_CALLS)
a = [3, 1, 2].sort
events, = TinyProf.stop
puts "-- lines and c-calls", shown(events)
show("stop again") { TinyProf.stop[2] }
show("start twice") { TinyProf.start; TinyProf.start }
TinyProf.stop
def traced_caller
  TinyProf.frame_info
end
alias traced_alias traced_caller
show("frame_info") { [traced_caller,
                      traced_alias] }
