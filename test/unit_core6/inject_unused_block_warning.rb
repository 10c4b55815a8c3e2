# inject(init, :sym) with a block warns "given block not used" only under -w
# (verbose); Enumerable#count(obj) with a block warns always
class C; include Enumerable; def each; yield 1; yield 2; end; end
$stderr.sync = $stdout.sync = true
p [1, 2].inject(1, :+) { 0 }
p C.new.inject(1, :+) { 0 }
p C.new.count(1) { }
$VERBOSE = true
p [1, 2].inject(1, :+) { 0 }
