# after a bad number or ".5" lexing goes on, so 1.8.7's follow-up errors show
["p 1__2", "p 123_", "x = 5; p x.5", "p 1.0.0", "p 1.to_s.0", "p 09.5", "p 0789",
 "p 0b", "p 0x", "p 0d", "p 1e1_0", "p 0o1_"].each do |src|
  begin
    eval(src)
  rescue SyntaxError => e
    p e.message
  end
end
p 0o, 0O, 0o + 1, 0o17
