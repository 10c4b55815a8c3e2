def helper; caller(0); end
at_exit { p helper; raise "q" }
at_exit { p caller(0) }
END { p caller(0) }
at_exit { p helper }
p 2
