# $SAFE reads the level; it can be raised but never lowered
p $SAFE
begin
  $SAFE = -1
rescue SecurityError => e
  puts "#{e.class}: #{e.message}"
end
$SAFE = 1
p $SAFE
begin
  $SAFE = 0
rescue SecurityError => e
  puts "#{e.class}: #{e.message}"
end
p $SAFE
