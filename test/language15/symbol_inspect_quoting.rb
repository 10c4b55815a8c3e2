# Symbol#inspect quotes a name that only a local identifier may take: a
# constant, instance, class or global name ending in = ! or ?
%w(A= Ab= a= _= _A= A? A! a! a? A?= a?= Ab? AB= @a= @A @@A $A= $a= $_= A_b= __= a1= A1= a= ab=c == === =~ ! != !~ > >= < <= <=> + - * / % ** ~ +@ -@ [] []= << >> & | ^ ` $1 $12 $-w $-ww $-  @ @@ $ @1 a b=).each { |s| print s.intern.inspect, " " }
puts
