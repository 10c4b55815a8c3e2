# bm_so_fannkuch.rb - permutations and prefix reversal of small arrays
def fannkuch(n)
  perm1 = (0...n).to_a
  count = Array.new(n, 0)
  maxflips = 0
  checksum = 0
  r = n
  nperm = 0
  while true
    while r != 1
      count[r - 1] = r
      r -= 1
    end
    perm = perm1.dup
    flips = 0
    k = perm[0]
    while k != 0
      perm[0, k + 1] = perm[0, k + 1].reverse
      flips += 1
      k = perm[0]
    end
    maxflips = flips if flips > maxflips
    checksum += (nperm % 2 == 0) ? flips : -flips
    nperm += 1
    while true
      return [checksum, maxflips] if r == n
      p0 = perm1[0]
      i = 0
      while i < r
        perm1[i] = perm1[i + 1]
        i += 1
      end
      perm1[r] = p0
      count[r] -= 1
      break if count[r] > 0
      r += 1
    end
  end
end
p fannkuch(9)
