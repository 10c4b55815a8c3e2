# Numeric operators with a user object whose coerce returns odd things
# (non-arrays, wrong sizes, strings, nils): results and error messages for
# Fixnum, Float and Bignum receivers, slow paths of every binary operator.
require "helper"
class K
  def initialize(r); @r = r; end
  def coerce(o); @r; end
  def inspect; "K"; end
end
[[1, 2], nil, 5, [1], [1, 2, 3], "x", [2.0, 3], [nil, nil]].each do |r|
  [1, 1.5, 2**70].each do |n|
    %w[+ - * / % ** <=> == < > <= >= & | ^ divmod quo div fdiv modulo remainder].each do |op|
      show("#{n.class}#{op}#{r.inspect}") { n.send(op, K.new(r)) }
    end
  end
end
