d = "rd"; Dir.mkdir(d) rescue nil

File.open("#{d}/a","w"){|f| f.write "hello\nworld\n"}
def t(f, m, *a)
  r = f.send(m, *a)
  r = r.is_a?(File::Stat) ? :stat : r
  r = (r == f) ? :self : r
  p [m, r]
rescue Exception
  p [m, $!.class, $!.message.sub("rd", "D")]
end
[[["#{d}/nonexist"], "r"], [[d, "w"], "r"], [["#{d}/nonexist", "w"],"r"], [["#{d}/nonexist", "r+"],"w"], [["#{d}/zz/q", "a"],"r+"]].each do |args, om|
  f = File.open("#{d}/a", om)
  begin
    f.reopen(*args)
  rescue Exception
    p [$!.class, $!.message.sub(d,'D')]
  end
  fd = f.fileno
  p fd.class
  p fd < 0
  t(f, :pos); t(f, :read); t(f, :eof?); t(f, :sysread, 3); t(f, :syswrite, "a"); t(f, :print, "a"); t(f, :flush)
  t(f, :getc); t(f, :seek, 0); t(f, :rewind); t(f, :stat); t(f, :sync); t(f, :tty?); t(f, :lineno)
  t(f, :inspect)
  t(f, :reopen, "#{d}/a", "r")
  t(f, :gets)
  t(f, :close); t(f, :closed?)
end
