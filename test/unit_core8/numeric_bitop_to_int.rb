# & | ^ convert a non-Fixnum operand (and a Bignum's any operand) with
# to_int, << >> and Fixnum#[] a Float one: seen by a trace hook
pairs = [[1, 2**70], [2**70, 1], [2**70, 2**70], [1, 1.5], [2**70, 1.5]]
%w(& | ^ << >> []).each do |m|
  pairs.each do |a, b|
    next if m == "<<" && b == 2**70
    calls = []
    set_trace_func proc { |ev, f, l, id, bb, k|
      calls << "#{k}##{id}" if ev =~ /call/ && id.to_s != "set_trace_func" }
    r = a.send(m, b)
    set_trace_func nil
    puts "#{a} #{m} #{b} = #{r.to_s.size > 40 ? r.class : r.inspect} #{calls.join(',')}"
  end
end
