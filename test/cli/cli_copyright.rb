# --copyright prints the copyright and exits without running the script
puts "not run"
