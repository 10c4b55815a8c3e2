# -s: leading -name and -name=value arguments become globals
