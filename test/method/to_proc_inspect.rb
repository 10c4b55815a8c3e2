# Method#to_proc (and other procs with an empty or C-made body) inspect with
# the place they were made.
def show(label, pr)
  puts "#{label}: #{pr.inspect.sub(/0x[0-9a-f]+/, '0xX')} #{pr.to_s == pr.inspect}"
end
def m(&b) b end
def foo(a) a end
show("Fixnum#+", 1.method(:+).to_proc)
show("Array#push", [].method(:push).to_proc)
show("own method", method(:foo).to_proc)
show("rebound", method(:foo).unbind.bind(self).to_proc)
show("empty proc", proc {})
show("empty lambda", lambda {})
show("empty Proc.new", Proc.new {})
show("empty block", m {})
show("symbol", m(&:upcase))
show("method as block", m(&method(:puts)))
show("body", proc { 1 })
p 1.method(:+).to_proc.call(2)
