# -i -p on stdin: one warning per line read by the loop, plus the last look
$_.upcase!
BEGIN { $stdout.sync = true }
