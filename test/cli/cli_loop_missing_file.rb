# -p: `next` skips the print; an ARGV file that cannot be opened ends the
# loop with the error at the program's line, not inside a `gets' frame
BEGIN { File.open("a.txt", "w") { |f| f.puts "one", "two" }; ARGV.replace(["a.txt", "nosuch", "a.txt"]) }
next if /two/
$_.upcase!
