# shellwords: splitting, escaping, joining, and the short aliases
require 'shellwords'
p Shellwords.private_instance_methods(false).sort, Shellwords.methods(false).sort
p Shellwords.escape("a b\"c\n$"), Shellwords.join(["a b", "c"]), Shellwords.split("a \"b c\" d\\ e f'g h'"), (Shellwords.split("a \"b") rescue $!), (Shellwords.split("a 'b") rescue $!)
p Shellwords.escape(""), Shellwords.shellwords("  "), Shellwords.split("a\\\nb"), Shellwords.escape("\303\251"), "a 'b c'".shellsplit, "a b".shellescape, ["x y", "z"].shelljoin
p Shellwords.shellwords('a"b"c d\\'), Shellwords.shellwords(%q{"a\\"b" 'c\\d'}), (Shellwords.shellwords(nil) rescue $!)
include Shellwords
p shellwords("q r")
