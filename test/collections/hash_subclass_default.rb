# Hash subclasses that override default, default=, [], fetch or
# default_proc: which of them the built-in methods call, as in 1.8.7.
class H1 < Hash
  def default(key = nil); "d(#{key.inspect})"; end
end
h = H1.new
p h[1], h.fetch(1, :f), h.default, h.default(2), h.values_at(1, 2)
p h.key?(1), h.to_a, h.inspect
p h.dup[3]
p H1.new(5)[1]
p H1.new { |hh, k| k * 2 }[4]
p H1[1 => 2][1], H1[1 => 2][3]
class H2 < Hash
  def [](k); "br#{k}"; end
end
h2 = H2.new(9)
p h2[1], h2.fetch(1, 0), h2.values_at(1), h2.default, h2.default(1)
h2.update(1 => 2); p h2[1], h2.to_a
class H3 < Hash
  def default=(v); super(v * 2); end
end
h3 = H3.new; h3.default = 4; p h3[0], h3.default
class H4 < Hash
  def default_proc; lambda { |h, k| :nope }; end
end
h4 = H4.new { |h, k| k }; p h4[1], h4.default_proc.call(nil, 1)
class H5 < Hash
  def fetch(k, *a); "f#{k}"; end
end
p H5.new.fetch(1)
p H5.new(3)[9]
class H6 < Hash
  def default(k = nil); super; end
end
h6 = H6.new(11); p h6[1], h6.default
h6 = H6.new { |hh, k| k.to_s }; p h6[1], h6.default, h6.default(2)
class H7 < Hash
  def default(*a); raise "no default #{a.inspect}"; end
end
begin; H7.new[1]; rescue => e; p e.message; end
p H7.new.fetch(1, 2)
p((H7.new.fetch(1) rescue $!.class))
h8 = Hash.new { |hh, k| hh[k] = k * 3 }
p h8[2], h8.default, h8.default(5), h8.size, h8[5]
p Hash.new(5).default(1)
h = Hash.new { |hh, k| raise IndexError, "nope" }
p((h[1] rescue $!.message))
h = Hash.new(1); h.default = 2; p h[0]
h = Hash.new { 1 }; h.default = 3; p h[0], h.default_proc
h = Hash.new(1) ; p h.default_proc
p((Hash.new(1) { 2 } rescue $!.class))
h = H1.new; p h.delete(1), h.shift
p H1.new.sort, H1.new.min_by{1}
class H9 < Hash
  def default(k=nil); k.nil? ? :nilkey : super; end
end
p H9.new(7).shift, H9.new(7)[1]
p H1.new.invert.class, H1.new.merge({}).class, H1.new.select{}.class, H1.new.reject{}.class
p H1.new(3).merge({1=>2})[5], H1.new(3).reject{}[5], H1.new(3).invert[5]
p H1.new.to_hash.class
