# bm_nested_each.rb - nested Array#each over arrays
rows = (0...300).to_a
cols = (0...300).to_a
sum = 0
60.times do
  rows.each do |r|
    cols.each { |c| sum += r ^ c }
  end
end
p sum
