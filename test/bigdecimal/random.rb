# 1500 operations on pseudo-random decimals (fixed seed): values, sizes,
# rounding modes, sqrt, powers
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(",") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} #{s(r)}"; rescue Exception; puts "#{l} #{$!.class}: #{$!.message}"; end
k = (ARGV[0] || 11).to_i
nxt = lambda { k = (k * 1103515245 + 12345) % 2147483648; k }
rnd = lambda do
  nd = nxt.call % 30 + 1
  d = ""; nd.times { d << (nxt.call % 10).to_s }
  pt = nxt.call % (nd + 1)
  sg = nxt.call % 3 == 0 ? "-" : ""
  e = nxt.call % 5 == 0 ? "e#{nxt.call % 80 - 40}" : ""
  sg + d[0, pt] + "." + d[pt..-1] + "0" + e
end
ops = %w(+ - * / % divmod remainder div quo <=> add sub mult div2 round sqrt power)
1500.times do
  a = BigDecimal(rnd.call); b = BigDecimal(rnd.call)
  op = ops[nxt.call % ops.size]
  n = nxt.call % 30
  case op
  when "add", "sub", "mult" then t("#{s a} #{op} #{s b} #{n}") { a.send(op, b, n) }
  when "div2" then t("#{s a} div #{s b} #{n}") { a.div(b, n) }
  when "round" then t("#{s a} round #{n - 15} #{n % 8}") { a.round(n - 15, n % 8) }
  when "sqrt" then t("#{s a.abs} sqrt #{n}") { a.abs.sqrt(n) }
  when "power" then t("#{s a} ** #{n % 9 - 4}") { a ** (n % 9 - 4) }
  else t("#{s a} #{op} #{s b}") { a.send(op, b) }
  end
end
