# long literals parse in linear time (each case would take minutes if quadratic)
n = 100_000
p eval("[" + "1," * n + "]").size
p eval("{" + "1=>1," * n + "}").size
p eval("%w(" + "a " * n + ")").size
p eval("[" + "[1,2]," * n + "]").size
p eval("\"" + "a\#{1}" * n + "\"").size
p eval("[" + "\"a\#{1}b\"," * n + "]").size
p eval("x = 0; x" + " + 1" * 1000)
