# RelaxNG: a oneOrMore holding one choice, as 1.8.7 validates it: like a
# zeroOrMore of one (left once a branch took its first event, errors
# naming the choice) but wanted at first; one that went round failing on
# an event nothing after it takes fails inside the parser
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:p1, el("<oneOrMore><choice><element name='B'/><element name='C'/></choice></oneOrMore>"), %w(<A/> <A><B/></A> <A><B/><C/></A> <A><X/></A>))
check(:p2, el("<oneOrMore><choice><element name='B'/><element name='C'/></choice></oneOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A>))
