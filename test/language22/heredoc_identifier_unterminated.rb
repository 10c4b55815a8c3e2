# an unterminated quoted here document identifier: 1.8.7 reads it on past the
# newline to the end (a name may span lines), reports it at the line it
# stopped, and the << left is a syntax error
["p <<\"A\nA\n", "p <<'A\nA\n", "p <<`A\nA\n", "p <<\"A", "p <<'A", "p <<\"A\n", "p 1\np <<\"A\nA\np 2\n", "x = <<-\"A\nA", "p <<\"A\"x\nA\n"].each do |s|
  begin
    eval(s)
  rescue SyntaxError => e
    p e.message
  end
end
["p <<\"A\nB\"\nxx\nA\nB\n", "p <<\"A\nB\"\nxx\n", "p <<'A\nB' + 'q'\nxx\nA\nB\n", "p <<\"A\nB\"; p 1\n"].each do |s|
  begin
    p eval(s)
  rescue SyntaxError => e
    p e.message
  end
end
