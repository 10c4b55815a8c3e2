# (1)..(2) in a condition: integer literals in a flip-flop, compared to $.
$. = 1
p 1 if (1)..(2)
$. = 3
p 3 if (1)..(2)
$. = 2
p 2 if ((1))..(2)
x = nil
p :and if (1) and x
