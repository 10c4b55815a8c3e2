# String#to_f and Float() warn when the number overflows or underflows to
# zero, not for a denormal they can represent.
%w(1e-400 1e400 -1e400 1e-324 2.5e-324 1e-320 0e-999 4e-324).each do |s|
  $stderr.flush
  p [s, s.to_f]
  $stdout.flush
end
p Float("1e-400")
$stdout.flush
x = eval('"1e-400".to_f')
p x
