# partition/rpartition search with a regexp (a String separator is quoted)
# and set $~; an empty match at 0 is a failed partition
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { "hello".partition("l") }
t { "hello".partition("") }
t { "".partition("") }
t { "hello".partition(/$/) }
t { "hello".partition(/(?=l)/) }
t { "hello".partition(/(?=h)/) }
t { "hello".partition(/x/) }
t { "hello".partition("l"); $~[0] }
t { "hello".partition(3) }
t { "hello".partition(nil) }
t { "hello".partition.class }
t { "hello".partition { |c| c } }
t { "hello".rpartition("l") }
t { "hello".rpartition(/(?=l)/) }
t { "hello".rpartition(/$/) }
t { "hello".rpartition("x") }
t { "hello".rpartition("l"); $~.begin(0) }
t { "hello".rpartition(3) }
class S < String; end
t { S.new("hello").partition("l").map { |x| x.class } }
t { S.new("hello").partition("x").map { |x| x.class } }
t { S.new("hello").rpartition("x").map { |x| x.class } }
