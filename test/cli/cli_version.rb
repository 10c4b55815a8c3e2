# -v prints the banner and sets $VERBOSE; the banner's MBARI field is the
# stack wipe mask of this build (RUBY_DESCRIPTION has the same banner)
ruby = File.readlink("/proc/self/exe")
out = IO.popen("#{ruby} -v -e 'p $VERBOSE, $-v'") { |io| io.read }
puts out.sub(/ MBARI 0x[0-9a-f]+ on /, " MBARI <mask> on ")
p out.split("\n")[0] == RUBY_DESCRIPTION
p RUBY_DESCRIPTION =~ / MBARI 0x[0-9a-f]+ on / ? true : false
