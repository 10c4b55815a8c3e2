# :"\0" - the lexer refuses the symbol's first NUL and drops it, so a lone
# NUL also leaves an empty symbol literal; "\0a", "\0\0" give one message
['p :"\0"', 'p :"\0a"', 'p :"\0\0"', 'p :"a\0"', 'p :"#{}\0"', 'p %s(\0)',
 "p :'\0'", 'x = :"\0"; p 1', 'p({:"\0" => 1})', 'p :"\0" if false', 'p :""'].each do |s|
  begin
    eval s
    p :ok
  rescue SyntaxError => e
    p e.message
  end
end
