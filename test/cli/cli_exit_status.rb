# exit with a status
puts "a"
exit 3
