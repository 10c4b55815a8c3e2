# File.basename with a suffix "X*": everything from the last X on is taken
# away (not only for ".*"), unless X starts the name or is a byte over 0x7f
require "helper"
[["ab", "b*"], ["abc", "b*"], ["abcb", "b*"], ["a.b.rb", "r*"], ["xab", "x*"],
 ["x", "x*"], ["ab", "a*"], ["ab", "**"], ["a*", "**"], ["a.*", "**"],
 ["a b", " *"], ["a\xffb", "\xff*"], ["a/b.c/d", "c*"], ["ab.", ".*"],
 ["/x/ab/", "b*"], ["a.rb", "b*c"], ["a.rb", ".r*"]].each do |path, suf|
  show("#{path.inspect} #{suf.inspect}") { File.basename(path, suf) }
end
