require 'helper'
dirs = %w(a A Z b B h H c C s S l L q Q n N v V U w D d F f E e G g x X @ m M u i I j)
vals = [[], [1], [-1], [255], [65535], [2**31], [-2**31], [2**64], [-(2**64)], [1.5], [nil], ["abc"], ["a"*70], ["\xff\x00"], [[1]], [0x10ffff], [0x110000]]
dirs.each do |d|
  [d, "#{d}2", "#{d}*", "#{d}0", "#{d}_", "#{d}!"].each do |f|
    r = vals.map { |v| begin; x = v.pack(f); x.unpack("H*")[0]; rescue Exception => e; e.class.to_s[0, 4] + (e.message =~ /unknown|too few|too long|no implicit|out of range|can't convert|not supported|nil/ ? ":" + $& : ""); end }
    puts "#{f}: #{r.join(' ')}"
  end
end
strs = ["", "\x01", "\x01\x02\x03\x04\x05\x06\x07\x08\x09", "abc  \0\0 ", "\xff" * 10, "YWJj\n", "=41=\n", "#86)C\n", "a=\nb", "=4"]
dirs.each do |d|
  [d, "#{d}2", "#{d}*", "#{d}0", "#{d}_", "#{d}!"].each do |f|
    r = strs.map { |s| begin; s.unpack(f).inspect; rescue Exception => e; e.class.to_s[0, 4]; end }
    puts "u #{f}: #{r.join(' ')}"
  end
end
show(:pct) { [1].pack("%") }
show(:upct) { "a".unpack("%") }
show(:unknown) { [1].pack("y") }
show(:uunknown) { "a".unpack("y") }
show(:space) { [1, 2].pack("C C") }
show(:comment) { [1, 2].pack("C#foo\nC") }
show(:at) { ["a", "b"].pack("a@3a") }
show(:at_back) { ["abc", "d"].pack("a3@1a") }
show(:X_err) { [].pack("X") }
show(:uX_err) { "a".unpack("X2") }
show(:ux_err) { "a".unpack("x2") }
show(:u_at_err) { "a".unpack("@2") }
show(:m0) { ["a" * 100].pack("m0") rescue $!.class }
show(:m_len) { ["a" * 100].pack("m30") }
show(:m_len1) { ["abc"].pack("m1") }
show(:u_len) { ["a" * 100].pack("u30") }
show(:M_long) { ["a" * 100 + "\t\n"].pack("M") }
show(:M_bin) { ["\xff=\t x \n"].pack("M") }
show(:M_num) { [123].pack("M") }
show(:m_unpack_bad) { "!!!".unpack("m") }
show(:w_big) { [2**100].pack("w").unpack("w") }
show(:w_neg) { [-1].pack("w") }
show(:U_neg) { [-1].pack("U") }
show(:U_bad) { "\xff".unpack("U") }
show(:U_short) { "\xe3\x81".unpack("U") }
show(:U_overlong) { "\xc0\x80".unpack("U") }
show(:U_many) { "\xe3\x81\x82\x61".unpack("U*") }
show(:P) { x = ["abc"].pack("P"); x.size }
show(:P_nil) { [nil].pack("P").unpack("P") }
show(:p_nil) { [nil].pack("p").unpack("p") }
show(:P_unpack_bad) { "12345678".unpack("P") }
show(:p_round) { x = ["abc"].pack("p"); x.unpack("p") }
show(:P_round) { x = ["abcdef"].pack("P"); x.unpack("P3") }
show(:taint) { ["a".taint].pack("a").tainted? }
show(:unpack_taint) { "a".taint.unpack("a")[0].tainted? }
show(:float_str) { ["1.5"].pack("f") }
show(:int_str) { ["1"].pack("C") }
show(:int_float) { [1.9, -1.9].pack("cc").unpack("cc") }
show(:pack_to_int) { o = Object.new; def o.to_int; 5; end; [o].pack("C") }
show(:pack_to_str) { o = Object.new; def o.to_str; "xy"; end; [o].pack("a*") }
show(:h_odd) { ["abc"].pack("h*").unpack("h*") }
show(:b_round) { ["10110"].pack("b*").unpack("b*") }
show(:B_nonbin) { ["1x2y"].pack("B*") }
show(:H_nonhex) { ["zg"].pack("H*") }
show(:Z_star) { ["abc"].pack("Z*").unpack("Z*Z*") }
show(:a_count) { ["abc", "d"].pack("a2a2") }
show(:neg_count) { [1].pack("C-1") rescue $!.class }
show(:count_big) { [1].pack("x99999999999999999999") rescue $!.class }
show(:j) { [1].pack("j") rescue $!.class }
def t(s)
  r = begin; eval(s); rescue Exception => e; e; end
  puts "#{s} => #{r.inspect}"
  $stdout.flush
end
t '["a"].pack("x99999999999999999999")'
t '"".unpack("@")'
t '"ab".unpack("@3")'
t '"".unpack("@0")'
t '"ab".unpack("x@")'
t '[].pack("@99999999999999999999")'
t '[1].pack("C99999999999999999999")'
t '"ab".unpack("@*")'
t '"".unpack("X")'
t '"a".unpack("C99999999999999999999")'
t '"abc".unpack("a99999999999999999999")'
t '"abc".unpack("x99999999999999999999")'
t '"abc".unpack("X99999999999999999999")'
t '[1].pack("C18446744073709551615")'
t '[1].pack("C18446744073709551614")'
t '[1].pack("C9223372036854775808")'
t '[1].pack("C9223372036854775807")'
