# Module#remove_const and the other constant methods with names that are no
# constant names ("A::B" included): which error, which message
["A::B", "a", :a, "@a", "A B", "Object::String"].each do |n|
  %w[remove_const const_defined? const_get const_set].each do |m|
    begin
      r = m == "const_set" ? Object.send(m, n, 1) : Object.send(m, n)
      p [m, n, r]
    rescue NameError, ArgumentError, TypeError => e
      p [m, n, e.class, e.message, e.name]
    end
  end
end
X1 = 1
p Object.send(:remove_const, :X1), defined?(X1)
begin; Object.send(:remove_const, :X1); rescue NameError => e; p [e.message, e.name]; end
