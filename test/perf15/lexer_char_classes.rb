# the lexer's character classes at their edges: identifiers, constants,
# numbers, ?c literals, globals, symbols; characters just outside the ASCII
# ranges (@ [ ` { / : 0x80+) where a name or a number ends
require "helper"
def lex(src)
  eval(src)
rescue SyntaxError, NameError => e
  "#{e.class}: #{e.message[/[^\n]*\z/]}"
end
show("names") { [lex("aZ_09 = 1; aZ_09"), lex("_ = 2; _"), lex("zA = 3; zA + 1")] }
show("consts") { module Zq; Az = 1; end; [lex("Zq::Az"), lex("defined?(Zq)"), lex("defined?(zq)")] }
show("numbers") { [lex("0x1F + 0b101 + 0o17 + 017 + 1_000"), lex("9.5e1"), lex("1e3")] }
show("char lits") { [lex("?a"), lex("?Z"), lex("?0"), lex("?@"), lex("?["), lex("?`"), lex("?{"), lex("?_")] }
show("edges") { [lex("a@b"), lex("x = 5; x[0]"), lex("x = 7; x`"), lex("[1].map{2}")] }
show("syms") { [lex(":aZ9"), lex(":A_b"), lex(":a?"), lex(":@iv"), lex(":$g9")] }
show("gvars") { [lex("$a9 = 1; $a9"), lex("$_Z = 2; $_Z"), lex("$0 == $0")] }
show("ivars") { [lex("@a9 = 3; @a9"), lex("@Z_ = 4; @Z_")] }
show("high") { [lex("\xe9 = 1"), lex("a\xe9"), lex("\"\xe9\".size")] }
$KCODE = "u"
show("utf8 name") { lex("\xc3\xa9t\xc3\xa9 = 5; \xc3\xa9t\xc3\xa9 + 1") }
$KCODE = "n"
show("methods") { [lex("def aB9?; :q end; aB9?"), lex("def Zz!; :b end; Zz!()")] }
