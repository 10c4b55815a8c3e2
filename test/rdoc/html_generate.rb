# rdoc's HTML output for small sources: the files it writes, the index
# entries, the frame the index opens, each page's description (its text
# and links: classes, methods, URLs) and method headings, and the source
# pages' code (the facts, not the template's look)
require 'rdoc/rdoc'


def strip(s) s.gsub(/<[^>]+>/, "").gsub(/\s+/, " ").strip end
def links(s) s.scan(/<a\s+href="([^"]*)"[^>]*>(.*?)<\/a>/m).map { |h, t| "#{h} => #{strip(t)}" } end
def keys(dir)
files = Dir.chdir(dir) { Dir["**/*"].select { |f| File.file?(f) }.sort }
puts "files:", files.map { |f| "  " + f }
%w(fr_file_index.html fr_class_index.html fr_method_index.html).each { |f|
  body = File.read(File.join(dir, f))[/<div id="index-entries">(.*?)<\/div>/m, 1]
  puts "#{f}:", links(body).map { |l| "  " + l }
}
puts "index: " + File.read(File.join(dir, "index.html"))[/<frame src="([^"]*)" name="docwin"/, 1].to_s
files.grep(/\A(classes|files)\/.*\.html\z/).reject { |f| f =~ /\.src\// }.each { |f|
  s = File.read(File.join(dir, f))
  desc = s[/<div id="description">(.*?)<\/div>/m, 1].to_s
  puts "#{f}:", "  desc: " + strip(desc), links(desc).map { |l| "  link: " + l }
  s.scan(/<a name="(M\d+)"><\/a>.*?<span class="method-name">(.*?)<\/span><span class="method-args">(.*?)<\/span>/m) { |a, n, ar| puts "  method #{a} #{n}#{ar}" }
  s.scan(/<h3 class="section-bar">(.*?)<\/h3>/) { |h| puts "  section #{h[0]}" }
}
files.grep(/\.src\//).each { |f|
  s = File.read(File.join(dir, f))
  puts "#{f}:", s[/<pre>(.*?)<\/pre>/m, 1].gsub(/<[^>]+>/, "")
}
puts "title: " + File.read(File.join(dir, "index.html"))[/<title>(.*?)<\/title>/, 1].to_s
end

[["rd_basic"], ["rd_links"], ["rd_methods"], ["rd_basic", "--main", "Foo::Bar", "--title", "T & t"]].each { |name, *opts|
  out = "html_#{name}#{opts.size}"
  RDoc::RDoc.new.document(["--op", out, "-q", *opts] + ["fixtures/#{name}.rb"])
  puts "==== #{name} #{opts.join(' ')}"
  keys(out)
}
