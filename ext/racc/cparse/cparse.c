/* cparse.c - racc/cparse: the LALR automaton of Racc::Parser in C
 * (Racc 1.4.5's runtime core: Racc::Parser#_racc_do_parse_c and
 * #_racc_yyparse_c, with Racc::CparseParams holding a parse's state).
 *
 * arg is the parser class's Racc_arg: the packed tables
 *   [action_table, action_check, action_default, action_pointer,
 *    goto_table, goto_check, goto_default, goto_pointer, nt_base,
 *    reduce_table, token_table, shift_n, reduce_n, use_result]
 * An action act of a state is a shift to state act (0 < act < shift_n),
 * a reduction by rule -act (-reduce_n < act < 0), accept (shift_n) or
 * error (-reduce_n).  Token 0 is the end of input, token 1 "error". */
#include "ruby.h"

#define RACC_VERSION "1.4.5"
#define RACC_ID "$originalId: cparse.c,v 1.8 2006/07/06 11:39:46 aamine Exp $"

#define FINAL_TOKEN INT2FIX(0)
#define ERROR_TOKEN INT2FIX(1)
/* the token 1.8.7's cparse records for a shifted error token (its raw 1,
 * which reads as Fixnum 0 in the debug hooks and the token stack) */
#define SHIFTED_ERROR_TOKEN INT2FIX(0)

enum { CP_RUNNING, CP_NEED_TOKEN, CP_FINISHED };

static VALUE cCparseParams;
static ID id_yydebug, id_nexttoken, id_onerror, id_noreduce, id_errstatus;
static ID id_d_shift, id_d_reduce, id_d_accept, id_d_read_token;
static ID id_d_next_state, id_d_e_pop, id_vstack, id_tstack;

struct cparse_params {
    VALUE parser;
    VALUE lexer;                 /* yyparse: the receiver of lexmid */
    ID lexmid;
    int lex_is_iterator;
    int error_end;      /* finished by error recovery: a yyparse iterator stops */

    VALUE action_table, action_check, action_default, action_pointer;
    VALUE goto_table, goto_check, goto_default, goto_pointer;
    long nt_base;
    VALUE reduce_table, token_table;
    long shift_n, reduce_n;
    int use_result;

    VALUE state, vstack, tstack; /* tstack: only when debugging */
    VALUE t, val;                /* the lookahead token and its value */
    int read_next;               /* the lookahead is used: read another */
    int user_yyerror;
    int debug;
    int fin;                     /* the parse has ended */
    long reduce_act;             /* the reduction do_reduce carries out */
    VALUE retval;
};

static void
params_mark(void *p)
{
    struct cparse_params *v = p;

    rb_gc_mark(v->parser);
    rb_gc_mark(v->lexer);
    rb_gc_mark(v->action_table);
    rb_gc_mark(v->action_check);
    rb_gc_mark(v->action_default);
    rb_gc_mark(v->action_pointer);
    rb_gc_mark(v->goto_table);
    rb_gc_mark(v->goto_check);
    rb_gc_mark(v->goto_default);
    rb_gc_mark(v->goto_pointer);
    rb_gc_mark(v->reduce_table);
    rb_gc_mark(v->token_table);
    rb_gc_mark(v->state);
    rb_gc_mark(v->vstack);
    rb_gc_mark(v->tstack);
    rb_gc_mark(v->t);
    rb_gc_mark(v->val);
    rb_gc_mark(v->retval);
}

static VALUE
params_alloc(VALUE klass)
{
    struct cparse_params *v;
    VALUE obj = Data_Make_Struct(klass, struct cparse_params, params_mark, -1, v);

    v->parser = v->lexer = v->action_table = v->action_check = Qnil;
    v->action_default = v->action_pointer = v->goto_table = v->goto_check = Qnil;
    v->goto_default = v->goto_pointer = v->reduce_table = v->token_table = Qnil;
    v->state = v->vstack = v->tstack = v->t = v->val = v->retval = Qnil;
    return obj;
}

/* ------------------------------------------------------------ helpers */

static VALUE
aref(VALUE ary, long i)
{
    return (i >= 0 && i < RARRAY_LEN(ary)) ? RARRAY_PTR(ary)[i] : Qnil;
}

