def chk(x) raise "boom" if x > 2; true end
def t1
  x = 0
  while chk(x)
    x += 1
  end
rescue => e
  e.backtrace
end
p t1
def t2
  x = 0
  until !chk(x)
    x += 1
  end
rescue => e
  e.backtrace
end
p t2
def t3
  x = 0
  begin
    x += 1
  end while chk(x)
rescue => e
  e.backtrace
end
p t3
def t4
  [1, 2, 3].each do |x|
    y = x
  end.each { |z| chk(z) }
rescue => e
  e.backtrace
end
p t4
def t5
  for x in [1, 2, 3]
    y = x
    z = 1
  end
  chk(3)
rescue => e
  e.backtrace
end
p t5
def t6
  x = 0
  x += 1 while x < 5 && chk(x)
rescue => e
  e.backtrace
end
p t6
