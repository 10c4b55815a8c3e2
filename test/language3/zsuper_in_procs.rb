require 'h'
class P; def zs(*a) [:zs, a] end; end
def cap(&b) b.call end
def yl; yield; end
class Q < P
  def z1(a) lambda { super }.call end
  def z2(a) proc { super }.call end
  def z3(a) Proc.new { super }.call end
  def z4(a) cap { super } end
  def z5(a) yl { super } end
  def z6(a) x = proc { super }; yl(&x) end
  def z7(a) [1].each(&lambda { |q| return super }) end
  def z8(a) b = binding; eval("super", b) end
  def z9(a) pr = proc { super }; yl { pr.call } end
  def z10(a, b = 2) cap { super } end
  def z11(*a) cap { super } end
end
%w(z1 z2 z3 z4 z5 z6 z7 z8 z9 z10 z11).each do |m|
  Q.class_eval "alias zs_#{m} zs rescue nil"
  P.class_eval "def #{m}(*a) [:P_#{m}, a] end"
  r(m) { Q.new.send(m, 1) }
end
class Q
  def y1(a, b) lambda { |*x| super }.call(7) end
  def y2(a, b) lambda { |*x| super }.call(7, 8) end
  def y3(a, b) lambda { |*x| a = 5; super }.call(7, 8) end


  def y6(a) b = binding; eval("super", b) end
  def y7(a) pr = proc { super }; a = 9; pr.call(1) end
end
%w(y1 y2 y3 y6 y7).each do |m|
  P.class_eval "def #{m}(*a) [:P_#{m}, a] end"
  r(m) { Q.new.send(m, 1, 2) }
  r(m) { Q.new.send(m, 1) }
end
