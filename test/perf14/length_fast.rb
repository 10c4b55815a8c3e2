# recv.length / .size / .empty? of a plain Array, String or Hash are read without a
# call (eval_call0) while they are the built-in public methods: each thing
# that must still make the call (redefinition, alias, private, undef,
# singleton methods, subclasses, set_trace_func, other receivers)
require "helper"
a = [1, 2, 3]
s = "abcd"
show("plain") { [a.size, a.length, s.size, s.length, [].size, "".length] }
sa = a.dup; sa.shift; sa << 9 << 8
show("shifted") { [sa.size, a[1..2].length] }
class SubA < Array; def size; :sub; end; end
class SubS < String; end
show("subclasses") { [SubA.new.size, SubA.new.length, SubS.new("xy").size] }
o = [1]; def o.length; :single; end
show("singleton") { [o.length, o.size] }
show("others") { [{1 => 2}.size, (1..3).to_a.size, :sym.to_s.length, nil.to_a.size] }
show("on nil") { nil.size }
class Array; def size; :redef; end; end
show("Array#size redefined") { [a.size, a.length] }
class Array; remove_method :size; end
show("removed") { a.size }
class Array; alias size length; end
show("alias back") { [a.size, a.length] }
class String; alias length upcase; end
show("String#length aliased") { [s.length, s.size] }
class String; def length; size; end; end
show("String#length back") { s.length }
class Array; private :length; end
show("private") { a.length }
show("private fcall") { a.instance_eval { length } }
class Array; public :length; end
show("public again") { a.length }
module Len; def size; :mod; end; end
class Array; include Len; end
show("included module") { a.size }
class Array; undef_method :size; end
show("undef") { a.size }
class Array; def method_missing(m, *x) [:mm, m] end; end
show("method_missing") { a.size }
class Array; remove_method :method_missing; alias size length; end
show("defined again") { a.size }
calls = []
set_trace_func proc { |e, f, l, m, b, k| calls << [e, m, k] if m == :size || m == :length }
a.size; s.length
set_trace_func nil
p calls
h = {1 => 2, 3 => 4}
show("hash") { [h.size, h.length, h.empty?, {}.empty?, [].empty?, a.empty?, "".empty?, s.empty?] }
sh = Hash.new(0); def sh.size; :hs; end
class SubH < Hash; def empty?; :subh; end; end
show("hash singleton, subclass") { [sh.size, sh.length, SubH.new.empty?, SubH[1, 2].size] }
show("ENV") { [ENV.size == ENV.keys.size, ENV.empty?] }
class Hash; def size; :hsize; end; end
show("Hash#size redefined") { [h.size, h.length, h.empty?] }
class Hash; remove_method :size; end
show("Hash#size removed") { h.size }
class Hash; alias size length; end
class Array; def empty?; :ae; end; end
class String; private :empty?; end
show("empty? redefined and private") { [a.empty?, (s.empty? rescue $!.class), [].size] }
class Array; remove_method :empty?; end
show("Array#empty? removed") { a.empty? }
t = Thread.new { n = 0; 1000.times { n += a.size }; n }
show("thread") { t.value }
