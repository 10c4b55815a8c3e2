# IO#close wakes exactly the threads waiting on that descriptor: they get
# IOError "stream closed"; threads waiting on other descriptors keep
# waiting and later read their data.
r1, w1 = IO.pipe
r2, w2 = IO.pipe

waiter = Thread.new do
  begin
    r1.gets
    :got_data
  rescue IOError => e
    "#{e.class}: #{e.message}"
  end
end
other = Thread.new { r2.gets }
sleepers = (1..20).map { Thread.new { sleep } }
Thread.pass until waiter.stop? && other.stop? && sleepers.all? { |s| s.stop? }
p [waiter.status, other.status]

r1.close
p waiter.value
p other.status       # still waiting on its own pipe
w2.puts "hello"
w2.flush
p other.value
p sleepers.map { |s| s.status }.uniq
sleepers.each { |s| s.run }
sleepers.each { |s| s.join }

# a thread blocked in read (not gets) on a pipe whose write end closes
r3, w3 = IO.pipe
reader = Thread.new { r3.read }
Thread.pass until reader.stop?
w3.write "abc"
w3.close
p reader.value

# IO.select in a thread does not block the others
r4, w4 = IO.pipe
sel = Thread.new { IO.select([r4], nil, nil, 5) }
counter = 0
5.times { counter += 1; Thread.pass }
p counter
w4.write "x"
res = sel.value
p res[0] == [r4]
p IO.select([r4], nil, nil, 0) ? :readable : :none
[r2, w1, w2, r3, r4, w4].each { |io| io.close unless io.closed? }
