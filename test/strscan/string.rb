require 'strscan'
require "helper"
# new, string=, concat/<<, dup, taint
show(:same) { x = "abc"; s = StringScanner.new(x); [s.string.equal?(x), x.frozen?] }
show(:dup_arg) { x = "abc"; s = StringScanner.new(x, true); s.string.equal?(x) }
show(:new_int) { StringScanner.new(1) }
show(:new_none) { StringScanner.new }
show(:new_three) { StringScanner.new("a", 1, 2) }
show(:set) { s = StringScanner.new("abc"); s.scan(/a/); [s.string = "xyz", s.pos, s.matched] }
show(:set_copy) { s = StringScanner.new("ab"); x = "cd"; s.string = x; x << "e"; [s.string, s.string.frozen?, s.string.equal?(x)] }
show(:set_int) { s = StringScanner.new("ab"); s.string = 1 }
show(:concat) { s = StringScanner.new("abc"); s.scan(/a/); s << "def"; s.concat("g"); [s.string, s.pos, s.rest, s.matched] }
show(:concat_ret) { s = StringScanner.new("ab"); (s << "c").equal?(s) }
show(:concat_int) { StringScanner.new("ab") << 1 }
show(:concat_frozen) { StringScanner.new("ab".freeze) << "c" }
show(:dup) { s = StringScanner.new("abc"); s.scan(/a/); d = s.dup; d.scan(/b/); [s.pos, d.pos, s.matched, d.matched, d.string.equal?(s.string)] }
show(:copy_bad) { StringScanner.new("ab").send(:initialize_copy, 1) }
show(:copy_self) { s = StringScanner.new("ab"); s.scan(/a/); s.send(:initialize_copy, s); s.pos }
show(:frozen_scanner) { s = StringScanner.new("ab"); s.freeze; s.scan(/a/) }
show(:taint) { s = StringScanner.new("abc".taint); [s.scan(/a/).tainted?, s.peek(1).tainted?, s.rest.tainted?, s.pre_match.tainted?, s.getch.tainted?, s[0].tainted?, s.inspect.tainted?] }
show(:untainted) { s = StringScanner.new("ab"); [s.getch.tainted?, s.rest.tainted?] }
show(:uninit) { StringScanner.allocate.scan(/a/) }
show(:uninit_pos) { StringScanner.allocate.pos }
show(:version) { [StringScanner::Version, StringScanner::Id, StringScanner::Version.frozen?, StringScanner::Id.frozen?] }
show(:must) { StringScanner.must_C_version }
show(:methods) { StringScanner.public_instance_methods(false).sort }
