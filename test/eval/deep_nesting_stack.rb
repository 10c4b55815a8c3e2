# deeply nested expressions raise SystemStackError instead of crashing
["x = 1" + ".succ" * 100000, "a" + ".a" * 100000].each do |src|
  begin
    eval(src)
  rescue SystemStackError => e
    p e.class
  end
end
p :alive
