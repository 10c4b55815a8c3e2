# Pathname#each_filename without a block: nothing to yield for "", "/"
# and "//" (nil, as 1.8.7), a LocalJumpError from each_filename otherwise
require 'pathname'
["", "/", "//", "a", "/a/b"].each { |s|
  r = begin
        Pathname.new(s).each_filename.inspect
      rescue LocalJumpError => e
        "#{e.class}: #{e.message} (in #{e.backtrace[0][/`.*'/]})"
      end
  puts "#{s.inspect}: #{r}"
  a = []
  Pathname.new(s).each_filename { |f| a << f }
  p a
}
