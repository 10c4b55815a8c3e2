# a deadlock is reported (1.8.7's format) and raises a fatal error that
# `rescue Exception` catches; the program then ends with status 1
ruby = File.readlink("/proc/self/exe")
progs = [
  'begin
     Thread.new { Thread.stop }.join
   rescue Exception => e
     p e.class, e.message
   end
   p :after',
  'q = Thread.new { Thread.stop }
   r = Thread.new { q.join }
   sleep 0.1
   begin
     r.join
   rescue Exception => e
     p e.class
   end
   exit 0',
  'Thread.new { Thread.stop }.join',
]
progs.each_with_index do |prog, i|
  File.open("dl#{i}.rb", "w") { |f| f.write(prog) }
  out = `#{ruby} dl#{i}.rb 2>&1`
  puts out.gsub(/0x[0-9a-f]+/, "0xX")
  p $?.exitstatus
end
