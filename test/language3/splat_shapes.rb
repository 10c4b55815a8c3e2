# every splat shape through assignment, yield, proc call, return, break, next
def t(*a) p a end
begin; a = nil; t a; rescue Exception => e; puts "E0 #{e.class}: #{e.message}"; end
begin; a = 1; t a; rescue Exception => e; puts "E1 #{e.class}: #{e.message}"; end
begin; a = []; t a; rescue Exception => e; puts "E2 #{e.class}: #{e.message}"; end
begin; a = [1]; t a; rescue Exception => e; puts "E3 #{e.class}: #{e.message}"; end
begin; a = [nil]; t a; rescue Exception => e; puts "E4 #{e.class}: #{e.message}"; end
begin; a = [[]]; t a; rescue Exception => e; puts "E5 #{e.class}: #{e.message}"; end
begin; a = [1,2]; t a; rescue Exception => e; puts "E6 #{e.class}: #{e.message}"; end
begin; a = [*[]]; t a; rescue Exception => e; puts "E7 #{e.class}: #{e.message}"; end
begin; a = [*[1]]; t a; rescue Exception => e; puts "E8 #{e.class}: #{e.message}"; end
begin; a = [*[1,2]]; t a; rescue Exception => e; puts "E9 #{e.class}: #{e.message}"; end
begin; a = *nil; t a; rescue Exception => e; puts "E10 #{e.class}: #{e.message}"; end
begin; a = *1; t a; rescue Exception => e; puts "E11 #{e.class}: #{e.message}"; end
begin; a = *[]; t a; rescue Exception => e; puts "E12 #{e.class}: #{e.message}"; end
begin; a = *[1]; t a; rescue Exception => e; puts "E13 #{e.class}: #{e.message}"; end
begin; a = *[nil]; t a; rescue Exception => e; puts "E14 #{e.class}: #{e.message}"; end
begin; a = *[[]]; t a; rescue Exception => e; puts "E15 #{e.class}: #{e.message}"; end
begin; a = *[1,2]; t a; rescue Exception => e; puts "E16 #{e.class}: #{e.message}"; end
begin; a = *[*[]]; t a; rescue Exception => e; puts "E17 #{e.class}: #{e.message}"; end
begin; a = *[*[1]]; t a; rescue Exception => e; puts "E18 #{e.class}: #{e.message}"; end
begin; a = *[*[1,2]]; t a; rescue Exception => e; puts "E19 #{e.class}: #{e.message}"; end
begin; *a = nil; t a; rescue Exception => e; puts "E20 #{e.class}: #{e.message}"; end
begin; *a = 1; t a; rescue Exception => e; puts "E21 #{e.class}: #{e.message}"; end
begin; *a = []; t a; rescue Exception => e; puts "E22 #{e.class}: #{e.message}"; end
begin; *a = [1]; t a; rescue Exception => e; puts "E23 #{e.class}: #{e.message}"; end
begin; *a = [nil]; t a; rescue Exception => e; puts "E24 #{e.class}: #{e.message}"; end
begin; *a = [[]]; t a; rescue Exception => e; puts "E25 #{e.class}: #{e.message}"; end
begin; *a = [1,2]; t a; rescue Exception => e; puts "E26 #{e.class}: #{e.message}"; end
begin; *a = [*[]]; t a; rescue Exception => e; puts "E27 #{e.class}: #{e.message}"; end
begin; *a = [*[1]]; t a; rescue Exception => e; puts "E28 #{e.class}: #{e.message}"; end
begin; *a = [*[1,2]]; t a; rescue Exception => e; puts "E29 #{e.class}: #{e.message}"; end
begin; *a = *nil; t a; rescue Exception => e; puts "E30 #{e.class}: #{e.message}"; end
begin; *a = *1; t a; rescue Exception => e; puts "E31 #{e.class}: #{e.message}"; end
begin; *a = *[]; t a; rescue Exception => e; puts "E32 #{e.class}: #{e.message}"; end
begin; *a = *[1]; t a; rescue Exception => e; puts "E33 #{e.class}: #{e.message}"; end
begin; *a = *[nil]; t a; rescue Exception => e; puts "E34 #{e.class}: #{e.message}"; end
begin; *a = *[[]]; t a; rescue Exception => e; puts "E35 #{e.class}: #{e.message}"; end
begin; *a = *[1,2]; t a; rescue Exception => e; puts "E36 #{e.class}: #{e.message}"; end
begin; *a = *[*[]]; t a; rescue Exception => e; puts "E37 #{e.class}: #{e.message}"; end
begin; *a = *[*[1]]; t a; rescue Exception => e; puts "E38 #{e.class}: #{e.message}"; end
begin; *a = *[*[1,2]]; t a; rescue Exception => e; puts "E39 #{e.class}: #{e.message}"; end
begin; a,b,*c = nil; t a,b,c; rescue Exception => e; puts "E40 #{e.class}: #{e.message}"; end
begin; a,b,*c = 1; t a,b,c; rescue Exception => e; puts "E41 #{e.class}: #{e.message}"; end
begin; a,b,*c = []; t a,b,c; rescue Exception => e; puts "E42 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1]; t a,b,c; rescue Exception => e; puts "E43 #{e.class}: #{e.message}"; end
begin; a,b,*c = [nil]; t a,b,c; rescue Exception => e; puts "E44 #{e.class}: #{e.message}"; end
begin; a,b,*c = [[]]; t a,b,c; rescue Exception => e; puts "E45 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1,2]; t a,b,c; rescue Exception => e; puts "E46 #{e.class}: #{e.message}"; end
begin; a,b,*c = [*[]]; t a,b,c; rescue Exception => e; puts "E47 #{e.class}: #{e.message}"; end
begin; a,b,*c = [*[1]]; t a,b,c; rescue Exception => e; puts "E48 #{e.class}: #{e.message}"; end
begin; a,b,*c = [*[1,2]]; t a,b,c; rescue Exception => e; puts "E49 #{e.class}: #{e.message}"; end
begin; a,b,*c = *nil; t a,b,c; rescue Exception => e; puts "E50 #{e.class}: #{e.message}"; end
begin; a,b,*c = *1; t a,b,c; rescue Exception => e; puts "E51 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[]; t a,b,c; rescue Exception => e; puts "E52 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[1]; t a,b,c; rescue Exception => e; puts "E53 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[nil]; t a,b,c; rescue Exception => e; puts "E54 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[[]]; t a,b,c; rescue Exception => e; puts "E55 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[1,2]; t a,b,c; rescue Exception => e; puts "E56 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[*[]]; t a,b,c; rescue Exception => e; puts "E57 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[*[1]]; t a,b,c; rescue Exception => e; puts "E58 #{e.class}: #{e.message}"; end
begin; a,b,*c = *[*[1,2]]; t a,b,c; rescue Exception => e; puts "E59 #{e.class}: #{e.message}"; end
begin; a, = nil; t a; rescue Exception => e; puts "E60 #{e.class}: #{e.message}"; end
begin; a, = 1; t a; rescue Exception => e; puts "E61 #{e.class}: #{e.message}"; end
begin; a, = []; t a; rescue Exception => e; puts "E62 #{e.class}: #{e.message}"; end
begin; a, = [1]; t a; rescue Exception => e; puts "E63 #{e.class}: #{e.message}"; end
begin; a, = [nil]; t a; rescue Exception => e; puts "E64 #{e.class}: #{e.message}"; end
begin; a, = [[]]; t a; rescue Exception => e; puts "E65 #{e.class}: #{e.message}"; end
begin; a, = [1,2]; t a; rescue Exception => e; puts "E66 #{e.class}: #{e.message}"; end
begin; a, = [*[]]; t a; rescue Exception => e; puts "E67 #{e.class}: #{e.message}"; end
begin; a, = [*[1]]; t a; rescue Exception => e; puts "E68 #{e.class}: #{e.message}"; end
begin; a, = [*[1,2]]; t a; rescue Exception => e; puts "E69 #{e.class}: #{e.message}"; end
begin; a, = *nil; t a; rescue Exception => e; puts "E70 #{e.class}: #{e.message}"; end
begin; a, = *1; t a; rescue Exception => e; puts "E71 #{e.class}: #{e.message}"; end
begin; a, = *[]; t a; rescue Exception => e; puts "E72 #{e.class}: #{e.message}"; end
begin; a, = *[1]; t a; rescue Exception => e; puts "E73 #{e.class}: #{e.message}"; end
begin; a, = *[nil]; t a; rescue Exception => e; puts "E74 #{e.class}: #{e.message}"; end
begin; a, = *[[]]; t a; rescue Exception => e; puts "E75 #{e.class}: #{e.message}"; end
begin; a, = *[1,2]; t a; rescue Exception => e; puts "E76 #{e.class}: #{e.message}"; end
begin; a, = *[*[]]; t a; rescue Exception => e; puts "E77 #{e.class}: #{e.message}"; end
begin; a, = *[*[1]]; t a; rescue Exception => e; puts "E78 #{e.class}: #{e.message}"; end
begin; a, = *[*[1,2]]; t a; rescue Exception => e; puts "E79 #{e.class}: #{e.message}"; end
begin; (a,b),c = nil; t a,b,c; rescue Exception => e; puts "E80 #{e.class}: #{e.message}"; end
begin; (a,b),c = 1; t a,b,c; rescue Exception => e; puts "E81 #{e.class}: #{e.message}"; end
begin; (a,b),c = []; t a,b,c; rescue Exception => e; puts "E82 #{e.class}: #{e.message}"; end
begin; (a,b),c = [1]; t a,b,c; rescue Exception => e; puts "E83 #{e.class}: #{e.message}"; end
begin; (a,b),c = [nil]; t a,b,c; rescue Exception => e; puts "E84 #{e.class}: #{e.message}"; end
begin; (a,b),c = [[]]; t a,b,c; rescue Exception => e; puts "E85 #{e.class}: #{e.message}"; end
begin; (a,b),c = [1,2]; t a,b,c; rescue Exception => e; puts "E86 #{e.class}: #{e.message}"; end
begin; (a,b),c = [*[]]; t a,b,c; rescue Exception => e; puts "E87 #{e.class}: #{e.message}"; end
begin; (a,b),c = [*[1]]; t a,b,c; rescue Exception => e; puts "E88 #{e.class}: #{e.message}"; end
begin; (a,b),c = [*[1,2]]; t a,b,c; rescue Exception => e; puts "E89 #{e.class}: #{e.message}"; end
begin; (a,b),c = *nil; t a,b,c; rescue Exception => e; puts "E90 #{e.class}: #{e.message}"; end
begin; (a,b),c = *1; t a,b,c; rescue Exception => e; puts "E91 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[]; t a,b,c; rescue Exception => e; puts "E92 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[1]; t a,b,c; rescue Exception => e; puts "E93 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[nil]; t a,b,c; rescue Exception => e; puts "E94 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[[]]; t a,b,c; rescue Exception => e; puts "E95 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[1,2]; t a,b,c; rescue Exception => e; puts "E96 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[*[]]; t a,b,c; rescue Exception => e; puts "E97 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[*[1]]; t a,b,c; rescue Exception => e; puts "E98 #{e.class}: #{e.message}"; end
begin; (a,b),c = *[*[1,2]]; t a,b,c; rescue Exception => e; puts "E99 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = nil; t a,b,c; rescue Exception => e; puts "E100 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = 1; t a,b,c; rescue Exception => e; puts "E101 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = []; t a,b,c; rescue Exception => e; puts "E102 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [1]; t a,b,c; rescue Exception => e; puts "E103 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [nil]; t a,b,c; rescue Exception => e; puts "E104 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [[]]; t a,b,c; rescue Exception => e; puts "E105 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [1,2]; t a,b,c; rescue Exception => e; puts "E106 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [*[]]; t a,b,c; rescue Exception => e; puts "E107 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [*[1]]; t a,b,c; rescue Exception => e; puts "E108 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = [*[1,2]]; t a,b,c; rescue Exception => e; puts "E109 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *nil; t a,b,c; rescue Exception => e; puts "E110 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *1; t a,b,c; rescue Exception => e; puts "E111 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[]; t a,b,c; rescue Exception => e; puts "E112 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[1]; t a,b,c; rescue Exception => e; puts "E113 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[nil]; t a,b,c; rescue Exception => e; puts "E114 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[[]]; t a,b,c; rescue Exception => e; puts "E115 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[1,2]; t a,b,c; rescue Exception => e; puts "E116 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[*[]]; t a,b,c; rescue Exception => e; puts "E117 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[*[1]]; t a,b,c; rescue Exception => e; puts "E118 #{e.class}: #{e.message}"; end
begin; a,(b,*c) = *[*[1,2]]; t a,b,c; rescue Exception => e; puts "E119 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|a| t a}; rescue Exception => e; puts "E120 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(); rescue Exception => e; puts "E121 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|a| t a}; rescue Exception => e; puts "E122 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(nil); rescue Exception => e; puts "E123 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|a| t a}; rescue Exception => e; puts "E124 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(1); rescue Exception => e; puts "E125 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|a| t a}; rescue Exception => e; puts "E126 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([]); rescue Exception => e; puts "E127 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|a| t a}; rescue Exception => e; puts "E128 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([1]); rescue Exception => e; puts "E129 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|a| t a}; rescue Exception => e; puts "E130 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([nil]); rescue Exception => e; puts "E131 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|a| t a}; rescue Exception => e; puts "E132 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([[]]); rescue Exception => e; puts "E133 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|a| t a}; rescue Exception => e; puts "E134 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([1,2]); rescue Exception => e; puts "E135 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|a| t a}; rescue Exception => e; puts "E136 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([*[]]); rescue Exception => e; puts "E137 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|a| t a}; rescue Exception => e; puts "E138 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([*[1]]); rescue Exception => e; puts "E139 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|a| t a}; rescue Exception => e; puts "E140 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call([*[1,2]]); rescue Exception => e; puts "E141 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|a| t a}; rescue Exception => e; puts "E142 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*nil); rescue Exception => e; puts "E143 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|a| t a}; rescue Exception => e; puts "E144 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*1); rescue Exception => e; puts "E145 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|a| t a}; rescue Exception => e; puts "E146 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[]); rescue Exception => e; puts "E147 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|a| t a}; rescue Exception => e; puts "E148 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[1]); rescue Exception => e; puts "E149 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|a| t a}; rescue Exception => e; puts "E150 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[nil]); rescue Exception => e; puts "E151 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|a| t a}; rescue Exception => e; puts "E152 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[[]]); rescue Exception => e; puts "E153 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|a| t a}; rescue Exception => e; puts "E154 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[1,2]); rescue Exception => e; puts "E155 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|a| t a}; rescue Exception => e; puts "E156 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[*[]]); rescue Exception => e; puts "E157 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|a| t a}; rescue Exception => e; puts "E158 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[*[1]]); rescue Exception => e; puts "E159 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|a| t a}; rescue Exception => e; puts "E160 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a| t a}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E161 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|*a| t a}; rescue Exception => e; puts "E162 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(); rescue Exception => e; puts "E163 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|*a| t a}; rescue Exception => e; puts "E164 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(nil); rescue Exception => e; puts "E165 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|*a| t a}; rescue Exception => e; puts "E166 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(1); rescue Exception => e; puts "E167 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|*a| t a}; rescue Exception => e; puts "E168 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([]); rescue Exception => e; puts "E169 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|*a| t a}; rescue Exception => e; puts "E170 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([1]); rescue Exception => e; puts "E171 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|*a| t a}; rescue Exception => e; puts "E172 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([nil]); rescue Exception => e; puts "E173 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|*a| t a}; rescue Exception => e; puts "E174 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([[]]); rescue Exception => e; puts "E175 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|*a| t a}; rescue Exception => e; puts "E176 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([1,2]); rescue Exception => e; puts "E177 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|*a| t a}; rescue Exception => e; puts "E178 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([*[]]); rescue Exception => e; puts "E179 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|*a| t a}; rescue Exception => e; puts "E180 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([*[1]]); rescue Exception => e; puts "E181 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|*a| t a}; rescue Exception => e; puts "E182 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call([*[1,2]]); rescue Exception => e; puts "E183 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|*a| t a}; rescue Exception => e; puts "E184 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*nil); rescue Exception => e; puts "E185 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|*a| t a}; rescue Exception => e; puts "E186 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*1); rescue Exception => e; puts "E187 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|*a| t a}; rescue Exception => e; puts "E188 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[]); rescue Exception => e; puts "E189 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|*a| t a}; rescue Exception => e; puts "E190 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[1]); rescue Exception => e; puts "E191 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|*a| t a}; rescue Exception => e; puts "E192 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[nil]); rescue Exception => e; puts "E193 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|*a| t a}; rescue Exception => e; puts "E194 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[[]]); rescue Exception => e; puts "E195 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|*a| t a}; rescue Exception => e; puts "E196 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[1,2]); rescue Exception => e; puts "E197 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|*a| t a}; rescue Exception => e; puts "E198 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[*[]]); rescue Exception => e; puts "E199 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|*a| t a}; rescue Exception => e; puts "E200 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[*[1]]); rescue Exception => e; puts "E201 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|*a| t a}; rescue Exception => e; puts "E202 #{e.class}: #{e.message}"; end
begin; f2 = proc {|*a| t a}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E203 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E204 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(); rescue Exception => e; puts "E205 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E206 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(nil); rescue Exception => e; puts "E207 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E208 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(1); rescue Exception => e; puts "E209 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E210 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([]); rescue Exception => e; puts "E211 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E212 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([1]); rescue Exception => e; puts "E213 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E214 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([nil]); rescue Exception => e; puts "E215 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E216 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([[]]); rescue Exception => e; puts "E217 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E218 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([1,2]); rescue Exception => e; puts "E219 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E220 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([*[]]); rescue Exception => e; puts "E221 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E222 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([*[1]]); rescue Exception => e; puts "E223 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E224 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call([*[1,2]]); rescue Exception => e; puts "E225 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E226 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*nil); rescue Exception => e; puts "E227 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E228 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*1); rescue Exception => e; puts "E229 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E230 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[]); rescue Exception => e; puts "E231 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E232 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[1]); rescue Exception => e; puts "E233 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E234 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[nil]); rescue Exception => e; puts "E235 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E236 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[[]]); rescue Exception => e; puts "E237 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E238 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[1,2]); rescue Exception => e; puts "E239 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E240 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[*[]]); rescue Exception => e; puts "E241 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E242 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[*[1]]); rescue Exception => e; puts "E243 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|a,b,*c| t a,b,c}; rescue Exception => e; puts "E244 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,b,*c| t a,b,c}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E245 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|a,| t a}; rescue Exception => e; puts "E246 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(); rescue Exception => e; puts "E247 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|a,| t a}; rescue Exception => e; puts "E248 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(nil); rescue Exception => e; puts "E249 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|a,| t a}; rescue Exception => e; puts "E250 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(1); rescue Exception => e; puts "E251 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|a,| t a}; rescue Exception => e; puts "E252 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([]); rescue Exception => e; puts "E253 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|a,| t a}; rescue Exception => e; puts "E254 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([1]); rescue Exception => e; puts "E255 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|a,| t a}; rescue Exception => e; puts "E256 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([nil]); rescue Exception => e; puts "E257 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|a,| t a}; rescue Exception => e; puts "E258 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([[]]); rescue Exception => e; puts "E259 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|a,| t a}; rescue Exception => e; puts "E260 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([1,2]); rescue Exception => e; puts "E261 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|a,| t a}; rescue Exception => e; puts "E262 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([*[]]); rescue Exception => e; puts "E263 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|a,| t a}; rescue Exception => e; puts "E264 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([*[1]]); rescue Exception => e; puts "E265 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|a,| t a}; rescue Exception => e; puts "E266 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call([*[1,2]]); rescue Exception => e; puts "E267 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|a,| t a}; rescue Exception => e; puts "E268 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*nil); rescue Exception => e; puts "E269 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|a,| t a}; rescue Exception => e; puts "E270 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*1); rescue Exception => e; puts "E271 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|a,| t a}; rescue Exception => e; puts "E272 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[]); rescue Exception => e; puts "E273 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|a,| t a}; rescue Exception => e; puts "E274 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[1]); rescue Exception => e; puts "E275 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|a,| t a}; rescue Exception => e; puts "E276 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[nil]); rescue Exception => e; puts "E277 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|a,| t a}; rescue Exception => e; puts "E278 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[[]]); rescue Exception => e; puts "E279 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|a,| t a}; rescue Exception => e; puts "E280 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[1,2]); rescue Exception => e; puts "E281 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|a,| t a}; rescue Exception => e; puts "E282 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[*[]]); rescue Exception => e; puts "E283 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|a,| t a}; rescue Exception => e; puts "E284 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[*[1]]); rescue Exception => e; puts "E285 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|a,| t a}; rescue Exception => e; puts "E286 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,| t a}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E287 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E288 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(); rescue Exception => e; puts "E289 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E290 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(nil); rescue Exception => e; puts "E291 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E292 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(1); rescue Exception => e; puts "E293 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E294 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([]); rescue Exception => e; puts "E295 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E296 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([1]); rescue Exception => e; puts "E297 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E298 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([nil]); rescue Exception => e; puts "E299 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E300 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([[]]); rescue Exception => e; puts "E301 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E302 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([1,2]); rescue Exception => e; puts "E303 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E304 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([*[]]); rescue Exception => e; puts "E305 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E306 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([*[1]]); rescue Exception => e; puts "E307 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E308 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call([*[1,2]]); rescue Exception => e; puts "E309 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E310 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*nil); rescue Exception => e; puts "E311 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E312 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*1); rescue Exception => e; puts "E313 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E314 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[]); rescue Exception => e; puts "E315 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E316 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[1]); rescue Exception => e; puts "E317 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E318 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[nil]); rescue Exception => e; puts "E319 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E320 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[[]]); rescue Exception => e; puts "E321 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E322 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[1,2]); rescue Exception => e; puts "E323 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E324 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[*[]]); rescue Exception => e; puts "E325 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E326 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[*[1]]); rescue Exception => e; puts "E327 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|(a,b)| t a,b}; rescue Exception => e; puts "E328 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,b)| t a,b}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E329 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E330 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(); rescue Exception => e; puts "E331 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E332 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(nil); rescue Exception => e; puts "E333 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E334 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(1); rescue Exception => e; puts "E335 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E336 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([]); rescue Exception => e; puts "E337 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E338 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([1]); rescue Exception => e; puts "E339 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E340 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([nil]); rescue Exception => e; puts "E341 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E342 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([[]]); rescue Exception => e; puts "E343 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E344 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([1,2]); rescue Exception => e; puts "E345 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E346 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([*[]]); rescue Exception => e; puts "E347 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E348 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([*[1]]); rescue Exception => e; puts "E349 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E350 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call([*[1,2]]); rescue Exception => e; puts "E351 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E352 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*nil); rescue Exception => e; puts "E353 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E354 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*1); rescue Exception => e; puts "E355 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E356 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[]); rescue Exception => e; puts "E357 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E358 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[1]); rescue Exception => e; puts "E359 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E360 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[nil]); rescue Exception => e; puts "E361 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E362 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[[]]); rescue Exception => e; puts "E363 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E364 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[1,2]); rescue Exception => e; puts "E365 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E366 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[*[]]); rescue Exception => e; puts "E367 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E368 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[*[1]]); rescue Exception => e; puts "E369 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|a,(b,c)| t a,b,c}; rescue Exception => e; puts "E370 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,(b,c)| t a,b,c}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E371 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E372 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(); rescue Exception => e; puts "E373 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E374 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(nil); rescue Exception => e; puts "E375 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E376 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(1); rescue Exception => e; puts "E377 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E378 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([]); rescue Exception => e; puts "E379 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E380 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([1]); rescue Exception => e; puts "E381 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E382 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([nil]); rescue Exception => e; puts "E383 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E384 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([[]]); rescue Exception => e; puts "E385 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E386 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([1,2]); rescue Exception => e; puts "E387 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E388 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([*[]]); rescue Exception => e; puts "E389 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E390 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([*[1]]); rescue Exception => e; puts "E391 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E392 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call([*[1,2]]); rescue Exception => e; puts "E393 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E394 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*nil); rescue Exception => e; puts "E395 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E396 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*1); rescue Exception => e; puts "E397 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E398 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[]); rescue Exception => e; puts "E399 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E400 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[1]); rescue Exception => e; puts "E401 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E402 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[nil]); rescue Exception => e; puts "E403 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E404 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[[]]); rescue Exception => e; puts "E405 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E406 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[1,2]); rescue Exception => e; puts "E407 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E408 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[*[]]); rescue Exception => e; puts "E409 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E410 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[*[1]]); rescue Exception => e; puts "E411 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|(a,*b),c| t a,b,c}; rescue Exception => e; puts "E412 #{e.class}: #{e.message}"; end
begin; f2 = proc {|(a,*b),c| t a,b,c}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E413 #{e.class}: #{e.message}"; end
begin; def f; yield ; end; f {|a,*| t a}; rescue Exception => e; puts "E414 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(); rescue Exception => e; puts "E415 #{e.class}: #{e.message}"; end
begin; def f; yield nil; end; f {|a,*| t a}; rescue Exception => e; puts "E416 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(nil); rescue Exception => e; puts "E417 #{e.class}: #{e.message}"; end
begin; def f; yield 1; end; f {|a,*| t a}; rescue Exception => e; puts "E418 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(1); rescue Exception => e; puts "E419 #{e.class}: #{e.message}"; end
begin; def f; yield []; end; f {|a,*| t a}; rescue Exception => e; puts "E420 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([]); rescue Exception => e; puts "E421 #{e.class}: #{e.message}"; end
begin; def f; yield [1]; end; f {|a,*| t a}; rescue Exception => e; puts "E422 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([1]); rescue Exception => e; puts "E423 #{e.class}: #{e.message}"; end
begin; def f; yield [nil]; end; f {|a,*| t a}; rescue Exception => e; puts "E424 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([nil]); rescue Exception => e; puts "E425 #{e.class}: #{e.message}"; end
begin; def f; yield [[]]; end; f {|a,*| t a}; rescue Exception => e; puts "E426 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([[]]); rescue Exception => e; puts "E427 #{e.class}: #{e.message}"; end
begin; def f; yield [1,2]; end; f {|a,*| t a}; rescue Exception => e; puts "E428 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([1,2]); rescue Exception => e; puts "E429 #{e.class}: #{e.message}"; end
begin; def f; yield [*[]]; end; f {|a,*| t a}; rescue Exception => e; puts "E430 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([*[]]); rescue Exception => e; puts "E431 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1]]; end; f {|a,*| t a}; rescue Exception => e; puts "E432 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([*[1]]); rescue Exception => e; puts "E433 #{e.class}: #{e.message}"; end
begin; def f; yield [*[1,2]]; end; f {|a,*| t a}; rescue Exception => e; puts "E434 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call([*[1,2]]); rescue Exception => e; puts "E435 #{e.class}: #{e.message}"; end
begin; def f; yield *nil; end; f {|a,*| t a}; rescue Exception => e; puts "E436 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*nil); rescue Exception => e; puts "E437 #{e.class}: #{e.message}"; end
begin; def f; yield *1; end; f {|a,*| t a}; rescue Exception => e; puts "E438 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*1); rescue Exception => e; puts "E439 #{e.class}: #{e.message}"; end
begin; def f; yield *[]; end; f {|a,*| t a}; rescue Exception => e; puts "E440 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[]); rescue Exception => e; puts "E441 #{e.class}: #{e.message}"; end
begin; def f; yield *[1]; end; f {|a,*| t a}; rescue Exception => e; puts "E442 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[1]); rescue Exception => e; puts "E443 #{e.class}: #{e.message}"; end
begin; def f; yield *[nil]; end; f {|a,*| t a}; rescue Exception => e; puts "E444 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[nil]); rescue Exception => e; puts "E445 #{e.class}: #{e.message}"; end
begin; def f; yield *[[]]; end; f {|a,*| t a}; rescue Exception => e; puts "E446 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[[]]); rescue Exception => e; puts "E447 #{e.class}: #{e.message}"; end
begin; def f; yield *[1,2]; end; f {|a,*| t a}; rescue Exception => e; puts "E448 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[1,2]); rescue Exception => e; puts "E449 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[]]; end; f {|a,*| t a}; rescue Exception => e; puts "E450 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[*[]]); rescue Exception => e; puts "E451 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1]]; end; f {|a,*| t a}; rescue Exception => e; puts "E452 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[*[1]]); rescue Exception => e; puts "E453 #{e.class}: #{e.message}"; end
begin; def f; yield *[*[1,2]]; end; f {|a,*| t a}; rescue Exception => e; puts "E454 #{e.class}: #{e.message}"; end
begin; f2 = proc {|a,*| t a}; f2.call(*[*[1,2]]); rescue Exception => e; puts "E455 #{e.class}: #{e.message}"; end
begin; def r; return ; end; a = r(); t a; rescue Exception => e; puts "E456 #{e.class}: #{e.message}"; end
begin; a = loop do break ; end; t a; rescue Exception => e; puts "E457 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next  }; t a; rescue Exception => e; puts "E458 #{e.class}: #{e.message}"; end
begin; a = lambda { return  }.call; t a; rescue Exception => e; puts "E459 #{e.class}: #{e.message}"; end
begin; a = proc { next  }.call; t a; rescue Exception => e; puts "E460 #{e.class}: #{e.message}"; end
begin; a = [1].each { break  }; t a; rescue Exception => e; puts "E461 #{e.class}: #{e.message}"; end
begin; def r; return nil; end; a = r(); t a; rescue Exception => e; puts "E462 #{e.class}: #{e.message}"; end
begin; a = loop do break nil; end; t a; rescue Exception => e; puts "E463 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next nil }; t a; rescue Exception => e; puts "E464 #{e.class}: #{e.message}"; end
begin; a = lambda { return nil }.call; t a; rescue Exception => e; puts "E465 #{e.class}: #{e.message}"; end
begin; a = proc { next nil }.call; t a; rescue Exception => e; puts "E466 #{e.class}: #{e.message}"; end
begin; a = [1].each { break nil }; t a; rescue Exception => e; puts "E467 #{e.class}: #{e.message}"; end
begin; def r; return 1; end; a = r(); t a; rescue Exception => e; puts "E468 #{e.class}: #{e.message}"; end
begin; a = loop do break 1; end; t a; rescue Exception => e; puts "E469 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next 1 }; t a; rescue Exception => e; puts "E470 #{e.class}: #{e.message}"; end
begin; a = lambda { return 1 }.call; t a; rescue Exception => e; puts "E471 #{e.class}: #{e.message}"; end
begin; a = proc { next 1 }.call; t a; rescue Exception => e; puts "E472 #{e.class}: #{e.message}"; end
begin; a = [1].each { break 1 }; t a; rescue Exception => e; puts "E473 #{e.class}: #{e.message}"; end
begin; def r; return []; end; a = r(); t a; rescue Exception => e; puts "E474 #{e.class}: #{e.message}"; end
begin; a = loop do break []; end; t a; rescue Exception => e; puts "E475 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [] }; t a; rescue Exception => e; puts "E476 #{e.class}: #{e.message}"; end
begin; a = lambda { return [] }.call; t a; rescue Exception => e; puts "E477 #{e.class}: #{e.message}"; end
begin; a = proc { next [] }.call; t a; rescue Exception => e; puts "E478 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [] }; t a; rescue Exception => e; puts "E479 #{e.class}: #{e.message}"; end
begin; def r; return [1]; end; a = r(); t a; rescue Exception => e; puts "E480 #{e.class}: #{e.message}"; end
begin; a = loop do break [1]; end; t a; rescue Exception => e; puts "E481 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [1] }; t a; rescue Exception => e; puts "E482 #{e.class}: #{e.message}"; end
begin; a = lambda { return [1] }.call; t a; rescue Exception => e; puts "E483 #{e.class}: #{e.message}"; end
begin; a = proc { next [1] }.call; t a; rescue Exception => e; puts "E484 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [1] }; t a; rescue Exception => e; puts "E485 #{e.class}: #{e.message}"; end
begin; def r; return [nil]; end; a = r(); t a; rescue Exception => e; puts "E486 #{e.class}: #{e.message}"; end
begin; a = loop do break [nil]; end; t a; rescue Exception => e; puts "E487 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [nil] }; t a; rescue Exception => e; puts "E488 #{e.class}: #{e.message}"; end
begin; a = lambda { return [nil] }.call; t a; rescue Exception => e; puts "E489 #{e.class}: #{e.message}"; end
begin; a = proc { next [nil] }.call; t a; rescue Exception => e; puts "E490 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [nil] }; t a; rescue Exception => e; puts "E491 #{e.class}: #{e.message}"; end
begin; def r; return [[]]; end; a = r(); t a; rescue Exception => e; puts "E492 #{e.class}: #{e.message}"; end
begin; a = loop do break [[]]; end; t a; rescue Exception => e; puts "E493 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [[]] }; t a; rescue Exception => e; puts "E494 #{e.class}: #{e.message}"; end
begin; a = lambda { return [[]] }.call; t a; rescue Exception => e; puts "E495 #{e.class}: #{e.message}"; end
begin; a = proc { next [[]] }.call; t a; rescue Exception => e; puts "E496 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [[]] }; t a; rescue Exception => e; puts "E497 #{e.class}: #{e.message}"; end
begin; def r; return [1,2]; end; a = r(); t a; rescue Exception => e; puts "E498 #{e.class}: #{e.message}"; end
begin; a = loop do break [1,2]; end; t a; rescue Exception => e; puts "E499 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [1,2] }; t a; rescue Exception => e; puts "E500 #{e.class}: #{e.message}"; end
begin; a = lambda { return [1,2] }.call; t a; rescue Exception => e; puts "E501 #{e.class}: #{e.message}"; end
begin; a = proc { next [1,2] }.call; t a; rescue Exception => e; puts "E502 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [1,2] }; t a; rescue Exception => e; puts "E503 #{e.class}: #{e.message}"; end
begin; def r; return [*[]]; end; a = r(); t a; rescue Exception => e; puts "E504 #{e.class}: #{e.message}"; end
begin; a = loop do break [*[]]; end; t a; rescue Exception => e; puts "E505 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [*[]] }; t a; rescue Exception => e; puts "E506 #{e.class}: #{e.message}"; end
begin; a = lambda { return [*[]] }.call; t a; rescue Exception => e; puts "E507 #{e.class}: #{e.message}"; end
begin; a = proc { next [*[]] }.call; t a; rescue Exception => e; puts "E508 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [*[]] }; t a; rescue Exception => e; puts "E509 #{e.class}: #{e.message}"; end
begin; def r; return [*[1]]; end; a = r(); t a; rescue Exception => e; puts "E510 #{e.class}: #{e.message}"; end
begin; a = loop do break [*[1]]; end; t a; rescue Exception => e; puts "E511 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [*[1]] }; t a; rescue Exception => e; puts "E512 #{e.class}: #{e.message}"; end
begin; a = lambda { return [*[1]] }.call; t a; rescue Exception => e; puts "E513 #{e.class}: #{e.message}"; end
begin; a = proc { next [*[1]] }.call; t a; rescue Exception => e; puts "E514 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [*[1]] }; t a; rescue Exception => e; puts "E515 #{e.class}: #{e.message}"; end
begin; def r; return [*[1,2]]; end; a = r(); t a; rescue Exception => e; puts "E516 #{e.class}: #{e.message}"; end
begin; a = loop do break [*[1,2]]; end; t a; rescue Exception => e; puts "E517 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next [*[1,2]] }; t a; rescue Exception => e; puts "E518 #{e.class}: #{e.message}"; end
begin; a = lambda { return [*[1,2]] }.call; t a; rescue Exception => e; puts "E519 #{e.class}: #{e.message}"; end
begin; a = proc { next [*[1,2]] }.call; t a; rescue Exception => e; puts "E520 #{e.class}: #{e.message}"; end
begin; a = [1].each { break [*[1,2]] }; t a; rescue Exception => e; puts "E521 #{e.class}: #{e.message}"; end
begin; def r; return *nil; end; a = r(); t a; rescue Exception => e; puts "E522 #{e.class}: #{e.message}"; end
begin; a = loop do break *nil; end; t a; rescue Exception => e; puts "E523 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *nil }; t a; rescue Exception => e; puts "E524 #{e.class}: #{e.message}"; end
begin; a = lambda { return *nil }.call; t a; rescue Exception => e; puts "E525 #{e.class}: #{e.message}"; end
begin; a = proc { next *nil }.call; t a; rescue Exception => e; puts "E526 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *nil }; t a; rescue Exception => e; puts "E527 #{e.class}: #{e.message}"; end
begin; def r; return *1; end; a = r(); t a; rescue Exception => e; puts "E528 #{e.class}: #{e.message}"; end
begin; a = loop do break *1; end; t a; rescue Exception => e; puts "E529 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *1 }; t a; rescue Exception => e; puts "E530 #{e.class}: #{e.message}"; end
begin; a = lambda { return *1 }.call; t a; rescue Exception => e; puts "E531 #{e.class}: #{e.message}"; end
begin; a = proc { next *1 }.call; t a; rescue Exception => e; puts "E532 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *1 }; t a; rescue Exception => e; puts "E533 #{e.class}: #{e.message}"; end
begin; def r; return *[]; end; a = r(); t a; rescue Exception => e; puts "E534 #{e.class}: #{e.message}"; end
begin; a = loop do break *[]; end; t a; rescue Exception => e; puts "E535 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[] }; t a; rescue Exception => e; puts "E536 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[] }.call; t a; rescue Exception => e; puts "E537 #{e.class}: #{e.message}"; end
begin; a = proc { next *[] }.call; t a; rescue Exception => e; puts "E538 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[] }; t a; rescue Exception => e; puts "E539 #{e.class}: #{e.message}"; end
begin; def r; return *[1]; end; a = r(); t a; rescue Exception => e; puts "E540 #{e.class}: #{e.message}"; end
begin; a = loop do break *[1]; end; t a; rescue Exception => e; puts "E541 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[1] }; t a; rescue Exception => e; puts "E542 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[1] }.call; t a; rescue Exception => e; puts "E543 #{e.class}: #{e.message}"; end
begin; a = proc { next *[1] }.call; t a; rescue Exception => e; puts "E544 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[1] }; t a; rescue Exception => e; puts "E545 #{e.class}: #{e.message}"; end
begin; def r; return *[nil]; end; a = r(); t a; rescue Exception => e; puts "E546 #{e.class}: #{e.message}"; end
begin; a = loop do break *[nil]; end; t a; rescue Exception => e; puts "E547 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[nil] }; t a; rescue Exception => e; puts "E548 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[nil] }.call; t a; rescue Exception => e; puts "E549 #{e.class}: #{e.message}"; end
begin; a = proc { next *[nil] }.call; t a; rescue Exception => e; puts "E550 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[nil] }; t a; rescue Exception => e; puts "E551 #{e.class}: #{e.message}"; end
begin; def r; return *[[]]; end; a = r(); t a; rescue Exception => e; puts "E552 #{e.class}: #{e.message}"; end
begin; a = loop do break *[[]]; end; t a; rescue Exception => e; puts "E553 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[[]] }; t a; rescue Exception => e; puts "E554 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[[]] }.call; t a; rescue Exception => e; puts "E555 #{e.class}: #{e.message}"; end
begin; a = proc { next *[[]] }.call; t a; rescue Exception => e; puts "E556 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[[]] }; t a; rescue Exception => e; puts "E557 #{e.class}: #{e.message}"; end
begin; def r; return *[1,2]; end; a = r(); t a; rescue Exception => e; puts "E558 #{e.class}: #{e.message}"; end
begin; a = loop do break *[1,2]; end; t a; rescue Exception => e; puts "E559 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[1,2] }; t a; rescue Exception => e; puts "E560 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[1,2] }.call; t a; rescue Exception => e; puts "E561 #{e.class}: #{e.message}"; end
begin; a = proc { next *[1,2] }.call; t a; rescue Exception => e; puts "E562 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[1,2] }; t a; rescue Exception => e; puts "E563 #{e.class}: #{e.message}"; end
begin; def r; return *[*[]]; end; a = r(); t a; rescue Exception => e; puts "E564 #{e.class}: #{e.message}"; end
begin; a = loop do break *[*[]]; end; t a; rescue Exception => e; puts "E565 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[*[]] }; t a; rescue Exception => e; puts "E566 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[*[]] }.call; t a; rescue Exception => e; puts "E567 #{e.class}: #{e.message}"; end
begin; a = proc { next *[*[]] }.call; t a; rescue Exception => e; puts "E568 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[*[]] }; t a; rescue Exception => e; puts "E569 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1]]; end; a = r(); t a; rescue Exception => e; puts "E570 #{e.class}: #{e.message}"; end
begin; a = loop do break *[*[1]]; end; t a; rescue Exception => e; puts "E571 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[*[1]] }; t a; rescue Exception => e; puts "E572 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[*[1]] }.call; t a; rescue Exception => e; puts "E573 #{e.class}: #{e.message}"; end
begin; a = proc { next *[*[1]] }.call; t a; rescue Exception => e; puts "E574 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[*[1]] }; t a; rescue Exception => e; puts "E575 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1,2]]; end; a = r(); t a; rescue Exception => e; puts "E576 #{e.class}: #{e.message}"; end
begin; a = loop do break *[*[1,2]]; end; t a; rescue Exception => e; puts "E577 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a = r2 { next *[*[1,2]] }; t a; rescue Exception => e; puts "E578 #{e.class}: #{e.message}"; end
begin; a = lambda { return *[*[1,2]] }.call; t a; rescue Exception => e; puts "E579 #{e.class}: #{e.message}"; end
begin; a = proc { next *[*[1,2]] }.call; t a; rescue Exception => e; puts "E580 #{e.class}: #{e.message}"; end
begin; a = [1].each { break *[*[1,2]] }; t a; rescue Exception => e; puts "E581 #{e.class}: #{e.message}"; end
begin; def r; return ; end; *a = r(); t a; rescue Exception => e; puts "E582 #{e.class}: #{e.message}"; end
begin; *a = loop do break ; end; t a; rescue Exception => e; puts "E583 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next  }; t a; rescue Exception => e; puts "E584 #{e.class}: #{e.message}"; end
begin; *a = lambda { return  }.call; t a; rescue Exception => e; puts "E585 #{e.class}: #{e.message}"; end
begin; *a = proc { next  }.call; t a; rescue Exception => e; puts "E586 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break  }; t a; rescue Exception => e; puts "E587 #{e.class}: #{e.message}"; end
begin; def r; return nil; end; *a = r(); t a; rescue Exception => e; puts "E588 #{e.class}: #{e.message}"; end
begin; *a = loop do break nil; end; t a; rescue Exception => e; puts "E589 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next nil }; t a; rescue Exception => e; puts "E590 #{e.class}: #{e.message}"; end
begin; *a = lambda { return nil }.call; t a; rescue Exception => e; puts "E591 #{e.class}: #{e.message}"; end
begin; *a = proc { next nil }.call; t a; rescue Exception => e; puts "E592 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break nil }; t a; rescue Exception => e; puts "E593 #{e.class}: #{e.message}"; end
begin; def r; return 1; end; *a = r(); t a; rescue Exception => e; puts "E594 #{e.class}: #{e.message}"; end
begin; *a = loop do break 1; end; t a; rescue Exception => e; puts "E595 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next 1 }; t a; rescue Exception => e; puts "E596 #{e.class}: #{e.message}"; end
begin; *a = lambda { return 1 }.call; t a; rescue Exception => e; puts "E597 #{e.class}: #{e.message}"; end
begin; *a = proc { next 1 }.call; t a; rescue Exception => e; puts "E598 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break 1 }; t a; rescue Exception => e; puts "E599 #{e.class}: #{e.message}"; end
begin; def r; return []; end; *a = r(); t a; rescue Exception => e; puts "E600 #{e.class}: #{e.message}"; end
begin; *a = loop do break []; end; t a; rescue Exception => e; puts "E601 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [] }; t a; rescue Exception => e; puts "E602 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [] }.call; t a; rescue Exception => e; puts "E603 #{e.class}: #{e.message}"; end
begin; *a = proc { next [] }.call; t a; rescue Exception => e; puts "E604 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [] }; t a; rescue Exception => e; puts "E605 #{e.class}: #{e.message}"; end
begin; def r; return [1]; end; *a = r(); t a; rescue Exception => e; puts "E606 #{e.class}: #{e.message}"; end
begin; *a = loop do break [1]; end; t a; rescue Exception => e; puts "E607 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [1] }; t a; rescue Exception => e; puts "E608 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [1] }.call; t a; rescue Exception => e; puts "E609 #{e.class}: #{e.message}"; end
begin; *a = proc { next [1] }.call; t a; rescue Exception => e; puts "E610 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [1] }; t a; rescue Exception => e; puts "E611 #{e.class}: #{e.message}"; end
begin; def r; return [nil]; end; *a = r(); t a; rescue Exception => e; puts "E612 #{e.class}: #{e.message}"; end
begin; *a = loop do break [nil]; end; t a; rescue Exception => e; puts "E613 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [nil] }; t a; rescue Exception => e; puts "E614 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [nil] }.call; t a; rescue Exception => e; puts "E615 #{e.class}: #{e.message}"; end
begin; *a = proc { next [nil] }.call; t a; rescue Exception => e; puts "E616 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [nil] }; t a; rescue Exception => e; puts "E617 #{e.class}: #{e.message}"; end
begin; def r; return [[]]; end; *a = r(); t a; rescue Exception => e; puts "E618 #{e.class}: #{e.message}"; end
begin; *a = loop do break [[]]; end; t a; rescue Exception => e; puts "E619 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [[]] }; t a; rescue Exception => e; puts "E620 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [[]] }.call; t a; rescue Exception => e; puts "E621 #{e.class}: #{e.message}"; end
begin; *a = proc { next [[]] }.call; t a; rescue Exception => e; puts "E622 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [[]] }; t a; rescue Exception => e; puts "E623 #{e.class}: #{e.message}"; end
begin; def r; return [1,2]; end; *a = r(); t a; rescue Exception => e; puts "E624 #{e.class}: #{e.message}"; end
begin; *a = loop do break [1,2]; end; t a; rescue Exception => e; puts "E625 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [1,2] }; t a; rescue Exception => e; puts "E626 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [1,2] }.call; t a; rescue Exception => e; puts "E627 #{e.class}: #{e.message}"; end
begin; *a = proc { next [1,2] }.call; t a; rescue Exception => e; puts "E628 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [1,2] }; t a; rescue Exception => e; puts "E629 #{e.class}: #{e.message}"; end
begin; def r; return [*[]]; end; *a = r(); t a; rescue Exception => e; puts "E630 #{e.class}: #{e.message}"; end
begin; *a = loop do break [*[]]; end; t a; rescue Exception => e; puts "E631 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [*[]] }; t a; rescue Exception => e; puts "E632 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [*[]] }.call; t a; rescue Exception => e; puts "E633 #{e.class}: #{e.message}"; end
begin; *a = proc { next [*[]] }.call; t a; rescue Exception => e; puts "E634 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [*[]] }; t a; rescue Exception => e; puts "E635 #{e.class}: #{e.message}"; end
begin; def r; return [*[1]]; end; *a = r(); t a; rescue Exception => e; puts "E636 #{e.class}: #{e.message}"; end
begin; *a = loop do break [*[1]]; end; t a; rescue Exception => e; puts "E637 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [*[1]] }; t a; rescue Exception => e; puts "E638 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [*[1]] }.call; t a; rescue Exception => e; puts "E639 #{e.class}: #{e.message}"; end
begin; *a = proc { next [*[1]] }.call; t a; rescue Exception => e; puts "E640 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [*[1]] }; t a; rescue Exception => e; puts "E641 #{e.class}: #{e.message}"; end
begin; def r; return [*[1,2]]; end; *a = r(); t a; rescue Exception => e; puts "E642 #{e.class}: #{e.message}"; end
begin; *a = loop do break [*[1,2]]; end; t a; rescue Exception => e; puts "E643 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next [*[1,2]] }; t a; rescue Exception => e; puts "E644 #{e.class}: #{e.message}"; end
begin; *a = lambda { return [*[1,2]] }.call; t a; rescue Exception => e; puts "E645 #{e.class}: #{e.message}"; end
begin; *a = proc { next [*[1,2]] }.call; t a; rescue Exception => e; puts "E646 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break [*[1,2]] }; t a; rescue Exception => e; puts "E647 #{e.class}: #{e.message}"; end
begin; def r; return *nil; end; *a = r(); t a; rescue Exception => e; puts "E648 #{e.class}: #{e.message}"; end
begin; *a = loop do break *nil; end; t a; rescue Exception => e; puts "E649 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *nil }; t a; rescue Exception => e; puts "E650 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *nil }.call; t a; rescue Exception => e; puts "E651 #{e.class}: #{e.message}"; end
begin; *a = proc { next *nil }.call; t a; rescue Exception => e; puts "E652 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *nil }; t a; rescue Exception => e; puts "E653 #{e.class}: #{e.message}"; end
begin; def r; return *1; end; *a = r(); t a; rescue Exception => e; puts "E654 #{e.class}: #{e.message}"; end
begin; *a = loop do break *1; end; t a; rescue Exception => e; puts "E655 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *1 }; t a; rescue Exception => e; puts "E656 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *1 }.call; t a; rescue Exception => e; puts "E657 #{e.class}: #{e.message}"; end
begin; *a = proc { next *1 }.call; t a; rescue Exception => e; puts "E658 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *1 }; t a; rescue Exception => e; puts "E659 #{e.class}: #{e.message}"; end
begin; def r; return *[]; end; *a = r(); t a; rescue Exception => e; puts "E660 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[]; end; t a; rescue Exception => e; puts "E661 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[] }; t a; rescue Exception => e; puts "E662 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[] }.call; t a; rescue Exception => e; puts "E663 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[] }.call; t a; rescue Exception => e; puts "E664 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[] }; t a; rescue Exception => e; puts "E665 #{e.class}: #{e.message}"; end
begin; def r; return *[1]; end; *a = r(); t a; rescue Exception => e; puts "E666 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[1]; end; t a; rescue Exception => e; puts "E667 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[1] }; t a; rescue Exception => e; puts "E668 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[1] }.call; t a; rescue Exception => e; puts "E669 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[1] }.call; t a; rescue Exception => e; puts "E670 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[1] }; t a; rescue Exception => e; puts "E671 #{e.class}: #{e.message}"; end
begin; def r; return *[nil]; end; *a = r(); t a; rescue Exception => e; puts "E672 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[nil]; end; t a; rescue Exception => e; puts "E673 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[nil] }; t a; rescue Exception => e; puts "E674 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[nil] }.call; t a; rescue Exception => e; puts "E675 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[nil] }.call; t a; rescue Exception => e; puts "E676 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[nil] }; t a; rescue Exception => e; puts "E677 #{e.class}: #{e.message}"; end
begin; def r; return *[[]]; end; *a = r(); t a; rescue Exception => e; puts "E678 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[[]]; end; t a; rescue Exception => e; puts "E679 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[[]] }; t a; rescue Exception => e; puts "E680 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[[]] }.call; t a; rescue Exception => e; puts "E681 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[[]] }.call; t a; rescue Exception => e; puts "E682 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[[]] }; t a; rescue Exception => e; puts "E683 #{e.class}: #{e.message}"; end
begin; def r; return *[1,2]; end; *a = r(); t a; rescue Exception => e; puts "E684 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[1,2]; end; t a; rescue Exception => e; puts "E685 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[1,2] }; t a; rescue Exception => e; puts "E686 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[1,2] }.call; t a; rescue Exception => e; puts "E687 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[1,2] }.call; t a; rescue Exception => e; puts "E688 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[1,2] }; t a; rescue Exception => e; puts "E689 #{e.class}: #{e.message}"; end
begin; def r; return *[*[]]; end; *a = r(); t a; rescue Exception => e; puts "E690 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[*[]]; end; t a; rescue Exception => e; puts "E691 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[*[]] }; t a; rescue Exception => e; puts "E692 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[*[]] }.call; t a; rescue Exception => e; puts "E693 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[*[]] }.call; t a; rescue Exception => e; puts "E694 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[*[]] }; t a; rescue Exception => e; puts "E695 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1]]; end; *a = r(); t a; rescue Exception => e; puts "E696 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[*[1]]; end; t a; rescue Exception => e; puts "E697 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[*[1]] }; t a; rescue Exception => e; puts "E698 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[*[1]] }.call; t a; rescue Exception => e; puts "E699 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[*[1]] }.call; t a; rescue Exception => e; puts "E700 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[*[1]] }; t a; rescue Exception => e; puts "E701 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1,2]]; end; *a = r(); t a; rescue Exception => e; puts "E702 #{e.class}: #{e.message}"; end
begin; *a = loop do break *[*[1,2]]; end; t a; rescue Exception => e; puts "E703 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; *a = r2 { next *[*[1,2]] }; t a; rescue Exception => e; puts "E704 #{e.class}: #{e.message}"; end
begin; *a = lambda { return *[*[1,2]] }.call; t a; rescue Exception => e; puts "E705 #{e.class}: #{e.message}"; end
begin; *a = proc { next *[*[1,2]] }.call; t a; rescue Exception => e; puts "E706 #{e.class}: #{e.message}"; end
begin; *a = [1].each { break *[*[1,2]] }; t a; rescue Exception => e; puts "E707 #{e.class}: #{e.message}"; end
begin; def r; return ; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E708 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break ; end; t a,b,c; rescue Exception => e; puts "E709 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next  }; t a,b,c; rescue Exception => e; puts "E710 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return  }.call; t a,b,c; rescue Exception => e; puts "E711 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next  }.call; t a,b,c; rescue Exception => e; puts "E712 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break  }; t a,b,c; rescue Exception => e; puts "E713 #{e.class}: #{e.message}"; end
begin; def r; return nil; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E714 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break nil; end; t a,b,c; rescue Exception => e; puts "E715 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next nil }; t a,b,c; rescue Exception => e; puts "E716 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return nil }.call; t a,b,c; rescue Exception => e; puts "E717 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next nil }.call; t a,b,c; rescue Exception => e; puts "E718 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break nil }; t a,b,c; rescue Exception => e; puts "E719 #{e.class}: #{e.message}"; end
begin; def r; return 1; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E720 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break 1; end; t a,b,c; rescue Exception => e; puts "E721 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next 1 }; t a,b,c; rescue Exception => e; puts "E722 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return 1 }.call; t a,b,c; rescue Exception => e; puts "E723 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next 1 }.call; t a,b,c; rescue Exception => e; puts "E724 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break 1 }; t a,b,c; rescue Exception => e; puts "E725 #{e.class}: #{e.message}"; end
begin; def r; return []; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E726 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break []; end; t a,b,c; rescue Exception => e; puts "E727 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [] }; t a,b,c; rescue Exception => e; puts "E728 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [] }.call; t a,b,c; rescue Exception => e; puts "E729 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [] }.call; t a,b,c; rescue Exception => e; puts "E730 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [] }; t a,b,c; rescue Exception => e; puts "E731 #{e.class}: #{e.message}"; end
begin; def r; return [1]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E732 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [1]; end; t a,b,c; rescue Exception => e; puts "E733 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [1] }; t a,b,c; rescue Exception => e; puts "E734 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [1] }.call; t a,b,c; rescue Exception => e; puts "E735 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [1] }.call; t a,b,c; rescue Exception => e; puts "E736 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [1] }; t a,b,c; rescue Exception => e; puts "E737 #{e.class}: #{e.message}"; end
begin; def r; return [nil]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E738 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [nil]; end; t a,b,c; rescue Exception => e; puts "E739 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [nil] }; t a,b,c; rescue Exception => e; puts "E740 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [nil] }.call; t a,b,c; rescue Exception => e; puts "E741 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [nil] }.call; t a,b,c; rescue Exception => e; puts "E742 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [nil] }; t a,b,c; rescue Exception => e; puts "E743 #{e.class}: #{e.message}"; end
begin; def r; return [[]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E744 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [[]]; end; t a,b,c; rescue Exception => e; puts "E745 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [[]] }; t a,b,c; rescue Exception => e; puts "E746 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [[]] }.call; t a,b,c; rescue Exception => e; puts "E747 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [[]] }.call; t a,b,c; rescue Exception => e; puts "E748 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [[]] }; t a,b,c; rescue Exception => e; puts "E749 #{e.class}: #{e.message}"; end
begin; def r; return [1,2]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E750 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [1,2]; end; t a,b,c; rescue Exception => e; puts "E751 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [1,2] }; t a,b,c; rescue Exception => e; puts "E752 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [1,2] }.call; t a,b,c; rescue Exception => e; puts "E753 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [1,2] }.call; t a,b,c; rescue Exception => e; puts "E754 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [1,2] }; t a,b,c; rescue Exception => e; puts "E755 #{e.class}: #{e.message}"; end
begin; def r; return [*[]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E756 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [*[]]; end; t a,b,c; rescue Exception => e; puts "E757 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [*[]] }; t a,b,c; rescue Exception => e; puts "E758 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [*[]] }.call; t a,b,c; rescue Exception => e; puts "E759 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [*[]] }.call; t a,b,c; rescue Exception => e; puts "E760 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [*[]] }; t a,b,c; rescue Exception => e; puts "E761 #{e.class}: #{e.message}"; end
begin; def r; return [*[1]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E762 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [*[1]]; end; t a,b,c; rescue Exception => e; puts "E763 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [*[1]] }; t a,b,c; rescue Exception => e; puts "E764 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [*[1]] }.call; t a,b,c; rescue Exception => e; puts "E765 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [*[1]] }.call; t a,b,c; rescue Exception => e; puts "E766 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [*[1]] }; t a,b,c; rescue Exception => e; puts "E767 #{e.class}: #{e.message}"; end
begin; def r; return [*[1,2]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E768 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break [*[1,2]]; end; t a,b,c; rescue Exception => e; puts "E769 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next [*[1,2]] }; t a,b,c; rescue Exception => e; puts "E770 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return [*[1,2]] }.call; t a,b,c; rescue Exception => e; puts "E771 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next [*[1,2]] }.call; t a,b,c; rescue Exception => e; puts "E772 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break [*[1,2]] }; t a,b,c; rescue Exception => e; puts "E773 #{e.class}: #{e.message}"; end
begin; def r; return *nil; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E774 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *nil; end; t a,b,c; rescue Exception => e; puts "E775 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *nil }; t a,b,c; rescue Exception => e; puts "E776 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *nil }.call; t a,b,c; rescue Exception => e; puts "E777 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *nil }.call; t a,b,c; rescue Exception => e; puts "E778 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *nil }; t a,b,c; rescue Exception => e; puts "E779 #{e.class}: #{e.message}"; end
begin; def r; return *1; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E780 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *1; end; t a,b,c; rescue Exception => e; puts "E781 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *1 }; t a,b,c; rescue Exception => e; puts "E782 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *1 }.call; t a,b,c; rescue Exception => e; puts "E783 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *1 }.call; t a,b,c; rescue Exception => e; puts "E784 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *1 }; t a,b,c; rescue Exception => e; puts "E785 #{e.class}: #{e.message}"; end
begin; def r; return *[]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E786 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[]; end; t a,b,c; rescue Exception => e; puts "E787 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[] }; t a,b,c; rescue Exception => e; puts "E788 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[] }.call; t a,b,c; rescue Exception => e; puts "E789 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[] }.call; t a,b,c; rescue Exception => e; puts "E790 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[] }; t a,b,c; rescue Exception => e; puts "E791 #{e.class}: #{e.message}"; end
begin; def r; return *[1]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E792 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[1]; end; t a,b,c; rescue Exception => e; puts "E793 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[1] }; t a,b,c; rescue Exception => e; puts "E794 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[1] }.call; t a,b,c; rescue Exception => e; puts "E795 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[1] }.call; t a,b,c; rescue Exception => e; puts "E796 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[1] }; t a,b,c; rescue Exception => e; puts "E797 #{e.class}: #{e.message}"; end
begin; def r; return *[nil]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E798 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[nil]; end; t a,b,c; rescue Exception => e; puts "E799 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[nil] }; t a,b,c; rescue Exception => e; puts "E800 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[nil] }.call; t a,b,c; rescue Exception => e; puts "E801 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[nil] }.call; t a,b,c; rescue Exception => e; puts "E802 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[nil] }; t a,b,c; rescue Exception => e; puts "E803 #{e.class}: #{e.message}"; end
begin; def r; return *[[]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E804 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[[]]; end; t a,b,c; rescue Exception => e; puts "E805 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[[]] }; t a,b,c; rescue Exception => e; puts "E806 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[[]] }.call; t a,b,c; rescue Exception => e; puts "E807 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[[]] }.call; t a,b,c; rescue Exception => e; puts "E808 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[[]] }; t a,b,c; rescue Exception => e; puts "E809 #{e.class}: #{e.message}"; end
begin; def r; return *[1,2]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E810 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[1,2]; end; t a,b,c; rescue Exception => e; puts "E811 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[1,2] }; t a,b,c; rescue Exception => e; puts "E812 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[1,2] }.call; t a,b,c; rescue Exception => e; puts "E813 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[1,2] }.call; t a,b,c; rescue Exception => e; puts "E814 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[1,2] }; t a,b,c; rescue Exception => e; puts "E815 #{e.class}: #{e.message}"; end
begin; def r; return *[*[]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E816 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[*[]]; end; t a,b,c; rescue Exception => e; puts "E817 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[*[]] }; t a,b,c; rescue Exception => e; puts "E818 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[*[]] }.call; t a,b,c; rescue Exception => e; puts "E819 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[*[]] }.call; t a,b,c; rescue Exception => e; puts "E820 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[*[]] }; t a,b,c; rescue Exception => e; puts "E821 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E822 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[*[1]]; end; t a,b,c; rescue Exception => e; puts "E823 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[*[1]] }; t a,b,c; rescue Exception => e; puts "E824 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[*[1]] }.call; t a,b,c; rescue Exception => e; puts "E825 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[*[1]] }.call; t a,b,c; rescue Exception => e; puts "E826 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[*[1]] }; t a,b,c; rescue Exception => e; puts "E827 #{e.class}: #{e.message}"; end
begin; def r; return *[*[1,2]]; end; a,b,*c = r(); t a,b,c; rescue Exception => e; puts "E828 #{e.class}: #{e.message}"; end
begin; a,b,*c = loop do break *[*[1,2]]; end; t a,b,c; rescue Exception => e; puts "E829 #{e.class}: #{e.message}"; end
begin; def r2; yield; end; a,b,*c = r2 { next *[*[1,2]] }; t a,b,c; rescue Exception => e; puts "E830 #{e.class}: #{e.message}"; end
begin; a,b,*c = lambda { return *[*[1,2]] }.call; t a,b,c; rescue Exception => e; puts "E831 #{e.class}: #{e.message}"; end
begin; a,b,*c = proc { next *[*[1,2]] }.call; t a,b,c; rescue Exception => e; puts "E832 #{e.class}: #{e.message}"; end
begin; a,b,*c = [1].each { break *[*[1,2]] }; t a,b,c; rescue Exception => e; puts "E833 #{e.class}: #{e.message}"; end
