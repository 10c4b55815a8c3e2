# IO.pipe, IO.popen forms, IO.select, EPIPE, close on pipes
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
r, w = IO.pipe
t(:pipe_classes) { [r.class, w.class, r.sync, w.sync] }
t(:pipe_rw) { w.write "abc"; w.flush; r.readpartial(10) }
t(:pipe_eof) { w.close; [r.read, r.eof?, r.read(1)] }
t(:pipe_inspect) { r.inspect =~ /\A#<IO:0x[0-9a-f]+>\z/ ? :ok : r.inspect }
r.close
r, w = IO.pipe
r.close
t(:epipe) { w.write "x" * 100; w.flush }
t(:epipe_sync) { w.sync = true; w.write "y" }
t(:popen_read) { IO.popen("echo hello") { |io| io.read } }
t(:popen_status) { IO.popen("sh -c 'exit 3'") { |io| io.read }; $?.exitstatus }
t(:popen_pid) { io = IO.popen("cat", "r+"); pid = io.pid; io.close; [pid.class, $?.exitstatus] }
t(:popen_rw) { IO.popen("cat", "r+") { |io| io.write "round"; io.close_write; io.read } }
t(:popen_w) { IO.popen("cat > popen_out.txt", "w") { |io| io.puts "written" }; File.read("popen_out.txt") }
t(:popen_w_read) { IO.popen("cat", "w") { |io| io.read } }
t(:popen_r_write) { IO.popen("echo", "r") { |io| io.write "x" } }
t(:popen_gets) { IO.popen("printf 'a\\nb\\n'") { |io| [io.gets, io.gets, io.gets] } }
t(:popen_readlines) { IO.popen("printf 'a\\nb\\n'").readlines }
t(:popen_block_value) { IO.popen("true") { :val } }
t(:popen_badmode) { IO.popen("true", "q") }
t(:popen_missing) { IO.popen("no_such_cmd_zz 2>/dev/null") { |io| io.read }; $?.exitstatus }
t(:popen_dash) { IO.popen("-") { |io| io ? io.read : (print "child"; exit!) } rescue $!.class }
t(:popen_stdin) { IO.popen("tr a-z A-Z", "r+") { |io| io.print "shout"; io.close_write; io.gets } }
t(:select_read) { r, w = IO.pipe; w.write "z"; w.flush; x = IO.select([r], nil, nil, 1); [x.size, x[0] == [r], x[1], x[2]] }
t(:select_timeout) { r, w = IO.pipe; IO.select([r], nil, nil, 0.05) }
t(:select_write) { r, w = IO.pipe; IO.select(nil, [w], nil, 0)[1] == [w] }
t(:select_bad) { IO.select([1]) }
t(:select_nil) { IO.select(nil, nil, nil, 0) }
t(:select_neg) { IO.select(nil, nil, nil, -1) }
t(:select_closed) { r, w = IO.pipe; r.close; IO.select([r], nil, nil, 0) }
t(:select_buffered) { File.open("popen_out.txt") { |f| f.getc; IO.select([f], nil, nil, 0)[0].size } }
t(:kernel_select) { r, w = IO.pipe; w.write "q"; select([r], nil, nil, 0)[0].size }
t(:system_ret) { [system("true"), system("false"), $?.exitstatus] }
t(:system_args) { system("echo", "a b", "c") }
t(:backtick_status) { `sh -c "exit 4"`; $?.exitstatus }
t(:exec_missing) { exec("no_such_cmd_zz") }
