p ()
p (1, 2)
p (1)
puts (1), 2
