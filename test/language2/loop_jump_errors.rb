# break/next with nothing to leave raise LocalJumpError where they stand
begin; break; rescue LocalJumpError => e; p e, e.reason, e.exit_value; end
begin; next 5; rescue LocalJumpError => e; p e, e.reason, e.exit_value; end
def f; break 3; end
begin; f; rescue LocalJumpError => e; p e.exit_value, e.reason, e.backtrace; end
def g; begin; break 4; rescue LocalJumpError => e; [:inside, e.message]; end; end
p g
def g2; begin; next 4; rescue LocalJumpError; p :not_here; ensure; p :ens; end; end
p((g2 rescue $!))
def g3; begin; redo; rescue LocalJumpError; p :not_here; end; end
p((g3 rescue $!))
# redo and retry that reach a method's edge
def r; redo; end
begin; r; rescue LocalJumpError => e; p e, e.reason, e.backtrace; end
def t; retry; end
begin; t; rescue LocalJumpError => e; p e, e.reason, e.backtrace; end
p((proc { retry }.call rescue [$!, $!.reason]))
p((lambda { retry }.call rescue [$!, $!.reason]))
# the ordinary targets still work
p [1, 2, 3].each { |x| break x * 10 if x == 2 }
p [1, 2].map { |x| next x * 2 }
i = 0
p((while true; i += 1; begin; break i; ensure; p :ens; end; end))
p lambda { break 6 }.call, lambda { next 7 }.call
n = 0
[1, 2].each { |x| n += 1; retry if n == 1 }
p n
def m; [1, 2].each { |x| begin; break x; ensure; p :e; end }; end
p m
x = [1].each { eval("redo") if false }
p x
i = 0
while true; i += 1; eval("break"); end
p i
