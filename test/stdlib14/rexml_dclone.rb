# REXML gives Object, Symbol, Fixnum, Float and Array a dclone (deep for Arrays)
require 'rexml/document'
p [Object,Symbol,Fixnum,Float,Array].map{|c| c.instance_method(:dclone).owner rescue nil}
a=[[1,"s"],:x]; b=a.dclone; p b, b[0].equal?(a[0]), b[0][1].equal?(a[0][1])
s="x"; p s.dclone.equal?(s); p :x.dclone, 1.dclone, 1.5.dclone
f = 1.5; p f.dclone.equal?(f)
p((nil.dclone rescue $!.class))
class MyA < Array; end
m = MyA[1, [2]]; d = m.dclone; p d.class, d, d[1].equal?(m[1])
x = [1]; x.taint; p x.dclone.tainted?
begin
  [1].freeze.dclone
rescue TypeError => e
  p [e.message, e.backtrace[0][/`.*'/]]
end
