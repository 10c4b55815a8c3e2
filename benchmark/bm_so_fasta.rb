# bm_so_fasta.rb - weighted random selection building output lines
ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
IUB = [["a", 0.27], ["c", 0.12], ["g", 0.12], ["t", 0.27], ["B", 0.02], ["D", 0.02], ["H", 0.02], ["K", 0.02]]
$last = 42.0
def rnd(max)
  $last = ($last * 3877 + 29573) % 139968
  max * $last / 139968
end
def make_cumulative(table)
  p = 0.0
  table.map { |c, w| p += w; [c, p] }
end
def random_fasta(table, n)
  out = 0
  line = ""
  n.times do |i|
    r = rnd(1.0)
    c = table.find { |ch, pr| r < pr } || table[-1]
    line << c[0]
    if line.size == 60
      out += line.hash & 1
      line = ""
    end
  end
  out
end
def repeat_fasta(src, n)
  s = src * (n / src.size + 1)
  k = 0
  i = 0
  while i < n
    k += s[i, 60].count("G")
    i += 60
  end
  k
end
tab = make_cumulative(IUB)
p random_fasta(tab, 250_000)
p repeat_fasta(ALU, 2_000_000)
