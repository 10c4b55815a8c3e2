# URI patterns as 1.8.7's: an IPv4 part has at most 3 digits; MailTo's
# MAILBOX_PATTERN is one mailbox character
require 'uri'
%w(http://1234.1.1.1/ http://1.2.3.4/ http://999.1.1.1:80/x mailto:a@b mailto:a@b?subject=x mailto:a@b#frag mailto:a,b@c mailto:a@b?x).each do |s|
  u = (URI.parse(s) rescue $!)
  p [s, u.class, (u.host rescue nil), (u.to rescue nil), (u.headers rescue nil)]
end
m = URI::MailTo.build(['a@b', [['subject', 'hi']]]); p m.to_s
p URI::MailTo::MAILBOX_PATTERN, "x@y" =~ URI::MailTo::MAILTO_REGEXP, $~ && $~.captures
p URI::REGEXP::PATTERN::IPV4ADDR, URI::REGEXP::HOST =~ "1234.1.1.1", URI.extract("see http://1.2.3.4/ and http://12345.6.7.8/")
begin; m.to = 'x,y'; rescue URI::InvalidComponentError => e; p e.message; end
m.to = 'x@y'; p m.to_s
