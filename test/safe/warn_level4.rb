# at $SAFE 4 a run-time warning is a write to $stderr, which the level
# refuses: SecurityError "Insecure operation `write' at level 4"; the
# parser's warnings are still printed
$stderr = $stdout
$VERBOSE = true
def at4
  Thread.new { $SAFE = 4; begin; [:ok, yield]; rescue SecurityError => e; [e.class, e.message]; end }.value
end
p at4 { warn "x" }
p at4 { 1.id }
p at4 { [1, 2].indexes(0) }
p at4 { ENV.indexes("HOME").size }
p at4 { eval("1 if /a/") }
p at4 { 1 }
p 1.id.class
