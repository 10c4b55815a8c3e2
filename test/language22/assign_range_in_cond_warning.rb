# "found = in conditional" for a range of integer literals: 1.8.7 folds such a
# range into a literal only when a statement list ends, so a modifier's
# condition sees an unfolded range (no warning), a block if's a literal
$VERBOSE = true
$stderr = $stdout
['x = 1 unless $g = 1..2', 'x = 1 if a = 1..2', 'if $g = 1..2; end',
 'x = (1 if $g = 1...2)', 'x = 1 if a = -1..2', 'while a = 1..2; break; end',
 'begin; end until a = 1..2', 'x = (a = 1..2) ? 1 : 2', 'x = 1 if (a = 1..2)',
 'x = 1 if a = 1 and true', 'x = 1 if a = (1..2)', 'x = 1 if a = 1.0..2'].each do |s|
  puts "-- #{s}"
  eval(s)
end
