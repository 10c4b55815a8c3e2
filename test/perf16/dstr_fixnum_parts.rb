# "..#{}.." builds its String in one buffer and writes a Fixnum's digits
# itself while Fixnum#to_s is the builtin one: the pieces, their order and
# the conversions it must still call stay as 1.8.7's
require "helper"
x = 5
s = "ab"
show("fixnums") { "a#{x}b#{-12}c#{0}d#{-1}e#{2**62 - 1}f#{-2**62}g#{2**62}" }
show("mixed") { "#{:sym}|#{nil}|#{}|#{1.5}|#{[1, [2]]}|#{"x" * 3}|#{x}" }
show("only") { "#{x}" }
show("parts in order") { "#{s}-#{s << "z"}-#{s}" }
show("long literal") { ("q" * 300) + "#{x}" + ("r" * 200) == "q" * 300 + "5" + "r" * 200 }
show("grows past the guess") { "<#{"y" * 100}#{x}#{"w" * 50}>".size }
show("symbol") { :"s#{x}t" }
show("regexp") { /a#{x}b/ =~ "xa5b" }
show("regexp once") { 2.times.map { |i| /v#{i}/o.source } }
show("taint of a part") { t = "t".taint; ["a#{t}".tainted?, "a#{x}".tainted?, "#{x}".tainted?] }
show("frozen?") { "a#{x}".frozen? }
show("appendable") { y = "a#{x}"; y << "b"; y }
show("a new string each time") { 2.times.map { "k#{x}" }.map { |v| v.object_id }.uniq.size }
class Fixnum
  alias orig_to_s to_s
  def to_s(*a); "F" + orig_to_s(*a); end
end
show("Fixnum#to_s redefined") { "a#{x}b#{-3}" }
class Fixnum
  remove_method :to_s
end
show("Fixnum#to_s removed: Integer's") { "a#{x}".size > 1 }
class Fixnum
  alias to_s orig_to_s
end
show("back to the builtin") { "a#{x}b" }
class NilClass; def to_s; "NIL"; end; end
show("nil.to_s redefined") { "a#{nil}b#{}c" }
