# Fixnum + - * / % divmod div modulo quo fdiv with a Bignum, Fixnum and
# Bignum division with a Float: 1.8.7 goes through other.coerce(self) and
# the operator of the result (seen by a trace hook and by redefinitions);
# Fixnum + - * with a Float are direct
pairs = [[1, 2**70], [1, 1.5], [2**70, 1.5]]
%w(+ - * / % divmod div modulo quo fdiv).each do |m|
  pairs.each do |a, b|
    calls = []
    set_trace_func proc { |ev, f, l, id, bb, k|
      calls << "#{k}##{id}" if ev =~ /call/ && id.to_s != "set_trace_func" }
    r = a.send(m, b)
    set_trace_func nil
    puts "#{a} #{m} #{b} = #{r.inspect} #{calls.join(',')}"
  end
end
class Bignum
  alias orig_plus +
  def +(o) $seen << [:big_plus, o]; orig_plus(o) end
end
class Float
  alias orig_div /
  def /(o) $seen << [:float_div, o]; orig_div(o) end
end
$seen = []
p [1 + 2**70, 1 / 2.0, (2**70) / 4.0, 1 + 2.0]
p $seen
