$out = []
set_trace_func proc { |ev, f, l, id, b, k| $out << [ev, l, id, k] if f == __FILE__ }
class TrA
  def m(x)
    y = x + 1
    [1, 2].each do |z|
      y += z
    end
    raise "q" if y > 100
    y
  end
  attr_reader :foo
end
module TrM; end
a = TrA.new
a.m(1)
begin
  a.m(200)
rescue
  nil
end
x = a.foo
x = <<EOS
heredoc
EOS
y = 1 if
  true
case 1
when 2
  3
else
  4
end
while false
end
z = [1].map { |q|
  q
}
eval("1 + 1")
class << a
  def s; end
end
a.s
def top(a, b = 2, *c); end
top(1)
Struct.new(:k)
proc { |u| u }.call(1)
lambda { }.call
1.times { }
set_trace_func nil
$out.each { |e| puts e.inspect.gsub(/0x[0-9a-f]+/, "X") }
