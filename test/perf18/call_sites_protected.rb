# visibility checks on call sites with 2+ arguments, reused in loops
class P
  def pub(o, x) o.prot(x, 1) end
  protected
  def prot(a, b) [:prot, a, b] end
  private
  def priv(a, b) [:priv, a, b] end
end
a = P.new; b = P.new
3.times do |i|
  p a.pub(b, i)
  p((b.prot(i, 2) rescue $!.class))
  p((b.priv(i, 2) rescue $!.class))
  p a.send(:priv, i, 2)
  P.send(:public, :priv) if i == 1
end
class Fixnum
  alias old_plus +
  def +(o) old_plus(o).old_plus(100) end
end
x = 0
3.times { |i| x = x + i }
p x
p [1 + 2, 5.+(1)]
class Fixnum
  alias + old_plus
end
p 1 + 2
