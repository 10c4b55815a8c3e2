# every BigDecimal method and class method with arguments of wrong and
# right types and counts, on finite, zero and infinite receivers
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(",") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message.sub(/BigDecimal:[0-9a-f]+/, "BD").sub(/0x[0-9a-f]+/, "X")}"; end
args = [nil, "x", "2", 1.5, :a, [], 2**70, -1, 0, 3, true, BigDecimal("NaN"), BigDecimal("-2.5"), Object.new.freeze]
recv = [BigDecimal("1.5"), BigDecimal("-0"), BigDecimal("Infinity")]
ms = (BigDecimal.instance_methods(false) + %w(integer? step div)).uniq.sort - %w(hash inspect step)
recv.each do |r|
  ms.each do |m|
    t("#{s r}.#{m}()") { r.__send__(m) }
    args.each { |a| t("#{s r}.#{m}(#{a.class == Object ? "obj" : s(a)})") { r.__send__(m, a) } }
    [[1, 2], [2, nil], ["1", 1], [1, "1"], [BigDecimal("2"), -1], [3, 1.5]].each { |a, b| t("#{s r}.#{m}(#{s a},#{s b})") { r.__send__(m, a, b) } }
  end
end
%w(new mode limit induced_from _load double_fig ver).each do |m|
  t("BigDecimal.#{m}()") { BigDecimal.__send__(m) }
  args.each { |a| t("BigDecimal.#{m}(#{a.class == Object ? "obj" : s(a)})") { BigDecimal.__send__(m, a) } }
end
BigDecimal.limit(0)
BigDecimal.mode(BigDecimal::ROUND_MODE, 3)
BigDecimal.mode(BigDecimal::EXCEPTION_ALL, false)
