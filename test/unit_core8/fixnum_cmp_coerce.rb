# Fixnum <=> < <= > >= with a Bignum or Float go through other.coerce(self)
# and the operator of the result; == asks other == self (seen by a trace
# hook and by redefined methods)
[2**64, 1.5, 0.0/0].each do |y|
  %w(<=> == < <= > >=).each do |m|
    calls = []
    set_trace_func proc { |ev, f, l, id, b, k|
      calls << "#{k}##{id}" if ev =~ /call/ && id.to_s != "set_trace_func" }
    r = 1.send(m, y)
    set_trace_func nil
    puts "1 #{m} #{y.inspect} = #{r.inspect} #{calls.join(',')}"
  end
end
class Float
  alias orig_cmp <=>
  def <=>(o) $calls << [:fcmp, self, o]; orig_cmp(o) end
  alias orig_lt <
  def <(o) $calls << [:flt, self, o]; orig_lt(o) end
end
$calls = []
p [1 <=> 1.5, 3 < 2.5, 1 == 1.0, 1 > 0.5]
p $calls
class Bignum
  alias orig_coerce coerce
  def coerce(o) $calls << [:bco, o]; orig_coerce(o) end
end
$calls = []
p [1 <=> 2**70, 1 < 2**70, 1 >= 2**70, 1 == 2**70]
p $calls
class Float
  def coerce(o) [o.to_s, to_s] end
end
p [(1 <=> 2.5), (1 < 2.5 rescue $!), 1 == 2.5]
