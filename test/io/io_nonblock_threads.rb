# read_nonblock/write_nonblock errors, pipes read by threads while another writes
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
r, w = IO.pipe
t(:read_nonblock_empty) { r.read_nonblock(5) }
t(:read_nonblock_data) { w.write "abc"; w.flush; r.read_nonblock(2) }
t(:read_nonblock_rest) { r.read_nonblock(10) }
t(:read_nonblock_eof) { w.close; r.read_nonblock(1) }
t(:read_nonblock_neg) { r.read_nonblock(-1) }
t(:read_nonblock_zero) { r.read_nonblock(0) }
r, w = IO.pipe
t(:write_nonblock_full) { n = 0; loop { n += w.write_nonblock("x" * 4096) }; n }
t(:fill_size_ok) { r.read_nonblock(100000).size > 0 }
r, w = IO.pipe
reader = Thread.new { got = []; while (l = r.gets); got << l; end; got }
writer = Thread.new { 5.times { |i| w.puts "line #{i}"; Thread.pass }; w.close }
writer.join
t(:threaded_pipe) { reader.value }
r, w = IO.pipe
th = Thread.new { r.read }
sleep 0.1
t(:blocked_reader_alive) { th.alive? }
w.write "late"; w.close
t(:blocked_reader_value) { th.value }
r, w = IO.pipe
th = Thread.new { IO.select([r]); :ready }
sleep 0.1
w.write "x"
t(:select_in_thread) { th.value }
t(:sleep_wakeup) { th = Thread.new { sleep; :woke }; sleep 0.05; th.wakeup; th.value }
