# the order of global_variables right after start (1.8.7's symbol table
# order: $VERBOSE and $DEBUG come with the command line, $SAFE after $!,
# $; and $-F with String) and after a match ($& $` $' $+ and $1..$9 again)
p global_variables
p global_variables.size
"abc" =~ /b/
g = global_variables
p g[-13..-1]
p g.size
$zz_new = 1
p global_variables.index("$zz_new") < global_variables.index("$-w")
