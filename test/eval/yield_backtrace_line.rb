# a C iterator's frame shows the line it was called from, even after an
# earlier yield ran lines further down
$stdout.sync = true
begin
  [1, 2].each do |i|
    x = i
    raise "boom" if x == 2
  end
rescue => e
  puts e.backtrace
end
def search(items)
  items.each do |i|
    throw :found, i if i > 2
  end
  nil
end
p catch(:found) { search([1, 2, 3]) }
