# RelaxNG: a zeroOrMore or oneOrMore beginning with a oneOrMore, as 1.8.7
# validates it: an event beginning that part is taken for the whole part;
# a repetition holding it alone then hands the next events on, and its
# errors name the part (O.n)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:x1, el("<zeroOrMore><oneOrMore><element name='B'/></oneOrMore></zeroOrMore>"), %w(<A/> <A><B/></A> <A><X/></A>))
check(:x2, el("<zeroOrMore><oneOrMore><element name='B'/></oneOrMore><element name='C'/></zeroOrMore>"), %w(<A/> <A><B/><C/></A> <A><C/></A>))
check(:x3, el("<oneOrMore><oneOrMore><element name='B'/></oneOrMore><element name='C'/></oneOrMore>"), %w(<A/> <A><B/><C/></A>))
check(:v1, el("<oneOrMore><oneOrMore><element name='B'/></oneOrMore></oneOrMore>"), %w(<A/> <A><B/></A> <A><B/><B/></A>))
check(:v2, el("<zeroOrMore><oneOrMore><element name='B'/></oneOrMore></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A> <A><B/></A> <A><X/></A>))
check(:v3, el("<zeroOrMore><oneOrMore><element name='B'/><element name='D'/></oneOrMore></zeroOrMore>"), %w(<A/> <A><B/><D/></A> <A><B/></A>))
check(:v4, el("<element name='E'/><zeroOrMore><oneOrMore><element name='B'/></oneOrMore><element name='C'/></zeroOrMore>"), %w(<A><E/></A> <A><E/><B/><C/></A> <A><E/><C/></A>))
check(:v5, el("<zeroOrMore><oneOrMore><element name='B'><element name='X'/></element></oneOrMore></zeroOrMore>"), %w(<A/> <A><B><X/></B></A> <A><B/></A>))
check(:v6, el("<zeroOrMore><oneOrMore><element name='B'/></oneOrMore></zeroOrMore>"), ["<A><B x='1'/></A>"])