static VALUE
last(VALUE ary)
{
    return aref(ary, RARRAY_LEN(ary) - 1);
}

static long
current_state(struct cparse_params *v)
{
    if (RARRAY_LEN(v->state) == 0) rb_raise(rb_eRuntimeError, "[Racc Bug] state stack is empty");
    return NUM2LONG(last(v->state));
}

/* the last len elements of ary removed and returned */
static VALUE
cut_tail(VALUE ary, long len)
{
    long n = RARRAY_LEN(ary);
    VALUE tail;

    if (len > n) len = n;
    tail = rb_ary_new4(len, RARRAY_PTR(ary) + n - len);
    while (len-- > 0) rb_ary_pop(ary);
    return tail;
}

/* the error status, kept in @racc_error_status: actions read it, yyerrok
 * clears it */
static long
err_status(struct cparse_params *v)
{
    VALUE st = rb_ivar_get(v->parser, id_errstatus);
    return NIL_P(st) ? 0 : NUM2LONG(st);
}

static void
set_err_status(struct cparse_params *v, long st)
{
    rb_ivar_set(v->parser, id_errstatus, LONG2NUM(st));
}

/* the action table entry at base + t for state, if its check matches */
static VALUE
packed_lookup(VALUE table, VALUE check, VALUE base, long add, VALUE owner)
{
    long i;
    VALUE act;

    if (NIL_P(base)) return Qnil;
    i = NUM2LONG(base) + add;
    if (i < 0) return Qnil;
    act = aref(table, i);
    if (NIL_P(act) || !rb_equal(aref(check, i), owner)) return Qnil;
    return act;
}

/* [tok, val] from what the lexer gave; nil is the end of input */
static void
extract_token(struct cparse_params *v, VALUE pair, VALUE *tok, VALUE *val)
{
    const char *who = v->lex_is_iterator ? rb_id2name(v->lexmid) : "next_token";
    const char *how = v->lex_is_iterator ? "yielded" : "returned";

    if (NIL_P(pair)) {
        *tok = Qfalse;
        *val = rb_str_new("$", 1);
        return;
    }
    if (TYPE(pair) != T_ARRAY)
        rb_raise(rb_eTypeError, "%s() %s %s (must be Array[2])", who, how,
                 rb_obj_classname(pair));
    if (RARRAY_LEN(pair) != 2)
        rb_raise(rb_eArgError, "%s() %s wrong size of array (%ld for 2)", who, how,
                 RARRAY_LEN(pair));
    *tok = RARRAY_PTR(pair)[0];
    *val = RARRAY_PTR(pair)[1];
}

static void
take_token(struct cparse_params *v, VALUE tok, VALUE val)
{
    v->t = rb_hash_aref(v->token_table, tok);
    if (NIL_P(v->t)) v->t = ERROR_TOKEN;
    v->val = val;
    v->read_next = 0;
    if (v->debug) rb_funcall(v->parser, id_d_read_token, 3, v->t, tok, val);
}

static void
finish(struct cparse_params *v, VALUE retval)
{
    v->retval = retval;
    v->fin = 1;
}

/* the end of error recovery: the stack ran out, or the input while recovering */
static void
finish_error(struct cparse_params *v, VALUE retval)
{
    finish(v, retval);
    v->error_end = 1;
}

static void
shift(struct cparse_params *v, long act, VALUE tok, VALUE val)
{
    rb_ary_push(v->vstack, val);
    if (v->debug) {
        rb_ary_push(v->tstack, tok);
        rb_funcall(v->parser, id_d_shift, 3, tok, v->tstack, v->vstack);
    }
    rb_ary_push(v->state, LONG2NUM(act));
}

static void
next_state_hook(struct cparse_params *v)
{
    if (v->debug) rb_funcall(v->parser, id_d_next_state, 2, last(v->state), v->state);
}

/* ------------------------------------------------------------ reduce */

