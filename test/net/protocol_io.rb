# Net::BufferedIO and Net::InternetMessageIO on StringIO: reads, line ends,
# dot-stuffed messages.
require "helper"
require "net/protocol"
require "stringio"

b = Net::BufferedIO.new(StringIO.new("line1\r\nline2\nrest of it"))
show("readline") { b.readline }
show("readuntil") { b.readuntil("\n") }
show("read") { b.read(4) }
dest = ""
show("read dest") { b.read(3, dest); dest }
show("read_all") { b.read_all }
show("eof") { b.read(1) }
b2 = Net::BufferedIO.new(StringIO.new("abc"))
show("ignore eof") { b2.read(10, "", true) }
b3 = Net::BufferedIO.new(StringIO.new("abc"))
show("readuntil eof") { b3.readuntil("\n", true) }
out = StringIO.new
w = Net::BufferedIO.new(out)
show("write") { w.write("ab") }
show("writeline") { w.writeline("cd") }
show("written") { out.string }

m = Net::InternetMessageIO.new(StringIO.new("a\r\n..dot\r\nb\r\n.\r\nafter\r\n"))
lines = []
m.each_message_chunk {|l| lines << l }
show("chunks") { lines }
show("next") { m.readline }
l = Net::InternetMessageIO.new(StringIO.new("1 10\r\n2 20\r\n.\r\n"))
items = []
l.each_list_item {|i| items << i }
show("list") { items }
out = StringIO.new
mw = Net::InternetMessageIO.new(out)
mw.write_message("Subject: x\n\n.hidden\nlast")
show("message") { out.string }
out = StringIO.new
mw = Net::InternetMessageIO.new(out)
mw.write_message_by_block {|f| f.puts "one"; f << "two\r\n"; f.print ".three\n" }
show("by block") { out.string }
show("errors") { [Net::ProtoAuthError.superclass, Net::ProtocRetryError, Net::ProtocolError.superclass] }
