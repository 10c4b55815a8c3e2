# Net::IMAP::ResponseParser on many server responses; encode_utf7 of "&"
# next to other characters, decode_utf7, format_date, authenticators
require 'net/imap'
require "helper"   # show(label) { expr }
rp = Net::IMAP::ResponseParser.new
resps = [
 "* OK [CAPABILITY IMAP4rev1 LITERAL+ SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.\r\n",
 "* CAPABILITY IMAP4rev1 STARTTLS AUTH=GSSAPI LOGINDISABLED\r\n",
 "a001 OK LOGIN completed\r\n",
 "a002 NO [ALERT] bad\r\n",
 "a003 BAD command unknown\r\n",
 "* BYE server going down\r\n",
 "+ idling\r\n",
 "+ \r\n",
 "+\r\n",
 "* 18 EXISTS\r\n",
 "* 2 RECENT\r\n",
 "* 3 EXPUNGE\r\n",
 "* OK [UNSEEN 17] Message 17 is the first unseen message\r\n",
 "* OK [UIDVALIDITY 3857529045] UIDs valid\r\n",
 "* OK [UIDNEXT 4392] Predicted next UID\r\n",
 "* OK [PERMANENTFLAGS (\\Deleted \\Seen \\*)] Limited\r\n",
 "* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)\r\n",
 "* FLAGS ()\r\n",
 "* LIST (\\Noselect) \"/\" ~/Mail/foo\r\n",
 "* LIST () \".\" INBOX\r\n",
 "* LIST (\\HasNoChildren) NIL \"INBOX\"\r\n",
 "* LSUB () \".\" #news.comp.mail.misc\r\n",
 "* LIST (\\Marked \\NoInferiors) \"/\" {4}\r\nfoo \r\n",
 "* STATUS blurdybloop (MESSAGES 231 UIDNEXT 44292)\r\n",
 "* STATUS \"INBOX\" (MESSAGES 1 RECENT 0 UNSEEN 0 UIDVALIDITY 1 UIDNEXT 2)\r\n",
 "* SEARCH 2 84 882\r\n",
 "* SEARCH\r\n",
 "* SORT 2 84 882\r\n",
 "* 12 FETCH (FLAGS (\\Seen) INTERNALDATE \"17-Jul-1996 02:44:25 -0700\" RFC822.SIZE 4286 UID 42)\r\n",
 "* 12 FETCH (BODY[HEADER] {13}\r\nSubject: hi\r\n)\r\n",
 "* 12 FETCH (BODY[] \"abc\")\r\n",
 "* 12 FETCH (BODY[1.2.MIME] NIL)\r\n",
 "* 12 FETCH (BODY[HEADER.FIELDS (FROM TO)] {0}\r\n)\r\n",
 "* 12 FETCH (BODY[TEXT]<0> {3}\r\nabc)\r\n",
 "* 12 FETCH (RFC822 {3}\r\nabc RFC822.HEADER {2}\r\nhd RFC822.TEXT NIL)\r\n",
 "* 12 FETCH (ENVELOPE (\"Wed, 17 Jul 1996 02:23:25 -0700 (PDT)\" \"IMAP4rev1 WG mtg summary and minutes\" ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((NIL NIL \"imap\" \"cac.washington.edu\")) ((NIL NIL \"minutes\" \"CNRI.Reston.VA.US\")(\"John Klensin\" NIL \"KLENSIN\" \"MIT.EDU\")) NIL NIL \"<B27397-0100000@cac.washington.edu>\"))\r\n",
 "* 12 FETCH (ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL))\r\n",
 "* 12 FETCH (BODY (\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 3028 92))\r\n",
 "* 12 FETCH (BODYSTRUCTURE (\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 3028 92 NIL NIL NIL))\r\n",
 "* 12 FETCH (BODYSTRUCTURE ((\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 1152 23)(\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\" \"NAME\" \"cc.diff\") \"<960723163407.20117h@cac.washington.edu>\" \"Compiler diff\" \"BASE64\" 4554 73) \"MIXED\"))\r\n",
 "* 12 FETCH (BODYSTRUCTURE ((\"text\" \"plain\" (\"charset\" \"utf-8\") NIL NIL \"7bit\" 10 1 NIL NIL NIL)(\"text\" \"html\" (\"charset\" \"utf-8\") NIL NIL \"quoted-printable\" 20 2 NIL NIL NIL) \"alternative\" (\"boundary\" \"xyz\") NIL NIL))\r\n",
 "* 12 FETCH (BODYSTRUCTURE (\"message\" \"rfc822\" NIL NIL NIL \"7bit\" 100 (NIL \"sub\" NIL NIL NIL NIL NIL NIL NIL NIL) (\"text\" \"plain\" NIL NIL NIL \"7bit\" 10 1) 5 NIL NIL NIL))\r\n",
 "* 12 FETCH (BODYSTRUCTURE (\"application\" \"octet-stream\" (\"name\" \"x.bin\") NIL NIL \"base64\" 1000 NIL (\"attachment\" (\"filename\" \"x.bin\")) NIL))\r\n",
 "* 12 FETCH (BODYSTRUCTURE (\"image\" \"gif\" NIL NIL NIL \"base64\" 1000))\r\n",
 "* 12 FETCH (UID 5 FLAGS (\\Seen $Forwarded))\r\n",
 "* 1 FETCH (X-GM-MSGID 123)\r\n",
 "* NAMESPACE ((\"\" \"/\")) NIL NIL\r\n",
 "* QUOTA \"\" (STORAGE 10 512)\r\n",
 "* QUOTAROOT INBOX \"\"\r\n",
 "* ACL INBOX Fred rwipsldexta\r\n",
 "* ACL INBOX\r\n",
 "* THREAD (2)(3 6 (4 23)(44 7 96))\r\n",
 "* THREAD\r\n",
 "* OK [READ-WRITE] SELECT completed\r\n",
 "* OK [READ-ONLY] EXAMINE completed\r\n",
 "* OK [TRYCREATE] no\r\n",
 "* OK [BADCHARSET (UTF-8 US-ASCII)] x\r\n",
 "* OK [X-FOO bar baz] x\r\n",
 "* OK\r\n",
 "* OK [ALERT]\r\n",
 "* NO Disk full\r\n",
 "* PREAUTH hi\r\n",
 "* 3 XYZZY\r\n",
 "* XYZZY foo\r\n",
 "garbage\r\n",
 "* 12 FETCH (FLAGS (\\Seen)\r\n",
 "* LIST (\\Noselect) \"/\" \"\"\r\n",
 "* 12 FETCH (INTERNALDATE \"01-Jan-2000 00:00:00 +0000\")\r\n",
 "* 12 FETCH (BODY[1] {5}\r\n\xe3\x81\x82\r\n)\r\n",
 "* 12 FETCH (BODY[HEADER.FIELDS.NOT (X)] \"\")\r\n",
 "* ID (\"name\" \"Dovecot\")\r\n",
 "* ENABLED CONDSTORE\r\n",
 "* 12 FETCH (MODSEQ (123))\r\n",
]
resps.each_with_index do |r, i|
  show("r#{i} #{r[0, 40].inspect}") { rp.parse(r) }
