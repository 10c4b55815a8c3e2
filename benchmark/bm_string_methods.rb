# bm_string_methods.rb - String methods: upcase, capitalize, reverse, center, ljust, include?, =~, succ, to_i, to_sym
s = "Hello World Ruby"
n = 0
150_000.times do |i|
  n += s.upcase.size + s.downcase.size + s.capitalize.size + s.swapcase.size
  n += s.reverse.size + s.center(30).size + s.ljust(25, ".").size
  n += 1 if s.include?("World")
  n += 1 if s =~ /Ru(by)/ && $1 == "by"
  n += "az".succ.size + "123".to_i + "1.5".to_f.to_i
  n += s.to_sym.to_s.size
  n += (s <=> "Hello") + (s == "x" ? 1 : 0)
  n += s[6, 5].size + s[/W\w+/].size
end
p n
