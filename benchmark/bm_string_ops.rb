# bm_string_ops.rb - String#scan, #gsub and #split over a long text
words = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa]
text = ""
i = 0
while i < 20_000
  text << words[i % 10] << (i % 7 == 0 ? ", " : " ") << i.to_s << "\n"
  i += 1
end
n = 0
20.times do
  n += text.scan(/[aeiou]ta\b/).size
  n += text.scan(/\d+/).size
  n += text.gsub(/a(l|e)/, "<\\1>").size
  n += text.gsub(/\d+/) { |d| (d.to_i * 2).to_s }.size
  n += text.split("\n").size
  n += text.split(/,?\s+/).size
  n += text.split(" ").size
end
p n
