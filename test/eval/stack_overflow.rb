# deep recursion raises a rescuable SystemStackError
def down(n) down(n + 1) end
2.times do
  begin
    down(0)
  rescue SystemStackError => e
    puts e.message
  end
end
def fact(n) n <= 1 ? 1 : n * fact(n - 1) end
p fact(30)
p [1, 2, 3].inject(0) { |s, v| s + v }
