x = 08e
y = 078_
z = 0o8e+
w = 08.5e
