def foo(*a) a end
foo (1, 2)
foo (1)
p foo (1).to_s
x = 1
if "str" then end
if /re/ then end
if 1..2 then end
if 1 then end
if :s then end
if x == 1 .. x == 2 then end
while "s"; break; end
unless nil; end
a = ?a
b = 1e400
c = 0x7fffffffffffffffffff
begin; rescue; else; end
def bar; begin; 1; else; 2; end; end rescue 1
p 1.type rescue 1
p [1].to_a
p((x.nil? and x))
foo *[1]
foo &nil
y = [1,
  2,]
z = {1 => 2, 1 => 3}
p z
class Object; def object_id; 1; end; end rescue 1
class Foo; def initialize; end; end
class Object; def initialize; end; end
class Foo; undef object_id; end rescue 1
p(-1.abs)
foo -1
p x-1
p x -1
p x - 1
p x ? 1 : 2
p x ?1:2 rescue 1
p(x ?x:2) rescue 1
$; = "a"
$, = "b"
$/ = "\n"
p "a\\b" =~ /\z/
print
