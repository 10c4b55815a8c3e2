# a '*' width or precision numbered 0$ is an invalid index, checked after
# the numbered-after-unnumbered rule
['%*0$d', '%1$*0$d', '%*$d', '%.*0$f', '%s%*0$d', '%*9$d', '%*2$d'].each do |f|
  begin
    p sprintf(f, 5, 3)
  rescue ArgumentError => e
    puts "#{f}: #{e.message}"
  end
end
