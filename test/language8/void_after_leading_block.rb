# -w: a statement sequence that starts with (a; b) or a begin..end of several
# statements is folded into that block (1.8.7), so the void-context checks
# of the rest of the sequence, and of the program's last statement, are skipped
(p; 2); 3
5; (p; 2); 3
def m1; (p; nil); nil; nil; end
def m2; (p; nil; nil); nil; nil; end
def m3; begin; p; nil; end; nil; nil; end
def m4; nil; (p; nil); nil; end
def m5; (p; 2); return; 3; end
x = (p; 2; 3); 4
p m1, m2, m3, m4, m5, x
