# (a) thread switches while one thread holds a stack N calls deep: that
# thread recurses N levels, then loops on Thread.pass; four shallow
# threads each pass 20,000 times.  usage: bm_deep_switch.rb N
n = (ARGV[0] || 1000).to_i
$done = false

def recurse(n)
  if n == 0
    Thread.pass until $done
    return 0
  end
  1 + recurse(n - 1)
end

deep = Thread.new { recurse(n) }
shallow = (1..4).map { Thread.new { 20_000.times { Thread.pass } } }
shallow.each { |t| t.join }
$done = true
raise "wrong depth" unless deep.value == n
puts "ok #{n}"
