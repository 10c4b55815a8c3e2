# Array literals: elements evaluated in order onto the stack, nested, splats, 16 and 17 elements
i = 0
a = [i += 1, i += 1, [i += 1, [i += 1]], i]
p a
p [*[1, 2]], [1, *[2, 3]], [], [nil], [[]]
p((1..16).to_a == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
p [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].size
b = [1, (raise "x" rescue :r), 3]; p b
s = []; 3.times { |k| s << [k, "s#{k}", [k] * 2] }; p s
def m; return 1, 2, 3; end; p m
x, y = [10, 20]; p x + y
p [GC.start, 5].size
