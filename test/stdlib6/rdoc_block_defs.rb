# rdoc (as 1.0) reads the definitions inside blocks at class level (do,
# braces, if, begin, a call's block): defs, include, constants, aliases --
# not attr_* calls; inside method bodies too; a yield's arguments end at a
# '}' that follows a '('
require 'rdoc/rdoc'
require 'yaml'
File.open("b.rb", "w") { |f| f << <<'SRC' }
class A
  foo do
    def in_do; end
    include Comparable
    attr_reader :z
    K = 1
  end
  [1].each { |x|
    def in_brace; end
  }
  if true
    def in_if; end
    attr_reader :w
  end
  begin
    def in_begin; end
  rescue
  end
  x = lambda do
    def in_lambda; end
  end
  def self.setup
    class_eval do
      def x; end
      alias y x
      include Kernel
      CONST = 1
      alias_method :z, :x
    end
    meta = class << self; self; end
  end
  def ee(&block) Dir.foreach(@path) { |f| yield self.class.new(f) } end
  def after; end
end
class Q; end
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q b.rb))
Dir["ri/**/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  if d.respond_to?(:instance_methods)
    puts "#{d.full_name}: #{d.instance_methods.map { |m| m.name }.inspect} #{d.class_methods.map { |m| m.name }.inspect} #{d.includes.map { |i| i.name }.inspect} #{d.constants.map { |c| c.name }.inspect} #{d.attributes.map { |c| c.name }.inspect}"
  else
    puts "#{d.full_name} #{d.params.inspect}"
  end
end
