# RelaxNG: a zeroOrMore or oneOrMore ending with an optional part or a
# zeroOrMore, as 1.8.7 validates it: once its events before that part
# are taken, the next event fails inside the parser (a NoMethodError
# wrapped in ParseException), even one the part begins with
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:w1, el("<zeroOrMore><element name='C'/><optional><element name='B'/></optional></zeroOrMore>"), %w(<A/> <A><C/></A> <A><C/><B/></A> <A><C/><C/></A> <A><X/></A>))
check(:w2, el("<zeroOrMore><element name='C'/><zeroOrMore><element name='B'/></zeroOrMore></zeroOrMore>"), %w(<A/> <A><C/></A> <A><C/><B/></A>))
check(:w3, el("<oneOrMore><element name='C'/><optional><element name='B'/></optional></oneOrMore>"), %w(<A/> <A><C/></A> <A><C/><B/></A>))
check(:w4, el("<zeroOrMore><element name='C'><element name='X'/></element><optional><element name='B'/></optional></zeroOrMore>"), %w(<A><C><X/></C></A> <A><C/></A> <A><C><Y/></C></A>))
check(:w5, el("<zeroOrMore><element name='C'/><optional><element name='B'/></optional></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><C/><E/></A>))
check(:w6, el("<zeroOrMore><element name='C'/><element name='D'/><optional><element name='B'/></optional></zeroOrMore>"), %w(<A><C/></A> <A><C/><D/></A> <A><C/><X/></A>))
check(:w7, el("<optional><element name='C'/><optional><element name='B'/></optional></optional>"), %w(<A><C/></A> <A><C/><B/></A>))
check(:w8, el("<zeroOrMore><element name='C'/><optional><element name='B'/></optional><element name='D'/></zeroOrMore>"), %w(<A/> <A><C/><D/></A> <A><C/><B/><D/></A>))
