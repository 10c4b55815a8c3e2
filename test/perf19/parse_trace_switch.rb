# the parser has a plain yyparse and a traced copy (ruby -y): -y traces the
# program and every eval'd string, a syntax error still reports under -y,
# and without -y nothing is traced
ruby = File.readlink("/proc/self/exe")
prog = %q{x = eval("40 + 2"); begin; eval("1 +"); rescue SyntaxError => e; puts e.message.gsub(/\(eval\):\d+: /, "L: "); end; p x}
["-y", ""].each do |opt|
  out = IO.popen("#{ruby} #{opt} -e '#{prog}' 2>&1") { |f| f.read }
  lines = out.split("\n")
  p lines.size > 50
  p lines.grep(/^Shifting token/).map { |l| l.sub(/ \(.*/, "") }.uniq.sort
  p lines.grep(/^Starting parse|^Now at end of input|^Cleanup/).uniq
  p lines.reject { |l| l =~ /^(Starting|Entering|Stack|Reading|Next|Shifting|Reducing|Now|Cleanup|Error|->|   \$\d)/ }
end
