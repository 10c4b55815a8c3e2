# a '-' inside a switch word makes the rest of it a long option (-W0-debug is
# -W0 --debug)
p $VERBOSE, $DEBUG
