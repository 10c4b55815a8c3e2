# logger: log files, headers, LogDevice, shifting by size and by period
require 'logger'
l = Logger.new('t.log')
l.info('one')
l.close
s = File.read('t.log')
puts s.sub(/on .* by/, 'on DATE by').sub(/created_by/, 'created_by').gsub(/\[.*?#\d+\]/, '[T]')
d = Logger::LogDevice.new('u.log')
p d.filename, d.dev.class, d.write("abc\n"), d.close
puts File.read('u.log').sub(/on .* by/, 'on DATE by')
p((Logger::LogDevice.new(nil) rescue $!.class), (Logger.new(3) rescue $!.class), (Logger::LogDevice.new(STDOUT).filename))
l2 = Logger.new('t.log', 'daily'); l2.info('two'); l2.close
p File.read('t.log').scan(/INFO -- : (\w+)/).flatten
l3 = Logger.new('v.log', 2, 10)
3.times { |i| l3.info("msg#{i}") }
l3.close
p Dir['v.log*'].sort
f = File.open('w.log', 'a'); l4 = Logger.new(f); l4.warn('x'); l4.close; p f.closed?
l5 = Logger.new('d.log', 'daily'); l5.info('a')
File.utime(Time.local(2001, 2, 3), Time.local(2001, 2, 3), 'd.log')
l5.info('b'); l5.close
old = "d.log.#{(Time.now - 86400).strftime('%Y%m%d')}"
p Dir['d.log*'].size, File.exist?(old), File.read(old).scan(/INFO -- : (\w+)/).flatten, File.read('d.log').scan(/INFO -- : (\w+)/).flatten
File.utime(Time.local(2001, 2, 3), Time.local(2001, 2, 3), 'd.log')
l6 = Logger.new('d.log', 'daily')
p((l6.info('c') rescue [$!.class, $!.message.sub(/\d{8}/, 'DATE')]))
