# calls with 2+ plain arguments and C methods reached through them: the
# backtrace, caller and __method__ seen from inside, after the call site
# was evaluated before (a loop reuses the node)
def bt(e) e.backtrace.map { |l| l.sub(/^.*?:/, "") } end
class Foo
  def initialize(a, b) @a = a; @b = b; raise ArgumentError, "neg" if a < 0 end
  def two(x, y) [__method__, caller(0).size - $base, x, y] end
end
$base = caller(0).size
3.times do |i|
  begin
    Array.new(i - 2, :x)
    puts "ok #{i}"
  rescue ArgumentError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  begin
    Foo.new(i - 1, 2)
    puts "foo ok #{i}"
  rescue ArgumentError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  p Foo.new(1, 2).two(i, i)
  begin
    [1, 2].fetch(i + 5)
  rescue IndexError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  begin
    "abc".send(:index, 1, 2, 3)
  rescue ArgumentError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  begin
    Array.new(1, 2, 3)
  rescue ArgumentError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
  begin
    1.+(2, 3)
  rescue ArgumentError => e
    puts "#{e.message}: #{bt(e).inspect}"
  end
end
