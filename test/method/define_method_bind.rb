# define_method accepts any Method/UnboundMethod; whether self fits is checked
# on each call, with UnboundMethod#bind's messages.
def show(label)
  print label, ": "
  begin
    p yield
  rescue Exception => e
    puts "#{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, 'X')}"
  end
end
class A; def bar; :bar; end; end
class C; end
class D < A; def dd; :dd; end; end
module Q; def q; :q; end; end
o = Object.new; def o.s; 1; end
show("unbound unrelated") { C.send(:define_method, :x1, A.instance_method(:bar)).class }
show("call x1") { C.new.x1 }
show("bound unrelated") { C.send(:define_method, :x2, A.new.method(:bar)).class }
show("call x2") { C.new.x2 }
show("singleton") { C.send(:define_method, :x3, o.method(:s).unbind).class }
show("call x3") { C.new.x3 }
show("sub into super") { A.send(:define_method, :x8, D.instance_method(:dd)).class }
show("call x8 on A") { A.new.x8 }
show("call x8 on D") { D.new.x8 }
show("module not included") { C.send(:define_method, :q, Q.instance_method(:q)); C.new.q }
show("Kernel method") { C.send(:define_method, :x6, Kernel.instance_method(:object_id)); C.new.x6.class }
show("defined name") { C.instance_method(:x1).inspect }
show("bind singleton") { o.method(:s).unbind.bind(Object.new) }
show("bind unrelated") { A.instance_method(:bar).bind(C.new) }
show("bind module") { Q.instance_method(:q).bind(Object.new) }
