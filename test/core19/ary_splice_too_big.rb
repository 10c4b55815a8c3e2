# Array#[]= and #insert past the largest array: the IndexError names the
# index given, not the length the array would need
require "helper"
show(:aset_len) { [1][2**62, 0] = [1, 2] }
show(:aset_len5) { [1][2**62, 5] = 1 }
show(:aset_range) { [1][2**62..2**62] = 1 }
show(:aset_max) { [1][2**60, 0] = 1 }
show(:aset_max1) { [1][2**60 - 1, 0] = [1, 2] }
show(:insert) { [1].insert(2**62, 1) }
show(:insert2) { [1].insert(2**60 - 2, 1, 2) }
show(:store) { [1][2**62] = 1 }
show(:small) { a = [1]; a[3, 0] = [2, 3]; a }
