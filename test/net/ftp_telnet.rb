# Net::FTP (passive transfers) and Net::Telnet against tiny servers on
# 127.0.0.1 in threads of this process.
require "helper"
require "socket"
require "net/ftp"
require "net/telnet"

files = {"a.txt" => "line one\r\nline two\r\n", "bin.dat" => (0..255).map {|i| i.chr }.join}
log = []
ctrl = TCPServer.new("127.0.0.1", 0)
ftp_thread = Thread.new {
  s = ctrl.accept
  s.write "220-welcome\r\n220 ready\r\n"
  data = nil
  while line = s.gets
    line = line.chomp
    log << line
    case line
    when /\AUSER/ then s.write "331 password please\r\n"
    when /\APASS/ then s.write "230 logged in\r\n"
    when "PWD" then s.write "257 \"/home/\"\"q\" is current\r\n"
    when /\ACWD/ then s.write "250 ok\r\n"
    when "CDUP" then s.write "250 ok\r\n"
    when /\AMKD (.*)/ then s.write "257 \"/#{$1}\" created\r\n"
    when /\ATYPE/ then s.write "200 type set\r\n"
    when "SYST" then s.write "215 UNIX Type: L8\r\n"
    when /\ASIZE (.*)/ then files[$1] ? s.write("213 #{files[$1].size}\r\n") : s.write("550 no file\r\n")
    when /\AMDTM/ then s.write "213 20110102030405\r\n"
    when /\ADELE nope/ then s.write "550 no such file\r\n"
    when /\ADELE/ then s.write "250 deleted\r\n"
    when /\ARNFR/ then s.write "350 ready\r\n"
    when /\ARNTO/ then s.write "250 renamed\r\n"
    when "NOOP" then s.write "200 ok\r\n"
    when "PASV"
      data = TCPServer.new("127.0.0.1", 0)
      port = data.addr[1]
      s.write "227 Entering Passive Mode (127,0,0,1,#{port >> 8},#{port & 255})\r\n"
    when /\A(LIST|NLST|RETR|STOR) ?(.*)/
      cmd, arg = $1, $2
      s.write "150 opening\r\n"
      conn = data.accept
      case cmd
      when "LIST" then conn.write "-rw-r--r-- 1 u g 20 Jan 1 a.txt\r\n-rw-r--r-- 1 u g 256 Jan 1 bin.dat\r\n"
      when "NLST" then conn.write "a.txt\r\nbin.dat\r\n"
      when "RETR" then conn.write files[arg]
      when "STOR" then files[arg] = conn.read
      end
      conn.close
      data.close
      s.write "226 done\r\n"
    when "QUIT"
      s.write "221 bye\r\n"
      break
    else s.write "502 not implemented\r\n"
    end
  end
  s.close
}
Dir.mkdir("ftpdir") rescue nil
ftp = Net::FTP.new
ftp.connect("127.0.0.1", ctrl.addr[1])
begin
  ftp.passive = true
  show("welcome") { ftp.login("joe", "secret") }
  show("last") { [ftp.last_response_code, ftp.closed?] }
  show("pwd") { ftp.pwd }
  show("chdir") { [ftp.chdir("sub"), ftp.chdir("..")] }
  show("mkdir") { ftp.mkdir("new") }
  show("system") { ftp.system }
  show("list") { ftp.list }
  show("nlst") { ftp.nlst }
  show("size") { ftp.size("a.txt") }
  show("missing size") { ftp.size("zz") }
  show("mtime") { ftp.mtime("a.txt") }
  lines = []
  ftp.retrlines("RETR a.txt") {|l| lines << l }
  show("retrlines") { lines }
  show("getbinaryfile") { ftp.getbinaryfile("bin.dat", "ftpdir/bin.dat", 100); File.read("ftpdir/bin.dat") == files["bin.dat"] }
  show("gettextfile") { ftp.gettextfile("a.txt", "ftpdir/a.txt"); File.read("ftpdir/a.txt") }
  File.open("ftpdir/up.txt", "w") {|f| f.print "up\nloaded\n" }
  show("puttextfile") { ftp.puttextfile("ftpdir/up.txt", "up.txt"); files["up.txt"] }
  show("putbinaryfile") { ftp.putbinaryfile("ftpdir/bin.dat", "copy.dat"); files["copy.dat"] == files["bin.dat"] }
  show("rename") { ftp.rename("a.txt", "b.txt") }
  show("delete") { ftp.delete("b.txt") }
  show("delete missing") { ftp.delete("nope") }
  show("noop") { ftp.noop }
  show("quit") { ftp.quit }
ensure
  ftp.close
end
ftp_thread.join
show("ftp log") { log }

# Telnet: the server negotiates options, then prompts for a login
tserver = TCPServer.new("127.0.0.1", 0)
got = []
# reads up to and including the next line end (CR NUL once SGA is on);
# option answers come first
def read_line_raw(s)
  buf = ""
  buf << s.readpartial(1) until buf[-2, 2] == "\r\n" || buf[-2, 2] == "\r\0"
  buf
end
tthread = Thread.new {
  s = tserver.accept
  s.write "\377\373\001\377\373\003\377\375\030Welcome\r\nlogin: "
  got << read_line_raw(s)
  s.write "Password: "
  got << read_line_raw(s)
  s.write "Last login: never\r\n$ "
  got << read_line_raw(s)
  s.write "hello\r\n$ "
  s.close
}
t = Net::Telnet.new("Host" => "127.0.0.1", "Port" => tserver.addr[1], "Timeout" => 5, "Prompt" => /\$ \z/n) {|m| show("msg") { m.sub(/\d+\.\d+\.\d+\.\d+/, "ADDR") } }
show("login") { t.login("joe", "pw") }
show("cmd") { t.cmd("echo hello") }
show("eof") { t.waitfor(/never/) }
t.close
tthread.join
show("telnet got") { got }
show("modes") { [t.telnetmode, t.binmode] }
