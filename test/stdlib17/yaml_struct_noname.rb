# a !ruby/struct without a name is Struct itself, which cannot be allocated
# (TypeError as 1.8.7); named ones load, a non-Struct class is refused
require 'yaml'
["- !ruby/struct\n  a: 1\n", "--- !ruby/struct {}\n", "--- !ruby/struct:\na: 1\n",
 "--- !ruby/struct:NoSuchS17\na: 1\nb: 2\n"].each do |y|
  begin
    v = YAML.load(y)
    p v.class.to_s
  rescue Exception => e
    p [e.class, e.message]
  end
end
Struct.new("S17", :x, :y)
p YAML.load("--- !ruby/struct:S17\nx: 1\ny: [2]\n")
p YAML.load(Struct::S17.new("a", :b).to_yaml)
