# ext/etc: the user and group databases
require 'etc'
p Struct::Passwd.members, Struct::Group.members, Struct::Passwd.superclass
p Etc.methods(false).sort, Etc.constants
root = Etc.getpwuid(0)
p root.class, root.name, root.uid, root.gid, root.dir
p root.name.tainted?, root.frozen?
p Etc.getpwnam("root") == root
p Etc.getpwuid.uid == Process.uid, Etc.getgrgid(Process.gid).gid == Process.gid
g = Etc.getgrgid(0)
p g.class, g.name, g.gid, g.mem.class, Etc.getgrnam(g.name).gid
[lambda { Etc.getpwnam("no such user here") }, lambda { Etc.getgrnam("no such group here") },
 lambda { Etc.getpwuid(987654) }, lambda { Etc.getgrgid(987654) },
 lambda { Etc.getpwuid("x") }, lambda { Etc.getpwnam(nil) }, lambda { Etc.getpwuid(1, 2) },
 lambda { Etc.getgrgid }, lambda { Etc.getgrgid(nil) },
 lambda { Etc.passwd { Etc.passwd {} } }, lambda { Etc.group { Etc.group {} } }].each do |l|
  begin
    l.call
  rescue => e
    p e
  end
end
# iteration: every entry, then the next entry from a fresh start
names = []
first = Etc.passwd {|pw| names << pw.name }
p names.include?("root"), first.class
Etc.setpwent
p Etc.getpwent.name == names.first
Etc.endpwent
groups = []
Etc.group {|gr| groups << gr.name }
p groups.include?(g.name)
Etc.setgrent; p Etc.getgrent.class; Etc.endgrent
p [Etc.getlogin].compact.all? {|s| s.is_a?(String) }
p $".include?("etc.so")
