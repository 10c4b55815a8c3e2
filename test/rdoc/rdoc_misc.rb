# rdoc's other outputs and its errors: --fmt xml (and the rdf template),
# --one-file (their content: the template's layout aside), the chm generator without its compiler, the progress line
# and statistics, bad options and files; TemplatePage; the markup samples
require 'rdoc/rdoc'
require 'rdoc/template'

# a run in a child (rdoc exits on some errors): its output, dates and
# times masked, and its exit status
def run(label)
  rd, wr = IO.pipe
  $stdout.flush
  pid = fork {
    rd.close
    $stdout.reopen(wr)
    $stderr.reopen(wr)
    begin
      yield
    rescue RDoc::RDocError => e
      puts "RDocError: #{e.message}"
    end
  }
  wr.close
  out = rd.read.gsub(/\w{3} \w{3} \d\d \d\d:\d\d:\d\d [+-]\d{4} \d{4}/, "DATE").gsub(/Elapsed: \S+/, "Elapsed: T")
  # the documents' content, not their layout: no indentation, no blank lines
  out = out.split(/\n/).map { |l| l.strip }.reject { |l| l.empty? }.join("\n") + "\n" if label =~ /xml|one-file/
  # the order of RDF's classes is that of rdoc 1.0's hash tables: compared as a set of lines
  out = out.split(/\n/).sort.join("\n") + "\n" if label =~ /rdf/
  Process.wait(pid)
  puts "== #{label}", out, "[exit #{$?.exitstatus}]"
end

def rdoc(*args)
  run("rdoc #{args.join(' ')}") { RDoc::RDoc.new.document(args) }
end

rdoc("--fmt", "xml", "-q", "fixtures/rd_basic.rb")
rdoc("--fmt", "xml", "--template", "rdf", "-q", "fixtures/rd_basic.rb", "fixtures/rd_nesting.rb")
rdoc("--one-file", "-q", "fixtures/rd_basic.rb")
rdoc("--fmt", "chm", "--op", "chm_out", "-q", "fixtures/rd_basic.rb")
puts File.directory?("chm_out"), Dir["chm_out/*"].inspect
# (the sources older than the run: only changed files are documented again)
t = Time.now - 3600
File.utime(t, t, "fixtures/rd_basic.rb", "fixtures/rd_methods.rb", "fixtures/rd_nesting.rb")
rdoc("--ri", "--op", "ri_p", "fixtures/rd_basic.rb", "fixtures/rd_methods.rb", "fixtures/rd_nesting.rb")
rdoc("--ri", "--op", "ri_p", "fixtures/rd_basic.rb")
rdoc("--bogus", "x.rb")
rdoc("--fmt", "nope", "x.rb")
rdoc("--op")
rdoc("-x")
rdoc("-q", "--op", "o9", "nosuch.rb")
rdoc("--op", "fixtures/rd_basic.rb", "-q", "fixtures/rd_basic.rb")
Dir.mkdir("not_rdoc")
rdoc("--op", "not_rdoc", "-q", "fixtures/rd_basic.rb")
rdoc("--version")

def template(tpl, vals, *more)
  run("template #{tpl.inspect}") {
    begin
      out = ""
      TemplatePage.new(tpl, *more).write_html_on(out, vals)
      p out
    rescue RuntimeError => e
      puts "#{e.class}: #{e.message}"
    end
  }
end
template("Hello %name%!", { "name" => "N" })
template("START:items\n- %x%\nEND:items\n", { "items" => [{ "x" => "1" }, { "x" => "3" }] })
template("IF:y\ny=%y%\nENDIF:y\nIFNOT:y\nno\nENDIF:y\n", { "y" => "2" })
template("IF:y\ny=%y%\nENDIF:y\nIFNOT:y\nno\nENDIF:y\n", {})
template("HREF:url:name:\n", { "url" => "http://u", "name" => "N" })
template("HREF:url:name:\n", { "name" => "N" })
template("a\n!INCLUDE!\nb\n", { "name" => "N" }, "inc %name%\n")
template("a %b% c", {})
template("START:i\nx%v%\nSTART:j\n  %w% %v%\nEND:j\nEND:i\n", { "i" => [{ "v" => "1", "j" => [{ "w" => "a" }, { "w" => "b" }] }] })
template("START:i\nEND:i\n", { "i" => [] })
template("START:i\nx\nEND:i\n", {})
template("line IF:y x\n  IF:y\n  ENDIF:y\n", { "y" => "1" })
template("%a%%b% %c", { "a" => "1", "b" => "2" })
template("a\n\nb\n\n", {})
template("\n\na", {})

File.open("sample.txt", "w") { |f| f.print "= Title\n\nSome *bold* text.\n\n* item\n" }
run("rdoc2latex") { ARGV.replace(["sample.txt"]); require "rdoc/markup/sample/rdoc2latex" }
Dir.mkdir("smp")
Dir.mkdir("smp/sub")
File.open("smp/simple_markup.rb", "w") { |f| f.print "# Header comment\n# with *bold*\n#\n# * list\nclass X\nend\n" }
run("sample") { Dir.chdir("smp/sub"); require "rdoc/markup/sample/sample" }

# --accessor: calls of the names given as attributes; --diagram without dot
["my_attr=RW", "my_attr", "my_attr,other=W"].each_with_index { |acc, n|
  rdoc("--ri", "--op", "ri_acc#{n}", "-q", "--accessor", acc, "fixtures/rd_accessor.rb")
  puts File.read("ri_acc#{n}/Acc/cdesc-Acc.yaml")
}
rdoc("--op", "with_diagram", "-q", "--diagram", "fixtures/rd_basic.rb") if !system("dot -V >/dev/null 2>&1")
puts File.exist?("with_diagram")
