# bm_split_gsub_scan.rb - String#split, #gsub and #scan on short lines
line = "alpha,beta;gamma delta,42,epsilon 7 zeta;eta 1999"
n = 0
i = 0
while i < 30_000
  n += line.split(",").size
  n += line.split(/[,; ]/).size
  n += line.gsub("a", "A").size
  n += line.gsub(/\d+/) { |d| d * 2 }.size
  n += line.scan(/[a-z]+/).size
  i += 1
end
p n
