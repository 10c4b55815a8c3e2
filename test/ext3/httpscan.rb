# a mongrel/thin-parser-shaped C extension (fixtures/httpscan: a byte state
# machine, Data_Make_Struct with mark and free functions,
# rb_define_alloc_func, frozen global strings under rb_global_variable,
# rb_hash_aset, RSTRING(s)->ptr/len) built against the installed headers;
# expected output: its Ruby model (fixtures/httpscan/model.rb) run by 1.8.7
require "fixtures/ext3"
require "helper"
Ext3.load("httpscan")

req = "GET /index.html?a=1 HTTP/1.1\r\nHost: example.org\r\nX-Forwarded-For: 10.0.0.1\r\nAccept:  */*\r\n\r\nBODY"
hs = HttpScan.new
h = {}
show("execute") { hs.execute(h, req, 0) }
show("finished") { [hs.finished?, hs.error?, hs.nfields] }
show("request") { h.sort }
show("frozen keys") { h.keys.all? {|k| k.frozen? } }
show("body offset") { req[hs.execute(h, req, 0)..-1] }
# the same request in pieces: the state survives between calls
hs2 = HttpScan.new
h2 = {}
buf = ""
n = 0
req.scan(/.{1,7}/m) do |piece|
  buf << piece
  n = hs2.execute(h2, buf, n)
  break if hs2.finished?
end
show("chunked") { [n, hs2.finished?, h2 == h] }
# the request Hash lives only in the parser: the mark function keeps it
hs3 = HttpScan.new
hs3.execute({}, "POST /x HTTP/1.0\r\nA: b\r\n", 0)
GC.start
200.times { "garbage" * 10; {} }
GC.start
show("marked") { hs3.request.sort }
["get / HTTP/1.1\r\n", " / HTTP/1.1\r\n", "GET /a\nb HTTP/1.1\r\n", "GET / HTTP 1.1\n",
 "GET / HTTP/1.1\rX", "GET / HTTP/1.1\r\nBad Field: x\r\n"].each do |bad|
  p1 = HttpScan.new
  show("bad #{bad.inspect}") { p1.execute({}, bad, 0) }
  show("  error?") { [p1.error?, p1.finished?] }
  show("  again") { p1.execute({}, bad, 0) }
end
show("range") { HttpScan.new.execute({}, "GET", 4) }
show("not hash") { HttpScan.new.execute([], "GET", 0) }
show("not string") { HttpScan.new.execute({}, :GET, 0) }
show("reset") { hs.reset; [hs.finished?, hs.nfields, hs.request] }
show("subclass") { Class.new(HttpScan).new.execute({}, "PUT ", 0) }
show("ancestors") { HttpScan::Error.ancestors[0, 3] }
