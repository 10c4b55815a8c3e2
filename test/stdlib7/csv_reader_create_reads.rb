# CSV::Reader.create on an IO reads it when created: an object without
# #read fails there, and rows come from what the IO held at that time.
require 'csv'
require 'stringio'
begin
  CSV::Reader.create(5)
rescue => e
  p e.class, e.message
end
io = StringIO.new("a,b\nc\n")
r = CSV::Reader.create(io)
p io.eof?
p r.shift, r.shift, r.shift
r = CSV::Reader.create(StringIO.new("x;y|z", "r"), ";", "|")
p r.to_a
