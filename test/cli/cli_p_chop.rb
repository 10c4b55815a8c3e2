# -p -l: lines chopped, then printed with $\ = "\n"
$_.upcase!
$_ << "!" if $. == 2
