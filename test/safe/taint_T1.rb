# ruby -T1: $SAFE 1 from the start, "." left out of $:, ARGV and $0 tainted
p $SAFE, $:.include?("."), ARGV.tainted?, $0.tainted?, __FILE__.tainted?
p "lit".tainted?, gets.tainted?
begin
  File.open("x".taint)
rescue SecurityError => e
  p e.message
end
begin
  $SAFE = 0
rescue SecurityError => e
  p e.message
end
$SAFE = 2
p $SAFE
