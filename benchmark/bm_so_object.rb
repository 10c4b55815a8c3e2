# bm_so_object.rb - object creation, ivars and a subclass calling super
class Toggle
  def initialize(state) @state = state end
  def value() @state end
  def activate() @state = !@state; self end
end
class NthToggle < Toggle
  def initialize(state, max)
    super(state)
    @count_max = max
    @counter = 0
  end
  def activate
    @counter += 1
    if @counter >= @count_max
      @state = !@state
      @counter = 0
    end
    self
  end
end
n = 500_000
v = 0
n.times { |i| v += 1 if Toggle.new(true).activate.value }
t = NthToggle.new(true, 3)
n.times { v += 1 if t.activate.value }
n.times { |i| v += 1 if NthToggle.new(true, 2).activate.value }
p v
