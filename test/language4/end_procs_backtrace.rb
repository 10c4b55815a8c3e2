at_exit { p :ae1; exit 7 }
at_exit { p :ae2; raise "in at_exit" }
END { p :end_a; END { p :nested_end } }
def m; eval("END { p :end_in_eval }"); end; m; m
at_exit { p [:ae3, $!] }
p :main
raise "main error"
