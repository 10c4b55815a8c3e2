# bm_app_mergesort.rb - recursive merge sort on arrays of Fixnums
def merge(a, b)
  r = []
  i = j = 0
  while i < a.size && j < b.size
    if a[i] <= b[j]
      r << a[i]; i += 1
    else
      r << b[j]; j += 1
    end
  end
  r.concat(a[i..-1]) if i < a.size
  r.concat(b[j..-1]) if j < b.size
  r
end
def msort(a)
  return a if a.size <= 1
  mid = a.size / 2
  merge(msort(a[0, mid]), msort(a[mid..-1]))
end
seed = 42
arr = Array.new(60_000) { seed = (seed * 1103515245 + 12345) % 2147483648; seed % 100_000 }
s = nil
3.times { s = msort(arr) }
p s[0], s[-1], s.size
