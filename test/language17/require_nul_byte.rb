# require and load refuse a name with a NUL byte (ArgumentError), even when
# the part before it names a feature already loaded; taint is checked first
require "set"
["set\0", "enumerator\0", "set.rb\0x", "\0", "no_such\0lib"].each do |n|
  begin
    p require(n)
  rescue ArgumentError, LoadError => e
    p [n, e.class, e.message]
  end
  begin
    load n
  rescue ArgumentError, LoadError => e
    p [n, e.class, e.message]
  end
end
Thread.new do
  $SAFE = 1
  begin
    require "x\0".taint
  rescue SecurityError => e
    p e.class
  end
end.join
# a name with an extension's suffix is read up to the NUL: a listed one is
# false, an extension found is loaded, one not found raises
["set.so\0x", "etc.so\0", "etc.so\0", "etc.o\0", "nope.so\0"].each do |n|
  begin
    p require(n)
  rescue ArgumentError, LoadError => e
    p [n, e.class, e.message]
  end
end
p $".grep(/etc/)
