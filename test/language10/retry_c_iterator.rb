# retry in a block given to a C iterator that runs `each` itself
# (Enumerable methods): 1.8.7 calls `each` once more without a block, so
# the iteration ends early; a direct iterator (Array#each) is restarted
class E; include Enumerable; def each; p :each; yield 1; yield 2; yield 3; self; end; end
[[1, 2, 3], (1..3), E.new].each do |o|
  %w(map each_with_index each_slice find inject sort_by all? count zip).each do |m|
    @rc = 0
    args = m == "each_slice" ? [2] : m == "zip" ? [[4, 5, 6]] : []
    r = begin
      o.send(m, *args) { |*i| @rc += 1; retry if @rc < 3; false }
    rescue Exception => e
      [e.class, e.message]
    end
    p [o.class, m, @rc, r]
  end
end
@rc = 0
p((1..3).inject(4) { |acc, i| p [acc, i, @rc]; retry if (@rc += 1) < 3; acc + i })
def my; p :my; yield 1; yield 2; :done; end
@rc = 0
p(my { |i| p [i, @rc]; retry if (@rc += 1) < 3; i })
def my4; p :my4; (1..2).map { |x| yield x }; end
@rc = 0
p(my4 { |i| p [i, @rc]; retry if (@rc += 1) < 3; i })