end
show(:enc) { Net::IMAP.encode_utf7("\xe3\x81\x82&foo") }
show(:enc2) { Net::IMAP.encode_utf7("Entw\xc3\xbcrfe") }
show(:enc3) { Net::IMAP.encode_utf7("&") }
show(:enc4) { Net::IMAP.encode_utf7("a\xe2\x82\xac\xe2\x82\xacb c") }
show(:dec) { Net::IMAP.decode_utf7("&MEIwRDBG-") }
show(:dec2) { Net::IMAP.decode_utf7("Entw&APw-rfe") }
show(:dec3) { Net::IMAP.decode_utf7("&-") }
show(:dec4) { Net::IMAP.decode_utf7("&-&AOk-&-x") }
show(:fd) { Net::IMAP.format_date(Time.gm(2001, 2, 3, 4, 5, 6)) }
show(:fdt) { Net::IMAP.format_datetime(Time.gm(2001, 2, 3, 4, 5, 6)) }
show(:max) { Net::IMAP.max_flag_count }
show(:dbg) { Net::IMAP.debug }
show(:auths) { Net::IMAP.constants.sort.grep(/Auth/) }
show(:consts) { [Net::IMAP::SEEN, Net::IMAP::ANSWERED, Net::IMAP::FLAGGED, Net::IMAP::DELETED, Net::IMAP::DRAFT, Net::IMAP::RECENT, Net::IMAP::NOINFERIORS, Net::IMAP::NOSELECT, Net::IMAP::MARKED, Net::IMAP::UNMARKED] }
show(:crammd5) { Net::IMAP::CramMD5Authenticator.new("user", "pass").process("<1896.697170952@postoffice.example.net>") }
show(:login) { Net::IMAP::LoginAuthenticator.new("user", "pass").process("x") }
show(:login2) { a = Net::IMAP::LoginAuthenticator.new("user", "pass"); [a.process("x"), a.process("y")] }
show(:digest) { Net::IMAP::DigestMD5Authenticator rescue $!.class }





