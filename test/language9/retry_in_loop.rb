# a retry inside a while loop in a method body is a LocalJumpError at the method
def m1; while true; retry; end; end
begin; m1; rescue Exception => e; p [e.class, e.message]; end
def m2; i = 0; until (i += 1) > 2; retry; end; end
begin; m2; rescue Exception => e; p [e.class, e.message]; end
def m3; for i in [1]; p i; retry if false; end; while true; retry; end; end
m3 rescue p $!
