# uri: parse of many forms, RFC 2396 merges, route_to, build, setters and
# their errors, inspect (the address Object#inspect shows)
require 'uri'
require "helper"
%w(http://user:pw@Example.COM:8080/a/b;p?q=1#frag https://x.org ftp://ftp.x.org/pub/f.txt;type=i mailto:a@b.c?subject=hi
   ldap://h/dc=x?cn?sub?(cn=*) file:///etc/passwd urn:isbn:123 //host/path /rel/path rel?q #f http://[::1]:80/ http://h:/ http://h:abc/
   http://a%20b/ http://h/%zz HTTP://H/ http://h/a/../b/./c news:comp.lang.ruby x:y http:/path http:// ftp://h/%2Fabs ? "").each do |s|
  show("parse #{s}") { u = URI.parse(s); [u.class, u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.opaque, u.to_s] }
end
show("bad") { URI.parse("http://a b/") }
show("bad2") { URI.parse("http://h/<>") }
show("bad3") { URI.parse(nil) }
show("inspect") { u = URI.parse("http://x/"); [u.inspect.sub(/0x[0-9a-f]+/, "X"), u.inspect[/0x[0-9a-f]+/] == Kernel.instance_method(:to_s).bind(u).call[/0x[0-9a-f]+/]] }
show("join") { URI.join("http://a/b/c/d;p?q", "../g").to_s }
%w(g:h g ./g g/ /g //g ?y g?y #s g#s g?y#s ;x g;x g;x?y#s . ./ .. ../ ../g ../.. ../../ ../../g ../../../g /./g /../g g. .g g.. ..g ./../g ./g/. g/./h g/../h g;x=1/./y g;x=1/../y).each do |r|
  show("merge #{r}") { (URI.parse("http://a/b/c/d;p?q") + r).to_s }
end
show("route_to") { URI.parse("http://a/b/c/d").route_to("http://a/b/e/f").to_s }
show("route_from") { URI.parse("http://a/b/e/f").route_from("http://a/b/c/d").to_s }
show("route other host") { URI.parse("http://a/b").route_to("http://b/c").to_s }
show("normalize") { URI.parse("HTTP://EXAMPLE.com").normalize.to_s }
show("==") { URI.parse("http://a/") == URI.parse("http://a/") }
show("eql") { URI.parse("http://a/").eql?(URI.parse("http://a/")) }
show("hash") { URI.parse("http://a/").hash == URI.parse("http://a/").hash }
show("escape") { URI.escape("a b&c/d?é") }
show("escape re") { URI.escape("abc", /b/) }
show("unescape") { URI.unescape("a%20b%2x") }
show("extract") { URI.extract("see http://a.com/x and mailto:b@c.d, ftp://f.g.") }
show("extract schemes") { URI.extract("http://a.com ftp://b.com", ["ftp"]) }
show("regexp") { "x http://a.b/c y" =~ URI.regexp }
show("split") { URI.split("http://u@h:1/p?q#f") }
show("build") { URI::HTTP.build(:host => "h", :path => "/p", :query => "q").to_s }
show("build arr") { URI::HTTP.build(["u", "h", 8080, "/p", "q", "f"]).to_s }
show("build bad") { URI::HTTP.build(:host => "h", :path => "p") }
show("build ftp") { URI::FTP.build(:host => "h", :path => "/f", :typecode => "a").to_s }
show("mailto build") { URI::MailTo.build(["a@b", "subject=x"]).to_s }
show("mailto headers") { URI.parse("mailto:a@b?subject=s&body=b").headers }
show("mailto to_mailtext") { URI.parse("mailto:a@b?subject=s&body=b").to_mailtext }
show("set host bad") { u = URI.parse("http://a/"); u.host = "a b" }
show("set port str") { u = URI.parse("http://a/"); u.port = "81"; u.to_s }
show("set path rel") { u = URI.parse("http://a/"); u.path = "rel" }
show("set scheme") { u = URI.parse("http://a/"); u.scheme = "ftp"; [u.to_s, u.class] }
show("set userinfo") { u = URI.parse("http://a/"); u.userinfo = "x:y"; u.to_s }
show("set user only") { u = URI.parse("http://a/"); u.user = "x"; u.to_s }
show("password no user") { u = URI.parse("http://a/"); u.password = "x" }
show("opaque conflict") { u = URI.parse("http://a/"); u.opaque = "x" }
show("request_uri") { URI.parse("http://a/b?c").request_uri }
show("request_uri empty") { URI.parse("http://a").request_uri }
show("default_port") { [URI::HTTP.default_port, URI::HTTPS.default_port, URI::FTP.default_port, URI::LDAP.default_port, URI::Generic.default_port] }
show("component") { URI::HTTP.component }
show("use_registry") { URI::Generic.use_registry }
show("select") { URI.parse("http://a:1/b").select(:host, :port) }
show("select bad") { URI.parse("http://a:1/b").select(:bogus) }
show("coerce") { URI.parse("http://a/").coerce("http://b/").map { |u| u.to_s } }
show("+ str") { (URI.parse("http://a/b") + "c").to_s }
show("- ") { (URI.parse("http://a/b/c") - "http://a/b/").to_s }
show("absolute") { [URI.parse("a").absolute?, URI.parse("http://a").relative?, URI.parse("a").hierarchical?, URI.parse("mailto:x").hierarchical?] }
show("errors") { [URI::InvalidURIError.superclass, URI::InvalidComponentError.superclass, URI::BadURIError.superclass, URI::Error.superclass] }
show("URI()") { URI("http://z/").class }
show("scheme list") { URI.scheme_list.keys.sort }
show("ldap") { u = URI.parse("ldap://h/dc=x?cn,sn?sub?(cn=*)?ext"); [u.dn, u.attributes, u.scope, u.filter, u.extensions] }
show("ftp typecode bad") { URI.parse("ftp://h/f;type=z").to_s }
show("ipv6 host") { URI.parse("http://[::1]/").host }
show("to_s frozen") { URI.parse("http://a/").to_s.frozen? }
show("dup") { u = URI.parse("http://a/"); v = u.dup; v.host = "b"; u.to_s }
show("merge!") { u = URI.parse("http://a/b/c"); u.merge!("../d"); u.to_s }
show("query escape") { URI.parse("http://a/?a=%20b").query }
show("userinfo esc") { URI.parse("http://a%40b:c@h/").user }
