# \X where X is the regexp literal's delimiter stays \X in its source (1.8.7),
# for every delimiter: %r|a\|b| is /a\|b/, matching "a|b"
%w(! " # $ % & ' * + , - . / : ; = ? @ \\ ^ _ ` | ~ a).each do |d|
  next if d == "a"
  src = "%r#{d}a\\#{d}b#{d}"
  begin
    r = eval(src)
    puts "#{src} => #{r.source.inspect} #{(r =~ "a#{d}b").inspect}"
  rescue SyntaxError, RegexpError => e
    puts "#{src} !! #{e.class}"
  end
end
["%r(a\\)b)", "%r[a\\]b]", "%r{a\\}b}", "%r<a\\>b>", "%r(a\\(b)", "/a\\/b/", "%r!a\\!b!", "%r,a\\,b,", "%r|a\\|b|i", "%r.a\\.b."].each do |src|
  r = eval(src) rescue (puts "#{src} !! #{$!.class}"; next)
  puts "#{src} => #{r.source.inspect}"
end
