# "!ruby/object:X" over a scalar or a sequence loads a bare X; an Array
# (or subclass) takes the node's elements; a Hash-tagged sequence fails.
require 'yaml'
class Pt; end
class A2 < Array; end
["--- !ruby/object:Object\n", "--- !ruby/object:Object foo\n",
 "--- !ruby/object:Object []\n", "--- !ruby/object:Object\n- 1\n",
 "--- !ruby/object:Object ~\n", "--- !ruby/object:Object {}\n",
 "--- !ruby/object:Array\n- 1\n- [2]\n", "--- !ruby/object:Array\n",
 "--- !ruby/object:Array\n a: 1\n", "--- !ruby/object:Array foo\n",
 "--- !ruby/object:A2\n- 1\n", "--- !ruby/object:A2\n:a: 1\n",
 "--- !ruby/object:Hash\n- 1\n", "--- !ruby/object:Hash\n",
 "--- !ruby/object:Pt\n a: 1\n", "--- !ruby/object:Pt foo\n",
 "--- !ruby/object:String foo\n", "--- !ruby/struct:S\n"].each do |s|
  begin
    r = YAML.load(s)
    p [r.class, r.instance_variables, (Array === r || String === r) ? r : nil]
  rescue Exception => e
    p [e.class, e.message]
  end
end
