# a syntax error in a CRLF file: 1.8.7 shows the line with its CR
puts "before"
foo(1 2)
