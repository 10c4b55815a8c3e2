# REXML::Validation::RelaxNG as 1.8.7 for definitions holding an
# interleave, a group, a choice or several elements, referenced once or
# twice: a choice shared by two references and finished at the first is
# passed over at once at the second
require "relaxng_check"
check(:k1, gr("<element name='A'><ref name='i'/></element>", "i" => "<interleave><element name='B'/><element name='C'/></interleave>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A><B/></A>))
check(:k3, gr("<element name='A'><ref name='g'/><ref name='g'/></element>", "g" => "<group><element name='B'/><element name='C'/></group>"), %w(<A><B/><C/><B/><C/></A> <A><B/><C/></A> <A><B/></A>))
check(:k4, gr("<element name='A'><ref name='c'/><ref name='c'/></element>", "c" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A><B/><C/></A> <A><B/><B/></A> <A><C/></A>))
check(:k6, gr("<element name='A'><optional><ref name='g'/></optional><element name='E'/></element>", "g" => "<element name='B'/><element name='C'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><B/><E/></A>))
