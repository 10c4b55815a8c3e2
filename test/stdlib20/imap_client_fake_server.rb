# Net::IMAP against a scripted server on 127.0.0.1: greeting, capability,
# login, select, list, status, search, fetch, store, expunge, append with
# a literal, create/rename/copy, close, logout
require 'net/imap'
require 'socket'
require "helper"   # show(label) { expr }
def server(script)
  serv = TCPServer.new("127.0.0.1", 0)
  port = serv.addr[1]
  th = Thread.new do
    s = serv.accept
    begin
      script.call(s)
    rescue Exception => e
      $log << "server: #{e.class}"
    ensure
      s.close rescue nil
      serv.close
    end
  end
  [port, th]
end
$log = []
port, th = server(lambda { |s|
  s.print("* OK test server\r\n")
  while line = s.gets
    $log << line.chomp
    tag, cmd, rest = line.chomp.split(" ", 3)
    case cmd
    when "CAPABILITY"
      s.print("* CAPABILITY IMAP4rev1 IDLE AUTH=PLAIN\r\n#{tag} OK done\r\n")
    when "LOGIN"
      s.print("#{tag} OK logged in\r\n")
    when "SELECT", "EXAMINE"
      s.print("* 3 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen)\r\n* OK [UIDVALIDITY 7] x\r\n#{tag} OK [READ-WRITE] done\r\n")
    when "LIST"
      s.print("* LIST () \"/\" INBOX\r\n* LIST (\\Noselect) \"/\" \"&MEIwRDBG-\"\r\n#{tag} OK done\r\n")
    when "STATUS"
      s.print("* STATUS INBOX (MESSAGES 3 UNSEEN 1)\r\n#{tag} OK done\r\n")
    when "SEARCH", "UID"
      s.print("* SEARCH 1 3\r\n#{tag} OK done\r\n")
    when "FETCH"
      s.print("* 1 FETCH (UID 10 FLAGS (\\Seen) RFC822.SIZE 100 BODY[] {5}\r\nhello)\r\n#{tag} OK done\r\n")
    when "STORE"
      s.print("* 1 FETCH (FLAGS (\\Seen \\Deleted))\r\n#{tag} OK done\r\n")
    when "EXPUNGE"
      s.print("* 1 EXPUNGE\r\n#{tag} OK done\r\n")
    when "NOOP"
      s.print("* 4 EXISTS\r\n#{tag} OK done\r\n")
    when "APPEND"
      s.print("+ go ahead\r\n")
      lit = s.read(rest[/\{(\d+)\}/, 1].to_i)
      s.gets
      $log << "lit #{lit.inspect}"
      s.print("#{tag} OK [APPENDUID 7 11] done\r\n")
    when "CREATE", "DELETE", "RENAME", "SUBSCRIBE", "UNSUBSCRIBE", "CLOSE", "CHECK", "COPY"
      s.print("#{tag} OK done\r\n")
    when "BAD"
      s.print("#{tag} BAD no such\r\n")
    when "NOPE"
      s.print("#{tag} NO nope\r\n")
    when "IDLE"
      s.print("+ idling\r\n* 5 EXISTS\r\n")
      l = s.gets
      $log << "idle end #{l.inspect}"
      s.print("#{tag} OK idle done\r\n")
    when "LOGOUT"
      s.print("* BYE bye\r\n#{tag} OK done\r\n")
      break
    else
      s.print("#{tag} BAD unknown\r\n")
    end
  end
})
imap = Net::IMAP.new("127.0.0.1", port)
show(:greeting) { [imap.greeting.name, imap.greeting.data.text] }
show(:cap) { imap.capability }
show(:login) { r = imap.login("u", "p"); [r.name, r.data.text] }
show(:select) { imap.select("INBOX"); [imap.responses["EXISTS"], imap.responses["UIDVALIDITY"], imap.responses["FLAGS"]] }
show(:list) { imap.list("", "*").map { |m| [m.attr, m.delim, m.name, Net::IMAP.decode_utf7(m.name)] } }
show(:status) { imap.status("INBOX", ["MESSAGES", "UNSEEN"]) }
show(:search) { imap.search(["SUBJECT", "hi", "SINCE", "1-Jan-2000"]) }
show(:search_str) { imap.search("ALL") }
show(:uid_search) { imap.uid_search(["ALL"]) }
show(:fetch) { imap.fetch(1, ["UID", "FLAGS", "RFC822.SIZE", "BODY[]"]).map { |f| [f.seqno, f.attr.sort_by { |k, v| k }] } }
show(:fetch_range) { imap.fetch(1..2, "UID").size }
show(:store) { imap.store(1, "+FLAGS", [:Deleted]).map { |f| f.attr } }
show(:expunge) { imap.expunge }
show(:noop) { imap.noop; imap.responses["EXISTS"] }
show(:append) { r = imap.append("INBOX", "Subject: x\r\n\r\nbody", [:Seen], Time.gm(2001,2,3,4,5,6)); [r.name, r.data.code.name, r.data.code.data] }
show(:create) { imap.create("foo").name }
show(:rename) { imap.rename("foo", "bar").name }
show(:copy) { imap.copy(1..2, "bar").name }
show(:close) { imap.close.name }
show(:logout) { imap.logout.name }
imap.disconnect rescue p $!.class
show(:disconnected2) { imap.disconnected? }
th.join
puts $log
