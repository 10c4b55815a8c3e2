class Bad; def ===(o) raise "bad" end; end
def t1
  case 1
  when 2,
    Bad.new
    3
  end
rescue => e
  e.backtrace
end
p t1
def t2
  case 1
  when 2 then 1
  when Bad.new then 3
  end
rescue => e
  e.backtrace
end
p t2
def t3
  case
  when false then 1
  when raise("x") then 3
  end
rescue => e
  e.backtrace
end
p t3
def t4
  x = 1 if
    raise("y")
rescue => e
  e.backtrace
end
p t4
def t5
  case 1
  when *[2, Bad.new]
    3
  end
rescue => e
  e.backtrace
end
p t5
