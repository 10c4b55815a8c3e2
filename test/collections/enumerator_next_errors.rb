# An exception or throw ending the enumerated method reaches the caller
# of next; the value taken ahead stays for the following next.
o = Object.new
def o.each; yield 1; raise "boom"; end
e = o.to_enum
p((e.next rescue $!))
p e.next
p((e.next rescue $!))
t = Object.new
def t.each; yield 1; throw :x, 5; end
p catch(:x) { t.to_enum.next }
b = Object.new
def b.each; yield 1; break; end
p((b.to_enum.next rescue $!))
p((Enumerable::Enumerator.allocate.next rescue $!))
e = [1, 2].each
t = Thread.new { e.next }
p t.value
p((e.next rescue $!))
