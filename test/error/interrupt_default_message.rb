# Interrupt.new with no message: the message is the class name (a
# subclass names itself, Timeout::Error among them)
class X < Interrupt; end
p X.new.message, Interrupt.new.message, Interrupt.new("m").message, X.new("y").message
require "timeout"
p Timeout::Error.new.message
p((Interrupt.new(1, 2) rescue $!))
p Interrupt.new(nil).message, X.new(:s).message, X.new.inspect, X.new.to_s
p Interrupt.new.signo rescue p $!
begin; raise X; rescue Interrupt => e; p e.message; end
