# character lengths of each_char and getch over all 256 bytes, per $KCODE
require 'stringio'; require 'strscan'
all = (0..255).map { |b| b.chr }.join
%w(n u e s).each { |k|
  $KCODE = k
  a = StringIO.new(all).each_char.map { |c| c.size }
  s = StringScanner.new(all); b = []; while c = s.getch; b << c.size; end
  puts "#{k}: #{a.inject(0) { |x, y| x + y }} #{a.size} #{a.join.hash == b.join.hash} #{a.join}"
}
