# a while/until loop whose body ends by next or redo still takes a pending
# Thread#raise (and signals) at each turn, as a plain loop does
Thread.abort_on_exception = true  # a helper thread that dies (out of memory) ends the program
def spin(label)
  Thread.new { sleep 0.2; Thread.main.raise "woken" }
  n = 0
  begin
    yield
  rescue => e
    puts "#{label}: #{e.message}"
  end
end
spin("while next") { while true; next; end }
spin("while next value") { while true; next 1, 2; end }
spin("until next") { until false; next if true; end }
spin("begin-end-while next") { begin; next; end while true }
spin("while redo") { i = 0; while true; i += 1; redo; end }
