# eval with bindings, instance_eval/class_eval, defined?, caller, __method__
def get_b; secret = 42; binding; end
b = get_b
p eval("secret", b)
eval("secret = 43", b)
p eval("secret", b)
x = 1
eval("x = 2")
p x
p eval("y = 5; y")
p eval("defined?(y)")
class Box; def initialize; @v = 7; end; end
p Box.new.instance_eval { @v }
p Box.new.instance_eval("@v + 1")
Box.class_eval { def twice; @v * 2; end }
p Box.new.twice
p Box.new.instance_exec(3) { |n| @v * n }
begin
  eval("raise 'in eval'")
rescue => e
  p e.message
end
begin
  eval("1 +", binding, "file.rb", 10)
rescue SyntaxError => e
  p e.class
end
p defined?(x), defined?(@nope), defined?(String), defined?(puts), defined?(zzz)
p defined?(yield), defined?(super), defined?(3 + 3), defined?(@@cv)
def who; __method__; end
p who
def c1; c2; end
def c2; caller(0).map { |l| l.sub(/^.*?:/, "") }; end
p c1
p local_variables.include?("x")
def lv(a) b = 1; local_variables end
p lv(0)
