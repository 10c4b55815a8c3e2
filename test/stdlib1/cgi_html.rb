require 'cgi'
# attribute order follows hash order, which 1.8 leaves undefined: sort it
def norm(r)
  case r
  when Array then r.map{|x| norm(x)}
  when String then r.gsub(/<([A-Z]+)((?: [A-Z]+(?:="[^"]*")?)+)>/){ "<#{$1} " + $2.scan(/[A-Z]+(?:="[^"]*")?/).sort.join(' ') + ">" }
  else r
  end
end
def t(s); begin; r = norm(yield); puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
ENV['REQUEST_METHOD'] = 'GET'; ENV['QUERY_STRING'] = ''; ENV['SCRIPT_NAME'] = '/s.cgi'
%w[html3 html4 html4Tr html4Fr].each{|ty|
c = CGI.new(ty)
t(ty){ [c.doctype, c.html{ "x" }, c.html("PRETTY"=>"  ", "DOCTYPE"=>false){ c.body{ "b" } }, c.br, c.p{ "para" }, c.p, c.hr("SIZE"=>"2")] }
}
c = CGI.new('html4')
t(1){ c.a("http://x/") { "link" } }
t(2){ c.a("HREF"=>"u", "TARGET"=>"t") { "l" } }
t(3){ c.base("http://b/") }
t(4){ c.blockquote("http://c/") { "q" } }
t(5){ c.caption("left") { "cap" } }
t(6){ [c.checkbox("n"), c.checkbox("n", "v", true), c.checkbox("NAME"=>"n", "VALUE"=>"v", "CHECKED"=>true)] }
t(7){ c.checkbox_group("g", "a", ["b"], ["c", true], ["d", "D", true]) }
t(8){ [c.file_field("f"), c.file_field("f", 40, 100), c.file_field("NAME"=>"f", "SIZE"=>1)] }
t(9){ [c.form{ "f" }, c.form("get"){ "f" }, c.form("post", "/x", "enc"){ "f" }, c.form("METHOD"=>"get", "ACTION"=>"a"){ "z" }] }
t(10){ [c.hidden("h"), c.hidden("h", "v"), c.hidden("NAME"=>"h")] }
t(11){ [c.html, c.html("LANG"=>"ja"){ "x" }] }
t(12){ [c.image_button("u"), c.image_button("u", "n", "alt"), c.image_button("SRC"=>"u")] }
t(13){ [c.img("s", "a", 1, 2), c.img("SRC"=>"s", "ALT"=>"a")] }
t(14){ [c.multipart_form{ "m" }, c.multipart_form("/u"){ "m" }, c.multipart_form("ACTION"=>"/u"){ "m" }] }
t(15){ [c.password_field("p"), c.password_field("p", "v", 10, 20)] }
t(16){ [c.popup_menu("m", "a", ["b"], ["c", true], ["d", "D", true]), c.popup_menu("NAME"=>"m", "SIZE"=>2, "MULTIPLE"=>true, "VALUES"=>["x", ["y", true]])] }
t(17){ [c.radio_button("r"), c.radio_button("r", "v", true)] }
t(18){ c.radio_group("g", "a", ["b", true], ["c", "C"]) }
t(19){ [c.reset, c.reset("v", "n"), c.submit, c.submit("v", "n"), c.submit("VALUE"=>"x")] }
t(20){ [c.scrolling_list("s", "a")] }
t(21){ [c.text_field("t"), c.text_field("t", "v", 10, 20), c.text_field("NAME"=>"t")] }
t(22){ [c.textarea("t"), c.textarea("t", 10, 20){ "txt" }, c.textarea("NAME"=>"t", "COLS"=>1){"x"}] }
t(23){ [c.table{ c.tr{ c.td{ "x" } } }, c.td, c.li, c.ul{ "l" }, c.option("VALUE"=>"v"){ "o" }, c.input("TYPE"=>"text")] }
t(24){ [c.div("CLASS"=>"c"){ "d" }, c.span, (c.frameset rescue $!.class)] }
t(25){ [c.title{ "t" }, c.head{ c.meta("NAME"=>"n") }, c.script("TYPE"=>"x"){ "s" }, c.style] }
t(26){ c.a("X"=>nil){ "n" } }
t(27){ c.a("X"=>true){ "n" } }
t(28){ c.a("X"=>false){ "n" } }
t(29){ c.a("X"=>'a"b<'){ "n" } }
t(30){ c.img("SRC"=>"a", "WIDTH"=>3) }
c3 = CGI.new('html3'); t(31){ [c3.a, c3.font{ "f" }, c3.center, (c3.applet rescue $!.class)] }
cf = CGI.new('html4Fr'); t(32){ [cf.frameset{ cf.frame("SRC"=>"x") }, cf.iframe] }
t(33){ CGI.new('html5').instance_variables.sort }
t(34){ c.checkbox_group("NAME"=>"g", "VALUES"=>["a", ["b", "B", true]]) }
t(35){ c.radio_group("NAME"=>"g", "VALUES"=>[["a"], "b"]) }
t(36){ c.a }
