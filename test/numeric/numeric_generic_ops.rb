# Numeric's generic divmod/modulo/fdiv/remainder/div go through the receiver's
# own operators in 1.8.7's order (modulo and divmod call %, fdiv is quo).
require "helper"

class N < Numeric
  def initialize(v) @v = v end
  attr_reader :v
  %w(/ % * - + < > == coerce to_f).each do |op|
    define_method(op) do |*a|
      $log << "#{op}(#{a.map { |x| x.is_a?(N) ? "N" : x.inspect }.join(',')})"
      @v.send(op, *a)
    end
  end
end
%w(divmod modulo remainder fdiv quo div).each do |m|
  [7, -2].each do |y|
    $log = []
    show("#{m}(#{y})") { [N.new(7).send(m, y), $log] }
  end
end
show("allocate divmod") { Numeric.allocate.divmod(1) rescue $!.message[/method \S+/] }
show("allocate modulo") { Numeric.allocate.modulo(1) rescue $!.message[/method \S+/] }
show("allocate fdiv") { Numeric.allocate.fdiv(1) rescue $!.message[/method \S+/] }
