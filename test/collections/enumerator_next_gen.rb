# Enumerator#next runs the method as a generator, one value ahead: an
# endless each works, side effects show when 1.8.7 shows them, the end
# restarts the method, rewind restarts it unless nothing was taken.
class Fib
  include Enumerable
  def each; a, b = 0, 1; loop { yield a; a, b = b, a + b }; end
end
e = Fib.new.to_enum
p [e.next, e.next, e.next, e.next]
o = Object.new
def o.each; puts "start"; yield 1; puts "mid"; yield 2; puts "end"; end
e = o.to_enum
puts "rw0"; e.rewind
puts "rw0b"; e.rewind
puts "n1"; p e.next
puts "rw1"; e.rewind
puts "rw2"; e.rewind
puts "n2"; p e.next
puts "n3"; p e.next
puts "n4"; p((e.next rescue $!))
puts "rw3"; e.rewind
puts "n5"; p e.next
puts "each"; e.each { |x| p [:each, x] }
m = Object.new
def m.each; yield 1, 2; yield; yield [3, 4]; end
e = m.to_enum
p [e.next, e.next, e.next]
a = [1, 2]; e = a.each
p e.next; a << 3; p e.next, e.next, (e.next rescue $!.class)
