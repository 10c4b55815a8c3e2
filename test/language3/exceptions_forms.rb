require 'h'
r { begin; raise "a"; rescue => e; e.message; end }
r { begin; raise ArgumentError; rescue => e; [e.class, e.message]; end }
r { begin; raise ArgumentError, "m"; rescue ArgumentError, TypeError => e; e.message; end }
r { begin; raise TypeError.new("t"); rescue StandardError => e; e.class; end }
r { begin; raise Exception, "ex"; rescue => e; 1; end }
r { begin; raise "x"; rescue; $!.message; end }
r { begin; raise "x"; rescue; end; $! }
r { begin; 1; rescue; 2; else; 3; ensure; 4; end }
r { begin; raise "q"; rescue; 2; else; 3; ensure; 4; end }
r { x = []; begin; x << 1; ensure; x << 2; end; x }
r { def en1; return 1; ensure; return 2; end; en1 }
r { def en2; begin; return 1; ensure; puts "ens"; end; end; en2 }
r { def en3; [1].each { begin; return 5; ensure; puts "ens3"; end }; end; en3 }
r { def en4; loop { begin; break 6; ensure; puts "ens4"; end }; end; en4 }
r { c = 0; begin; c += 1; raise "r" if c < 3; rescue; retry; end; c }
r { raise }
r { $! = nil; raise } 
r { begin; raise "inner"; rescue; raise; end }
r { begin; raise "inner"; rescue => e; raise e, "newmsg"; end }
r { raise "a", "b" }
r { raise 1 }
r { raise nil }
r { raise Class }
r { raise ArgumentError.new("x"), "y" }
r { raise ArgumentError, "x", ["bt1", "bt2"] }
r { begin; raise ArgumentError, "x", ["bt1"]; rescue => e; e.backtrace; end }
r { begin; raise ArgumentError, "x", "bt"; rescue => e; e.backtrace; end }
r { o = Object.new; def o.exception(m = nil) RuntimeError.new("from o #{m}") end; raise o }
r { o = Object.new; def o.exception(m = nil) RuntimeError.new("from o #{m}") end; raise o, "mm" }
r { o = Object.new; def o.exception(m = nil) 5 end; raise o }
r { e = RuntimeError.new("a"); e2 = e.exception("b"); [e.message, e2.message, e.equal?(e2)] }
r { e = RuntimeError.new("a"); e.exception.equal?(e) }
r { e = RuntimeError.new("a"); e.exception("a").equal?(e) }
r { Exception.new.message }
r { Exception.new(nil).message }
r { Exception.new(5).message }
r { RuntimeError.new("x").inspect }
r { RuntimeError.new("").inspect }
r { RuntimeError.new.inspect }
r { Exception.new("x").to_s }
r { Exception.new("x").to_str rescue $!.class }
r { StandardError.new("x") == StandardError.new("x") }
r { Exception.exception("z").message }
r { NameError.new("m", :nm).name }
r { NoMethodError.new("m", :nm, [1]).args }
r { SystemExit.new(3, "bye").status }
r { SystemExit.new.status }

r { SystemExit.new.success? }

r { SignalException.new(2).message rescue $! }
r { Interrupt.new.message }
r { SystemCallError.new("x", 2).class }
r { SystemCallError.new("x", 2).message }
r { SystemCallError.new(2).errno }
r { Errno::ENOENT.new.message }
r { Errno::ENOENT.new("f").message }
r { Errno::ENOENT::Errno }
r { Errno::EAGAIN == Errno::EWOULDBLOCK }
r { SystemCallError === Errno::ENOENT.new }
r { begin; File.open("/nonexist"); rescue SystemCallError => e; [e.class, e.errno]; end }
r { StopIteration.superclass }
r { LocalJumpError.new.reason rescue $! }
r { begin; proc { return 1 }.call; rescue LocalJumpError => e; [e.reason, e.exit_value]; end }
r { def mk_br; proc { break 3 }; end; begin; mk_br.call; rescue LocalJumpError => e; [e.message, e.reason, e.exit_value]; end }
r { begin; yield; rescue LocalJumpError => e; [e.message, e.reason]; end }
r { ZeroDivisionError.ancestors[0, 4] }
r { FloatDomainError.superclass }
r { ThreadError.superclass }
r { NotImplementedError.superclass }
r { ScriptError.superclass }
r { SecurityError.superclass }
r { IOError.superclass }
r { EOFError.superclass }
r { RegexpError.superclass }
r { IndexError.superclass }
r { RangeError.superclass }
r { KeyError rescue $!.class }
r { NoMemoryError.superclass }
r { SystemStackError.superclass }
r { def deep(n) deep(n + 1) end; begin; deep(0); rescue SystemStackError => e; e.message; end }
r { begin; [1].fetch(5); rescue IndexError => e; e.message; end }
r { begin; {}.fetch(:a); rescue IndexError => e; [e.class, e.message]; end }
r { begin; Integer("z"); rescue => e; e.message; end }
r { begin; nil.foo; rescue NoMethodError => e; [e.name, e.args, e.message]; end }
r { begin; foo_undefined_x; rescue NameError => e; [e.class, e.name, e.message]; end }
r { begin; Foo_undefined; rescue NameError => e; [e.class, e.name, e.message]; end }
r { x = begin; raise "a"; rescue; :rescued; end }
r { x = (raise "b" rescue :mod) }
r { def rm; raise "c"; rescue; :in_def; end; rm }
r { def rm2; yield; rescue ArgumentError; :arg; end; rm2 { raise ArgumentError } }
r { begin; raise TypeError; rescue *[ArgumentError, TypeError]; :splat; end }
r { exs = [TypeError]; begin; raise TypeError; rescue *exs; :splat2; end }
r { begin; raise "x"; rescue 1; end }
r { begin; raise "x"; rescue Object.new; end rescue $!.class }
r { m = Module.new; def m.===(e) true end; begin; raise "x"; rescue m; :custom; end }
r { begin; raise "x"; ensure; puts "e1"; end }
r { begin; begin; raise "x"; ensure; raise "y"; end; rescue => e; e.message; end }
r { begin; throw :a; rescue NameError => e; [e.class, e.message]; end }
r { begin; throw :a; rescue ArgumentError => e; [e.class, e.message]; end }
r { catch(:a) { begin; throw :a, 1; ensure; puts "catch-ens"; end } }
r { at_exit { puts "at_exit 1" }; at_exit { puts "at_exit 2" }; :reg }
r { Exception.new.backtrace }
r { e = Exception.new; e.set_backtrace(["a"]); e.backtrace }
r { e = Exception.new; e.set_backtrace("a"); e.backtrace }
r { e = Exception.new; e.set_backtrace(1) }
r { e = Exception.new; e.set_backtrace(nil); e.backtrace }
r { $@ }
r { begin; raise "q"; rescue; $@.class; end }
r { begin; raise "q"; rescue; $@ = ["z"]; $!.backtrace; end }
r { $! = RuntimeError.new("set"); $! }
r { $! = 5 }
r { begin; raise "w"; rescue; [$!.message, (begin; raise "v"; rescue; $!.message; end), $!.message]; end }
END { puts "END block" }
BEGIN { puts "BEGIN block" }
r { exit 3 }
r { exit! 4 rescue $!.class } if false
r { abort "abrt" }
