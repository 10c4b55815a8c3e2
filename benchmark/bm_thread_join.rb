# bm_thread_join.rb - Thread.new {}.join in a loop
i = 0
while i < 50_000
  Thread.new {}.join
  i += 1
end
p i
