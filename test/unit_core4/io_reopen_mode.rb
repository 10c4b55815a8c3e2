# IO#reopen(path) without a mode reopens with the mode the IO has; close_read twice on a duplex pipe
%w(w a r+ w+ a+).each do |m|
  File.open("o.txt", "w") { |f| f.write "0123456789" }
  File.delete("n.txt") rescue nil
  begin
    x = File.open("o0.txt", m); x.reopen("o.txt"); x.write "AB"; x.close
    p [m, File.read("o.txt")]
  rescue => e
    p [m, e]
  end
  begin
    x = File.open("o0.txt", m); x.reopen("n.txt"); x.write "AB"; x.close
    p [m, File.read("n.txt")]
  rescue => e
    p [m, e]
  end
end
r, w = IO.pipe
w.reopen("o.txt"); w.write "W"; w.close; p File.read("o.txt")
r.reopen("o.txt"); p r.read
p $stderr.reopen("o2.txt").equal?($stderr)
$stderr.write "err"; $stderr.flush; $stderr.reopen(STDOUT); p File.read("o2.txt")
f = IO.popen("cat", "r+")
p f.close_read
f.puts "ok"
p((f.close_read rescue $!))
p f.closed?
p((f.close_write rescue $!))
p f.closed?
f = IO.popen("cat", "r+")
p f.close_write
p((f.close_write rescue $!))
p f.read
p((f.close_read rescue $!))
p f.closed?
