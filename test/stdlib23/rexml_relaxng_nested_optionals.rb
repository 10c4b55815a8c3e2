# REXML::Validation::RelaxNG as 1.8.7 for an optional part that begins
# with another optional part or a repetition: passing over the inner one
# takes nothing, so the outer one may still be passed over as a whole; an
# error after such a pass is written from the outer part (the outermost
# of several), wanting the event after the inner one
require "relaxng_check"
check(:o2, el("<optional><optional><element name='B'/></optional><element name='C'/></optional>"), %w(<A/> <A><C/></A> <A><B/><C/></A> <A><B/></A> <A><D/></A>))
check(:o5, el("<optional><optional><element name='B'/></optional><element name='C'/></optional><element name='E'/>"), %w(<A><E/></A> <A><C/><E/></A> <A><B/><C/><E/></A> <A><B/><E/></A> <A><D/></A> <A/>))
check(:o6, el("<element name='P'/><optional><optional><element name='B'/></optional><element name='C'/></optional>"), %w(<A><P/></A> <A><P/><C/></A> <A><P/><D/></A> <A><P/><B/></A>))
check(:o7, el("<optional><zeroOrMore><element name='B'/></zeroOrMore><element name='C'/></optional>"), %w(<A/> <A><C/></A> <A><B/><B/><C/></A> <A><D/></A>))
check(:p1, el("<optional><optional><element name='B'/><element name='X'/></optional><element name='C'/></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><X/><C/><E/></A> <A><B/><C/><E/></A> <A><C/><E/></A> <A><X/></A>))
check(:p2, el("<optional><optional><element name='B'/></optional><optional><element name='C'/></optional><element name='D'/></optional>"), %w(<A/> <A><D/></A> <A><C/><D/></A> <A><B/><C/><D/></A> <A><B/><D/></A> <A><E/></A> <A><C/></A>))
check(:p3, el("<optional><optional><optional><element name='B'/></optional><element name='C'/></optional><element name='D'/></optional>"), %w(<A/> <A><D/></A> <A><C/><D/></A> <A><B/><C/><D/></A> <A><E/></A> <A><B/><D/></A>))
check(:p4, el("<element name='P'/><optional><zeroOrMore><element name='B'/></zeroOrMore><element name='C'/></optional><element name='E'/>"), %w(<A><P/><E/></A> <A><P/><C/><E/></A> <A><P/><B/><B/><C/><E/></A> <A><P/><B/><E/></A> <A><P/><X/></A>))
check(:p5, el("<optional><optional><element name='B'/></optional><text/></optional>"), %w(<A/> <A>t</A> <A><B/>t</A> <A><B/></A>))
check(:p6, el("<optional><optional><attribute name='k'/></optional><element name='C'/></optional>"), %w(<A/> <A><C/></A> <A\ k="1"><C/></A>))
check(:p7, el("<zeroOrMore><element name='W'><optional><optional><element name='B'/></optional><element name='C'/></optional></element></zeroOrMore>"), %w(<A/> <A><W/><W><C/></W></A> <A><W><B/><C/></W></A> <A><W><D/></W></A>))
