# The erb command (fixtures/erb, a copy of bin/erb) with this interpreter's
# library: rendering with "%" lines by default, -T trim modes, -P, -x and
# -n (the source), -r, -S, -v, -d, switches combined, usage errors.
RUBY = File.readlink("/proc/self/exe")
ERB_CMD = File.expand_path("fixtures/erb")
File.open("t.erb", "w") do |f|
  f.print "% x = 3\nv=<%= x * 2 %>\n<% 2.times do |i| -%>\n i<%= i %>\n<% end -%>\n%% lit\n"
end
File.open("plain.erb", "w") { |f| f.print "% not code\n<% if true %>\nyes\n<% end %>\n" }
def erb(args, input = nil)
  puts "### erb #{args}"
  cmd = "#{RUBY} #{ERB_CMD} #{args} 2>&1"
  out = input ? IO.popen(cmd, "r+") { |io| io.write input; io.close_write; io.read } : `#{cmd}`
  # (an error in the template: this interpreter's eval also reports the
  # frame of ERB#result under the template's, which 1.8.7 does not)
  puts out.gsub(/^\tfrom \S*\/erb\.rb:\d+(:in `result')?\n/, "")
  puts "[status #{$?.exitstatus}]"
end
erb "-T - t.erb"
erb "-T- t.erb"
erb "-x -T - t.erb"
erb "-xn -T - t.erb"
erb "-x t.erb"
erb "plain.erb"
erb "-P plain.erb"
erb "-T 1 plain.erb"
erb "-T 2 plain.erb"
erb "-P -T 2 plain.erb"
erb "-x -P -T 1 plain.erb"
erb "-S 1 -r abbrev", "<%= $SAFE %> <%= Abbrev.class %>\n"
erb "-v -d", "<%= $VERBOSE %> <%= $DEBUG %>\n"
erb "", "<%= 6 * 7 %>\n"
erb "- ", "<%= 6 * 7 %>\n"
erb "-T 1 plain.erb t.erb"
erb "-Tx t.erb"
erb "-r"
erb "-Sx", "<%= $SAFE %>\n"
