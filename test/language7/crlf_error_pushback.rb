# a CRLF read after a number is stepped back to its LF (1.8.7): no line
# is shown then, but one is after a one-character token
puts "x"
c = )
p 1 2
