# op-assignment on an index with a splat: a[*i] += v, a[0, *i] ||= v
class O
  def [](*a) p [:get, a]; a.size end
  def []=(*a) p [:set, a] end
end
o = O.new
o[*[1, 2]] &&= 10
o[*[3]] += 1
o[0, *[4]] ||= 5
o[*[]] += 2
o[1, *[2, 3]] -= 1
x = [1, 2, 3]; i = [1]; x[*i] += 5; p x
x[*[0]] ||= 4; p x
x[1, *[1]] += [9]; p x
h = {}; h[*[:a]] ||= 1; h[*[:a]] += 1; p h
s = "abc"; s[*[1, 1]] += "Z"; p s
