# -c with a valid script: Syntax OK, nothing runs
puts "not run"
def m(a, *b, &c) [a, b, c] end
__END__
not code ) (
