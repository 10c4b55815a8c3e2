# Numeric's generic methods seen through a user subclass and coerce.
require "helper"

class Num < Numeric
  def initialize(v); @v = v; end
  attr_reader :v
  def coerce(o); [Num.new(o), self]; end
  def +(o); Num.new(@v + (o.is_a?(Num) ? o.v : o)); end
  def -(o); Num.new(@v - (o.is_a?(Num) ? o.v : o)); end
  def *(o); Num.new(@v * (o.is_a?(Num) ? o.v : o)); end
  def /(o); Num.new(@v / (o.is_a?(Num) ? o.v : o)); end
  def <(o); @v < (o.is_a?(Num) ? o.v : o); end
  def >(o); @v > (o.is_a?(Num) ? o.v : o); end
  def <=>(o); @v <=> (o.is_a?(Num) ? o.v : o); end
  def to_f; @v.to_f; end
  def to_i; @v.to_i; end
  def inspect; "N(#{@v})"; end
end

n = Num.new(7)
show("+@ -@") { [+n, -n] }
show("abs") { [Num.new(-3).abs, n.abs] }
show("integer?") { n.integer? }
show("zero?") { [Num.new(0).zero?, n.zero?] }
show("nonzero?") { n.nonzero? }
show("to_int") { n.to_int }
show("floor ceil round truncate") { [Num.new(2.5).floor, Num.new(2.5).ceil, Num.new(2.5).round, Num.new(-2.5).truncate] }
show("div") { n.div(2) }
show("3 + n") { 3 + n }
show("3 * n") { 3 * n }
show("2.5 - n") { 2.5 - n }
show("3 < n") { 3 < n }
show("<=> self") { [n <=> n] }
show("eql?") { [1.eql?(1), 1.eql?(1.0), (2**70).eql?(2**70)] }
show("coerce") { [1.coerce(2), 1.coerce(2.5), (2**70).coerce(3)] }
show("step") { a = []; 1.step(2, 0.5) { |x| a << x }; a }
show("step 0") { 1.step(3, 0) {} }
show("step enum") { 1.step(10, 3).to_a }

show("Numeric.new") { Numeric.new.class }
show("quo") { [1.quo(2), 1.0.quo(2)] }
show("ancestors") { [Fixnum.ancestors.include?(Precision), Float.ancestors.include?(Comparable)] }
