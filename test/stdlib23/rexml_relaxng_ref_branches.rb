# REXML::Validation::RelaxNG as 1.8.7 for references: one not reached yet
# is written {name} (any definition), one that is a branch of a choice or
# interleave is its definition's events, those branches coming after the
# others; what an optional part or repetition passed over hands on to is a
# reference's first event
require "relaxng_check"
check(:c1, gr("<element name='A'><choice><ref name='b'/><ref name='c'/></choice></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>"), %w(<A><B/></A> <A><C/></A> <A/> <A><D/></A> <A><B/><C/></A>))
check(:c2, gr("<element name='A'><interleave><ref name='b'/><ref name='c'/></interleave></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A><B/></A> <A><D/></A>))
check(:c3, gr("<element name='A'><zeroOrMore><ref name='b'/></zeroOrMore></element>", "b" => "<element name='B'/>"), %w(<A/> <A><B/><B/></A> <A><C/></A>))
check(:c4, gr("<element name='A'><oneOrMore><ref name='b'/></oneOrMore></element>", "b" => "<element name='B'/>"), %w(<A/> <A><B/><B/></A> <A><C/></A>))
check(:c5, gr("<element name='A'><ref name='b'/><ref name='b'/></element>", "b" => "<element name='B'/>"), %w(<A><B/><B/></A> <A><B/></A> <A><C/></A>))
check(:c6, gr("<element name='A'><choice><ref name='b'/><element name='C'/></choice></element>", "b" => "<element name='B'><text/></element>"), %w(<A><B>t</B></A> <A><C/></A> <A><B/></A>))
check(:c7, gr("<element name='A'><optional><ref name='b'/></optional><element name='C'/></element>", "b" => "<element name='B'/>"), %w(<A><B/><C/></A> <A><C/></A> <A><D/></A>))
check(:d1, gr("<element name='A'><ref name='at'/><element name='C'/></element>", "at" => "<attribute name='k'/>"), %w(<A\ k="1"><C/></A> <A><C/></A> <A\ k="1"/>))
check(:d2, gr("<element name='A'><ref name='t'/></element>", "t" => "<text/>"), %w(<A>x</A> <A/> <A><B/></A>))
check(:d3, gr("<element name='A'><choice><ref name='b'/><ref name='c'/><element name='D'/></choice><element name='E'/></element>", "b" => "<element name='B'/>", "c" => "<element name='C'><element name='X'/></element>"), %w(<A><B/><E/></A> <A><C><X/></C><E/></A> <A><D/><E/></A> <A><E/></A> <A><C/><E/></A>))
check(:d4, gr("<ref name='a'/>", "a" => "<element name='A'><ref name='b'/></element>", "b" => "<element name='B'><ref name='c'/></element>", "c" => "<element name='C'/>"), %w(<A><B><C/></B></A> <A><B/></A> <A><C/></A>))
check(:d5, gr("<element name='A'><ref name='b'/><ref name='c'/><ref name='b'/></element>", "b" => "<element name='B'/>", "c" => "<element name='C'/>"), %w(<A><B/><C/><B/></A> <A><B/><B/></A> <A><B/><C/></A> <A><C/></A>))
