# bm_so_reverse_complement.rb - String#tr, reverse and slicing in lines
seq = "ACGTTGCAAGCTTAGCATGCAGTCGATCGATGCTAGCTAGCTAGCATCGA" * 4000
n = 0
300.times do
  r = seq.reverse.tr("ACGTacgt", "TGCAtgca")
  i = 0
  while i < r.size
    n += r[i, 60].size
    i += 60
  end
end
p n
