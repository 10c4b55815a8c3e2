# -w: a literal statement in front is dropped as "unused literal ignored";
# ranges of literals warn as ".."; the program's last statement is checked
1
"s"; :sym
1.0; /re/
x = 5
x; x
1..2
1...2
p((1; 2))
p((begin; "a"; "b"; end))
def f; 1; 2; end
eval("1; 2")
p x..2
x
1..2; p((1;2))
