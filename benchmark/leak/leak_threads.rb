# leak_threads.rb - threads started, run some calls deep, and joined
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
def deep(n) n == 0 ? [n] * 10 : deep(n - 1) end
while Time.now < deadline
  ts = (1..10).map { |i| Thread.new(i) { |k| deep(50 + k) } }
  ts.each { |t| t.join }
end
p :ok
