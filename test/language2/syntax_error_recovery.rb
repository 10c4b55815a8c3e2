p 1
x = = 2
p 3
y = ) 4
p 5
l = ->(x) { x }
z = 1 2
