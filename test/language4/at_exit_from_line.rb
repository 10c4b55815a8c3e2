# an at_exit error names the main program's line ("from") until a proc has
# ended normally: here none has, so both errors have it
at_exit { raise "q" }
at_exit { raise ArgumentError, "i" }
at_exit { exit 3 }
puts "main"
