# RelaxNG: mixed as a branch of mixed, interleave or choice, as 1.8.7
# validates it (a choice or interleave of its text and patterns, taken in
# turn)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:x1, el("<mixed><mixed><element name='B'/></mixed></mixed>"), %w(<A/> <A>t</A> <A><B/></A> <A>t<B/></A> <A><B/>t</A> <A><X/></A>))
check(:x2, el("<interleave><mixed><element name='B'/></mixed><element name='C'/></interleave>"), %w(<A/> <A><C/></A> <A><B/><C/></A> <A>t<C/></A> <A><C/>t</A> <A><C/><B/></A>))
check(:x3, el("<choice><mixed><element name='B'/></mixed><element name='C'/></choice>"), %w(<A/> <A><C/></A> <A>t<B/></A> <A><B/></A>))
check(:x4, el("<interleave><element name='C'/><mixed><element name='B'/></mixed></interleave><element name='D'/>"), %w(<A><C/><D/></A> <A><C/><B/><D/></A> <A>t<C/><D/></A>))
