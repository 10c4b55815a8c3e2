# logger: message formats of every call form, formatter, levels, files; the
# instance variables of LogDevice and its monitor
require 'logger'
require 'stringio'
require "helper"
io = StringIO.new
l = Logger.new(io)
norm = lambda { |s| s.sub(/created on .* by/, 'created on DATE by').gsub(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+/, 'TIME').gsub(/#\d+\]/, '#PID]') }
l.debug("d"); l.info("i"); l.warn("w"); l.error("e"); l.fatal("f"); l.unknown("u")
l.info { "blk" }
l.info("prog") { "blk2" }
l.add(Logger::INFO, "msg", "prog")
l.add(Logger::INFO) { "b" }
l.add(Logger::INFO, nil, "only prog")
l.add(99, "weird")
l.add(nil, "nil sev")
l.info(nil)
l.info(StandardError.new("exc"))
l.info([1, 2])
l.info(:sym)
l << "raw\n"
l.progname = "P"
l.info("with progname")
l.datetime_format = "<%%>"
l.info("fmt")
l.datetime_format = nil
l.formatter = proc { |sev, time, prog, msg| "#{sev}|#{prog}|#{msg.inspect}\n" }
l.warn("custom"); l.error(ArgumentError.new("x"))
l.formatter = nil
l.level = Logger::WARN
l.info("hidden"); l.warn("shown")
puts norm[io.string]
show("levels") { [l.debug?, l.info?, l.warn?, l.error?, l.fatal?] }
show("const") { [Logger::DEBUG, Logger::INFO, Logger::WARN, Logger::ERROR, Logger::FATAL, Logger::UNKNOWN] }
show("sev") { Logger::SEV_LABEL rescue $!.class }
show("formatter cls") { norm[Logger::Formatter.new.call("INFO", Time.at(0).utc, "p", "m")] }
show("formatter exc") { norm[Logger::Formatter.new.call("INFO", Time.at(0).utc, "p", RuntimeError.new("boom"))] }
show("formatter obj") { Logger::Formatter::Format }
show("format_severity") { l.send(:format_severity, 3) }
show("close") { l2 = Logger.new(StringIO.new); l2.close; l2.info("x") }
show("new nil") { l3 = Logger.new(nil); l3.info("x") }
show("bad io") { Logger.new(5) }
show("file") { l4 = Logger.new("t.log"); l4.info("f"); l4.close; norm[File.read("t.log")] }
show("file append") { l4 = Logger.new("t.log"); l4.info("g"); l4.close; File.read("t.log").split("\n").size }
show("shift_age bad") { d = Logger.new("t2.log", "bogus").instance_variable_get(:@logdev); [d.instance_variables.sort, d.instance_variable_get(:@mutex).instance_variables.sort] }
show("monitor ivars") { require "monitor"; Monitor.new.instance_variables.sort }
show("logdev") { Logger::LogDevice.new(StringIO.new).dev.class }
show("progname blk") { s = StringIO.new; x = Logger.new(s); x.progname = "Q"; x.info { "z" }; norm[s.string] }
show("level=") { x = Logger.new(nil); x.level = 7; x.level }
show("ProgName") { Logger::ProgName }
show("error cls") { Logger::Error.ancestors[0,3] rescue $!.class }
show("shift err") { Logger::ShiftingError.superclass }
show("Application") { Logger::Application rescue $!.class }
