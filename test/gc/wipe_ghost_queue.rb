# Stack wiping removes ghost references: a queue drops its head, but stale
# pointers to an old head left in dead stack frames (touched only deep in a
# recursion) would keep every node pushed since alive.  With a wiping mask
# whose while-loop sites are on, the live node count must stay bounded
# (counted by a collection deep in the recursion).
mask = RUBY_DESCRIPTION[/MBARI (0x[0-9a-f]+)/, 1].hex
method = (mask >> 12) & 0xe
wipes = (method == 4 || method == 6 || method == 8) && (mask & 0x14) != 0
Node = Struct.new(:payload, :next)
class NodeQueue
  def initialize; @head = @tail = Node.new("x" * 100, nil); @len = 1; end
  def head; @head; end
  def push(nd)
    @tail.next = nd; @tail = nd; @len += 1
    if @len > 100 then @head = @head.next; @len -= 1 end
  end
end
def fill(n, a, b, c) n.zero? ? 0 : fill(n - 1, a, b, c) end
def start(n) n.zero? ? fill(200, $q.head, $q.head, $q.head) : start(n - 1) end
# collects and counts down there, where the old frames' region is live again
def work(n, counts)
  return work(n - 1, counts) unless n.zero?
  200.times { $q.push(Node.new("y" * 100, nil)) }
  if counts
    GC.start
    counts << ObjectSpace.each_object(Node) {}
  end
end
$q = NodeQueue.new
start(10)
i = 0
counts = []
while i < 20
  work(300, i % 5 == 4 ? counts : nil)
  i += 1
end
p counts.size
if wipes
  # 4000 nodes were pushed; the queue holds 100
  puts(counts.max < 1500 ? "bounded" : "GROWS: #{counts.inspect}")
else
  puts "bounded"   # no wiping at this mask: the count may grow (see README.MBARI)
end
