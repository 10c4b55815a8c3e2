# syntax errors are ArgumentError with Syck's line/column message; bad types
require 'yaml'
["--- [1", "a: b\n c: d: e", "- a\nb: c", "[1, 2", "{a: b", "a: 1\n  - 2\n"].each do |s|
  begin
    YAML.load(s)
    p [s, :loaded]
  rescue ArgumentError => e
    p [s, e.class, e.message =~ /\Asyntax error on line \d+, col \d+: `/ ? :syntax : e.message]
  end
end
p((Class.to_yaml rescue $!.class))
p((YAML.load("--- !str:Nope x") rescue $!))
p((YAML.load("--- !ruby/struct:Nope\na: 1") rescue $!))
p((YAML.object_maker(Object, 1) rescue $!.class))
p YAML::ParseError.ancestors.include?(YAML::Error), YAML::Error.superclass, YAML::TypeError.superclass
