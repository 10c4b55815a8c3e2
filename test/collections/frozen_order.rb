# On a frozen Array, slice! refuses before it looks at its arguments, and
# concat of nothing is no modification; the other modifiers as 1.8.7.
def t(src)
  r = eval(src)
  puts "#{src}: #{r.inspect}"
rescue Exception => e
  puts "#{src}: #{e.class}: #{e.message}"
end
%w([].freeze.slice!(5) [].freeze.slice!(5..6) [].freeze.slice!(nil) [].freeze.slice!(5,1)
   [1].freeze.slice!(0) [1].freeze.concat([]) [].freeze.concat([1]) [1].freeze.delete_at(5)
   [].freeze.replace([]) [].freeze.push [].freeze.unshift [].freeze.shift [].freeze.pop
   [].freeze.insert(1) [].freeze.fill(1) [].freeze.flatten! [].freeze.uniq! [].freeze.compact!
   [].freeze.clear [].freeze.reverse! [].freeze.sort! [].freeze.delete(1)
   {}.freeze.replace({}) {}.freeze.update({}) {}.freeze.delete(1) {}.freeze.shift
   {}.freeze.clear {}.freeze.rehash).each { |s| t(s) }
t("[].freeze.map! { }")
t("[].freeze.reject! { }")
t("[].freeze.delete_if { }")
t("{}.freeze.reject! { }")
t("{}.freeze.delete_if { }")
t("Struct.new(:a).new(1).freeze.a = 2")
