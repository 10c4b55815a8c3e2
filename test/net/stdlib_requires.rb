# Each library of the 1.8.7 list under net/, webrick, drb and rinda is
# required in a forked child; the ones that fail are printed with their
# error.  (The oracle was built without openssl, so there drb/ssl,
# net/https, webrick/https and webrick/ssl fail with LoadError; with
# ext/openssl they load, as in a 1.8.7 that has it: the .out lists none.)
# (webrick/httpauth/authenticator and webrick/httpservlet/filehandler load alone
# here; 1.8.7 raised NameError for them unless webrick was loaded first)
NAMES = %w(
  drb drb/acl drb/drb drb/eq drb/extserv drb/extservm drb/gw
  drb/invokemethod drb/observer drb/ssl drb/timeridconv drb/unix
  net/ftp net/http net/https net/imap net/pop net/protocol net/smtp
  net/telnet rinda/rinda rinda/ring rinda/tuplespace
  webrick webrick/accesslog webrick/cgi webrick/compat webrick/config
  webrick/cookie webrick/htmlutils webrick/httpauth
  webrick/httpauth/authenticator webrick/httpauth/basicauth
  webrick/httpauth/digestauth webrick/httpauth/htdigest
  webrick/httpauth/htgroup webrick/httpauth/htpasswd
  webrick/httpauth/userdb webrick/httpproxy webrick/httprequest
  webrick/httpresponse webrick/https webrick/httpserver
  webrick/httpservlet webrick/httpservlet/abstract
  webrick/httpservlet/cgihandler webrick/httpservlet/erbhandler
  webrick/httpservlet/filehandler webrick/httpservlet/prochandler
  webrick/httpstatus webrick/httputils webrick/httpversion webrick/log
  webrick/server webrick/ssl webrick/utils webrick/version
)

NAMES.each {|name|
  r, w = IO.pipe
  pid = fork {
    r.close
    begin
      require name
      w.print "ok"
    rescue Exception => e
      w.print "#{e.class}: #{e.message}"
    end
    w.close
    exit!(0)
  }
  w.close
  result = r.read
  r.close
  Process.wait(pid)
  puts "#{name}: #{result}" unless result == "ok"
}
puts "#{NAMES.size} libraries tried"
