# Logger::LogDevice as 1.8.7: a name that is no String fails where 1.8.7's
# does (FileTest.exist?: "can't convert nil into String"); one with to_str
# is opened and kept as given
require 'logger'
require 'tmpdir'
class P; def initialize(s) @s = s end; def to_str; @s end end
dir = Dir.mktmpdir
[nil, 3, :sym, Object.new, 1.5, [1], P.new("#{dir}/p.log")].each do |x|
  begin
    d = Logger::LogDevice.new(x); p [d.filename.class, d.dev.class]
    l = Logger.new(x); p l.class
  rescue Exception => e
    p [e.class, e.message.sub(/0x[0-9a-f]+/, "X")]
  end
end
begin; Logger.new(nil).info("x"); p :ok; rescue => e; p e; end
FileUtils.rm_rf dir
