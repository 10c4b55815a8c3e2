# a missing key of a plain Hash asks Hash#default, which a program may
# redefine in Hash itself
h = {1=>2}
class Hash
  alias orig_default default
  def default(k = nil) $d << k; k.is_a?(Integer) ? k * 10 : orig_default(k) end
end
$d = []
p h[5], h[1], h.values_at(7, 1), h.fetch(1), (h.fetch(9) rescue $!.class), {}.default, h.default(3)
p $d
class Hash
  alias default orig_default
end
p h[5], {}[:x], Hash.new(4)[1]
