# $" gets a feature once its load has ended (so nested requires come first);
# a require of a feature still loading is false; $. after the main program
# is read is the number of its lines.
p $.
File.open("rq_a.rb", "w") { |f| f.puts 'p [:a_start, $".grep(/rq_/)]', 'require "rq_b"', 'p [:a_end, $".grep(/rq_/)]' }
File.open("rq_b.rb", "w") { |f| f.puts 'p [:b, $".grep(/rq_/)]', 'p require("rq_a")' }
File.open("rq_bad.rb", "w") { |f| f.puts 'raise "bad"' }
$: << "."
p require("rq_a")
p $".grep(/rq_/)
p((require("rq_bad") rescue $!.message))
p $".grep(/rq_/)
p require("rq_b")
