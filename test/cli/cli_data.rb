# DATA reads the text after __END__
p DATA.class
p DATA.read
p __LINE__
__END__
alpha
beta
