# the string-literal states of a parse come from a pool kept from one
# parse for the next: literals, interpolations nested deep, here
# documents (whose identifiers the pool entries own), deep nesting
# and parses after errors, nested evals
require "helper"
show("literals") { (0...20).map { |i| eval("\"abc\#{#{i}}def\" + 'x' * #{i % 3} + %w(a b).join + :\"s#{i}\".to_s") } }
show("heredoc") { eval("a = <<EOS + <<-'EOT'\nline \#{1 + 1}\nEOS\n  raw \#{x}\n  EOT\na") }
show("heredoc again") { eval("<<E1\n\#{<<E2}\ninner\nE2\nouter\nE1\n") }
nest = lambda { |n| (1..n).inject("1") { |s, k| "\"\#{#{s}}\"" } }
show("nest 30") { eval(nest[30]) }
show("nest 63") { eval(nest[63]) rescue $!.class }
show("after nest error") { eval("'ok' + \"\#{1}\" + <<X\nend\nX\n") }
show("nested eval") { eval("\"a\#{eval('\"b\#{eval(%q(\"c\"))}\"')}\"") }
show("regexp words") { eval("[/a\#{2}b/.source, %W(x\#{1} y), `echo hi`.size, :\"q\#{3}\"]") }
show("unterminated") { begin; eval("\"abc\#{1}"); rescue SyntaxError => e; e.message; end }
show("unterminated heredoc") { begin; eval("<<EOS\nabc\n"); rescue SyntaxError => e; e.message; end }
show("then fine") { eval("%Q{a\#{\"b\#{'c'}\"}}") }
