# Every Time method on Time.allocate behaves as 1.8.7 (the epoch, local), never a crash.
require "helper"

t = Time.allocate
show("to_i") { t.to_i }
show("usec") { t.usec }
show("to_f") { t.to_f }
show("utc?") { t.utc? }
show("year") { Time.allocate.utc.year }
show("utc inspect") { Time.allocate.utc.inspect }
show("cmp") { Time.allocate <=> Time.at(0) }
show("eql") { Time.allocate.eql?(Time.at(0)) }
show("plus") { (Time.allocate + 1).to_i }
show("minus") { Time.allocate - Time.at(0) }
show("dump") { Time.allocate._dump.size }
show("getutc") { Time.allocate.getutc.to_a }
show("strftime") { Time.allocate.utc.strftime("%Y-%m-%d %H:%M:%S") }
show("ctime") { Time.allocate.utc.ctime }
show("succ") { Time.allocate.succ.to_i }
show("hash") { Time.allocate.hash == Time.at(0).hash }
show("initialize_copy") { Time.allocate.send(:initialize_copy, Time.at(5)).to_i }
show("marshal") { Marshal.load(Marshal.dump(Time.allocate)).to_i }
ms = Time.public_instance_methods(false).sort
crashed = ms.reject do |m|
  ar = Time.instance_method(m).arity
  args = ar == 1 ? [1] : []
  begin
    Time.allocate.utc.send(m, *args)
  rescue StandardError
  end
  true
end
show("all methods ran") { crashed }
