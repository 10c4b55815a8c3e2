# OptionParser::ParseError as 1.8.7's: no set_backtrace/filter_backtrace of
# its own; messages and recovery unchanged
require 'fixtures/apilist'
api_listing('optparse', /ParseError|InvalidOption|MissingArgument/)
o = OptionParser.new { |x| x.on("-a N", Integer) {} }
%w(--zz -a -aX).each do |a|
  begin
    o.parse!([a])
  rescue OptionParser::ParseError => e
    p e.class, e.message, e.args, e.recover([]), e.backtrace.last
  end
end
e = OptionParser::InvalidOption.new("q")
e.set_backtrace(["/x/optparse.rb:1", "a.rb:2"])
p e.backtrace
begin
  o.on("-b", "--b=X", /x/, /y/) {}
rescue ArgumentError => e
  p e.message
end
begin
  o.define(/x/)
rescue ArgumentError => e
  p e.message
end
