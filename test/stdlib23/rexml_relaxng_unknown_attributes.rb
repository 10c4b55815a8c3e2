# REXML::Validation::RelaxNG as 1.8.7 for optional attributes: taking one
# begins its optional part (the rest of the part is then wanted), and an
# element with an attribute the schema does not name fails inside the
# parser (ParseException) once an optional attribute was passed over
require "relaxng_check"
check(:a1, el("<optional><attribute name='k'/></optional>"), %w(<A/> <A\ k="1"/> <A\ z="1"/> <A\ k="1"\ z="2"/>))
check(:a2, el("<optional><attribute name='k'/></optional><element name='B'/>"), %w(<A><B/></A> <A\ z="1"><B/></A> <A\ k="1"\ z="2"><B/></A>))
check(:a3, el("<attribute name='j'/><optional><attribute name='k'/></optional>"), %w(<A\ j="1"/> <A\ j="1"\ z="2"/> <A\ z="2"/>))
check(:a4, el("<optional><attribute name='k'/></optional><attribute name='j'/>"), %w(<A\ j="1"/> <A\ j="1"\ z="2"/> <A\ j="1"\ k="2"/>))
check(:a5, el("<zeroOrMore><attribute name='k'/></zeroOrMore>"), %w(<A/> <A\ z="1"/> <A\ k="1"/>))
check(:a6, el("<optional><attribute name='k'/><attribute name='m'/></optional>"), %w(<A/> <A\ z="1"/> <A\ k="1"\ m="2"/> <A\ k="1"/>))
G3 = %Q{<grammar #{NS}><start><ref name="a"/></start><define name="a"><element name="A"><zeroOrMore><ref name="b"/></zeroOrMore></element></define><define name="b"><element name="B"><optional><attribute name="k"/></optional><text/></element></define></grammar>}
check(:r3, G3, %w(<A><B\ z="1"/></A> <A><C/></A>))
