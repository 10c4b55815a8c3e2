# *obj whose own to_a answers no Array: TypeError "`to_a' did not return
# Array" wherever the splat is (1.8.7), as Array(obj) says
$o = Object.new
def $o.to_a; 1; end
$n = Object.new
def $n.to_a; nil; end
def t(label)
  print label, ": "
  p yield
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
def r; return *$o; end
def y; yield *$o; end
def b; yield; end
t("a = *o") { a = *$o }
t("a = *nil-to_a") { a = *$n }
t("[*o]") { [*$o] }
t("a, b = *o") { a, b = *$o; [a, b] }
t("args") { [].push(*$o) }
t("x = 1, *o") { x = 1, *$o }
t("return *o") { r }
t("yield *o") { y { |*a| a } }
t("next *o") { b { next *$o } }
t("Array(o)") { Array($o) }
class Foo; def to_a; [3]; end; end
t("own to_a") { [[*Foo.new], (a = *Foo.new)] }
