# REXML::Validation::RelaxNG's errors for choices (C.n, branches joined
# with "or") and interleaves (I.n, parts joined with "and", those taken
# first; mixed is text and its patterns) are 1.8.7's: neither may be passed
# over, each wants its branches' first events, a choice is used up once
# taken, and an element with content is two branches (its start, then its
# content and end), so a choice of such elements takes only their start
require "relaxng_check"
check(:c1, el("<choice><element name='B'/><element name='C'/></choice>"), %w(<A/> <A><B/></A> <A><C/></A> <A><D/></A> <A><B/><C/></A> <A><B><X/></B></A>))
check(:c2, el("<choice><element name='B'/><element name='C'/></choice><element name='D'/>"), %w(<A><B/><D/></A> <A><D/></A> <A><B/></A> <A><C/><E/></A>))
check(:c3, el("<element name='X'/><choice><element name='B'><element name='E'/></element><text/></choice>"), %w(<A><X/>t</A> <A><X/><B><E/></B></A> <A><X/><B/></A> <A><X/></A> <A><X/><Q/></A>))
check(:c5, el("<choice><value>a</value><value>b</value></choice>"), %w(<A>a</A> <A>b</A> <A>c</A>))
check(:c7, el("<choice><element name='B'/><empty/></choice><element name='D'/>"), %w(<A><D/></A> <A><B/><D/></A> <A><E/></A>))
check(:i1, el("<interleave><element name='B'/><element name='C'/></interleave>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A/> <A><D/></A> <A><B/><B/></A> <A><B/></A> <A><C/></A> <A><B/><C/><C/></A>))
check(:i2, el("<interleave><element name='B'/><element name='C'/></interleave><element name='D'/>"), %w(<A><C/><B/><D/></A> <A><B/><D/></A> <A><D/></A> <A><B/><C/><E/></A>))
check(:i3, el("<interleave><element name='B'><element name='E'/></element><text/></interleave>"), %w(<A>t<B><E/></B></A> <A><B><E/></B>t</A> <A><B/>t</A> <A><B><F/></B>t</A>))
check(:i4, el("<interleave><element name='B'/><element name='C'/><element name='D'/></interleave>"), %w(<A><D/><C/><B/></A> <A><C/><D/><B/></A> <A><B/><D/></A>))
check(:m1, el("<mixed><element name='B'/></mixed>"), %w(<A><C/></A>))
check(:k1, el("<zeroOrMore><element name='E'><choice><element name='B'/><element name='C'/></choice></element></zeroOrMore>"), %w(<A><E><B/></E></A> <A><E><B/></E><E><C/></E></A> <A><E><C/></E><E><C/></E></A> <A><E/></A>))
check(:k2, el("<choice><text/><element name='B'/></choice><element name='C'/>"), %w(<A>t<C/></A> <A><B/><C/></A> <A><C/></A>))
check(:k3, el("<interleave><text/><element name='B'/></interleave>"), %w(<A>t<B/></A> <A><B/>t</A> <A><B/></A> <A>t</A>))
check(:k4, el("<mixed><element name='B'/><element name='C'/></mixed>"), %w(<A><B/>t<C/></A> <A><C/><B/></A> <A>t<B/><C/>u</A>))
check(:k5, el("<choice><element name='B'><text/></element><element name='C'/></choice>"), %w(<A><B>t</B></A> <A><B/></A> <A><C>t</C></A>))
check(:k6, el("<element name='X'><interleave><element name='B'/><element name='C'/></interleave></element><element name='Y'/>"), %w(<A><X><C/><B/></X><Y/></A> <A><X><C/></X><Y/></A> <A><X><B/><C/></X></A>))
check(:k7, el("<optional><element name='P'/></optional><choice><element name='B'/><element name='C'/></choice>"), %w(<A><P/><B/></A> <A><C/></A> <A><D/></A>))
