class TraceT
  def run(src)
    events = []
    eval(src.gsub(/^.*?: /, ""))
    events.each { |e| puts e.inspect.gsub(/0x[0-9a-f]+/, "X") }
    puts "--"
  end
end
t = TraceT.new
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: x = 1 + 1
 5: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: def add(x, y)
 5:   x + y
 6: end
 7: x = add(1, 1)
 8: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: class Foo
 5:   def bar
 6:   end
 7: end
 8: x = Foo.new.bar
 9: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: def foo(a)
 5:   b = a
 6: end
 7: foo(true)
 8: foo(false)
 9: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: def foo
 5:   return 1
 6: end
 7: foo
 8: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: def foo
 5:   raise "error"
 6: end
 7: begin
 8:   foo
 9: rescue
10: end
11: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: [1].each do |x|
 5:   x
 6: end
 7: 1.times { break }
 8: catch(:a) { throw :a }
 9: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: x = 1
 5: while x < 3
 6:   x += 1
 7: end
 8: until x == 1 do x -= 1 end
 9: y = x > 0 ? :a : :b
10: z = (x == 1 and true)
11: if x == 1
12:   :one
13: elsif x == 2
14:   :two
15: else
16:   :no
17: end
18: unless x
19:   1
20: end
21: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: a = [1, 2].map { |i|
 5:   i * 2
 6: }
 7: h = {1 => 2}.each_pair { |k, v| k }
 8: s = "abc".gsub(/b/) { |m| m.upcase }
 9: o = Object.new
10: def o.bar; yield; end
11: o.bar { 3 }
12: set_trace_func(nil)
EOS
t.run <<-'EOS'
 1: set_trace_func(Proc.new { |event, file, lineno, mid, binding, klass|
 2:   events << [event, lineno, mid, klass]
 3: })
 4: module Mo
 5:   X = 1
 6: end
 7: class << self
 8:   def sm; end
 9: end
10: sm
11: set_trace_func(nil)
EOS
