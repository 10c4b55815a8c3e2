# rdoc (as 1.0): a comment block after a blank line replaces the one
# before (a lone block survives the blank line); :yield: leaves &block
# out of the parameters; def obj.meth on a variable is not documented
require 'rdoc/rdoc'
require 'yaml'
File.open("c.rb", "w") { |f| f << <<'SRC' }
class A
  # c

  def x; end
  # d


  # e
  def y; end
  #first

  # second
  def v; end
  def a(x, &block) # :yield: line
  end
  def c(&b) # :yields: q
  end
  def d(x, &blk)
  end
  alias f a
  def z
    o = Object.new
    def o.sing(a) a end
    def @iv.s2; end
  end
end
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q c.rb))
Dir["ri/**/*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  if d.respond_to?(:instance_methods)
    puts "#{d.full_name}: #{d.instance_methods.map { |m| m.name }.inspect}"
  else
    puts "#{d.full_name} #{d.params.inspect} #{(d.comment || []).map { |x| x.body }.inspect}"
  end
end
