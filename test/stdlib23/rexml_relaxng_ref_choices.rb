# REXML::Validation::RelaxNG as 1.8.7 for choices inside definitions and
# for a group definition referenced from a choice and again after it: the
# choice's branch and the later reference share one list (a group used up
# by the choice is used up after it, and one finished later hands the
# next event back to the choice)
require "relaxng_check"
check(:h1, gr("<ref name='a'/>", "a" => "<element name='A'><choice><ref name='b'/><ref name='c'/></choice></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>"), %w(<A><B/></A> <A><C/></A> <A/> <A><B/><C/></A>))
check(:h2, gr("<element name='A'><interleave><ref name='b'/><ref name='c'/><ref name='d'/></interleave></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>", "d" => "<element name='D'/>"), %w(<A><B/><C/><D/></A> <A><D/><B/><C/></A> <A><B/><D/></A> <A><E/></A>))
check(:h4, gr("<element name='A'><attribute name='x'/><ref name='b'/></element>", "b" => "<element name='B'><attribute name='y'/></element>"), %w(<A\ x="1"><B\ y="2"/></A> <A><B\ y="2"/></A> <A\ x="1"><B/></A>))
check(:h6, gr("<element name='A'><ref name='b'/></element>", "b" => "<element name='B'><ref name='c'/></element>", "c" => "<text/>"), %w(<A><B>t</B></A> <A><B/></A>))
G2 = %Q{<grammar #{NS}><start><element name="A"><choice><ref name="p"/><element name="Q"/></choice><ref name="p"/></element></start><define name="p"><group><element name="B"/><element name="C"/></group></define></grammar>}
check(:r2, G2, %w(<A><B/><C/><B/><C/></A> <A><Q/><B/><C/></A> <A><B/><C/></A>))
