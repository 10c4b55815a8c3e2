# RelaxNG: a choice or interleave as a branch of another (or of mixed), as
# 1.8.7 validates it: the outer one wants the inner one's first events,
# the inner one takes the event in turn, and an interleave that such a
# branch finished last takes nothing more
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:g0, el("<mixed><interleave><element name='B'/><element name='B'/></interleave></mixed>"), ["<A><D/></A>", "<A><C/><C/>t</A>", "<A></A>", "<A><B/><B/></A>"])
check(:g1, el("<choice><interleave><element name='C'/><element name='D'/></interleave><element name='D'/></choice>"), ["<A></A>", "<A><D/></A>", "<A>t</A>", "<A><C/><B/></A>", "<A><C/><D/></A>"])
check(:g9, el("<mixed><interleave><element name='D'/><element name='B'/></interleave></mixed><element name='B'/>"), ["<A></A>", "<A><B/></A>", "<A>t<B/><D/></A>", "<A><D/><B/><C/></A>"])
check(:g2, el("<choice><choice><element name='B'/><element name='C'/></choice><element name='D'/></choice><element name='E'/>"), ["<A><B/><E/></A>", "<A><C/><E/></A>", "<A><D/><E/></A>", "<A><E/></A>", "<A><X/></A>"])
check(:g3, el("<interleave><choice><element name='B'/><element name='C'/></choice><element name='D'/></interleave>"), ["<A><B/><D/></A>", "<A><D/><C/></A>", "<A><D/></A>", "<A><B/><C/></A>"])
check(:g54, el("<mixed><element name='C'/></mixed><element name='D'/>"), ["<A><B/><B/></A>", "<A><B/>t<D/></A>", "<A></A>", "<A>t</A>"])
