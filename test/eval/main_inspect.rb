p self
puts self.to_s
p self.singleton_methods.sort
@x = 1
puts self.inspect.sub(/0x[0-9a-f]+/, "X")
puts self.to_s
