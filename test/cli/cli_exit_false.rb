# exit false is status 1; at_exit still runs
at_exit { puts "at exit" }
exit false
