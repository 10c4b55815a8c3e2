# numeric literals: every radix, underscores, exponents and their errors
  begin
    v = eval(src)
    puts "#{src} => #{v.inspect}"
  rescue SyntaxError => e
    puts "#{src} => SyntaxError #{e.message.split("\n")[1]}"
  rescue => e
    puts "#{src} => #{e.class}"
  end
end
