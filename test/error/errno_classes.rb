# Errno classes: numbers, messages, SystemCallError.new mapping and ===.
p Errno::ENOENT::Errno
p Errno::EPIPE.new.message
p Errno::EPIPE.new("pipe").message
p Errno::EAGAIN.superclass
e = SystemCallError.new("hi", 13)
p e.class
p e.message
p e.errno
u = SystemCallError.new("what", 99999)
p u.class
p u.errno
p SystemCallError.new(nil).message
p SystemCallError === Errno::ENOENT.new
p Errno::ENOENT === Errno::EACCES.new
p Errno::EACCES === SystemCallError.new("x", 13)
begin
  raise Errno::EEXIST, "thing"
rescue SystemCallError => x
  puts "#{x.class}: #{x.message} (#{x.errno})"
end
p Errno.constants.include?("EINVAL")
