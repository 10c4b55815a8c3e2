# leak_scan_requests.rb - a request parser: each request's 100 KB body is
# tokenized with StringScanner into StringIO output and dropped; memory
# stays within the malloc limit (8 MB, 1.8.7's) above the live heap
require "strscan"
require "stringio"
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
body = ("key=value&" * 10_000) + "END"
n = 0
while Time.now < deadline
  20.times do
    s = StringScanner.new(body.dup)
    out = StringIO.new
    out << s.scan_until(/&/) << s.scan_until(/END/).size
    n += 1
  end
end
p :ok
