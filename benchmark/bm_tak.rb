# bm_tak.rb - Takeuchi function: deep recursion, many calls
def tak(x, y, z)
  if y < x
    tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
  else
    z
  end
end
p tak(26, 18, 9)
