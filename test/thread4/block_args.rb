# a thread yields its arguments with a lambda's arity rules but no lambda
# frame: |a, b| given one value raises, a return never jumps out (1.8.7)
def t; yield; rescue Exception => e; [e.class, e.message]; end
p t { Thread.new([1, 2]) { |a, b| [a, b] }.value }
p t { Thread.new(1) { |a, b| [a, b] }.value }
p t { Thread.new(1, 2, 3) { |a, b| [a, b] }.value }
p t { Thread.new(1, 2, 3) { |a| a }.value }
p t { Thread.new { |a| a }.value }
p t { Thread.new(1, 2) { |a| a }.value }
p t { Thread.new([1, 2]) { |a| a }.value }
p t { Thread.new([1, 2]) { |a, | a }.value }
p t { Thread.new([1, 2]) { |a, *b| [a, b] }.value }
p t { Thread.new(1, 2) { |a, (b, c)| [a, b, c] }.value }
p t { Thread.new(1, [2, 3]) { |a, (b, c)| [a, b, c] }.value }
p t { Thread.new { |a, b| [a, b] }.value }
p t { Thread.new(1) { || 1 }.value }
p t { Thread.new() { || 1 }.value }
p t { Thread.new(1) { 1 }.value }
p t { Thread.start([1, 2]) { |a, b| [a, b] }.value }
p t { Thread.new(nil) { |a, b| [a, b] }.value }
p t { Thread.new([]) { |a, b| [a, b] }.value }
p t { Thread.new([[1, 2]]) { |a, b| [a, b] }.value }
p t { Thread.new(*[[1, 2]]) { |a, b| [a, b] }.value }
p t { Thread.new(1) { |@iv| @iv }.value }
p t { Thread.new(1) { |$gv| $gv }.value }
p t { Thread.new(&lambda { return 5 }).value }
p t { Thread.new(1, &lambda { |a, b| [a, b] }).value }
p t { Thread.new(1, 2, &lambda { |a| a }).value }
def m2(a, b); [a, b]; end
p t { Thread.new(1, &method(:m2)).value }
p t { Thread.new(1, 2, &method(:m2)).value }
p t { Thread.new(&proc { return 6 }).value }
p t { Thread.new { next 7 }.value }
p t { Thread.new(1, 2) { |a, b| break a + b }.value }
pr = proc { |a, b| [a, b] }
p t { Thread.new(1, &pr).value }
p t { Thread.new(1) { |a, b| }.value }
p t { Thread.new([1]) { |a, b| }.value }
