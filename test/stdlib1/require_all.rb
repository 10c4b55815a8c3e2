# every library of this area loads (and gives true the first time)
$VERBOSE = nil
%w[uri uri/common uri/generic uri/http uri/https uri/ftp uri/ldap uri/ldaps
   uri/mailto tempfile tmpdir open3 cgi cgi/session cgi/session/pstore csv
   getoptlong securerandom pstore weakref ipaddr scanf e2mmap finalize ftools
   getopts importenv Env eregex mutex_m sync thwait].each do |lib|
  puts "#{lib}: #{(require lib) ? 'loaded' : 'already'}"
end
