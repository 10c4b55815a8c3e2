# recv[args] op= value: index arguments evaluated once, [] and []= called with them
a = [1, 2, 3]; a[0] += 5; a[1] ||= 9; a[5] ||= 7; a[2] &&= :x; p a
h = Hash.new(0); h[:k] += 1; h[:k] += 1; p h
class C; def [](*a) p [:get, a]; a.size; end; def []=(*a) p [:set, a]; end; end
c = C.new; c[1, 2, 3, 4, 5, 6, 7] += 1; c[] += 2; c[1] <<= 1
s = "abc"; s[1, 1] += "Z"; p s
x = [[1]]; x[0][0] -= 3; p x
b = [2**62]; b[0] += 2**62; p b
f = [1.5]; f[0] *= 2; p f
