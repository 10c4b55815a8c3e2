require 'uri'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
t(1){ URI.parse("foo bar\nhttp://a/") }
t(2){ URI.split("http://a/\nfoo") }
t(3){ URI.escape("a b&c/é?") }
t(4){ URI.escape("a b&c", /[&]/) }
t(5){ URI.escape("a b&c", "&b") }
t(6){ URI.unescape("a%20b%zz%4") }
t(7){ URI.extract("text http://a.b/c and mailto:x@y, ftp://q/ foo:bar") }
t(8){ URI.extract("text http://a.b/c and mailto:x@y, ftp://q/", ['http', 'ftp']) }
t(9){ a=[]; p URI.extract("x http://a/ y http://b/", 'http'){|u| a << u}; a }
t(11){ "x http://a/b y" =~ URI.regexp; [$~[0], $~.captures] }
u = URI.parse('http://user:pw@a.b:81/p?q#f')
t(12){ [u.user, u.password, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.opaque, u.registry, u.scheme, u.default_port, u.absolute?, u.relative?, u.hierarchical?, u.request_uri] }
t(13){ u.host = 'x y' }
t(14){ u.port = 'abc' }
t(15){ u.port = '99'; u.port }
t(16){ u.path = 'noslash' }
t(17){ u.query = 'a b' }
t(18){ u.fragment = 'a b' }
t(19){ u.user = 'u@' }
t(20){ u.password = 'p w' }
t(21){ u.userinfo = 'aa:bb'; u.to_s }
t(22){ u.userinfo = ['cc', 'dd']; u.to_s }
t(23){ u.scheme = '1x' }
t(24){ u.registry = 'r' }
t(25){ u.opaque = 'x' }
t(26){ v=URI.parse('mailto:x'); v.path = '/a' }
t(27){ v=URI.parse('http://a/'); v.user = nil; v.password='x' }
t(28){ URI::HTTP.build(:host=>'h', :path=>'/p', :query=>'q') .to_s}
t(29){ URI::HTTP.build(['u', 'h', 8, '/p', 'q', 'f']).to_s }
t(30){ URI::HTTP.build(:host=>'h', :path=>'p') }
t(31){ URI::Generic.build(:scheme=>'x', :opaque=>'y').to_s }
t(32){ URI::Generic.build2(:host=>'a b') }
t(33){ URI::FTP.build(:host=>'h', :path=>'/a/b', :typecode=>'a').to_s }
t(34){ URI::FTP.build(:host=>'h', :path=>'/a/b', :typecode=>'x') }
t(35){ f=URI.parse('ftp://h/%2Fetc/x;type=d'); [f.path, f.typecode, f.to_s, (f.typecode='a'), f.to_s] }
t(36){ URI::MailTo.build(['a@b', [['subject','hi'],['body','x']]]).to_s }
t(37){ m=URI.parse('mailto:a@b?subject=hi%20there&body=x'); [m.to, m.headers, m.to_mailtext, m.to_rfc822text] }
t(38){ URI::LDAP.build(:host=>'h', :dn=>'/dc=x', :attributes=>'a', :scope=>'one', :filter=>'(x)', :extensions=>'e').to_s }
t(39){ l=URI.parse('ldap://h/dc=x?a?b?c?d'); [l.dn, l.attributes, l.scope, l.filter, l.extensions, (l.dn='dc=y'), l.to_s] }
t(40){ URI.parse('HTTP://A.B:80/%7e?x').normalize.to_s }
t(41){ URI.parse('http://a.b').normalize.to_s }
t(42){ URI.parse('http://a/b/c') == 'http://a/b/c' }
t(43){ URI.parse('http://a/b/c') == URI.parse('http://a/b/c') }
t(44){ URI.parse('http://A/b') == URI.parse('http://a/b') }
t(45){ URI.parse('http://a/b').eql?(URI.parse('http://a/b')) }
t(46){ URI.parse('http://a/b').hash == URI.parse('http://a/b').hash }
t(47){ URI.parse('http://a/b').select(:host, :path) }
t(48){ URI.parse('http://a/b').select(:zz) }
t(49){ URI.parse('http://a/b').coerce('http://c') }
t(50){ URI.parse('http://a/b').coerce(1) }
t(51){ URI.parse('http://a/b/c').route_to('http://a/b/d').to_s }
t(52){ URI.parse('http://a/b/c/d').route_from('http://a/b/').to_s }
%w[http://a/b/c/d http://a/b/c/ http://a/ http://a http://b/c http://a/b/c/d?q http://a/b/c/d#f http://a/x/y/z https://a/b http://u@a/b/c/d].each{|x|
 t(x){ [URI.parse('http://a/b/c/d').route_to(x).to_s, URI.parse(x).route_to('http://a/b/c/d').to_s] } }
t(53){ URI.parse('http://a/b') - 'x' }
t(54){ URI.parse('b') - 'http://a/' }
t(55){ URI.parse('http://a/b').merge!('c').to_s }
t(56){ u=URI.parse('http://a/b'); u.merge!('http://d/'); u.to_s }
t(57){ URI.parse('http://a/b').component_ary }
t(58){ URI::Generic.new('http', nil, 'h', nil, nil, '/p', nil, nil, nil).to_s }
t(59){ URI::Generic.new('http', nil, 'h', nil, nil, 'p', nil, nil, nil, true).to_s }
t(60){ URI::Generic.new('http', nil, 'h', nil, 'r', '/p', nil, nil, nil, true) }
t(61){ URI::Generic.new('http', nil, 'h', nil, nil, '/p', 'o', nil, nil) }
t(62){ URI::HTTP.new('http', nil, 'h', 80, nil, '', nil, nil, nil).request_uri }
t(63){ URI.parse('http://a?x').request_uri }
t(64){ URI::VERSION }
t(66){ URI.decode('%41') + URI.encode('a b') }
t(67){ URI.parse('http://a/b').absolute }
t(68){ URI.parse('http://a/b') + URI.parse('mailto:x') }
t(69){ URI.parse('http://a/%2E%2E/b').normalize.to_s }
t(70){ URI::Generic.use_registry }
t(71){ URI::HTTP.component }
t(72){ URI.parse('http://a/b').route_to('mailto:x') }
t(73){ URI.parse('mailto:x').route_to('http://a') }
t(74){ URI.parse('b').route_to('http://a') }
