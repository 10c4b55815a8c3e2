def t(x)
  case 2; when *x; :y; else :n; end
rescue => e
  e
end
p t(nil), t(2), t([2]), t(1..3), t("2"), t({2=>1}), t(:a)
class S; def to_a; puts "to_a"; [2]; end; end
p t(S.new)
class T; def to_ary; puts "to_ary"; [2]; end; end
p t(T.new)
class U; def to_ary; puts "to_ary"; 2; end; end
p t(U.new)
