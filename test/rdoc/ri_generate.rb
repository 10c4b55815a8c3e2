# rdoc --ri on Ruby sources: every YAML file the ri generator writes
# (classes, methods, attributes, constants, aliases, includes, yields,
# call forms, :nodoc: :notnew: :stopdoc:, nesting, reopening, heredocs)
require 'rdoc/rdoc'

def dump(dir)
  Dir[File.join(dir, "**", "*")].sort.each { |f|
    next if File.directory?(f)
    if File.basename(f) == "created.rid"
      puts "#{f}: #{File.read(f) =~ /\A\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\n\z/ ? 'a date' : File.read(f).inspect}"
    else
      puts "== #{f}", File.read(f)
    end
  }
end

%w(rd_basic rd_methods rd_nesting rd_options rd_bag).each { |name|
  RDoc::RDoc.new.document(["--ri", "--op", "ri_#{name}", "-q", "fixtures/#{name}.rb"])
  dump("ri_#{name}")
}
# all at once, into one tree
RDoc::RDoc.new.document(%w(--ri --op ri_all -q fixtures/rd_basic.rb fixtures/rd_nesting.rb))
dump("ri_all")
