# irb's command line: -v, -h, unknown switches, -r, -I, -d, --back-trace-limit,
# the ~/.irbrc (loaded unless -f, IRB_RC hook, its errors), and $0.
require "./fixtures/irb_helper"

# the library's own frames differ in path and line: keep their method names
def irb_masked(input, args)
  File.open("irb_in.txt", "w") { |f| f.write input }
  out = `#{RUBY} #{IRB_CMD} #{args} < irb_in.txt 2>&1`
  puts "### irb #{args}"
  # (lib/e2mmap.rb, not irb's, still reports its own Raise and fail frames)
  out = out.sub(%r{\A\S*/e2mmap\.rb:\d+:in `Raise'(:.*\n)\tfrom \S*/e2mmap\.rb:\d+:in `fail'\n\tfrom (\S*):in `parse_opts'\n}) { "#{$2}:in `parse_opts'#{$1}" }
  out = out.gsub(Dir.pwd, "PWD")
  out = out.gsub(%r{^(\t(?:from )?)?/\S*/(irb(?:/[\w-]+)*\.rb):\d+}) { "#{$1}LIB/#{$2}" }
  puts out.gsub(%r{(from |\t)\S*fixtures/irb:\d+}, '\1BIN')
  puts "[status #{$?.exitstatus}]"
end

irb "", "-v"
irb "", "--version"
irb "", "-h"
irb_masked "1\n", "-f --bogus"
irb_masked "1\n", "-f -"
irb "p Abbrev\n", "-f -r abbrev"
irb "p Abbrev\n", "-f -rabbrev --prompt simple"
irb_masked "1\n", "-f -r nonexist"
Dir.mkdir("incdir")
File.open("incdir/mylib.rb", "w") { |f| f.puts "MYLIB = 5" }
irb "require 'mylib'\nMYLIB\n", "-f -I incdir --simple-prompt"
irb "require 'mylib'\nMYLIB\n", "-f -Iincdir --simple-prompt"
irb "p $DEBUG\n", "-f -d"
irb "p $0\n", "-f"
irb "def a; raise 'q'; end\ndef b; a; end\ndef c; b; end\nc\n", "-f --back-trace-limit 1"
File.open(".irbrc", "w") do |f|
  f.print "puts 'rc loaded'\nIRB.conf[:PROMPT_MODE] = :SIMPLE\n"
  f.print "IRB.conf[:IRB_RC] = proc { |c| puts \"rc proc \#{c.class}\" }\n"
end
irb "1\n", ""
irb "1\n", "-f"
File.open(".irbrc", "w") { |f| f.print "raise 'in rc'\n" }
irb_masked "1\n", ""
# -m: math mode (mathn's numbers)
irb "1/2\n2**-1\nconf.math_mode\n", "-f -m --prompt simple"
irb "conf.inspect_mode = false\nconf.verbose?\n3\n", "-f --prompt simple --verbose"
