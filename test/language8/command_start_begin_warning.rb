# a common shape: after `begin` and a newline, `puts (x)` is not a command
# start in 1.8.7, so it warns (without -w) but runs
begin
  puts ("one")
rescue
  p $!
else
  puts ("two")
ensure
  puts ("three")
end
if true then puts ("four") end
[1].each { |x| puts ("five") }
