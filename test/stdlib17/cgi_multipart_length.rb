# CGI multipart: the first boundary line is read whatever CONTENT_LENGTH says
# (a shorter length then gives read's ArgumentError), a truncated body is
# 'bad content body'; files, repeated names, sessions
require 'cgi'; require 'stringio'
body = "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nval\r\n--xyz\r\nContent-Disposition: form-data; name=\"f\"; filename=\"C:\\\\dir\\\\x.txt\"\r\nContent-Type: text/plain\r\n\r\nfile\r\ndata\r\n--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv2\r\n--xyz--\r\n"
ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "multipart/form-data; boundary=xyz"; ENV["CONTENT_LENGTH"] = body.size.to_s
$stdin = StringIO.new(body)
c = CGI.new
p c.multipart?
p c.params.keys.sort
a = c["a"]; p a.class.ancestors.include?(StringIO), a.read, c.params["a"].size
f = c["f"]; p f.original_filename, f.content_type, f.read, f.local_path.class
p c.params["a"].map { |x| x.read }
p c.has_key?("f"), c.keys.sort
p((c["zz"]).class)
ENV["CONTENT_LENGTH"] = "5"; $stdin = StringIO.new(body)
begin; CGI.new; rescue Exception => e; p e.class, e.message; end
ENV["CONTENT_TYPE"] = "multipart/form-data; boundary=nope"; ENV["CONTENT_LENGTH"] = body.size.to_s; $stdin = StringIO.new(body)
begin; CGI.new; rescue Exception => e; p e.class, e.message; end
require 'cgi/session'
ENV["REQUEST_METHOD"] = "GET"; ENV["QUERY_STRING"] = ""; ENV.delete("CONTENT_TYPE")
$stdin = StringIO.new("")
c = CGI.new
require 'tmpdir'
d = Dir.tmpdir + "/h14sess#{$$}"; Dir.mkdir(d) rescue nil
s = CGI::Session.new(c, "tmpdir" => d, "session_id" => "abc123", "new_session" => true)
s["k"] = "v"; p s["k"], s.session_id; s.close
s = CGI::Session.new(c, "tmpdir" => d, "session_id" => "abc123", "new_session" => false); p s["k"]; s.delete
begin; CGI::Session.new(c, "tmpdir" => d, "session_id" => "abc123", "new_session" => false); rescue Exception => e; p e.class; end
s = CGI::Session.new(c, "tmpdir" => d, "database_manager" => CGI::Session::MemoryStore, "session_id" => "m1", "new_session" => true); s["x"] = 1; p s["x"]; s.close
s = CGI::Session.new(c, "tmpdir" => d, "database_manager" => CGI::Session::PStore, "session_id" => "p1", "new_session" => true); s["x"] = [1]; s.close rescue p $!
s = CGI::Session.new(c, "tmpdir" => d, "database_manager" => CGI::Session::PStore, "session_id" => "p1"); p s["x"]; s.delete rescue p $!
Dir[d + "/*"].each { |f| File.delete(f) }; Dir.rmdir(d) rescue nil
body = "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nval\r\n--xyz--\r\n"
ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "multipart/form-data; boundary=xyz"
[0, 1, 5, 6, 7, 8, 20, body.size - 3, body.size, body.size + 10].each do |n|
  ENV["CONTENT_LENGTH"] = n.to_s; $stdin = StringIO.new(body)
  begin; c = CGI.new; p [n, c.params.keys, (c["a"].read rescue nil)]; rescue Exception => e; p [n, e.class, e.message]; end
end
["", "x", "--abc\r\n", "--xyz\n", "--xyz\r\nno-blank-line"].each do |b|
  ENV["CONTENT_LENGTH"] = b.size.to_s; $stdin = StringIO.new(b)
  begin; c = CGI.new; p [b, c.params.keys]; rescue Exception => e; p [b, e.class, e.message]; end
end
