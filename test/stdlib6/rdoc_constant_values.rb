# rdoc (as 1.0): a constant's value runs over the comments inside it and
# over line ends after an operator or comma; a comment ending it is kept
# only when the value ends in a name; a superclass expression goes over
# line ends too
require 'rdoc/rdoc'
require 'yaml'
File.open("k.rb", "w") { |f| f << <<'SRC' }
class A < Struct.new(:a,
    :b)
end
class C
  K = {
    :a => 1,   # comment
    :b => 2,
    # full line
    :c => 3
  }
  L = [1,
  2] # tail
  M = 1 +
    2
  N = foo(1,
    2)
  O = 5 # :nodoc:
  B = x.chr # c
  J = Foo::Bar # c
  F = "s" # c
end
class Q < Bar # c
end
SRC
RDoc::RDoc.new.document(%w(--ri --op ri -q k.rb))
Dir["ri/**/cdesc-*.yaml"].sort.each do |f|
  d = YAML.load_file(f)
  p [d.full_name, d.superclass, d.constants.map { |c| [c.name, c.value] }]
end
