# a %-literal whose type letter is the last thing in the source:
# "unterminated quoted string", not "unknown type of %string"
["%q", "%Q", "%w", "%W", "%r", "%s", "%x", "%", "%z", "e = %q", "x %w",
 "%Qa", "%qabca", "%z(a)", "%q(", "%q\n", "%q "].each do |c|
  begin
    eval(c)
    puts "#{c.inspect} => ok"
  rescue SyntaxError => e
    puts "#{c.inspect} => #{e.message.inspect}"
  end
end
p eval("%q!ab!"), eval("%w[a b]")
