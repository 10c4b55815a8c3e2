# YAML.load as 1.8.7's Syck at the text's end: a bare "..." or "---" last
# line without a line break is a plain scalar (the document's, or a stray
# one after it: an error past it); a stray plain scalar at the left edge
# after a document fails past its end; an empty complex key ("? ") fails
# past its line; Syck counts no line for a bare "..." document end
require 'yaml'
require "helper"
["--- \n...", "---\n...", "--- \n...\n", "--- \n... \n", "--- x\n...", "---\n...\n--- y", "--- \n---",
 "--- \n....", "--- \n  ...", "a: \n...", "--- x\nyy", "--- x\nyy zz", "--- x\nyy\n", "--- [a]\nyy",
 "--- [a]\nyy\n", "--- x\n\nyy", "--- x\n---", "--- [a]\n...", "a: 1\n...", "- a\n...", "--- x\n....",
 "--- x\n...a", "--- x\n...\n", "? ", "? \n", "? a", "?", "? \n: b", "?  ", "- ? ", "x: ? ", "? # c",
 "? a\n: b", "? \n  a\n: b", "? \n\n  - a\n: b"].each do |d|
  show(d.inspect) { YAML.load(d) }
end
show("stream") { YAML.load_stream("--- x\n...\n--- y\n...").documents }
["--- x\n--- y\n...", "--- x\n...\n--- y\nzz", "--- x\n...\n...\n--- y\nzz", "--- x\n...\n\n...\n--- y\nzz",
 "--- x\n... # c\n--- y\nzz", "--- x\n... \n--- y\nzz", "--- x\n--- y\n--- z\nq"].each do |d|
  show("stream #{d.inspect}") { YAML.load_stream(d).documents }
end
