#!/nonexistent/prog -x
# a #! program that cannot be run: fatal at line 1
p 1
