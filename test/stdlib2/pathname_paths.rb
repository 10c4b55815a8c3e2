# pathname: path arithmetic on odd inputs
require 'pathname'
P = Pathname
%w(/ // /a/b/../c a/./b/ ../a a//b/ . .. ./ /.. a/.. /a/../.. foo.rb/ .profile a.b.c /usr/bin/ruby).each do |s|
  pa = P.new(s)
  p [s, pa.cleanpath, pa.cleanpath(true), pa.parent, pa.root?, pa.absolute?, pa.relative?, pa.basename, pa.dirname, pa.extname, pa.split, (pa.to_a rescue $!.class)]
  a = []; pa.each_filename { |f| a << f }; p a
  a = []; pa.descend { |f| a << f.to_s }; p a
  a = []; pa.ascend { |f| a << f.to_s }; p a
end
p P('/a') + 'b', P('a') + '/b', P('a') + '..', P('/') + '..', P('a/b') + '../..', P('a') + '../..', P('.') + 'a', P('a') + '.', P('a').join('b', 'c'), P('a').join('/b', 'c'), P('a').join
p P('/a/b').relative_path_from(P('/a/c')), P('a').relative_path_from(P('.')), P('/').relative_path_from(P('/a/b')), (P('/a').relative_path_from(P('b')) rescue $!), (P('..').relative_path_from(P('a')) rescue $!), (P('a').relative_path_from(P('..')) rescue $!)
p P('a') == P('a'), P('a') <=> P('b'), P('a/b') <=> P('a.b'), P('a') == 'a', P('a').eql?(P('a')), P('a').hash == P('a').hash, P('a').sub('a', 'x'), P('a/b').inspect, P('a').to_s.frozen?
p P('a').frozen?, P('a').freeze.frozen?, P('a').taint.tainted?, (P('a') + P('b')).class, P('a').children rescue p $!.class
p P('/tmp').mountpoint?, P('/').mountpoint?, P('a').fnmatch('*'), P('a/b').fnmatch?('*'), P('a/b').fnmatch?('*', File::FNM_PATHNAME)
