require 'h'
class OA; attr_accessor :v; def initialize; @log = []; end; attr_reader :log
  def [](*i) @log << [:get, i]; (@h ||= {})[i] end
  def []=(*a) @log << [:set, a]; (@h ||= {})[a[0..-2]] = a[-1] end
  def v; @log << :v; @v; end
  def v=(x) @log << [:v=, x]; @v = x end
end
r { o = OA.new; o.v ||= 1; o.v ||= 2; [o.v, o.log] }
r { o = OA.new; o.v &&= 1; o.v = 3; o.v &&= 4; [o.v, o.log] }
r { o = OA.new; o.v = 1; o.v += 2; [o.v, o.log] }
r { o = OA.new; o[1] ||= 5; o[1] ||= 6; [o[1], o.log] }
r { o = OA.new; o[1, 2] = 3; o[1, 2] += 4; [o[1, 2], o.log] }
r { o = OA.new; o[] = 1; o[] += 1; o.log }
r { o = OA.new; i = 0; o[i += 1] ||= :x; [i, o.log] }
r { a = [1, 2]; a[0] += 10; a }
r { h = Hash.new(0); h[:a] += 1; h }
r { h = {}; h[:a] ||= []; h[:a] << 1; h }
r { x = nil; x ||= 1; x ||= 2; x }
r { x = 1; x &&= nil; x }
r { @ia ||= 3 }
r { $ga ||= 4 }
r { class OA; @@cv ||= 5; end }
r { module OAM; C ||= 6; end; OAM::C }
r { module OAM; C ||= 7; end; OAM::C }
r { x = 5; x += 1; x -= 2; x *= 3; x /= 2; x %= 4; x **= 3; x <<= 2; x >>= 1; x |= 8; x &= 12; x ^= 5; x }
r { s = "a"; s += "b"; s *= 2; s }
r { a = [1]; a += [2]; a -= [1]; a |= [3]; a &= [2, 3]; a }
r { x = y = 5; [x, y] }
r { x = (y = 1) + 1; [x, y] }
r { a, b = b, a = 1, 2 }
r { a = 1, 2; a }
r { a, b = 1; [a, b] }
r { (a, b), c = [1, 2], 3; [a, b, c] }
r { a, (b, (c, d)) = 1, [2, [3, 4]]; [a, b, c, d] }
r { a, b = *"str"; [a, b] }
r { a, b = "str"; [a, b] }
r { a = *"str"; a }
r { a, b = {1 => 2}; [a, b] }
r { a, b = *{1 => 2}; [a, b] }
r { o = Object.new; def o.to_ary; [7, 8]; end; a, b = o; [a, b] }
r { o = Object.new; def o.to_ary; 5; end; a, b = o; [a, b] }
r { o = Object.new; def o.to_a; [1]; end; a = *o; a }
r { o = Object.new; def o.to_splat; [1]; end; a = *o; a.class }
r { a = *nil; a }
r { def sp(*a) a end; sp(*"a") }
r { sp(*{1=>2}) }
r { sp(*1..2) rescue $!.class }
r { sp(*(1..2)) }
r { o = OA.new; o.v, b = 1, 2; [o.v, b] }
r { o = OA.new; o[0], o[1] = 5, 6; o.log }
r { a = []; a[0], a[2] = 1, 2; a }
r { @x, $y, Z1 = 1, 2, 3; [@x, $y, Z1] }
r { x = 0; x += 1 while x < 10; x }
r { a = [1, 2, 3]; b = a.map { |x| x * 2 } if true; b }
r { v = if false then 1 end; v }
r { v = while false; end; v }
r { v = (1; 2); v }
r { v = begin; 3; end; v }
r { v = unless true; 1; else; 2; end }
r { v = case 5 when 1..3 then :low when 4..6 then :mid else :high end }
r { case "x" when String, Symbol then :str end }
r { case 5 when *[1, 5] then :splat end }
r { case 5 when 1, *[2, 5] then :splat2 end }
r { a = [4, 5]; case 5 when *a then :splat3 end }
r { case 1 when nil then 1 else 2 end }
r { case when false then 1 when true then 2 end }
r { case nil when nil then :n end }
r { case [1, 2] when Array then :arr end }
r { case /re/ when Regexp then 1 end }
r { case "abc" when /b/ then $~[0] end }
r { case 1.0 when 1 then :int end }
r { x = 3; case when x > 2 then :big end }
r { t = true; f = false; [t && f, t || f, !t, (t and f), (t or f), (not t)] }
r { a = 1 if true; a }
r { b = 1 if false; b }
r { defined?(zz) || (zz = 5 if false); zz }
r { x = 0; (x += 1; redo) if false; x }
r { i = 0; (1..10).each { |j| i += 1 if (j == 3)..(j == 5) }; i }
r { i = 0; (1..10).each { |j| i += 1 if (j == 3)...(j == 3) }; i }
r { (1..10).select { |j| true if (j % 3 == 0)..(j % 2 == 0) } }
r { (1..10).select { |j| true if (j % 3 == 0)...(j % 2 == 0) } }
r { $. = 0; x = []; (1..5).each { |j| $. = j; x << j if 2..3 }; x }
r { x = []; %w(a b c d).each { |s| x << s if (s =~ /b/)..(s =~ /c/) }; x }
