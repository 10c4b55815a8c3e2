require 'cgi'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
p CGI::CR, CGI::LF, CGI::EOL, CGI::PATH_SEPARATOR.sort, CGI::HTTP_STATUS.sort, CGI::RFC822_DAYS, CGI::RFC822_MONTHS
t(1){ CGI.escape("a b&c=d/é~*'()_.-+%\n") }
t(2){ CGI.unescape("a+b%26c%3D%zz%4%E3%81%82") }
t(3){ CGI.escapeHTML(%q{<a href="x">&'amp;</a>}) }
t(4){ CGI.unescapeHTML("&lt;&gt;&amp;&quot;&#39;&#x41;&#65;&#X41;&nbsp;&apos;&#256;&#x100;&#1114112;&amp") }
t(5){ CGI.escapeElement('<BR><a href="x">y</a><img src="z">', "A", "IMG") }
t(6){ CGI.escapeElement('<BR><a href="x">y</a>', ["BR"]) }
t(7){ CGI.unescapeElement(CGI.escapeHTML('<BR><a href="x">y</a><A>'), "A") }
t(8){ CGI.rfc1123_date(Time.at(0)) }
t(9){ CGI.rfc1123_date(Time.at(1234567890).localtime) }
t(10){ CGI.pretty("<HTML><BODY><P>x</P></BODY></HTML>") }
t(11){ CGI.pretty("<HTML><BODY></BODY></HTML>", "\t") }
t(12){ h=CGI.parse("a=1&b=2&a=3;c&d=&=e&f=%41+b"); h.keys.sort.map{|k| [k, h[k]]} }
t(13){ h=CGI.parse(""); [h, h['x'], h.default] }
t(14){ c=CGI::Cookie.new("name", "v1", "v2"); [c.name, c.value, c.path, c.domain, c.expires, c.secure, c.to_s, c.class] }
t(15){ c=CGI::Cookie.new('name'=>'n', 'value'=>['a b', 'c&d'], 'path'=>'/p', 'domain'=>'d.com', 'expires'=>Time.at(0), 'secure'=>true); c.to_s }
t(16){ c=CGI::Cookie.new('name'=>'n'); [c.value, c.to_s, c.path] }
t(17){ CGI::Cookie.new('value'=>'x') }
t(18){ CGI::Cookie.new() }
t(19){ h=CGI::Cookie.parse("a=1; b=2&3; c=x%20y, d=4;a=5; $Version=1; e"); h.keys.sort.map{|k| [k, h[k].value, h[k].name]} }
t(20){ h=CGI::Cookie.parse(""); [h, h['x']] }
t(21){ c=CGI::Cookie.new("n", "v"); c.secure = "x"; c.secure = true; [c.secure, c.to_s] }
t(22){ c=CGI::Cookie.new("n", "v"); c.value = 'z'; [c.value, c.to_s, c + ['q'], c.size] }
t(23){ c=CGI::Cookie.new("n", "v"); c.value = ['z', 'w']; c.expires = Time.at(100); c.to_s }
t(24){ CGI.escape(nil) }
t(25){ CGI.escapeHTML(nil) }
t(26){ CGI.unescapeHTML("&#65") }
t(27){ CGI.unescape("%") }
t(28){ CGI.pretty("a<B>x</B>") }
t(29){ h = CGI.parse("a=1&&b"); h.keys.map{|k| k.to_s}.sort.map{|k| [k, h[k == "" ? nil : k]]} }
t(30){ CGI.parse("a%3D=1+2") }
t(31){ CGI.escapeElement('<a>', []) }
