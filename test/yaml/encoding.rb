# yaml/encoding: YAML.escape and YAML.unescape; the other small yaml/ files load
require 'yaml'; require 'yaml/encoding'
["abc", "a\nb", "\x00\x01\x1f", "tab\t", "\\", "\"q\"", "\xe9\xff", "a\eb\x7f"].each { |s| e = YAML.escape(s); p [s, e, YAML.unescape(e)] }
p YAML.escape("a\nb", "\n")
p YAML.unescape("\\x41\\u0042\\U00000043\\n\\t\\\\\\e")
%w(yaml/baseemitter yaml/loader yaml/stringio yaml/yamlnode yaml/store yaml/ypath).each { |f| p [f, require(f)] }
p YAML::Loader::IMPLICIT_TYPES, YAML::Mapping.superclass, YAML::Sequence.superclass
m = YAML::Mapping.new; m.add(1, 2); p m
