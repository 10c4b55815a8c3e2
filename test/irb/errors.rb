# Errors raised by statements: "Class: message", the backtrace with irb's
# own frames filtered, conf.back_trace_limit's head, "... N levels..." and
# tail, SyntaxError, and what leaves irb (SystemExit, exit codes).
require "./fixtures/irb_helper"
irb File.read("fixtures/errors1.txt"), "-f --noreadline --prompt default"
defs = (0..7).map { |i| "def a#{i}; #{i == 0 ? 'raise "x"' : "a#{i - 1}"}; end\n" }.join
irb defs + [2, 5, 4, 3, 16].map { |n| "conf.back_trace_limit = #{n}\na7\n" }.join + "1\n",
  "-f --prompt simple"
irb "def r(n)\n if n == 0\n   raise \"x\"\n else\n  r(n-1)\n end\nend\nr(40)\n", "-f --prompt simple"
irb "raise Exception, \"e\"\n3\nraise NoMemoryError\nthrow :IRB_EXIT\n4\n", "-f --prompt simple"
irb "raise SystemExit\n1\n", "-f --prompt simple"
irb "Kernel.exit(3)\n", "-f --prompt simple"
irb "exit 4\n5\n", "-f --prompt simple"
irb "quit\n5\n", "-f --prompt simple"
irb "irb_exit\n5\n", "-f --prompt simple"
irb "abort\n", "-f --prompt simple"
