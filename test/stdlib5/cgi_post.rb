# cgi: urlencoded and multipart POST bodies, HEAD, cookies, params
require 'cgi'
require 'stringio'
require "helper"
def run_cgi(env, input)
  ENV.keys.grep(/\A(REQUEST_METHOD|CONTENT_TYPE|CONTENT_LENGTH|QUERY_STRING|HTTP_COOKIE)\z/).each { |k| ENV.delete(k) }
  env.each { |k, v| ENV[k] = v }
  $stdin = StringIO.new(input)
  c = CGI.new
  $stdin = STDIN
  c
end
c = run_cgi({"REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "application/x-www-form-urlencoded", "CONTENT_LENGTH" => "13", "QUERY_STRING" => "q=1"}, "a=1&b=2&a=%41")
show("post") { [c.params.sort, c.query_string, c["a"], c.params["a"]] }
body = "--XyZ\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\ntext value\r\n--XyZ\r\nContent-Disposition: form-data; name=\"f\"; filename=\"C:\\\\dir\\\\up.txt\"\r\nContent-Type: text/plain\r\n\r\nfile\r\ncontent\r\n--XyZ\r\nContent-Disposition: form-data; name=\"e\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--XyZ--\r\n"
m = run_cgi({"REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "multipart/form-data; boundary=XyZ", "CONTENT_LENGTH" => body.size.to_s}, body)
show("multipart keys") { m.params.keys.sort }
show("multipart text") { t = m["t"]; [t.class.ancestors.include?(StringIO) || t.class == String, t.read, t.respond_to?(:original_filename)] rescue $!.class }
show("multipart file") { f = m["f"]; [f.read, f.original_filename, f.content_type, f.local_path.class] rescue $!.class }
show("multipart empty file") { e = m["e"]; [e.read, e.original_filename, e.content_type] rescue $!.class }
show("multipart?") { m.multipart? }
show("params t") { m.params["t"].size }
bad = "--XyZ\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\ntext"
show("bad multipart") { run_cgi({"REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "multipart/form-data; boundary=XyZ", "CONTENT_LENGTH" => bad.size.to_s}, bad).params rescue [$!.class, $!.message] }
show("head") { run_cgi({"REQUEST_METHOD" => "HEAD", "QUERY_STRING" => "x=1"}, "").params }
show("no method") { c2 = run_cgi({"QUERY_STRING" => "x"}, ""); c2.params rescue $!.class }
show("cookies") { c3 = run_cgi({"REQUEST_METHOD" => "GET", "HTTP_COOKIE" => "a=1;b=x%20y, c=3"}, ""); c3.cookies.map { |k, v| [k, v.value] }.sort }
show("[] multiple") { c4 = run_cgi({"REQUEST_METHOD" => "GET", "QUERY_STRING" => "x=1&x=2"}, ""); [c4["x"], c4["x"].to_a, c4.params["x"]] rescue $!.class }
require 'cgi'
require 'stringio'
data = "x" * 20000 + "\r\n" + "y" * 100
body = "--B\r\nContent-Disposition: form-data; name=\"f\"; filename=\"big.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n#{data}\r\n--B--\r\n"
ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "multipart/form-data; boundary=B"; ENV["CONTENT_LENGTH"] = body.size.to_s
$stdin = StringIO.new(body)
c = CGI.new
f = c["f"]
p f.class, f.read.size, f.original_filename, f.content_type, f.local_path.class, (f.local_path ? File.basename(f.local_path)[0, 3] : nil)
