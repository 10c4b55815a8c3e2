# a json-1.x-shaped C extension (fixtures/jsonish: RSTRING(s)->ptr/len,
# RARRAY(a)->ptr/len, RFLOAT(f)->value, st_foreach over RHASH(h)->tbl,
# rb_str_buf_*, rb_cstr2inum, rb_float_new, rb_path2class, rb_const_get,
# rb_require, rb_funcall) built against the installed headers; expected
# output: its Ruby model (fixtures/jsonish/model.rb) run by 1.8.7
require "fixtures/ext3"
require "helper"
Ext3.load("jsonish")

show("version") { [JSONish::VERSION, JSONish::VERSION.frozen?] }
show("ancestors") { JSONish::NestingError.ancestors[0, 4] }
show("stringio loaded") { defined?(StringIO) ? true : false }
src = '{"a": [1, 2.5, -3e2, "x\\ny", true, false, null], "b": {"c": "\\u0041"}, "big": 123456789012345678901234}'
h = JSONish.parse(src)
show("parse") { h.sort_by {|k, v| k } }
show("classes") { h["a"].map {|x| x.class } + [h["big"].class] }
show("empty") { [JSONish.parse("[]"), JSONish.parse(" { } ")] }
["[1,", "[1 2]", '{"a" 1}', '"abc', "nul", "[1] x", "", '{1:2}'].each do |bad|
  show("bad #{bad.inspect}") { JSONish.parse(bad) }
end
show("deep") { JSONish.parse("[" * 25 + "]" * 25) }
show("not a string") { JSONish.parse(12) }
class Temp
  def initialize(d) @d = d end
  def to_json(state) "{\"deg\":#{@d}}" end
end
class Odd
  def to_json(state) 42 end
end
show("generate") { JSONish.generate([1, -2**70, 0.5, "q\"\\\n\001", :sym, nil, true, false, [], {}]) }
show("generate hash") { JSONish.generate({"k" => [1, {"n" => nil}]}) }
show("to_json hook") { JSONish.generate([Temp.new(21), Object.new.class]) }
show("to_json bad") { JSONish.generate([Odd.new]) }
show("nan") { JSONish.generate([0.0 / 0.0]) }
show("inf") { JSONish.generate(1.0 / 0) }
show("round trip") { x = {"list" => [1, 2, {"s" => "t"}]}; JSONish.parse(JSONish.generate(x)) == x }
show("GenState") { JSONish::GenState.new.depth }
