# slice! and []= with "" at the front of long strings (the rest is then
# shared, not moved), and splices of strings that share their buffer
base = (0...400).map { |i| "w#{i} " }.join     # about 2,300 bytes

# fixed-size drops down to nothing, checked against a plain copy
s = base.dup
ref = base.dup
out = []
while s.size > 0
  out << s.slice!(0, 7)
  ref = ref[7..-1] || ""
  raise "differs at #{s.size}" unless s == ref
end
p out.size, out.first, out.last, s, s.size

# a regexp from the front: $~ keeps the string as it was
s = base.dup
words = 0
while s.size > 0
  w = s.slice!(/\A\S+/)
  if w
    words += 1
    if words == 10
      p w, $~[0], $~.pre_match, $~.post_match.size, $~.string.size, $~.string.frozen?
    end
  end
  s.slice!(0, 1)
end
p words, s

# other spellings of a front drop; then append, dup, insert on the rest
s = base.dup
s[0, 3] = ""
s[0..4] = ""
s.slice!(0)
s.slice!("81 ")
p s[0, 20], s.size
t = s.dup
s << "END"
p t[-5..-1], s[-8..-1], t.size, s.size
u = base.dup
u.slice!(0, 100)
v = u.dup
u.slice!(0, 100)
v.insert(0, "HEAD")
u[0, 0] = "<"
p u[0, 12], v[0, 12], u.size, v.size
u.upcase!
p u[0, 12], v[0, 12]

# the rest short (moved) or a small part of a long buffer (copied)
s = base.dup
s.slice!(0, base.size - 10)
p s
s = base.dup
s.slice!(0, base.size / 2)
s.slice!(0, base.size / 2 - 300)
p s.size, s[0, 10]
s << "x"
p s[-3..-1]

# splices in a string that shares its buffer (a match made it shared)
s = base.dup
s =~ /w5 /
s[10, 2] = "ABC"
p s[0, 16], $~.string[0, 16], s.size
s = base.dup
s =~ /w7 /
s.slice!(5, 3)
p s[0, 12], $~.pre_match
s = base.dup
s.sub!(/\Aw0 /, "")
p s[0, 8], s.size

# taint, frozen, subclasses
s = base.dup.taint
s.slice!(0, 10)
p s.tainted?, s[0, 6]
s = base.dup
s[0, 4] = "".taint
p s.tainted?, s[0, 6]
f = base.dup.freeze
begin
  f.slice!(0, 3)
rescue TypeError => e
  p e.class, e.message
end
begin
  f[0, 3] = ""
rescue TypeError => e
  p e.class, e.message
end
p f.size
class MyStr < String; end
m = MyStr.new(base)
m.slice!(0, 500)
p m.class, m[0, 8], m.size
m2 = m.slice!(0, 10)
p m2.class, m2

# the same string kept by another variable before the drops
s = base.dup
keep = s
s2 = s.clone
s.slice!(0, 1000)
p keep.equal?(s), keep.size, s2.size, s2[0, 6]
h = { s => 1 }
p h[base[1000..-1]]
p s.hash == base[1000..-1].hash, s.eql?(base[1000..-1])
p [s].pack("a10"), s.unpack("a5")
p s.sum, s.count("w"), s.index("w300"), s.rindex("w3")
