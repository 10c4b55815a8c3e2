# -w: an and/or operand in parentheses is not looked into for the
# condition warnings (the whole condition, not, and range ends are)
eval "x = 1 if (y = 2) && 3"
eval "if (x = 1) and true then end"
eval "if true && (x = 1) then end"
eval "if ((x = 1)) and 1 then end"
eval "x = 2 while (y = 1) && false"
eval 'if ("s") || 1 then end'
eval 'if true && (:"a#{1}") then end'
$. = 5
p((1 if (5..6) && true))
puts "warned:"
eval "if (x = 1) then end"
eval "if ((x = 1)) then end"
eval "if !(x = 1) && 1 then end"
eval 'if ("s") then end'
eval "p 1 if (x = 1)..(y = 2)"
eval "if true && x = 1 then end"
