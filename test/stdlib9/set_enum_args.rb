# Set's methods taking an enumerable refuse anything not Enumerable from
# the method called (as 1.8.7's set.rb checks in each), and read the
# argument with each
require 'set'
def t(s)
  r = begin; eval(s).inspect; rescue Exception => e; "#{e.class}: #{e.message[/`.*/]}"; end
  puts "#{s} => #{r}"
end
%w(| + union - difference & intersection ^ merge subtract replace).each { |m|
  t "Set[1].#{m}(5)"
  t "Set[1].#{m}(nil)"
}
t 'Set.new(5)'
t 'Set.new(5) { |x| x }'
t 'SortedSet.new(5)'
t 'SortedSet[1] | 5'
o = Object.new
def o.each; yield 1; yield 2; end
t 'Set.new(o)'
class E; include Enumerable; def each_entry; yield 9; end; def each; yield 8; end; end
t 'Set.new(E.new)'
t 'Set[1].merge(E.new).to_a.sort'
t 'Set.new(1..3).to_a.sort'
t 'Set.new({1=>2}).to_a'
