# a negated class on a character cut short by the end (-Ku): the match
# takes what is left of it and never ends past the string
require "helper"
$KCODE = "u"
show("[^b]") { "\xe3" =~ /[^b]/ && [$~.end(0), $~.post_match, $~[0]] }
show("[^b]+") { "\xe3\x81" =~ /[^b]+/ && [$~.end(0), $~.post_match, $~[0]] }
show("([^b]*)") { "\xe3" =~ /([^b]*)/ && [$~.end(1), $~.post_match, $~.offset(1)] }
show("gsub") { "a\xe3".gsub(/[^b]/, "<\\&>") }
show("split") { "a\xe3".split(/[^a]/) }
# what follows such a class looks past the end (read nothing there: asan)
show("[^b]\\w") { ["\xe3".match(/[^b]\w/), "\xe3\x81".match(/[^b]\w/), "\xe3" =~ /[^b]$\w/] }
