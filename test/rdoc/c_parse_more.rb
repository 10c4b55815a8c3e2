# rdoc's C parser: class comments (above Init_Name, Document-class, else
# the comment before the code defining the class, or that code), constant
# comments ("value: text"), Document-method over a function's comment,
# "/* in other.c */", one-line function bodies, call-seq as written
require 'rdoc/rdoc'

def dump_ri(dir)
  Dir.chdir(dir) { Dir["**/*.yaml"].sort }.each { |f| puts "--- #{f}", File.read(File.join(dir, f)) }
end

%w(rc_ext rc_consts rc_class1 rc_class2 rc_class3).each { |name|
  RDoc::RDoc.new.document(["--ri", "--op", "ri_#{name}", "-q", "fixtures/c2/#{name}.c"])
  puts "==== #{name}"
  dump_ri("ri_#{name}")
}
RDoc::RDoc.new.document(%w(--op html -q fixtures/c2/rc_bodies.c fixtures/c2/rc_ext.c))
Dir.chdir("html") { Dir["classes/**/*.src/*.html"].sort }.each { |f|
  puts "--- #{f}", File.read("html/" + f)[/<pre>(.*)<\/pre>/m, 1]
}
puts File.read("html/classes/Foo.html").scan(/<span class="method-name">(.*?)<\/span>/m).flatten
begin
  RDoc::RDoc.new.document(%w(--ri --op ri_missing -q fixtures/c2/rc_missing.c))
rescue SystemCallError => e
  puts "#{e.class}: #{e.message}"
end
