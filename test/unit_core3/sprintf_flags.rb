require 'helper'
vals = [0, 1, -1, 255, -255, 2**64, -(2**64), 1.5, -1.5, 0.0, -0.0, 1e20, 1.0/0, -1.0/0, 0.0/0, "12", nil]
convs = %w(d i u o x X b B e E f g G a s p c)
flags = ["", "+", " ", "-", "0", "#", "+0", "- ", "#0", "+#"]
ws = ["", "8", ".3", "8.3", ".0", "1"]
convs.each do |c|
  vals.each do |v|
    out = []
    flags.each { |f| ws.each { |w| fmt = "%#{f}#{w}#{c}"; out << (begin; sprintf(fmt, v); rescue Exception => e; e.class.to_s[0, 3]; end) } }
    puts "#{c} #{v.inspect}: #{out.join('|')}"
  end
end
show(:pct) { [sprintf("%%"), sprintf("%-%"), sprintf("%5%")] rescue $! }
show(:bad) { sprintf("%") }
show(:bad2) { sprintf("%.") }
show(:bad3) { sprintf("%z", 1) }
show(:bad4) { sprintf("% ") }
show(:bad5) { sprintf("%1$d %d", 1) }
show(:bad6) { sprintf("%d %1$d", 1) }
show(:pos) { sprintf("%2$s %1$s", "a", "b") }
show(:pos_bad) { sprintf("%3$s", "a") }
show(:pos0) { sprintf("%0$s", "a") }
show(:star) { [sprintf("%*d", 5, 1), sprintf("%-*d", -5, 1), sprintf("%.*f", 2, 1.0), sprintf("%*.*f", 8, 2, 1.0)] }
show(:star_pos) { sprintf("%1$*2$d", 1, 5) }
show(:star_bad) { sprintf("%*d", "a", 1) }
show(:too_few) { sprintf("%d") }
show(:too_many) { sprintf("%d", 1, 2) }
show(:debug_too_many) { $DEBUG = true; r = (sprintf("%d", 1, 2) rescue $!.class); $DEBUG = false; r }
show(:width_big) { sprintf("%99999999999d", 1) }
show(:prec_big) { sprintf("%.99999999999d", 1) }
show(:nl) { sprintf("%\n") }
show(:nul) { sprintf("%\0") }
show(:c_str) { [sprintf("%c", "ab"), sprintf("%c", 256), sprintf("%c", -1)] rescue $! }
show(:c_big) { sprintf("%c", 2**64) }
show(:s_prec) { [sprintf("%.2s", "abc"), sprintf("%5.1s|", "abc"), sprintf("%-5s|", nil)] }
show(:to_int) { o = Object.new; def o.to_int; 7; end; sprintf("%d", o) }
show(:to_i_str) { [sprintf("%d", "0x1f"), sprintf("%d", " 12 "), sprintf("%d", "1_0")] }
show(:d_badstr) { sprintf("%d", "1.5") }
show(:d_float_big) { sprintf("%d", 1e30) }
show(:f_str) { sprintf("%f", "1.5") }
show(:f_badstr) { sprintf("%f", "x") }
show(:f_nil) { sprintf("%f", nil) }
show(:x_neg_f) { sprintf("%x", -1.5) }
show(:hash_arg) { sprintf("%s", {1 => 2}) }
show(:flag_after_width) { sprintf("%5-d", 1) }
show(:dup_flags) { sprintf("%++--5d", 1) }
show(:width_twice) { sprintf("%5*d", 1, 2) }
show(:prec_twice) { sprintf("%.5.2d", 1) }
show(:taint) { sprintf("%s", "a".taint).tainted? }
show(:taint_fmt) { sprintf("a".taint).tainted? }
show(:big_o) { [sprintf("%o", -(2**64)), sprintf("%#o", -(2**64)), sprintf("%b", -5), sprintf("%.8b", -5), sprintf("%08b", -5), sprintf("% b", -5), sprintf("%+x", -255), sprintf("%#X", 255), sprintf("%#x", 0), sprintf("%#o", 0), sprintf("%#b", 0)] }
show(:e_big) { [sprintf("%e", 2**100), sprintf("%.0e", 1.5), sprintf("%#.0e", 1.5), sprintf("%#.0f", 1.0), sprintf("%g", 1e-5), sprintf("%g", 123456789.0), sprintf("%#g", 1.0), sprintf("%.30f", 0.1), sprintf("%.60g", 1.0/3)] }
show(:f_huge) { sprintf("%f", 1e300).size }
show(:a) { sprintf("%a", 1.0) }
