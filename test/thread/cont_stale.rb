# Continuations whose thread died: the stack they saved is released when
# the thread dies, and calling one raises instead of jumping into freed
# memory; live continuations still work after many GCs.
stale = []
30.times do
  Thread.new { stale << callcc { |c| c } }.join
end
GC.start
errors = stale.map do |k|
  begin
    k.call(1)
    :called
  rescue RuntimeError => e
    e.message
  end
end
p errors.uniq
p stale.map { |k| k.class }.uniq

# a continuation called at a shallower depth than it was made (the stack
# is grown first), several times
def make_deep(n, out)
  if n == 0
    k = nil
    v = callcc { |c| k = c; 0 }
    out << v
    return k
  end
  make_deep(n - 1, out)
end
out = []
k = make_deep(2000, out)
k.call(out.size) if out.size < 5
p out

# continuations kept across GC in threads that are still alive
t = Thread.new do
  kk = nil
  n = 0
  callcc { |c| kk = c }
  n += 1
  GC.start
  kk.call if n < 10
  n
end
p t.value

# after the thread died, even from a new thread, the error is the same
dead = nil
Thread.new { callcc { |c| dead = c } }.join
p Thread.new { (dead.call rescue $!.message) }.value
GC.start
p :ok
