# popen/backtick do not flush $stdout, system/fork/popen("-") do, exec drops what is buffered
puts "a"; IO.popen("echo x"){|f| f.read}; warn "w1"; puts "b"; open("|echo y") { |f| f.read }; warn "w2"; puts "c"; `echo z`; warn "w3"; puts "d"; IO.popen("cat", "w") { |f| f.puts "from cat" }; warn "w4"; puts "e"; system("true"); warn "w5"; puts "f"; fork { }; Process.wait; warn "w6"; puts "g"; IO.popen("-") { |f| f ? f.read : exit! }; warn "w7"
x = `echo back`; warn "w8"; puts "h"; exec("echo", "exec'd") 
