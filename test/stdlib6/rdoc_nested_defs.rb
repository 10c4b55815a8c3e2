# rdoc reads a def, class or module inside a method body as belonging to
# the enclosing class (as rdoc 1.0 does); an alias takes the visibility in
# force where it stands; unparenthesized yield arguments run to the line's
# end (an 'end' included) or a ';'
require 'rdoc/rdoc'
require 'yaml'
File.open("n.rb", "w") { |f| f << <<'SRC' }
# The A class
class A
  # outer doc
  def outer(x)
    # inner doc
    def inner(y) y end
    def self.sing; end
    [1].each { def in_brace; end }
    class << self
      def s1; end
    end
    class Foo; def x; end; end
    x
  end
  def b
    # eaten by b's parameters
    def nb; end
  end
  def c(&b) yield 1 if b; end
  def d; yield 2, 3; end
  private
  alias_method :outer2, :outer
  public
  def e() yield 5 end
  def after; end
end
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q n.rb))
Dir["ri/**/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  if d.respond_to?(:instance_methods)
    puts "#{d.full_name}: #{d.instance_methods.map { |m| m.name }.inspect} #{d.class_methods.map { |m| m.name }.inspect}"
  else
    c = d.comment ? d.comment.map { |x| x.body } : []
    puts "#{d.full_name} #{d.params.inspect} #{d.block_params.inspect} #{c.inspect}"
  end
end
