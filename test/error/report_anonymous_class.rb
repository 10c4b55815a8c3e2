# the top-level error report: an anonymous exception class is not named
# and its first line is not ended (1.8.7); a named one is, also nested
cmds = ['c = Class.new(StandardError); raise c, "m"',
        'c = Class.new(StandardError); raise c, "a\nb"',
        'raise "a\nb\n"', 'raise IOError',
        'module A; class B < StandardError; end; end; raise A::B, "x\ny"']
ruby = File.readlink("/proc/self/exe")
cmds.each do |c|
  out = IO.popen("#{ruby} -e '#{c}' 2>&1") { |io| io.read }
  p out
end
