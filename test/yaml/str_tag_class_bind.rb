# !str:CLASS builds the object with String#replace bound to it: a class that
# is no String raises "bind argument must be an instance of String" (1.8.7);
# a subclass's own replace is not called
require 'yaml'
class S2 < String; def replace(x); super("S2:" + x); end; end
[ "--- !str:Array abc", "--- !str:Hash abc", "--- !str:S2 abc", "--- !ruby/string:S2 abc", "--- !str:S2\nstr: q\n'@a': 1\n" ].each do |y|
  begin
    v = YAML.load(y)
    p [v.class, v, v.instance_variables]
  rescue => e
    p [e.class, e.message]
  end
end
