# cgi/session: file, pstore and memory stores, reload, delete, cookies and
# hidden fields, ids
require 'cgi'
require 'cgi/session'
require 'cgi/session/pstore'
require 'stringio'
require "helper"
ENV["REQUEST_METHOD"] = "GET"; ENV["QUERY_STRING"] = ""; ENV.delete("HTTP_COOKIE")
Dir.mkdir("sess") rescue nil
c = CGI.new
s = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "abc123", "new_session" => true, "prefix" => "p_")
show("id") { s.session_id }
show("set") { s["k"] = "v"; s["n"] = "1"; [s["k"], s["zz"]] }
show("close") { s.close; Dir.entries("sess").grep(/abc/).map { |f| f.sub(/abc123.*/, "abc123*") } }
s2 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "abc123", "new_session" => false, "prefix" => "p_")
show("reload") { [s2["k"], s2["n"]] }
show("update") { s2["k"] = "w"; s2.update; s2.close; 1 }
show("delete") { s3 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "abc123", "new_session" => false, "prefix" => "p_"); r = s3["k"]; s3.delete; [r, Dir.entries("sess").grep(/abc/)] }
show("no session") { CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "nope", "new_session" => false) rescue [$!.class, $!.message] }
show("bad id") { x = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "../x", "new_session" => true); [x.session_id, x.instance_variable_get(:@dbman).instance_variable_get(:@path)] }
show("pstore") { p1 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "ps1", "new_session" => true, "database_manager" => CGI::Session::PStore); p1["a"] = [1, 2]; p1.close; p2 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "ps1", "new_session" => false, "database_manager" => CGI::Session::PStore); r = p2["a"]; p2.delete; r }
show("memory") { m = CGI::Session.new(c, "session_id" => "m1", "new_session" => true, "database_manager" => CGI::Session::MemoryStore); m["x"] = 1; m.close; m2 = CGI::Session.new(c, "session_id" => "m1", "new_session" => false, "database_manager" => CGI::Session::MemoryStore); m2["x"] }
show("cookie out") { s4 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "ck", "new_session" => true, "session_path" => "/p", "session_expires" => Time.at(0)); r = c.instance_variable_get(:@output_cookies).map { |k| k.to_s }; s4.delete; r }
show("hidden") { s5 = CGI::Session.new(c, "tmpdir" => "sess", "session_id" => "hd", "new_session" => true, "session_key" => "SK"); r = c.instance_variable_get(:@output_hidden); s5.delete; r }
show("create_new_id") { s6 = CGI::Session.new(c, "tmpdir" => "sess", "new_session" => true); r = s6.session_id =~ /\A[0-9a-f]{16,32}\z/ ? :hex : s6.session_id; s6.delete; r }
