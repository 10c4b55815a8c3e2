# RelaxNG: a group a definition begins with, reached through a reference
# (shared with a choice branch or not) and taking nothing of the event:
# as 1.8.7, the list holding the reference moves on past it and the error
# is written from there
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
G = {"G" => "<group><element name='B'/><element name='C'/></group>"}
check(:g1, gr("<element name='A'><choice><ref name='G'/><element name='X'/></choice><ref name='G'/></element>", G), %w(<A><B/><C/><B/><C/></A> <A><X/><B/><C/></A> <A><B/><C/></A> <A><X/></A> <A><X/><Y/></A> <A><X/><B/></A>))
check(:g2, gr("<element name='A'><ref name='G'/></element>", G), %w(<A/> <A><X/></A> <A><B/></A>))
check(:g3, gr("<element name='A'><ref name='G'/><element name='E'/></element>", G), %w(<A><E/></A> <A><X/></A>))
check(:g4, gr("<element name='A'><element name='Y'/><ref name='G'/></element>", G), %w(<A><Y/></A> <A><Y/><X/></A>))
check(:g5, gr("<element name='A'><ref name='G'/></element>", "G" => "<element name='B'/><element name='C'/>"), %w(<A/> <A><X/></A>))
check(:g6, gr("<element name='A'><ref name='G'/><ref name='G'/></element>", G), %w(<A><B/><C/></A> <A><B/><C/><X/></A>))
