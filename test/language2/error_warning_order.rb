p 1
x = 5
x
def dup_arg(a, a); end
y = = 2
x
