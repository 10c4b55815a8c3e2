# REXML::Validation::RelaxNG as 1.8.7 for choices whose branches are groups
# or attributes: a group branch is written S.n in its choice, wants its own
# first event there and reports its errors itself; once it is finished the
# choice stays current (an error then comes from the choice, expecting
# nothing); an attribute the element has takes the first branch beginning
# with it, one left over is illegal
require "relaxng_check"

check(:g1, el("<choice><group><element name='B'/><element name='C'/></group><element name='D'/></choice>"), %w(<A><B/><C/></A> <A><D/></A> <A><B/></A> <A><C/></A> <A><B/><D/></A> <A/> <A><D/><B/></A>))
check(:g2, el("<choice><group><element name='B'/><element name='C'/></group><group><element name='B'/><element name='D'/></group></choice>"), %w(<A><B/><C/></A> <A><B/><D/></A> <A><B/></A>))
check(:g3, el("<choice><attribute name='x'/><element name='D'/></choice>"), %w(<A\ x="1"/> <A><D/></A> <A/> <A\ y="1"/> <A\ x="1"><D/></A>))
check(:g4, el("<choice><attribute name='x'/><attribute name='y'/></choice>"), %w(<A\ x="1"/> <A\ y="1"/> <A/> <A\ x="1"\ y="2"/>))
check(:g5, el("<choice><group><attribute name='x'/><element name='B'/></group><element name='C'/></choice>"), %w(<A\ x="1"><B/></A> <A><C/></A> <A\ x="1"><C/></A> <A><B/></A>))
check(:h1, el("<choice><group><element name='B'/><optional><element name='C'/></optional></group><element name='D'/></choice><element name='E'/>"), %w(<A><B/><E/></A> <A><B/><C/><E/></A> <A><D/><E/></A> <A><B/><D/></A> <A><E/></A> <A><B/></A>))
check(:h3, el("<choice><group><text/><element name='B'/></group><element name='D'/></choice>"), %w(<A>t<B/></A> <A><D/></A> <A>t</A> <A><B/></A>))
check(:h5, el("<element name='P'/><choice><group><element name='B'/><element name='C'/></group><group><element name='D'/><element name='E'/></group></choice><element name='F'/>"), %w(<A><P/><B/><C/><F/></A> <A><P/><D/><E/><F/></A> <A><P/><D/><C/><F/></A> <A><P/><F/></A> <A><P/><B/><C/></A>))
check(:h6, el("<choice><group><element name='B'><element name='X'/></element><element name='C'/></group><element name='D'/></choice>"), %w(<A><B><X/></B><C/></A> <A><B/><C/></A> <A><D/></A>))
check(:h8, el("<choice><attribute name='x'/><group><attribute name='y'/><attribute name='z'/></group></choice>"), %w(<A\ x="1"/> <A\ y="1"\ z="2"/> <A\ y="1"/> <A\ z="1"/> <A/>))
check(:h9, el("<attribute name='q'/><choice><group><element name='B'/></group><element name='D'/></choice>"), %w(<A\ q="1"><B/></A> <A\ q="1"><D/></A> <A><B/></A>))
