# -Ku: UTF-8 characters are name characters
été = 5
p été
p :été
def àb(x) x * 2 end
p àb(4)
@é = 3; p @é
$KCODE = "n"
begin; eval("é = 1"); rescue SyntaxError => e; puts e.message; end
$KCODE = "e"
p eval("éé = 2")
