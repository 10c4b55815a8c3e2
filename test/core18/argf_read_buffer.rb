# ARGF.read(length, buffer): the buffer is emptied, then filled across the
# files and returned (an empty one, not nil, once all is read); a frozen or
# non-String buffer raises
require "helper"
File.open("argf_a.txt", "w") { |f| f.write "l1\nl2\n" }
File.open("argf_b.txt", "w") { |f| f.write "m1\nm2" }
ARGV.replace(%w(argf_a.txt argf_b.txt))
show(:part) { b = "zz"; [ARGF.read(2, b), b, ARGF.read(2, b).equal?(b)] }
show(:span) { b = "zz"; [ARGF.read(5, b), b, ARGF.filename] }
show(:rest) { b = "zzzz"; [ARGF.read(nil, b), b] }
show(:at_end) { b = "qq"; [ARGF.read(3, b), b, ARGF.read(nil, b), ARGF.read(3)] }
show(:too_many) { ARGF.read(1, "", 3) }
show(:not_string) { ARGF.read(1, :x) }
show(:frozen) { ARGF.read(1, "k".freeze) }
ARGV.replace(%w(argf_b.txt))
show(:nil_len) { b = "x"; [ARGF.read(nil, b), b] }
