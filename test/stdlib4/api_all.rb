# the public API each library adds (modules, their public, protected and
# singleton methods and constants, and what it adds to existing classes),
# each required alone in a child process, as MRI 1.8.7 shows them
require 'fixtures/apilist'
LIBS = %w(
  English abbrev benchmark bigdecimal/jacobian bigdecimal/ludcmp 
  bigdecimal/math bigdecimal/newton bigdecimal/util complex csv date date2 
  date/format delegate digest digest/sha2 e2mmap erb eregex expect find 
  forwardable ftools generator getoptlong gserver ipaddr logger mailread 
  matrix md5 monitor mutex_m observer open-uri open3 optparse optparse/date 
  optparse/shellwords optparse/time optparse/uri optparse/version ostruct 
  parsedate pathname ping pp prettyprint racc/parser rational readbytes 
  resolv-replace resolv runit/assert runit/error runit/testcase 
  runit/testresult runit/testsuite runit/topublic securerandom set sha1 shell 
  shell/builtin-command shell/command-processor shell/error shell/filter 
  shell/system-command shell/version shellwords sync 
  test/unit/assertionfailederror test/unit/assertions test/unit/collector 
  test/unit/collector/dir test/unit/collector/objectspace test/unit/error 
  test/unit/failure test/unit/testcase test/unit/testresult 
  test/unit/testsuite test/unit/ui/testrunnerutilities 
  test/unit/util/backtracefilter test/unit/util/observable 
  test/unit/util/procwrapper thread thwait time tracer tsort uri uri/common 
  uri/ftp uri/generic uri/http uri/https uri/ldap uri/ldaps uri/mailto weakref
)
LIBS.each do |lib|
  puts "== #{lib}"
  $stdout.flush
  pid = fork do
    $stderr = $stdout
    begin
      api_listing(lib, /./)
    rescue Exception => e
      puts "#{e.class}: #{e.message}"
    end
    $stdout.flush
    exit!(0)
  end
  Process.wait(pid)
end
