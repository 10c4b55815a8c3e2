# Text on a | or > header line starts the scalar; the block's lines follow
# it without a line break (Syck).  A tab after the indicator is plain text.
require 'yaml'
["--- |- x\n", "--- | x\n", "--- > x\n", "--- |- x\n  y\n", "--- | x y\n",
 "a: |- x\n", "a: | foo\nb: 2\n", "- | x\n- y\n", "--- |+ x\n", "--- |-x\n",
 "--- | x\n  more\n", "--- > x\n  b\n", "--- |2 x\n   y\n", "--- !str | x\n",
 "--- | x # c\n", "--- | x   \n", "--- | 'x'\n", "--- |  x\n", "--- | x\n\n  y\n",
 "--- > x\n  y\n  z\n", "--- > x\n\n  y\n", "--- | x", "--- | x\n  y",
 "a:\n  - | x\n    y\n  - 2\n", "--- |+ x\n  y\n\n", "--- | #x\n", "--- | x#y\n",
 "- |- x\n  y\n- z\n", "--- |\t\n  x\n", "--- |\t#c\n  x\n", "--- | \tx\n",
 "--- |-\tx\n"].each { |t|
  begin
    p YAML.load(t)
  rescue Exception => e
    p [e.class, e.message]
  end
}
