# Symbol: inspect of every kind of name, to_proc (calls private methods too), odd symbols
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
%w(a A a? a! a= @a @@a $a $1 $- $-w $_ $~ $$ $! @ @@ $ + - * / % ** ! != !~ =~ == === <=> < <= > >= << >> & | ^ ~ +@ -@ [] []= ` a?= a!= 1a _ __ a_b 9 :: .. ... ? ?! = == =~ !@ ~@ a\ b).each do |n|
  t(n) { [n.to_sym.inspect, n.to_sym.to_s, n.intern.to_i.class] }
end
t(:e) { "".to_sym }
t(:e2) { "a\0b".to_sym }
t(:e3) { "a b".to_sym.inspect }
t(:e4) { :"foo bar".inspect }
t(:e5) { :a.to_proc.call(nil) }
t(:e6) { :upcase.to_proc.call("a", 1) }
t(:e7) { :upcase.to_proc.call }
t(:e8) { :+.to_proc.call(1, 2) }
t(:e9) { :a <=> :b }
t(:e10) { :a.id2name }
t(:e12) { Symbol.new }
t(:e13) { Symbol.allocate }
t(:e14) { :a.dup }
t(:e15) { :a.clone }
t(:e16) { [:a.frozen?, :a.tainted?] }
t(:e17) { :a.taint.tainted? }
t(:e18) { :"\xff".inspect }
t(:e19) { :"9a".inspect }
t(:e20) { :"a=b".inspect }
t(:e21) { :"$12a".inspect }
t(:e22) { :"@1".inspect }
t(:e23) { :"A?".inspect }
t(:e24) { :"[]?".inspect }
t(:e25) { :a == :a }
t(:e26) { :a.hash == :a.hash }
t(:e28) { :a.to_proc.arity }
t(:e29) { [1, 2].inject(&:+) }
t(:e30) { [[1, 2], [3, 4]].map(&:first) }
t(:e31) { def m; yield [1, 2]; end; m(&:first) }
t(:e32) { def m2; yield 1, 2; end; m2(&:+) }
t(:e33) { %w(a b).each_with_index.map(&:upcase) rescue $! }
t(:e35) { :private_m.to_proc.call(Class.new { private; def private_m; 1; end }.new) }
