# bm_so_concatenate.rb - String#<< appending to a growing string
total = 0
60.times do
  s = ""
  100_000.times { s << "hello\n" }
  total += s.length
end
p total
