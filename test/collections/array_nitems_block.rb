# Array#nitems counts the non-nil elements; 1.8.7 never yields to a block.
p [nil, false, 1.5].nitems { |x| x }
p [1, 2, 3].nitems { |x| p x; x > 1 }
p [1, 2, 3].nitems { |x| nil }
p [nil, nil].nitems { |x| 1 }
p [nil, false, 1].nitems
