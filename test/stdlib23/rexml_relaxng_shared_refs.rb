# REXML::Validation::RelaxNG as 1.8.7 for references to definitions with
# lists (optional parts, repetitions, groups): a definition's lists are
# made once and shared by every reference (one used up at the first is
# used up at the second), and a reference not reached yet is written
# {name}
require "relaxng_check"
G = %Q{<grammar #{NS}><start><element name="A"><ref name="p"/><element name="M"/><ref name="p"/></element></start><define name="p"><element name="B"/><optional><element name="C"/></optional></define></grammar>}
check(:r1, G, %w(<A><B/><M/><B/></A> <A><B/><C/><M/><B/><C/></A> <A><B/><M/></A> <A><M/><B/></A> <A><B/><M/><C/></A>))
G3 = %Q{<grammar #{NS}><start><ref name="a"/></start><define name="a"><element name="A"><zeroOrMore><ref name="b"/></zeroOrMore></element></define><define name="b"><element name="B"><optional><attribute name="k"/></optional><text/></element></define></grammar>}
check(:r3, G3, %w(<A/> <A><B>x</B><B\ k="1">y</B></A> <A><C/></A>))
check(:q1, gr("<element name='A'><ref name='p'/></element>", "p" => "<element name='B'/><optional><element name='C'/></optional>"), %w(<A><B/></A> <A><B/><C/></A> <A><C/></A> <A><B/><D/></A> <A/>))
check(:q3, gr("<element name='A'><ref name='p'/><element name='M'/></element>", "p" => "<element name='B'><optional><element name='X'/></optional></element>"), %w(<A><B/><M/></A> <A><B><X/></B><M/></A> <A><M/></A> <A><B><Y/></B><M/></A>))
check(:q6, gr("<element name='A'><ref name='p'/><ref name='q'/></element>", "p" => "<optional><element name='B'/></optional>", "q" => "<optional><element name='C'/></optional>"), %w(<A/> <A><B/></A> <A><C/></A> <A><B/><C/></A> <A><C/><B/></A>))
