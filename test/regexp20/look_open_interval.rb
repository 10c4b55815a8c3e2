# a look-ahead repeated {n,} with n >= 2: 1.8.7 drops the repeat (it raised
# ArgumentError "negative string size" when compiling)
require "helper"
show("(?!a){2,}") { "aaab".match(/(?!a){2,}/).to_a }
show("((?!a){2,})") { "ab".match(Regexp.new("((?!a){2,})")).to_a }
show("(?:(?!a){2,}|b)") { "b".match(Regexp.new("(?:(?!a){2,}|b)c?")).to_a }
show("(?=a){3,}?a") { "ba".match(Regexp.new("(?=a){3,}?a")).to_a }
show("(?=a){2,}b") { "b".match(Regexp.new("(?=a){2,}b")).to_a }
show("x(?=b){4,}") { "xb".index(Regexp.new("x(?=b){4,}")) }
