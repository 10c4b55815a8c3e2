# $FILENAME is "-" until ARGF opens a file (reading it opens nothing);
# ARGF.eof? after skip or close moves on to the next file
File.open("f1", "w") { |f| f.write "a\nb\n" }
File.open("f2", "w") { |f| f.write "x\ny\n" }
ARGV.replace(%w(f1 f2))
p $FILENAME
p ARGF.eof?
p $FILENAME
p ARGF.filename
p gets
ARGF.skip
p ARGF.eof?
p $FILENAME
p gets
ARGV.replace(%w(f1 f2))
p gets
ARGF.close
p ARGF.eof?
p [gets, $FILENAME]
p ARGF.eof?
p [gets, $FILENAME]
p((ARGF.eof? rescue $!))
