# Comparable on a user class: operators from <=>, between?, == that
# swallows errors, and the "comparison of X with Y failed" message.
require "helper"

class Ver
  include Comparable
  attr_reader :n
  def initialize(n); @n = n; end
  def <=>(o)
    return nil unless o.is_a?(Ver)
    n <=> o.n
  end
end

a, b = Ver.new(1), Ver.new(2)
show("<") { a < b }
show(">=") { a >= b }
show("==") { a == Ver.new(1) }
show("== other") { a == 5 }
show("between?") { Ver.new(2).between?(a, b) }
show("< other") { a < 5 }
show("< nil") { a < nil }
show("sort") { [b, a].sort.map { |v| v.n } }
show("max") { [a, b].max.n }
show("string between") { "b".between?("a", "c") }
show("fixnum <") { 1 < 2 }
