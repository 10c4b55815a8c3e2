# what each change of a frozen class, module or singleton class says
def t(l)
  yield
  puts "#{l}: ok"
rescue Exception => e
  puts "#{l}: #{e.class} #{e.message}"
end
ops = [
  [:def, proc { |k| k.class_eval "def f; end" }],
  [:defs, proc { |k| k.class_eval "def self.g; end" }],
  [:attr, proc { |k| k.send(:attr_accessor, :aa) }],
  [:define_method, proc { |k| k.send(:define_method, :dm) {} }],
  [:alias, proc { |k| k.send(:alias_method, :to_s2, :to_s) }],
  [:undef, proc { |k| k.send(:undef_method, :to_s) }],
  [:remove, proc { |k| k.send(:remove_method, :zz) }],
  [:private, proc { |k| k.send(:private, :to_s) }],
  [:public, proc { |k| k.send(:public, :zz) }],
  [:const_set, proc { |k| k.const_set(:QQ, 1) }],
  [:cvar, proc { |k| k.send(:class_variable_set, :@@a, 1) }],
  [:ivar, proc { |k| k.instance_variable_set(:@a, 1) }],
  [:include, proc { |k| k.send(:include, Comparable) }],
  [:extend, proc { |k| k.extend(Comparable) }],
  [:remove_const, proc { |k| k.send(:remove_const, :QQ) }],
  [:singleton_define, proc { |k| class << k; self; end.send(:define_method, :x) {} }],
]
ops.each do |name, op|
  k = Class.new; k.class_eval "def zz; end"; k.freeze; t("class #{name}") { op[k] }
  m = Module.new; m.module_eval "def zz; end"; m.freeze; t("module #{name}") { op[m] }
  o = Object.new; s = class << o; self; end; s.class_eval "def zz; end"; s.freeze
  t("frozen singleton #{name}") { op[s] }
end
c = Class.new.freeze
t("def at $SAFE 4") { proc { $SAFE = 4; c.class_eval "def x; end" }.call }
