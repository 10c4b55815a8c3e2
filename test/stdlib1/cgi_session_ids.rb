require "cgi/session"
ENV['REQUEST_METHOD']='GET'; ENV['QUERY_STRING']=''; ENV['SCRIPT_NAME']='/a/b.cgi'
c=CGI.new
s=CGI::Session.new(c, "tmpdir"=>".", "session_id"=>"q", "new_session"=>true); s['x']='1'; s.close
ENV['QUERY_STRING']='_session_id=q'
d=CGI.new; s2=CGI::Session.new(d, "tmpdir"=>"."); p s2.new_session, s2['x']
s3=CGI::Session.new(d, "tmpdir"=>".", "session_id"=>"q"); p s3.new_session, s3['x']
ENV['QUERY_STRING']=''
e=CGI.new; p((CGI::Session.new(e, "tmpdir"=>".", "new_session"=>false) rescue $!))
s4=CGI::Session.new(e, "tmpdir"=>".", "session_id"=>"w", "new_session"=>true, "no_cookies"=>true, "no_hidden"=>true); p e.instance_variable_get(:@output_cookies), e.instance_variable_get(:@output_hidden)
s5=CGI::Session.new(e, "tmpdir"=>".", "session_id"=>"w"); p e.instance_variable_get(:@output_cookies).map{|x| x.to_s}, s5.new_session
p((CGI::Session.new(e, "tmpdir"=>"/nonexistent", "session_id"=>"w").new_session rescue $!))
s6=CGI::Session.new(e, "tmpdir"=>".", "session_id"=>"w", "new_session"=>true); s6['k']='a=b'; s6['l']=nil; s6['m']="x\ny"; s6.update; puts File.read(Dir["*"].sort.find{|x| x !~ /lock/ && File.read(x) =~ /k=/}); s6.close
s7=CGI::Session.new(e, "tmpdir"=>".", "session_id"=>"w"); p s7['k'], s7['l'], s7['m']
p((e.form{ "f" } rescue $!.class))
f=CGI.new('html4'); CGI::Session.new(f, "tmpdir"=>".", "session_id"=>"w"); p f.form{ "f" }.sub(/<FORM[^>]*>/, '<FORM>')
