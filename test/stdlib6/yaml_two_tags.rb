# a node with two tags takes the first, as syck does
require 'yaml'
p YAML.load("- !str !int 12")
p YAML.load("a: !ruby/sym !str b")
x = YAML.load("!x !y z")
p [x.class, x.type_id, x.value]
x = YAML.load("!!int !str 5")
p [x.class, x.type_id, x.value]
