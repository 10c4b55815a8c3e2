# $SAFE 4: an untainted stream refuses write, putc, reopen, string= and truncate
require 'stringio'
require 'strscan'
require "helper"
def t(l) show(l) { r = yield; r.is_a?(StringIO) ? :a_strio : r } end
%w(read write(1) reopen("x") string=("y") close rewind pos=(1) lineno=(2) gets ungetc(97) truncate(1) string seek(0) close_read).each { |m|
  t("safe4_#{m}") { y = StringIO.new("abc"); Thread.new { $SAFE = 4; eval("y.#{m}") }.value }
  t("safe4t_#{m}") { y = StringIO.new("abc".taint).taint; Thread.new { $SAFE = 4; eval("y.#{m}") }.value }
}
t(:safe4_new){ Thread.new { $SAFE = 4; StringIO.new("a").read }.value }
%w(scan(/a/) string=("z") concat("q") pos=(1) reset inspect).each { |m|
  t("ss_safe4_#{m}") { y = StringScanner.new("abc"); Thread.new { $SAFE = 4; eval("y.#{m}") }.value }
}
%w(putc(97) print(1) puts(1) printf("x") <<(1) syswrite(1)).each { |m|
  t("safe4_#{m}") { y = StringIO.new("abc"); Thread.new { $SAFE = 4; eval("y.#{m}") }.value }
}
t(:order_closed) { y = StringIO.new("abc"); y.close; Thread.new { $SAFE = 4; y.write("a") }.value }
t(:order_uninit) { y = StringIO.allocate; Thread.new { $SAFE = 4; y.string = "a" }.value }
