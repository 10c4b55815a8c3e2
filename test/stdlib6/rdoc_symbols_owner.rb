# rdoc (as 1.0): alias :<< and other operator symbols; a quoted symbol is
# not read (a message says so unless quiet); def Name.meth for an unknown
# Name makes a module Name (also said unless quiet)
require 'rdoc/rdoc'
require 'yaml'
require 'stringio'
File.open("s.rb", "w") { |f| f << <<'SRC' }
class A
  def add; end
  alias :<< :add
  alias >> add
  alias :[] :add
  alias :"q" :add
  alias_method :<=>, :add
  attr_reader :"qa"
  alias :<= :add
  X = :"abc"
  def X.y; end
  def A.z; end
end
def Zed.top; end
SRC
$stdout = $stderr = StringIO.new
RDoc::RDoc.new.document(%w(--ri --op ri s.rb))
out = $stdout.string
$stdout = STDOUT; $stderr = STDERR
puts out.sub(/^Elapsed: .*\n/, "")
Dir["ri/**/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  puts "#{d.full_name}: #{d.instance_methods.map { |m| m.name }.inspect} #{d.class_methods.map { |m| m.name }.inspect}" if d.respond_to?(:instance_methods)
end
