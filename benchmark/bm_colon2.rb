# bm_colon2.rb - Outer::Inner constant paths: module constants, nested classes, ::Top
module Outer
  LIMIT = 3
  module Inner; class Leaf; def self.v; 1 end; end; DEPTH = 2; end
end
n = 0
i = 0
while i < 1_000_000
  n += Outer::LIMIT + Outer::Inner::DEPTH
  n += 1 if Outer::Inner::Leaf
  n += ::Outer::LIMIT
  i += 1
end
p n
