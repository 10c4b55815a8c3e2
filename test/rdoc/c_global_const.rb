# the XML document of a C file with a global constant: Object, made for
# it, has no superclass
require 'rdoc/rdoc'
File.utime(Time.utc(2001, 2, 3, 4, 5, 6), Time.utc(2001, 2, 3, 4, 5, 6), "fixtures/c2/rc_consts.c")
RDoc::RDoc.new.document(%w(--fmt xml -q fixtures/c2/rc_consts.c))
