class A; def m(*a, &b); a; end; end
class Q < A; def m(a, *b); b = [9]; super; end; end; p Q.new.m(1), Q.new.m(1, 2)
class Q2 < A; def m(a, *b); b << 9; super; end; end; p Q2.new.m(1), Q2.new.m(1, 2)
class Q3 < A; def m(*b); b << 9; super; end; end; p Q3.new.m, Q3.new.m(1)
class Q4 < A; def m(a = 5, *b); b << 9; super; end; end; p Q4.new.m, Q4.new.m(1), Q4.new.m(1, 2)
class Q5 < A; def m(a = 5, *b); a = 6; super; end; end; p Q5.new.m, Q5.new.m(1)
class Q6 < A; def m(a, *b); b = nil; super; end; end; p((Q6.new.m(1, 2) rescue $!)); p Q6.new.m(1)
class Q7 < A; def m(a, *b); b = 3; super; end; end; p((Q7.new.m(1, 2) rescue $!))
class Q8 < A; def m(*b); [1].each { b << 2 }; super; end; end; p Q8.new.m, Q8.new.m(0)
class Q9 < A; define_method(:m) { |*b| b << 9; super }; end rescue p $!
