require 'uri'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
t(1){ f=URI.parse('ftp://u:p@h/a/b;type=x'); [f.path, f.typecode] }
t(2){ f=URI.parse('ftp://h/a/b;type=i'); g=f.merge(URI.parse('c;type=a')); [g.to_s, g.typecode] }
t(3){ f=URI.parse('ftp://h/a/b;type=i'); g=f.merge(URI.parse('c')); [g.to_s, g.typecode] }
t(4){ URI::FTP.new2('u', 'p', 'h', 21, '/path', 'i').to_s }
t(5){ URI::FTP.new2(nil, nil, 'h', nil, '/path').to_s }
t(6){ f=URI.parse('ftp://h/a;type=i'); f.path = '/b;type=a' }
t(7){ f=URI.parse('ftp://h/a;type=i'); [f.path=('/b'), f.to_s] }
t(9){ URI::FTP.build(:host=>'h', :path=>'/p;type=a') }
t(10){ URI::MailTo::MAILTO_REGEXP =~ 'a@b?x=y'; $~.to_a }
t(11){ ['a.b@c', 'a+b@c.d', "a'b@c", 'a@b@c', '@b', 'a@', 'a', 'a!b@c', 'a/b@c', '%20@c', 'a;b@c', 'a:b@c', 'a$@c', 'a@[1.2.3.4]'].map{|x| (URI::MailTo::MAILTO_REGEXP =~ x) ? x : nil} }
t(12){ ['x=y', 'x=y&z=w', 'x', '=y', 'x=y=z', 'x=a%20b', 'x=a@b', 'x=a/b', 'x=a:b', 'x=a?b', 'x=a,b', "x=a'b", 'x=a;b', 'x=a+b', 'x=a$b', '&', 'x=y&'].map{|x| (URI::MailTo::MAILTO_REGEXP =~ "a@b?"+x) ? x : nil} }
t(13){ URI.parse('mailto:a@b#f').to_s }
t(14){ URI.parse('mailto:a@b').headers }
t(15){ URI.parse('ldap://h').dn }
t(16){ URI.parse('ldap://h/').to_s }
t(17){ l=URI.parse('ldap://h/x'); l.dn='a b' }
t(18){ URI::LDAP.build(:host=>'h') .to_s}
t(19){ URI.parse('ldap://h/x?a').hierarchical? }
t(20){ URI.parse('ldap://h/x?a?b').filter }
t(21){ l=URI.parse('ldap://h/x'); l.extensions='e'; l.to_s }
t(22){ l=URI.parse('ldap://h/x'); l.dn=nil; l.to_s }
t(23){ URI.parse('http://a/b?c#d').route_to('http://a/b?c#e').to_s }
t(24){ URI.parse('http://a/b?c').route_to('http://a/b?d').to_s }
t(25){ URI.parse('http://a/b/').route_to('http://a/b/?d').to_s }
t(26){ URI.parse('http://a/b/c').route_to('http://a/b/?d').to_s }
t(27){ URI.parse('http://a/b/c').route_to('http://a/b/x:y').to_s }
t(28){ URI.parse('http://a:81/b/c').route_to('http://a/b/x').to_s }
t(29){ URI.parse('http://a/b/c').route_to('http://A/b/x').to_s }
t(30){ URI.parse('http://a/b/c').route_to(1) }
t(31){ URI.parse('http://a/b/c').merge(1) }
t(32){ URI.parse('http://a/b/c').merge!('http://a/b/c') }
t(33){ URI.parse('http://a/b/c?q#f').merge('').to_s }
t(34){ URI.parse('http://a/b/c?q#f').merge('#g').to_s }
t(35){ URI.parse('http://a/b/c?q').merge('//h').to_s }
t(36){ URI.parse('http://a/b/c?q').merge('//u@h:8').to_s }
t(37){ URI.parse('http://a').merge('x').to_s }
t(38){ URI.parse('http://a/b/c').dup.to_s }
t(39){ URI.join('http://a/b/c', 'd', '/e', 'f').to_s }
t(40){ URI::Generic.new(nil, nil, nil, nil, nil, nil, nil, nil, nil).to_s }
t(41){ URI.parse('http://a/b').userinfo = nil }
t(42){ u=URI.parse('http://a/b'); u.user='x'; u.password='y'; u.user='z'; u.to_s }
t(43){ URI.parse('foo:/x').to_s }
t(44){ URI.parse('//h/x').class }
t(45){ URI.parse('//h/x').host }
t(46){ URI.parse('http://h:0080/').port }
t(47){ URI.parse('http://h:80').to_s }
t(48){ u=URI.parse('http://h'); u.port=8080; u.to_s }
t(49){ u=URI.parse('http://h'); u.scheme='HTTPS'; [u.class, u.to_s] }
t(50){ URI.split('a:b:c') }
t(51){ URI.parse('x/y:z') }
t(52){ URI.escape('é', 'é') }
t(53){ URI.escape(nil) }
t(54){ URI.unescape('%E3%81%82').size }
