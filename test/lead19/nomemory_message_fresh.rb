# NoMemoryError raised again: an eval's "(eval):1: " prefix on its message
# is not carried into the next one (one preallocated exception is reused)
2.times { begin; eval('"a".rjust(2**40)'); rescue NoMemoryError => e; p e.message; end }
begin; "a" * (2**40); rescue NoMemoryError => e; p e.message; end
3.times { begin; eval('eval(%q("a".ljust(2**41)))'); rescue NoMemoryError => e; p e.message; end }
