# pathname: file operations, traversal, links, realpath, glob, ordering
require 'pathname'
Dir.mkdir('pt') rescue nil
Dir.chdir('pt')
def P(x) Pathname.new(x) end
P = Pathname
P('a/b/c').mkpath
File.open('a/f.txt', 'w') { |f| f.write "x\ny\n" }
File.symlink('f.txt', 'a/lnk') rescue nil
p P('a').children.map { |c| c.to_s }.sort, P('a').children(false).map { |c| c.to_s }.sort, P('a').entries.map { |c| c.to_s }.sort
a = []; P('a').find { |f| a << f.to_s }; p a.sort
a = []; P('.').find { |f| a << f.to_s }; p a.sort
p P('a/f.txt').read, P('a/f.txt').readlines, P('a/f.txt').size, P('a/f.txt').file?, P('a').directory?, P('a/lnk').symlink?, P('a/lnk').readlink, P('a/lnk').realpath.basename, P('a/f.txt').zero?, P('a/f.txt').exist?, P('nope').exist?
p P('a/./b/../f.txt').realpath.to_s == File.expand_path('a/f.txt'), (P('nope').realpath rescue $!.class), P('a').realpath.relative?, P('a/lnk').lstat.symlink?, P('a/f.txt').stat.size, P('a/f.txt').ftype, P('a/f.txt').extname, P('a/f.txt').basename('.txt')
p P('a/f.txt').expand_path.absolute?, P('x').expand_path(P('/tmp')), P('~').expand_path.to_s == File.expand_path('~')
P('a/f.txt').open('a') { |f| f << "z\n" }; p P('a/f.txt').read
a = []; P('a/f.txt').each_line { |l| a << l }; p a
a = []; P('a').each_entry { |e| a << e.to_s }; p a.sort
P('a/f.txt').rename('a/g.txt'); p P('a/g.txt').exist?
P('a/h.txt').make_link('a/g.txt'); P('a/s.txt').make_symlink('g.txt')
p P('a/h.txt').exist?, File.symlink?('a/s.txt')
P('a/g.txt').unlink; P('a/h.txt').delete
P('a/b/c').rmdir; p P('a/b/c').exist?
P('a').rmtree; p P('a').exist?
p P('/').root?, P('//').root?, P('/a').root?, P('/').parent, P('/').mountpoint?
p P.getwd.class, P.pwd == P.getwd, P.glob('*').class, P.glob('*') { |x| }.class rescue p $!
p (P('x') <=> 'x'), P('x') == 'x', P('x').eql?(P('x')), [P('b'), P('a'), P('a/b'), P('a.b')].sort.map { |x| x.to_s }
Dir.chdir('..')
