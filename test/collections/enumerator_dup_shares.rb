# A copy of an Enumerator shares the generator behind next, as 1.8.7 does.
o = Object.new
def o.each; puts "start"; yield 1; puts "mid"; yield 2; puts "m2"; yield 3; puts "end"; end
e = o.to_enum
p e.next
d = e.dup
puts "d"; p d.next
puts "e"; p e.next
f = o.to_enum.dup
puts "f"; p f.next
g = [1, 2, 3].each; g.next; p g.clone.next, g.next
