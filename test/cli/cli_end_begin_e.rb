# BEGIN/END blocks in an -n script run once
BEGIN { puts "start" }
END { puts "done #{$.}" }
