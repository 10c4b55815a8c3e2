# RelaxNG: a zeroOrMore or oneOrMore beginning with an optional part or a
# zeroOrMore, as 1.8.7 validates it: at such a part only an element that
# begins it is taken (the repetition then wants what follows the part);
# anything else fails inside the parser (a NoMethodError wrapped in
# ParseException)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:z1, el("<zeroOrMore><optional><element name='B'/></optional><element name='C'/></zeroOrMore>"), %w(<A/> <A><C/></A> <A><B/><C/></A> <A><B/><C/><C/></A> <A><D/></A>))
check(:z2, el("<zeroOrMore><optional><element name='B'/></optional></zeroOrMore>"), %w(<A/> <A><B/></A> <A><B/><B/></A>))
check(:z3, el("<oneOrMore><optional><element name='B'/></optional><element name='C'/></oneOrMore>"), %w(<A/> <A><C/></A> <A><B/><C/></A>))
check(:z4, el("<zeroOrMore><optional><element name='B'/></optional><element name='C'/></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><C/><E/></A> <A><B/><C/><E/></A> <A><B/></A>))
check(:z5, el("<element name='E'/><zeroOrMore><optional><element name='B'/></optional><element name='C'/></zeroOrMore>"), %w(<A><E/></A> <A><E/><C/></A> <A><E/><B/><C/></A>))
check(:z6, el("<zeroOrMore><optional><text/></optional><element name='C'/></zeroOrMore>"), %w(<A/> <A>x<C/></A>))
check(:z7, el("<zeroOrMore><optional><element name='B'><element name='X'/></element></optional><element name='C'/></zeroOrMore>"), %w(<A/> <A><B><X/></B><C/></A> <A><B/><C/></A>))
check(:z10, el("<zeroOrMore><zeroOrMore><element name='B'/></zeroOrMore><element name='C'/></zeroOrMore>"), %w(<A/> <A><C/></A> <A><B/><C/></A>))
check(:z11, el("<optional><zeroOrMore><optional><element name='B'/></optional><element name='C'/></zeroOrMore></optional>"), %w(<A/> <A><C/></A> <A><B/><C/></A>))
check(:y1, el("<zeroOrMore><optional><element name='B'/></optional><optional><element name='C'/></optional></zeroOrMore>"), %w(<A/> <A><B/></A> <A><C/></A>))
check(:y2, el("<zeroOrMore><optional><element name='B'><element name='C'/></element></optional><element name='C'/></zeroOrMore>"), %w(<A><B><C/></B></A> <A><B><C/></B><C/></A>))
check(:y3, el("<oneOrMore><zeroOrMore><element name='B'/></zeroOrMore><element name='C'/><element name='D'/></oneOrMore>"), %w(<A/> <A><B/></A> <A><C/><D/></A>))
check(:y4, el("<zeroOrMore><optional><element name='B'/><element name='D'/></optional><element name='C'/></zeroOrMore>"), %w(<A/> <A><B/><D/><C/></A>))
check(:y5, el("<zeroOrMore><optional><element name='B'/></optional><text/></zeroOrMore>"), %w(<A/> <A><B/>t</A>))
check(:y6, el("<zeroOrMore><optional><optional><element name='B'/></optional></optional><element name='C'/></zeroOrMore>"), %w(<A/> <A><B/><C/></A>))
check(:y7, el("<zeroOrMore><optional><element name='B'><attribute name='x'/></element></optional><element name='C'/></zeroOrMore>"), ["<A><B x='1'/><C/></A>", "<A><B/><C/></A>"])
