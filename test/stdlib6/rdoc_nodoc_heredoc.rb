# rdoc (as 1.0): a class under ":nodoc: all" is not read at all (its
# methods not even counted); a constant set to a heredoc shows its body
require 'rdoc/rdoc'
require 'yaml'
require 'stringio'
File.open("h.rb", "w") { |f| f << <<'SRC' }
class A # :nodoc: all
  def hidden; end
  class In; def y; end; end
end
class B
  X = <<-EOS
    text def fake; end
  EOS
  Y = <<E
plain
E
  def m; end
end
SRC
$stdout = $stderr = StringIO.new
RDoc::RDoc.new.document(%w(--ri --op ri h.rb))
out = $stdout.string
$stdout = STDOUT; $stderr = STDERR
puts out.sub(/^Elapsed: .*\n/, "")
Dir["ri/**/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  puts "#{d.full_name}: #{d.instance_methods.map { |m| m.name }.inspect} #{d.constants.map { |c| [c.name, c.value] }.inspect}" if d.respond_to?(:instance_methods)
end
