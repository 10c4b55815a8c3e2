# RelaxNG: an optional part beginning with a choice or interleave, as
# 1.8.7 validates it: a choice that takes nothing of the event is passed
# over (the part goes on after it, handing on when done), and an error is
# written from the part, wanting its next item (nothing when done)
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:o1, el("<optional><choice><group><element name='B'/><element name='C'/></group><element name='D'/></choice></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><D/><E/></A> <A><B/><E/></A> <A><X/></A> <A/>))
check(:o2, el("<optional><choice><element name='B'/><element name='D'/></choice></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><E/></A> <A><X/></A> <A/> <A><B/></A>))
check(:o3, el("<optional><choice><element name='B'/><element name='D'/></choice></optional>"), %w(<A/> <A><B/></A> <A><X/></A> <A><B/><D/></A>))
check(:o4, el("<element name='Y'/><optional><choice><element name='B'/><element name='D'/></choice></optional><element name='E'/>"), %w(<A><Y/><E/></A> <A><Y/><B/><E/></A> <A><Y/><X/></A>))
check(:o5, el("<optional><choice><element name='B'/><element name='D'/></choice><element name='F'/></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><F/><E/></A> <A><X/></A> <A><B/><E/></A>))
check(:o6, el("<optional><interleave><element name='B'/><element name='D'/></interleave></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><D/><E/></A> <A><X/></A> <A><B/><E/></A>))
check(:o7, el("<optional><mixed><element name='B'/></mixed><interleave><element name='C'/><element name='B'/></interleave></optional>"), ["<A><C/><C/><C/></A>", "<A><D/>t<B/></A>", "<A></A>", "<A><C/><D/></A>"])
# (a group as a choice)
check(:p3, el("<optional><group><element name='B'/><element name='C'/></group></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><B/><E/></A> <A><X/></A> <A/>))
check(:p5, el("<optional><group><element name='B'/></group><element name='C'/></optional><element name='E'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><X/></A> <A><C/><E/></A>))
