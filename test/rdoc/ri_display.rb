# ri on data rdoc --ri wrote: classes, methods, partial and qualified
# names, every output format, widths, listings and errors
require 'rdoc/rdoc'
require 'rdoc/ri/ri_driver'

RDoc::RDoc.new.document(%w(--ri --op ri_t -q) + %w(rd_basic rd_methods rd_nesting rd_ri_lists rd_ri_aliases).map { |f| "fixtures/#{f}.rb" })

# ri's output (and its exit status); sorted when the order is the
# directory's
def ri(*args)
  sorted = args.delete(:sorted)
  rd, wr = IO.pipe
  $stdout.flush
  pid = fork {
    rd.close
    $stdout.reopen(wr)
    $stderr.reopen(wr)
    ARGV.replace(["-T", "-d", "ri_t", *args])
    RiDriver.new.process_args
  }
  wr.close
  out = rd.read
  rd.close
  Process.wait(pid)
  out = out.split(/\n/).sort.join("\n") + "\n" if sorted
  puts "== ri #{args.join(' ')}", out, "[exit #{$?.exitstatus}]"
end

%w(plain simple ansi bs html).each { |f|
  ["Foo::Bar", "Foo", "Foo::Bar#each", "Foo::Bar.new", "make", "K", "K#a", "K#p", "K#e", "K.j",
   "Outer::Inner", "Outer::Deep", "Beta", "Alpha", "V", "V#meth", "V#meth4", "String#shout"].each { |q| ri("-f", f, q) }
}
ri("-w", "40", "Beta")
ri("-w", "30", "-f", "bs", "Beta")
["K#", "K.a", "K::j", "Outer::Inner.sing", "Top", "Al", "each", "e", "Alpha.cr", "Alpha#name"].each { |q| ri(q) }
["Gamma", "K#nope", "Outer::Inner::H", "foo::Bar", "#a", ".", "lpha", "Alpha#name_of"].each { |q| ri(q) }
ri("K#a", "K#b")
ri("-c")
ri("-l", :sorted)
ri("-f", "nope", "K")
ri("--bogus")
ri("-w")
ri("-v")
