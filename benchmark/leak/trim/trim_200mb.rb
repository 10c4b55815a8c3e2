# trim_200mb.rb - 8 threads together allocate about 200 MB of strings, drop
# them, collect, then the process sleeps (TRIM_SLEEP seconds, default 3):
# sample its resident size during the sleep.  With malloc_trim(0) after
# each collection the freed allocator pages go back to the kernel; with
# --disable-malloc-trim much of it stays resident.  Prints "sleeping" when
# the sleep starts.
per_thread = 200 * 1024 * 1024 / 8
threads = (1..8).map do |k|
  Thread.new(k) do |id|
    keep = []
    size = 0
    while size < per_thread
      s = "#{id}" * (4000 + rand(4000))   # malloc'ed buffers, not mmap'ed
      keep << s
      size += s.size
    end
    keep.size
  end
end
threads.each { |t| t.join }
threads = nil
GC.start
$stdout.puts "sleeping"
$stdout.flush
sleep((ENV["TRIM_SLEEP"] || 3).to_f)
