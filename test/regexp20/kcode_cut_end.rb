# under a multibyte $KCODE, a subject ending in a character cut short: 1.8.7
# steps its forward search by characters and never tries the end after it,
# and index from inside that character finds nothing
require "helper"
[["u", "\xe3\x81"], ["e", "\xa4"], ["s", "\x82"]].each do |k, c|
  $KCODE = k
  show(k) do
    [c =~ /\z/, c =~ /\Z/, c =~ //, c =~ /a?/, ("a" + c) =~ /\z/, (c + "a") =~ /\z/, ("ab" + c) =~ /b?\z/,
     c.index(//, 1), c.index(/.*/, 1), c.index(//, c.size), c.scan(/\z/), c.sub(/\z/, "!").size, ("ab" + c).scan(/b?/)]
  end
end
$KCODE = "n"
show("n") { ["\xe3\x81" =~ /\z/, "\xe3\x81".index(//, 1)] }
