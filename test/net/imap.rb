# Net::IMAP: the response parser on sample responses, modified UTF-7, and
# a session against a tiny server on 127.0.0.1 in a thread.
require "helper"
require "socket"
require "net/imap"

parser = Net::IMAP::ResponseParser.new
# Hash order is left undefined by 1.8: FETCH attributes are shown sorted
def sorted(resp)
  if resp.respond_to?(:data) && resp.data.is_a?(Net::IMAP::FetchData)
    resp.data.attr = resp.data.attr.sort
  end
  resp
end
[
  "* OK [UIDVALIDITY 3857529045] UIDs valid\r\n",
  "* OK [PERMANENTFLAGS (\\Deleted \\Seen \\*)] Limited\r\n",
  "* OK [ALERT] careful\r\n",
  "* 12 FETCH (FLAGS (\\Seen) UID 5 INTERNALDATE \"17-Jul-1996 02:44:25 -0700\" RFC822.SIZE 4286 BODY[] {5}\r\nhello)\r\n",
  "* 1 FETCH (BODY[HEADER.FIELDS (SUBJECT FROM)] {8}\r\nSubj: x\n)\r\n",
  "* 2 FETCH (ENVELOPE (\"Wed, 17 Jul 1996 02:23:25 -0700\" \"IMAP4rev1 WG mtg\" ((\"Terry Gray\" NIL \"gray\" \"cac.washington.edu\")) NIL NIL ((NIL NIL \"imap\" \"cac.washington.edu\")) NIL NIL NIL \"<B27397-0100000@cac.washington.edu>\"))\r\n",
  "* 3 FETCH (BODYSTRUCTURE (\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 3028 92))\r\n",
  "* 4 FETCH (BODYSTRUCTURE ((\"TEXT\" \"PLAIN\" (\"CHARSET\" \"US-ASCII\") NIL NIL \"7BIT\" 10 1)(\"APPLICATION\" \"OCTET-STREAM\" (\"NAME\" \"a.bin\") NIL NIL \"BASE64\" 400) \"MIXED\" (\"BOUNDARY\" \"xx\") NIL NIL))\r\n",
  "A1 OK LOGIN completed\r\n",
  "A2 NO [TRYCREATE] no such mailbox\r\n",
  "* LIST (\\Noselect) \"/\" foo\r\n",
  "* LSUB () NIL \"INBOX\"\r\n",
  "+ Ready\r\n",
  "+ \r\n",
  "* SEARCH 2 3 6\r\n",
  "* SEARCH\r\n",
  "* STATUS blurdybloop (MESSAGES 231 UIDNEXT 44292)\r\n",
  "* CAPABILITY IMAP4rev1 AUTH=LOGIN STARTTLS\r\n",
  "* 23 EXISTS\r\n",
  "* 5 EXPUNGE\r\n",
  "* FLAGS (\\Answered \\Flagged $Junk)\r\n",
  "* QUOTAROOT INBOX \"\"\r\n",
  "* QUOTA \"\" (STORAGE 10 512)\r\n",
  "* ACL INBOX joe lrswi\r\n",
  "* THREAD (2)(3 6 (4 23)(44 7 96))\r\n",
  "* BYE bye\r\n",
  "garbage\r\n",
  "* 1 FETCH (FOO 1)\r\n",
].each {|line|
  show(line[0, 24].inspect) { sorted(parser.parse(line)) }
}
show("utf7") { [Net::IMAP.encode_utf7("a&b\343\201\202"), Net::IMAP.decode_utf7("a&-b&MEI-"), Net::IMAP.encode_utf7("plain")] }

server = TCPServer.new("127.0.0.1", 0)
log = []
server_thread = Thread.new {
  s = server.accept
  s.write "* OK [CAPABILITY IMAP4rev1] ready\r\n"
  while line = s.gets("\r\n")
    if /\{(\d+)\}\r\n\z/ =~ line
      s.write "+ go ahead\r\n"
      line << s.read($1.to_i) << s.gets("\r\n")
    end
    log << line
    tag, cmd, rest = line.chomp("\r\n").split(" ", 3)
    case cmd
    when "CAPABILITY" then s.write "* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n#{tag} OK done\r\n"
    when "LOGIN"
      if rest == "joe secret"
        s.write "#{tag} OK logged in\r\n"
      else
        s.write "#{tag} NO bad credentials\r\n"
      end
    when "SELECT" then s.write "* 2 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen \\Deleted)\r\n#{tag} OK [READ-WRITE] selected\r\n"
    when "LIST" then s.write "* LIST (\\HasNoChildren) \"/\" INBOX\r\n* LIST () \"/\" \"My Box\"\r\n#{tag} OK listed\r\n"
    when "STATUS" then s.write "* STATUS INBOX (MESSAGES 2 UNSEEN 1)\r\n#{tag} OK status\r\n"
    when "SEARCH" then s.write "* SEARCH 1 2\r\n#{tag} OK searched\r\n"
    when "FETCH" then s.write "* 1 FETCH (UID 10 RFC822.SIZE 20 FLAGS (\\Seen))\r\n* 2 FETCH (UID 11 RFC822.SIZE 30 FLAGS ())\r\n#{tag} OK fetched\r\n"
    when "STORE" then s.write "* 1 FETCH (FLAGS (\\Deleted \\Seen))\r\n#{tag} OK stored\r\n"
    when "EXPUNGE" then s.write "* 1 EXPUNGE\r\n#{tag} OK expunged\r\n"
    when "APPEND" then s.write "#{tag} OK appended\r\n"
    when "NOOP" then s.write "#{tag} BAD what\r\n"
    when "LOGOUT"
      s.write "* BYE see you\r\n#{tag} OK logout\r\n"
      break
    end
  end
  s.close
}
imap = Net::IMAP.new("127.0.0.1", server.addr[1])
show("greeting") { imap.greeting }
show("capability") { imap.capability }
show("bad login") { imap.login("joe", "wrong") }
show("login") { imap.login("joe", "secret").name }
show("select") { imap.select("INBOX").data.code }
show("exists") { [imap.responses["EXISTS"], imap.responses["FLAGS"]] }
show("list") { imap.list("", "*") }
show("status") { imap.status("INBOX", ["MESSAGES", "UNSEEN"]).sort }
show("search") { imap.search(["UNSEEN", "SINCE", "1-Jan-2011"]) }
show("fetch") { imap.fetch(1..2, ["UID", "RFC822.SIZE", "FLAGS"]).map {|f| [f.seqno, f.attr["UID"], f.attr["FLAGS"]] } }
show("store") { imap.store(1, "+FLAGS", [:Deleted]) }
show("expunge") { imap.expunge }
show("append") { imap.append("INBOX", "Subject: hi\r\n\r\nbody\r\n", [:Seen]).data.text }
show("noop") { imap.noop }
show("logout") { imap.logout.name }
imap.disconnect
server_thread.join
show("disconnected") { imap.disconnected? }
show("log") { log }
