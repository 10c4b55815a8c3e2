# quoted, literal and folded scalars with their indicators and escapes
require 'yaml'
["--- |\n a\n b\n", "--- |-\n a\n b\n", "--- |+\n a\n b\n\n", "--- >\n a\n b\n", "--- >-\n a\n b\n",
 "--- |2\n   a\n  b\n", "a: |\n  x\n   y\n  z\nb: 1", "- |\n  a\n\n  b\n- >\n  c\n  d\n",
 "--- \"a\\tb\\n\\\\\\\"\\x41\\e\"", "--- 'it''s'", "--- \"a\n  b\n\n  c\"", "--- 'a\n  b'",
 "--- \"abc", "--- \" a \"", "--- ''", "--- \"\"", "--- \"\\0\\a\\b\\v\\f\\r\\ \\/\"",
 "a: \"x\"  # c", "--- |\n\n  a\n", "--- >\n\n  a\n  b\n\n\n", "--- |\n  a\n# c\n",
 "- |\n x\n- y", "--- plain\n  continued\n  lines", "a: long\n  value\nb: c"].each do |s|
  begin
    p [s, YAML.load(s)]
  rescue Exception => e
    p [s, e.class, e.message]
  end
end
