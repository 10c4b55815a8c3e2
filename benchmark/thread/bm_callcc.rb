# (e) a continuation create-and-call loop, N times (default 100,000).
# usage: bm_callcc.rb N
n = (ARGV[0] || 100_000).to_i
i = 0
k = nil
while i < n
  v = callcc { |c| k = c; 0 }
  if v == 0
    k.call(1)
  end
  i += 1
end
puts "ok #{n}"
