# a new thread starts with its creator's $?; its own system calls set its
# own, not the creator's
system("exit 3")
p Thread.new { $?.exitstatus }.value
p Thread.new { system("true"); $?.exitstatus }.value, $?.exitstatus
t = Thread.new { Thread.new { $?.exitstatus }.value }
p t.value
