# leak_ghost_queue.rb - a ghost-reference leak without callcc.  A queue
# keeps its last 100 nodes: push at the tail, drop the head.  Each dropped
# node still points at its successor, so one stale pointer to an old head
# keeps every node pushed since alive.  The program touches the head only
# deep in recursions whose frames are then dead; the next recursions build
# frames of another shape over that region and allocate (so collect) down
# there.  Without stack wiping (--with-wipe-sites=0x0) the stale words are
# seen by the marker and the process grows without bound; with the default
# mask the while loop's wipe clears them; LEAK_EXORCISE=1 calls GC.exorcise
# in the loop instead (a --enable-mbari-api build), which also holds it flat.
# COUNT=1 prints the live node count every 10 rounds; LEAK_ROUNDS=N runs N
# rounds instead of LEAK_SECONDS (for timing).
Node = Struct.new(:payload, :next)
class NodeQueue
  def initialize; @head = @tail = Node.new("x" * 1000, nil); @len = 1; end
  def head; @head; end
  def push(nd)
    @tail.next = nd; @tail = nd; @len += 1
    if @len > 100 then @head = @head.next; @len -= 1 end
  end
end
def fill(n, a, b, c) n.zero? ? 0 : fill(n - 1, a, b, c) end
def start(n) n.zero? ? fill(200, $q.head, $q.head, $q.head) : start(n - 1) end
def work(n) n.zero? ? 500.times { $q.push(Node.new("y" * 1000, nil)) } : work(n - 1) end

secs = (ENV["LEAK_SECONDS"] || 10).to_f
exorcise = ENV["LEAK_EXORCISE"] == "1"
count = ENV["COUNT"] == "1"
raise "LEAK_EXORCISE=1 needs a --enable-mbari-api build" if exorcise && !GC.respond_to?(:exorcise)
rounds = ENV["LEAK_ROUNDS"] && ENV["LEAK_ROUNDS"].to_i
deadline = Time.now + secs
$q = NodeQueue.new
start(10)            # leaves pointers to the current head in dead frames
i = 0
while rounds ? i < rounds : Time.now < deadline
  work(300)
  GC.exorcise if exorcise
  p ObjectSpace.each_object(Node) {} if count && i % 10 == 0
  i += 1
end
p i > 0
