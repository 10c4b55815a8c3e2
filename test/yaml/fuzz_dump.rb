# random nested values (seeded): to_yaml text and whether YAML.load gives the value back
require 'yaml'
[1, 2, 3].each do |seed|
srand(seed)
CH = [] unless defined?(CH)
CH.replace ["a", "b", " ", "\n", ":", "#", "-", "'", "\"", "\\", "\t", "x", "1", ".", ",", "[", "]", "{", "}", "!", "&", "*", "?", "|", ">", "%", "@", "`", "~", "=", "<", "0", "e", "+", "y", "\e", "\x01", "\xc3\xa9"]
def rstr
  n = rand(8)
  s = ""
  n.times { s << CH[rand(CH.size)] }
  s
end
def rval(d)
  case rand(d > 2 ? 5 : 9)
  when 0 then rstr
  when 1 then rand(1000) - 500
  when 2 then [nil, true, false][rand(3)]
  when 3 then rstr.intern rescue :x
  when 4 then rand * 100
  when 5, 6 then (0...rand(4)).map { rval(d + 1) }
  else { rval(d + 2) => rval(d + 1) }
  end
end
200.times do
  v = rval(0)
  y = v.to_yaml
  back = begin; YAML.load(y); rescue Exception; $!.class; end
  puts y.inspect
  puts (back == v || (back.inspect == v.inspect)).inspect
end
end
