# sprintf, String#split and String#unpack build their result only after
# the user code an argument's conversion runs: a continuation taken in
# that code and resumed after the call returned starts from the result
# as it was then (1.8.7 keeps it in C locals), not from the finished one.
require "helper"

class ToS; def to_s; cc; "o"; end; end
class ToStr; def initialize(s); @s = s; end; def to_str; cc; @s; end; end
class ToInt; def to_int; cc; 3; end; end
class ToF; def to_f; cc; 1.5; end; end

reentry("sprintf %s") { sprintf("%s|%s", 1, ToS.new) }
reentry("sprintf then text") { sprintf("%d%s-", 1, ToS.new) }
reentry("String#%") { "%s%s" % [ToS.new, 2] }
reentry("sprintf %d") { sprintf("<%d>", ToInt.new) }
reentry("sprintf width *") { sprintf("[%*d]", ToInt.new, 7) }
reentry("sprintf %f") { sprintf("%.1f!", ToF.new) }
reentry("sprintf %c") { sprintf("%c.", ToInt.new) }
reentry("split") { "a,b".split(ToStr.new(",")) }
reentry("split limit") { "a,b,c".split(ToStr.new(","), 2) }
reentry("unpack") { "abc".unpack(ToStr.new("C*")) }
# and without a continuation nothing changes
p sprintf("%s|%5s|%-3d|%x", ToS.new, "ab", 7, 255)
p "a,b,,c".split(ToStr.new(","))
p "abc".unpack(ToStr.new("a2C"))
