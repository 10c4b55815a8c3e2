# Switching between threads while one of them is deep in a recursion:
# locals at every level survive the switches, and the other threads run.
def dive(n, log)
  if n == 0
    20.times { |i| log << i; Thread.pass }
    return 0
  end
  local = n * 2
  r = dive(n - 1, log)
  raise "corrupted local at #{n}" unless local == n * 2
  r + 1
end

log = []
deep = Thread.new { dive(3000, log) }
shallow = (1..4).map { |k| Thread.new { s = 0; 200.times { |i| s += i; Thread.pass }; s * k } }
p shallow.map { |t| t.value }
p deep.value
p log.size

# two deep threads interleaving
a = Thread.new { dive(1500, []) }
b = Thread.new { dive(2500, []) }
p [a.value, b.value]

# sleeping at depth while others work
def nap(n)
  n == 0 ? (sleep 0.05; :woke) : nap(n - 1)
end
napper = Thread.new { nap(2000) }
busy = Thread.new { x = 0; 10000.times { x += 1 }; x }
p busy.value
p napper.value
p Thread.list.size
