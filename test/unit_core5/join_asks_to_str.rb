# 1.8.7 join first asks each element for to_str (checking its result), then uses to_s
class A; def to_str; "STR"; end; def to_s; "S"; end; end
class B; def to_ary; [1,2]; end; def to_s; "BS"; end; end
class C; def to_str; 5; end; def to_s; "CS"; end; end
p [A.new, B.new].join("-")
p [C.new].join rescue p $!
p [[A.new]].join
p [1, :a, nil, 2.5].join("-")
