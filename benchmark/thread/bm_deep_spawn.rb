# (b) 20 threads started from inside a recursion N calls deep, each
# passing 1,000 times.  usage: bm_deep_spawn.rb N
n = (ARGV[0] || 2000).to_i

def spawn_at(n)
  return (1..20).map { Thread.new { 1000.times { Thread.pass }; :done } } if n == 0
  spawn_at(n - 1)
end

ths = spawn_at(n)
raise "not done" unless ths.map { |t| t.value }.uniq == [:done]
puts "ok #{n}"
