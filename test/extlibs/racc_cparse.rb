# racc/cparse: Racc::Parser#_racc_do_parse_c and _racc_yyparse_c on SLR tables
# in Racc's packed format (fixtures/racc_slr.rb builds them)
require "helper"
require "fixtures/racc_calc"
$stdout.sync = true
show("calc") { Calc.new(toks("2 + 3 * (4 + 1)")).parse }
show("ivars") { c = Calc.new(toks("2*3")); c.parse; c.instance_variables.sort.map { |v| [v, c.instance_variable_get(v)] } }
show("single") { Calc.new(toks("7")).parse }
show("empty") { Calc.new([]).parse }
show("error") { Calc.new(toks("2 + + 3")).parse }
show("unknown token") { Calc.new([[:NUM, 1], [:WHAT, 2]]).parse }
show("string token") { Calc.new([[:NUM, 1], [:"+", 2], [:NUM, 1]]).parse }
show("not array") { Calc.new([5]).parse }
show("short array") { Calc.new([[:NUM]]).parse }
show("long array") { Calc.new([[:NUM, 1, 2]]).parse }
show("false token") { Calc.new([[:NUM, 1], [false, :x]]).parse }
show("nil token") { Calc.new([[:NUM, 1], [nil, :x]]).parse }
show("raise in action") { c = Calc.new(toks("1+2")); def c._reduce_add(*a) raise ArgumentError, "boom" end; c.parse }
show("raise in lexer") { c = Calc.new([]); def c.next_token; raise IOError, "lex" end; c.parse }
show("throw in action") { catch(:out) { c = Calc.new(toks("1+2")); def c._reduce_add(*a) throw :out, :thrown end; c.parse } }
show("break") { c = Calc.new(toks("1+2+3")); n = 0; [1].each { def c._reduce_add(v, *a) $brk.call end; $brk = lambda { :x } }; c.parse }
show("yyerror") { c = Calc.new(toks("1+2")); def c._reduce_add(*a) yyerror end; c.parse }
show("yyaccept") { c = Calc.new(toks("1+2*3")); def c._reduce_mul(v, *a) yyaccept end; c.parse }
show("bad arg") { Calc.new([]).send(:_racc_do_parse_c, 5, false) }
show("short arg") { Calc.new([]).send(:_racc_do_parse_c, [[], []], false) }
show("bad table") { Calc.new(toks("1")).send(:_racc_do_parse_c, [nil] * 14, false) }
show("nargs") { Calc.new([]).send(:_racc_do_parse_c, CALC.arg) }
show("yyparse") { c = Calc.new(toks("(1+2)*3")); c.yyparse_c(c, :each_token) }
show("yyparse no eof") { c = Calc.new(toks("(1+2)*3")); c.yyparse_c(c, :each_token) }
show("yyparse eof") { c = Calc.new(toks("(1+2)*3") + [[false, "$"]]); c.yyparse_c(c, :each_token) }
show("yyparse other") { c = Calc.new([]); o = Object.new; def o.lex; yield [:NUM, 4]; yield ["*", 1]; yield [:NUM, 5]; yield [false, nil]; end; c.yyparse_c(o, :lex) }
show("yyparse not array") { c = Calc.new([]); o = Object.new; def o.lex; yield 7; end; c.yyparse_c(o, :lex) }
show("yyparse 2 args") { c = Calc.new([]); o = Object.new; def o.lex; yield :NUM, 7; yield false, 1; end; c.yyparse_c(o, :lex) }
show("yyparse error") { c = Calc.new([]); o = Object.new; def o.lex; yield [:NUM, 4]; yield [:NUM, 5]; yield [false, nil]; end; c.yyparse_c(o, :lex) }
show("yyparse after end") { c = Calc.new([]); o = Object.new; def o.lex; yield [:NUM, 4]; yield [false, nil]; p :after_eof; yield [:NUM, 5]; p :after_more; end; c.yyparse_c(o, :lex) }
show("yyparse nomethod") { begin Calc.new([]).yyparse_c(Object.new, :nope) rescue NoMethodError; :nomethod end }
show("yyparse mid str") { c = Calc.new(toks("3") + [[false, 0]]); c.yyparse_c(c, "each_token") }
