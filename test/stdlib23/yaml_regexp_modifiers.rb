# YAML.load of !ruby/regexp as 1.8.7: only the i, m and x modifiers are
# read (a dumped /x/n does not load again)
require 'yaml'
require "helper"
["--- !ruby/regexp /x/n", "--- !ruby/regexp /x/e", "--- !ruby/regexp /x/s", "--- !ruby/regexp /x/u", "--- !ruby/regexp /x/imxn", "--- !ruby/regexp /x/q", "--- !ruby/regexp /x/", "--- !ruby/regexp x", "--- !ruby/regexp /x/mix ", "--- !ruby/regexp\nsource: x\noptions: 1\n"].each { |d| show(d) { YAML.load(d) } }
show(:dump_n) { /x/n.to_yaml }
