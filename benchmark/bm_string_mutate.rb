# bm_string_mutate.rb - String mutation: []=, sub!, gsub!, insert, slice!, <<, replace, upcase!, chomp!, strip!
n = 0
60_000.times do |i|
  s = "  Hello, World! #{i}\n"
  s.chomp!; s.strip!
  s[0, 5] = "HELLO"
  s.sub!(/World/, "There")
  s.gsub!(/l/, "L")
  s.insert(3, "--")
  s.slice!(0, 2)
  s << "!" << "?"
  s.upcase!
  s.downcase!
  n += s.size
  s.replace("x")
  n += s.size
end
p n
