# Array#join's result is tainted by a tainted separator, even when the
# separator is never appended (one element, nested arrays)
x = "abc"
y = "--".taint
p [x].join(y).tainted?
p [x, x].join(y).tainted?
p [[x]].join(y).tainted?
p [].join(y).tainted?
p [x].join("-").tainted?
$, = y
p [x].join.tainted?
