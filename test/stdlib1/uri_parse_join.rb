require 'uri'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
%w[http://user:pw@www.example.com:8080/a/b/c.html?q=1&r=2#frag ftp://ftp.x.org/pub/file.txt;type=i mailto:foo@bar.com?subject=hi ldap://ldap.ex.com/dc=ex,dc=com?cn,mail?sub?(cn=x) https://a.b/ urn:isbn:123 /rel/path rel?x #f http://[::1]:80/ http://1.2.3.4/ HTTP://ExAmPle.COM file:///etc/passwd http://a:/x foo://reg$name/x http://a?b http://a#b ldaps://h/ mailto:a@b,c@d?cc=e&body=x%20y].each{|s|
 t(s){ u=URI.parse(s); [u.class, URI.split(s), u.to_s, u.component.map{|c| u.send(c)}] }
}
["http://a b", "http://a/%zz", "", " http://a", "http://a/\n", ":x", "1http://x", "http://a:b:c@d/", "http://[:::]/", "h:"].each{|s| t(s.inspect){ u=URI.parse(s); [u.class, u.to_s, URI.split(s)] }}
t(1){ URI.parse(nil) }
t(2){ URI.parse(1) }
u = URI.parse('http://a/b')
puts u.inspect.sub(/0x[0-9a-f]+/, "X")
p URI('http://x/y').path
t(3){ URI.join('http://a/b/c/d;p?q', 'g', '../h') }
base='http://a/b/c/d;p?q'
%w[g:h g ./g g/ /g //g ?y g?y #s g#s g?y#s ;x g;x g;x?y#s . ./ .. ../ ../g ../.. ../../ ../../g ../../../g ../../../../g /./g /../g g. .g g.. ..g ./../g ./g/. g/./h g/../h g;x=1/./y g;x=1/../y g?y/./x g?y/../x g#s/./x g#s/../x http:g http: ./g:h].each{|r| t(r){ [r, URI.join(base, r).to_s, (URI.parse(base)+r).to_s] } }
t(4){ URI.join('a','b') }
t(5){ URI.parse('mailto:x@y') + 'z' }
t(6){ URI.parse('http://a/b').merge('http://c/d').to_s }
