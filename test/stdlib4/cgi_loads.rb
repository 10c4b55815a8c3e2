# cgi loads English (and delegate) as 1.8.7's does; CGI::REVISION
before = $".dup
require 'cgi'
p $" - before, defined?($ERROR_INFO), CGI::REVISION
