# A SimpleDelegator subclass keeps its own methods (public, private,
# protected); the rest are forwarded.
require 'delegate'
class Foo < SimpleDelegator
  def write(x) "mine #{x}" end
  def size; "own size #{helper}" end
  private
  def helper; "h" end
end
f = Foo.new("abc")
p f.write("a")
p f.size
p f.upcase
p f.respond_to?(:helper)
class Bar < DelegateClass(Array); def size; :own; end; end
p Bar.new([1, 2]).size
p Bar.new([1, 2]).first
