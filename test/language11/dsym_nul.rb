# a NUL in the literal text of :"..." is refused by the parser (one error
# per literal piece, at the NUL's line); a NUL made by interpolated code is
# an ArgumentError when the symbol is made
def try(src)
  p eval(src)
rescue SyntaxError => e
  p [:syntax, e.message]
rescue ArgumentError => e
  p [:arg, e.message]
end
try ':"a\0b"'
try ':"a\0b#{}"'
try ':"#{1}a\0"'
try ':"\0\0"'
try ':"\0a#{1}\0"'
try ":\"a\n\\0\nb\""
try ':"a#{"\0"}b"'
try ':"#{"\0"}"'
try ":'a\0b'"
try '%s(a\0b)'
try ':"a#{}"'
