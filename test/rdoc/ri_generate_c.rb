# rdoc --ri on C extension sources: classes and modules (_under too),
# methods with the comment above their C function, call-seq, aliases,
# constants, attributes, includes, module functions, the class comment
# (Document-class, else the last comment above the Init function), and
# the warning for a function without one
require 'rdoc/rdoc'

%w(rd_ext rd_modfuncs rd_classes rd_consts).each { |name|
  saved = $stderr.dup
  $stderr.reopen("warnings_#{name}", "w")
  RDoc::RDoc.new.document(["--ri", "--op", "ri_#{name}", "-q", "fixtures/#{name}.c"])
  $stderr.flush
  $stderr.reopen(saved)
  puts "warnings:", File.read("warnings_#{name}")
  Dir[File.join("ri_#{name}", "**", "*")].sort.each { |f|
    next if File.directory?(f) || File.basename(f) == "created.rid"
    puts "== #{f}", File.read(f)
  }
}
