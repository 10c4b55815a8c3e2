# "-" in ARGV reads $stdin as one file among the others, as 1.8.7: at its
# end ARGF closes $stdin and goes on to the next file (a second "-" then
# reads a closed stream); readchar raises EOFError at the end of an open
# file, nil once no file is left
require "helper"
File.open("argf_a.txt", "w") { |f| f.write "a1\na2\n" }
ARGV.replace(%w(- argf_a.txt))
show(:first) { [gets, ARGF.filename, gets, ARGF.filename, $stdin.closed?] }
show(:rest) { [gets, gets, $stdin.closed?, ARGF.filename] }
ARGV.replace(%w(argf_a.txt))
show(:readchar) { ARGF.read(6); r = []; 2.times { r << (ARGF.readchar rescue $!.class) }; r << ARGF.readbyte; r }
ARGV.replace(%w(argf_a.txt -))
show(:closed_dash) { [ARGF.read(3), (ARGF.read rescue [$!.class, $!.message])] }
