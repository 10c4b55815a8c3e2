# an exception raised by a C method goes as in 1.8.7: made by Class#new
# (rb_raise), initialized through the C super chain, passed through its
# #exception (which may replace it); the raise event names the C method
class ZeroDivisionError
  def self.new(*a); puts "new #{a.inspect}"; super; end
  def exception(*a); puts "exception #{a.inspect}"; super; end
  def initialize(*a); puts "init #{a.inspect}"; super; end
end
begin; 1/0; rescue => e; p e; end
class NameError; def exception(*a); RuntimeError.new("replaced"); end; end
begin; zork; rescue Exception => e; p e; end
begin; Zork; rescue Exception => e; p e; end
class NameError; remove_method :exception; end
class IndexError; def exception(*a); 5; end; end
begin; [].fetch(3); rescue Exception => e; p e; end
class IndexError; remove_method :exception; end
class Exception
  alias orig_init initialize
  def initialize(*a); puts "Exception#initialize " + a.size.to_s; orig_init(*a); end
end
begin; exit 2; rescue SystemExit => e; p [e, e.status]; end
begin; nil.foo; rescue NoMethodError => e; p e.name; end
begin; raise ArgumentError; rescue => e; p e; end
class Exception; alias initialize orig_init; end
set_trace_func proc { |ev, file, line, id, bind, klass|
  printf "%8s %-2d %10s %8s\n", ev, line, id.inspect, klass.inspect
}
begin; [].first(-1); rescue; end
begin; throw :zz; rescue NameError; end
begin; raise "k"; rescue; end
begin; eval("raise 'e'"); rescue; end
set_trace_func nil
