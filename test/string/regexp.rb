# Regexp: construction, options, to_s/inspect, escape, union, ===, ~, errors
r = Regexp.new("a(b)c", Regexp::IGNORECASE)
p r, r.source, r.to_s, r.options, r.casefold?
p Regexp.new("x", true).casefold?, Regexp.compile("y", Regexp::EXTENDED).inspect
p Regexp.new(/q/m), Regexp.new("q", nil, "u"), Regexp.new("q", 0, "n").options
p /a/ === "cat", /z/ === "cat", /a/ === :cat, /a/ === nil
case "hello"
when /^h/ then puts "starts with h"
end
$_ = "line with x"
p ~/x/, $~[0]
p Regexp.escape("a b.c*"), Regexp.quote("\n\t")
p Regexp.union("a", /b/i, "c.d")
p Regexp.union(["x", "y"]).source
p Regexp.last_match.class
"k=v" =~ /(\w)=(\w)/
p Regexp.last_match(2), $~.pre_match, $+
p(/(?i:A)b/.to_s, /(?mi)x/.source)
p /\d{2,}/.match("a123")[0], /a.c/m.match("a\nc")[0], /a.c/ =~ "a\nc"
p "AbC" =~ /abc/i, "foo\nbar"[/^bar/], "foo\nbar"[/\Abar/]
p(/a b # comment
   c/x.match("abc")[0])
["(", "a)", "[a", "+a", "(?<n>x)", "\\"].each do |s|
  begin
    Regexp.new(s)
    puts "ok #{s}"
  rescue RegexpError => e
    puts "RegexpError"
  end
end
p /x/.eql?(/x/), /x/ == /x/i, /x/.hash == /x/.hash
p "a1b22c333".gsub(/\d+/) { |m| m.length.to_s }
p "abc".sub(/(?=b)/, "-"), "test".gsub(/t\b/, "T")
p "2 + 3 = 5".scan(/\d/).map { |d| d.to_i }.inject(0) { |s, x| s + x }
p "foo bar baz".gsub(/(\w+)/) { $1.capitalize }
p "aaa".gsub(/a/, "a" => "b") rescue p $!.class
