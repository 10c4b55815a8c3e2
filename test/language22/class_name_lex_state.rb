# after `class Name` the lexer is in an argument state (1.8.7): what follows
# the name is read as an argument would be, which the errors show
['class c :"d"', 'class C :"d"', 'class C %w(d)', 'class c ?d', 'class c /d/',
 'class C %s(d)', 'class Foo ::Bar; end', 'class Foo -1; end', 'class Foo [1]; end',
 "class Foo <<A\nA\nend", 'module Foo -1; end', 'class Foo ?a : 2; end',
 'class Foo <Object; end; :ok', 'class Foo::Bar <Object; end; :ok'].each do |s|
  begin
    p eval(s)
  rescue SyntaxError, NameError => e
    p e.message
  end
end
