# logger: severities, formatters, progname, add/log/<<, datetime_format, Application
require 'logger'
require 'stringio'
p Logger::Application.superclass, Logger::Application.public_instance_methods(false).sort, Logger::LogDevice.public_instance_methods(false).sort, Logger::Formatter.public_instance_methods(false).sort, Logger::Formatter::Format, Logger::SEV_LABEL, Logger::ProgName =~ /logger/ ? true : false, Logger::VERSION.class
io = StringIO.new
l = Logger.new(io)
l.formatter = proc { |sev, time, prog, msg| "#{sev}|#{prog.inspect}|#{msg.inspect}\n" }
l.debug("d"); l.info("i"); l.warn("w"); l.error("e"); l.fatal("f"); l.unknown("u")
l.level = Logger::WARN
l.info("hidden"); l.warn { "blk" }; l.error("prog") { "msg" }
l.add(Logger::ERROR, "m", "p"); l.add(Logger::ERROR) { "b" }; l.add(Logger::ERROR, nil, "onlyprog"); l.log(Logger::FATAL, "viaLog")
l << "raw\n"
l.progname = "PN"; l.error("x"); l.add(99, "sev99")
p l.sev_threshold, l.debug?, l.info?, l.warn?, l.error?, l.fatal?, l.progname, l.datetime_format
l.sev_threshold = Logger::DEBUG; p l.level
l.error(RuntimeError.new("boom")); l.error(nil); l.error(:sym); l.error([1])
puts io.string
f = Logger::Formatter.new
t = Time.utc(2001, 2, 3, 4, 5, 6, 7000)
puts f.call("INFO", t, "prog", "msg").sub(/#\d+/, '#PID')
puts f.call("ERROR", t, nil, RuntimeError.new("bad")).sub(/#\d+/, '#PID')
f.datetime_format = "%Y"
puts f.call("WARN", t, "p", [1, 2]).sub(/#\d+/, '#PID')
io2 = StringIO.new
l2 = Logger.new(io2); l2.datetime_format = "X"; l2.info("z"); puts io2.string.sub(/#\d+/, "#PID")
p((Logger.new(nil).info("x") rescue $!))
l.close
p((l.info("after close") rescue $!))
class A < Logger::Application
  def initialize() super("myapp") end
  def run
    log(Logger::WARN, "in run")
    @log.info("x")
    raise "oops" if $fail
    42
  end
end
a = A.new
io = StringIO.new
a.set_log(io)
a.level = Logger::INFO
p a.appname, a.logdev.class, a.start
$fail = true
p a.start
puts io.string.gsub(/#\d+/, "#PID").gsub(/\[.*?#/, "[T#").gsub(/^.*logger.rb:\d+:in `start'\n/, '')
c = Logger::Application.new("c")
c.log = StringIO.new
p c.log(Logger::INFO, "hi"), defined?(Monitor)
