# $. after require/load: the lines the parser read of the last loaded file
File.open("five.rb", "w") { |f| f.write "a = 1\nb = 2\n\nc = 3\n" }
File.open("nonl.rb", "w") { |f| f.write "a = 1\nb = 2" }
File.open("end.rb", "w") { |f| f.write "a = 1\n__END__\nxx\nyy\n" }
p $.
require './five'
p $.
require './nonl'
p $.
load './end.rb'
p $.
eval "1\n2\n3"
p $.
begin; require './none'; rescue LoadError; end
p $.
require './five'
p $.
