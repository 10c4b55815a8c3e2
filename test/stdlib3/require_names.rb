# each library of this area is required alone in a forked child: "ok" or
# the error (some fail alone in 1.8.7 too: yaml/types and yaml/rubytypes
# need yaml first, cgi_runner is a CGI child script; yaml/dbm, which needs
# dbm, the oracle lacks, is in extlibs2/yaml_dbm)
NAMES = %w(
  resolv resolv-replace open-uri ping gserver cgi-lib mailread parsearg
  readbytes rubyunit runit/cui/testrunner expect profile profiler tracer un
  shell shell/builtin-command shell/command-processor shell/error
  shell/filter shell/process-controller shell/system-command shell/version
  yaml/types yaml/rubytypes webrick/httpservlet/cgi_runner
  racc/parser
)

NAMES.each {|name|
  r, w = IO.pipe
  pid = fork {
    r.close
    $stderr.reopen(w)
    STDIN.reopen("/dev/null")
    begin
      require name
      w.print "ok"
    rescue Exception => e
      w.print "#{e.class}: #{e.message.sub(/ for #<.*>\z/, '')}"
    end
    w.close
    exit!(0)
  }
  w.close
  result = r.read
  r.close
  Process.wait(pid)
  puts "#{name}: #{result.gsub(/\n/, ' | ')}"
}
%w(yaml/types yaml/rubytypes).each {|name|
  pid = fork { require "yaml"; require name; puts "yaml then #{name}: ok"; $stdout.flush; exit!(0) }
  Process.wait(pid)
}
