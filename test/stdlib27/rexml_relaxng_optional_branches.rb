# RelaxNG: an optional part or zeroOrMore as a branch of a choice,
# interleave or mixed, as 1.8.7 validates it: the branch is taken when the
# event begins it; trying it when the event does not (no branch before it
# took the event) fails inside the parser; a zeroOrMore an interleave took
# last never hands on
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:c1, el("<choice><element name='B'/><zeroOrMore><element name='C'/></zeroOrMore></choice>"), %w(<A/> <A><B/></A> <A><C/></A> <A><C/><C/></A> <A><X/></A>))
check(:c2, el("<choice><optional><element name='C'/></optional><element name='B'/></choice><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A> <A><C/><E/></A> <A><X/></A>))
check(:c3, el("<mixed><optional><element name='B'/></optional></mixed>"), %w(<A/> <A><B/></A> <A>t</A> <A>t<B/></A> <A><X/></A>))
check(:xiz, el("<interleave><element name='D'/><zeroOrMore><element name='B'/></zeroOrMore></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A> <A><B/><B/><D/></A> <A><D/></A> <A/> <A><D/><B/><B/></A>))
check(:xiopt, el("<interleave><element name='D'/><optional><element name='B'/></optional></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A> <A><D/></A>))
check(:xc5, el("<choice><element name='D'/><zeroOrMore><element name='B'/></zeroOrMore></choice>"), %w(<A><D/></A> <A><B/></A> <A><B/><B/></A> <A/>))
check(:xiz, el("<interleave><zeroOrMore><element name='B'/></zeroOrMore><element name='D'/></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A> <A><B/><B/><D/></A> <A><D/></A> <A/>))
check(:xiopt, el("<interleave><optional><element name='B'/></optional><element name='D'/></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A> <A><D/></A>))
