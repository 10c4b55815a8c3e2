# reading $stdin (a file here): gets, $_, $., readline, getc, read with length, eof, STDIN.lineno
p gets
p $_
p $.
p $stdin.lineno
p STDIN.readline
p $stdin.getc
p $stdin.ungetc(?Z)
p $stdin.read(4)
p STDIN.gets("")
p $stdin.eof?
p readlines
p gets
p $stdin.read
p $stdin.read(1)
p $stdin.eof
p $.
p $stdin.pos rescue p $!.class
$stdin.rewind rescue p $!.class
p $stdin.gets
p $<.class, $<.filename
p ARGF.lineno
