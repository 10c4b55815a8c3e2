# logger: shifting by size, daily/weekly/monthly files, formatter, levels
require 'logger'
l = Logger.new("s.log", 3, 150)
l.formatter = proc { |s, t, p, m| "#{s} #{m}\n" }
20.times { |i| l.info("message number #{i}") }
l.close
p Dir["s.log*"].sort
Dir["s.log*"].sort.each { |f| puts "#{f}: #{File.read(f).sub(/# Logfile created on .* by/, '# Logfile created on D by').inspect}" }
l = Logger.new("d.log", "daily")
l.info("x"); l.close
p File.exist?("d.log")
l = Logger.new("w.log", "weekly") ; l.close
l = Logger.new("m.log", "monthly") ; l.close
p Dir["*.log"].sort
require "stringio"; so = StringIO.new; l = Logger.new(so)
l.formatter = Logger::Formatter.new
l.datetime_format = "%Y"
l.info("dt")
l.progname = "prog"
l.add(Logger::WARN, "w")
l.level = Logger::ERROR
p l.add(Logger::WARN, "hidden")
p l.add(Logger::ERROR, "shown")
p Logger::VERSION rescue p $!
p Logger::Severity.constants.sort
puts so.string.gsub(/\[.*? #\d+\]/, "[T #P]")
