# REXML::Validation::RelaxNG as 1.8.7 for a zeroOrMore holding one
# choice: a branch that takes its first event ends the repetition (the
# rest goes to what follows it), a list being current is written with "#",
# and a choice wanted is written by its name (C.n)
require "relaxng_check"
check(:h2, el("<zeroOrMore><choice><group><element name='B'/><element name='C'/></group><element name='D'/></choice></zeroOrMore>"), %w(<A/> <A><B/><C/><D/></A> <A><D/><D/></A> <A><B/><C/><B/><C/></A> <A><B/><D/></A>))
check(:k5, gr("<element name='A'><zeroOrMore><ref name='c'/></zeroOrMore></element>", "c" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A/> <A><B/><C/></A> <A><D/></A>))
