# The "Float ... out of range" warning of String#to_f and Float(): the
# number's text as written (an E stays an E), cut at 20 characters; read
# once up to an underscore or the end of the number, and once more after
# the underscores are taken out when something follows (Float() takes
# them out only between digits, else it does not read it again).
def w(s)
  $stderr.puts "-- #{s.inspect}"
  $stderr.puts s.to_f.inspect
  $stderr.puts((Float(s) rescue "Float: #{$!.class}"))
end
$stderr = $stdout
["1E999", "-1E9_99", "1.5E+999", "1e-999", "+1e999", "0001e999",
 "1" * 30 + "e999", "1e0999", "1.e999", "1e99_9_", "1e9_99", "1e999_",
 "1e999__1", "1_e999", " 1e999x", "_1e999", "1e999 ", "1e999 x",
 "1e999.5", "1e999e5", "4.9e-324", "2.4e-324", "1e-330", "1e-330_",
 "1e9999_9", "1_0e999"].each { |s| w(s) }
