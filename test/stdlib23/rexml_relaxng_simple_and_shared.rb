# REXML::Validation::RelaxNG as 1.8.7 for simple patterns (empty, text,
# value, data, attribute values, notAllowed, list) and for definitions
# referenced twice: a shared optional part or repetition finished at its
# first reference is passed over at once where it is referenced again
require "relaxng_check"
check(:f1, el("<empty/>"), %w(<A/> <A>t</A> <A><B/></A>))
check(:f2, el("<text/>"), %w(<A/> <A>t</A> <A><B/></A>))
check(:f3, el("<value>x</value>"), %w(<A>x</A> <A>y</A> <A/>))
check(:f4, el("<data type='string'/>"), %w(<A>x</A> <A/>))
check(:f5, el("<attribute name='a'><value>v</value></attribute>"), %w(<A\ a="v"/> <A\ a="w"/> <A/>))
check(:f6, el("<element name='B'><attribute name='a'/></element><element name='C'><text/></element>"), %w(<A><B\ a="1"/><C>t</C></A> <A><B/><C>t</C></A> <A><B\ a="1"/><C/></A>))
check(:f7, el("<choice><value>a</value><value>b</value></choice><element name='X'/>"), %w(<A>a<X/></A> <A>c<X/></A> <A><X/></A>))
check(:f8, el("<notAllowed/>"), %w(<A/> <A>t</A>))
check(:f9, el("<list><value>a</value></list>"), %w(<A>a</A> <A>b</A>))
check(:g1, gr("<ref name='x'/>", "x" => "<element name='A'><zeroOrMore><ref name='y'/></zeroOrMore></element>", "y" => "<element name='B'><text/></element>"), %w(<A/> <A><B>t</B><B>u</B></A> <A><B/></A> <A><C/></A>))
check(:g2, gr("<element name='A'><ref name='x'/><ref name='x'/></element>", "x" => "<optional><element name='B'/></optional>"), %w(<A/> <A><B/></A> <A><B/><B/></A>))
check(:g3, gr("<element name='A'><ref name='x'/><element name='M'/><ref name='x'/></element>", "x" => "<zeroOrMore><element name='B'/></zeroOrMore>"), %w(<A><M/></A> <A><B/><M/></A> <A><M/><B/></A> <A><B/><M/><B/></A>))
