# ARGF over a $stdin that is no IO (a StringIO): "-" in ARGV reads it as
# one file, closes it by its own close at its end and goes on to the next
# file, as 1.8.7
require "helper"
require "stringio"
File.open("argf_a.txt", "w") { |f| f.write "a1\na2\n" }
def fresh(text) $stdin = StringIO.new(text) end
ARGV.replace(%w(- argf_a.txt))
s = fresh("x\ny")
show(:read) { [ARGF.read, s.closed?, ARGF.filename, ARGF.read] }
ARGV.replace(%w(- argf_a.txt))
s = fresh("xy")
show(:getc) { [ARGF.getc, ARGF.getc, ARGF.getc, s.closed?, ARGF.filename] }
