# bm_symbol_to_proc.rb - map(&:sym), inject(:+)-era blocks, select/reject/each_with_index, sort_by
a = (1..50).to_a
strs = %w[pear apple fig banana kiwi cherry plum date lime grape]
n = 0
4_000.times do
  n += a.map(&:to_s).size
  n += a.inject { |s, x| s + x }
  n += a.select { |x| x % 3 == 0 }.size + a.reject { |x| x.even? }.size
  a.each_with_index { |x, i| n += i if x > 45 }
  n += strs.sort_by { |s| s.size }.first.size
  n += strs.map(&:upcase).map(&:length).inject(0) { |s, x| s + x }
  n += a.any? { |x| x > 49 } ? 1 : 0
  n += a.detect { |x| x > 40 }
end
p n
