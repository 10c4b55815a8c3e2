# Test::Unit::Util::BacktraceFilter: only filter_backtrace is public
require 'fixtures/apilist'
api_listing('test/unit/util/backtracefilter', /BacktraceFilter/)
include Test::Unit::Util::BacktraceFilter
pre = "/lib/ruby/test/unit"
bt = ["#{pre}/assertions.rb:1:in `x'", "mine.rb:3", "#{pre}/testcase.rb:2", "#{pre}/ui.rb:5", "run.rb:1"]
p filter_backtrace(bt, pre), filter_backtrace(nil, pre), filter_backtrace(["a.rb:1"], pre)
p filter_backtrace(["#{pre}/a.rb:1"], pre)
