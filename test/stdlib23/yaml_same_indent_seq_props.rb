# YAML.load as 1.8.7 (Syck) when a map's value is a sequence at the map's
# own indentation: the tag and anchor written after the key stay on an
# empty value that the sequence then replaces (so the anchor names an
# empty value, and !set or !omap complain of an empty text)
require 'yaml'
require "helper"
["a: !!seq\n- 1\n", "a: !!seq\n  - 1\n", "a: !foo\n- 1\n", "a: !foo\n  - 1\n", "a: &x\n- 1\nb: *x\n", "a: !ruby/array:Array\n- 1\n", "a: !!foo\n  b: 1\n", "a: !set\n- 1\n", "a: !omap\n- b: 1\n", "a: !str\n- 1\n", "a: !!str\n- 1\n", "- !!foo\n  - 1\n", "a: !!foo\n- 1\nb: 2\n"].each { |d| show(d) { v = YAML.load(d); v.respond_to?(:to_hash) ? v.to_hash.map { |k, x| [k, x.class, (x.respond_to?(:type_id) ? [x.type_id, x.value] : x)] }.sort_by { |a| a[0] } : v.map { |x| [x.class, (x.respond_to?(:type_id) ? [x.type_id, x.value] : x)] } } }
