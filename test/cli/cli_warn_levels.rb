# -W1: $VERBOSE is false
p $VERBOSE, $-w
