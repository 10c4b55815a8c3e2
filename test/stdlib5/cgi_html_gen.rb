# cgi: escaping, parse, cookies, a GET request, header forms, the HTML
# generation methods of html3/html4 (attributes sorted: Hash order)
require 'cgi'
require "helper"
# attribute order follows Hash order: sort the attributes inside each tag
def tags(s)
  s.gsub(/<([A-Z0-9]+)((?: [A-Z]+(?:="[^"]*")?)+)>/) { "<#{$1} " + $2.scan(/[A-Z]+(?:="[^"]*")?/).sort.join(" ") + ">" }
end
show("escape") { CGI.escape("a b&c=d/é~*'()!") }
show("unescape") { CGI.unescape("a+b%26c%3d%zz%2") }
show("escapeHTML") { CGI.escapeHTML(%q{<a href="x">'&amp;</a>}) }
show("unescapeHTML") { CGI.unescapeHTML("&lt;&gt;&amp;&quot;&#39;&#x41;&#65;&#xZZ;&nbsp;&bogus;&#1234;&#x3042;") }
show("unescapeHTML kcode") { $KCODE = 'u'; r = CGI.unescapeHTML("&#x3042;&#256;"); $KCODE = 'n'; r }
show("escapeElement") { CGI.escapeElement('<BR><A HREF="url"></A>', "A", "IMG") }
show("escapeElement arr") { CGI.escapeElement('<BR><A HREF="url"></A>', ["A", "BR"]) }
show("unescapeElement") { CGI.unescapeElement(CGI.escapeHTML('<BR><A HREF="url"></A>'), "A") }
show("rfc1123") { CGI.rfc1123_date(Time.at(0)) }
show("parse") { CGI.parse("a=1&b=2&a=3&c&d=&=e&f=%20+x").sort }
show("parse ;") { CGI.parse("a=1;b=2").sort }
show("parse default") { CGI.parse("a=1")["zz"] }
show("pretty") { CGI.pretty("<HTML><BODY><P>x</P></BODY></HTML>") }
show("pretty shift") { CGI.pretty("<A><B></B></A>", "\t") }
show("cookie") { c = CGI::Cookie.new("name", "v1", "v2"); [c.name, c.value, c.path, c.domain, c.expires, c.secure, c.to_s] }
show("cookie hash") { c = CGI::Cookie.new("name" => "n", "value" => ["a b", "c"], "path" => "/p", "domain" => "d.com", "expires" => Time.at(0), "secure" => true); c.to_s }
show("cookie noname") { CGI::Cookie.new("value" => "x") }
show("cookie parse") { CGI::Cookie.parse("a=1; b=2&3; c=%20; a=4, d=5").map { |k, v| [k, v.value] }.sort }
show("cookie secure=") { c = CGI::Cookie.new("n", "v"); c.secure = "yes"; c.secure }
show("cookie inspect") { CGI::Cookie.new("n", "v").inspect }
show("cookie class") { CGI::Cookie.ancestors[0, 3].map { |c| c.to_s.sub(/0x[0-9a-f]+/, "X") } }
ENV['REQUEST_METHOD'] = 'GET'
ENV['QUERY_STRING'] = 'a=1&b=x+y&a=2&file=%3Cx%3E'
ENV['HTTP_COOKIE'] = 'sess=abc; theme=dark'
ENV['SERVER_NAME'] = 'host'
ENV['SERVER_PORT'] = '80'
ENV['SCRIPT_NAME'] = '/s.cgi'
cgi = CGI.new
show("params") { cgi.params.sort }
show("[]") { [cgi['a'], cgi['a'].class, cgi['zz'], cgi['zz'].class] }
show("[] to_a") { cgi['a'].to_a rescue $!.class }
show("has_key") { [cgi.has_key?('a'), cgi.key?('zz'), cgi.include?('b')] }
show("keys") { cgi.keys.sort }
show("cookies") { cgi.cookies.keys.sort }
show("cookie val") { cgi.cookies['sess'].value }
show("cookie missing") { cgi.cookies['nope'] }
show("env") { [cgi.server_name, cgi.server_port, cgi.script_name, cgi.request_method, cgi.query_string, cgi.remote_addr, cgi.content_length, cgi.accept] }
show("header") { cgi.header }
show("header str") { cgi.header("text/plain") }
show("header hash") { cgi.header("type" => "text/xml", "charset" => "utf-8", "status" => "NOT_FOUND", "cookie" => [CGI::Cookie.new("a", "b")], "language" => "ja", "expires" => Time.at(0), "length" => 10, "X-Other" => "y") }
show("header nph") { cgi.header("nph" => true, "status" => "302 Found").gsub(/Date: .*\r\n/, "Date: D\r\n") }
show("header status code") { cgi.header("status" => "REDIRECT") }
show("out") { $stdout = o = StringIO.new rescue (require 'stringio'; $stdout = o = StringIO.new); cgi.out { "body" }; $stdout = STDOUT; o.string }
show("out HEAD") { require 'stringio'; ENV['REQUEST_METHOD'] = 'HEAD'; $stdout = o = StringIO.new; cgi.out { "body" }; $stdout = STDOUT; ENV['REQUEST_METHOD'] = 'GET'; o.string }
c3 = CGI.new("html3")
show("html a") { tags(c3.a("http://x") { "link" }) }
show("html a hash") { tags(c3.a("HREF" => "x", "TARGET" => "_top") { "l" }) }
show("html br") { tags(c3.br) }
show("html img") { tags(c3.img("s.gif", "alt", 10, 20)) }
show("html form") { tags(c3.form { "f" }) }
show("html form args") { tags(c3.form("get", "/act") { "f" }) }
show("html text_field") { tags(c3.text_field("n", "v", 10, 20)) }
show("html checkbox") { tags(c3.checkbox("n", "v", true)) }
show("html radio_group") { tags(c3.radio_group("r", "a", ["b", true], ["c", "C", false])) }
show("html popup_menu") { tags(c3.popup_menu("p", "a", ["b", true], ["c", "C"])) }
show("html scrolling_list") { tags(c3.scrolling_list("name" => "s", "values" => ["a", "b"], "size" => 3, "multiple" => true)) }
show("html textarea") { tags(c3.textarea("t", 10, 2)) }
show("html hidden") { tags(c3.hidden("h", "v")) }
show("html password") { tags(c3.password_field("p")) }
show("html submit") { tags(c3.submit("Go", "nm")) }
show("html reset") { tags(c3.reset) }
show("html file_field") { tags(c3.file_field("f", 20, 30)) }
show("html multipart") { tags(c3.multipart_form("/u") { "x" }) }
show("html html") { tags(c3.html("PRETTY" => "  ", "DOCTYPE" => false) { c3.head { c3.title { "t" } } + c3.body { c3.h1 { "x" } } }) }
show("html doctype") { tags(c3.html { "" }) }
show("html blockquote") { tags(c3.blockquote("cite") { "q" }) }
show("html caption") { tags(c3.caption("top") { "c" }) }
show("html image_button") { tags(c3.image_button("i.gif", "n", "alt")) }
show("html4") { tags(CGI.new("html4").html { "" }) }
show("html4Tr") { tags(CGI.new("html4Tr").doctype rescue CGI.new("html4Tr").html { "" }) }
show("html4Fr") { tags(CGI.new("html4Fr").frameset { "" }) }
show("bad type") { CGI.new("html9").instance_variables.sort }
show("tag esc") { tags(c3.a("HREF" => "a\"b") { "x" }) }
show("ul") { tags(c3.ul { c3.li { "a" } + c3.li { "b" } }) }
show("table") { tags(c3.table("BORDER" => 1) { c3.tr { c3.td { "x" } } }) }
show("empty elem") { tags(c3.hr("SIZE" => 2)) }
show("p noblk") { tags(c3.p) }
show("input") { tags(c3.input("TYPE" => "text")) }
