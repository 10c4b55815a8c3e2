# find: missing paths (yielded, then skipped), trailing and doubled slashes,
# symlinks, prune, no block
require 'find'
Dir.mkdir("fd") rescue nil; Dir.mkdir("fd/s") rescue nil; File.open("fd/s/f", "w") {}
File.symlink("s", "fd/ln") rescue nil
File.symlink("nowhere", "fd/dangling") rescue nil
Dir.mkdir("fd/locked") rescue nil
p Find.find("nope") { |f| p f }
r = []; p Find.find("fd", "nope", "fd/s/f") { |f| r << f }; p r.sort
r = []; Find.find("fd/") { |f| r << f }; p r.sort
r = []; Find.find("fd//s") { |f| r << [f, f.tainted?, f.frozen?] }; p r.sort
p((Find.find("fd") rescue $!))
r = []; Find.find("fd") { |f| r << f; Find.prune if f == "fd"}; p r
p Find.instance_methods.sort, Find.private_instance_methods(false).sort, Find.singleton_methods.sort
p((Find.prune rescue $!))
