# rb_str_buf_new gives its buffer at once (128 bytes or more): the strings
# its users build (sprintf, join, inspect, pack, Integer#to_s of a Bignum,
# gets) have the same bytes, sizes and later appends, short and long
require "helper"
long = "x" * 300
show("sprintf") { s = "%s|%5d|%-4s|" % ["", 42, "ab"]; s << "!"; [s, s.size] }
show("sprintf empty") { s = sprintf(""); s << "a"; [s, s.size] }
show("sprintf long") { s = sprintf("%s%s", long, long); [s.size, s[-3..-1], (s << "y").size] }
show("join") { [[].join, [1, 2].join("-"), [long, long].join(",").size, ([1] * 100).join.size] }
show("inspect") { [[1, "a", :b, nil].inspect, {1 => [2]}.inspect, ([long] * 2).inspect.size] }
show("pack") { [[1, 2].pack("nN"), [long].pack("a*").size, ["abc"].pack("m").chomp] }
show("bignum to_s") { [(2**200).to_s.size, (-(3**100)).to_s[0, 5]] }
show("tr and squeeze") { ["hello".tr("el", "ip"), ("aab" * 100).squeeze.size] }
show("each appended") { s = sprintf("%d", 1); 200.times { |i| s << i.to_s }; [s.size, s[0, 10], s[-5..-1]] }
