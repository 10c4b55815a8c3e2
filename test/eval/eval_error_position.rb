# string eval errors: the position goes into the message once, even for
# a SyntaxError whose message the parser already positions
$stdout.sync = true
begin
  eval("1 +")
rescue SyntaxError => e
  puts e.message.split("\n").first
end
begin
  eval("raise 'x'")
rescue => e
  puts e.message
end
x = "ab"
p :"#{x}c", /#{x}/
