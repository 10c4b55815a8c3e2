# an indented '---' on the text's first line is a document header
require 'yaml'
def l(s); p YAML.load(s); rescue Exception; puts "#{$!.class}: #{$!.message}"; end
def la(s); p YAML.load_stream(s).documents; rescue Exception; puts "#{$!.class}: #{$!.message}"; end
l "  --- 1\n"
l "  ---\n  a: 1\n"
l "  ---\n  1\n"
l "  ---\n1\n"
la "--- 1\n  --- 2\n"
la "a\n  --- 2\n"
l "a: b\n  --- 2\n"
l " ---\n"
l "\t--- 1\n"
