# trap("EXIT") runs before at_exit procs; exit in it sets the status, an
# error in it makes it 1 without a report; the at_exit procs run either way
ruby = File.readlink("/proc/self/exe")
[
  'at_exit { puts :ae }; trap("EXIT") { puts :trap; exit 3 }; puts :main',
  'trap("EXIT") { raise "boom" }; at_exit { puts :ae2 }',
  'at_exit { puts :a1; exit 5 }; at_exit { puts :a2 }',
  'trap("EXIT") { puts :t }; exit 2',
  'trap("EXIT") { exit 4 }; raise "x"',
  'trap("EXIT") { throw :x }',
].each_with_index do |prog, i|
  File.open("te#{i}.rb", "w") { |f| f.puts prog }
  print `#{ruby} te#{i}.rb 2>&1`
  p $?.exitstatus
end
