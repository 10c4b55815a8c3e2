# RelaxNG: an optional part or zeroOrMore as a branch of a choice,
# interleave or mixed, as 1.8.7 validates it: the branch is taken when the
# event begins it; trying it when the event does not (no branch before it
# took the event) fails inside the parser
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:c1, el("<choice><element name='B'/><zeroOrMore><element name='C'/></zeroOrMore></choice>"), %w(<A/> <A><B/></A> <A><C/></A> <A><C/><C/></A> <A><X/></A>))
check(:c2, el("<choice><optional><element name='C'/></optional><element name='B'/></choice><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A> <A><C/><E/></A> <A><X/></A>))
check(:c3, el("<mixed><optional><element name='B'/></optional></mixed>"), %w(<A/> <A><B/></A> <A>t</A> <A>t<B/></A> <A><X/></A>))
