# to_i to_int to_f split exponent sign precs, Marshal (_dump/_load),
# induced_from, double_fig, ver, constants
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(", ") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
%w(0 -0 1 -1 1.5 -1.5 0.5 123456789012345678901234567890.5 1e20 1e-20 1e305 9.99e305 1e306 -1e306 1e-308 1e-323 1e-324 -1e-400 1e-400 1e400 -1e400 1e-320 1e-310 2.5e-308
   1.7976931348623157e308 1.8e308 0.1 1.23456789012345678901 3.14159 NaN Infinity -Infinity 12.34e-5).each do |v|
  x = BigDecimal(v)
  %w(to_i to_int to_f split exponent sign precs _dump).each { |m| t("#{v}.#{m}") { x.send(m) } }
  t("#{v} marshal") { Marshal.load(Marshal.dump(x)) }
end
t("dump") { Marshal.dump(BigDecimal("3.14")) }
%w(18:0.999999999E9 18:0.1E1 18:0.1234567891E10 27:0.1234567891E10 9:0.1234567891E10 0:0.1234567891E10 45:0.1E1
   46:0.1E1 54:0.1E1 1:0.1E1 17:0.12345678912345678912345E1 100:0.1E1 :0.1E1 18: 36:0.1234567891234567891E1
   18:0.1234567891234567891E1 9:NaN 18:-Infinity x:1 1x:2).each { |d| t("_load #{d}") { BigDecimal._load(d) } }
[3, -3, 2**70, BigDecimal("2"), 3.5, "1", nil].each { |v| t("induced_from #{s(v)}") { BigDecimal.induced_from(v) } }
t("double_fig") { BigDecimal.double_fig }
t("ver") { BigDecimal.ver }
BigDecimal.constants.sort.each { |c| t(c) { BigDecimal.const_get(c) } }
t("ancestors") { BigDecimal.ancestors }
t("singleton methods") { BigDecimal.methods(false).sort }
t("methods") { BigDecimal.instance_methods(false).sort }
