require "cgi/session"
p CGI::Session.constants.sort, CGI::Session.instance_methods(false).sort, CGI::Session.singleton_methods.sort, CGI::Session::FileStore.instance_methods(false).sort, CGI::Session::MemoryStore.instance_methods(false).sort
ENV['REQUEST_METHOD']='GET'; ENV['QUERY_STRING']=''
c=CGI.new
s=CGI::Session.new(c, "tmpdir"=>".", "session_id"=>"abc", "new_session"=>true)
p s.session_id, s.new_session, s["a"]; s["a"]="1"; s["b"]="x y&z"; s.update; p Dir["*"].sort; puts File.read(Dir["*"].sort[0])
s.close; p((s["a"] rescue $!))
s2=CGI::Session.new(c, "tmpdir"=>".", "session_id"=>"abc", "new_session"=>false); p s2["a"], s2["b"]; s2.delete; p Dir["*"].sort
p((CGI::Session.new(c, "tmpdir"=>".", "session_id"=>"zz", "new_session"=>false) rescue $!))
p c.instance_variable_get(:@output_cookies).map{|x| x.to_s}
s3=CGI::Session.new(c, "tmpdir"=>".", "new_session"=>true, "prefix"=>"p_", "suffix"=>".s"); p s3.session_id.size, Dir["*"].sort.map{|x| x.size}, Dir["*"].sort.map{|x| x[0,2]+x[-2,2]}
p c.header.sub(/_session_id=[0-9a-f]+/, 'SID')
p((CGI::Session.new(c, "tmpdir"=>".", "session_id"=>"../x", "new_session"=>true).session_id rescue $!))
p CGI::Session.callback({}).class
s4 = CGI::Session.new(c, "database_manager"=>CGI::Session::MemoryStore, "session_id"=>"m", "new_session"=>true); s4["q"]=1; s4.close
s5 = CGI::Session.new(c, "database_manager"=>CGI::Session::MemoryStore, "session_id"=>"m"); p s5["q"]; s5.delete; p((s5["q"] rescue $!))
ENV['QUERY_STRING']='_session_id=abc'
d = CGI.new; s6=CGI::Session.new(d, "tmpdir"=>"."); p s6.session_id, s6.new_session
ENV['QUERY_STRING']=''; ENV['HTTP_COOKIE']='_session_id=ck'
d = CGI.new; s7=CGI::Session.new(d, "tmpdir"=>"."); p s7.session_id, s7.new_session
s8=CGI::Session.new(d, "tmpdir"=>".", "session_key"=>"k", "session_path"=>"/p", "session_domain"=>"d", "session_expires"=>Time.at(0), "session_secure"=>true)
p d.instance_variable_get(:@output_cookies).map{|x| x.to_s.sub(/=[0-9a-f]+/, '=ID')}, d.instance_variable_get(:@output_hidden).keys
