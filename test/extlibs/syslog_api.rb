require "helper"
$stdout.sync = true
require "syslog"
show("opened") { Syslog.opened? }
show("mask=") { Syslog.mask = 3 }
show("close") { Syslog.close }
show("reopen") { Syslog.reopen }
show("state") { [Syslog.opened?, Syslog.ident, Syslog.options, Syslog.facility, Syslog.mask] }
show("inspect") { Syslog.inspect }
show("instance") { Syslog.instance }
show("close") { Syslog.close }
show("open") { Syslog.open("foo", Syslog::LOG_PID|Syslog::LOG_NDELAY, Syslog::LOG_LOCAL0) { |s| p s; p [s.ident, s.options, s.facility, s.mask]; :r } }
show("opened") { Syslog.opened? }
show("open2") { Syslog.open("bar").opened? }
show("again") { Syslog.open("bar") }
show("again blk") { Syslog.open("bar") {} }
show("state") { [Syslog.ident, Syslog.options, Syslog.facility] }
show("open!") { Syslog.open!("baz", 0, Syslog::LOG_USER) }
show("state") { [Syslog.ident, Syslog.options, Syslog.facility] }
show("reopen") { Syslog.reopen("q") }
show("mask") { Syslog.mask }
show("mask=") { Syslog.mask = Syslog.LOG_UPTO(Syslog::LOG_ERR) }
show("mask") { Syslog.mask }
show("mask=s") { Syslog.mask = "x" }
show("mask=nil") { Syslog.mask = nil }
show("mask=f") { Syslog.mask = 2.5 }
show("mask") { Syslog.mask }
show("log") { Syslog.log(Syslog::LOG_DEBUG, "hello %s %d", "w", 3) }
show("log0") { Syslog.log(Syslog::LOG_DEBUG) }
show("log1") { Syslog.log() }
show("logs") { Syslog.log("x", "y") }
show("logfmt") { Syslog.log(Syslog::LOG_DEBUG, 3) }
show("logbad") { Syslog.log(Syslog::LOG_DEBUG, "%d", "x") }
%w(emerg alert crit err warning notice info debug).each { |m|
  show(m) { Syslog.send(m, "msg %s", m) }
  show(m + "0") { Syslog.send(m) }
}
show("ident nil") { Syslog.close; Syslog.open(nil) { |s| s.ident } }
show("ident sym") { Syslog.open(:sym) { |s| s.ident } }
show("opts str") { Syslog.open("a", "b") }
show("fac str") { Syslog.open("a", 1, "b") }
show("opts nil") { Syslog.open("a", nil, nil) { |s| [s.options, s.facility] } }
show("opts big") { Syslog.open("a", 2**40) }
show("state") { [Syslog.opened?, Syslog.ident, Syslog.options, Syslog.facility, Syslog.mask] }
show("args") { Syslog.open("a", 1, 2, 3) }
show("LOG_MASK") { [Syslog.LOG_MASK(0), Syslog.LOG_MASK(7), Syslog::Constants.LOG_MASK(2)] }
show("LOG_UPTO") { [Syslog.LOG_UPTO(0), Syslog.LOG_UPTO(7)] }
show("LOG_MASKs") { Syslog.LOG_MASK("x") }
show("LOG_MASK0") { Syslog.LOG_MASK() }
module IncSyslog; include Syslog::Constants; extend self; def f; [LOG_ERR, LOG_MASK(3)]; end; end
show("include") { IncSyslog.f }
show("ident default") { Syslog.open { |s| p s.ident } }
show("inspect open") { Syslog.open("insp", 3, 8); r = Syslog.inspect; Syslog.close; r }
show("close2") { Syslog.close }
show("dup") { Syslog.dup.inspect.sub(/0x[0-9a-f]+/, "X") }
show("close x") { Syslog.open("c"); begin Syslog.close(1) ensure Syslog.close end }
show("opened x") { Syslog.opened?(1) }
# LOG_PERROR copies each message to stderr: what was logged shows
show("perror") {
  Syslog.open("tst", Syslog::LOG_PERROR) { |s|
    p s.mask
    s.mask = 255
    s.info("hello %s", "x")
    s.log(Syslog::LOG_ERR | Syslog::LOG_LOCAL0, "a%%b")
    s.mask = Syslog.LOG_UPTO(Syslog::LOG_ERR)
    s.info("hidden")
    s.err("shown")
    s.info("%s %s", 1, 2, 3)
    s.log(Syslog::LOG_INFO, "a\0b")
  }
}
show("too few") { Syslog.open("tt", Syslog::LOG_PERROR) { |q| q.info("%s") } }
show("nil fmt") { Syslog.open("tt", Syslog::LOG_PERROR) { |q| q.info(nil) } }
show("float pri") { Syslog.open("tt", Syslog::LOG_PERROR) { |q| q.log(1.0, "x") } }
show("big pri") { Syslog.open("tt", Syslog::LOG_PERROR) { |q| q.log(2**70, "x") } }
show("raise in block") { Syslog.open("x") { raise "boom" } }
show("closed after raise") { Syslog.opened? }
show("break") { Syslog.open("y") { break 5 } }
show("closed after break") { Syslog.opened? }
show("ident copied") { x = "abc"; Syslog.open(x); x << "d"; r = Syslog.ident; Syslog.close; r }
show("ident new string") { Syslog.open("i") { |s| s.ident.equal?(s.ident) } }
show("reopen closed") { Syslog.reopen("z") }
show("instance") { Syslog.instance.equal?(Syslog) }
