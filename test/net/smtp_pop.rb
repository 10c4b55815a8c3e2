# Net::SMTP and Net::POP3 against tiny servers on 127.0.0.1 in threads of
# this process; each server records the commands it received.
require "helper"
require "socket"
require "net/smtp"
require "net/pop"
require "digest/md5"

# Serves one connection: greets, then answers each line with the block.
def tiny_server(greeting)
  server = TCPServer.new("127.0.0.1", 0)
  log = []
  thread = Thread.new {
    sock = server.accept
    sock.write greeting
    while line = sock.gets
      line = line.chomp
      log << line
      reply = yield(line, sock)
      sock.write reply if reply
      break if line == "QUIT"
    end
    sock.close
    server.close
  }
  [server.addr[1], log, thread]
end

# SMTP: EHLO with AUTH, a message with a dot line, a refused recipient
port, log, th = tiny_server("220 test ESMTP\r\n") {|line, sock|
  case line
  when /\AEHLO/ then "250-test\r\n250-AUTH PLAIN LOGIN CRAM-MD5\r\n250 SIZE 1000\r\n"
  when /\AAUTH PLAIN/ then "235 ok\r\n"
  when /\AMAIL/ then "250 ok\r\n"
  when /\ARCPT TO:<bad/ then "550 no such user\r\n"
  when /\ARCPT/ then "250 ok\r\n"
  when "DATA"
    sock.write "354 go\r\n"
    body = []
    while (l = sock.gets) != ".\r\n"
      body << l
    end
    log << body.join
    "250 queued\r\n"
  when "QUIT" then "221 bye\r\n"
  else "500 what\r\n"
  end
}
Net::SMTP.start("127.0.0.1", port, "client.example", "user", "pw", :plain) {|smtp|
  show("esmtp") { [smtp.esmtp?, smtp.capable_plain_auth?, smtp.capable_cram_md5_auth?, smtp.capable_auth_types, smtp.capable_starttls?] }
  show("send") { smtp.send_message("Subject: hi\n\nline\n.dot\nend\n", "from@example", "to@example", "to2@example").string }
  show("stream") { smtp.open_message_stream("from@example", ["to@example"]) {|f| f.puts "streamed" }.status }
  show("refused") { smtp.send_message("x", "from@example", "bad@example") }
}
th.join
show("smtp log") { log }

# SMTP: CRAM-MD5 and LOGIN
challenge = "<1.2@test>"
port, log, th = tiny_server("220 test\r\n") {|line, sock|
  case line
  when /\AEHLO/ then "250-test\r\n250 AUTH CRAM-MD5\r\n"
  when "AUTH CRAM-MD5" then "334 " + [challenge].pack("m").chomp + "\r\n"
  when "QUIT" then "221 bye\r\n"
  else
    user, digest = line.unpack("m")[0].split(" ")
    key = "secret".ljust(64, "\0")
    inner = Digest::MD5.digest(key.unpack("C*").map {|c| (c ^ 0x36).chr }.join + challenge)
    want = Digest::MD5.hexdigest(key.unpack("C*").map {|c| (c ^ 0x5c).chr }.join + inner)
    digest == want ? "235 welcome #{user}\r\n" : "535 bad\r\n"
  end
}
show("cram-md5") { Net::SMTP.start("127.0.0.1", port, "h", "joe", "secret", :cram_md5) {|s| s.started? } }
th.join
show("bad authtype") { Net::SMTP.start("127.0.0.1", port, "h", "joe", "x", :nope) }
show("missing secret") { Net::SMTP.start("127.0.0.1", port, "h", "joe") }

# SMTP: a server without EHLO falls back to HELO
port, log, th = tiny_server("220 old\r\n") {|line, sock|
  case line
  when /\AEHLO/ then "502 unknown\r\n"
  when /\AHELO/ then "250 hello\r\n"
  when "QUIT" then "221 bye\r\n"
  end
}
show("helo") { Net::SMTP.start("127.0.0.1", port) {|s| s.esmtp? } }
th.join
show("helo log") { log }

# POP3: list, retr, top, uidl, dele, APOP
mails = ["Subject: one\r\n\r\nbody one\r\n", "Subject: two\r\n\r\n.leading dot\r\nmore\r\n"]
stamp = "<123.456@pop.test>"
pop_server = lambda {
  tiny_server("+OK ready #{stamp}\r\n") {|line, sock|
    case line
    when /\AUSER/ then "+OK\r\n"
    when /\APASS right/ then "+OK logged in\r\n"
    when /\APASS/ then "-ERR bad password\r\n"
    when /\AAPOP joe (\w+)/
      $1 == Digest::MD5.hexdigest(stamp + "pw") ? "+OK apop\r\n" : "-ERR apop\r\n"
    when "STAT" then "+OK 2 #{mails.join.size}\r\n"
    when "LIST" then "+OK\r\n1 #{mails[0].size}\r\n2 #{mails[1].size}\r\n.\r\n"
    when /\ARETR (\d)/ then "+OK\r\n" + mails[$1.to_i - 1].gsub(/^\./, "..") + ".\r\n"
    when /\ATOP (\d) 0/ then "+OK\r\n" + mails[$1.to_i - 1].split("\r\n\r\n")[0] + "\r\n\r\n.\r\n"
    when "UIDL" then "+OK\r\n1 uid-a\r\n2 uid-b\r\n.\r\n"
    when /\ADELE/ then "+OK deleted\r\n"
    when "RSET" then "+OK\r\n"
    when "QUIT" then "+OK bye\r\n"
    else "-ERR unknown\r\n"
    end
  }
}
port, log, th = pop_server.call
Net::POP3.start("127.0.0.1", port, "joe", "right") {|pop|
  show("counts") { [pop.n_mails, pop.n_bytes] }
  show("mails") { pop.mails.map {|m| [m.number, m.size, m.inspect] } }
  show("pop") { pop.mails[1].pop }
  chunks = []
  pop.mails[0].pop {|c| chunks << c }
  show("pop block") { chunks }
  show("header") { pop.mails[0].header }
  show("uid") { pop.mails.map {|m| m.unique_id } }
  show("delete") { m = pop.mails[0]; m.delete; [m.deleted?, m.inspect] }
  show("reset") { pop.reset; pop.mails.map {|m| m.deleted? } }
}
th.join
show("pop log") { log }
port, log, th = pop_server.call
show("bad password") { Net::POP3.start("127.0.0.1", port, "joe", "wrong") {} }
th.join rescue nil
port, log, th = pop_server.call
show("apop") { Net::POP3.APOP(true).start("127.0.0.1", port, "joe", "pw") {|p| [p.apop?, p.n_mails] } }
th.join
show("apop log") { log }
show("classes") { [Net::POPMail, Net::APOP.superclass, Net::POP3.superclass, Net::SMTP.superclass, Net::SMTPAuthenticationError.ancestors.include?(Net::SMTPError)] }
