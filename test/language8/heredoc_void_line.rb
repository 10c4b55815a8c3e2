# -w names an unused here document at its `<<` line (1.8.7 makes the node
# once the lexer is back there); a part before an interpolation keeps the
# body's line
x = 1
<<E
a
b
E
<<E
#{x}b
c
E
"a
b"
<<E + "q"
x
E
p <<E.size, __LINE__
a#{x}
b
E
<<'E'
x
E
p __LINE__
