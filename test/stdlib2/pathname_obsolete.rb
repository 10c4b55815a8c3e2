# pathname: 1.8.7's obsolete methods (with their warnings), constants, to_str conversion
require 'pathname'
p Pathname::SEPARATOR_PAT, Pathname::TO_PATH, Pathname::SAME_PATHS.call("a", "a")
Dir.mkdir('pn_dir')
File.open('pn_lines.txt', 'w') { |f| f.print "a\nb\n" }
File.open('pn_dir/x', 'w') {}
a = []
Pathname('pn_dir').dir_foreach { |x| a << x }
p a.sort
Pathname('pn_lines.txt').foreachline { |l| p l }
Pathname('pn_lines.txt').foreach { |l| p l }
a = []
p Pathname('pn_dir').foreach { |x| a << x }.class, a.sort
p Pathname('g.txt').link('pn_lines.txt'), Pathname('h.txt').symlink('pn_lines.txt')
p File.symlink?('h.txt'), File.readlink('h.txt'), File.read('g.txt')
p Pathname('pn_dir').chdir { File.exist?('x') }
p((Pathname('pn_lines.txt').world_readable? rescue $!.class), (Pathname('/nonexist').chroot rescue $!.class))
p Pathname('f').respond_to?(:to_path), Pathname('f').to_str
o = Object.new
def o.to_str() 'zz' end
p Pathname.new(o), (Pathname.new(3) rescue $!), (Pathname.new("a\0") rescue $!)
