# backtraces and caller inside eval(str, binding): the frames below the
# binding's home are those of the moment the binding was made
class C
  def get; binding; end
  def blk; yield; end
  def from_block; blk { return binding }; end
  def a_proc; proc { caller(0) }; end
end

def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class} #{e.backtrace.inspect}"
end

b = C.new.get
def via_method(b, s) eval(s, b) end
show("caller") { via_method(b, "caller(0)") }
show("raise") { via_method(b, "raise 'x'") }
show("file") { via_method(b, "caller(0)") }
show("file line") { eval("\n\ncaller(0)", b, "zz.rb", 7) }
show("def in eval") { eval("def zz; caller(0); end; zz", b) }
show("nested eval") { eval("eval('caller(0)')", b) }
show("nested binding eval") { eval("eval('caller(0)', binding)", b) }
show("instance_eval") { eval("'s'.instance_eval('caller(0)')", b) }
show("block in eval") { eval("[1].map { caller(0) }", b) }
show("from_block") { eval("caller(0)", C.new.from_block) }
pr = proc { binding }
b2 = pr.call
show("proc binding") { eval("caller(0)", b2) }
show("Proc#binding") { eval("caller(0)", C.new.a_proc.binding) }
show("proc as binding") { eval("caller(0)", C.new.a_proc) }
show("proc call") { C.new.a_proc.call }
show("binding.eval") { b.eval("caller(0)") }
def deep(n, &blk) n == 0 ? binding : deep(n - 1, &blk) end
show("deep") { eval("caller(0)", deep(3)) }
show("caller(2)") { eval("caller(2)", deep(3)) }
show("caller(9)") { eval("caller(9)", deep(3)) }
