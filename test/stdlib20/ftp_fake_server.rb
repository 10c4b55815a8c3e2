# Net::FTP against a scripted server on 127.0.0.1 (passive mode: in active
# mode, 1.8.7 too waits at exit): every command method, text and binary
# transfers with block sizes, errors as FTPPermError/FTPTempError
require 'net/ftp'
require 'socket'
require "helper"   # show(label) { expr }
$log = []
serv = TCPServer.new("127.0.0.1", 0)
port = serv.addr[1]
FILES = {"a.txt" => "line1\r\nline2\r\n", "b.bin" => "\0\1\2" * 10}
th = Thread.new do
  s = serv.accept
  s.print "220 test ftp\r\n"
  data_serv = nil
  pasv = false
  dsock = lambda do
    if pasv
      data_serv.accept
    else
      TCPSocket.new($ph, $pp)
    end
  end
  while line = s.gets
    line = line.chomp
    $log << line
    cmd, arg = line.split(" ", 2)
    case cmd
    when "USER" then s.print(arg == "anonymous" ? "331 pass\r\n" : "331 need pass\r\n")
    when "PASS" then s.print(arg == "bad" ? "530 Login incorrect.\r\n" : "230 ok\r\n")
    when "ACCT" then s.print "230 acct ok\r\n"
    when "TYPE" then s.print "200 type #{arg}\r\n"
    when "PWD" then s.print "257 \"/home/x\" is current\r\n"
    when "CWD" then s.print(arg == "nope" ? "550 no such dir\r\n" : "250 ok\r\n")
    when "CDUP" then s.print "200 ok\r\n"
    when "MKD" then s.print "257 \"/home/x/#{arg}\" created\r\n"
    when "RMD", "DELE" then s.print "250 removed\r\n"
    when "RNFR" then s.print "350 ready\r\n"
    when "RNTO" then s.print "250 renamed\r\n"
    when "SIZE" then s.print(FILES[arg] ? "213 #{FILES[arg].size}\r\n" : "550 nope\r\n")
    when "MDTM" then s.print "213 20010203040506\r\n"
    when "SYST" then s.print "215 UNIX Type: L8\r\n"
    when "NOOP" then s.print "200 noop\r\n"
    when "SITE" then s.print "200 site #{arg}\r\n"
    when "STAT" then s.print "211-status\r\n a\r\n211 end\r\n"
    when "HELP" then s.print "214-help\r\n USER PASS\r\n214 end\r\n"
    when "PASV"
      pasv = true
      data_serv = TCPServer.new("127.0.0.1", 0)
      p2 = data_serv.addr[1]
      s.print "227 Entering Passive Mode (127,0,0,1,#{p2 >> 8},#{p2 & 0xff})\r\n"
    when "PORT"
      pasv = false
      n = arg.split(",").map { |x| x.to_i }
      $ph = n[0, 4].join("."); $pp = n[4] * 256 + n[5]
      s.print "200 PORT ok\r\n"
    when "LIST", "NLST"
      d = dsock.call
      s.print "150 here\r\n"
      if cmd == "NLST"
        d.print FILES.keys.sort.join("\r\n") + "\r\n"
      else
        FILES.keys.sort.each { |k| d.print "-rw-r--r-- 1 u g #{FILES[k].size} Jan 01 00:00 #{k}\r\n" }
      end
      d.close
      s.print "226 done\r\n"
    when "RETR"
      if FILES[arg]
        d = dsock.call
        s.print "150 sending\r\n"
        d.print FILES[arg]
        d.close
        s.print "226 done\r\n"
      else
        s.print "550 no such file\r\n"
      end
    when "STOR", "APPE"
      d = dsock.call
      s.print "150 go\r\n"
      data = d.read
      d.close
      $log << "stored #{data.inspect}"
      s.print "226 stored\r\n"
    when "REST" then s.print "350 restarting at #{arg}\r\n"
    when "ABOR" then s.print "226 aborted\r\n"
    when "QUIT"
      s.print "221 bye\r\n"
      break
    else
      s.print "502 not implemented\r\n"
    end
  end
  s.close
