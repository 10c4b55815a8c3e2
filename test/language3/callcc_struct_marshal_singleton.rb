require 'h'
r { callcc { |c| c.call(1, 2) } }
r { callcc { |c| c.call } }
r { callcc { |c| c.call(5) } }
r { callcc { |c| 7 } }
r { n = 0; k = nil; x = callcc { |c| k = c; 0 }; n += 1; k.call(x + 1) if x < 3; [x, n] }
r { c = nil; [1,2].sort_by { |x| callcc { |k| c ||= k }; x }; c.call rescue $! }
r { c = nil; r2 = [3,1,2].sort { |a, b| callcc { |k| c ||= k }; a <=> b }; $cnt = ($cnt || 0) + 1; c.call if $cnt < 3; r2 }
r { c = nil; [[1,[2]]].flatten.each { }; :ok }
r { cont = nil; a = [1, 2].map { |x| callcc { |k| cont ||= k; x } }; $m = ($m || 0) + 1; cont.call(9) if $m < 2; a }
r { Continuation.new rescue $!.class }
r { callcc { |c| c.class } }
r { k = callcc { |c| c }; k.class }
r { def cf; callcc { |c| return c }; :after; end; x = cf; x.class }
r { Thread.new { callcc { |c| c } }.value.call rescue $!.class }
S1 = Struct.new(:a, :b)
r { S1.new(1, 2).to_a }
r { S1.new(1).b }
r { S1.new(1, 2, 3) }
r { S1.new(1, 2) == S1.new(1, 2) }
r { S1.new(1, 2).eql?(S1.new(1, 2)) }
r { S1.new(1, 2).hash == S1.new(1, 2).hash }
r { s = S1.new(1, 2); s[:a] = 5; s["b"] = 6; s[0] + s[1] }
r { S1.new(1, 2)[2] }
r { S1.new(1, 2)[:c] }
r { S1.new(1, 2)[-1] }
r { S1.members }
r { S1.new.members }
r { S1.new(1, 2).inspect }
r { S1.new(1, [S1.new]).inspect }
r { s = S1.new; s.a = s; s.inspect }
r { Struct.new("Named", :x).new(1).inspect }
r { Struct::Named.new(2).x }
r { Struct.new(:x) { def dbl; x * 2; end }.new(3).dbl }
r { Struct.new }
r { Struct.new(:a, :a) }
r { Struct.new("lower") }
r { Struct.new(1) }
r { S1.new(1, 2).each { |x| }.class }
r { S1.new(1, 2).each_pair.to_a rescue S1.new(1, 2).each_pair { } }
r { S1.new(1, 2).values_at(0, 1) }
r { S1.new(1, 2).select { |x| x > 1 } }
r { S1.new(1, 2).to_s }
r { S1.new(1, 2).size }
r { s = S1.new(1, 2).freeze; s.a = 3 }
r { Marshal.load(Marshal.dump(S1.new(1, "x"))) }
r { S1.new(1, 2).dup.a }
r { S3 = Struct.new(:q); class S3; def q; :over; end; end; S3.new(1).q }
r { S1.superclass }
r { S1.class }
r { S1.ancestors.include?(Enumerable) }
r { Marshal.dump([1, "a", :b, 1.5, nil, true, {1=>2}, 2**70]).size }
r { Marshal.load(Marshal.dump([1, "a", :b, 1.5, nil, true, {1=>2}, 2**70])) }
r { Marshal.dump(proc {}) }
r { Marshal.dump(method(:r)) }
r { Marshal.dump(binding) }
r { Marshal.dump(Object.new.tap { |o| def o.x; end }) rescue $! }
r { o = Object.new; def o.x; end; Marshal.dump(o) }
r { Marshal.dump(Class.new) }
r { Marshal.dump(Module.new) }
r { Marshal.dump(String) }
r { Marshal.load(Marshal.dump(Comparable)) }
r { Marshal.dump($stdout) }
r { Marshal.dump(Thread.current) }
r { Marshal.dump(1..2) }
r { Marshal.load(Marshal.dump(1...2)) }
r { Marshal.load(Marshal.dump(/ab/i)) }
r { Marshal.load(Marshal.dump(:sym)) }
r { o = Object.new; o.instance_variable_set(:@a, o); x = Marshal.load(Marshal.dump(o)); x.instance_variable_get(:@a).equal?(x) }
r { s = "str"; s.instance_variable_set(:@iv, 1); Marshal.load(Marshal.dump(s)).instance_variable_get(:@iv) }
r { class MD; def marshal_dump; [1, 2]; end; def marshal_load(a) @a = a; end; end; Marshal.load(Marshal.dump(MD.new)).instance_variable_get(:@a) }
r { class MD2; def _dump(l) "xx" end; def self._load(s) s * 2 end; end; Marshal.load(Marshal.dump(MD2.new)) }
r { Marshal.load("\004\bi\006") }
r { Marshal.load("junk") }
r { Marshal.load("\004\b") }
r { Marshal.dump("a", -1) rescue $! }
r { Marshal.dump([[[1]]], 2) }
r { Marshal.load(Marshal.dump(Float::NAN)).nan? }
r { Marshal.dump(1.0 / 0) }
r { Marshal.dump(-0.0) }
r { Marshal.load(Marshal.dump(Time.at(0))).to_i }
r { Marshal.load(Marshal.dump(Exception.new("m"))).message }
r { class << "s"; self; end.class }
r { o = Object.new; class << o; def sx; :sx; end; end; o.sx }
r { o = Object.new; sc = class << o; self; end; sc.instance_methods(false) }
r { class << 1; end }
r { class << :a; end }
r { class << nil; self; end }
r { class << true; self; end }
r { o = "s"; class << o; X9 = 1; end; (class << o; self; end)::X9 }
r { o = Object.new; o.extend(Comparable); (class << o; self; end).ancestors[0, 2] }
r { o = Object.new; def o.a; end; o.singleton_methods }
r { class SC; class << self; def cm; :cm; end; end; end; [SC.cm, SC.singleton_methods] }
r { class SC2 < SC; end; [SC2.cm, SC2.singleton_methods, SC2.singleton_methods(false)] }
r { (class << SC; self; end).inspect }
r { (class << SC.new; self; end).inspect.sub(/0x[0-9a-f]+/, "X") }
r { (class << (class << SC; self; end); self; end).inspect }
r { SC.new.singleton_methods }
r { o = Object.new; class << o; attr_accessor :z; end; o.z = 4; o.z }
r { o = Object.new; o.instance_eval { @v = 1 }; class << o; def v; @v; end; end; o.v }

r { Class.new.new.singleton_methods }
r { m = Module.new { def mx; :mx; end }; o = Object.new; o.extend(m); [o.mx, o.singleton_methods, o.singleton_methods(false)] }
