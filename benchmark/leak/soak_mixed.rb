# soak_mixed.rb - the long capped run of issue 13: threads, continuations,
# string/array churn and a local TCP echo, round after round, for
# LEAK_SECONDS (default 60; 0 = forever).  Resident size must stay flat
# (benchmark/leak/capped samples it); a NoMemoryError ends the run with
# status 1.  Prints one line per minute and a summary.
require 'socket'

seconds = (ENV['LEAK_SECONDS'] || 60).to_i
server = TCPServer.new('127.0.0.1', 0)
port = server.addr[1]
echo = Thread.new do
  loop do
    c = server.accept
    Thread.new(c) do |s|
      while (line = s.gets)
        s.write(line)
      end
      s.close
    end
  end
end

def churn(n)
  a = []
  n.times { |i| a << ("x" * (i % 64)) + i.to_s }
  h = {}
  a.each_with_index { |s, i| h[s] = [i, s.reverse] }
  a.sort_by { |s| s.size }.map { |s| s.upcase }.join(",").size + h.size
end

def with_continuation
  k = nil
  n = callcc { |c| k = c; 0 }
  k.call(n + 1) if n < 3
  n
end

# the clients connect once: a connect resolves the address in a blocking
# region, whose native worker thread qemu-user 7.2 never frees (about 170 KB
# per thread), which would hide the interpreter's own resident size there
def echo_round(clients)
  clients.each { |s| 5.times { |i| s.puts("line #{i} " + "y" * 100); s.gets } }
end

clients = (1..4).map { TCPSocket.new('127.0.0.1', port) }
start = Time.now
rounds = 0
last_report = start
begin
  loop do
    workers = (0...4).map do |t|
      Thread.new(t) do |id|
        sum = 0
        20.times { sum += churn(200) + with_continuation }
        sum
      end
    end
    echo_round(clients)
    workers.each { |w| w.value }
    rounds += 1
    now = Time.now
    if now - last_report >= 60
      GC.start
      live = ObjectSpace.each_object(Object) {}
      puts "#{(now - start).to_i} s: #{rounds} rounds, #{live} live objects"; $stdout.flush
      last_report = now
    end
    break if seconds > 0 && now - start >= seconds
  end
rescue NoMemoryError => e
  puts "NoMemoryError after #{rounds} rounds: #{e.message}"
  exit 1
end
echo.kill
puts "done: #{rounds} rounds in #{(Time.now - start).to_i} s"
