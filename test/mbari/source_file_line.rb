# __file__ / __line__ on Proc, Method and UnboundMethod (MBARI API)
def one; end
def two(a,
        b)
  a
end
class K
  define_method(:dm) { 1 }
  attr_accessor :acc
  def k; end
  alias k2 k
  def self.cm
  end
end
name = File.basename(__FILE__)
p [File.basename(method(:one).__file__) == name, method(:one).__line__]
p method(:two).__line__ >= 3
p K.instance_method(:dm).__line__
p K.new.method(:dm).__line__
p K.instance_method(:k).__line__, K.instance_method(:k2).__line__
p K.method(:cm).__line__
p K.new.method(:k).unbind.__line__
pr = lambda { |x|
  x
}
p pr.__line__
p pr.dup.__line__, pr.clone.__line__
p Proc.new { }.__line__
def takes(&b) b end
p takes { }.__line__
e = eval("proc { }", nil, "virtual.rb", 77)
p [e.__file__, e.__line__]
eval("def from_eval; end", nil, "ev.rb", 5)
p [method(:from_eval).__file__, method(:from_eval).__line__]
[[K.instance_method(:acc), "attr"], [K.instance_method(:acc=), "attr="],
 [1.method(:+), "Fixnum#+"], [Kernel.instance_method(:puts), "puts"]].each do |m, what|
  [:__file__, :__line__].each do |sel|
    begin
      m.send(sel)
      puts "#{what} #{sel}: no error"
    rescue ArgumentError
      puts "#{what} #{sel}: ArgumentError"
    end
  end
end
p method(:one).to_proc.__line__
begin
  Proc.instance_method(:__line__).bind(Object.new).call
rescue TypeError => e
  puts "TypeError"
end
