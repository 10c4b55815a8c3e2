# REXML::Parsers::XPathParser#abbreviate, #expand and #predicate_to_string
# (the forms 1.8.7 writes as UNKNOWN(...) are left out)
def t(s); r = eval(s, TOPLEVEL_BINDING); puts "#{s} => #{r.inspect}"; rescue Exception => e; puts "#{s} !! #{e.class}: #{e.message[0,200]}"; end
require "rexml/document"
$x = REXML::Parsers::XPathParser.new
x = REXML::Parsers::XPathParser.new
["a[@x=\"1\" and 2 > 1]", "a[@x or @y]", "a[1 + 2]", "a[2 * 3]", "a[4 div 2]", "a[5 mod 2]", "a[3 - 1]", "a[. != 1]", "a[@y <= 2]", "a[@y >= 2]", "a[@y < 2]", "a[b/c]", "a[1][2]", "a[1.5]", "a[position()]", "/a[b=1]/c", "self::node()/a", "a/b[. = \"x\"]", "a/b"].each { |s| p [s, x.abbreviate(s), x.expand(s)] }
DATA.read.split("\n").each { |l| t l }
__END__
$x.abbreviate("/a/b")
$x.abbreviate("child::a/attribute::b")
$x.abbreviate("a/descendant-or-self::node()/b")
$x.abbreviate("../a")
$x.abbreviate(".")
$x.abbreviate("a[1]")
$x.abbreviate("ancestor::x")
$x.abbreviate("p:a")
$x.abbreviate("*")
$x.abbreviate("@*")
$x.abbreviate("a[@x='1']")
$x.abbreviate("following-sibling::a")
$x.expand("/a/b")
$x.expand("a/@b")
$x.expand("../a")
$x.expand(".")
$x.expand("a[1]")
$x.expand("p:a")
$x.expand("*")
$x.expand("following-sibling::a")
$x.predicate_to_string([:literal, "x"]) rescue $!.class
