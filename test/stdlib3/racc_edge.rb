# racc/parser edge cases: what next_token and a yyparse iterator may give,
# ends of input in error recovery, yyerror/yyaccept in yyparse, yyerror trace
$: << "fixtures"
require "racc/parser"
require "calc_parser"
class Calc
  def initialize(toks); @toks = toks; @vars = {}; end
  def next_token; @toks.shift; end
  def it(*a); @toks.each {|t| yield(*a.empty? ? t : a) }; end
  def on_error(t, v, vs); (@e ||= []) << [t, v, vs.size]; super if v == "!"; end
  attr_reader :e
  public :yyparse, :do_parse
end
require "helper"
show(:a_noeof) { Calc.new([[:NUM, 1], [";", ";"]]).yyparse(Calc.new([[:NUM, 1], [";", ";"]]), :it) }
show(:a_noeof2) { c = Calc.new([[:NUM, 1], [";", ";"]]); c.yyparse(c, :it) }
show(:a_noeof3) { c = Calc.new([[:NUM, 1]]); c.yyparse(c, :it) }
show(:b_eof_extra) { c = Calc.new([[:NUM, 1], [";", ";"], [false, "$"], [:NUM, 2]]); c.yyparse(c, :it) }
show(:b_eof_twice) { c = Calc.new([[:NUM, 1], [";", ";"], [false, "$"], [false, "$"]]); c.yyparse(c, :it) }
show(:c_yy_eof_err) { c = Calc.new([[:NUM, 1], ["+", "+"], [false, "$"]]); [c.yyparse(c, :it), c.e] }
show(:d_nil_token) { c = Calc.new([[:NUM, 1], [";", ";"]]); c.instance_eval { def next_token; @toks.shift; end }; c.do_parse }
show(:e_one_elem) { c = Calc.new([[:NUM, 1], [";"], [false]]); c.do_parse }
show(:f_string) { c = Calc.new([[:NUM, 1], ";", [false, 1]]); c.do_parse }
show(:g_nil_in_arr) { c = Calc.new([[:NUM, 1], [";", ";"], [nil, 1]]); c.do_parse }
show(:h_three) { c = Calc.new([[:NUM, 1, 2], [";", ";"], [nil, 1]]); c.do_parse }
show(:i_yield_one) { c = Calc.new([:NUM]); c.yyparse(c, :it) }
show(:k_err_then_eof) { c = Calc.new([[:NUM, 1], [:NUM, 1], [false, "$"]]); [c.do_parse, c.e] }
show(:l_errs) { c = Calc.new([[:NUM, 1], [:NUM, 1], [";", ";"], [")", ")"], [";", ";"], [:NUM, 3], [";", ";"], [false, "$"]]); [c.do_parse, c.e] }
show(:m_err_err) { c = Calc.new([[:NUM, 1], [:NUM, 1], [:NUM, 2], [";", ";"], [")", ")"], [";", ";"], [false, "$"]]); [c.do_parse, c.e] }
show(:n_yy_errs) { c = Calc.new([[:NUM, 1], [:NUM, 1], [:NUM, 2], [";", ";"], [:NUM, 3],[";", ";"], [false, "$"]]); [c.yyparse(c, :it), c.e] }
show(:o_yyerror_then) { c = Calc.new([[:FAIL, 1], [";", ";"], [:NUM, 3],[";", ";"], [false, "$"]]); [c.do_parse, c.e] }
show(:p_yyerror_yy) { c = Calc.new([[:FAIL, 1], [";", ";"], [:NUM, 3],[";", ";"], [false, "$"]]); [c.yyparse(c, :it), c.e] }
show(:q_accept_yy_end) { c = Calc.new([[:NUM, 1], [";", ";"], [:STOP, 1], [";", ";"]]); [c.yyparse(c, :it), c.e] }
show(:r_only_eof) { c = Calc.new([[false, 1]]); [c.yyparse(c, :it), c.e] }
show(:s_empty_iter) { c = Calc.new([]); [c.yyparse(c, :it), c.e] }
require "calc_debug_parser"
class CalcDebug
  def initialize(toks); @toks = toks; @vars = {}; @yydebug = true; @racc_debug_out = $stdout; end
  def next_token; @toks.shift; end
  public :do_parse
end
p CalcDebug.new([[:NUM, 1], [";", ";"], [:FAIL, 1], [";", ";"], [:NUM, 2], [";", ";"], [false, "$"]]).do_parse
