# a -r library that is missing, after one that loaded: the error is the
# command line's ("ruby: ..."), not at the last line of the first library
p 1
