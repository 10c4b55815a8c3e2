x = 5
p eval("x", TOPLEVEL_BINDING)
p eval("self", TOPLEVEL_BINDING)
def m; eval("y = 1; [self.class, y]", TOPLEVEL_BINDING); end
p m
p TOPLEVEL_BINDING.class
