# RelaxNG: groups as branches of interleave and mixed, as 1.8.7 validates
# them (a group begun must end before another branch; an interleave a
# group finished last takes nothing more and hands nothing on), and a
# zeroOrMore holding one interleave, as one holding one choice
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:i5, el("<interleave><group><element name='B'/><element name='C'/></group><element name='D'/></interleave>"), %w(<A><B/><C/><D/></A> <A><D/><B/><C/></A> <A><B/><D/><C/></A> <A/> <A><D/></A> <A><B/><C/></A> <A><D/><B/><C/><X/></A>))
check(:i6, el("<interleave><element name='D'/><group><element name='B'/><element name='C'/></group></interleave><element name='E'/>"), %w(<A><B/><C/><D/><E/></A> <A><D/><B/><C/><E/></A> <A><D/><B/><C/></A> <A><B/><C/><E/></A>))
check(:i7, el("<interleave><group><element name='B'/></group><group><element name='C'/></group></interleave>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A/>))
check(:i8, el("<zeroOrMore><interleave><group><element name='B'/><element name='C'/></group><element name='D'/></interleave></zeroOrMore>"), %w(<A/> <A><D/><B/><C/></A> <A><B/><C/><D/></A>))
check(:i9, el("<mixed><group><element name='B'/><element name='C'/></group></mixed>"), %w(<A/> <A><B/><C/></A> <A>t<B/><C/></A>))
check(:i10, el("<interleave><group><element name='B'/><text/></group><element name='D'/></interleave>"), %w(<A><D/><B/>t</A> <A><B/>t<D/></A>))
check(:j1, el("<zeroOrMore><interleave><element name='B'/><element name='C'/></interleave></zeroOrMore>"), %w(<A/> <A><B/><C/></A> <A><C/><B/></A> <A><B/></A> <A><X/></A>))
check(:j2, el("<zeroOrMore><mixed><element name='B'/></mixed></zeroOrMore>"), %w(<A/> <A>t</A> <A><B/></A> <A>t<B/>t</A>))
check(:j3, el("<zeroOrMore><interleave><element name='B'/><element name='C'/></interleave></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><B/><E/></A>))
check(:j4, el("<zeroOrMore><interleave><element name='B'/><text/></interleave></zeroOrMore>"), %w(<A/> <A>t<B/></A> <A><B/>t</A>))
check(:k1, el("<zeroOrMore><choice><element name='B'/><element name='C'/></choice></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A>))
check(:k2, el("<zeroOrMore><choice><element name='B'/><element name='C'/></choice></zeroOrMore>"), ["<A/>", "<A><B/></A>", "<A><B/><C/></A>", "<A><B x='1'/></A>", "<A><B x='1'/><C/></A>"])
check(:k3, el("<zeroOrMore><interleave><element name='B'/><text/></interleave></zeroOrMore><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A> <A>t<E/></A>))
