# a jump used as a value is an error inside defined?() too (1.8.7); the
# cases that parse as next(+1), next(::A), next([1]) are not
RUBY = File.readlink("/proc/self/exe")
[
  "defined?(x = next)", "defined?([next])", "defined?(p(next))",
  "defined?(next.a)", "defined?(next =~ 1)", "defined?(-next)",
  "defined?(next and 1)", "defined?(1 and next)", "defined?(next..1)",
  "defined?(next + 1)", "defined?(next::A)", "defined?(next[1])",
  "defined? next", "defined?(return)", "defined?(not next)",
].each do |src|
  File.open("vd.rb", "w") {|f| f.puts src }
  puts "-- #{src}"
  system(RUBY, "-c", "vd.rb")
end
