# REXML::Validation::RelaxNG as 1.8.7 for references inside repetitions,
# interleaves, mixed content and choices: a choice's reference to a
# definition of several patterns gives each its own branch
require "relaxng_check"
check(:e1, gr("<element name='A'><zeroOrMore><ref name='b'/></zeroOrMore><element name='C'/></element>", "b" => "<element name='B'/>"), %w(<A><C/></A> <A><B/><B/><C/></A> <A><B/></A> <A><D/></A>))
check(:e3, gr("<element name='A'><zeroOrMore><ref name='b'/></zeroOrMore></element>", "b" => "<element name='B'><element name='X'/></element>"), %w(<A/> <A><B><X/></B><B><X/></B></A> <A><B/></A> <A><B><Y/></B></A>))
check(:e4, gr("<element name='A'><oneOrMore><ref name='b'/><ref name='c'/></oneOrMore></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>"), %w(<A><B/><C/></A> <A><B/><C/><B/><C/></A> <A><B/></A> <A/> <A><C/></A>))
check(:e5, gr("<element name='A'><interleave><ref name='b'/><element name='C'/></interleave></element>", "b" => "<element name='B'/>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A><C/></A>))
check(:e6, gr("<element name='A'><optional><ref name='b'/></optional><ref name='b'/></element>", "b" => "<element name='B'/>"), %w(<A><B/></A> <A><B/><B/></A> <A/>))
check(:e7, gr("<element name='A'><mixed><ref name='b'/></mixed></element>", "b" => "<element name='B'/>"), %w(<A>t<B/></A> <A><B/>t</A> <A>t</A> <A><C/></A>))
check(:e8, gr("<element name='A'><choice><ref name='b'/><ref name='c'/></choice></element>", "b" => "<element name='B'/><element name='X'/>", "c" => "<element name='C'/>"), %w(<A><B/><X/></A> <A><C/></A>))
