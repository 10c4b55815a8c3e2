require 'helper'
%w(u e s n).each do |k|
  $KCODE = k
  s = k == 'u' ? "a\xe3\x81\x82b\xe3\x81\x84" : k == 'e' ? "a\xa4\xa2b\xa4\xa4" : k == 's' ? "a\x82\xa0b\x82\xa2" : "a\xe3\x81\x82b"
  puts "== #{k} #{$KCODE}"
  show(:inspect) { s.inspect }
  show(:reverse) { s.reverse.unpack("H*") }
  show(:split) { s.split("").size }
  show(:scan) { s.scan(/./).size }
  show(:chars) { s.chars.to_a.size }
  show(:each_char) { a = []; s.each_char { |c| a << c }; a.size }
  show(:succ) { s.succ.unpack("H*") }
  show(:tr) { s.tr("a", "X").unpack("H*") }
  show(:jlength) { require 'jcode'; s.jlength }
  show(:center) { s.center(12).size }
  show(:upcase) { s.upcase.unpack("H*") }
  show(:index) { [s.index("b"), s.rindex("b")] }
  show(:regex_i) { s =~ /B/i }
  show(:dump) { s.dump }
  show(:slice) { s[1, 1].unpack("H*") }
  show(:chop) { s.chop.unpack("H*") }
  show(:squeeze) { (s + s).squeeze.size }
  show(:count) { s.count("a-z") }
  show(:delete) { s.delete("a").size }
  show(:sym) { s.to_sym.inspect }
  show(:re) { /./.match(s[1..-1])[0].size }
  show(:re_src) { Regexp.new(s).inspect }
  show(:re_kc) { [/a/.kcode, /a/u.kcode, /a/e.kcode, /a/s.kcode, /a/n.kcode] }
  show(:re_opts) { [/a/u.options, /a/n.options, /a/e.options, /a/s.options, Regexp.new("a", nil, "u").options, Regexp.new("a", nil, "n").inspect] }
  show(:re_escape) { Regexp.escape(s).size }
  show(:upto) { a = []; "\xe3\x81\x82".upto("\xe3\x81\x84") { |x| a << x }; a.size }
end
show(:kcode_bad) { $KCODE = "x"; $KCODE }
show(:kcode_nil) { $KCODE = nil; $KCODE }
show(:kcode_int) { $KCODE = 1; $KCODE } 
show(:kcode_utf8) { $KCODE = "UTF8"; $KCODE }
show(:kcode_euc) { $KCODE = "EUC"; $KCODE }
show(:kcode_sjis) { $KCODE = "Shift_JIS"; $KCODE }
show(:kcode_none) { $KCODE = "NONE"; $KCODE }
