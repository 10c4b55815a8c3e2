# after memory runs out (address space capped) and the program rescues
# NoMemoryError, Float math and Bignums still work (libm/libgmp load late)
ruby = File.readlink("/proc/self/exe")
prog = 'a = []
begin
  loop { a << "x" * 1_000_000 }
rescue NoMemoryError => e
  a = nil
  p e.class
end
p Math.sqrt(2.0)
p 2 ** 100'
File.open("oom_child.rb", "w") { |f| f.write(prog) }
print `sh -c 'ulimit -v 200000; exec #{ruby} oom_child.rb' 2>&1`
p $?.exitstatus
