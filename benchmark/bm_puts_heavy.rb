# bm_puts_heavy.rb - output-heavy: puts, print, printf, p and $stdout.write of many short lines
200_000.times do |i|
  puts "line #{i}"
  print i, "\n" if i % 2 == 0
  printf("%d %s\n", i, "x") if i % 5 == 0
  $stdout.write("w\n") if i % 3 == 0
end
20_000.times { |i| p [i, :a] }
