require 'cgi/session/pstore'
ENV['REQUEST_METHOD']='GET'; ENV['QUERY_STRING']=''
c = CGI.new
s = CGI::Session.new(c, 'database_manager'=>CGI::Session::PStore, 'tmpdir'=>'.', 'session_id'=>'sid', 'new_session'=>true)
p s.new_session, s['a']
s['a'] = [1, {:b=>2}]; s['n'] = nil; s.close
p Dir['*'].sort, (File.stat(Dir['*'][0]).mode & 0777).to_s(8)
s2 = CGI::Session.new(c, 'database_manager'=>CGI::Session::PStore, 'tmpdir'=>'.', 'session_id'=>'sid', 'new_session'=>false)
p s2.new_session, s2['a'], s2['n']
s2.delete; p Dir['*']
p((CGI::Session.new(c, 'database_manager'=>CGI::Session::PStore, 'tmpdir'=>'.', 'session_id'=>'sid', 'new_session'=>false) rescue $!))
p CGI::Session::PStore.instance_methods(false).sort
