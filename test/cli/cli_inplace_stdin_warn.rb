# -i with ARGV empty reads stdin: 1.8.7 warns each time ARGF looks at it
# (gets twice, readline three times, readlines once more than its lines)
$stdout.sync = true
p gets
p readline
p ARGF.readchar
p ARGF.getc
p ARGF.eof?
p readlines
p ARGF.filename
p gets
