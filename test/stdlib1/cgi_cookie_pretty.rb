require 'cgi'
def t(s); begin; r = yield; puts r.inspect; rescue Exception => e; puts "#{s}: #{e.class}: #{e.message}"; end; end
$KCODE = 'u'
t(1){ CGI.unescapeHTML("&#256;&#x100;&#1114111;&#1114112;&#0065;&#x0041;") }
$KCODE = 'n'
ENV['SCRIPT_NAME'] = '/app/x.cgi'
t(2){ CGI::Cookie.new('n', 'v').to_s }
t(3){ CGI::Cookie.new('name' => 'n', 'path' => nil).path }
t(4){ CGI::Cookie.new('name' => 'n', 'secure' => 'yes').secure }
t(5){ CGI::Cookie.new('name' => 'n', 'value' => 'a').value }
t(6){ CGI::Cookie.new('name' => 'n', 'value' => nil).value }
t(7){ c = CGI::Cookie.new('n', 'a', 'b'); [c[0], c.first, c.to_a, c.map{|x| x.upcase}, c.inspect] }
t(8){ c = CGI::Cookie.new('n', 'a'); c.name = 'm'; c.path = '/q'; c.domain = 'x'; c.to_s }
t(9){ CGI::Cookie.parse("a=%41; a=b;c") .keys.sort }
t(10){ CGI::Cookie.parse("a=1, b=2;c=3").keys.sort }
t(11){ CGI::Cookie.parse(" x=1").keys }
t(12){ CGI.escapeHTML("\xe3\x81\x82<") }
t(13){ CGI.escape("\xe3\x81\x82 ") }
t(14){ CGI.pretty("<A><B>x</B><C>\ny\n</C></A>") }
t(15){ CGI.pretty("<A>\n<B>x</B></A>") }
t(16){ CGI.pretty("text only") }
t(17){ CGI.pretty("<BR><BR>") }
t(18){ CGI.pretty("<A><a>x</A></a>") }
t(19){ CGI.rfc1123_date(Time.utc(2000, 12, 31, 23, 59, 59)) }
t(20){ CGI.unescapeHTML("&amp;amp;&lt") }
t(21){ CGI.pretty("<HTML><HEAD><TITLE>t</TITLE></HEAD><BODY><P>a<BR>b</P><UL><LI>1<LI>2</UL></BODY></HTML>") }
t(22){ CGI.pretty("<A>\n\n<B>\nx</B>\n</A>\n\n") }
t(23){ CGI.pretty("<a href=\"x\">l</a> tail") }
t(24){ CGI.pretty("<P><P>x</P>", "-") }
t(25){ CGI.pretty("") }
t(26){ CGI.pretty("<A\nB=1>x</A>") }
