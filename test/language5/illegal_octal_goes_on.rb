# an illegal octal digit is reported and lexing goes on after the number
# (what follows is reported too), as 1.8.7
["p(08)", "x = 08\ny = 1 +", "x = 08\np 2", "x = [1, 0_8]", "x = 0o8",
 "x = 0789 + 1", "x = 0o78_9", "x = 08.5", "x = 08e1", "x = 09.x", "p 1__2"].each do |src|
  begin
    eval(src)
  rescue SyntaxError => e
    puts "#{src.inspect}: #{e.message.inspect}"
  end
end
