# Overflowing a thread's own C stack raises SystemStackError in that
# thread only (never a segfault); the main thread and other threads go on,
# and a deep but finite recursion inside a thread works.
def down(n)
  down(n + 1)
end

def depth(n)
  n == 0 ? 0 : 1 + depth(n - 1)
end

t = Thread.new do
  begin
    down(0)
    :not_reached
  rescue SystemStackError => e
    "#{e.class}: #{e.message}"
  end
end
p t.value

# uncaught: the thread dies with it; join re-raises it in main
u = Thread.new { down(0) }
begin
  u.join
rescue SystemStackError => e
  puts "join re-raised #{e.class}"
end
p u.status

# several threads overflowing one after another, each on its own stack
p (1..3).map { Thread.new { begin; down(0); rescue SystemStackError; :ovf; end } }.map { |x| x.value }

# deep, finite recursion in threads created from a deep recursion
def spawn_at(n, &b)
  n == 0 ? Thread.new(&b) : spawn_at(n - 1, &b)
end
ths = (1..4).map { |i| spawn_at(200 * i) { depth(3000) } }
p ths.map { |x| x.value }

# the main thread still recurses normally afterwards
p depth(2000)
