# RelaxNG: a choice or interleave (mixed) a definition begins with, reached
# through a reference, that takes nothing of the event: as 1.8.7, the
# list holding the reference moves on past it and the error is written
# from there (wanting its next item, even the event itself)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:r1, gr("<element name='A'><ref name='M'/></element>", "M" => "<mixed><element name='B'/></mixed>"), %w(<A>t<B/>u</A> <A><B/></A> <A>t</A> <A><C/></A> <A/>))
check(:r2, gr("<element name='A'><ref name='M'/><element name='Z'/></element>", "M" => "<mixed><element name='B'/></mixed>"), %w(<A>t<B/><Z/></A> <A><Z/></A> <A><B/></A>))
check(:m1, el("<mixed><element name='B'/></mixed><element name='Z'/>"), %w(<A><Z/></A> <A><C/></A> <A><B/><Z/></A>))
check(:m4, gr("<element name='A'><ref name='M'/><element name='Z'/></element>", "M" => "<interleave><element name='B'/><element name='C'/></interleave>"), %w(<A><Z/></A> <A><B/><Z/></A> <A><X/></A> <A><C/><B/><Z/></A>))
check(:m5, gr("<element name='A'><ref name='M'/><element name='Z'/></element>", "M" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A><Z/></A> <A><B/><Z/></A> <A><X/></A>))
check(:m6, gr("<element name='A'><element name='Y'/><ref name='M'/><element name='Z'/></element>", "M" => "<mixed><element name='B'/></mixed>"), %w(<A><Y/><Z/></A> <A><Y/><B/><Z/></A> <A><Y/><X/></A>))
check(:n1, gr("<element name='A'><ref name='M'/></element>", "M" => "<interleave><element name='B'/><element name='C'/></interleave>"), %w(<A/> <A><B/></A> <A><B/><X/></A>))
check(:n2, gr("<element name='A'><ref name='M'/></element>", "M" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A/> <A><X/></A>))
check(:n4, gr("<element name='A'><ref name='M'/><ref name='M'/></element>", "M" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A><B/><X/></A> <A><X/></A>))
