# leak_io_parse.rb - a log-processing loop: files opened, read and closed
# with a block, popen'd commands, Date/Time parsing and a dynamic Regexp
# per record (read buffers, Oniguruma memory and _parse's patterns)
require "date"
require "time"
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
n = 0
while Time.now < deadline
  50.times do
    File.open("/dev/null") { |f| f.read }
    d = Date.parse("2010-03-%02d" % (n % 28 + 1))
    t = Time.parse("2010-03-04 10:11:%02d" % (n % 60))
    key = "k#{n % 7}|v#{n % 11}"
    /\A(#{key})=(\d+)\z/ =~ "k1=2"
    n += 1
  end
  IO.popen("true") { |io| io.read }
end
p :ok
