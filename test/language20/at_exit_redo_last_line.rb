# a top-level redo after an at_exit proc ran: with no raise, eval or require
# return since, 1.8.7 names the main program's last line
at_exit { puts "at_exit ran" }
p 1
redo
p :not_reached

# the last line