/* reduces by rule -act; the state reached */
static VALUE
reduce_body(VALUE vparams)
{
    struct cparse_params *v = DATA_PTR(vparams);
    long i = -v->reduce_act * 3, len, k;
    VALUE reduce_to, mid, tmp_t = Qnil, tmp_v, result, ptr, next;

    len = NUM2LONG(aref(v->reduce_table, i));
    reduce_to = aref(v->reduce_table, i + 1);
    mid = aref(v->reduce_table, i + 2);
    if (len < 0) rb_raise(rb_eRuntimeError, "[Racc Bug] negative rule length");
    if (v->debug) tmp_t = cut_tail(v->tstack, len);
    tmp_v = cut_tail(v->vstack, len);
    cut_tail(v->state, len);
    if (!SYMBOL_P(mid)) rb_raise(rb_eTypeError, "not symbol");
    if (SYM2ID(mid) == id_noreduce)
        result = aref(tmp_v, 0);
    else if (v->use_result)
        result = rb_funcall(v->parser, SYM2ID(mid), 3, tmp_v, v->vstack, aref(tmp_v, 0));
    else
        result = rb_funcall(v->parser, SYM2ID(mid), 2, tmp_v, v->vstack);
    rb_ary_push(v->vstack, result);
    if (v->debug) {
        rb_ary_push(v->tstack, reduce_to);
        rb_funcall(v->parser, id_d_reduce, 4, tmp_t, reduce_to, v->tstack, v->vstack);
    }
    k = NUM2LONG(reduce_to) - v->nt_base;
    ptr = aref(v->goto_pointer, k);
    next = packed_lookup(v->goto_table, v->goto_check, ptr, current_state(v), LONG2NUM(k));
    if (NIL_P(next)) next = aref(v->goto_default, k);
    rb_ary_push(v->state, next);
    return Qfalse;
}

static VALUE
reduce_in_catch(VALUE tag, VALUE vparams)
{
    return reduce_body(vparams);
}

/* reduces; yyerror and yyaccept in the action throw :racc_jump, 1 or 2:
 * the action to take then, or Qnil */
static VALUE
do_reduce(VALUE vparams, struct cparse_params *v, long act)
{
    VALUE code;

    v->reduce_act = act;
    code = rb_catch("racc_jump", reduce_in_catch, vparams);
    if (code == Qfalse || NIL_P(code)) return Qnil;
    if (code == INT2FIX(1)) {
        v->user_yyerror = 1;
        return LONG2NUM(-v->reduce_n);
    }
    if (code == INT2FIX(2)) return LONG2NUM(v->shift_n);
    rb_raise(rb_eRuntimeError, "[Racc Bug] unknown jump code");
    return Qnil;
}

/* ------------------------------------------------------------ errors */

/* an error: reports it (unless recovering or yyerror asked for it), then
 * pops states until one shifts the error token, and shifts it */
static void
recover(struct cparse_params *v)
{
    long st = err_status(v);
    int pop = v->user_yyerror;   /* yyerror leaves the failed rule's state first */
    VALUE act = Qnil;

    if (st == 0) {
        if (!v->user_yyerror)
            rb_funcall(v->parser, id_onerror, 3, v->t, v->val, v->vstack);
    }
    else if (st == 3) {
        if (v->t == FINAL_TOKEN) {   /* the end of input while recovering: false */
            finish_error(v, Qfalse);
            return;
        }
        v->read_next = 1;
    }
    v->user_yyerror = 0;
    set_err_status(v, 3);
    for (;;) {
        if (!pop) {
            long s = current_state(v);
            act = packed_lookup(v->action_table, v->action_check,
                                aref(v->action_pointer, s), 1, LONG2NUM(s));
            if (!NIL_P(act)) break;
        }
        pop = 0;
        if (RARRAY_LEN(v->state) <= 1) {
            finish_error(v, Qnil);
            return;
        }
        rb_ary_pop(v->state);
        rb_ary_pop(v->vstack);
        if (v->debug) {
            rb_ary_pop(v->tstack);
            rb_funcall(v->parser, id_d_e_pop, 3, v->state, v->tstack, v->vstack);
        }
    }
    shift(v, NUM2LONG(act), SHIFTED_ERROR_TOKEN, v->val);
    next_state_hook(v);
}

