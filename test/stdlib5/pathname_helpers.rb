# pathname: the private helpers 1.8.7 has (chop_basename, split_names,
# prepend_prefix, trailing separators), ascend, realpath through symlinks,
# cleanpath both ways, relative_path_from
require 'pathname'
%w(///a //a/b a///b a//b// /a//b/ // ///).each { |s| r = []; Pathname.new(s).ascend { |x| r << x.to_s }; p [s, r] }
%w(/ // /// a a/ a// //a/ //a// /a/).each { |s| p [s, Pathname.new(s).send(:del_trailing_separator, s)] rescue p $! }
%w(/ // /// a a/ a// //a/ //a// /a/ a/b a//b).each { |s| p [s, Pathname.new(s).send(:add_trailing_separator, s)] rescue p $! }
%w(/ // /// a a/ a// //a/ //a// /a/ a/b a//b).each { |s| p [s, Pathname.new(s).send(:has_trailing_separator?, s)] rescue p $! }
%w(/ // /// a a/ a// //a/ //a// /a/ a/b a//b).each { |s| p [s, Pathname.new(s).send(:chop_basename, s)] rescue p $! }
%w(/ // /// a a/ a// //a/ //a// /a/ a/b a//b).each { |s| p [s, Pathname.new(s).send(:split_names, s)] rescue p $! }
%w(/ // /// a a/ a// //a/ //a// /a/ a/b a//b).each { |s| p [s, Pathname.new(s).send(:prepend_prefix, s, "x")] rescue p $! }
p Pathname.private_instance_methods(false).sort
P = Pathname.allocate
%w(/ // /// a a/ a// //a/ /a/ a/b . ./ ..).each { |s| p [s, P.send(:prepend_prefix, s, ""), P.send(:prepend_prefix, s, "x/y")] }
p Pathname.private_instance_methods(false).sort.map { |m| [m, Pathname.instance_method(m).arity] }
Dir.mkdir("d"); File.symlink("d", "l"); File.symlink("loop1", "loop2"); File.symlink("loop2", "loop1"); File.symlink("nonexist", "dangling")
File.symlink("../d", "d/up"); File.symlink("/tmp", "abs")
%w(d l l/. l/.. d/up d/up/up loop1 dangling nonexist abs d/../l . .. d//).each do |s|
  r = Pathname.new(s).realpath.to_s.sub(Dir.pwd, "PWD").sub(File.dirname(Dir.pwd), "UP") rescue r = "#{$!.class}: #{$!.message.sub(Dir.pwd, 'PWD')}"
  puts "#{s}: #{r}"
end
%w(a/b/../c a/../.. /a/../.. a/./b/. ./ .. ../a a/.. a/../ /.. //a/../b a/b/ a/b/. a/. a/./ .// ./../a/../b).each do |s|
  p [s, Pathname.new(s).cleanpath.to_s, Pathname.new(s).cleanpath(true).to_s]
end
[%w(a b), %w(/a /b), %w(/a/b /a), %w(/a /a/b), %w(a/b a/c), %w(. .), %w(a .), %w(. a), %w(.. .), %w(. ..), %w(a/.. b), %w(../a ../b), %w(/ /), %w(// /), %w(/a/./b /a/b/c), %w(a/b/../c a)].each do |x, y|
  r = Pathname.new(x).relative_path_from(Pathname.new(y)).to_s rescue r = "#{$!.class}: #{$!.message}"
  p [x, y, r]
end
