# backtraces of Exception2MessageMapper raises: the instance Raise made by
# a module_eval string shows as (eval), frames inside e2mmap.rb are dropped
require "e2mmap"
class Foo
  extend Exception2MessageMapper
  def_exception :Oops, "oops %s"
  def a; Raise Oops, "x"; end
  def b; fail Oops, "y"; end
  def c; Foo.Raise Oops, "z"; end
end
[:a, :b, :c].each { |m| begin; Foo.new.send(m); rescue => e; p e.class, e.message, e.backtrace; end }
module Bar
  include Exception2MessageMapper rescue p $!
end
begin; Exception2MessageMapper.Raise(Foo, Foo::Oops, "q"); rescue => e; p e.backtrace; end
