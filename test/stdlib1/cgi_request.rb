require 'cgi'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
ENV['REQUEST_METHOD'] = 'GET'
ENV['QUERY_STRING'] = 'a=1&b=x+y&a=2&f=%41'
ENV['HTTP_COOKIE'] = 'sid=abc; t=1'
ENV['SERVER_PORT'] = '8080'
ENV['CONTENT_LENGTH'] = '12'
ENV['HTTP_USER_AGENT'] = 'ua'
c = CGI.new
t(1){ [c['a'], c['a'].class, c['zz'], c.params, c.keys.sort, c.has_key?('a'), c.include?('zz'), c.key?('b')] }
t(2){ [c.cookies.keys.sort, c.cookies['sid'].value, c.raw_cookie, c.raw_cookie2, c.server_port, c.content_length, c.user_agent, c.request_method, c.query_string, c.host, c.accept, c.multipart?] }
t(3){ x=c['a']; [x.first, x.last, x.to_a, x.to_s, x + "z", x.size, x.class.ancestors.first(3).map{|m| m.to_s}] }
t(4){ c.header }
t(5){ c.header("text/plain") }
t(6){ c.header("type"=>"text/xml", "charset"=>"utf-8", "status"=>"NOT_FOUND", "server"=>"S", "connection"=>"close", "length"=>5, "language"=>"ja", "expires"=>Time.at(0), "cookie"=>[CGI::Cookie.new("a","b"), "raw=1"], "X-Extra"=>"y") }
t(7){ c.header("status"=>"302 Found", "nph"=>true).sub(/Date: [^\r]*/, "Date: D") }
t(8){ c.header("cookie"=>"x=1") }
t(9){ c.header("cookie"=>{"a"=>CGI::Cookie.new("a","1")}) }
t(10){ c.header("status"=>"OK", "type"=>"text/html") }
t(11){ $stdout.sync = true; c.out("text/plain"){ "body" }; 1 }
t(12){ c.out("type"=>"text/plain", "charset"=>"euc-jp"){ "body2" }; 2 }
t(13){ c.print "x", "y"; 3 }
t(14){ c.params = {'q'=>['1']}; [c['q'], c['a']] }
t(15){ c.cookies = {}; c.cookies }
t(16){ c.header("status"=>"REDIRECT", "location"=>"http://x/") }
t(17){ c.instance_variables.sort }
t(18){ ENV['REQUEST_METHOD'] = 'HEAD'; d=CGI.new; d.out{ "zz" }; 4 }
