# rdoc's one-document outputs (--fmt xml, --fmt xml --template rdf,
# --one-file) for small sources, whole: files with requires (linked when
# documented) and includes, classes with their includes, :nodoc: classes,
# cross references (methods by number)
require "rdoc/rdoc"
$VERBOSE = nil   # (each template redefines the page constants)

srcs = %w(shapes.rb util.rb feat.rb rd_basic.rb rd_links.rb x.rb w.rb rq.rb)
Dir.chdir("fixtures")
srcs.each { |f| File.utime(Time.at(1000000000), Time.at(1000000000), f) }
[%w(--fmt xml), %w(--fmt xml --template rdf), %w(--one-file)].each { |opts|
  puts "######## rdoc #{opts.join(' ')}"
  RDoc::RDoc.new.document(["-q", *opts] + srcs)
  puts
}
