# constants as 1.8.7 has them: Finalizer::RCS_ID; cgi-lib's CGI has no
# IgnoreBacktracePat of its own (Delegator's is used for CGI.error)
require 'fixtures/apilist'
$stderr = $stdout
$VERBOSE = nil # 1.8.7 warns here (add_finalizer) with its own path
api_listing('finalize', /Finalizer/)
$VERBOSE = false
p Finalizer::RCS_ID
api_listing('cgi-lib', /^CGI$/)
p CGI.const_defined?(:IgnoreBacktracePat), CGI::IgnoreBacktracePat == Delegator::IgnoreBacktracePat
ENV['REQUEST_METHOD'] = 'GET'
ENV['QUERY_STRING'] = 'a=1'
def fail_inside
  raise ArgumentError, "bad <x>"
end
begin
  fail_inside
rescue
  begin
    CGI.error
  rescue SystemExit
    puts "exit"
  end
end
