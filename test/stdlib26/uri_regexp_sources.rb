# URI::REGEXP's patterns as 1.8.7 writes them: X_ABS_URI and X_REL_URI
# laid out on lines with (?# n: part) comments for Regexp::EXTENDED, and
# the regexps built from them; they still split URIs
require 'uri'
P = URI::REGEXP::PATTERN
puts P::X_ABS_URI, P::X_REL_URI
p URI::REGEXP::ABS_URI, URI::REGEXP::REL_URI.source, URI::REGEXP::ABS_URI_REF.options
p URI::REGEXP::REL_URI_REF.source == P::X_REL_URI
%w(http://u@h:8/p?q#f mailto:a@b ../x?y //h/p foo;a/b urn:x:y#z).each do |u|
  p URI.split(u)
end
p URI::MailTo::MAILTO_REGEXP, URI::MailTo::MAILTO_REGEXP.frozen?
%w(a@b a@b?subject=x&body=y a@b#f a,b@c?x=1 a(b)@c).each { |u| m = URI.parse("mailto:" + u) rescue (p $!; next); p [m.to, m.headers, m.fragment] }
