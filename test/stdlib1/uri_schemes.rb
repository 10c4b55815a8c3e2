require 'uri'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
p URI::FTP.constants.sort, URI::FTP::COMPONENT, URI::FTP.instance_methods(false).sort, URI::FTP.singleton_methods.sort
p URI::LDAP.constants.sort, URI::LDAP::COMPONENT, URI::LDAP.instance_methods(false).sort, URI::LDAP.singleton_methods.sort
p URI::MailTo.constants.sort, URI::MailTo::COMPONENT, URI::MailTo.instance_methods(false).sort, URI::MailTo.singleton_methods.sort
p URI::HTTP.instance_methods(false).sort
p URI::FTP::TYPECODE, URI::FTP::TYPECODE_PREFIX, URI::LDAP::SCOPE, URI::MailTo::HEADER_REGEXP.source, URI::MailTo::EMAIL_REGEXP.source rescue p $!
t(1){ f=URI.parse('ftp://u:p@h/a/b;type=x') }
t(2){ f=URI.parse('ftp://h/a/b'); [f.path, f.to_s, f.typecode, f.merge('c').to_s] }
t(3){ f=URI.parse('ftp://h/a/b;type=a'); f.path='/x'; [f.path, f.to_s] }
t(4){ URI::FTP.new2('u', 'p', 'h', 21, 'path', 'i').to_s }
t(5){ f=URI.parse('ftp://h/'); [f.path, f.to_s] }
t(6){ f=URI.parse('ftp://h'); [f.path, f.to_s] }
t(7){ URI::FTP.build(['u','h',nil,'p/q','a']).to_s }
t(8){ URI::FTP.build(:host=>'h', :path=>'p/q').to_s }
t(9){ URI.parse('ftp://h/?q').query }
t(10){ URI.parse('ldap://h?x').to_s }
t(11){ l=URI.parse('ldap://h/dc=x'); l.attributes='a'; l.scope='base'; l.filter='f'; l.extensions='e'; [l.to_s, l.query] }
t(12){ l=URI.parse('ldap://h/dc=x?a?b?c?d?e'); [l.dn, l.attributes, l.scope, l.filter, l.extensions] }
t(13){ l=URI.parse('ldap://h/dc=x?a'); l.scope='one'; l.to_s }
t(14){ URI::LDAP.build(['h', 1, '/dc', 'a', 's', 'f', 'e']).to_s }
t(15){ URI::LDAP.build(['h', 1, 'dc', 'a', 's', 'f', 'e']).to_s }
t(16){ URI::MailTo.build(['a@b', 'subject=x']).to_s }
t(17){ URI::MailTo.build(:to=>'a@b', :headers=>[['a','b']]).to_s }
t(18){ m=URI.parse('mailto:a@b,c@d'); [m.to, m.headers] }
t(19){ m=URI.parse('mailto:?to=a@b&subject=x'); [m.to, m.headers, m.to_mailtext] }
t(20){ m=URI.parse('mailto:a@b'); m.to='x@y'; m.headers='subject=s&body=b'; m.to_s }
t(21){ m=URI.parse('mailto:a@b'); m.to='x y' }
t(22){ m=URI.parse('mailto:a@b'); m.headers='x y' }
t(23){ URI.parse('mailto:a b') }
t(24){ URI.parse('mailto:a@b?x') }
t(25){ URI.parse('mailto:a@b?x=') .headers }
t(26){ URI.parse('mailto:a@b?x=1&&y=2').headers }
t(27){ URI::MailTo.build(['a@b', [['x', 'y z']]]) }
t(28){ URI.parse('mailto:%61@b').to }
t(29){ URI.parse('mailto:a@b').to_mailtext }
t(30){ URI.parse('mailto:a@b?x=1&y=2&body=hey').to_mailtext }
t(31){ URI.parse('mailto:a@b').opaque }
t(32){ URI.parse('MAILTO:a@b').class }
t(33){ URI.parse('mailto:a@b?subject=1').route_to('mailto:c@d') }
t(34){ f=URI.parse('ftp://h/a'); f.typecode='i'; f.typecode=nil; f.to_s }
t(35){ f=URI.parse('ftp://h/a;type=i'); f.typecode='z' }
t(36){ URI.parse('ftp://h/a;type=i') == URI.parse('ftp://h/a;type=i') }
