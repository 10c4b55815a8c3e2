# Kernel#loop without a block raises LocalJumpError from loop's frame in
# 1.8.7 (no Enumerator); with one, StopIteration ends it with nil
begin
  loop
rescue LocalJumpError => e
  p e.message, e.backtrace
end
p(loop { raise StopIteration })
i = 0
p(loop { i += 1; break i * 10 if i == 3 })
loop
