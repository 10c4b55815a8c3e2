# NKF: every two-byte code of each input charset through every output
# charset, one digest a JIS row (or Unicode block): nkf's tables, its IBM
# and NEC extensions, eucJP-ms's JIS X 0212 rows, the Mac OS additions
# for Unicode output, the user-defined area and what nkf drops
require "nkf"
require "digest/md5"

def row(label, inputs, opts)
  outs = inputs.map { |s| opts.map { |o| NKF.nkf(o, s) }.join("|") }
  puts "#{label} #{Digest::MD5.hexdigest(outs.join("\n"))[0, 12]}"
end

R = (0x21..0x7e).to_a
R.each { |r| row("euc %02x" % r, R.map { |c| [r | 0x80, c | 0x80].pack("C2") }, %w(-Ej -Es -Ew -Ee -Ew16)) }
R.each { |r| row("x0212 %02x" % r, R.map { |c| [0x8f, r | 0x80, c | 0x80].pack("C3") }, %w(-Ee -Es -Ew -Ej)) }
R.each { |r| row("jis %02x" % r, R.map { |c| "\e$B" + [r, c].pack("C2") + "\e(B" }, %w(-Je -Js -Jw -Jj)) }
R.each { |r| row("jisx %02x" % r, R.map { |c| "\e$(D" + [r, c].pack("C2") + "\e(B" }, %w(-Je -Js -Jw -Jj)) }
TRAILS = (0x40..0x7e).to_a + (0x80..0xfc).to_a
((0x81..0x9f).to_a + (0xe0..0xfc).to_a).each { |l|
  row("sjis %02x" % l, TRAILS.map { |t| [l, t].pack("C2") }, %w(-Se -Sj -Sw -Ss))
}
(0x00..0xff).each { |hi|
  us = (0..255).map { |lo| hi << 8 | lo }.reject { |u| u < 0x80 || (u >= 0xd800 && u < 0xe000) || u > 0xfffd }
  row("u+%02x" % hi, us.map { |u| [u].pack("U") }, %w(-We -Ws -Wj -Ww)) unless us.empty?
}
