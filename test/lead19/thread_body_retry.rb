# a thread body that ends with retry finishes normally with the value false
# (1.8.7), also under abort_on_exception; break and next give their value
t = Thread.new { retry }
p t.value, t.status
p Thread.new { break 5 }.value, Thread.new { next 6 }.value
Thread.abort_on_exception = true
t = Thread.new { retry }
p t.value, t.status
t = Thread.new { begin; raise "x"; rescue; retry if (@n = (@n || 0) + 1) < 3; :rescued; end }
p t.value
p :after
