d = "rd"; Dir.mkdir(d)
File.open("#{d}/a","w"){|f| f.write "hello\nworld\n"}
def t(f, m, *a)
  r = f.send(m, *a)
  r = (r == f) ? :self : r
  p [m, r]
rescue Exception
  p [m, $!.class, $!.message.sub("rd", "D")]
end
f = File.open("#{d}/a"); f.reopen("#{d}/no") rescue p $!.class
t(f, :readlines); t(f, :eof); t(f, :readchar); t(f, :ungetc, 65); t(f, :sync=, true); t(f, :fsync); t(f, :pid); t(f, :binmode); t(f, :readpartial, 3);t(f, :read_nonblock, 3)
t(f, :truncate, 0) ; t(f, :flock, File::LOCK_EX); t(f, :chmod, 0644); t(f, :mtime); t(f, :lstat); t(f, :fcntl, 1)
p IO.select([f], nil, nil, 0) rescue p $!.class
t(f, :reopen, File.open("#{d}/a")); t(f, :gets); t(f, :fileno).class
g = File.open("#{d}/a","w"); g.reopen("#{d}/no/x", "r+") rescue p $!.class
t(g, :dup); t(g, :close_write); t(g, :closed?); t(g, :close); t(g, :close)
h = File.open("#{d}/a"); h.reopen("#{d}/no") rescue 0
t(h, :close_read); t(h, :closed?)
