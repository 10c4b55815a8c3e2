# Method#to_proc frames: placed at the def's compilation unit's last line
def foo(x)
  raise "boom" if x == 2
  caller(0)[0, 2]
end
m = method(:foo)
pr = m.to_proc
puts pr.call(1)
begin
  [2].each(&m)
rescue => e
  puts e.backtrace
end
puts [1].map(&m).first
eval("def efoo(x)\n  caller(0)[1]\nend\n\n", binding, "ev.rb", 50)
puts method(:efoo).to_proc.call(1)
Object.send(:define_method, :bar) { |x| caller(0)[1] }
puts method(:bar).to_proc.call(1)
class K; def im(a); caller(0)[1]; end; alias am im; end
puts K.new.method(:am).to_proc.call(1)
puts K.instance_method(:im).bind(K.new).to_proc.call(1)
def mk
  method(:foo).to_proc
end


puts mk.call(3)
