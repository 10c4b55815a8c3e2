# cgi-lib: form values (GET, POST, offline from stdin), cookies, escapes,
# headers, tags, messages and CGI.error (which exits)
require 'cgi-lib'
require 'stringio'
ENV['REQUEST_METHOD'] = 'POST'
ENV['CONTENT_LENGTH'] = '7'
$stdin = StringIO.new("p=q&r=s")
p CGI.new.inputs rescue p $!
$stdin = STDIN
ENV.delete('REQUEST_METHOD')
ENV.delete('QUERY_STRING')
p CGI.new.inputs.sort rescue p $!
p CGI.new("x=1&y=2").inputs rescue p $!
p CGI.cookie("nm") rescue p $!
p CGI.header("A: b", "C: d")
p CGI.message({'title'=>'t', 'body'=>'b'}) rescue p $!
p CGI.message("m", "t", ["X: y"]) rescue p $!
p CGI.tag("P", {"A"=>"1", "B"=>"2"}) rescue p $!
p CGI.tag("P", {"A"=>"1"}) { "x" } rescue p $!
p CGI.print("Set-Cookie: x") { "b" } rescue p $!
c = CGI.new("a=1")
p c.respond_to?(:each), c.size
p CGI.instance_method(:read_from_cmdline).arity, CGI.method(:error).arity
x = CGI.new("q=1") 
x.read_from_cmdline rescue p $!
ENV['REQUEST_METHOD'] = 'GET'
ENV['QUERY_STRING'] = 'a=1&b=x+y%21&a=2&c'
ENV['HTTP_COOKIE'] = 'k1=v1; k2=v%202'
c = CGI.new
p c.inputs, c.cookie, c["a"], c["b"], c.keys.sort, c.class, c.__getobj__.class
p CGI.escape("a b&c/d"), CGI.unescape("a+b%26"), CGI.escapeHTML("<a href=\"x\">&'</a>")
p CGI.rfc1123_date(Time.at(0))
p CGI.tag("A", "HREF"=>"x") { "link" } rescue p $!
p CGI.tag("BR") rescue p $!
puts CGI.header
puts CGI.header("Set-Cookie: a=b")
p CGI.cookie("nm", "val") rescue p $!
p CGI.cookie("nm", "val", Time.at(0)) rescue p $!
CGI.print { "body" } rescue p $!
puts
CGI.message("msg", "title") rescue p $!
puts
CGI.message("msg2") rescue p $!
puts
begin; raise "oops"; rescue; CGI.error rescue p $!; end
puts
ENV['REQUEST_METHOD'] = 'POST'
ENV['CONTENT_LENGTH'] = '7'


ENV.delete('REQUEST_METHOD')

p CGI.new("x=1&y=2").inputs rescue p $!
