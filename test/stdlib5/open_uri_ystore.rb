# open-uri against a WEBrick server in the process (meta data, redirects,
# errors, headers, procs), YAML::Store
require 'webrick'
require 'open-uri'
require 'yaml/store'
require 'stringio'
require "helper"
srv = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1", :Logger => WEBrick::Log.new(StringIO.new), :AccessLog => [])
port = srv.config[:Port]
srv.mount_proc("/t") { |req, res| res["Content-Type"] = "text/plain; charset=iso-8859-1"; res["Last-Modified"] = "Sat, 03 Feb 2001 04:05:06 GMT"; res.body = "text body" }
srv.mount_proc("/r") { |req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "http://127.0.0.1:#{port}/t") }
srv.mount_proc("/404") { |req, res| res.status = 404; res.body = "nf" }
srv.mount_proc("/h") { |req, res| res.body = req["x-test"].to_s + "|" + req["user-agent"].to_s }
th = Thread.new { srv.start }
sleep 0.2
u = "http://127.0.0.1:#{port}"
show("open") { open("#{u}/t") { |f| [f.read, f.content_type, f.charset, f.status, f.base_uri.path, f.last_modified.utc.to_s, f.class] } }
show("redirect") { open("#{u}/r") { |f| [f.read, f.base_uri.path] } }
show("404") { begin; open("#{u}/404"); rescue OpenURI::HTTPError => e; [e.message, e.io.status, e.io.read]; end }
show("headers") { open("#{u}/h", "X-Test" => "v") { |f| f.read.sub(/Ruby.*/, "Ruby") } }
show("uri open") { URI.parse("#{u}/t").read }
show("uri read meta") { s = URI.parse("#{u}/t").read; [s.class, s.content_type, s.meta.keys.sort] }
show("bad option") { open("#{u}/t", :bogus => 1) }
show("progress") { r = []; open("#{u}/t", :content_length_proc => lambda { |l| r << l }, :progress_proc => lambda { |s| r << s }) { |f| f.read }; [r.first, r.last] }
show("file open") { File.open("f.txt", "w") { |f| f << "local" }; open("f.txt") { |f| f.read } }
srv.shutdown; th.join
st = YAML::Store.new("s.yml")
show("ystore") { st.transaction { st["a"] = [1, {"b" => 2}]; st[:s] = "x" }; File.read("s.yml") }
show("ystore read") { st.transaction(true) { [st["a"], st[:s], st.roots.size] } }
