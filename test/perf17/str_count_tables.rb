# String#count / delete / squeeze / tr character lists: one byte, negation,
# ranges, escapes, several lists intersected, odd lists ("^", "-", "\\", "a-")
require "helper"
s = "hello world ^-\\ abc-xyz\0\xff aaa"
[["l"], ["^"], ["-"], ["\\"], ["\0"], ["\xff"], ["lo"], ["^l"], ["a-c"], ["c-a"], ["a-"],
 ["-a"], ["^a-z"], ["\\^a"], ["a\\-z"], ["lo", "o"], ["a-z", "^l"], ["^a", "^b", "a-z"],
 ["^"], ["a-a"], [""], ["", "a"]].each do |args|
  show("count #{args.inspect}") { s.count(*args) }
  show("delete #{args.inspect}") { s.delete(*args) }
  show("squeeze #{args.inspect}") { s.squeeze(*args) }
end
show("count no args") { s.count }
show("count non-string") { s.count(1) }
show("count to_str") { o = Object.new; def o.to_str; "l"; end; s.count(o) }
show("count empty receiver") { "".count("a") }
show("tr") { s.tr("a-y", "b-z") }
