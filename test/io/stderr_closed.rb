# Warnings and error reports to a closed $stderr raise IOError "closed stream"
# from IO#write (a report that cannot be written is dropped), as 1.8.7.
$VERBOSE = true
$stderr.close
begin
  eval("def m; if x = 1; end; end")
rescue Exception => e
  STDOUT.puts "1: #{e.class}: #{e.message}"
end
STDOUT.puts eval("1 + 1")
begin
  eval("a = 08")
rescue Exception => e
  STDOUT.puts "2: #{e.class}: #{e.message}"
end
STDOUT.puts eval("[1,2].map { |q| q * 2 }.inspect")
begin
  Object.const_set(:A, 1); Object.const_set(:A, 2)
rescue Exception => e
  STDOUT.puts "3: #{e.class}: #{e.message}"
end
begin
  warn "x"
rescue Exception => e
  STDOUT.puts "4: #{e.class}: #{e.message}"
end
STDOUT.puts "end"
