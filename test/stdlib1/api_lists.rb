$VERBOSE = nil
# public API lists (private helpers are left to the implementation)
%w[uri tempfile tmpdir open3 cgi cgi/session csv getoptlong securerandom pstore weakref ipaddr scanf e2mmap ftools mutex_m sync thwait].each{|l| require l}
def show(m)
  puts "#{m}: consts=#{m.constants.sort.inspect}"
  puts "  imethods=#{m.instance_methods(false).sort.inspect}"
  puts "  protected=#{m.protected_instance_methods(false).sort.inspect}"
  puts "  smethods=#{m.singleton_methods(false).sort.inspect}" rescue nil
end
[URI, URI::Generic, URI::HTTP, URI::HTTPS, URI::FTP, URI::LDAP, URI::LDAPS, URI::MailTo, URI::Escape, URI::Util, URI::REGEXP,
 Tempfile, Open3, CGI, CGI::Session, CGI::Session::FileStore, CGI::Cookie, CSV, CSV::Reader, CSV::Writer, CSV::StringReader, CSV::IOReader, CSV::BasicWriter,
 GetoptLong, SecureRandom, PStore, WeakRef, IPAddr, Exception2MessageMapper, Mutex_m, Sync_m, Sync, ThreadsWait].each{|m| show(m)}
