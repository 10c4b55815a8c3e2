# readpartial / read_nonblock on a file with buffered output: the read(2)
# goes where the descriptor is, and the output then goes out where the
# read left the descriptor (sysread leaves it buffered until later)
def t(desc)
  File.open("t0", "w") { |f| f.write "0123456789abcdefghij" }
  f = File.open("t0", "r+")
  r = begin
    yield(f)
  rescue Exception => e
    e
  end
  f.close rescue nil
  puts "#{desc}: #{r.inspect} #{File.read("t0").inspect}"
end
t("w rn") { |f| f.write "x"; [f.read_nonblock(3), f.pos] }
t("w rn rn") { |f| f.write "x"; [f.read_nonblock(3), f.read_nonblock(2), f.pos] }
t("w rp rp") { |f| f.write "x"; [f.readpartial(3), f.readpartial(2), f.pos] }
t("w rn sr") { |f| f.write "x"; [f.read_nonblock(3), f.sysread(2), f.pos] }
t("w sr rn") { |f| f.write "x"; [f.sysread(3), f.read_nonblock(2), f.pos] }
t("w rn sysseek") { |f| f.write "x"; [f.read_nonblock(3), f.sysseek(0, IO::SEEK_CUR), f.pos] }
t("w rn0 rn") { |f| f.write "x"; [f.read_nonblock(0), f.read_nonblock(2), f.pos] }
t("w w rn sr") { |f| f.write "x"; f.write "y"; [f.read_nonblock(3), f.sysread(2), f.pos] }
t("w rn w rn rn") { |f| f.write "x"; [f.read_nonblock(3), f.write("y"), f.read_nonblock(2), f.read_nonblock(2), f.pos] }
t("rn w rn rn") { |f| [f.read_nonblock(3), f.write("y"), f.read_nonblock(2), f.read_nonblock(2), f.pos] }
t("seek w rn sr") { |f| f.seek(2); f.write "x"; [f.read_nonblock(3), f.sysread(2), f.pos] }
t("g w rn sr") { |f| f.getc; f.write "x"; [f.read_nonblock(3), f.sysread(2), f.pos] }
t("w rn(30) rp") { |f| f.write "x"; [f.read_nonblock(30), f.readpartial(2), f.pos] }
