# A script read from stdin (piped or redirected from a file) gets DATA:
# STDIN itself, left just after the __END__ line, lineno counted; an
# __END__ line inside a literal is not the end (the interpreter runs as a
# child from /proc/self/exe)
ruby = File.readlink("/proc/self/exe")
src = "p DATA.equal?(STDIN), DATA.lineno, $.\np DATA.gets, DATA.lineno\np STDIN.read\n__END__\nhello\nworld\n"
lit = "x = <<E\n__END__\nE\ny = \"\n__END__\n\"\np x, y, DATA.read\n__END__\nrest\n"
bad = "p 1+\n__END__\nzz\n"
path = "stdin_data_script.rb"
[src, lit, bad, "p 1\n__END__", "__END__\nabc\n", ""].each do |s|
  puts "-- #{s[0, 12].inspect}"
  IO.popen("#{ruby} 2>&1", "r+") { |io| io.write(s); io.close_write; print io.read }
  File.open(path, "w") { |f| f.write(s) }
  print `#{ruby} - < #{path} 2>&1`
  next unless s == src
  File.open(path, "w") { |f| f.write("#x\n" + s) }   # stdin not at offset 0
  print `(dd bs=1 count=3 >/dev/null 2>&1; #{ruby}) < #{path} 2>&1`
end
File.delete(path)
