# bm_eval_distinct.rb - eval of 50 distinct strings in turn (each parsed
# again every time: no cache can hold a single one)
srcs = (0...50).map { |k| "x = #{k}; y = x * #{k + 1} + #{k % 7}; [x, y].max - #{k}" }
n = 0
i = 0
while i < 4_000
  srcs.each { |s| n += eval(s) }
  i += 1
end
p n
