# -v prints the banner and sets $VERBOSE
p $VERBOSE, $-v
