# ARGF.read(length) over a $stdin whose read returns no String: 1.8.7 dies
# with a segmentation fault here, so this expected output is not a recording:
# ours refuses the value with 1.8.7's TypeError for a failed String conversion
o = Object.new
def o.method_missing(*a); 7; end
$stdin = o
begin
  ARGF.read(2)
rescue TypeError
  puts "TypeError: #{$!.message}"
end
p ARGF.read            # no length: the value as it is, as 1.8.7
