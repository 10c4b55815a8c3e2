# "don't put space before argument parentheses" is printed without -w;
# right after "(" a call starts a command, so "(...)" is a grouped expression
def m(*a) a end
p m (1)
x = m (1)
p(m (1))
p((m (1)))
p [m (1)]
p({1 => m (1)})
p(1, m (1))
m (1) if true
p(m (1), 2)
p(m (1) + 2)
p(m 1)
