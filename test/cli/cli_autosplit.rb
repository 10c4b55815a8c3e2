# -n -a -F: each line split on ":" into $F
p $F
