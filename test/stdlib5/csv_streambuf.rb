# csv: StreamBuf subclassed as 1.8.7's test does (indexes, get, drop, end of
# stream, bad arguments), IOBuf, BasicWriter
require 'csv'
class StrBuf < CSV::StreamBuf
  def initialize(string)
    @str = string
    @idx = 0
    super()
  end
  def read(size)
    return nil if @idx >= @str.size
    str = @str[@idx, size]
    @idx += str.size
    str
  end
  def terminate; end
end
p CSV::StreamBuf.public_instance_methods(false).sort
p CSV::StreamBuf::BufSize rescue p $!
s = StrBuf.new("abcdefghij" * 2000)
p s[0], s[1], s[19999], s[20000], s[-1] rescue p $!
p s[0, 3], s[5, 0], s[19998, 5], s[20000, 1] rescue p $!
p s.get(0), s.get(1, 2) rescue p $!
p s.drop(3), s[0], s.drop(0)
p StrBuf.new("ab").drop(-1)
p s.is_eos? rescue p $!
p s.drop(19997), s.is_eos?, s[0]
s2 = StrBuf.new("")
p s2[0], s2.is_eos?, s2.drop(1) rescue p $!
s3 = StrBuf.new("xyz")
p s3[0, 10], s3[1..2] rescue p $!
p s3.get(5) rescue p $!
p((s3["a"] rescue $!))
p((s3.drop("a") rescue $!))
p CSV::IOBuf.new(StringIO.new("hello"))[1, 3] rescue (require 'stringio'; p CSV::IOBuf.new(StringIO.new("hello"))[1, 3])
b = CSV::IOBuf.new(StringIO.new("hello")); p b.drop(2), b[0], b.close rescue p $!
p CSV::IOReader.ancestors[0, 3], CSV::StringReader.ancestors[0, 3], CSV::BasicWriter.ancestors[0, 3]
w = CSV::BasicWriter.new(out = ""); w << ["a", "b"]; w.close; p out
w = CSV::BasicWriter.new(out = "", ?;, "|"); w << ["a", "b"]; w.close_on_terminate; p((w.close rescue $!.class)); p out
