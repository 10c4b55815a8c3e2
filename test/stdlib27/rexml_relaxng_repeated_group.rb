# RelaxNG: a zeroOrMore or oneOrMore holding one group, as 1.8.7 validates
# it: the group is taken as a choice of one branch (only its first event
# is taken from the repetition, which then hands events on; errors name
# the group S.n)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:p4, el("<oneOrMore><group><element name='B'/><element name='C'/></group></oneOrMore>"), %w(<A/> <A><B/><C/></A> <A><B/><C/><B/><C/></A> <A><B/></A> <A><X/></A>))
check(:q1, el("<zeroOrMore><group><element name='B'/><element name='C'/></group></zeroOrMore>"), %w(<A/> <A><B/><C/></A> <A><B/></A> <A><X/></A>))
check(:q2, el("<zeroOrMore><group><element name='B'/><element name='C'/></group></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><X/></A>))
check(:q3, el("<oneOrMore><group><element name='B'/></group></oneOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A>))
