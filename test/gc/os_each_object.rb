# ObjectSpace.each_object with a class or module argument: counts and yields
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Widget; end
class SubWidget < Widget; end
module Tagged; end
keep = [Widget.new, Widget.new, SubWidget.new]
keep << Object.new.extend(Tagged)
t(:count_class) { ObjectSpace.each_object(Widget) { } }
t(:count_sub) { ObjectSpace.each_object(SubWidget) { } }
t(:count_module) { ObjectSpace.each_object(Tagged) { } }
t(:yielded) { a = []; ObjectSpace.each_object(Widget) { |o| a << o.class.name }; a.sort }
t(:singleton_classes) { n = ObjectSpace.each_object(Class) { }; n > 100 }
t(:class_list) { a = []; ObjectSpace.each_object(Class) { |c| a << c if c <= Widget }; a.map { |c| c.name }.sort }
t(:modules) { a = []; ObjectSpace.each_object(Module) { |m| a << m if m == Tagged }; a }
t(:no_block) { e = ObjectSpace.each_object(Widget); [e.class, (e.to_a.size rescue $!.class)] }
t(:bad_arg) { ObjectSpace.each_object(5) { } }
t(:break_value) { ObjectSpace.each_object(Widget) { break :stopped } }
t(:strings) { s = "findme_marker_#{1}"; found = false; ObjectSpace.each_object(String) { |x| found = true if x.equal?(s) }; found }
t(:fixnum_none) { ObjectSpace.each_object(Fixnum) { } }
t(:symbol_none) { ObjectSpace.each_object(Symbol) { } }
t(:nil_class) { ObjectSpace.each_object(NilClass) { } }
t(:id2ref) { ObjectSpace._id2ref(keep[0].object_id).equal?(keep[0]) }
t(:id2ref_bad) { ObjectSpace._id2ref(12) }
t(:garbage_collect) { ObjectSpace.garbage_collect }
