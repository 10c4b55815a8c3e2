# the exit status after an at_exit proc raises (1.8.7): the last such error
# decides; a SystemExit's status wins, a SignalException kills the process
# by its signal, anything else makes the status 1 unless the main program
# ended by a jump (error, exit, signal), whose end then stands; the "from"
# line of an at_exit error goes only after a proc has ended normally (shown
# by the -e cases of end_procs_backtrace; in a forked child our backtraces
# still name the frames the fork was called from, so stderr is dropped)
[ 'at_exit { raise "x" }; exit 2',
  'at_exit { raise "x" }; raise SystemExit.new(7)',
  'at_exit { raise Interrupt }; exit 2',
  'at_exit { exit 5 }; exit 2',
  'at_exit { raise "a" }; at_exit { exit 4 }',
  'at_exit { exit 4 }; at_exit { raise "a" }',
  'at_exit { raise "x" }',
  'at_exit { raise SystemExit.new(0) }; exit 3',
  'at_exit { raise "a" }; at_exit { exit 4 }; exit 2',
  'at_exit { Process.kill("TERM", $$); sleep 1 }; exit 2',
  'at_exit { raise SignalException, "HUP" }',
  'at_exit { raise Interrupt }; at_exit { raise "q" }',
  'at_exit { raise "q" }; at_exit { raise Interrupt }',
  'at_exit { p 1 }; at_exit { raise "z" }',
  'at_exit { raise "x" }; Process.kill("TERM", $$); sleep 1',
  'at_exit { raise "x" }; exit 0',
  'at_exit { raise "x" }; at_exit { exit 3 }; raise "m"',
].each do |src|
  $stdout.flush
  pid = fork { $stderr.reopen("/dev/null"); eval(src) }
  Process.wait(pid)
  puts "#{src} => #{$?.exitstatus.inspect} #{$?.termsig.inspect}"
end
