# A block given to a Method's proc does not reach the method.
def b; yield 1; end
def d; block_given?; end
p((method(:b).to_proc.call { 2 } rescue $!.class))
p method(:d).to_proc.call { }
p method(:d).call { }
p method(:b).call { |x| x + 1 }
