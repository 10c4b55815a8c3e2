# a redefined Fixnum#<=> is used by min/max/minmax/sort_by/max_by and Range
# (1.8.7 calls it), not by Array#sort without a block
class Fixnum
  alias orig_cmp <=>
  def <=>(o) o.orig_cmp(self) end   # reversed
end
p [1, 3, 2].max, [1, 3, 2].min, [1, 3, 2].minmax
p [1, 3, 2].sort_by { |x| x }, [1, 3, 2].max_by { |x| x }, [1, 3, 2].min_by { |x| x }
p((1..3).max, (1..3).min, (1..3).include?(2), (1..3) === 2)
p [3, 1, 2].sort, [3, 1, 2].sort { |a, b| a <=> b }
p 1.between?(0, 2), 1 > 0
class Fixnum
  alias <=> orig_cmp
end
