# Exceptions, Proc, Continuation, Thread basics, set_trace_func and the
# language's iteration and control forms through test/unit.
require "./fixtures/uc_helper"

class TestExceptionLangCore < Test::Unit::TestCase
  class MyErr < StandardError
    def initialize(msg = "my default") super end
  end

  def test_exception_objects
    e = RuntimeError.new("m")
    assert_equal("m", e.message)
    assert_equal("m", e.to_s)
    assert_equal("#<RuntimeError: m>", e.inspect)
    assert_nil(e.backtrace)
    assert_equal("RuntimeError", RuntimeError.new.message)
    assert_equal("my default", MyErr.new.message)
    e2 = e.exception("n")
    assert_equal("n", e2.message)
    assert_not_same(e, e2)
    assert_same(e, e.exception)
    assert_same(e, e.exception(e))
    begin
      raise MyErr
    rescue => x
      assert_equal("my default", x.message)
      assert_match(/exception_lang\.rb:\d+:in `test_exception_objects'/, x.backtrace[0])
    end
    begin
      raise MyErr, "given", ["a:1", "b:2"]
    rescue MyErr => x
      assert_equal(["a:1", "b:2"], x.backtrace)
    end
    assert_raise(TypeError) { raise 1 }
    assert_raise(TypeError) { raise Object }
    e3 = assert_raise(ArgumentError) { raise ArgumentError }
    assert_equal("ArgumentError", e3.message)
    x = (raise "plain" rescue $!)
    assert_instance_of(RuntimeError, x)
    assert_nil($!)
    begin
      begin
        raise "inner"
      ensure
        @ens = $!.message
      end
    rescue
    end
    assert_equal("inner", @ens)
    r = begin
          raise IndexError
        rescue TypeError
          :t
        rescue IndexError, ArgumentError
          :i
        else
          :else
        ensure
          :ensure_value_ignored
        end
    assert_equal(:i, r)
    assert_equal(:else, (begin; 1; rescue; :r; else; :else; end))
    cnt = 0
    begin
      cnt += 1
      raise "again" if cnt < 3
    rescue
      retry
    end
    assert_equal(3, cnt)
    assert_equal(Exception, StandardError.superclass)
    assert_equal(StandardError, RuntimeError.superclass)
    assert_equal(ScriptError, NotImplementedError.superclass)
    assert_equal(IndexError, StopIteration.superclass)
    assert_equal(StandardError, ZeroDivisionError.superclass)
    assert_equal(Errno::ENOENT::Errno, Errno::ENOENT.new.errno)
    assert_equal("No such file or directory - x", Errno::ENOENT.new("x").message)
    assert_equal(SystemCallError, Errno::EPIPE.superclass)
    assert_instance_of(Errno::EPIPE, SystemCallError.new(Errno::EPIPE::Errno))
    assert_equal("unknown error - m", SystemCallError.new("m").message)
    assert_equal(true, SystemCallError === Errno::EACCES.new)
    mod = Module.new { def self.===(e) e.message == "match" end }
    assert_equal(:mod, (begin; raise "match"; rescue mod; :mod; end))
    assert_raise(TypeError) { begin; raise "x"; rescue 1; end }
    e = NameError.new("msg", :nm)
    assert_equal(:nm, e.name)
    e = NoMethodError.new("msg", :nm, [1])
    assert_equal([1], e.args)
    assert_equal(1, (SystemExit.new(1).status))
    assert_raise(ArgumentError) { Exception.new(1, 2) }
    assert_equal(["x"], Exception.new.tap { |z| z.set_backtrace("x") }.backtrace)
    assert_raise(TypeError) { Exception.new.set_backtrace(1) }
  end

  def test_ensure_order_and_flow
    log = []
    f = lambda do
      begin
        log << :body
        return :ret
      ensure
        log << :ensure
      end
    end
    assert_equal(:ret, f.call)
    assert_equal([:body, :ensure], log)
    log = []
    r = [1, 2, 3].each do |x|
      begin
        break x * 10 if x == 2
      ensure
        log << x
      end
    end
    assert_equal(20, r)
    assert_equal([1, 2], log)
    r = begin
          10
        ensure
          20
        end
    assert_equal(10, r)
    def ens_override
      begin
        return 1
      ensure
        return 2
      end
    end
    assert_equal(2, ens_override)
    x = catch(:out) do
      [1, 2].each { |i| [3, 4].each { |j| throw :out, [i, j] if j == 4 } }
      :never
    end
    assert_equal([1, 4], x)
  end

  def test_proc_semantics
    pr = Proc.new { |a, b| [a, b] }
    assert_equal([1, nil], pr.call(1))
    assert_equal([1, 2], pr.call(1, 2, 3))
    assert_equal([1, 2], pr.call([1, 2]))
    l = lambda { |a, b| [a, b] }
    assert_raise(ArgumentError) { l.call(1) }
    assert_equal(2, l.arity)
    assert_equal(-1, proc { |*a| }.arity)
    assert_equal(-1, proc { }.arity)
    assert_equal(0, proc { || }.arity)
    assert_equal(1, proc { |a| }.arity)
    assert_equal(-2, proc { |a, *b| }.arity)
    assert_equal(2, proc { |a, b| }.arity)
    assert_equal([[1, 2]], proc { |*a| a }.call([1, 2]))
    assert_equal([1, 2], proc { |a| a }.call(1, 2))
    assert_equal(3, l[1, 2].size + 1)
    y = 5
    inc = lambda { y += 1 }
    inc.call
    inc.call
    assert_equal(7, y)
    def ret_from_proc
      [1, 2].each { |x| return x * 100 }
      :not
    end
    assert_equal(100, ret_from_proc)
    def yielder() yield(1, 2) end
    assert_equal([1, 2], yielder { |a, b| [a, b] })
    assert_equal([1, 2], yielder { |*a| a })
    assert_equal(1, yielder { |a| a }) if false
    def blk(&b) b end
    assert_nil(blk)
    assert_instance_of(Proc, blk { })
    assert_equal(true, lambda { }.respond_to?(:call))
    assert_equal(6, [1, 2, 3].inject(&lambda { |s, x| s + x }))
    pr2 = proc { next 5; 6 }
    assert_equal(5, pr2.call)
    assert_raise(LocalJumpError) { proc { break 1 }.call } if false
    orphan = make_proc_returning
    assert_equal(1, orphan.call)
    assert_equal(:lam, lambda { return :lam }.call)
    b = binding
    zz = 42
    assert_equal(42, eval("zz", b))
    assert_equal(3, eval("1 + 2"))
    assert_equal("SYM", :upcase.to_proc.call("sym"))
    assert_equal(%w(A B), %w(a b).map(&:upcase))
  end

  def make_proc_returning() proc { return 1 } end

  def test_continuation
    arr = []
    c = nil
    n = callcc { |k| c = k; 0 }
    arr << n
    c.call(n + 1) if n < 3
    assert_equal([0, 1, 2, 3], arr)
    assert_equal(:val, callcc { |k| k.call(:val); :never })
    assert_equal([1, 2], callcc { |k| k.call(1, 2) })
    assert_nil(callcc { |k| k.call })
  end

  def test_threads
    t = Thread.new(3) { |x| Thread.current[:v] = x; x * 2 }
    assert_equal(6, t.value)
    assert_equal(3, t[:v])
    assert_equal(false, t.alive?)
    assert_equal(false, t.status)
    q = []
    ts = (1..3).map { |i| Thread.new { q << i } }
    ts.each { |th| th.join }
    assert_equal([1, 2, 3], q.sort)
    e = Thread.new { Thread.current.abort_on_exception = false; raise IndexError, "th" }
    assert_raise(IndexError) { e.join }
    assert_nil(e.status)
    s = Thread.new { Thread.stop; :woke }
    Thread.pass until s.status == "sleep"
    assert_equal("sleep", s.status)
    s.run
    assert_equal(:woke, s.value)
    k = Thread.new { sleep }
    Thread.pass until k.status == "sleep"
    k.kill
    k.join
    assert_equal(false, k.status)
    assert_equal(Thread.main, Thread.current)
    assert_equal(true, Thread.list.include?(Thread.current))
    r = Thread.new { Thread.current.priority }.value
    assert_equal(0, r)
    assert_nil(Thread.new { }.join(5) && nil)
    th = Thread.new { sleep 5 }
    assert_nil(th.join(0.01))
    th.kill
    assert_equal(1, Thread.new { throw :x rescue 1 }.value) if false
    tl = Thread.new { Thread.current[:a] = 1; Thread.current.key?(:a) }
    assert_equal(true, tl.value)
    assert_equal([:a], tl.keys)
    x = Thread.new { Thread.exit; 1 }
    assert_equal(false, x.value)
    cr = Thread.critical
    assert_equal(false, cr)
  end

  def test_trace_func
    events = []
    set_trace_func(proc { |ev, file, line, id, bind, klass|
      events << [ev, id] if file == __FILE__ && %w(call return c-call line).include?(ev)
    })
    traced_method(1)
    set_trace_func(nil)
    evs = events.map { |ev, id| [ev, id && id.to_s] }
    assert(evs.include?(["call", "traced_method"]), evs.inspect)
    assert(evs.include?(["return", "traced_method"]), evs.inspect)
    assert(evs.include?(["c-call", "+"]), evs.inspect)
    assert_equal("call", evs.find { |e| e[1] == "traced_method" }[0])
  end

  def traced_method(x) x + 1 end

  def test_loops_and_iterators
    i = 0
    i += 1 while i < 5
    assert_equal(5, i)
    i = 0
    i += 1 until i == 3
    assert_equal(3, i)
    i = 10
    begin i += 1 end while i < 5
    assert_equal(11, i)
    r = while true do break :b end
    assert_equal(:b, r)
    assert_nil(while false do end)
    out = []
    for a, b in [[1, 2], [3, 4]]
      out << a + b
    end
    assert_equal([3, 7], out)
    assert_equal(3, a)
    out = []
    (1..10).each do |x|
      next if x.odd?
      break if x > 6
      out << x
    end
    assert_equal([2, 4, 6], out)
    n = 0
    out = []
    [1, 2, 3].each do |x|
      n += 1
      redo if n == 2
      out << x
    end
    assert_equal([1, 2, 3], out)
    assert_equal(4, n)
    r = loop do
      break 9
    end
    assert_equal(9, r)
    f = false
    assert_equal(:x, (f ? :y : :x))
    assert_equal(:a, (1 if true) && :a)
    assert_nil((1 if false))
    assert_equal(2, (unless false then 2 end))
    v = case 5
        when 1..3 then :low
        when 4, 5 then :mid
        else :high
        end
    assert_equal(:mid, v)
    v = case "str" when /s(t)/ then $1 end
    assert_equal("t", v)
    v = case when false then 1 when 2 > 1 then 2 end
    assert_equal(2, v)
    a, (b, c), *d = 1, [2, 3], 4, 5
    assert_equal([1, 2, 3, [4, 5]], [a, b, c, d])
    a, b = b, a
    assert_equal([2, 1], [a, b])
    *e = nil
    assert_equal([nil], e)
    x = *[1]
    assert_equal(1, x)
    x = *[]
    assert_nil(x)
    x = *[1, 2]
    assert_equal([1, 2], x)
    h, = [7, 8]
    assert_equal(7, h)
    q ||= 4
    q &&= q + 1
    assert_equal(5, q)
    @iv ||= []
    @iv << 1
    assert_equal([1], @iv)
    hh = {}
    hh[:k] ||= 3
    hh[:k] += 1
    assert_equal({:k => 4}, hh)
    assert_equal(true, (1..5) === 3 && !nil)
    assert_equal(3, [1, 2, 3].each_with_index.to_a.last.first)
    x = if false then 1 elsif nil then 2 else 3 end
    assert_equal(3, x)
    sel = (1..6).select { |i| ((i == 2)..(i == 4)) ? true : false }
    assert_equal([2, 3, 4], sel)
    sel = (1..6).select { |i| ((i == 2)...(i == 2)) ? true : false }
    assert_equal([2, 3, 4, 5, 6], sel)
    sel = (1..6).select { |i| ((i == 2)..(i == 2)) ? true : false }
    assert_equal([2], sel)
  end

  class Base
    def m(a, b = 2) [:base, a, b] end
    def k(*a) [:kbase, a] end
    def blk() yield end
  end

  class Derived < Base
    def m(a, b = 5) super end
    def k(x) super() end
    def blk() super { :from_derived } end
  end

  module Mixin
    def m(a, b = 9) [:mixin] + super end
  end

  def test_super_alias
    assert_equal([:base, 1, 5], Derived.new.m(1))
    assert_equal([:kbase, []], Derived.new.k(1))
    assert_equal(:from_derived, Derived.new.blk { :caller })
    o = Derived.new
    o.extend(Mixin)
    assert_equal([:mixin, :base, 1, 9], o.m(1))
    c = Class.new(Base) do
      alias_method :old_m, :m
      def m(a) [:new] + old_m(a) end
      alias k2 k
    end
    assert_equal([:new, :base, 1, 2], c.new.m(1))
    assert_equal([:kbase, [1]], c.new.k2(1))
    assert_raise(NameError) { Class.new { alias_method :x, :nope } }
    $uc_global = 1
    alias $uc_alias $uc_global
    $uc_alias = 2
    assert_equal(2, $uc_global)
    d = Class.new(Base) { def m(a) super end }
    assert_equal([:base, 4, 2], d.new.m(4))
    e = Class.new { def m() super end }
    err = assert_raise(NoMethodError) { e.new.m }
    assert_match(/\Asuper: no superclass method `m'/, err.message)
    anc = Class.new(Base) { define_method(:m) { |a| super(a, 0) } }
    assert_equal([:base, 3, 0], anc.new.m(3))
  end
end
