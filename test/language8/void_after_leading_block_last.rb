# -w: with a plain first statement the program's last one is still checked
p 1; (p; 2); nil
