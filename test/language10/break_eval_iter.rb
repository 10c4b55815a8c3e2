# a break from an eval in an iterator's receiver or arguments ends that
# call; one from send(:eval) in a block breaks the block's iterator
bb = binding
p([(eval('break 3', bb))].each { |x| p x })
p([(eval('break 3', bb))].map { |x| p x }.size)
def foo(*a) p a end
p((foo(eval('break 10')) { }))
p([1].each { send(:eval, "break 6") })
p([1].each { __send__("instance_eval", "break 7") })
pr = proc { send(:eval, "break 9") }
p(begin; [1].each { pr.call }; rescue; $!; end)
def ff; yield; end
p(ff { send(:eval, "break 10") })
p(ff { ff { send(:eval, "break 11") }; 12 })
p(begin; pr.call; rescue; $!; end)
l = lambda { send(:eval, "break 13") }
p(l.call)
p([2].each { l.call; 14 })
begin
  eval('break 4')
rescue Exception => e
  p [e.class, e.message]
end
