# 1.8.7 on glibc: seek outside the buffer goes to the target's block start
# and reads up to the target (a whole buffer unless it was empty); a seek
# inside the buffer keeps it only once stdio knows the offset.  sysseek and
# sysread refuse while buffered bytes are unread.
F = "data.txt"
def t(n)
  File.open(F, "w") { |w| w.write("abcdefgh") }
  r = []
  open(F) { |f| yield f, r }
rescue => e
  r << "#{e.class}: #{e.message}"
ensure
  puts "#{n}: #{r.inspect}"
end
def try; yield; rescue IOError => e; e.message; end
t(1) { |f, r| r << f.read(2); f.seek(0); r << try { f.sysseek(0) }; r << f.pos }
t(2) { |f, r| r << f.read(2); f.rewind; r << try { f.sysseek(0) } }
t(3) { |f, r| r << f.read(2); f.seek(-2, IO::SEEK_CUR); r << try { f.sysseek(0) } }
t(4) { |f, r| r << f.read(2); f.pos = 2; r << try { f.sysseek(0) }; r << f.pos }
t(5) { |f, r| r << f.read(2); r << try { f.sysseek(0) } }
t(6) { |f, r| r << f.read(2); f.seek(0); r << try { f.sysread(1) } }
t(7) { |f, r| r << f.read(2); f.seek(1); r << try { f.sysread(1) } }
t(8) { |f, r| f.seek(1); r << f.read(2); f.seek(0); r << try { f.sysread(1) } }
t(9) { |f, r| f.seek(1); r << f.read(2); f.seek(2); r << try { f.sysread(1) }; r << f.read }
t(10) { |f, r| f.seek(0); r << f.read(2); f.seek(0); r << try { f.sysread(1) } }
t(11) { |f, r| r << f.read(8); r << try { f.sysseek(0) }; r << f.pos }
t(12) { |f, r| r << f.readpartial(2); r << try { f.sysseek(0) }; r << f.pos }
t(13) { |f, r| f.seek(3); r << f.read(2); r << try { f.sysread(2) }; r << f.pos; r << f.read }
