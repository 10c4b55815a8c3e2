# A single parenthesised group followed by a comma, or doubly parenthesised,
# is one block parameter: arity 1 (only a bare `|(a, b)|` counts as two)
p proc { |(a, b),| }.arity
p proc { |(a, *b),| }.arity
p proc { |(a, b, c),| }.arity
p proc { |((a, b))| }.arity
p proc { |(((a, b)))| }.arity
p proc { |((a, *b))| }.arity
p lambda { |(a, b),| }.arity
p proc { |(a, b)| }.arity
p proc { |((a, b), c)| }.arity
p proc { |(a, b), c| }.arity
p proc { |(a, b), *c| }.arity
p proc { |a,| }.arity
def m; yield [1, 2], 3; end
m { |(a, b),| p [a, b] }
m { |((a, b))| p [a, b] }
m { |(a, b)| p [a, b] }
begin
  lambda { |(a, b),| p [a, b] }.call(1, 2)
rescue ArgumentError => e
  p e.message
end
lambda { |(a, b),| p [a, b] }.call([5, 6])
