# a required file with a syntax error: SyntaxError raised from the require call
begin
  require "fixtures/bad_syntax"
rescue SyntaxError => e
  p e.message, e.backtrace
end
begin; load "fixtures/bad_syntax.rb"; rescue SyntaxError => e; p e.message; end
require "fixtures/bad_syntax"
