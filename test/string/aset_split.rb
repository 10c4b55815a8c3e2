# []= checks a negative length before converting the value, then the index;
# splitting "" gives [] whatever the limit
def t(*a); s = "hello"; r = (s[*a.first(a.size - 1)] = a.last); p [r, s]; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t(0, -1, nil); t(6, -1, 65); t(6, 1, nil); t(-6, 0, "x"); t(6, 0, "x"); t(5, 0, "x"); t(-6, -1, 65)
t(/l/, 1, nil); t(/(l)(o)?/, 2, "x"); t(/(l)(o)?/, 3, "x"); t(/x/, 0, "y"); t(1..2, "Z"); t(6..7, "Z")
p "".split("", -1), "".split(//, 4), "".split(/x*/, 100), "".split(",", -1), "".split, "".split(nil, -1)
p "a".split("", -1), "ab".split(//, 2), "a,b,,".split(",", -1)
