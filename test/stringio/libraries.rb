# libraries that write to or read from a StringIO
require 'stringio'
require 'logger'
require 'csv'
require "helper"
io = StringIO.new
log = Logger.new(io)
log.formatter = proc { |sev, time, prog, msg| "#{sev}: #{msg}\n" }
log.info("started")
log.debug("detail")
log.level = Logger::WARN
log.info("hidden")
log.error("failed")
show(:logger) { io.string }
out = StringIO.new
CSV::Writer.generate(out) { |csv| csv << ["a", "b,c", nil]; csv << [1, 2] }
show(:csv_out) { out.string }
show(:csv_in) { CSV::Reader.parse(StringIO.new("x,y\n\"1,2\",3\n")).to_a }
show(:marshal_load) { Marshal.load(StringIO.new(Marshal.dump([1, "s", :t]))) }
dump = StringIO.new
Marshal.dump({ :k => "v" }, dump)
show(:marshal_dump) { [dump.string.size, Marshal.load(dump.string)] }
