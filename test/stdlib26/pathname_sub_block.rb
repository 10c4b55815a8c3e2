# Pathname#sub with a block as 1.8.7: the block sees the match ($~, $&, $1)
# and the caller keeps it
require 'pathname'
p Pathname("abc").sub(/b/) { $&.upcase }.to_s
p Pathname("abcb").sub(/(b)/) { |x| [x, $1, $~.pre_match] }.to_s
def m; Pathname("xyz").sub(/y/) { $~[0] * 2 }; end
p m.to_s, $~
"q" =~ /q/
Pathname("abc").sub(/c/) { 1 }
p $~
