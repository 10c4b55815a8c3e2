# REXML::Validation::RelaxNG's errors for schemas with optional parts and
# repetitions (O.n, Z.n) are 1.8.7's: one not begun that does not take the
# event hands it on and is written with what follows it and its first
# event; one finished (an optional part is never rewound, so one that took
# something takes nothing later) is written with nothing expected; an
# element with attributes passes over them to reach its attributes
require "relaxng_check"
check(:o2, el("<element name='X'/><optional><element name='B'/></optional>"), %w(<A><X/></A> <A><X/><B/></A> <A><X/><C/></A> <A><X/><B/><B/></A>))
check(:o3, el("<optional><element name='B'/><element name='C'/></optional><element name='D'/>"), %w(<A><D/></A> <A><B/><D/></A> <A><B/><C/><D/></A> <A><B/><C/></A>))
check(:o4, el("<optional><element name='B'><element name='C'/></element></optional>"), %w(<A/> <A><B/></A> <A><B><C/></B></A> <A><B><D/></B></A>))
check(:o6, el("<optional><text/></optional>"), %w(<A/> <A>x</A> <A><B/></A>))
check(:o7, el("<optional><element name='B'/></optional><optional><element name='C'/></optional>"), %w(<A/> <A><B/></A> <A><C/></A> <A><B/><C/></A> <A><C/><B/></A> <A><D/></A>))
check(:z1, el("<zeroOrMore><element name='B'/></zeroOrMore><element name='C'/>"), %w(<A><C/></A> <A><B/><C/></A> <A><B/><B/><C/></A> <A><D/></A> <A><B/><D/></A> <A/> <A><C/><C/></A>))
check(:z2, el("<element name='X'/><zeroOrMore><element name='B'/></zeroOrMore>"), %w(<A><X/></A> <A><X/><B/><B/></A> <A><X/><C/></A> <A><X/><B/><C/></A>))
check(:z3, el("<zeroOrMore><element name='B'/><element name='C'/></zeroOrMore>"), %w(<A/> <A><B/><C/></A> <A><B/><C/><B/><C/></A> <A><B/></A> <A><B/><C/><B/></A> <A><C/></A>))
check(:z4, el("<zeroOrMore><element name='E'><optional><element name='B'/></optional></element></zeroOrMore>"), %w(<A><E/><E><B/></E></A> <A><E><B/></E><E><B/></E></A> <A><E><B/></E><E/></A> <A><E/><E/></A> <A><E><C/></E></A>))
check(:z5, el("<zeroOrMore><text/></zeroOrMore>"), %w(<A/> <A>x</A> <A>x<!--c-->y</A>))
check(:z6, el("<zeroOrMore><element name='B'><zeroOrMore><element name='C'/></zeroOrMore></element></zeroOrMore>"), %w(<A><B><C/><C/></B><B/><B><C/></B></A> <A><B><D/></B></A>))
check(:z7, el("<zeroOrMore><attribute name='x'/></zeroOrMore>"), ["<A x='1'/>", "<A/>"])
check(:o5, el("<optional><attribute name='x'/></optional><element name='B'/>"), ["<A x='1'><B/></A>", "<A><B/></A>"])
check(:q1, el("<group><element name='B'/><optional><element name='C'/></optional></group><element name='D'/>"), %w(<A><B/><D/></A> <A><B/><C/><D/></A> <A><B/><E/></A> <A><B/><C/><C/></A> <A><D/></A>))
check(:q2, el("<optional><element name='B'/></optional><attribute name='t'/>"), ["<A t='1'/>", "<A t='1'><B/></A>", "<A/>", "<A><B/></A>"])
check(:q3, el("<zeroOrMore><element name='E'><attribute name='k'/></element></zeroOrMore>"), ["<A><E k='1'/><E k='2'/></A>", "<A><E/></A>", "<A><E k='1' j='2'/></A>"])
check(:q4, el("<element name='X'><optional><text/></optional></element><zeroOrMore><element name='Y'><text/></element></zeroOrMore>"), ["<A><X/><Y>a</Y><Y>b</Y></A>", "<A><X>t</X><Y/></A>", "<A><X>t</X><Z/></A>", "<A><Y>a</Y></A>"])
check(:q5, el("<optional><element name='B'/><optional><element name='C'/></optional></optional><element name='D'/>"), %w(<A><B/><C/><D/></A> <A><B/><D/></A> <A><D/></A> <A><B/><E/></A> <A><C/><D/></A>))
check(:q6, el("<zeroOrMore><element name='B'/></zeroOrMore><zeroOrMore><element name='C'/></zeroOrMore>"), %w(<A/> <A><B/><C/></A> <A><C/><B/></A> <A><B/><B/><C/><C/></A> <A><D/></A>))
check(:q8, el("<optional><element name='B'/></optional><attribute name='t'/><element name='C'/>"), ["<A t='1'><C/></A>", "<A t='1'><B/><C/></A>", "<A><B/><C/></A>"])
check(:q9, %Q{<grammar #{NS}><start><element name="A"><zeroOrMore><element name="B"/></zeroOrMore><ref name="X"/></element></start><define name="X"><element name="C"/></define></grammar>}, %w(<A><B/><C/></A> <A><D/></A>))
