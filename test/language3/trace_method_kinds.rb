# set_trace_func call/return events of each kind of method: define_method (at
# its first statement, no return when it raises), define_method of a Method
# (only its own), attribute methods (none), empty defs (return at `end`)
class C
  define_method(:e1) { }
  define_method(:e2) {
  }
  define_method(:e3) { |a,
     b|
     a
  }
  define_method(:e4) {
    # comment

    x = 1; x
  }
  define_method(:e5, instance_method(:e4))
  define_method(:e6, &proc { 2 })
  def d1; end
  def d2
  end
  def d3() 3 end
  def d4(a = (1 +
    2)); a; end
  alias d5 d3
  define_method(:e7) { raise "x" }
  def d6; raise "y"; end
  def method_missing(*a) 1 end
end
c = C.new
set_trace_func proc { |ev, file, line, id, bind, klass|
  printf "%8s %s:%-2d %10s %8s\n", ev, file, line, id, klass if ev =~ /^(call|return|raise)/
}
c.e1; c.e2; c.e3(1, 2); c.e4; c.e5; c.e6
c.d1; c.d2; c.d3; c.d4; c.d5
c.e7 rescue 1
c.d6 rescue 1
c.nosuch
set_trace_func nil
class D
  define_method(:dm) { |x|
    x + 1
  }
  attr_accessor :acc
end
d = D.new
set_trace_func proc { |ev, file, line, id, bind, klass|
  printf "%8s %s:%-2d %10s %8s\n", ev, file, line, id, klass
}
d.dm(1)
d.acc = 3
d.acc
d.method(:dm).call(2)
set_trace_func nil
