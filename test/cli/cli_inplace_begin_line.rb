# -i -p on stdin with BEGIN first: the loop's gets warns at the
# program's last line, not at the BEGIN block's
BEGIN { $stdout.sync = true }

$_.upcase!
x = 1
