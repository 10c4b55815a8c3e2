# Enumerable's min/max/minmax/*_by/sort_by and Range's comparisons call
# Fixnum#<=> as a method (a redefinition counts); Array#sort does not
class Fixnum
  alias plain_cmp <=>
  def <=>(o) -(plain_cmp(o)) end
end
p [3, 1, 2].sort
p [3, 1, 2].min, [3, 1, 2].max, [3, 1, 2].minmax
p [3, 1, 2].sort_by { |x| x }, [3, 1, 2].min_by { |x| x }, [3, 1, 2].max_by { |x| x }
p [3, 1, 2].minmax_by { |x| x }
p (1..3).min, (1..3).include?(2), (1..3) === 2, (3..1).include?(2)
p({3 => 1, 1 => 2}.sort_by { |k, v| k })
class Fixnum
  alias <=> plain_cmp
end
p [3, 1, 2].min, (1..3).include?(2), [3, 1, 2].sort_by { |x| x }
