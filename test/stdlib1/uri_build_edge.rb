require 'uri'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
t(1){ "see http://a.com/x?y=1#f, and ftp://b/ or mailto:c@d." .scan(URI.regexp(['http', 'mailto'])).map{|m| m.compact} }
t(2){ URI.extract("http://a http://b", ["http"]) }
t(3){ URI.extract("HTTP://a hTTp://b", ["http"]) }
t(4){ URI.extract("x:y a:b") }
t(5){ URI.extract("nothing here") }
t(6){ URI::Generic.build(:path => 'rel') .to_s }
t(7){ URI::Generic.build(:path => 'rel', :scheme => 'x') }
t(8){ URI::Generic.build(['x', 'u', 'h', 8, nil, '/p', nil, 'q', 'f']).to_s }
t(9){ URI::Generic.build(['x']) }
t(10){ URI::HTTP.build(:host => 'h', :port => 'abc') }
t(11){ URI::HTTP.build(:host => 'h', :userinfo => 'a:b').to_s }
t(12){ URI::HTTP.build(:host => 'h', :query => 'a b') }
t(13){ URI::HTTP.build2(:host => 'h', :path => '/a b', :query => 'x y').to_s }
t(14){ URI.parse('http://h/a%20b').path }
t(15){ u = URI.parse('http://h/p'); u.path = ''; u.to_s }
t(16){ u = URI.parse('http://h/p'); u.host = nil; u.to_s }
t(17){ u = URI.parse('http://h/p'); u.port = nil; [u.port, u.to_s] }
t(18){ u = URI.parse('http://h/p'); u.fragment = ''; u.to_s }
t(19){ u = URI.parse('http://h/p'); u.query = ''; u.to_s }
t(20){ u = URI.parse('rel/p'); u.path = 'x:y' }
t(21){ u = URI.parse('rel/p'); u.path = '/abs'; u.to_s }
t(22){ URI.parse('http://h').normalize!.class }
t(23){ URI.parse('http://user@h:8080') .userinfo }
t(24){ URI.parse('http://h/p?a=1?b').query }
t(25){ URI.parse('http://[fe80::1]:8080/').host }
t(26){ URI.parse('http://-a.b/') }
t(27){ URI.parse('http://a_b.c/') }
t(28){ URI.parse('http://1.2.3.4.5/').host }
t(29){ URI.parse('http://a.b./').host }
t(30){ URI.join('http://a/b/', 'c/', 'd', '?q').to_s }
t(31){ URI.parse('http://a/b') + '' }
t(32){ URI.parse('http://a/b?c') + '' }
t(33){ (URI.parse('http://a/b/c') - URI.parse('http://a/b/c')).to_s }
t(34){ URI.parse('http://a/b').route_from('http://a/b/').to_s }
t(35){ URI.parse('http://a/').route_from('http://a/b/c').to_s }
t(36){ URI.parse('http://a/b/c/').route_from('http://a/b/c').to_s }
t(37){ URI.escape('a/b?c=d&e#f') }
t(38){ URI.escape('[]') }
t(39){ URI.unescape('%2') }
t(40){ URI.parse('http://h:65536/').port }
t(41){ URI::HTTPS.build(:host=>'h', :port=>443).to_s }
t(42){ URI.parse('https://h:80/').to_s }
t(43){ URI.parse('ftp://u@h:2121/x').to_s }
t(44){ URI.split('http://h/p;q?r') }
t(45){ URI.parse('http://h/p').select(:scheme, :host, :port) }
t(46){ URI.parse('mailto:a@b').select(:to, :headers) }
t(47){ URI.parse('http://h/ a') }
t(48){ URI.parse('http://h/"a"') }
t(49){ URI.parse('http://h/{a}') }
t(50){ URI.parse("http://h/\ta") }
