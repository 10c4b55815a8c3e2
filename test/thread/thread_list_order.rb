# Thread.list and ThreadGroup#list go round the ring from the thread after
# the current one, the current one last (1.8.7 order)
ts = (1..3).map { |i| Thread.new { Thread.stop } }
Thread.pass
names = { Thread.main => :main }
ts.each_with_index { |t, i| names[t] = i + 1 }
p Thread.list.map { |t| names[t] }
x = Thread.new { Thread.list.map { |t| names[t] || :x } }
p x.value
ts[1].run; ts[1].join
p Thread.list.map { |t| names[t] }
y = Thread.new { Thread.stop }
names[y] = :y
Thread.pass
p Thread.list.map { |t| names[t] }
g = ThreadGroup.new
ts.each { |t| g.add(t) if t.alive? }
p g.list.map { |t| names[t] }
p ThreadGroup::Default.list.map { |t| names[t] }
