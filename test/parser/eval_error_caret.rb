[[5, 5], [20, 0], [40, 0], [0, 40], [40, 40], [10, 30], [30, 10], [14, 14], [13, 13], [15,15], [16, 16], [12, 12]].each do |a, b|
  pre = (1..a).map { |i| "%02d" % (i + 10) }.join("+")
  post = (1..b).map { |i| "%02d" % (i + 50) }.join("+")
  line = "x = " + pre + ")" + post
  begin
    eval(line)
  rescue SyntaxError => e
    lines = e.message.split("\n")
    col = line.index(")")
    puts "len=#{line.size} col=#{col}"
    puts lines[2..-1].map { |l| l.inspect }
  end
end
["x=]", "xx=]", "xxx=]", "x = ]", "\tx = ]", "x = ]   # comment", "1 +", "end", "\"abc", "x = 1\ndef\n"].each do |src|
  begin
    eval(src)
  rescue SyntaxError => e
    p e.message
  end
end
(68..72).each do |n|
  src = "x = " + "a" * (n - 6) + "+ )"
  begin
    eval(src)
  rescue SyntaxError => e
    puts e.message
  end
end
def m
  eval("a = (1 +\n 2 3)")
end
begin
  m
rescue SyntaxError => e
  p e.message, e.backtrace[0]
end
begin
  eval("\n\n  x = ]", nil, "zz.rb", 10)
rescue SyntaxError => e
  p e.message, e.backtrace
end
begin
  eval("foo(1,2,)")
rescue SyntaxError => e
  p e.message, e.backtrace
end
