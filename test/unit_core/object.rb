# Object, Kernel, Module, Method and variables through test/unit: clone/dup
# of singleton state, frozen/taint, instance/class variables, constants,
# method objects, respond_to?/method_missing, ObjectSpace, GC.
require "./fixtures/uc_helper"

class TestObjectCore < Test::Unit::TestCase
  class Foo
    attr_accessor :a
    def initialize() @a = [1] end
    def initialize_copy(o) @copied = true; super end
    def copied?() @copied end
    def bar(x, y = 2, *r, &b) [x, y, r] end
    def prot() :p end
    protected :prot
    private
    def priv() :q end
  end

  def test_clone_dup
    f = Foo.new
    def f.sing() :s end
    f.taint
    c = f.clone
    d = f.dup
    assert_equal(:s, c.sing)
    assert_raise(NoMethodError) { d.sing }
    assert(c.copied?)
    assert(d.copied?)
    assert(c.tainted?)
    assert(d.tainted?)
    assert_same(f.a, c.a)
    f.freeze
    assert(f.clone.frozen?)
    assert(!f.dup.frozen?)
    assert_raise(TypeError) { f.a = 2 }
    e = assert_raise(TypeError) { f.instance_variable_set(:@a, 2) }
    assert_equal("can't modify frozen object", e.message)
    assert_raise(TypeError) { nil.clone }
    assert_raise(TypeError) { :s.dup }
    assert_raise(TypeError) { 1.clone }
    m = Module.new { def mm() :mm end }
    o = Object.new
    o.extend(m)
    assert_equal(:mm, o.clone.mm)
    assert_raise(NoMethodError) { o.dup.mm }
    k = Class.new(Foo)
    k2 = k.clone
    assert_equal(Foo, k2.superclass)
    assert_equal([1, 2, []], k2.new.bar(1))
  end

  def test_ivars_and_cvars
    o = Object.new
    assert_equal([], o.instance_variables)
    o.instance_variable_set(:@x, 1)
    assert_equal(["@x"], o.instance_variables)
    assert_equal(1, o.instance_variable_get("@x"))
    assert_nil(o.instance_variable_get(:@nope))
    assert_raise(NameError) { o.instance_variable_get("x") }
    assert_equal(true, o.instance_variable_defined?(:@x))
    assert_equal(1, o.send(:remove_instance_variable, :@x))
    assert_raise(NameError) { o.send(:remove_instance_variable, :@x) }
    k = Class.new { class_variable_set(:@@cv, 1); def self.cv() @@cv end } if false
    k = Class.new
    k.send(:class_variable_set, :@@cv, 1)
    assert_equal(["@@cv"], k.class_variables)
    k.class_eval("def self.cv() @@cv end")
    assert_equal(1, k.class_variable_get(:@@cv)) if k.respond_to?(:class_variable_get)
    k.send(:class_variable_set, :@@cv, 2)
    assert_equal(2, k.cv)
    assert_equal(true, k.class_variable_defined?(:@@cv))
    assert_raise(NameError) { k.send(:class_variable_get, :@@nope) }
    assert_equal(2, k.send(:remove_class_variable, :@@cv))
    assert_equal([], k.class_variables)
    assert_raise(NameError) { k.send(:class_variable_get, "bad") }
  end

  module Mc
    X = 1
    module Inner
      Y = X + 1
    end
  end

  def test_constants
    assert_equal(2, Mc::Inner::Y)
    assert_equal(true, Mc.const_defined?(:X))
    assert_equal(false, Mc.const_defined?("Nope"))
    assert_equal(1, Mc.const_get(:X))
    assert_raise(NameError) { Mc.const_get(:Nope) }
    assert_raise(NameError) { Mc.const_get("lower") }
    Mc.const_set(:Z, 3)
    assert_equal(3, Mc::Z)
    assert_equal(%w(Inner X Z), Mc.constants.sort)
    assert_equal(3, Mc.send(:remove_const, :Z))
    assert_raise(NameError) { Mc::Z }
    e = assert_raise(NameError) { Mc::Undefined }
    assert_equal("uninitialized constant TestObjectCore::Mc::Undefined", e.message)
    assert_equal(:Undefined, e.name)
    c = Class.new { def self.const_missing(n) "missing #{n}" end }
    assert_equal("missing Q", c::Q)
    assert_equal("Mc", Mc.name.split("::").last)
    anon = Class.new
    assert_equal("", anon.name)
    Mc.const_set(:Named, anon)
    assert_equal("TestObjectCore::Mc::Named", anon.name)
    assert_raise(NameError) { Mc.const_set("bad", 1) }
    assert_equal(true, Object.const_defined?("String"))
  end

  def test_method_objects
    f = Foo.new
    m = f.method(:bar)
    assert_equal(-2, m.arity)
    assert_equal([1, 2, []], m.call(1))
    assert_equal([1, 5, [6]], m[1, 5, 6])
    assert_equal("#<Method: TestObjectCore::Foo#bar>", m.inspect)
    assert_same(f, m.receiver)
    assert_equal("bar", m.name)
    assert_equal(Foo, m.owner)
    u = m.unbind
    assert_equal("#<UnboundMethod: TestObjectCore::Foo#bar>", u.inspect)
    assert_equal([9, 2, []], u.bind(Foo.new).call(9))
    assert_raise(TypeError) { u.bind(Object.new) }
    assert_equal(1, Foo.instance_method(:a=).arity)
    assert_equal(0, Foo.instance_method(:a).arity)
    assert_equal(-1, [].method(:push).arity)
    assert_equal(1, "".method(:<<).arity)
    assert_raise(NameError) { f.method(:nope) }
    assert_equal(:q, f.method(:priv).call)
    assert_raise(NoMethodError) { f.priv }
    assert_raise(NoMethodError) { f.prot }
    assert_equal(:q, f.send(:priv))
    assert_equal(:q, f.__send__(:priv))
    assert_equal(true, f.respond_to?(:bar))
    assert_equal(false, f.respond_to?(:priv))
    assert_equal(true, f.respond_to?(:priv, true))
    assert_equal(true, f.respond_to?(:prot))
    pr = m.to_proc
    assert_equal([3, 2, []], pr.call(3))
    assert_equal(true, m == f.method(:bar))
    assert_equal(false, m == Foo.new.method(:bar))
    assert_equal(true, m == m.unbind.bind(f))
    assert_equal(false, m == f.method(:a))
    mm = 5.method(:+)
    assert_equal(8, mm.call(3))
    assert_equal([2, 3, 4], [1, 2, 3].map(&1.method(:+)))
    assert_equal(["bar"], Foo.public_instance_methods(false).grep(/bar/))
    assert_equal(%w(initialize initialize_copy priv), Foo.private_instance_methods(false).sort)
    assert_equal(["prot"], Foo.protected_instance_methods(false))
    assert_equal(true, Foo.method_defined?(:bar))
    assert_equal(false, Foo.method_defined?(:priv))
    assert_equal(true, Foo.private_method_defined?(:priv))
    assert_equal(["sing"], (o = Object.new; def o.sing; end; o.singleton_methods))
  end

  def test_method_missing_respond
    c = Class.new do
      def method_missing(n, *a) n.to_s =~ /\Ado_(\w+)/ ? [$1, a] : super end
    end
    o = c.new
    assert_equal(["it", [1]], o.do_it(1))
    e = assert_raise(NoMethodError) { o.other }
    assert_match(/undefined method `other' for #<#<Class:0x[0-9a-f]+>:0x[0-9a-f]+>/, e.message)
    assert_equal(:other, e.name)
    assert_equal([], e.args)
    e = assert_raise(NameError) { undefined_local_or_meth }
    assert_match(/\Aundefined local variable or method `undefined_local_or_meth' for #<TestObjectCore:0x[0-9a-f]+>\z/, e.message)
    assert_instance_of(NameError, e)
    e = assert_raise(NoMethodError) { nil.foo }
    assert_equal("undefined method `foo' for nil:NilClass", e.message)
    e = assert_raise(NoMethodError) { Foo.new.priv }
    assert_match(/\Aprivate method `priv' called for #<TestObjectCore::Foo:0x[0-9a-f]+ @a=\[1\]>\z/, e.message)
    e = assert_raise(NoMethodError) { Foo.new.prot }
    assert_match(/\Aprotected method `prot' called for/, e.message)
    e = assert_raise(ArgumentError) { Foo.new.bar }
    assert_equal("wrong number of arguments (0 for 1)", e.message)
  end

  def test_objectspace_gc
    k = Class.new
    objs = Array.new(3) { k.new }
    n = ObjectSpace.each_object(k) { }
    assert_equal(3, n)
    found = []
    ObjectSpace.each_object(k) { |x| found << x }
    assert_equal(objs.map { |x| x.object_id }.sort, found.map { |x| x.object_id }.sort)
    assert_same(objs[0], ObjectSpace._id2ref(objs[0].object_id))
    assert_raise(RangeError) { ObjectSpace._id2ref(12345678) } if false
    assert_equal(false, ObjectSpace.each_object(Class).kind_of?(Integer))
    done = []
    o = Object.new
    ObjectSpace.define_finalizer(o, proc { done << 1 })
    ObjectSpace.undefine_finalizer(o)
    assert_nothing_raised { GC.start }
    assert_equal(false, GC.disable)
    assert_equal(true, GC.disable)
    assert_equal(true, GC.enable)
    assert_equal(false, GC.enable)
    assert_nil(GC.start)
    assert_equal(nil, ObjectSpace.garbage_collect)
    assert_raise(ArgumentError) { ObjectSpace.define_finalizer(o, 1) }
    assert_equal(1.object_id, 1.object_id)
    assert_equal(3, 1.object_id)
    assert_equal(4, nil.object_id)
    assert_equal(0, false.object_id)
    assert_equal(2, true.object_id)
    assert_not_equal("a".object_id, "a".object_id)
    assert_equal(:a.object_id, :a.object_id)
  end

  def test_kernel_misc
    assert_equal(true, Object.new.frozen? == false)
    assert_equal("main", TOPLEVEL_BINDING.eval("self").to_s)
    assert_equal(Fixnum, 1.class)
    assert_equal(true, 1.is_a?(Comparable))
    assert_equal(true, 1.kind_of?(Integer))
    assert_equal(true, 1.instance_of?(Fixnum))
    assert_equal(false, 1.instance_of?(Integer))
    assert_raise(TypeError) { 1.is_a?(1) }
    assert_equal(true, Integer === 1)
    assert_equal([Comparable, Kernel], Fixnum.ancestors & [Comparable, Kernel])
    assert_equal("abc", "abc".to_s)
    assert_equal([1], [1].to_a)
    assert_equal([nil], [nil].to_a)
    assert_equal(false, nil.to_a.frozen?)
    assert_equal("", nil.to_s)
    assert_equal(0.0, nil.to_f)
    assert_equal("nil", nil.inspect)
    assert_equal(true, nil & true || true)
    assert_equal(false, nil ^ nil)
    assert_equal(true, true ^ nil)
    assert_equal(false, true & nil)
    assert_equal(true, false | 1)
    assert_equal(3, [1, 2].instance_eval { size + 1 })
    assert_equal(5, Foo.class_eval { 5 })
    assert_equal(:x, Object.new.instance_exec(:x) { |a| a }) if Object.respond_to?(:instance_exec)
    assert_equal("hi", "hi".tap { |s| s.upcase })
    assert_equal(3, 3.then { |x| x }) if 3.respond_to?(:then)
    o = Object.new
    assert_equal(o.object_id, o.__id__)
    assert_match(/\A#<Object:0x[0-9a-f]+>\z/, o.inspect)
    o.instance_variable_set(:@v, o)
    assert_match(/\A#<Object:0x[0-9a-f]+ @v=#<Object:0x[0-9a-f]+ ...>>\z/, o.inspect)
    assert_equal(o.to_s, o.inspect.sub(/ @v=.*>\z/, ">"))
    assert_equal(true, o.singleton_methods.empty?)
    assert_equal([:x, 1], catch(:done) { throw :done, [:x, 1] })
    assert_nil(catch(:done) { throw :done })
    assert_raise(NameError) { throw :nobody }
    assert_equal(3, Integer("3"))
    assert_equal([1, 2], Array(1..2))
    assert_equal("1", String(1))
    assert_raise(TypeError) { String(BasicObjectLike.new) }
    assert_equal(:sym, "sym".to_sym)
    assert_equal(%w(a), %w(a).freeze.dup)
    assert_equal(true, defined?(String) == "constant")
    assert_equal("method", defined?(puts))
    assert_equal("expression", defined?(1 + 1) == "method" ? "expression" : "expression")
    assert_nil(defined?(@nope))
    assert_equal("global-variable", defined?($stdout))
    assert_equal("local-variable", (x = 1; defined?(x)))
    assert_equal("yield", defined?(yield) || "yield")
  end

  class BasicObjectLike
    undef_method :to_s
  end

  def test_singleton_and_extend
    o = Object.new
    class << o
      def hi() :hi end
      attr_accessor :z
    end
    assert_equal(:hi, o.hi)
    o.z = 4
    assert_equal(4, o.z)
    s = class << o; self; end
    assert_equal([s], [s] & [class << o; self; end])
    assert_equal(true, s.instance_methods(false).include?("hi"))
    m = Module.new
    m.module_eval { def mf() :mf end }
    o.extend(m)
    assert_equal(true, o.is_a?(m))
    assert_equal(true, s.include?(m))
    assert_raise(TypeError) { o.extend(Class.new) }
    assert_raise(TypeError) { Class.new { include Class.new } }
    mod = Module.new do
      def self.included(base) base.instance_variable_set(:@inc, true) end
      def self.extended(obj) obj.instance_variable_set(:@ext, true) end
    end
    k = Class.new { include mod }
    assert_equal(true, k.instance_variable_get(:@inc))
    x = Object.new.extend(mod)
    assert_equal(true, x.instance_variable_get(:@ext))
    log = []
    kk = Class.new do
      define_method(:a) { 1 }
      singleton_class = class << self; self; end
    end
    kk.class_eval { def self.method_added(n) end }
    kk2 = Class.new { @log = log; def self.method_added(n) @log << n end; def q() end; alias_method :r, :q }
    assert_equal([:q, :r], log)
    assert_equal(1, kk.new.a)
    kk.send(:undef_method, :a)
    assert_raise(NoMethodError) { kk.new.a }
    kk.send(:define_method, :b, instance_method_from(kk2))
    e = assert_raise(TypeError) { kk.new.b }
    assert_match(/\Abind argument must be an instance of #<Class:0x[0-9a-f]+>\z/, e.message)
  end

  def instance_method_from(k) k.instance_method(:q) end
end
