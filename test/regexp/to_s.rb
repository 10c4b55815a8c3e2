# Regexp#to_s of odd sources and options; to_s compiles the body (printing its warnings)
$stdout.sync = true
srcs = ['a', '(?i)a', '(?i:a)', '(?i:a)b', '(?-i:a)', '(?mix:a)', '(?i-mx:a)', '(?m-ix:(?i:a))', '(?:a)', '(?:a)|b', '(?i:a|b)', '(?i:a)|(?i:b)', '(?i:[a)', '(?i:a)\\', '(?i:a\\)', '(?i:(a)', '(?i:a))', '(?x: a )', '(?x:a #)', "(?x:a #\n)", '(?i)', '(?i:)', '(?i:a{,2})', '(?i:})', '(?i:\\1)', '(?i:(a)\\1)', '(?i-:a)', '(?-:a)', '(?mmi:a)', '(?i:a)(?m:b)', '((?i:a))', '(?i:a', '/', 'a/b', '\\/', "\n", '(?i:\\y)', '(?i:(?=a)*)', '(?i:[[:graph:]])']
[0, 1, 2, 4, 7].each do |o|
  srcs.each do |s|
    r = (Regexp.new(s, o) rescue next)
    puts "#{s.inspect} #{o}: #{r.to_s.inspect} #{(Regexp.new(r.to_s) == r rescue $!.class)} #{r.inspect}"
  end
end
p(/a{,2}/.to_s)
p(/(?i:a{,2})/.to_s)
p(/(?i)a{,2}/.to_s)
p(/(?i)(?m:a{,2})/.to_s)
