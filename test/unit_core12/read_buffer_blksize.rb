# a buffered read fills stdio's buffer as 1.8.7's does: st_blksize bytes
# (4096 for a file or a pipe here), which decides where the descriptor is
# left (seen in /proc/self/fdinfo) and what a sharing stream reads next
def fdpos(io) File.read("/proc/self/fdinfo/#{io.fileno}")[/pos:\s*(\d+)/, 1].to_i end
File.open("big", "w") { |f| f.write((0...20000).map { |i| (i % 251).chr }.join) }
f = File.open("big")
f.getc; p fdpos(f)
f.read(5000); p fdpos(f)
f.gets; p fdpos(f)
f.seek(10); p fdpos(f)
f.seek(5000); p fdpos(f)
f.seek(4096); p fdpos(f)
f.getc; p fdpos(f)
f.seek(100, IO::SEEK_CUR); p fdpos(f)
f.seek(12000); f.getc; p fdpos(f)
f.seek(4200); f.read(3); p fdpos(f)
r, w = IO.pipe
w.write "y" * 10000; w.flush
r.getc
p r.read_nonblock(100000).size
p r.read_nonblock(100000).size
