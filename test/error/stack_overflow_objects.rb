# each stack overflow raises a fresh, tainted SystemStackError with a frozen
# message (1.8.7): freezing one does not break the next, and $SAFE 4 code
# gets one too
def deep(n); deep(n + 1); end
a = begin; deep(0); rescue SystemStackError => e; e; end
b = begin; deep(0); rescue SystemStackError => e; e; end
p a.equal?(b), a.tainted?, a.frozen?, a.message, a.message.frozen?, a.message.tainted?
a.message << "!" rescue p $!
c = proc { $SAFE = 4; begin; deep(0); rescue SystemStackError => e; e; end }.call
p c.class, c.equal?(a), c.tainted?
a.freeze
f = begin; deep(0); rescue SystemStackError => e; e; end
p f.equal?(a), f.frozen?, f.class, f.message, f.backtrace.size > 100
