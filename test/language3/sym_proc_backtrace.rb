# backtraces through Symbol#to_proc and C iterators: 1.8.7 places their C
# block at its lazily updated position (the last line parsed, raised at,
# eval'd or loaded), and shows the to_proc frame, never a `call' frame
def bt; yield; rescue => e; e.backtrace; end
class Integer
  def bar; raise "in bar"; end
  def cl; caller(0); end
  def yl; yield self; end
end
p bt { [nil].each(&:foo1) }
p bt { [1].each(&:bar) }
p [1].map(&:cl)
p bt { [1].each(&:yl) }
p bt { :bar.to_proc.call(1) }
p bt { :bar.to_proc.call() }
pr = :cl.to_proc
p pr.call(1)
p [1].map(&pr)
def m(&b) b end
p m(&:cl).call(3)
x = 1 / 0 rescue nil
p [1].map(&:cl)
eval "1"
p [1].map(&:cl)
p eval("\n\n[1].map(&:cl)\n\n")
p eval("[1].map(&:cl)\n\n", nil, "zz.rb", 100)
p bt { [3, 1].sort_by { |x| raise "q" } }
p bt { [3, 1].each_with_index { |x, i| raise "q" } }
p bt { [3, 1].each_slice(1) { |x| x.foo } }
p bt { [3, 1].inject { |x, y| raise "q" } }
p bt { [3, 1].each_with_index.map { |x| raise "q" } }
p bt { (1..3).each_cons(2) { |x| raise "q" } }
p bt { [1].enum_for(:each).each { |x| raise "q" } }
p bt { [1].zip([1]) { |x| raise "q" } }
p [[1, 2]].map(&:first), [1, 2, 3].inject(&:+), :+.to_proc.call(1, 2)
p :x.to_proc.arity, :x.to_proc.call(:y) rescue p $!
[nil].each(&:no_such_method)
