# -h prints the usage and exits 0 without running the script
puts "not run"
