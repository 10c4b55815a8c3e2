# A space in a scanf format before %[...] does not skip the input's
# whitespace (the set must match it); before other directives it does.
require 'scanf'
p "hello world".scanf("%[a-z] %[a-z]")
p "ab 12".scanf("%s %[ 0-9]")
p " 12".scanf(" %[0-9]")
p "a 12".scanf("a %[0-9]")
p "a 12".scanf("a %c")
p "ab 12".scanf("%[a-z] %d")
p "ab 12 cd 34".scanf("%s %[0-9]") { |a| a }
