# optparse: an argument that does not match an optional/placed switch is
# left as a non-option (or swallowed when joined), a partial match splits
require 'optparse'
[%w(-n x), %w(-nx), %w(--num x), %w(--num=x), %w(-n=x), %w(-n 3x), %w(-m x), %w(-mx), %w(--mm x), %w(--mm=x), %w(-p x), %w(-px), %w(-r x), %w(-rx), %w(-n -a), %w(-n 3 -a), %w(-e x), %w(-e al), %w(--ee al), %w(-e=x)].each do |args|
  o = OptionParser.new
  o.on("-n", "--num [N]", Integer) { |v| print "num=#{v.inspect} " }
  o.on("-m", "--mm=[N]", Integer) { |v| print "mm=#{v.inspect} " }
  o.on("-p [N]", /\A\d+\z/) { |v| print "p=#{v.inspect} " }
  o.on("-r N", Integer) { |v| print "r=#{v.inspect} " }
  o.on("-e", "--ee [X]", %w(alpha beta)) { |v| print "e=#{v.inspect} " }
  o.on("-a") { print "a " }
  r = o.parse(args) rescue r = "#{$!.class}: #{$!.message}"
  puts "#{args.inspect} -> #{r.inspect}"
end
