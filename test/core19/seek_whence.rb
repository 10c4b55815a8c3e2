# IO#seek takes stdio's three whences only (EINVAL for 3, 4 and others,
# the pending output written first) (IO#sysseek is lseek(2) itself)
File.open("seek_f", "w") { |f| f.write "line1\nline2\n" }
def t(label, mode)
  File.open("seek_f", mode) do |f|
    r = begin; yield f; rescue Exception => e; "#{e.class}: #{e.message}"; end
    puts "#{label}: #{r.inspect}"
  end
end
t(:seek3, "r") { |f| f.seek(2, 3) }
t(:seek4, "r") { |f| f.seek(0, 4) }
t(:seek_neg, "r") { |f| f.seek(0, -1) }
t(:seek_big, "r") { |f| f.seek(0, 2**40) }
t(:seek3_pos, "r") { |f| f.read(2); r = (f.seek(1, 3) rescue $!.class); [r, f.pos, f.read(1)] }
t(:seek3_w, "r+") { |f| f.write "AB"; r = (f.seek(0, 3) rescue $!.class); [r, File.read("seek_f")[0, 3]] }
t(:sysseek5, "r") { |f| f.sysseek(0, 5) }
t(:seek_ok, "r") { |f| [f.seek(-2, IO::SEEK_END), f.read] }
