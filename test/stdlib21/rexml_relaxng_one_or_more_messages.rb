# REXML::Validation::RelaxNG's errors for oneOrMore are 1.8.7's: written
# O.n like an optional part, it wants its first event until it went round
# once, then it may be passed over like a repetition
require "relaxng_check"
check(:m1, el("<oneOrMore><element name='B'/></oneOrMore>"), %w(<A/> <A><B/></A> <A><B/><B/></A> <A><C/></A>))
check(:m2, el("<oneOrMore><element name='B'/></oneOrMore><element name='D'/>"), %w(<A><B/><D/></A> <A><B/><B/><D/></A> <A><D/></A>))
check(:m3, el("<element name='X'/><oneOrMore><element name='B'/><element name='C'/></oneOrMore>"), %w(<A><X/><B/><C/></A> <A><X/><B/></A> <A><X/><B/><C/><B/><C/></A> <A><X/><C/></A>))
check(:m4, el("<oneOrMore><element name='E'><optional><element name='B'/></optional></element></oneOrMore>"), %w(<A><E/><E><B/></E></A> <A><E><B/></E><E><B/></E></A>))
