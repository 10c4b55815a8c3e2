# Operators the evaluator answers itself (Fixnum and Float arithmetic,
# Array#[] and Hash#[], length/size/empty?) made private in place: the
# call is then refused as 1.8.7 refuses it, not answered by the fast path
def try(label) print label, ": "; p((yield rescue $!)) end
try("before") { [[1][0], {1 => 2}[1], 1 + 1, 1.5 * 2, [1].size, "ab".length, {}.empty?] }
class Array; private :[]; end
class Hash; private :[]; end
class Fixnum; private :+; end
class Float; private :*; end
class String; private :length; end
try("Array#[]") { [1][0] }
try("Hash#[]") { {1 => 2}[1] }
try("Fixnum#+") { 1 + 1 }
try("Float#*") { 1.5 * 2 }
try("String#length") { "ab".length }
try("others still") { [1 - 1, 2.0 / 4, [1, 2].size, {1 => 2}.size] }
class Fixnum; public :+; end
class Array; public :[]; end
try("public again") { [1 + 1, [5][0]] }
