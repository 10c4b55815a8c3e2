# Date.parse compiles its patterns once (/o on the interpolated ones), as
# 1.8.7: each call used to compile three to five Regexps of 200 characters.
require "date"
def new_regexps
  GC.start
  GC.disable
  before = ObjectSpace.each_object(Regexp) {}
  yield
  n = ObjectSpace.each_object(Regexp) {} - before
  GC.enable
  n
end
%w[2010-03-04 Thursday\ 4\ March\ 2010 Mar\ 4\ 2010 4-mar-2010 sat\ aug\ 28\ 1999 H22.03.04].each { |s| Date.parse(s) }
p new_regexps { 20.times { Date.parse("Thursday, 4 March 2010") } }
p new_regexps { 20.times { Date.parse("March 4, 2010") } }
p new_regexps { 20.times { Date.parse("4-mar-2010") } }
p new_regexps { 20.times { Date.parse("mar-2010") } }
p new_regexps { 20.times { Date.parse("2010-03-04 10:11:12 +0900") } }
