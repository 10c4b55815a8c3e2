# Logger: levels, add, progname, formatters, datetime_format, log devices,
# size rotation and daily files
require "helper"
require 'logger'
require 'stringio'
$s = StringIO.new
$l = Logger.new($s)
def out; r = $s.string.gsub(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+/, "TS").gsub(/#\d+\]/, "#PID]"); $s.truncate(0); $s.rewind; r end
eval_lines
__END__
$l.info("x"); out
$l.debug("d"); out
$l.level = Logger::WARN; $l.info("no"); $l.warn("w"); out
$l.error { "blk" }; out
$l.fatal("prog") { "blk2" }; out
$l.unknown("u"); out
$l.add(Logger::ERROR, "m", "p"); out
$l.add(Logger::ERROR) { "b" }; out
$l.add(Logger::ERROR, nil, "onlyprog"); out
$l.add(99, "big"); out
$l.add(nil, "nil"); out
$l << "raw"; out
$l.progname = "PN"; $l.error("e"); out
$l.error(RuntimeError.new("exc")); out
$l.error(nil); out
$l.error([1, 2]); out
$l.datetime_format = "%Y"; $l.error("df"); out.sub(/\[\d{4}#/, "[YYYY#")
$l.datetime_format
$l.formatter = proc { |sev, time, prog, msg| "#{sev}|#{prog}|#{msg}\n" }; $l.error("f"); out
$l.formatter = nil; [$l.debug?, $l.info?, $l.warn?, $l.error?, $l.fatal?]
$l.level = Logger::DEBUG; [$l.debug?, $l.level]
Logger::SEV_LABEL rescue $!.class
Logger::Formatter.new.call("INFO", Time.gm(2001,2,3,4,5,6,7), "p", "msg").sub(/#\d+\]/, "#PID]")
Logger::Formatter.new.call("INFO", Time.gm(2001,2,3,4,5,6,7), nil, RuntimeError.new("E")).sub(/#\d+\]/, "#PID]")
Logger::Formatter.new.call("INFO", Time.gm(2001,2,3,4,5,6,7), nil, :sym).sub(/#\d+\]/, "#PID]")
Logger::Severity.constants.sort
Logger.new(nil).info("x")
Logger.new("/nonexistent/dir/f.log") rescue $!.class
Logger::LogDevice.new(StringIO.new).filename
Logger::ShiftingError.superclass
Logger::Error.superclass
Logger::ProgName
l = Logger.new("t.log", 2, 100); 20.times { |i| l.info("x" * 30) }; l.close; Dir["t.log*"].sort
l = Logger.new("d.log", "daily"); l.info("x"); l.close; File.read("d.log").sub(/created on .* by/, "created on DATE by").gsub(/\d+/, "D")
