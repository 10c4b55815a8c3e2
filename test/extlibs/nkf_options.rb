# NKF: every output code with every input code and the options -x -X -Z
# (-Z1..-Z3) -m0 -Lu -Lw -Lm on a mixed text, Kconv's guesses and to*
# methods on it (a digest a line), and -Z on JIS rows 1 to 13
require "nkf"
require "kconv"
require "digest/md5"

def h(s) Digest::MD5.hexdigest(s)[0, 12] end

src = "ASCII 日本語 ｶﾀｶﾅﾃﾞｽ ﾊﾟ ＡＢＣ１２３　！＂＃＄％＆ ①Ⅰ㈱ ～−¢£¬ ㍉ 髙﨑 ‖―\r\nline2\n"
texts = { "w" => src }
%w(e s j).each { |c| texts[c] = NKF.nkf("-W -#{c} -x", src) }
outs = %w(-e -s -j -w -w16 -w16L)
mods = ["", "x", "Z", "Z1", "Z2", "Z3", "xZ", "m0", "X", " -Lu", " -Lw", " -Lm"]
texts.each { |c, t|
  ["", "-#{c.upcase}"].each { |i| outs.each { |o| mods.each { |m|
    opt = [i, o + m].join(" ").strip
    puts "#{c} #{opt.ljust(16)} #{h(NKF.nkf(opt, t))}"
  } } }
  p [c, NKF.guess(t), Kconv.guess(t), Kconv.guess_old(t), t.iseuc ? 1 : 0, t.issjis ? 1 : 0, t.isutf8 ? 1 : 0]
  %w(toeuc tosjis tojis toutf8 toutf16).each { |m| puts "#{c} #{m} #{h(t.send(m))}" }
}
[0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x28, 0x2d].each { |r|
  line = (0x21..0x7e).map { |c|
    e = [r | 0x80, c | 0x80].pack("C2")
    %w(-EeZ -EeZ1 -EeZ2 -EeZ3 -EwZ -EjZ).map { |o| NKF.nkf(o, e) }.join("|")
  }
  puts "Z row #{r.to_s(16)} #{h(line.join("\n"))}"
}
