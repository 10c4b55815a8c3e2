# PrettyPrint as 1.8.7's: the streaming layout with GroupQueue (outermost
# groups broken first), its public API, first? warning; layouts of nested
# groups at several widths
require 'fixtures/apilist'
api_listing('prettyprint', /PrettyPrint/)
def doc(q, d, w)
  return q.text("leaf#{d}") if d == 0
  q.group(2, "(", ")") {
    w.times { |i|
      unless q.first?
        q.text ","
        i.odd? ? q.breakable : q.fill_breakable
      end
      doc(q, d - 1, w)
    }
  }
end
[10, 20, 40, 79].each do |wid|
  puts PrettyPrint.format('', wid) { |q| doc(q, 3, 3) }
  puts PrettyPrint.format('', wid, "|\n", lambda { |n| '.' * n }) { |q| doc(q, 2, 4); q.breakable; q.text 'end' }
  puts PrettyPrint.singleline_format('') { |q| doc(q, 2, 2) }
end
q = PrettyPrint.new('', 10)
p q.maxwidth, q.newline, q.indent, q.genspace.call(2), q.current_group.depth, q.group_queue.class
q.text "abc"; q.breakable; q.text "defgh"; q.group(1, '<', '>') { q.text 'x'; q.breakable; q.text 'yyyyyyyyy' }
p q.output; q.flush; p q.output
g = PrettyPrint::Group.new(3); p g.depth, g.break?, g.breakables, g.first?, g.first?; g.break; p g.break?
t = PrettyPrint::Text.new; t.add("ab", 2); t.add("c", 5); o = ''; p t.width, t.output(o, 3), o
