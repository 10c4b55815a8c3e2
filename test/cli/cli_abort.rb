# abort prints its message and exits 1
abort "bye"
