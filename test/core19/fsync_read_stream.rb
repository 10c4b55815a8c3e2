# IO#fsync flushes the stream even when it only reads (as fflush(3) of an
# input stream): the unread input is given back to the descriptor, so
# sysseek and sysread may follow and read on from the logical position
File.open("fsync_f", "w") { |f| f.write "line1\nline2\n" }
def t(label, mode)
  File.open("fsync_f", mode) do |f|
    r = begin; yield f; rescue Exception => e; "#{e.class}: #{e.message}"; end
    puts "#{label}: #{r.inspect}"
  end
end
t(:no_fsync, "r") { |f| f.readline; f.sysseek(3) }
t(:sysseek, "r") { |f| f.readline; f.fsync; f.sysseek(3) }
t(:sysseek_rw, "r+") { |f| f.readline; f.fsync; [f.sysseek(3), f.sysread(2)] }
t(:sysread, "r") { |f| f.read(1); f.fsync; f.sysread(1) }
t(:read_on, "r") { |f| f.getc; f.fsync; [f.pos, f.read(2), f.sysread(1)] }
t(:gets_on, "r") { |f| f.gets; f.fsync; [f.lineno, f.gets, f.eof?] }
t(:at_eof, "r") { |f| f.read; f.fsync; [f.pos, f.read, (f.sysread(1) rescue $!.class)] }
t(:flush_ro, "r") { |f| f.readline; f.flush }
t(:unget_same, "r") { |f| f.getc; f.ungetc(?l); f.fsync; f.read }
