# a plain ':name' is a symbol whatever its tag, but for the yaml.org types
# Syck converts itself; an explicit timestamp is read loosely
require 'yaml'
def l(s); v = YAML.load(s); p(v.is_a?(YAML::DomainType) || v.is_a?(YAML::PrivateType) ? [v.class, v.value] : v); rescue Exception; puts "#{$!.class}: #{$!.message}"; end
class Foo < String; end
["!foo :sym", "!!foo :sym", "!int :sym", "!float :sym", "!null :sym", "!ruby/object:String :sym",
 "!ruby/string:Foo :sym", "!str:Foo :sym", "!ruby/sym :sym", "!ruby/symbol ::x", "!seq :x", "!map :x",
 "!binary :x", "!timestamp :x", "!bool :x", "!yaml.org,2002/str :x", "!tag:yaml.org,2002:str :x",
 "!ruby.yaml.org,2002/string :x", "!ruby/regexp :x", "!ruby/range :x", "!ruby/object:Foo :x",
 "!ruby/exception :x", "! :x", "!str ::x", "!str ':sym'", "!str \":sym\"", "!str :\"a b\"", "!str :1",
 "!str |\n  :sym", "!timestamp abc", "!timestamp 2001", "!timestamp 2001-02", "!timestamp 2001-02-03",
 "!timestamp 2001-02-03 04:05", "!timestamp 2001-13-03", "!timestamp 2001-02-03T04:05:06",
 "!timestamp#ymd abc", "!timestamp 12:30"].each { |s| print s.inspect.ljust(32); l("--- #{s}\n") }
l "- \"a\"\n- !str :x\n- !!str :y\n"
