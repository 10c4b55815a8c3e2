# the classes, modules, methods and constants the extensions of ext/ add
# (and what they add to core classes), as 1.8.7's
before = []
ObjectSpace.each_object(Module) { |m| before << m }
%w(stringio strscan zlib digest digest/md5 digest/sha1 digest/rmd160 etc fcntl
   io/wait io/nonblock iconv pty syslog sdbm bigdecimal nkf racc/cparse thread
   enumerator socket).each { |lib| require lib }
after = []
ObjectSpace.each_object(Module) { |m| after << m unless before.include?(m) }
core = %w(IO String Kernel Object Array Hash Integer Numeric Float File Thread Module Class Time)
touched = after + before.select { |m| core.include?(m.name) }
touched.map { |m| m.name.to_s }.reject { |n| n.empty? || n =~ /#<|Config/ }.sort.uniq.each do |n|
  m = eval(n)
  puts "#{n}: #{m.public_instance_methods(false).sort.join(' ')}"
  puts "  s: #{m.singleton_methods(false).sort.join(' ')}"
  puts "  c: #{m.constants.sort.join(' ')}" if m.constants.size < 200
end
