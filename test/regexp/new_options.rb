# Regexp.new: the option argument (Fixnum bits, kcode bits that fix a kcode
# only when they name one, any other true value is ignorecase) and the kcode
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
[-1, 0, 1, 7, 8, 15, 16, 17, 32, 48, 64, 80, 96, 112, 128, 255, 256, 2**40,
 nil, true, false, "i", 1.5, 2**70].each do |o|
  t { r = Regexp.new("a", o); [r, r.options, r.kcode, r.casefold?] }
end
["n", "N", "e", "s", "u", "U8", "x", "", nil, 1].each do |k|
  t { r = Regexp.new("a", 16, k); [r, r.options, r.kcode] }
end
t { Regexp.new("a", 1, "u", 4) }
t { Regexp.new }
t { Regexp.new(nil) }
t { Regexp.new(:a) }
t { Regexp.new(/a/i, 2) }
t { Regexp.new(/a/i, 2, "u") }
t { Regexp.new(/a/u).kcode }
t { [/a/n.options, /a/e.options, /a/s.options, /a/u.options] }
t { [/a/n.kcode, /a/e.kcode, /a/s.kcode, /a/u.kcode, /a/.kcode] }
t { r = Regexp.new("a"); r.freeze; r.send(:initialize, "b") }
t { r = Regexp.new("a"); r.freeze; r.send(:initialize_copy, /b/) }
t { Regexp.new("a").send(:initialize, "b") }
t { /a/.dup.send(:initialize, "b") }
