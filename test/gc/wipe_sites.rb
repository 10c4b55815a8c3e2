# Every wipe site runs with dead stack below it: loops after deep calls,
# yields, catch/throw and rescue from deep recursion, a SystemStackError
# (the deepest dead region there is), threads recursing on their own
# stacks.  A wiper that clobbered live memory (its own return address, a
# red zone, a neighbour mapping) would crash or corrupt these results.
def deep(n, &b) n.zero? ? b.call : deep(n - 1, &b) end
def rdeep(n) n.zero? ? raise(IndexError, "bottom") : rdeep(n - 1) end
def tdeep(n) n.zero? ? throw(:out, [n, "thrown"]) : tdeep(n - 1) end

# while / until after deep calls
i = 0; acc = []
while i < 5
  acc << deep(100 + i * 50) { "w#{i}" }
  i += 1
end
until i == 0
  i -= 1
  acc << deep(50) { i }
end
p acc

# yield after deep calls
p((1..4).map { |k| deep(200) { k * k } })

# catch / throw from deep
r = (1..3).map { |k| catch(:out) { tdeep(100 * k); :no } }
p r

# rescue from deep (tags landing far above the raise)
n = 0
5.times do
  begin
    rdeep(300)
  rescue IndexError => e
    n += 1 if e.message == "bottom"
  end
end
p n

# stack overflow, then loops over the whole dead stack
def inf(n) inf(n + 1) end
begin
  inf(0)
rescue SystemStackError
  puts "SystemStackError"
end
j = 0
while j < 3
  p deep(1000) { [j, "after overflow"] }
  j += 1
end

# threads recursing and looping on their own stacks
ts = (1..3).map do |k|
  Thread.new(k) do |id|
    s = 0
    10.times { s += deep(100 * id) { id } }
    begin
      rdeep(200)
    rescue IndexError
      s += 1
    end
    s
  end
end
p ts.map { |t| t.value }
a = Array.new(1000) { |x| x.to_s }
p a.size, a[999]
