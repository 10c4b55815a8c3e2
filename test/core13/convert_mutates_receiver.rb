# An argument's conversion (to_str, to_int, to_ary) is user code and may
# change the receiver: the method then works on the receiver as it is
# after the conversion, as 1.8.7 does, never on its old buffer.
class Conv
  def initialize(v, &b); @v = v; @b = b; end
  def to_str; @b.call; @v; end
  def to_int; @b.call; @v; end
  def to_ary; @b.call; @v; end
end

def show(label)
  r = begin
    yield
  rescue Exception => e
    [e.class, e.message]
  end
  puts "#{label}: #{r.inspect}"
end

# String#chomp! reads the receiver after rs.to_str
s = "hello world, a long string here"
show("chomp! shrunk") { [s.chomp!(Conv.new("e") { s.replace("ab") }), s] }
s = "hello"
show("chomp! grown") { [s.chomp!(Conv.new("lo") { s.replace("x" * 40 + "lo") }), s.size] }
s = "hello\n"
show("chomp! emptied") { [s.chomp!(Conv.new("\n") { s.replace("") }), s] }
s = "hello\r\n"
show("chomp paragraph") { [s.chomp(Conv.new("") { s.replace("ab\n\n") }), s] }
show("chomp! paragraph") { [s.chomp!(Conv.new("") { s.replace("cd\n\n") }), s] }

# Array#[]= with a replacement whose to_ary changes the array: the place
# (start, length) was fixed before, the array's length is the new one
a = (1..8).to_a
show("[]= shrunk") { a[2, 5] = Conv.new([9]) { a.replace([1, 2, 3, 4]) }; a }
a = (1..8).to_a
show("[]= start past new end") { a[-3, 2] = Conv.new([9]) { a.replace([1, 2, 3, 4]) }; a }
a = (1..8).to_a
show("[]= range grown") { a[6..10] = Conv.new([9]) { a.replace((1..20).to_a) }; a }
a = [5, 3, 8, 1, 9, 2, "x", [4, 6]]
show("[]= cleared") { a[2, 1] = Conv.new([1, 2]) { a.clear }; a }
a = [5, 3, 8]
show("[]= frozen") { a[0, 1] = Conv.new([1]) { a.freeze }; a }

# Array#last(n) takes the array's length after n.to_int
a = [5, 3, 8, 1, 9]
show("last cleared") { [a.last(Conv.new(3) { a.clear }), a] }
a = [5, 3, 8, 1, 9]
show("last grown") { [a.last(Conv.new(3) { a.replace((1..10).to_a) }), a.size] }
a = [5, 3, 8, 1, 9]
show("last shrunk") { [a.last(Conv.new(3) { a.replace([7]) }), a] }
a = [5, 3, 8, 1, 9]
show("first cleared") { [a.first(Conv.new(3) { a.clear }), a] }
