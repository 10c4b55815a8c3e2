# leak_threads4.rb - 4 threads, each allocating and dropping strings and
# arrays in loops (some of it deep), for LEAK_SECONDS (or LEAK_ROUNDS=N
# loops per thread, for timing)
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
rounds = ENV["LEAK_ROUNDS"] && ENV["LEAK_ROUNDS"].to_i
def deep(n, k) n.zero? ? Array.new(50) { |i| "t#{k}-#{i}" * 3 } : deep(n - 1, k) end
threads = (1..4).map do |k|
  Thread.new(k) do |id|
    n = 0
    r = 0
    while rounds ? (r += 1) <= rounds : Time.now < deadline
      s = ""
      100.times { |i| s << "x#{i}" }
      a = (1..100).map { |i| [i, s[i, 5], i.to_s] }
      b = deep(20 + id * 10, id)
      n += a.size + b.size
    end
    n
  end
end
p threads.map { |t| t.value }.all? { |n| n > 0 }
