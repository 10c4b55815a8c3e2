# IO#reopen: with a mode the first argument is a path even when it is an IO
# (TypeError); a closed stream takes a path but not another IO
def show(l); print l, ": "; begin; v = yield; v = v.class if IO === v; p v; rescue Exception => e; puts "#{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "X")}"; end; end
File.open("t0", "w") {|f| f.puts "abc"}
show("io mode") { File.open("t0").reopen($stdout, "w") }
show("io nil mode") { File.open("t0").reopen($stdout, nil) }
show("alloc io mode") { IO.allocate.reopen($stdout, "w") }
show("alloc io") { IO.allocate.reopen($stdout) }
show("alloc path") { IO.allocate.reopen("t0") }
show("alloc path mode") { IO.allocate.reopen("t0", "r").gets }
show("closed io") { f = File.open("t0"); f.close; f.reopen($stdin) }
show("closed path") { f = File.open("t0"); f.close; f.reopen("t0").gets }
show("to_io mode") { o = Object.new; def o.to_io; $stdin; end; File.open("t0").reopen(o, "r") }
show("int") { File.open("t0").reopen(1) }
show("path nil mode") { File.open("t0").reopen("t0", nil).gets }
show("path int mode") { File.open("t0").reopen("t0", 0).gets }
show("self") { f = File.open("t0"); f.reopen(f) }
show("self mode") { f = File.open("t0"); f.reopen(f, "r") }
