# CSV's public API as 1.8.7's: StreamBuf#read/terminate protected, IOBuf's
# private, StreamBuf::BufSize; a subclass reads in BufSize chunks
require 'fixtures/apilist'
require 'stringio'
api_listing('csv', /CSV/)
class MyBuf < CSV::StreamBuf
  def initialize(s); @s = s; super(); end
  def read(size)
    r = @s.slice!(0, 3)
    puts "read(#{size}) -> #{r.inspect}"
    r.empty? ? nil : r
  end
end
def try
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message.sub(/ for .*/, '')}"
end
try { CSV::StreamBuf.new }
b = MyBuf.new("abcdefgh")
p b[0], b[4], b[1, 5], b.get(7), b[8], b[2, 100], b.is_eos?
try { b.terminate }
try { b.read(3) }
io = CSV::IOBuf.new(StringIO.new("x,y\n"))
p io[0], io[1, 3]
try { io.read(1) }
try { io.terminate }
p io.close
p CSV::StreamBuf::BufSize
p CSV.parse("a,b\n1,\"2\"\"x\"\n")
