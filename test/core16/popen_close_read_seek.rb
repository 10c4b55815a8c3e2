# after close_read, a duplex popen seeks its write end: ESPIPE, not EBADF
f = IO.popen("cat >/dev/null", "r+")
f.close_read
[[:pos], [:tell], [:pos=, 0], [:seek, 0], [:seek, 1, IO::SEEK_CUR], [:rewind], [:sysseek, 0], [:eof?], [:read, 1], [:write, "x"]].each do |m, *a|
  begin
    p [m, f.send(m, *a)]
  rescue Exception
    p [m, $!.class, $!.message]
  end
end
f.close
p $?.success?
