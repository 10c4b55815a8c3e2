# "break from proc-closure" is raised in the frame that called the block
def mk; Proc.new { break 3 }; end
def c(pr); pr.call; end
begin; c(mk); rescue LocalJumpError => e; p e.message, e.backtrace, e.exit_value, e.reason; end
pr = Proc.new { break }
begin; [1].each(&pr); rescue LocalJumpError => e; p e.backtrace; end
def y; yield; end
begin; y(&Proc.new { break 4 }); rescue LocalJumpError => e; p e.backtrace; end
def m; pr = Proc.new { break 9 }; pr.call; 1; end
begin; m; rescue LocalJumpError => e; p e.backtrace; end
p [1, 2].each { |x| break x }, y { break 5 }, lambda { break 7 }.call
def yy; [1].each { yield }; end
p yy { break 6 }
at_exit { break }
