# ARGF over files named in ARGV: gets across files, filename, lineno, $.
File.open("f1", "w") { |f| f.write "a\nb\n" }
File.open("f2", "w") { |f| f.write "c\n" }
ARGV.replace(%w[f1 f2])
p ARGF.filename
while line = gets
  puts "#{ARGF.filename}:#{$.}:#{line}"
end
p gets
p ARGF.lineno
ARGV.replace(%w[f2 f1])
p ARGF.read
ARGV.replace(["f1"])
p readlines
