# a parameter named twice: 1.8.7 says "duplicate ... argument name" for each
# kind (a block's parameters may repeat a name)
['def f(a, a) end', 'def f(a, a = 1) end', 'def f(a = 1, a = 2) end',
 'def f(a, *a) end', 'def f(a = 1, *a) end', 'def f(a, &a) end',
 'def f(*a, &a) end', 'def self.f(_, _) end', 'def f a, a; end',
 'proc { |a, a| }; :block_ok', 'proc { |a, *a| }; :block_ok'].each do |s|
  begin
    p eval(s)
  rescue SyntaxError => e
    p e.message
  end
end
