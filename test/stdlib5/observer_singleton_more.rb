# observer: notification order, changed state, raising observers;
# singleton: threads, marshal hooks, subclasses, bad includes
require 'observer'
require 'singleton'
require "helper"
class T; include Observable; end
class W; def initialize(n) @n = n end; def update(*a) puts "#{@n} #{a.inspect}" end; end
t = T.new
show("add returns") { t.add_observer(W.new(1)).class }
show("notify order") { t.add_observer(W.new(2)); t.changed; t.notify_observers(:x); nil }
show("notify resets changed") { t.changed; t.notify_observers; t.changed? }
show("delete_observers") { t.delete_observers; t.count_observers }
show("add dup") { w = W.new(3); t.add_observer(w); t.add_observer(w); t.count_observers }
show("observer raising") { o = Object.new; def o.update(*a) raise "in update" end; t.add_observer(o); t.changed; t.notify_observers }
show("count before any") { T.new.count_observers }
show("changed? before any") { T.new.changed? }
show("delete unknown") { T.new.delete_observer(Object.new) }
class S; include Singleton; attr_accessor :v; end
show("instance same thread") { Thread.new { S.instance }.value.equal?(S.instance) }
show("_load") { S._load("") .equal?(S.instance) rescue $!.class }
show("_dump") { S.instance._dump rescue $!.class }
show("private new") { S.respond_to?(:new) }
show("private allocate") { S.respond_to?(:allocate) }
show("inherit instance") { class S2 < S; end; S2.instance.equal?(S.instance) }
show("clone class") { S.clone.instance.equal?(S.instance) rescue $!.class }
show("instance_eval") { S.instance.instance_variable_set(:@v, 1); S.instance.v }
show("module include") { module M; include Singleton; end rescue [$!.class, $!.message] }
show("extend object") { o = Object.new; o.extend(Singleton) rescue [$!.class, $!.message] }
