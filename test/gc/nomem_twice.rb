# NoMemoryError can be rescued, and is raised again on a later failure in
# the same run (its backtrace is made under the allocation guard)
2.times do |i|
  begin
    "x" * (2**40)
  rescue NoMemoryError => e
    p [i, e.class, e.message, e.backtrace.size > 0]
  end
end
p :alive
