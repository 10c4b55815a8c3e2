# racc/cparse: table checks, use_result, error recovery, yyerrok, debug hooks
require "helper"
require "fixtures/racc_calc"
$stdout.sync = true
show("arg13") { Calc.new(toks("1+1")).send(:_racc_do_parse_c, CALC.arg[0, 13], false) }
show("arg15") { Calc.new(toks("1+1")).send(:_racc_do_parse_c, CALC.arg + [1], false) }
show("arg22") { Calc.new(toks("1+1")).send(:_racc_do_parse_c, CALC.arg + [1] * 8, false) }
show("arg12") { Calc.new(toks("1+1")).send(:_racc_do_parse_c, CALC.arg[0, 12], false) }
8.times { |i| show("bad #{i}") { a = CALC.arg.dup; a[i] = 5; Calc.new(toks("1+1")).send(:_racc_do_parse_c, a, false) } }
[8, 9, 10, 11, 12].each { |i| show("bad #{i}") { a = CALC.arg.dup; a[i] = "x"; Calc.new(toks("1+1")).send(:_racc_do_parse_c, a, false) } }
show("bad 13") { a = CALC.arg.dup; a[13] = nil; Calc.new(toks("1+1")).send(:_racc_do_parse_c, a, false) }

USE = SLRTables.new([:NUM, "+"], [[:exp, [:exp, "+", :NUM], :_reduce_add], [:exp, [:NUM], :_reduce_num]], :exp)
USE.arg[13] = true
class UseResult < TestParser
  tables USE
  def _reduce_add(val, values, result) p [:add, val, values, result]; result + val[2] end
  def _reduce_num(val, values, result) p [:num, val, values, result]; result end
end
show("use_result") { UseResult.new(toks("1+2+3")).parse }

# error recovery: stmts separated by ';', a bad one becomes error
REC = SLRTables.new([:NUM, ";", "+"],
  [[:stmts, [:stmt], :_reduce_first], [:stmts, [:stmts, ";", :stmt], :_reduce_more],
   [:stmt, [:exp], nil], [:stmt, [:error], :_reduce_err],
   [:exp, [:exp, "+", :NUM], :_reduce_add], [:exp, [:NUM], nil]], :stmts)
class Rec < TestParser
  tables REC
  attr_accessor :ok_after
  def _reduce_first(val, v, r = nil) [val[0]] end
  def _reduce_more(val, v, r = nil) p [:more, @racc_error_status]; yyerrok if @ok_after; val[0] + [val[2]] end
  def _reduce_err(val, v, r = nil) p [:err_rule, val, @racc_error_status]; :bad end
  def _reduce_add(val, v, r = nil) val[0] + val[2] end
  def on_error(t, v, vs) p [:on_error, t, v, vs, @racc_error_status] end
end
show("recover") { Rec.new(toks("1+2; 3 + + 4; 5")).parse }
show("recover 2") { Rec.new(toks("1 2 3; 4 ; + ; 6")).parse }
show("recover errok") { r = Rec.new(toks("1 2 3; 4 ; + 5 ; 6 7")); r.ok_after = true; r.parse }
show("recover eof") { Rec.new(toks("1 +")).parse }
show("recover start") { Rec.new(toks("+ 1")).parse }
show("status") { r = Rec.new(toks("1 + ; 2")); r.parse; r.instance_variable_get(:@racc_error_status) }
show("preset status") { r = Rec.new(toks("1 + ; 2")); r.instance_variable_set(:@racc_error_status, 2); r.parse }
show("yyparse recover") { r = Rec.new(toks("1 2; 3") + [[false, nil]]); r.yyparse_c(r, :each_token) }

class Dbg < Calc
  def initialize(t) super; @yydebug = true end
  def racc_read_token(t, tok, val) p [:read_token, t, tok, val] end
  def racc_shift(tok, tstack, vstack) p [:shift, tok, tstack, vstack] end
  def racc_reduce(toks, sim, tstack, vstack) p [:reduce, toks, sim, tstack, vstack] end
  def racc_accept; p [:accept] end
  def racc_e_pop(state, tstack, vstack) p [:e_pop, state, tstack, vstack] end
  def racc_next_state(curstate, state) p [:next_state, curstate, state] end
end
show("debug off") { Dbg.new(toks("1+2")).parse(false) }
show("debug on") { Dbg.new(toks("1+2")).parse(true) }
show("debug yydebug false") { d = Dbg.new(toks("1")); d.instance_variable_set(:@yydebug, false); d.parse(true) }
show("debug nil") { d = Dbg.new(toks("1")); d.instance_variable_set(:@yydebug, nil); d.parse(true) }
show("debug yyparse") { d = Dbg.new(toks("1") + [[false, 0]]); d.yyparse_c(d, :each_token, true) }
show("debug ivars") { d = Dbg.new(toks("1")); d.parse(true); [d.instance_variable_get(:@tstack), d.instance_variable_get(:@vstack)] }
class RecDbg < Rec
  def initialize(t) super; @yydebug = true end
  def racc_read_token(t, tok, val) p [:read_token, t, tok, val] end
  def racc_shift(tok, tstack, vstack) p [:shift, tok, tstack, vstack] end
  def racc_reduce(toks, sim, tstack, vstack) p [:reduce, toks, sim, tstack, vstack] end
  def racc_accept; p [:accept] end
  def racc_e_pop(state, tstack, vstack) p [:e_pop, state, tstack, vstack] end
  def racc_next_state(curstate, state) p [:next_state, curstate, state] end
end
show("debug recover") { RecDbg.new(toks("1 2; 3")).parse(true) }
show("params") { Racc::CparseParams.new.class }
