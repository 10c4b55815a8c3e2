# ArgumentError "syntax error on line L, col C: `text'" as Syck reports it
require 'yaml'
["--- [1", "a: b\n c: d: e", "- a\nb: c", "[1, 2", "{a: b", "a:\n  b: 1\n c: 2",
 "- a\n  - b\n - c", "a: 'x", "a: [1\nb: 2", "--- &a\n--- *b", "a: b: c", "- - a\n - b",
 "a: 1\n  b: 2", "x\n- y", "- x\ny: 1", "{a: 1}}", "[1]]", "--- |\n  a\n b"].each do |s|
  begin
    r = YAML.load(s)
    p [s, :ok, r]
  rescue ArgumentError => e
    p [s, e.message]
  end
end
