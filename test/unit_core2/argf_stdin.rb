# With ARGV empty, Kernel#gets/readline/readlines and ARGF read whatever
# $stdin is at each call (1.8.7 follows a reassigned $stdin).
require "stringio"
def show(label)
  r = begin; yield.inspect; rescue Exception => e; "#{e.class}: #{e.message}"; end
  puts "#{label}: #{r}"
end
show("first") { $stdin = StringIO.new("l1\nl2\n"); [gets, $_, gets, gets] }
show("second") { $stdin = StringIO.new("a\nb"); readlines }
show("sep") { $stdin = StringIO.new("a:b:c"); [gets(":"), gets(":")] }
show("para") { $stdin = StringIO.new("a\n\n\nb\n"); [gets(""), gets("")] }
show("readline eof") { $stdin = StringIO.new(""); readline }
show("ARGF.read") { $stdin = StringIO.new("whole"); ARGF.read }
show("ARGF.getc") { $stdin = StringIO.new("xy"); [ARGF.getc, ARGF.getc, ARGF.getc] }
show("ARGF.each_line") { $stdin = StringIO.new("1\n2\n"); ARGF.each_line.to_a }
show("lineno") { $. }
show("back to STDIN") { $stdin = STDIN; gets }
