# long literals parse in linear time (each case would take minutes if quadratic);
# smaller under the GC-on-every-allocation test mode, which is quadratic itself
n = ENV["RUBY_GC_STRESS"] ? 2_000 : 100_000
p eval("[" + "1," * n + "]").size == n
p eval("{" + "1=>1," * n + "}").size == 1
p eval("{" + (1..n).map { |i| "#{i}=>1," }.join + "}").size == n
p eval("%w(" + "a " * n + ")").size == n
p eval("[" + "[1,2]," * n + "]").size == n
p eval("\"" + "a\#{1}" * n + "\"").size == 2 * n
p eval("[" + "\"a\#{1}b\"," * n + "]").size == n
p eval("x = 0; x" + " + 1" * 1000)
