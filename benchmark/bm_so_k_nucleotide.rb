# bm_so_k_nucleotide.rb - frequency counts of substrings in a Hash
seq = ""
seed = 7
200_000.times { seed = (seed * 1103515245 + 12345) % 2147483648; seq << "acgt"[seed % 4, 1] }
def freqs(seq, len)
  h = Hash.new(0)
  i = 0
  last = seq.size - len
  while i <= last
    h[seq[i, len]] += 1
    i += 1
  end
  h
end
[1, 2, 3, 4, 6, 12].each do |len|
  h = freqs(seq, len)
  top = h.sort_by { |k, v| [-v, k] }.first
  puts "#{len} #{h.size} #{top[0]} #{top[1]}"
end
