# CGI escapes, rfc1123_date, parse, pretty, Cookie, header, html generation
# (html3/html4/Tr/Fr), as 1.8.7
require 'cgi'
require 'stringio'
require "helper"
eval_lines
__END__
CGI.escape("a b&c=d/é~*'()")
CGI.unescape("a+b%26%zz%4")
CGI.escapeHTML(%q{<a href="x">'&'</a>})
CGI.unescapeHTML("&lt;&gt;&amp;&quot;&#39;&#x41;&#65;&#xZZ;&nbsp;&foo;&#1234;&#x10FFFF;")
CGI.escapeElement('<BR><A HREF="url"></A><p>', "A", "IMG")
CGI.escapeElement('<BR><A HREF="url"></A>', ["BR"])
CGI.unescapeElement(CGI.escapeHTML('<BR><A HREF="url"></A>'), "A")
CGI.rfc1123_date(Time.at(0))
CGI.rfc1123_date(Time.utc(2001,2,3,4,5,6))
CGI.parse("a=1&b=2&a=3;c")
CGI.parse("a=1&b=2&a=3;c")["zz"]
CGI.parse("")
CGI.parse("a%20b=c+d")
CGI.pretty("<HTML><BODY></BODY></HTML>")
CGI.pretty("<HTML><BODY></BODY></HTML>", "\t")
CGI.escape_html("<") rescue $!.class
CGI::Cookie.new("name", "v1", "v2").to_s
CGI::Cookie.new("name" => "n", "value" => ["a b", "c"], "path" => "/p", "domain" => "d.com", "expires" => Time.utc(2001,1,1), "secure" => true).to_s
c = CGI::Cookie.new("n", "v"); [c.name, c.value, c.path, c.domain, c.expires, c.secure, c.class.superclass]
c = CGI::Cookie.new("n", "v"); c.secure = "x"; c.secure
c = CGI::Cookie.new("n", "v"); c.value = "w"; c.value
CGI::Cookie.new rescue [$!.class, $!.message]
CGI::Cookie.new("name" => "x") rescue [$!.class, $!.message]
CGI::Cookie.parse("a=1; b=2%203; a=4, c=5").map { |k, v| [k, v.value] }.sort
CGI::Cookie.parse("$Version=1; a=1").keys.sort
CGI::Cookie.parse("")["x"]
CGI::Cookie.parse("a=1")["a"].to_s
ENV['REQUEST_METHOD'] = 'GET'; ENV['QUERY_STRING'] = 'a=1&b=2&b=3'; $c = CGI.new; [$c['a'], $c['b'], $c.params['b'], $c.has_key?('a'), $c.keys.sort, $c['zz'], $c.params['zz']]
$c['a'].class
$c['a'].first rescue $!.class
$c.request_method
$c.query_string
$c.server_port rescue $!.class
$c.cookies
$c.header
$c.header("text/plain")
$c.header("type" => "text/x", "status" => "NOT_FOUND", "charset" => "utf-8", "language" => "ja", "expires" => Time.utc(2001,1,1), "cookie" => [CGI::Cookie.new("a", "b")], "X-Foo" => "bar").gsub(/Date: .*\r\n/, "")
$c.header("status" => "302 Found", "location" => "http://x/")
$c.header("nph" => true).gsub(/Date: [^\r]*/, "Date: D").gsub(/Server: [^\r]*/, "Server: S")
CGI::HTTP_STATUS["NOT_FOUND"]
CGI::HTTP_STATUS.size
$h = CGI.new("html4"); $h.a("http://x") { "link" }
$h.a("href" => "x", "target" => "_top") { "l" }
$h.br
$h.img("src" => "a.png", "alt" => "A")
$h.img("a.png", "A", 10, 20)
$h.form { "x" }
$h.form("get", "/act") { "x" }
$h.form("METHOD" => "post", "ENCTYPE" => "multipart/form-data") { "y" }
$h.text_field("name", "value", 40, 100)
$h.text_field("NAME" => "n", "VALUE" => "v")
$h.password_field("p")
$h.hidden("h", "v")
$h.checkbox("c", "v", true)
$h.checkbox_group("cg", "a", ["b", true], ["c", "C", false])
$h.radio_group("rg", ["a", "A"], ["b", "B", true])
$h.popup_menu("pm", "a", ["b", true], ["c", "C"])
$h.scrolling_list("sl", "a", "b")
$h.textarea("ta", 10, 2) { "t" }
$h.submit("OK", "s")
$h.reset("R")
$h.file_field("f", 20, 100)
$h.multipart_form("/up") { "m" }
$h.image_button("i.png", "ib", "alt")
$h.html { "b" }
$h.html("PRETTY" => "  ") { $h.body { "x" } }
$h.html("DOCTYPE" => false) { "x" }
$h.doctype rescue $!.class
$h.blockquote("http://c") { "q" }
$h.caption("top") { "c" }
$h.h1 { "t" } + $h.p { "p" } + $h.hr + $h.ul { $h.li { "1" } }
$h.table("BORDER" => "1") { $h.tr { $h.td { "x" } } }
$h.base("http://b/")
$h.meta("name" => "a", "content" => "b")
$h.link("href" => "a.css")
$h.input("type" => "text")
$h.area("shape" => "rect")
$h.button { "b" }
$h.tt { "t" }
CGI.new("html3").respond_to?(:blink)
CGI.new("html4Tr").respond_to?(:iframe)
CGI.new("html4Fr").respond_to?(:frameset)
CGI.new("html4").respond_to?(:frameset)
CGI.new("html4").doctype
CGI.new("html3").doctype
CGI.new("html4Tr").doctype
CGI.new("html4Fr").doctype
CGI.new("html5").class rescue $!.class
CGI::Html3 rescue $!.class
CGI::QueryExtension.instance_methods.sort
CGI::CR + CGI::LF + CGI::EOL
CGI::REVISION rescue $!.class
CGI::PATH_SEPARATOR rescue $!.class
CGI::NEEDS_BINMODE rescue $!.class
CGI::MAX_MULTIPART_LENGTH rescue $!.class
CGI::MAX_MULTIPART_COUNT rescue $!.class
CGI::RFC822_DAYS
CGI::RFC822_MONTHS
CGI.message rescue $!.class
