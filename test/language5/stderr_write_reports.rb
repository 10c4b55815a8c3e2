# warnings, -d reports and the uncaught-exception report go through
# $stderr's own write when it has one (1.8.7); a compile error does not
def $stderr.write(s); STDOUT.print s.upcase; end
$VERBOSE = true
p @not_set
def m; end
def m; end
warn "from warn"
$DEBUG = true
begin; raise "debugged"; rescue; end
$DEBUG = false
begin; eval("1 +"); rescue SyntaxError; end
$stdout.flush
t = Thread.new { raise "in thread" }
begin; t.join; rescue => e; p e.message; end
raise "uncaught"
