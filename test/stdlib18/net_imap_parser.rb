# Net::IMAP utf7, dates, ResponseParser on RFC 3501 responses, structs,
# authenticators, as 1.8.7
require 'net/imap'
require "helper"
$p = Net::IMAP::ResponseParser.new
eval_lines
__END__
Net::IMAP.encode_utf7("日本語")
Net::IMAP.decode_utf7("&ZeVnLIqe-")
Net::IMAP.encode_utf7("a&b")
Net::IMAP.decode_utf7("a&-b")
Net::IMAP.format_date(Time.utc(2001,2,3))
Net::IMAP.format_datetime(Time.utc(2001,2,3,4,5,6))
$p.parse("* OK [UIDVALIDITY 3857529045] UIDs valid\r\n")
$p.parse("* 18 EXISTS\r\n")
$p.parse("* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)\r\n")
$p.parse("A001 OK [READ-WRITE] SELECT completed\r\n")
$p.parse("* LIST (\\Noselect) \"/\" ~/Mail/foo\r\n")
$p.parse("* SEARCH 2 3 6\r\n")
$p.parse("* SEARCH\r\n")
$p.parse("* STATUS blurdybloop (MESSAGES 231 UIDNEXT 44292)\r\n")
$p.parse("* 12 FETCH (FLAGS (\\Seen) INTERNALDATE \"17-Jul-1996 02:44:25 -0700\" RFC822.SIZE 4286 ENVELOPE (\"Wed, 17 Jul 1996 02:23:25 -0700 (PDT)\" \"IMAP4rev1 WG mtg summary and minutes\" ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) ((NIL NIL \"imap\" \"cac.washington.edu\")) ((NIL NIL \"minutes\" \"CNRI.Reston.VA.US\")(\"John Klensin\" NIL \"KLENSIN\" \"MIT.EDU\")) NIL NIL \"<B27397-0100000@cac.washington.edu>\") BODY (\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 3028 92))\r\n").data.attr.keys.sort
$p.parse("* 1 FETCH (BODY[] {5}\r\nhello)\r\n").data.attr
$p.parse("* 1 FETCH (UID 5 BODYSTRUCTURE ((\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 1152 23)(\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\" \"NAME\" \"cc.diff\") \"<960723163407.20117h@cac.washington.edu>\" \"Compiler diff\" \"BASE64\" 4554 73) \"MIXED\"))\r\n").data.attr["BODYSTRUCTURE"].class
$p.parse("+ idling\r\n")
$p.parse("* BYE logging out\r\n")
$p.parse("* CAPABILITY IMAP4rev1 STARTTLS AUTH=GSSAPI\r\n")
$p.parse("* NAMESPACE ((\"\" \"/\")) NIL NIL\r\n") rescue [$!.class]
$p.parse("* QUOTA \"\" (STORAGE 10 512)\r\n")
$p.parse("* QUOTAROOT INBOX \"\"\r\n")
$p.parse("* ACL INBOX anyone lr\r\n")
$p.parse("* 3 EXPUNGE\r\n")
$p.parse("* 1 FETCH (FLAGS (\\Seen $Forwarded))\r\n").data.attr
$p.parse("* SORT 2 3 1\r\n")
$p.parse("* THREAD (2)(3 6 (4 23)(44 7 96))\r\n").data.size rescue $!.class
$p.parse("garbage\r\n") rescue [$!.class, $!.message[0,60]]
$p.parse("* OK [ALERT] System shutdown\r\n").data.code
$p.parse("* OK [PERMANENTFLAGS (\\Deleted \\Seen \\*)] Limited\r\n").data.code
$p.parse("* LSUB () \".\" #news.comp.mail.misc\r\n")
$p.parse("* XLIST (\\HasNoChildren \\Inbox) \"/\" \"Inbox\"\r\n") rescue [$!.class]
$p.parse("* OK [UNSEEN 17] Message 17 is the first unseen message\r\n").data.code
$p.parse("* 1 FETCH (ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL))\r\n").data.attr["ENVELOPE"]
$p.parse("* 1 FETCH (INTERNALDATE \"17-Jul-1996 02:44:25 -0700\")\r\n").data.attr
Net::IMAP::Address.new("n", nil, "m", "h").inspect
Net::IMAP::ContinuationRequest.members
Net::IMAP::BodyTypeBasic.members
Net::IMAP::BodyTypeMultipart.new("MULTIPART", "MIXED", [], nil).multipart?
Net::IMAP::BodyTypeText.new.media_subtype rescue $!.class
Net::IMAP::MailboxList.members
Net::IMAP::SEEN
Net::IMAP::NOSELECT
Net::IMAP::ResponseError.superclass
Net::IMAP::NoResponseError.superclass
Net::IMAP::ByeResponseError.superclass
Net::IMAP::DataFormatError.superclass
Net::IMAP::ResponseParseError.superclass
Net::IMAP.debug
Net::IMAP.max_flag_count rescue $!.class
Net::IMAP::RawData.new("x").instance_variables rescue $!.class
Net::IMAP::Atom rescue $!.class
Net::IMAP::QuotedString rescue $!.class
Net::IMAP::MessageSet.new([1, 2..3, 5..-1]).send(:format_internal, [1, 2..3, 5..-1]) rescue $!.class
Net::IMAP.add_authenticator("x", Class.new) rescue $!.class
Net::IMAP::LoginAuthenticator.new("u", "p").process("x") rescue $!.class
Net::IMAP::CramMD5Authenticator.new("u", "p").process("<1896.697170952@postoffice.reston.mci.net>") rescue $!.class
