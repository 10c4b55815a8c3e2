p 1
x = "abc

def
