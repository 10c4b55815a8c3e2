# Kernel#syscall: integer and string arguments, argument count and type errors
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
try("getpid") { syscall(39) == Process.pid }
try("getpid float number") { syscall(39.7) == Process.pid }
try("no arguments") { syscall }
try("nine arguments") { syscall(39, 1, 2, 3, 4, 5, 6, 7, 8) }
try("eight arguments") { syscall(39, 1, 2, 3, 4, 5, 6, 7) == Process.pid }
try("string number") { syscall("x") }
try("nil argument") { syscall(39, nil) }
try("frozen string argument") { syscall(39, "a".freeze) }
try("bignum argument") { syscall(39, 2**70) }
try("unknown call") { syscall(-1) }
try("write from a string") { $stdout.flush; syscall(1, 1, "hello\n", 6) }
try("setruid") { Process::Sys.setruid(0) }
try("setrgid") { Process::Sys.setrgid(0) }
