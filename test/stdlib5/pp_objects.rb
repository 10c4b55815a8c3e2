# pp: custom inspect/to_s, structs, wide and nested values, recursion,
# pp return values
require 'pp'
require "helper"
class CI; def initialize; @a = 1; end; def inspect; "CUSTOM"; end; end
class TS; def initialize; @a = 1; end; def to_s; "TOS"; end; end
class NoIvar; end
class PPO; def initialize; @x = [1] * 30; end; def pretty_print_instance_variables; [:@x]; end; end
Pt = Struct.new(:x, :y)
norm = lambda { |s| s.gsub(/0x[0-9a-f]+/, "X") }
show("custom inspect") { PP.pp([CI.new] * 3, "") }
show("to_s") { norm[PP.pp(TS.new, "")] }
show("noivar") { norm[PP.pp(NoIvar.new, "")] }
show("struct wide") { PP.pp(Pt.new("a" * 40, ["b" * 40, "c" * 10]), "") }
show("struct nested") { PP.pp([Pt.new(1, Pt.new(2, 3))], "", 10) }
show("matchdata") { PP.pp(/(a)(b)?/.match("xa"), "") }
show("hash wide") { PP.pp({:aaaaaaaaaa => "b" * 70}, "") }
show("nested arrays") { PP.pp([[[1, 2, 3] * 10] * 2], "", 30) }
show("range") { PP.pp([1..("a" * 80).size], "") }
show("string long") { PP.pp("x" * 100, "") }
show("symbols") { PP.pp([:a, :"b c", :"@x", :+], "") }
show("float") { PP.pp([1.0, 1e100, -0.0, 1.0/0], "") }
show("object ivars order") { o = Object.new; o.instance_variable_set(:@b, 1); o.instance_variable_set(:@a, 2); norm[PP.pp(o, "")] }
show("pp obj with ivars wide") { norm[PP.pp(PPO.new, "", 20)] }
show("proc") { norm[PP.pp(proc {}, "")].sub(/@.*>/, "@F>") }
show("class module") { PP.pp([String, Comparable, Class.new.class], "") }
show("nil true") { PP.pp([nil, true, false], "") }
show("empty") { PP.pp([[], {}, ""], "") }
show("env") { PP.pp(ENV.class, "") }
show("pp return") { $stdout = StringIO.new rescue (require 'stringio'; $stdout = StringIO.new); r = pp(1, 2); o = $stdout.string; $stdout = STDOUT; [r, o] }
show("pp no args") { pp }
show("object_group") { norm[PP.pp(Object.new, "")] }
show("recursive hash") { h = {}; h[:a] = h; PP.pp(h, "") }
show("recursive struct") { s = Pt.new; s.x = s; PP.pp(s, "") }
show("recursive obj") { o = Object.new; o.instance_variable_set(:@me, o); norm[PP.pp(o, "")] }
