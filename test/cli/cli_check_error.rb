# -c with a missing end: the error and exit 1
if true
  p 1
