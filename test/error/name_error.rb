# NameError / NoMethodError: name, args, and the lazily formatted message.
begin
  undefined_thing
rescue NameError => e
  p e.class
  p e.name
  puts e.message
end
begin
  nil.foo(1, 2)
rescue NoMethodError => e
  p e.name
  p e.args
  puts e.message
end
begin
  5.bar
rescue NoMethodError => e
  puts e.message
end
class Foo; end
begin
  Foo.new.baz
rescue NoMethodError => e
  puts e.message.sub(/0x[0-9a-f]+/, "X")
end
begin
  Foo.qux
rescue NoMethodError => e
  puts e.message
end
n = NameError.new("msg", :nm)
p [n.message, n.name]
m = NoMethodError.new("m", :x, [1])
p [m.message, m.name, m.args]
