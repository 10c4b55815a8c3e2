# An eval that adds locals to a binding (ERB#result(binding) does) leaves
# its parsed tree garbage when it is done: the scope runs on a copy of the
# tree's local table.  Such trees used to stay for eight more collections,
# with the literals in them, and a render loop grew the heap.
def render
  eval("s = 'literal'; t = s + 'x'; t.size", binding)
end
GC.start
before = ObjectSpace.each_object(String) {}
12_000.times { render }
GC.start
after = ObjectSpace.each_object(String) {}
p after - before < 500
p render
require "erb"
E = ERB.new("<%= a %>:<% 2.times do |i| %><%= i %><% end %>")
def page
  a = "v"
  E.result(binding)
end
GC.start
before = ObjectSpace.each_object(String) {}
4_000.times { page }
GC.start
after = ObjectSpace.each_object(String) {}
p after - before < 500
p page
