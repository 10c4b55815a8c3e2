# ARGF following a $stdin that is no IO (a StringIO; ARGV empty): ARGF.close
# closes it by its own close (no crash), binmode answers its binmode's
# value, as 1.8.7
require "helper"
require "stringio"
$stdin = s = StringIO.new("x\ny\n")
show(:close) { [gets, ARGF.close.to_s, s.closed?, (gets rescue [$!.class, $!.message]), ARGF.closed?] }
$stdin = s = StringIO.new("z")
show(:binmode) { ARGF.binmode.equal?(s) }
show(:eof) { [ARGF.eof?, ARGF.read] }
