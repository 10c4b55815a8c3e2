# Pathname on odd paths and URI merge/route_to/normalize/build edge cases
require "helper"
require 'pathname'
require 'uri'
eval_lines
__END__
%w(/ // /a/ a/ a//b ./a a/. a/.. ../a .. . /.. /../a a/../.. //a/b/ a/b/c/../../d).map { |s| Pathname.new(s).cleanpath.to_s }
%w(/ // /a/ a/ a//b ./a a/. a/.. ../a .. . /.. /../a a/../.. //a/b/).map { |s| Pathname.new(s).cleanpath(true).to_s }
%w(/ a /a a/b /a/b/ . .. a/ //).map { |s| Pathname.new(s).parent.to_s }
%w(/ a /a a/b /a/b/ . .. a/ //).map { |s| [Pathname.new(s).root?, Pathname.new(s).absolute?, Pathname.new(s).relative?] }
%w(/ a /a a/b /a/b/ . .. a/ //x).map { |s| Pathname.new(s).basename.to_s }
%w(/ a /a a/b /a/b/ . .. a/ //x).map { |s| Pathname.new(s).dirname.to_s }
%w(a.rb a.tar.gz .bashrc a. /x/y.z/w).map { |s| Pathname.new(s).extname }
%w(/ a /a a/b /a/b/ . ..).map { |s| r = []; Pathname.new(s).each_filename { |f| r << f }; r }
%w(/ a /a a/b /a/b/ . ..).map { |s| r = []; Pathname.new(s).descend { |f| r << f.to_s }; r }
%w(/ a /a a/b /a/b/ . ..).map { |s| r = []; Pathname.new(s).ascend { |f| r << f.to_s }; r }
[["/", "a"], ["a", "/b"], ["a", "b"], ["a/", "b"], ["/a", ".."], ["a", "../b"], ["a", "."], [".", "a"], ["/", ".."], ["a/b", "../../.."], ["", "a"]].map { |a, b| (Pathname.new(a) + b).to_s rescue $!.class }
[["/", "a"], ["a", "/b"], ["a", "b"]].map { |a, b| Pathname.new(a).join(b).to_s }
Pathname.new("a").join("b", "c", "/d", "e").to_s
Pathname.new("a").join.to_s
[["/a/b", "/a"], ["/a", "/a/b"], ["a/b", "a/c"], ["a", "a"], ["/", "/"], ["a", "/b"], ["/a", "b"], ["..", "a"], ["a", ".."], ["a/b/../c", "a"], ["./a", "."]].map { |a, b| Pathname.new(a).relative_path_from(Pathname.new(b)).to_s rescue [$!.class, $!.message] }
Pathname.new("a") <=> Pathname.new("b")
Pathname.new("a/b") <=> Pathname.new("a.b")
Pathname.new("a/") == Pathname.new("a")
Pathname.new("a").hash == Pathname.new("a").hash
Pathname.new("a").eql?(Pathname.new("a"))
Pathname.new("a\0b") rescue [$!.class, $!.message]
Pathname.new(1) rescue [$!.class, $!.message]
Pathname.new(Pathname.new("x")).to_s
Pathname("y").class
Pathname.new("a").sub("a", "b").class
Pathname.new("a/b.rb").sub_ext(".c") rescue $!.class
Pathname.new("/a/b").split.map { |x| x.to_s }
Pathname.new("/").children.all? { |c| c.to_s =~ %r{\A/[^/]+\z} } rescue $!.class
Pathname.new("/").children(false).include?(Pathname.new("tmp")) rescue $!.class
Pathname.new("nonexist").exist?
Pathname.new("a").to_str rescue $!.class
Pathname.new("a").to_path rescue $!.class
Pathname.new("a").inspect
Pathname.new("a").frozen?
p = Pathname.new("a"); p.taint; [p.tainted?, p.to_s.tainted?]
Pathname.new("a").untaint.tainted?
Pathname.new("a").mountpoint?
Pathname.new("/").mountpoint?
Pathname.getwd.class
Pathname.pwd == Pathname.getwd
Pathname.glob("/nonexist*")
Pathname.new("/tmp/../tmp").realpath.to_s rescue $!.class
Pathname.new("/nonexistent/x").realpath rescue $!.class
Pathname.new("a") + Pathname.new("b")
Pathname.new("/a/b/c").each_filename.to_a rescue $!.class
Pathname.new("a").entries rescue $!.class
Pathname.new("a//b").to_s
Pathname.new("a/./b").cleanpath(true).to_s
Pathname.new("a/../b").cleanpath(true).to_s
Pathname.new("../../a").cleanpath.to_s
Pathname.new("a/b/").cleanpath(true).to_s
Pathname.new("").cleanpath.to_s
Pathname.new("").to_s
Pathname.new("a").children rescue $!.class
Pathname.new("/").parent.parent.to_s
Pathname.new("..").parent.to_s
Pathname.new("../..").parent.to_s
Pathname.new("a/..").parent.to_s
URI.parse("http://a/b/c/d;p?q").merge("g:h").to_s
%w(g ./g g/ /g //g ?y g?y #s g#s g?y#s ;x g;x g;x?y#s . ./ .. ../ ../g ../.. ../../ ../../g ../../../g ../../../../g /./g /../g g. .g g.. ..g ./../g ./g/. g/./h g/../h g;x=1/./y g;x=1/../y).map { |r| URI.parse("http://a/b/c/d;p?q").merge(r).to_s }
%w(http://a/b/c/d http://a/b/ http://a/ http://a http://b/c https://a/b/c/d http://a/b/c/d?x http://a/b/c/e http://a/x/y http://A/b/c/d).map { |t| URI.parse("http://a/b/c/d").route_to(t).to_s }
%w(http://a/b/c/d http://a/b/ http://a/ http://a/x/y).map { |f| URI.parse(f).route_from("http://a/b/c/d").to_s rescue $!.class }
URI.parse("HTTP://Example.COM:80/a").normalize.to_s
URI.parse("http://example.com").normalize.to_s
URI.parse("HTTP://EXAMPLE.com/%7Efoo").normalize.to_s
URI.parse("http://a:8080/").port
URI.parse("https://a/").port
URI.parse("ftp://u:p@h/a;type=i").typecode
URI.parse("ftp://h/%2Fa/b").path
URI.parse("ftp://h/a;type=x") rescue [$!.class, $!.message]
URI.parse("mailto:a@b.c?subject=hi&body=x").headers
URI.parse("mailto:a@b.c?subject=hi").to_mailtext rescue $!.class
URI.parse("mailto:a@b.c").to
URI::MailTo.build(['joe@example.com', [['subject', 'Ruby']]]).to_s
URI::MailTo.build(['a@b', 'x=y']).to_s
URI.parse("ldap://h/dc=a,dc=b?cn,sn?sub?(cn=x)?ext").select(:dn, :attributes, :scope, :filter, :extensions)
URI.parse("ldaps://h/").port
URI::HTTP.build(:host => "h", :path => "/p", :query => "q=1").to_s
URI::HTTP.build(["u", "h", 81, "/p", "q", "f"]).to_s
URI::HTTP.build(:host => "h", :path => "p") rescue [$!.class, $!.message]
URI::Generic.build(:scheme => "x", :opaque => "y").to_s
URI.parse("http://[::1]:80/").host
URI.parse("http://[::1]:80/").to_s
URI.parse("http://a b/") rescue [$!.class, $!.message]
URI.parse("") .to_s
URI.parse(" http://a/ ") rescue [$!.class, $!.message]
URI.split("http://u@h:1/p?q#f")
URI.join("http://a/b/", "c", "../d").to_s
URI.extract("see http://a.com/x and mailto:x@y.z, ftp://f/ ok")
URI.extract("http://a.com/ https://b/", ["https"])
URI.escape("a b/?&=\xe3")
URI.escape("abc", /b/)
URI.unescape("%41%2x%e3%81%82")
URI.regexp(["http"]).match("x http://a/b y")[0]
u = URI.parse("http://a/b"); u.path = "c" rescue [$!.class, $!.message]
u = URI.parse("http://a/b"); u.host = "x y" rescue [$!.class, $!.message]
u = URI.parse("http://a/b"); u.port = "80a" rescue [$!.class, $!.message]
u = URI.parse("http://a/b"); u.userinfo = "x:y"; u.to_s
u = URI.parse("http://a/b"); u.user = "x"; u.password = "y"; [u.to_s, u.userinfo]
u = URI.parse("http://a/b"); u.password = "y" rescue [$!.class, $!.message]
URI.parse("http://a/b?x") == URI.parse("http://a/b?x")
URI.parse("http://a/b").eql?(URI.parse("http://a/b"))
URI.parse("http://a/b").hash == URI.parse("http://a/b").hash
URI.parse("http://a/b") == "http://a/b"
URI.parse("http://a/b").component
URI.parse("http://a/b").select(:host, :path)
URI.parse("http://a/b").select(:nope) rescue [$!.class, $!.message]
URI.parse("http://a/b").request_uri
URI.parse("http://a?x").request_uri
URI.parse("urn:isbn:0451450523").opaque
URI.parse("urn:isbn:0451450523").hierarchical?
URI.parse("http://a/").absolute?
URI.parse("a/b").relative?
URI.parse("//h/p").host
URI.parse("http://a/b/c").merge!("d").to_s
URI.parse("http://a/b") + "../../../x"
URI.parse("a/b").merge("c") rescue [$!.class, $!.message]
URI.parse("http://a/%7Eb").to_s
URI.parse("http://a/b#f").fragment
URI.parse("HTTP://a").scheme
URI.parse("http://user@a").userinfo
URI.parse("http://a:/").port
URI.parse("file:///etc/hosts").path
URI.parse("file:/etc/hosts").to_s
URI::DEFAULT_PARSER rescue $!.class
URI.scheme_list.keys.sort
