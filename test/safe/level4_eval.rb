$res = [].taint; def t(l); r = yield; $res << "#{l}: ok #{r.inspect}"; rescue SecurityError => e; $res << "#{l}: #{e.class}: #{e.message}"; rescue Exception => e; $res << "#{l}: #{e.class}: #{e.message}"; end
o = Object.new
class Kls; def m; end; end
b = binding
r = proc {
  $SAFE = 4
  t("trace") { set_trace_func(nil) }
  t("private") { Kls.class_eval { private :m } }
  t("public") { Kls.send(:public, :m) }
  t("sclass") { class << o; end }
  t("alias_method") { Kls.send(:alias_method, :m2, :m) }
  t("catch tainted") { catch("tag#{rand}".taint.to_sym) { 1 } }
  t("throw") { catch(:x) { throw :x, 2 } }
  t("eval") { eval("1") }
  t("instance_eval str") { o.instance_eval("1") }
  t("define_method") { Kls.send(:define_method, :z) { } }
  t("remove_method") { Kls.send(:remove_method, :m) }
  t("include") { Kls.send(:include, Comparable) }
  t("extend") { o.extend(Comparable) }
  t("Module.new") { Module.new }
  t("Class.new") { Class.new }
  :done
}.call
p r; puts $res.map { |l| l.sub(/0x[0-9a-f]+/, "X") }; $res = [].taint
r2 = proc { $SAFE = 1; t("binding eval tainted") { eval("1".taint, b) }; t("Binding#eval") { b.eval("2".taint) rescue $!.class }; t("safe 5") { $SAFE = 5; $SAFE } }.call
p((proc { $SAFE = 5; $SAFE }.call rescue $!))
puts $res.map { |l| l.sub(/0x[0-9a-f]+/, "X") }
module M4; end
p((proc { $SAFE = 4; M4.module_eval { module_function }; 1 }.call rescue $!))
p((proc { $SAFE = 7; $SAFE }.call))
