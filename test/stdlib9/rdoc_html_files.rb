# rdoc's default HTML output, file for file and line for line: every file
# rdoc writes for small sources (classes, modules, methods, attributes,
# constants, includes, aliases, :nodoc:, sections, markup), with the
# options that change it (--inline-source --line-numbers --all --title
# --main); the sources are dated back so "Last Update" is fixed, and the
# time in created.rid is masked
require 'rdoc/rdoc'

srcs = %w(shapes.rb util.rb feat.rb empty.rb sup.rb vis.rb hl.rb hl2.rb hd.rb rq.rb re.rb x.rb w.rb k.rb hl3.rb wq.rb cv.rb pc.rb sc.rb sr.rb en.rb)
srcs.each { |f| File.utime(Time.at(1000000000), Time.at(1000000000), "fixtures/#{f}") }

def show_tree(dir)
  Dir["#{dir}/**/*"].select { |f| File.file?(f) }.sort.each { |f|
    body = File.read(f)
    name = f[dir.size + 1..-1]
    body = "(the time of the run)" if name == "created.rid"
    puts "==== #{name} (#{body.size} bytes)", body, "[end]"
  }
end

top = Dir.pwd
Dir.chdir("fixtures")
[[[], srcs], [%w(--inline-source --line-numbers --all --title My<T> --main Mod), srcs],
 [%w(--style my.css --charset utf-8 --webcvs http://cvs/%s --show-hash), %w(rd_basic.rb rd_links.rb rd_ext.c markup_inline.txt markup_blocks.txt)]
].each_with_index { |(opts, files), i|
  out = "#{top}/out#{i}"
  files.each { |f| File.utime(Time.at(1000000000), Time.at(1000000000), f) }
  RDoc::RDoc.new.document(["--op", out, "-q", *opts] + files)
  puts "######## rdoc #{opts.join(' ')}"
  show_tree(out)
}
