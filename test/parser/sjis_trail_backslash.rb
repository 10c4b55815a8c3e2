# -Ks: a Shift_JIS character whose trail byte is 0x5c (a backslash) is
# taken whole in string, regexp, heredoc, %w and symbol literals
p "表" =~ /表/
p %w(表 a).size
x = <<E
表
E
p x.size
p :"表".to_s.size
p `echo 表`.size
p "#{1}表#{2}".size
# comment 表
p /表/i.source.size
p "表".inspect
p %q[表].size
puts "表"
$KCODE="n"
p eval("'表'.size") rescue p $!
