# MatchData accessors and $~ handling
m = /(\d+)(x)?(-)/.match("ab12-cd")
p m.to_a, m.captures, m.size, m[1], m[-1], m[0..1], m.values_at(0, 3)
p m.begin(1), m.end(1), m.offset(2), m.pre_match, m.post_match, m.to_s, m.string
p m.select { |s| s }.size
p m.class, MatchData.respond_to?(:new)
begin
  m.end(4)
rescue IndexError => e
  puts "IndexError: #{e.message}"
end
"xyz" =~ /y/
p $~.begin(0), $`, $', $&
$~ = nil
p $&, $1
def f
  "inner" =~ /(nn)/
  $1
end
"outer" =~ /(ou)/
p f, $1
p "abc".match(/(?:(x)|b)/).captures
"aaa".scan(/a/) { }
p $~[0], $~.begin(0)
"a1b2".gsub(/\d/) { |d| (d.to_i * 2).to_s }
p $~ && $~[0]
p "no" =~ /x/, $~
