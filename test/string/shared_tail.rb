# $', post_match and str[i..-1] share the buffer of a long string until one
# side writes: every writer, on either side, leaves the other unchanged
s = "head:" + ("abcdefghij" * 20)
t = s[5..-1]
u = s[5, 1000]
t << "!"
p s.size, t.size, u.size, t[-3..-1], s[-2..-1]
s[-1, 1] = "Z"
p s[-2..-1], u[-2..-1]
u.upcase!
p u[0, 4], s[5, 4]
"key=" + "v" * 300 =~ /=/
rest = $'
m = $~
rest.sub!(/v/, "w")
p rest[0, 3], m.post_match[0, 3], $'[0, 3], m.pre_match
x = m.post_match
x.freeze
y = x[10..-1]
p y.size, y.frozen?, y.tainted?
y.replace("short")
p y, x.size
z = x[250..-1]
z.concat("+")
p z, x[-2..-1]
w = ("q" * 100).taint
v = w[1..-1]
p v.tainted?, v.size
v.tr!("q", "r")
p v[0, 2], w[0, 2], w.size
# scanning through $' many times gives the same result as copies would
src = ("<a>" + "x" * 40 + "</a>\n") * 200
n = 0
while src =~ /<a>(x+)<\/a>\n/
  n += $1.size
  src = $'
end
p n, src
