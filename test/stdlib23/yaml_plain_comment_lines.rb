# YAML.load as 1.8.7 (Syck): a line deeper than its parent that starts
# with "#" goes on with the plain scalar before it (block and flow), a
# comment ending the first line ends it; a quoted or block scalar keeps
# its own rules
require 'yaml'
require "helper"
["--- value\n  # c\n", "--- value\n# c\n", "value\n# c\n", "value\n  # c\n", "[a,\n  # c\n  b]", "{a: b\n  # c\n  }", "- a\n  # c\n  # d\n- b", "- a\n    # c\n", "k:\n  v\n  # c\n", "k: v\n  # c\n  - x\n", "k: v\n  # c: d\n", "--- |\n  a\n  # c\n", "k: 'v\n  # c'\n", "k: \"v\n  # c\"\n", "- - a\n    # c\n", "k: v\n\t# c\n", "k: v\n  #\n", "k: v\n  # c\nk2: v2\n  # d\n"].each { |d| show(d) { YAML.load(d) } }
