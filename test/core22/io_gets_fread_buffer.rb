# gets with the "\n" separator freads what is buffered (1.8.7's fast line
# reader) and glibc's fread makes its buffer first: ftell then counts the
# bytes ungetc pushed back, and a write goes where ftell says
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
["gets", "gets('9')", "readline", "each_line { |l| break l }", "getc"].each do |m|
  fresh
  File.open("f", "r+") do |x|
    x.readpartial(3)
    x.ungetc(?\n)
    show(m) { eval("x.#{m}") }
    x.ungetc(?\n)
    show("#{m} pos") { x.pos }
  end
end
fresh
File.open("f", "r+") do |x|
  x.readpartial(3); x.ungetc(?\n); x.gets; x.ungetc(?\n)
  x.write("V" * 9)
end
show("file") { File.read("f") }
