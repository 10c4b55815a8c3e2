# bm_app_tak.rb - Takeuchi function with three arguments (deep recursion)
def tak(x, y, z)
  return z unless y < x
  tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
end
r = 0
3.times { r += tak(18, 9, 0) }
p r
