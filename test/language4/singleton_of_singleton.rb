def show(x) puts x.inspect.gsub(/0x[0-9a-f]+/, '0xX') end
o = Object.new
s = class << o; self; end
show s.superclass
ss = class << s; self; end
show s.superclass
show ss.superclass
p s.superclass.equal?(ss), ss.superclass.equal?(ss)
show s.ancestors; show ss.ancestors
show ss
class Foo; end
fs = class << Foo; self; end
fss = class << fs; self; end
p fs, fss, fs.superclass, fss.superclass
p fs.ancestors, fss.ancestors
sss = class << fss; self; end
p sss, sss.superclass, sss.ancestors
cs = class << Class; self; end
p cs.superclass, (class << cs; self; end).superclass
def ss.hi; :hi; end
p ss.hi
class << ss; def cmm; :cmm; end; end
p ss.cmm
p((ss.new rescue $!))
p ss.instance_of?(Class), ss.kind_of?(Module)
module M; end
fss.send(:include, M)
p fss.ancestors, fss.name
class Bar < Foo; end
bs = class << Bar; self; end
p bs.superclass, bs.ancestors, (class << bs; self; end).superclass
