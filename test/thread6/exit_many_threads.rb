# at exit the other threads unwind (their ensure clauses run), however
# many there are; the stacks they leave go with the process
ts = (1..300).map { |i| Thread.new(i) { |n| begin; sleep; ensure; $stdout.print(n % 100 == 0 ? "#{n}\n" : ""); end } }
Thread.pass until ts.all? { |t| t.status == "sleep" }
p Thread.list.size
at_exit { p :at_exit }
