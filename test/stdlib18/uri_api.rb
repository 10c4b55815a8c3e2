# URI: parse/split/join (RFC 2396 examples)/route_to/merge, escape/extract,
# build of each scheme class, setters and their errors, as 1.8.7
require 'uri'
require "helper"
eval_lines
__END__
URI.parse("http://u:p@www.ex.com:8080/a/b;p?q=1#f").component.map { |c| URI.parse("http://u:p@www.ex.com:8080/a/b;p?q=1#f").send(c) }
URI.parse("http://www.ex.com").path
URI.parse("http://www.ex.com").request_uri
URI.parse("http://www.ex.com/a?b").request_uri
URI.parse("HTTP://WWW.EX.COM/A").normalize.to_s
URI.parse("http://www.ex.com:80/").to_s
URI.parse("https://x/").port
URI.parse("ftp://u@x/a/b;type=d").typecode
URI.parse("ftp://x/%2Fetc").path
URI.parse("ftp://x/a;type=x") rescue $!.class
URI.parse("mailto:a@b.com?subject=hi&body=x").to_mailtext rescue $!.class
URI.parse("mailto:a@b.com?subject=hi").headers
URI.parse("mailto:a@b.com,c@d.com").to
URI.parse("ldap://h/dc=x,dc=y?cn,sn?sub?(cn=a)?e").instance_eval { [dn, attributes, scope, filter, extensions] }
URI.parse("ldaps://h/").port
URI.parse("urn:isbn:123").class
URI.parse("urn:isbn:123").opaque
URI.parse("/rel/path").class
URI.parse("rel").relative?
URI.parse("http://x").absolute?
URI.parse("http://x").hierarchical?
URI.parse("mailto:x").hierarchical?
URI.parse(" http://x") rescue [$!.class, $!.message]
URI.parse("http://x y") rescue [$!.class, $!.message]
URI.parse("http://[::1]:80/").host
URI.parse("http://[::1]:80/").port
URI.split("http://u@h:1/p?q#f")
URI.join("http://x/a/b/c", "../d")
URI.join("http://x/a/b/c", "g;x?y#s").to_s
URI.join("http://a/b/c/d;p?q", "g").to_s
URI.join("http://a/b/c/d;p?q", "./g").to_s
URI.join("http://a/b/c/d;p?q", "g/").to_s
URI.join("http://a/b/c/d;p?q", "/g").to_s
URI.join("http://a/b/c/d;p?q", "//g").to_s
URI.join("http://a/b/c/d;p?q", "?y").to_s
URI.join("http://a/b/c/d;p?q", "g?y").to_s
URI.join("http://a/b/c/d;p?q", "#s").to_s
URI.join("http://a/b/c/d;p?q", "g#s").to_s
URI.join("http://a/b/c/d;p?q", ";x").to_s
URI.join("http://a/b/c/d;p?q", "").to_s
URI.join("http://a/b/c/d;p?q", ".").to_s
URI.join("http://a/b/c/d;p?q", "./").to_s
URI.join("http://a/b/c/d;p?q", "..").to_s
URI.join("http://a/b/c/d;p?q", "../g").to_s
URI.join("http://a/b/c/d;p?q", "../..").to_s
URI.join("http://a/b/c/d;p?q", "../../g").to_s
URI.join("http://a/b/c/d;p?q", "../../../g").to_s
URI.join("http://a/b/c/d;p?q", "/./g").to_s
URI.join("http://a/b/c/d;p?q", "g.").to_s
URI.join("http://a/b/c/d;p?q", "./../g").to_s
URI.join("http://a/b/c/d;p?q", "g/../h").to_s
URI.join("http://a/b/c/d;p?q", "g;x=1/./y").to_s
URI.join("http://a/b/c/d;p?q", "http:g").to_s
URI.join("http://a/b/c/d;p?q", "g?y/./x").to_s
URI.parse("http://a/b/c/d").route_to("http://a/b/e").to_s
URI.parse("http://a/b/c/d").route_to("http://a/x/y").to_s
URI.parse("http://a/b/c/d").route_to("http://b/x").to_s
URI.parse("http://a/b/c/d").route_to("http://a/b/c/d?q").to_s
URI.parse("http://a/b/c/d").route_to("http://a/b/c/d#f").to_s
URI.parse("http://a/b/c/").route_to("http://a/b/c/").to_s
URI.parse("http://a/b/e").route_from("http://a/b/c/d").to_s
URI.parse("http://a/b/") - URI.parse("http://a/b/c")
URI.parse("http://a/b/") + "c/d"
URI.parse("http://a/b/").merge("../../x").to_s
URI.parse("http://a/b/").merge!("x").to_s
URI.parse("http://a/").merge(URI.parse("mailto:x")).to_s
URI.parse("mailto:x").merge("y") rescue [$!.class, $!.message]
URI.parse("rel").merge("x") rescue [$!.class, $!.message]
URI.escape("a b&c=d/é")
URI.escape("a b&c", /[&]/)
URI.escape("a b&c", "&")
URI.unescape("a%20b%zz%41")
URI.encode("x y")
URI.decode("x%20y")
URI.extract("see http://a.com/x and mailto:b@c.com, ftp://f/ ok")
URI.extract("see http://a.com/x and mailto:b@c.com", ["http"])
URI.extract("see http://a.com/x and http://b.com/y") { |u| p u }
URI.regexp.class
"x http://a.b/c y" =~ URI.regexp
"x http://a.b/c y" =~ URI.regexp(["ftp"])
URI::HTTP.build(:host => "x", :path => "/p", :query => "q=1")
URI::HTTP.build(["u", "h", 8, "/p", "q", "f"]).to_s
URI::HTTP.build(:host => "x", :path => "p") rescue [$!.class, $!.message]
URI::HTTPS.build(:host => "x").to_s
URI::FTP.build(:host => "x", :path => "/a", :typecode => "i").to_s
URI::FTP.build(:host => "x", :path => "a").to_s rescue [$!.class, $!.message]
URI::MailTo.build(["a@b", "subject=s"]).to_s
URI::MailTo.build(["a@b", [["subject", "s"], ["cc", "c@d"]]]).to_s
URI::LDAP.build(:host => "h", :dn => "/dc=x", :attributes => "cn", :scope => "sub").to_s
URI::Generic.build(:scheme => "foo", :host => "h", :path => "/p").to_s
URI::Generic.build(:scheme => "foo", :opaque => "bar").to_s
u = URI.parse("http://x/"); u.host = "y"; u.port = 81; u.path = "/z"; u.query = "a"; u.fragment = "f"; u.userinfo = "u:p"; [u.to_s, u.user, u.password]
u = URI.parse("http://x/"); u.port = "abc" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.host = "a b" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.path = "rel" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.opaque = "o" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.scheme = "1x" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.user = "a"; u.to_s
u = URI.parse("http://x/"); u.password = "a" rescue [$!.class, $!.message]
u = URI.parse("http://x/"); u.set_host("q"); u.to_s rescue $!.class
URI.parse("http://x/") == URI.parse("http://X/")
URI.parse("http://x/") == URI.parse("http://x:80/")
URI.parse("http://x/").eql?(URI.parse("http://x/"))
URI.parse("http://x/").hash == URI.parse("http://x/").hash
URI.parse("http://x/").inspect.sub(/0x\h+/, "X")
URI.parse("http://x/").select(:host, :port)
URI.parse("http://x/").select(:zzz) rescue [$!.class, $!.message]
URI::HTTP.component
URI::FTP.component
URI::MailTo.component
URI::LDAP.component
URI::Generic.component
URI::Generic.default_port
URI::HTTP.default_port
URI.scheme_list.keys.sort
URI::Generic.use_registry
URI::REGEXP::PATTERN::HOST.class
URI::ABS_URI.class
URI::Util.respond_to?(:make_components_hash, true)
URI::InvalidURIError.superclass
URI::BadURIError.superclass
URI::InvalidComponentError.superclass
URI::Error.superclass
URI("http://x/")
URI(URI.parse("http://y"))
URI.parse("http://x/a%2Fb").path
URI.parse("http://x/?a=%20").query
URI.parse("file:///etc/passwd").host
URI.parse("file:///etc/passwd").path
URI.parse("news:comp.lang.ruby").opaque
URI.parse("telnet://h:23/").port
URI.parse("http://x/").coerce("http://y/")
URI.parse("http://x").normalize.path
URI.parse("http://x").normalize!
URI.parse("http://a/b/c/./../d").to_s
URI.parse("http://a/b/c/./../d").normalize.to_s