/* ------------------------------------------------------------ the loop */

/* carries out act (and what it leads to) */
static void
eval_action(VALUE vparams, struct cparse_params *v, long act)
{
    for (;;) {
        if (act > 0 && act < v->shift_n) {
            long st = err_status(v);
            if (st > 0 && v->t != ERROR_TOKEN) set_err_status(v, st - 1);
            shift(v, act, v->t, v->val);
            v->read_next = 1;
        }
        else if (act < 0 && act > -v->reduce_n) {
            VALUE jump = do_reduce(vparams, v, act);
            if (!NIL_P(jump)) {
                act = NUM2LONG(jump);
                continue;
            }
        }
        else if (act == v->shift_n) {
            if (v->debug) rb_funcall(v->parser, id_d_accept, 0);
            finish(v, aref(v->vstack, 0));
            return;
        }
        else if (act == -v->reduce_n) {
            recover(v);
            return;
        }
        else {
            rb_raise(rb_eRuntimeError, "[Racc Bug] unknown action %s",
                     RSTRING_PTR(rb_inspect(LONG2NUM(act))));
        }
        next_state_hook(v);
        return;
    }
}

/* runs the automaton until the parse ends or (yyparse) it needs the next
 * token; tok/val is a token given by the lexer's block when have_token */
static void
parse_main(VALUE vparams, struct cparse_params *v, VALUE tok, VALUE val, int have_token)
{
    while (!v->fin) {
        long s = current_state(v);
        VALUE ptr = aref(v->action_pointer, s), act = Qnil;

        if (!NIL_P(ptr)) {
            if (v->read_next && v->t != FINAL_TOKEN) {
                if (v->lex_is_iterator) {
                    if (!have_token) return;
                    have_token = 0;
                }
                else {
                    VALUE pair = rb_funcall(v->parser, id_nexttoken, 0);
                    extract_token(v, pair, &tok, &val);
                }
                take_token(v, tok, val);
            }
            act = packed_lookup(v->action_table, v->action_check, ptr,
                                NUM2LONG(v->t), LONG2NUM(s));
        }
        if (NIL_P(act)) act = aref(v->action_default, s);
        eval_action(vparams, v, NUM2LONG(act));
    }
}

/* ------------------------------------------------------------ setup */

static VALUE
table_array(VALUE arg, long i)
{
    VALUE t = RARRAY_PTR(arg)[i];

    Check_Type(t, T_ARRAY);
    return t;
}

static VALUE
init_params(VALUE parser, VALUE arg, VALUE lexer, VALUE lexmid)
{
    VALUE vparams = params_alloc(cCparseParams);
    struct cparse_params *v = DATA_PTR(vparams);
    long n;

    Check_Type(arg, T_ARRAY);
    n = RARRAY_LEN(arg);
    if (n < 13 || n > 14) rb_raise(rb_eRuntimeError, "[Racc Bug] wrong arg.size %ld", n);
    v->parser = parser;
    v->lexer = lexer;
    v->lex_is_iterator = !NIL_P(lexmid);
    if (v->lex_is_iterator) {
        if (!SYMBOL_P(lexmid)) rb_raise(rb_eTypeError, "not symbol");
        v->lexmid = SYM2ID(lexmid);
    }
    v->action_table = table_array(arg, 0);
    v->action_check = table_array(arg, 1);
    v->action_default = table_array(arg, 2);
    v->action_pointer = table_array(arg, 3);
    v->goto_table = table_array(arg, 4);
    v->goto_check = table_array(arg, 5);
    v->goto_default = table_array(arg, 6);
    v->goto_pointer = table_array(arg, 7);
    v->nt_base = NUM2LONG(RARRAY_PTR(arg)[8]);
    v->reduce_table = table_array(arg, 9);
    v->token_table = RARRAY_PTR(arg)[10];
    Check_Type(v->token_table, T_HASH);
    v->shift_n = NUM2LONG(RARRAY_PTR(arg)[11]);
    v->reduce_n = NUM2LONG(RARRAY_PTR(arg)[12]);
    v->use_result = n > 13 && RTEST(RARRAY_PTR(arg)[13]);

    v->debug = RTEST(rb_ivar_get(parser, id_yydebug));
    v->state = rb_ary_new3(1, INT2FIX(0));
    v->vstack = rb_ary_new();
    v->tstack = v->debug ? rb_ary_new() : Qnil;
    v->t = INT2FIX(FIX2LONG(FINAL_TOKEN) + 1);   /* anything but the end */
    v->val = Qnil;
    v->read_next = 1;
    v->user_yyerror = 0;
    v->fin = 0;
    v->error_end = 0;
    v->retval = Qnil;
    rb_ivar_set(parser, id_vstack, v->vstack);
    rb_ivar_set(parser, id_tstack, v->tstack);
    set_err_status(v, 0);
    return vparams;
}

