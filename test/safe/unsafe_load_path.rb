# at $SAFE >= 1, require and load refuse a file below a world-writable
# directory, with 1.8.7's warning naming the deepest one
Dir.mkdir("ww")
File.chmod(0777, "ww")
File.open("ww/lib1.rb", "w") { |f| f.puts "p :loaded" }
pwd = Dir.pwd
class Masker
  def initialize(pwd) @pwd = pwd end
  def write(s) $stdout.write(s.to_s.gsub(@pwd, "PWD")) end
end
$stderr = Masker.new(pwd)
proc {
  $SAFE = 1
  [lambda { load "ww/lib1.rb" }, lambda { require "./ww/lib1" }].each do |l|
    begin
      l.call
    rescue SecurityError => e
      puts e.message.sub(pwd, "PWD")
    end
  end
}.call
require "./ww/lib1"
