# ruby -T3: every object made is tainted, __FILE__ too
p $SAFE, $:.include?("."), __FILE__.tainted?, "lit".tainted?, [].tainted?, Object.new.tainted?
begin
  "x".untaint
rescue SecurityError => e
  p e.message
end