/* Racc::Parser#_racc_do_parse_c(arg, sysdebug): parses the tokens of
 * next_token */
static VALUE
racc_do_parse_c(VALUE parser, VALUE arg, VALUE sysdebug)
{
    VALUE vparams = init_params(parser, arg, Qnil, Qnil);
    struct cparse_params *v = DATA_PTR(vparams);

    parse_main(vparams, v, Qnil, Qnil, 0);
    return v->retval;
}

static VALUE
call_lexer(VALUE vparams)
{
    struct cparse_params *v = DATA_PTR(vparams);

    return rb_funcall(v->lexer, v->lexmid, 0);
}

/* the block given to the lexer: one token */
static VALUE
lexer_block(VALUE pair, VALUE vparams)
{
    struct cparse_params *v = DATA_PTR(vparams);
    VALUE tok, val;

    if (v->fin) rb_raise(rb_eArgError, "extra token after EndOfToken");
    extract_token(v, pair, &tok, &val);
    parse_main(vparams, v, tok, val, 1);
    if (v->fin && v->error_end) rb_iter_break();   /* the rest is not read */
    return Qnil;
}

/* Racc::Parser#_racc_yyparse_c(lexer, lexmid, arg, sysdebug): parses the
 * tokens that lexer.lexmid yields */
static VALUE
racc_yyparse_c(VALUE parser, VALUE lexer, VALUE lexmid, VALUE arg, VALUE sysdebug)
{
    VALUE vparams = init_params(parser, arg, lexer, lexmid);
    struct cparse_params *v = DATA_PTR(vparams);

    parse_main(vparams, v, Qnil, Qnil, 0);
    if (v->fin) return v->retval;
    rb_iterate(call_lexer, vparams, lexer_block, vparams);
    if (!v->fin)
        rb_raise(rb_eArgError, "%s() is finished before EndOfToken", rb_id2name(v->lexmid));
    return v->retval;
}

void
Init_cparse(void)
{
    VALUE mRacc = rb_define_module("Racc");
    VALUE cParser = rb_define_class_under(mRacc, "Parser", rb_cObject);

    rb_define_private_method(cParser, "_racc_do_parse_c", racc_do_parse_c, 2);
    rb_define_private_method(cParser, "_racc_yyparse_c", racc_yyparse_c, 4);
    rb_define_const(cParser, "Racc_Runtime_Core_Version_C", rb_str_new2(RACC_VERSION));
    rb_define_const(cParser, "Racc_Runtime_Core_Id_C", rb_str_new2(RACC_ID));
    cCparseParams = rb_define_class_under(mRacc, "CparseParams", rb_cObject);
    rb_define_alloc_func(cCparseParams, params_alloc);

    id_yydebug = rb_intern("@yydebug");
    id_nexttoken = rb_intern("next_token");
    id_onerror = rb_intern("on_error");
    id_noreduce = rb_intern("_reduce_none");
    id_errstatus = rb_intern("@racc_error_status");
    id_d_shift = rb_intern("racc_shift");
    id_d_reduce = rb_intern("racc_reduce");
    id_d_accept = rb_intern("racc_accept");
    id_d_read_token = rb_intern("racc_read_token");
    id_d_next_state = rb_intern("racc_next_state");
    id_d_e_pop = rb_intern("racc_e_pop");
    id_vstack = rb_intern("@vstack");
    id_tstack = rb_intern("@tstack");
}
