# Syck reads a block scalar line of spaces only as an empty line, whatever
# its length; a tab past the indentation is text (and no more-indented line)
require 'yaml'
p YAML.load("--- |\n  a\n   \n  b\n")
p YAML.load("--- |\n  a\n    \n")
p YAML.load("--- |+\n  a\n   \n\n")
p YAML.load("--- >\n  a\n    \n  b\n")
p YAML.load("--- |\n  a\n  \t\n  b\n")
p YAML.load("--- >\n  a\n  \tx\n  b\n")
p YAML.load("--- >\n  a\n   x\n  b\n")
p YAML.load("a: |\n  x\n   \nb: 1\n")
p YAML.load(YAML.dump("multi\nline\n  \n"))
