# 1.8.7 shows the error line unless its lexer stands at the newline: a
# blank after the bad token still shows it
puts "before"
c = ) 
