# observer, abbrev, shellwords, tsort and find
require 'observer'
require 'abbrev'
require 'shellwords'
require 'tsort'
require 'find'
class Tick
  include Observable
  def tick
    changed
    notify_observers(1, 2)
  end
end
class Watcher
  def update(a, b)
    p [a, b]
  end
end
t = Tick.new
t.add_observer(Watcher.new)
t.tick
p t.count_observers
p t.changed?
begin
  t.add_observer(5)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p Abbrev.abbrev(%w(car cone)).sort
p %w(ruby rules).abbrev("rul").sort
p Shellwords.shellwords(%q{a "b c" d\ e 'f g'})
begin
  Shellwords.shellwords('a "b')
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
class Deps < Hash
  include TSort
  alias tsort_each_node each_key
  def tsort_each_child(node, &block)
    fetch(node).each(&block)
  end
end
d = Deps.new
d[1] = [2, 3]
d[2] = [3]
d[3] = []
p d.tsort
c = Deps.new
c[1] = [2]
c[2] = [1]
p c.strongly_connected_components
begin
  c.tsort
rescue TSort::Cyclic => e
  puts "#{e.class}: #{e.message}"
end
Dir.mkdir("fd")
Dir.mkdir("fd/a")
File.open("fd/a/x", "w") {}
File.open("fd/b", "w") {}
r = []
Find.find("fd") { |f| r << f }
p r
r = []
Find.find("fd") { |f| Find.prune if f == "fd/a"; r << f }
p r
File.unlink("fd/a/x", "fd/b")
Dir.rmdir("fd/a")
Dir.rmdir("fd")