end
ftp = Net::FTP.new
show(:connect) { ftp.connect("127.0.0.1", port) }
show(:welcome0) { ftp.last_response }
show(:login) { ftp.login("user", "secret") }
show(:welcome) { ftp.welcome }
show(:lastresp) { [ftp.last_response_code, ftp.last_response] }
show(:pwd) { ftp.pwd }
show(:getdir) { ftp.getdir }
show(:chdir) { ftp.chdir("sub") }
show(:chdir_up) { ftp.chdir("..") }
show(:chdir_bad) { ftp.chdir("nope") }
show(:mkdir) { ftp.mkdir("newdir") }
show(:rmdir) { ftp.rmdir("newdir") }
show(:delete) { ftp.delete("x") }
show(:rename) { ftp.rename("a", "b") }
show(:size) { ftp.size("a.txt") }
show(:size_bad) { ftp.size("zz") }
show(:mtime) { ftp.mtime("a.txt") }
show(:mtime_local) { ftp.mtime("a.txt", true).class }
show(:system) { ftp.system }
show(:noop) { ftp.noop }
show(:site) { ftp.site("chmod 644 x") }
show(:help) { ftp.help }
show(:passive) { ftp.passive }
ftp.passive = true
show(:nlst) { ftp.nlst }
show(:ls) { ftp.ls("-l") }
show(:dir_blk) { a = []; ftp.dir { |l| a << l }; a }
show(:gettextfile) { a = []; ftp.gettextfile("a.txt", nil) { |l| a << l }; a }
show(:getbinary) { a = ""; ftp.getbinaryfile("b.bin", nil, 7) { |d| a << "[#{d.size}]" }; a }
show(:gettext_local) { ftp.gettextfile("a.txt", "loc.txt"); File.read("loc.txt") }
show(:getbin_local) { a = []; ftp.getbinaryfile("b.bin", "loc.bin", 8) { |d| a << d.size }; [a, File.size("loc.bin")] }
show(:get_default) { ftp.get("a.txt"); File.read("a.txt") }
show(:get_missing) { ftp.getbinaryfile("zz", nil) }
File.open("up.txt", "w") { |f| f.print "one\ntwo\n" }
show(:puttext) { ftp.puttextfile("up.txt", "remote.txt") }
show(:putbin) { ftp.putbinaryfile("up.txt", "remote.bin", 4) { |d| print "<#{d.size}>" } }
show(:storbinary) { require 'stringio'; ftp.storbinary("STOR x", StringIO.new("abc"), 2) }
show(:retrlines) { a = []; ftp.retrlines("RETR a.txt") { |l| a << l }; a }
show(:retrbinary) { a = []; ftp.retrbinary("RETR b.bin", 16) { |d| a << d.size }; a }
show(:sendcmd) { ftp.sendcmd("NOOP") }
show(:voidcmd) { ftp.voidcmd("NOOP") }
show(:voidcmd_bad) { ftp.voidcmd("XYZ") }
show(:sendcmd_bad) { ftp.sendcmd("XYZ") }
show(:resume) { ftp.resume }
show(:binary) { ftp.binary }
show(:debug) { ftp.debug_mode }
show(:quit) { ftp.quit }
show(:closed?) { ftp.closed? }
show(:close) { ftp.close }
show(:closed2?) { ftp.closed? }
th.join
puts $log.map { |l| l.sub(/PORT \d+,\d+,\d+,\d+,\d+,\d+/, "PORT X") }
File.unlink("up.txt")
ftp2 = Net::FTP.new
show(:login_bad) {
  serv2 = TCPServer.new("127.0.0.1", 0)
  t = Thread.new { s = serv2.accept; s.print "220 hi\r\n"; s.gets; s.print "331 pass\r\n"; s.gets; s.print "530 Login incorrect.\r\n"; s.gets; s.close }
  ftp2.connect("127.0.0.1", serv2.addr[1])
  begin
    ftp2.login("u", "bad")
  ensure
    ftp2.close; t.join
  end
}
show(:bad_greeting) {
  serv3 = TCPServer.new("127.0.0.1", 0)
  t = Thread.new { s = serv3.accept; s.print "421 too many\r\n"; s.close }
  f = Net::FTP.new
  begin
    f.connect("127.0.0.1", serv3.addr[1])
  ensure
    f.close rescue nil; t.join
  end
}
show(:errclasses) { [Net::FTPError, Net::FTPReplyError, Net::FTPTempError, Net::FTPPermError, Net::FTPProtoError].map { |c| c.superclass } }
show(:consts) { [Net::FTP::FTP_PORT, Net::FTP::CRLF, Net::FTP::DEFAULT_BLOCKSIZE] }
