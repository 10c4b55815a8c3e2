/* eval.c - the node evaluator: rb_eval dispatches each node type to its own
   static NOINLINE function.  Frames, blocks and argument buffers live on the
   C stack; non-local exits use the tags of eval_jump.c.  Almost every
   function here may raise (longjmp) and allocate (GC). */
#include "eval_intern.h"
#include "internal.h"
#include "dln.h"
#include <math.h>
#include <sys/stat.h>
#include <unistd.h>

ID idLE, idGE, idEq;
void rb_call_inits(void);

/* ------------------------------------------------------------ interpreter state */
struct FRAME *ruby_frame;
struct SCOPE *ruby_scope;
struct RVarmap *ruby_dyna_vars;
VALUE ruby_class;
NODE *ruby_cref;
struct tag *prot_tag;
VALUE ruby_errinfo = Qnil;
VALUE ruby_wrapper;
int ruby_safe_level;
NODE *ruby_current_node;
struct BLOCK *ruby_block_pending;
int ruby_scope_vmode;

VALUE ruby_top_self;
NODE *ruby_top_cref;
unsigned long ruby_frame_uniq;
int ruby_in_eval;
NODE *ruby_eval_tree;
NODE *ruby_eval_tree_begin;
unsigned long ruby_method_serial = 1;
int ruby_running;   /* the core classes are made: Ruby code may run */

static struct FRAME top_frame;
static ID empty_tbl[3] = {2, 0, 0};
static int eval_merge_scope;  /* set while rb_eval_string_in runs a compiled tree */

static ID id_to_s, id_to_ary, id_each, id_call, id_eqq,
    id_inherited, id_backquote, id_match, id_const_missing, id_aref, id_aset;

/* ------------------------------------------------------------ scopes */

/* one xmalloc'ed block holding n local slots followed by a copy of the
   local table: a scope owning it (SCOPE_MALLOC) frees both at once, and
   its table no longer depends on the tree that declared it (GC) */
static VALUE *
vars_with_tbl(ID *tbl, ID **tblp)
{
    long n = (long)tbl[0];
    VALUE *vars = xmalloc(sizeof(VALUE) * (n > 0 ? n : 1) + sizeof(ID) * (n + 1));
    ID *copy = (ID *)(vars + (n > 0 ? n : 1));
    MEMCPY(copy, tbl, ID, n + 1);
    *tblp = copy;
    return vars;
}

/* allocates a SCOPE (GC) */
struct SCOPE *
rb_scope_new(ID *tbl, VALUE *vars)
{
    NEWOBJ(sc, struct SCOPE);
    OBJSETUP(sc, 0, T_SCOPE);
    sc->local_tbl = tbl ? tbl : empty_tbl;
    sc->local_vars = vars;
    sc->flags = 0;
    return sc;
}

/* copies a heap scope's stack-held locals to the heap */
static void
scope_vars_to_heap(struct SCOPE *scope)
{
    long n = (long)scope->local_tbl[0];
    ID *tbl;
    VALUE *vars = vars_with_tbl(scope->local_tbl, &tbl);
    MEMCPY(vars, scope->local_vars, VALUE, n);
    scope->local_vars = vars;
    scope->local_tbl = tbl;
    scope->flags |= SCOPE_MALLOC | SCOPE_NOSTACK;
}

/* the heap scope a closure keeps: a stack scope gets (once) a heap twin
   that takes over its slots; both then read and write the same slots
   (allocates: GC; the stack struct's klass word keeps the twin alive) */
struct SCOPE *
rb_scope_capture(struct SCOPE *scope)
{
    struct SCOPE *twin;
    if (!scope) return scope;
    if (scope->flags & SCOPE_STACK) {
        if (SCOPE_TWIN(scope)) return SCOPE_TWIN(scope);
        twin = rb_scope_new(scope->local_tbl, scope->local_vars);
        twin->flags = SCOPE_DONT_RECYCLE;
        if (scope->local_vars) scope_vars_to_heap(twin);
        scope->local_vars = twin->local_vars;
        scope->local_tbl = twin->local_tbl;
        twin->super.klass = (VALUE)scope;
        scope->super.klass = (VALUE)twin;
        return twin;
    }
    if (scope->flags & SCOPE_DONT_RECYCLE) return scope;
    scope->flags |= SCOPE_DONT_RECYCLE;
    if (!(scope->flags & SCOPE_MALLOC) && scope->local_vars) scope_vars_to_heap(scope);
    return scope;
}

/* a stack scope's call ends: its twin (if any) lives on alone */
void
rb_scope_release_stack(struct SCOPE *sc)
{
    if (sc && (sc->flags & SCOPE_STACK) && SCOPE_TWIN(sc)) {
        SCOPE_TWIN(sc)->super.klass = 0;
        sc->super.klass = 0;
    }
}

/* ------------------------------------------------------------ dynamic variables */

unsigned long ruby_dvar_captures;
unsigned long rb_eval_tree_edits;   /* bumped where the evaluator edits a parse tree (eval cache) */

/* A yield's own variables (from the current head down to its level's
   marker, the one in front of outer) are garbage once it returns unless a
   closure captured them: rb_yield_0 gives them straight back to the heap
   when nothing did. */
static void
dvars_recycle(struct RVarmap *head, struct RVarmap *outer)
{
    struct RVarmap *v;
    for (v = head; v && v->id; v = v->next)
        ;
    if (!v || v->next != outer) return;   /* not the chain this yield made: leave it to the GC */
    rb_gc_recycle_varmaps(head, v);   /* rb_dvar_new's slots, the level's marker v last */
}

/* the dynamic variables to go back to at a tag that saved the chain */
struct RVarmap *
rb_dvars_at_tag(struct RVarmap *saved)
{
    return saved;
}

/* allocates a varmap entry (GC) */
struct RVarmap *
rb_dvar_new(ID id, VALUE val, struct RVarmap *next)
{
    return rb_gc_varmap_new(id, val, next);
}

VALUE
rb_dvar_defined(ID id)
{
    struct RVarmap *vars;
    for (vars = ruby_dyna_vars; vars; vars = vars->next)
        if (vars->id == id) return Qtrue;
    return Qfalse;
}

VALUE
rb_dvar_curr(ID id)
{
    struct RVarmap *vars;
    for (vars = ruby_dyna_vars; vars && vars->id; vars = vars->next)
        if (vars->id == id) return Qtrue;
    return Qfalse;
}

VALUE
rb_dvar_ref(ID id)
{
    struct RVarmap *vars;
    for (vars = ruby_dyna_vars; vars; vars = vars->next)
        if (vars->id == id) return vars->val;
    return Qnil;
}

void
rb_dvar_push(ID id, VALUE value)
{
    ruby_dyna_vars = rb_dvar_new(id, value, ruby_dyna_vars);
}

/* inserts a new variable at the end of the current block level, so closures
   and bindings made earlier in this invocation see it too (GC).  The first
   one takes over the level's marker node (everything made so far holds it)
   and a new marker goes behind it */
static void
dvar_insert_curr(ID id, VALUE value)
{
    struct RVarmap *vars = ruby_dyna_vars, *prev = 0;
    while (vars && vars->id) { prev = vars; vars = vars->next; }
    if (prev) {
        prev->next = rb_dvar_new(id, value, prev->next);
    }
    else if (vars) {   /* the level's marker */
        vars->next = rb_dvar_new(0, 0, vars->next);
        vars->id = id;
        vars->val = value;
    }
    else {
        ruby_dyna_vars = rb_dvar_new(id, value, 0);
    }
}

void
rb_dvar_asgn_curr(ID id, VALUE value)
{
    struct RVarmap *vars;
    for (vars = ruby_dyna_vars; vars && vars->id; vars = vars->next) {
        if (vars->id == id) { vars->val = value; return; }
    }
    dvar_insert_curr(id, value);
}

void
rb_dvar_asgn(ID id, VALUE value)
{
    struct RVarmap *vars;
    for (vars = ruby_dyna_vars; vars; vars = vars->next) {
        if (vars->id == id) { vars->val = value; return; }
    }
    dvar_insert_curr(id, value);
}

/* ------------------------------------------------------------ $_ and $~ */

VALUE *
rb_svar(int cnt)
{
    static VALUE dummy[2];
    struct SCOPE *sc = ruby_scope;
    VALUE *own;
    if (!sc || !sc->local_vars || (long)sc->local_tbl[0] <= cnt) {
        dummy[cnt & 1] = Qnil;
        return &dummy[cnt & 1];
    }
    own = rb_thread_svar(sc, cnt);
    return own ? own : &sc->local_vars[cnt];
}

VALUE rb_lastline_get(void) { return *rb_svar(0); }
void rb_lastline_set(VALUE val) { *rb_svar(0) = val; }
VALUE rb_backref_get(void) { return *rb_svar(1); }
void rb_backref_set(VALUE val) { *rb_svar(1) = val; }

/* ------------------------------------------------------------ safe level */

void
rb_set_safe_level(int level)
{
    if (level > ruby_safe_level) ruby_safe_level = level;   /* 1.8.7 keeps levels over 4 */
}

/* $SAFE reads the running level */
static VALUE
safe_getter(void)
{
    return INT2FIX(ruby_safe_level);
}

/* $SAFE = n: the level can only go up (at most 4) */
static void
safe_setter(VALUE val)
{
    int level = NUM2INT(val);
    if (level < ruby_safe_level)
        rb_raise(rb_eSecurityError, "tried to downgrade safe level from %d to %d",
                 ruby_safe_level, level);
    rb_set_safe_level(level);
}

void
rb_secure(int level)
{
    if (level <= ruby_safe_level) {
        if (ruby_frame && ruby_frame->last_func)
            rb_raise(rb_eSecurityError, "Insecure operation `%s' at level %d",
                     rb_id2name(ruby_frame->last_func), ruby_safe_level);
        rb_raise(rb_eSecurityError, "Insecure operation at level %d", ruby_safe_level);
    }
}

void
rb_secure_update(VALUE obj)
{
    if (!OBJ_TAINTED(obj)) rb_secure(4);
}

void
rb_check_safe_obj(VALUE x)
{
    if (ruby_safe_level > 0 && OBJ_TAINTED(x)) {
        if (ruby_frame && ruby_frame->last_func)
            rb_raise(rb_eSecurityError, "Insecure operation - %s", rb_id2name(ruby_frame->last_func));
        rb_raise(rb_eSecurityError, "Insecure operation: -r");
    }
    rb_secure(4);
}

void
rb_check_safe_str(VALUE x)
{
    rb_check_safe_obj(x);
    if (TYPE(x) != T_STRING)
        rb_raise(rb_eTypeError, "wrong argument type %s (expected String)", rb_obj_classname(x));
}

/* ------------------------------------------------------------ cref */

NODE *
rb_cref_push(VALUE klass)
{
    ruby_cref = NEW_NODE(NODE_CREF, klass, 0, ruby_cref);
    return ruby_cref;
}

void
rb_cref_pop(void)
{
    ruby_cref = ruby_cref->nd_next;
}

static VALUE
cref_class(void)
{
    NODE *cref = ruby_cref;
    while (cref && cref->nd_next && (!cref->nd_clss || FL_TEST(cref->nd_clss, FL_SINGLETON) == 0 ? 0 : 0))
        cref = cref->nd_next;
    if (!cref || !cref->nd_clss) return rb_cObject;
    return cref->nd_clss;
}

/* ------------------------------------------------------------ helpers */

static inline void
set_line(NODE *node)
{
    ruby_current_node = node;
    ruby_sourcefile = node->nd_file;
    ruby_sourceline = nd_line(node);
}

static VALUE eval_to_array(VALUE self, NODE *node);
static VALUE splat_value(VALUE v);
static void assign(VALUE self, NODE *lhs, VALUE val, int pcall);
static VALUE massign(VALUE self, NODE *node, VALUE val, int pcall);

#define ARGBUF 6

/* an operand, argument or Array literal element: local variables,
   literals, self and nil without a trip through the dispatcher (most
   operands are one of those); anything else is rb_eval's */
static inline VALUE eval_call_node(VALUE self, NODE *node);

static inline __attribute__((always_inline)) VALUE
eval_operand(VALUE self, NODE *n)
{
    int type;
    if (!n) return Qnil;
    type = nd_type(n);
    if (type == NODE_LVAR) return ruby_scope->local_vars[n->nd_cnt];
    if (type == NODE_LIT) return n->nd_lit;
    if (type == NODE_CALL || type == NODE_FCALL) {   /* `a.size + b.size`, `f(g(x))`: not via rb_eval */
        EVAL_STACK_CHECK();
        return eval_call_node(self, n);
    }
    if (type == NODE_SELF) return self;
    if (type == NODE_NIL) return Qnil;
    return rb_eval(self, n);
}

/* evaluates an argument node into buf (or a new Array kept in *tmp);
   returns argc; may raise */
static int
eval_args(VALUE self, NODE *n, VALUE *buf, volatile VALUE *tmp, VALUE **argvp)
{
    *argvp = buf;
    if (!n) return 0;
    if (nd_type(n) == NODE_ARRAY && n->nd_alen <= ARGBUF) {
        int i = 0;
        for (; n; n = n->nd_next) buf[i++] = eval_operand(self, n->nd_head);
        return i;
    }
    *tmp = eval_to_array(self, n);
    *argvp = RARRAY_PTR(*tmp);
    return (int)RARRAY_LEN(*tmp);
}

/* Array for a list/splat/argscat/argspush node (GC) */
static VALUE
eval_to_array(VALUE self, NODE *n)
{
    VALUE ary, v;
    switch (nd_type(n)) {
      case NODE_ARRAY:
        ary = rb_ary_new2(n->nd_alen);
        for (; n; n = n->nd_next) rb_ary_push(ary, rb_eval(self, n->nd_head));
        return ary;
      case NODE_ZARRAY:
        return rb_ary_new();
      case NODE_SPLAT:
        return rb_ary_dup(splat_value(rb_eval(self, n->nd_head)));
      case NODE_ARGSCAT:
        ary = eval_to_array(self, n->nd_head);
        v = splat_value(rb_eval(self, n->nd_body));
        return rb_ary_concat(ary, v);
      case NODE_ARGSPUSH:
        ary = eval_to_array(self, n->nd_head);
        return rb_ary_push(ary, rb_eval(self, n->nd_body));
      default:
        v = rb_eval(self, n);
        if (TYPE(v) == T_ARRAY) return rb_ary_dup(v);
        return rb_ary_new3(1, v);
    }
}

/* `*v`: to_a conversion of 1.8 (nil gives [nil]? no: [] in args) */
static VALUE
splat_value(VALUE v)
{
    if (NIL_P(v)) return rb_ary_new3(1, Qnil);
    if (TYPE(v) == T_ARRAY) return v;
    return rb_Array(v);     /* a to_a that answers no Array: TypeError (1.8.7) */
}

/* `a, b = obj` and `when *obj`: as 1.8.7, asks respond_to? first, then
   converts strictly (asking again): a to_ary that answers nil is an error */
static VALUE
strict_to_ary(VALUE x)
{
    if (TYPE(x) == T_ARRAY) return x;
    if (!rb_respond_to(x, id_to_ary)) return rb_ary_new3(1, x);
    return rb_convert_type(x, T_ARRAY, "Array", "to_ary");
}

/* ------------------------------------------------------------ node handlers */

/* under set_trace_func, 1.8.7 gives a "line" event at an if once its
   condition is known, and at each value of a when before it is tried */
static void
trace_line_at(VALUE self, NODE *node)
{
    if (__builtin_expect(ruby_trace_func != 0, 0) && node) {
        set_line(node);
        rb_trace_frame_event("line", self);
    }
}

static EVAL_NOINLINE VALUE
eval_if(VALUE self, NODE *node)
{
    int cond = RTEST(rb_eval(self, node->nd_cond));
    trace_line_at(self, node);
    return rb_eval(self, cond ? node->nd_body : node->nd_else);
}

/* Fixnum#== as defined at start-up (ruby_init): the builtin one */
static VALUE (*fixnum_eq_builtin)(ANYARGS);

/* `e === val` for an immediate e (Symbol, Fixnum, nil, true, false) whose
   === is still the builtin identity test (Symbol's rb_obj_equal, Kernel's
   rb_equal, which asks == only when they differ: Fixnum's builtin == says
   no for another Fixnum), without a call; 0 when it needs one (or when
   traced) */
static int
eqq_immediate(VALUE e, VALUE val, int *res)
{
    NODE *body;
    if (!SPECIAL_CONST_P(e) || ruby_trace_func) return 0;   /* traced: the c-call events */
    body = rb_method_node(CLASS_OF(e), id_eqq);
    if (!body || nd_type(body) != NODE_CFUNC) return 0;
    if (body->nd_cfnc == (VALUE (*)(ANYARGS))rb_obj_equal) {
        *res = e == val;
        return 1;
    }
    if (body->nd_cfnc != (VALUE (*)(ANYARGS))rb_equal) return 0;
    if (e == val) {
        *res = 1;
        return 1;
    }
    if (!FIXNUM_P(e) || !FIXNUM_P(val)) return 0;
    body = rb_method_node(rb_cFixnum, idEq);
    if (!body || nd_type(body) != NODE_CFUNC || body->nd_cfnc != fixnum_eq_builtin) return 0;
    *res = 0;
    return 1;
}

static int
when_match(VALUE self, VALUE val, NODE *vals, int nosubj)
{
    int r;
    for (; vals; vals = vals->nd_next) {
        NODE *v = vals->nd_head;
        if (nd_type(vals) != NODE_ARRAY) { v = vals; vals = 0; }
        trace_line_at(self, v);
        if (v && nd_type(v) == NODE_SPLAT) {
            VALUE ary = strict_to_ary(rb_eval(self, v->nd_head));
            long i;
            for (i = 0; i < RARRAY_LEN(ary); i++) {
                VALUE e = RARRAY_PTR(ary)[i];
                if (nosubj ? RTEST(e) : RTEST(rb_funcall(e, id_eqq, 1, val))) return 1;
            }
        }
        else {
            VALUE e = rb_eval(self, v);
            if (nosubj) { if (RTEST(e)) return 1; }
            else if (eqq_immediate(e, val, &r)) { if (r) return 1; }
            else if (RTEST(rb_funcall(e, id_eqq, 1, val))) return 1;
        }
        if (!vals) break;
    }
    return 0;
}

static EVAL_NOINLINE VALUE
eval_case(VALUE self, NODE *node)
{
    VALUE val = rb_eval(self, node->nd_head);
    NODE *w = node->nd_body;
    while (w && nd_type(w) == NODE_WHEN) {
        set_line(w);
        if (when_match(self, val, w->nd_head, 0)) return rb_eval(self, w->nd_body);
        w = w->nd_next;
    }
    return rb_eval(self, w);
}

static EVAL_NOINLINE VALUE
eval_when(VALUE self, NODE *w)
{
    while (w && nd_type(w) == NODE_WHEN) {
        if (when_match(self, Qnil, w->nd_head, 1)) return rb_eval(self, w->nd_body);
        w = w->nd_next;
    }
    return rb_eval(self, w);
}

/* plain loop, no tag: the body has no break/next/redo of its own */
static VALUE
loop_plain(VALUE self, NODE *node, int until)
{
    if (node->nd_state && RTEST(rb_eval(self, node->nd_cond)) == until) return Qnil;
    do {
        rb_eval(self, node->nd_body);
        CHECK_INTS; STACK_WIPE(WIPE_LOOP);
    } while (RTEST(rb_eval(self, node->nd_cond)) != until);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_while(VALUE self, NODE *node)
{
    int until = nd_type(node) == NODE_UNTIL;
    volatile VALUE result = Qnil;
    volatile int first = node->nd_state;
    int state;

    rb_scan_jumps(node);
    if (!(node->flags & NODE_FL_TAG)) return loop_plain(self, node, until);
    PUSH_TAG(PROT_LOOP);
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) {
            if (first && RTEST(rb_eval(self, node->nd_cond)) == until) break;
            first = 1;
          redo:
            rb_eval(self, node->nd_body);
            CHECK_INTS; STACK_WIPE(WIPE_LOOP);
            continue;
        }
        /* a turn ended by redo/next still takes signals and Thread#raise */
        if (state == TAG_REDO && !ruby_jump_dst) { state = 0; CHECK_INTS; goto redo; }
        if (state == TAG_NEXT && !ruby_jump_dst) { first = 1; state = 0; CHECK_INTS; continue; }
        if (state == TAG_BREAK && !ruby_jump_dst) { result = _tag.retval; state = 0; }
        break;
    }
    POP_TAG();
    if (state) JUMP_TAG(state);
    return result;
}

/* the condition of the -n/-p loop (rb_parser_while_loop): gets, no frame */
static EVAL_NOINLINE VALUE
eval_opt_n(VALUE self, NODE *node)
{
    ruby_sourceline = nd_line(node);    /* made at the program's end */
    return rb_gets();
}

/* blocks ---------------------------------------------------------------- */

static void
block_init(struct BLOCK *blk, NODE *var, NODE *body, VALUE self)
{
    blk->var = var;
    blk->body = body;
    blk->self = self;
    blk->frame = *ruby_frame;
    if (ruby_frame->flags & FRAME_LAMBDA) {
        /* as 1.8.7: a return in a block inside a lambda skips the lambda */
        blk->frame.uniq = ruby_frame->home_uniq;
        blk->frame.flags &= ~FRAME_LAMBDA;
    }
    blk->scope = ruby_scope;
    blk->klass = ruby_class;
    blk->cref = ruby_cref;
    blk->flags = BLOCK_D_SCOPE;
    blk->vmode = ruby_scope_vmode;
    blk->uniq = ++ruby_frame_uniq;
    blk->dyna_vars = ruby_dyna_vars;
    blk->block_obj = 0;
    blk->wrapper = ruby_wrapper;
    blk->outer = ruby_frame->block;
}

static VALUE eval_call_blk(VALUE self, NODE *node, struct BLOCK *blk);
static VALUE eval_for_call(VALUE self, NODE *node, struct BLOCK *blk);

static void
postexe_call(VALUE proc)
{
    rb_proc_call(proc, rb_ary_new());
}

/* END { } registers its block once; kept out of eval_iter so the
   iterator's frame holds one BLOCK, not two */
static EVAL_NOINLINE VALUE
eval_end_block(VALUE self, NODE *node)
{
    struct BLOCK b2;
    block_init(&b2, node->nd_var, node->nd_body, self);
    rb_set_end_proc(postexe_call, rb_proc_from_block(&b2, rb_cProc));
    node->nd_iter = NEW_NIL();   /* registered once */
    rb_eval_tree_edits++;
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_iter(VALUE self, NODE *node)
{
    struct BLOCK blk;
    volatile VALUE result = Qnil;
    int state;

    if (nd_type(node) == NODE_ITER && node->nd_iter && nd_type(node->nd_iter) == NODE_POSTEXE)
        return eval_end_block(self, node);
    block_init(&blk, node->nd_var, node->nd_body, self);
    PUSH_TAG(PROT_ITER);
    _tag.dst = blk.uniq;
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) {
            if (nd_type(node) == NODE_FOR) result = eval_for_call(self, node, &blk);
            else result = eval_call_blk(self, node->nd_iter, &blk);
        }
        else if (state == TAG_BREAK && ruby_jump_dst == blk.uniq) {
            result = _tag.retval; state = 0;
        }
        else if (state == TAG_RETRY && (ruby_jump_dst == 0 || ruby_jump_dst == blk.uniq)) {
            continue;
        }
        break;
    }
    POP_TAG();
    if (!(blk.flags & BLOCK_D_SCOPE)) ruby_dyna_vars = blk.dyna_vars;  /* vars made by a for body */
    if (state) JUMP_TAG(state);
    return result;
}

static VALUE
eval_for_call(VALUE self, NODE *node, struct BLOCK *blk)
{
    VALUE recv = rb_eval(self, node->nd_iter);
    blk->flags &= ~BLOCK_D_SCOPE;   /* the body's variables are the enclosing scope's */
    return rb_call(CLASS_OF(recv), recv, id_each, 0, 0, CALL_FCALL, self, blk);
}

/* break/next go to the nearest loop or block body; with none, break raises
   LocalJumpError where it stands, next at the method's edge (as 1.8.7) */
static void
loop_jump(int state, VALUE v)
{
    struct tag *tt;
    for (tt = prot_tag; tt; tt = tt->prev) {
        if (tt->tag == PROT_LOOP || tt->tag == PROT_LAMBDA) rb_jump_to(state, v, 0);
        /* an iterator call whose receiver or arguments are being evaluated
           (`[eval("break 1")].each {}`), or a block body that took no tag:
           1.8.7's iterator catches the break, its value the call's */
        if (tt->tag == PROT_ITER && state == TAG_BREAK) rb_jump_to(state, v, tt->dst);
        if (tt->tag == PROT_FUNC) {
            if (state == TAG_NEXT) rb_jump_to(state, v, 0);
            break;
        }
    }
    if (state == TAG_BREAK) rb_localjump_error("unexpected break", v, rb_intern("break"));
    rb_localjump_error("unexpected next", v, rb_intern("next"));
}

static EVAL_NOINLINE VALUE
eval_break(VALUE self, NODE *node)
{
    loop_jump(TAG_BREAK, node->nd_stts ? rb_eval(self, node->nd_stts) : Qnil);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_next(VALUE self, NODE *node)
{
    loop_jump(TAG_NEXT, node->nd_stts ? rb_eval(self, node->nd_stts) : Qnil);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_redo(VALUE self, NODE *node)
{
    CHECK_INTS;   /* a redo loop still takes signals and thread switches */
    rb_jump_to(TAG_REDO, Qnil, 0);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_retry(VALUE self, NODE *node)
{
    CHECK_INTS;
    rb_jump_to(TAG_RETRY, Qnil, 0);
    return Qnil;
}

static VALUE
svalue_of(VALUE self, NODE *n)
{
    VALUE ary = eval_to_array(self, n);
    if (RARRAY_LEN(ary) == 0) return Qnil;
    if (RARRAY_LEN(ary) == 1) return RARRAY_PTR(ary)[0];
    return ary;
}

/* return: finds the method frame (or lambda) the value goes to */
static EVAL_NOINLINE VALUE
eval_return(VALUE self, NODE *node)
{
    VALUE v = Qnil;
    struct tag *tt;
    unsigned long dst = ruby_frame->uniq;
    NODE *s = node->nd_stts;

    if (s) {
        if (nd_type(s) == NODE_ARRAY) v = eval_to_array(self, s);
        else v = rb_eval(self, s);
    }
    if (node->nd_tailret == RETURN_TAIL) return v;   /* the def body's value: no jump */
    for (tt = prot_tag; tt; tt = tt->prev) {
        if ((tt->tag == PROT_FUNC || tt->tag == PROT_LAMBDA) && tt->dst == dst)
            rb_jump_to(TAG_RETURN, v, dst);
    }
    /* a thread's tags end at its start: the method is in another thread */
    if (rb_thread_current() != rb_thread_main())
        rb_raise(rb_eThreadError, "return can't jump across threads");
    rb_localjump_error("unexpected return", v, rb_intern("return"));
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_begin(VALUE self, NODE *node)
{
    return rb_eval(self, node->nd_body);
}

/* exception class matching of one rescue clause */
static int
rescue_match(VALUE self, NODE *resq)
{
    VALUE err = ruby_errinfo, ary;
    long i;
    if (!resq->nd_args) return rb_obj_is_kind_of(err, rb_eStandardError) != Qfalse;
    ary = eval_to_array(self, resq->nd_args);
    for (i = 0; i < RARRAY_LEN(ary); i++) {
        VALUE c = RARRAY_PTR(ary)[i];
        if (!rb_obj_is_kind_of(c, rb_cModule))
            rb_raise(rb_eTypeError, "class or module required for rescue clause");
        if (RTEST(rb_funcall(c, id_eqq, 1, err))) return 1;
    }
    return 0;
}

static NODE *
rescue_find(VALUE self, NODE *node)
{
    NODE *resq;
    for (resq = node->nd_resq; resq; resq = resq->nd_head)
        if (rescue_match(self, resq)) return resq;
    return 0;
}

static EVAL_NOINLINE VALUE
eval_rescue(VALUE self, NODE *node)
{
    volatile VALUE result = Qnil;
    volatile VALUE e_info = ruby_errinfo;
    NODE *volatile handler = 0;
    volatile int phase = 0;    /* 0 body, 1 matching, 2 handler */
    int state;

    PUSH_TAG(PROT_NONE);
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) {
            if (phase == 0) result = rb_eval(self, node->nd_head);
            else result = rb_eval(self, handler->nd_body);
            break;
        }
        if (state == TAG_RAISE && phase == 0) {
            phase = 1;
            handler = rescue_find(self, node);
            if (!handler) break;
            phase = 2;
            continue;
        }
        if (state == TAG_RETRY && phase == 2) {
            phase = 0;
            ruby_errinfo = e_info;
            continue;
        }
        break;
    }
    POP_TAG();
    /* left otherwise than by an exception (also a body that set $!, or
       1.8.7's fatal "exception reentered"): $! is back; a thread kill keeps it */
    if (state != TAG_RAISE && (state != TAG_FATAL || rb_exc_reentered_p(ruby_errinfo)))
        ruby_errinfo = e_info;
    if (state) JUMP_TAG(state);
    if (phase != 2 && node->nd_else) result = rb_eval(self, node->nd_else);
    return result;
}

static EVAL_NOINLINE VALUE
eval_ensure(VALUE self, NODE *node)
{
    volatile VALUE result = Qnil;
    int state;
    VALUE jv, errinfo;
    unsigned long jd;

    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = rb_eval(self, node->nd_head);
    POP_TAG();
    if (node->nd_ensr && !(state == TAG_FATAL && rb_thread_skips_ensure())) {
        jv = rb_jump_value_get(&jd);
        errinfo = ruby_errinfo;
        rb_eval(self, node->nd_ensr);
        rb_jump_value_set(jv, jd);
        if (state == TAG_RAISE) ruby_errinfo = errinfo;
    }
    if (state) JUMP_TAG(state);
    return result;
}

static EVAL_NOINLINE VALUE
eval_and(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_1st);
    if (!RTEST(v)) return v;
    return rb_eval(self, node->nd_2nd);
}

static EVAL_NOINLINE VALUE
eval_or(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_1st);
    if (RTEST(v)) return v;
    return rb_eval(self, node->nd_2nd);
}

static EVAL_NOINLINE VALUE
eval_not(VALUE self, NODE *node)
{
    return RTEST(rb_eval(self, node->nd_body)) ? Qfalse : Qtrue;
}

/* flip-flops: the state lives in a hidden local slot */
static EVAL_NOINLINE VALUE
eval_flip(VALUE self, NODE *node)
{
    VALUE *flip = &ruby_scope->local_vars[node->nd_cnt];
    int three = nd_type(node) == NODE_FLIP3;
    if (!RTEST(*flip)) {
        if (!RTEST(rb_eval(self, node->nd_beg))) return Qfalse;
        if (three) { *flip = Qtrue; return Qtrue; }
        *flip = RTEST(rb_eval(self, node->nd_end)) ? Qfalse : Qtrue;
        return Qtrue;
    }
    if (RTEST(rb_eval(self, node->nd_end))) *flip = Qfalse;
    return Qtrue;
}

/* assignments ----------------------------------------------------------- */

static EVAL_NOINLINE VALUE
eval_lasgn(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    ruby_scope->local_vars[node->nd_cnt] = v;
    return v;
}

static EVAL_NOINLINE VALUE
eval_dasgn(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    rb_dvar_asgn(node->nd_vid, v);
    return v;
}

static EVAL_NOINLINE VALUE
eval_dasgn_curr(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    rb_dvar_asgn_curr(node->nd_vid, v);
    return v;
}

static EVAL_NOINLINE VALUE
eval_gasgn(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    rb_gvar_set(node->nd_entry, v);
    return v;
}

/* node (NODE_IASGN) keeps in nd_cnt where its name was last found among
   self's ivars: a plain object with it there is written with one compare */
static void
ivar_set(VALUE self, NODE *node, VALUE v)
{
    ID id = node->nd_vid;
    long h = node->nd_cnt;
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(self))
        rb_raise(rb_eSecurityError, "Insecure: can't modify instance variable");
    if (!SPECIAL_CONST_P(self) && BUILTIN_TYPE(self) == T_OBJECT && !OBJ_FROZEN(self)) {
        struct RObject *o = ROBJECT(self);
        if ((unsigned long)h < o->iv_len && o->iv_ptr[h].id == id) {
            o->iv_ptr[h].val = v;
            return;
        }
    }
    rb_ivar_set_hinted(self, id, v, &node->nd_cnt);
}

static EVAL_NOINLINE VALUE
eval_iasgn(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    ivar_set(self, node, v);
    return v;
}

static VALUE eval_colon_base(VALUE self, NODE *cpath);
static VALUE cref_target(const char *what);

static void
cdecl_set(VALUE self, NODE *node, VALUE v)
{
    if (node->nd_vid) {
        VALUE c = ruby_cref ? ruby_cref->nd_clss : 0;
        if (c && NIL_P(c))
            rb_raise(rb_eTypeError, "no class/module to define constant %s", rb_id2name(node->nd_vid));
        rb_const_set(c ? c : rb_cObject, node->nd_vid, v);
    }
    else {
        VALUE base = eval_colon_base(self, node->nd_else);
        rb_const_set(base, node->nd_else->nd_mid, v);
    }
}

static EVAL_NOINLINE VALUE
eval_cdecl(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    cdecl_set(self, node, v);
    return v;
}

/* the class a class variable belongs to: the lexical class, skipping
   singleton classes (up to the top level: Object's, with 1.8.7's warning) */
static VALUE
cvar_base(void)
{
    NODE *cref = ruby_cref;
    VALUE c;
    while (cref && cref->nd_next && FL_TEST(cref->nd_clss, FL_SINGLETON)) {
        cref = cref->nd_next;
        if (!cref->nd_next) rb_warn("class variable access from toplevel singleton method");
    }
    c = cref ? cref->nd_clss : 0;
    if (!c || NIL_P(c)) return rb_cObject;   /* no class (instance_eval on 1): Object's */
    return c;
}

static EVAL_NOINLINE VALUE
eval_cvasgn(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_value);
    if (ruby_cref && NIL_P(ruby_cref->nd_clss)) cref_target("class/module to define class variable");
    rb_cvar_set(cvar_base(), node->nd_vid, v, nd_type(node) == NODE_CVDECL);
    return v;
}

static VALUE
attrasgn_call(VALUE self, NODE *node, int argc, VALUE *argv)
{
    VALUE recv;
    int scope = CALL_PUBLIC;
    if (node->nd_recv == (NODE *)1) { recv = self; scope = CALL_FCALL; }
    else recv = rb_eval(self, node->nd_recv);
    return rb_call(CLASS_OF(recv), recv, node->nd_mid, argc, argv, scope, self, 0);
}

static EVAL_NOINLINE VALUE
eval_attrasgn(VALUE self, NODE *node)
{
    VALUE buf[ARGBUF], *argv, recv;
    volatile VALUE tmp = Qnil;
    int argc, scope = CALL_PUBLIC;

    if (node->nd_recv == (NODE *)1) { recv = self; scope = CALL_FCALL; }
    else recv = rb_eval(self, node->nd_recv);
    argc = eval_args(self, node->nd_args, buf, &tmp, &argv);
    rb_call(CLASS_OF(recv), recv, node->nd_mid, argc, argv, scope, self, 0);
    return argc > 0 ? argv[argc - 1] : Qnil;
}

/* op_asgn ------------------------------------------------------------- */

static inline int fast_binop(ID mid, VALUE a, VALUE b, VALUE *res);

/* `recv[args] op= rval`: the index arguments evaluated once onto the stack
   (an Array only for splats or many), `[]` and `[]=` called as functions */
static EVAL_NOINLINE VALUE
eval_op_asgn1(VALUE self, NODE *node)
{
    VALUE recv = rb_eval(self, node->nd_recv), buf[ARGBUF], *args, *argv, val, arg;
    volatile VALUE tmp = Qnil;
    ID op = node->nd_mid;
    NODE *rval = node->nd_args->nd_head;
    int n = eval_args(self, node->nd_args->nd_next, buf, &tmp, &args);

    argv = ALLOCA_N(VALUE, n + 1);  /* a callee may change its argv: ours stays */
    MEMCPY(argv, args, VALUE, n);
    /* as 1.8.7: [] runs at the index's line, the operator at the value's */
    if (node->nd_args->nd_next) set_line(node->nd_args->nd_next);
    /* as 1.8.7: the reader is called as by a receiver (private refused,
       protected checked against self), the writer without any check */
    val = rb_call(CLASS_OF(recv), recv, id_aref, n, argv, CALL_PUBLIC, self, 0);
    if (op == 0) {             /* ||= */
        if (RTEST(val)) return val;
        val = rb_eval(self, rval);
    }
    else if (op == 1) {        /* &&= */
        if (!RTEST(val)) return val;
        val = rb_eval(self, rval);
    }
    else {
        arg = rb_eval(self, rval);
        set_line(rval);
        if (!((op < 128 || op == idLE || op == idGE || op == idEq) && fast_binop(op, val, arg, &val)))
            val = rb_funcall2(val, op, 1, &arg);
    }
    MEMCPY(argv, args, VALUE, n);
    argv[n] = val;
    rb_funcall2(recv, id_aset, n + 1, argv);
    RB_GC_GUARD(recv);
    return val;
}

static EVAL_NOINLINE VALUE
eval_op_asgn2(VALUE self, NODE *node)
{
    NODE *op = node->nd_next;
    VALUE recv = rb_eval(self, node->nd_recv);
    /* the reader as by a receiver, the writer without any check (1.8.7) */
    VALUE val = rb_call(CLASS_OF(recv), recv, op->nd_vid, 0, 0, CALL_PUBLIC, self, 0);
    if (op->nd_mid == 0) {
        if (RTEST(val)) return val;
        val = rb_eval(self, node->nd_value);
    }
    else if (op->nd_mid == 1) {
        if (!RTEST(val)) return val;
        val = rb_eval(self, node->nd_value);
    }
    else {   /* the operator: Fixnum/Float ones without a call, as in op_asgn1 */
        ID mid = op->nd_mid;
        VALUE arg = rb_eval(self, node->nd_value);
        if (!((mid < 128 || mid == idLE || mid == idGE || mid == idEq) && fast_binop(mid, val, arg, &val)))
            val = rb_funcall2(val, mid, 1, &arg);
    }
    rb_funcall2(recv, op->nd_aid, 1, &val);
    return val;
}

static const char *is_defined(VALUE self, NODE *node, char *buf);

static EVAL_NOINLINE VALUE
eval_op_asgn_or(VALUE self, NODE *node)
{
    VALUE v = Qnil;
    NODE *h = node->nd_head;
    int t = nd_type(h);
    if ((t == NODE_IVAR || t == NODE_GVAR || t == NODE_CVAR) &&
        !is_defined(self, h, 0)) {
        v = Qnil;
    }
    else {
        v = rb_eval(self, h);
    }
    if (RTEST(v)) return v;
    return rb_eval(self, node->nd_value);
}

static EVAL_NOINLINE VALUE
eval_op_asgn_and(VALUE self, NODE *node)
{
    VALUE v = rb_eval(self, node->nd_head);
    if (!RTEST(v)) return v;
    return rb_eval(self, node->nd_value);
}

/* multiple assignment ------------------------------------------------- */

static void
assign(VALUE self, NODE *lhs, VALUE val, int pcall)
{
    if (lhs == (NODE *)-1 || lhs == 0) return;
    switch (nd_type(lhs)) {
      case NODE_LASGN:
        ruby_scope->local_vars[lhs->nd_cnt] = val;
        break;
      case NODE_DASGN:
        rb_dvar_asgn(lhs->nd_vid, val);
        break;
      case NODE_DASGN_CURR:
        rb_dvar_asgn_curr(lhs->nd_vid, val);
        break;
      case NODE_GASGN:
        rb_gvar_set(lhs->nd_entry, val);
        break;
      case NODE_IASGN:
        ivar_set(self, lhs, val);
        break;
      case NODE_CDECL:
        cdecl_set(self, lhs, val);
        break;
      case NODE_CVDECL:
      case NODE_CVASGN:
        rb_cvar_set(cvar_base(), lhs->nd_vid, val, nd_type(lhs) == NODE_CVDECL);
        break;
      case NODE_MASGN:
        massign(self, lhs, val, pcall);
        break;
      case NODE_ATTRASGN: {
        volatile VALUE args = lhs->nd_args ? eval_to_array(self, lhs->nd_args) : rb_ary_new();
        rb_ary_push(args, val);
        set_line(lhs);      /* as 1.8.7: the call is at the target's line */
        attrasgn_call(self, lhs, (int)RARRAY_LEN(args), RARRAY_PTR(args));
        break;
      }
      case NODE_CALL: {
        VALUE recv = rb_eval(self, lhs->nd_recv);
        volatile VALUE args = lhs->nd_args ? eval_to_array(self, lhs->nd_args) : rb_ary_new();
        rb_ary_push(args, val);
        rb_call(CLASS_OF(recv), recv, lhs->nd_mid, (int)RARRAY_LEN(args), RARRAY_PTR(args),
                CALL_PUBLIC, self, 0);
        break;
      }
      default:
        rb_bug("bug in variable assignment (node type %d)", nd_type(lhs));
    }
}

/* assigns the elements of val (converted with to_ary unless already an
   Array from a list) to the targets of a MASGN.  pcall (a lambda's
   parameters): the count is checked, at every level, once the targets
   given a value are assigned (as 1.8.7: a nested one may raise first) */
static VALUE
massign(VALUE self, NODE *node, VALUE val, int pcall)
{
    NODE *l = node->nd_head;
    long i = 0, len, n;

    if (TYPE(val) != T_ARRAY) {
        VALUE tmp = rb_check_array_type(val);
        val = NIL_P(tmp) ? rb_ary_new3(1, val) : tmp;
    }
    len = RARRAY_LEN(val);
    for (; l && i < RARRAY_LEN(val); l = l->nd_next, i++)
        assign(self, l->nd_head, RARRAY_PTR(val)[i], pcall);
    if (pcall && (l || (!node->nd_args && i < len))) {
        for (n = i; l; l = l->nd_next) n++;
        rb_raise(rb_eArgError, "wrong number of arguments (%ld for %ld)", len, n);
    }
    if (node->nd_args && node->nd_args != (NODE *)-1) {
        VALUE rest = !l && i < RARRAY_LEN(val) ? rb_ary_subseq(val, i, RARRAY_LEN(val) - i) : Qnil;
        assign(self, node->nd_args, NIL_P(rest) ? rb_ary_new() : rest, pcall);
    }
    for (; l; l = l->nd_next) assign(self, l->nd_head, Qnil, pcall);
    return val;
}

static VALUE eval_to_ary(VALUE self, NODE *node);

static EVAL_NOINLINE VALUE
eval_masgn(VALUE self, NODE *node)
{
    NODE *v = node->nd_value;
    VALUE val;
    if (nd_type(v) == NODE_TO_ARY) {
        val = eval_to_ary(self, v);
    }
    else {
        val = eval_to_array(self, v);
    }
    return massign(self, node, val, 0);
}

static EVAL_NOINLINE VALUE
eval_svalue(VALUE self, NODE *node)
{
    return svalue_of(self, node->nd_head);
}

static VALUE
eval_to_ary(VALUE self, NODE *node)
{
    return strict_to_ary(rb_eval(self, node->nd_head));
}

static EVAL_NOINLINE VALUE
eval_splat_node(VALUE self, NODE *node)
{
    return eval_to_array(self, node);
}

/* method calls -------------------------------------------------------- */

/* the commonest Fixnum operators on two Fixnums, inline in eval_call1
   (no call for `i + 1`, `i < n`); 0 leaves the rest to fast_binop */
static inline __attribute__((always_inline)) int
fast_fixop(ID mid, VALUE a, VALUE b, VALUE *res)
{
    long x = FIX2LONG(a), y = FIX2LONG(b), r;
    if (ruby_redefined_ops & (1 | 4)) return 0;
    switch (mid) {
      case '+':
        if (__builtin_add_overflow(x, y, &r) || !FIXABLE(r)) return 0;
        *res = LONG2FIX(r); return 1;
      case '-':
        if (__builtin_sub_overflow(x, y, &r) || !FIXABLE(r)) return 0;
        *res = LONG2FIX(r); return 1;
      case '*':
        if (__builtin_mul_overflow(x, y, &r) || !FIXABLE(r)) return 0;
        *res = LONG2FIX(r); return 1;
      case '%':   /* floored (fixdivmod); division by zero takes the call */
        if (y == 0) return 0;
        r = x % y;
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        *res = LONG2FIX(r); return 1;
      case '<': *res = x < y ? Qtrue : Qfalse; return 1;
      case '>': *res = x > y ? Qtrue : Qfalse; return 1;
    }
    return 0;
}

/* every Fixnum operator fast_binop answers for two Fixnums, inline: the
   register-free path of eval_call1 takes them all */
static inline __attribute__((always_inline)) int
fast_fixop_all(ID mid, VALUE a, VALUE b, VALUE *res)
{
    long x, y, r;
    if (fast_fixop(mid, a, b, res)) return 1;   /* + - * % < > */
    if (ruby_redefined_ops & (1 | 4)) return 0;
    x = FIX2LONG(a); y = FIX2LONG(b);
    switch (mid) {
      /* floored, as Fixnum#/ (numeric.c fixdivmod); division by zero
         and the one quotient past the Fixnum range go the long way */
      case '/':
        if (y == 0) return 0;
        r = x % y;
        x = x / y - (r != 0 && ((r < 0) != (y < 0)));
        if (!FIXABLE(x)) return 0;
        *res = LONG2FIX(x); return 1;
      /* bit operations on two Fixnums stay Fixnums: tag bits kept */
      case '&': *res = a & b; return 1;
      case '|': *res = a | b; return 1;
      case '^': *res = (a ^ b) | FIXNUM_FLAG; return 1;
    }
    if (mid == idLE) { *res = x <= y ? Qtrue : Qfalse; return 1; }
    if (mid == idGE) { *res = x >= y ? Qtrue : Qfalse; return 1; }
    if (mid == idEq) { *res = x == y ? Qtrue : Qfalse; return 1; }
    return 0;
}

/* a Float of class Float (the operand the fast paths read directly) */
static inline int
plain_float_p(VALUE v)
{
    return !SPECIAL_CONST_P(v) && BUILTIN_TYPE(v) == T_FLOAT && RBASIC(v)->klass == rb_cFloat;
}

/* Array#[] of a plain Array (not a subclass, nor one with singleton
   methods) while Array#[] is not redefined and no trace hook is on */
static inline int
plain_ary_aref_p(ID mid, VALUE a)
{
    return mid == id_aref && !SPECIAL_CONST_P(a) && RBASIC(a)->klass == rb_cArray &&
        BUILTIN_TYPE(a) == T_ARRAY && !(ruby_redefined_ops & (16 | 4));
}

/* Fixnum/Float operator fast paths while those methods are not redefined */
static inline int
fast_binop(ID mid, VALUE a, VALUE b, VALUE *res)
{
    if (FIXNUM_P(a) && FIXNUM_P(b)) return fast_fixop_all(mid, a, b, res);
    if (plain_float_p(a) && !(ruby_redefined_ops & (2 | 4))) {
        double x = RFLOAT_VALUE(a), y;
        if (plain_float_p(b)) y = RFLOAT_VALUE(b);
        else if (FIXNUM_P(b) && mid < 128 && mid != '<' && mid != '>') y = (double)FIX2LONG(b);
        else return 0;   /* Float#< and the like with a Fixnum take the call */
        switch (mid) {
          case '+': *res = rb_float_new(x + y); return 1;
          case '-': *res = rb_float_new(x - y); return 1;
          case '*': *res = rb_float_new(x * y); return 1;
          case '/': *res = rb_float_new(x / y); return 1;   /* flo_div: IEEE, no raise */
          case '<': *res = x < y ? Qtrue : Qfalse; return 1;
          case '>': *res = x > y ? Qtrue : Qfalse; return 1;
          default:
            if (mid == idLE) { *res = x <= y ? Qtrue : Qfalse; return 1; }
            if (mid == idGE) { *res = x >= y ? Qtrue : Qfalse; return 1; }
            if (mid == idEq) { *res = x == y ? Qtrue : Qfalse; return 1; }
            return 0;
        }
    }
    /* Fixnum#+ - * with a Float: in doubles, as fix_plus and the others */
    if (FIXNUM_P(a) && plain_float_p(b) && !(ruby_redefined_ops & (1 | 4))) {
        double x = (double)FIX2LONG(a), y = RFLOAT_VALUE(b);
        switch (mid) {
          case '+': *res = rb_float_new(x + y); return 1;
          case '-': *res = rb_float_new(x - y); return 1;
          case '*': *res = rb_float_new(x * y); return 1;
        }
        return 0;
    }
    /* ary[i] of a plain Array (not a subclass, nor one with singleton
       methods) with a Fixnum: rb_ary_aref's own first case */
    if (mid == id_aref && FIXNUM_P(b) && !SPECIAL_CONST_P(a) && BUILTIN_TYPE(a) == T_ARRAY &&
        RBASIC(a)->klass == rb_cArray && !(ruby_redefined_ops & (16 | 4))) {
        *res = rb_ary_entry(a, FIX2LONG(b));
        return 1;
    }
    /* hash[k] of a plain Hash with a Fixnum or Symbol key it holds (hashed
       and compared without a call); a missing key takes Hash#[] (default) */
    if (mid == id_aref && (FIXNUM_P(b) || SYMBOL_P(b)) && !SPECIAL_CONST_P(a) &&
        BUILTIN_TYPE(a) == T_HASH && RBASIC(a)->klass == rb_cHash && RHASH_TBL(a) &&
        !(ruby_redefined_ops & (32 | 4))) {
        st_data_t v;
        if (!st_lookup(RHASH_TBL(a), (st_data_t)b, &v)) return 0;
        *res = (VALUE)v;
        return 1;
    }
    return 0;
}


/* NODE_CALL / NODE_FCALL / NODE_VCALL with an optional block */
static VALUE
eval_call_blk(VALUE self, NODE *node, struct BLOCK *blk)
{
    VALUE buf[ARGBUF], *argv, recv;
    volatile VALUE tmp = Qnil;
    int argc, scope;

    switch (nd_type(node)) {
      case NODE_CALL:
        recv = rb_eval(self, node->nd_recv);
        scope = CALL_PUBLIC;
        break;
      case NODE_FCALL:
        recv = self; scope = CALL_FCALL;
        break;
      case NODE_VCALL:
        recv = self; scope = CALL_VCALL;
        break;
      case NODE_SUPER:
      case NODE_ZSUPER:
        return rb_eval_super(self, node, blk);
      case NODE_BLOCK_PASS:
        return rb_eval_block_pass(self, node, blk);
      default:
        return rb_eval(self, node);
    }
    argc = nd_type(node) == NODE_VCALL ? 0 : eval_args(self, node->nd_args, buf, &tmp, &argv);
    if (nd_type(node) == NODE_VCALL) argv = buf;
    ruby_current_node = node;   /* the call site, for backtraces */
    return rb_call(CLASS_OF(recv), recv, node->nd_mid, argc, argv, scope, self, blk);
}

/* a call with one plain argument and no block (`a + b`, `f(x)`): no
   argument buffer, and the Fixnum/Float fast path before any lookup */
static EVAL_NOINLINE VALUE
eval_call1_full(VALUE self, NODE *node)
{
    VALUE recv = self, arg, res;
    ID mid = node->nd_mid;
    int scope = CALL_FCALL;

    if (nd_type(node) == NODE_CALL) {
        recv = eval_operand(self, node->nd_recv);
        scope = CALL_PUBLIC;
    }
    arg = eval_operand(self, node->nd_args->nd_head);
    if (FIXNUM_P(recv) && FIXNUM_P(arg) && fast_fixop(mid, recv, arg, &res)) return res;
    if (FIXNUM_P(arg) && plain_ary_aref_p(mid, recv)) return rb_ary_entry(recv, FIX2LONG(arg));
    if ((mid < 128 || mid == idLE || mid == idGE || mid == idEq || mid == id_aref) &&
        fast_binop(mid, recv, arg, &res)) return res;
    ruby_current_node = node;   /* the call site, for backtraces */
    res = rb_call(CLASS_OF(recv), recv, mid, 1, &arg, scope, self, 0);
    RB_GC_GUARD(arg);
    return res;
}

/* a call with 2..ARGBUF plain arguments and no block (`f(a, b)`,
   `Foo.new(x, y)`): the arguments straight into a buffer of this frame,
   without eval_call_blk's kinds of node and splat handling */
static EVAL_NOINLINE VALUE
eval_calln(VALUE self, NODE *node)
{
    VALUE buf[ARGBUF], recv = self;
    NODE *n = node->nd_args;
    int argc = 0, scope = CALL_FCALL;

    if (nd_type(node) == NODE_CALL) {
        recv = eval_operand(self, node->nd_recv);
        scope = CALL_PUBLIC;
    }
    do buf[argc++] = eval_operand(self, n->nd_head); while ((n = n->nd_next) != 0);
    ruby_current_node = node;   /* the call site, for backtraces */
    return rb_call(CLASS_OF(recv), recv, node->nd_mid, argc, buf, scope, self, 0);
}

/* a local or block variable's or a literal's value (no call made: the
   block variable found as rb_dvar_ref finds it), else Qundef */
static inline VALUE
leaf_value(NODE *n)
{
    struct RVarmap *v;
    int type = nd_type(n);
    if (__builtin_expect(type == NODE_LVAR, 1)) return ruby_scope->local_vars[n->nd_cnt];
    if (__builtin_expect(type == NODE_LIT, 1)) return n->nd_lit;
    if (type != NODE_DVAR) return Qundef;
    for (v = ruby_dyna_vars; v; v = v->next)
        if (v->id == n->nd_vid) return v->val;
    return Qnil;
}

/* eval_call1, first `i + 1`, `i < n` of Fixnum locals and literals: that
   path calls nothing, so it keeps no registers of its own (a tail call
   takes the rest) */
static EVAL_NOINLINE VALUE
eval_call1(VALUE self, NODE *node)
{
    if (nd_type(node) == NODE_CALL) {
        VALUE recv = leaf_value(node->nd_recv), arg, res;
        if (FIXNUM_P(recv)) {   /* Qundef is not one */
            arg = leaf_value(node->nd_args->nd_head);
            if (FIXNUM_P(arg) && fast_fixop_all(node->nd_mid, recv, arg, &res)) return res;
        }
        else if (plain_ary_aref_p(node->nd_mid, recv)) {   /* ary[i] */
            arg = leaf_value(node->nd_args->nd_head);
            if (FIXNUM_P(arg)) return rb_ary_entry(recv, FIX2LONG(arg));
        }
    }
    return eval_call1_full(self, node);
}

/* a receiver that is a variable or self: eval_call0 takes only those, so
   a chain `a.b.c...` still nests through eval_call_blk's larger frames
   (SystemStackError at about the depth 1.8.7 gives it) */
static inline int
leaf_recv_p(NODE *n)
{
    if (!n) return 0;
    switch (nd_type(n)) {
      case NODE_LVAR: case NODE_DVAR: case NODE_IVAR: case NODE_SELF: case NODE_CONST:
        return 1;
    }
    return 0;
}

static ID len_ids[3];   /* length, size, empty? */

/* recv.length / .size / .empty? of a plain Array, String or Hash (no
   subclass, no singleton class) while none of those methods changed and no
   trace hook is on: answered without a frame (a leaf C method shows none);
   Qundef if the call is to be made */
static inline VALUE
fast_length(VALUE recv, ID mid)
{
    VALUE k;
    long n;
    int m;
    if (SPECIAL_CONST_P(recv) || (ruby_redefined_ops & (64 | 4))) return Qundef;
    if (mid == len_ids[0]) m = 0;
    else if (mid == len_ids[1]) m = 1;
    else if (mid == len_ids[2]) m = 2;
    else return Qundef;
    k = RBASIC(recv)->klass;
    if (k == rb_cArray && BUILTIN_TYPE(recv) == T_ARRAY) n = RARRAY_LEN(recv);
    else if (k == rb_cString && BUILTIN_TYPE(recv) == T_STRING) n = RSTRING_LEN(recv);
    else if (k == rb_cHash && BUILTIN_TYPE(recv) == T_HASH) n = RHASH_SIZE(recv);
    else return Qundef;
    if (m == 2) return n == 0 ? Qtrue : Qfalse;
    return FIXABLE(n) ? LONG2FIX(n) : LONG2NUM(n);   /* no call for a Fixnum */
}

/* a call without arguments or block (`obj.size`, `foo()`): no argument
   buffer, no argument evaluation */
static EVAL_NOINLINE VALUE
eval_call0_full(VALUE self, NODE *node)
{
    VALUE recv = self;
    int scope = CALL_FCALL;

    if (nd_type(node) == NODE_CALL) {
        VALUE len;
        recv = eval_operand(self, node->nd_recv);
        scope = CALL_PUBLIC;
        if ((len = fast_length(recv, node->nd_mid)) != Qundef) {
            CHECK_INTS;   /* a call's thread switch and trap point, kept */
            return len;
        }
    }
    ruby_current_node = node;   /* the call site, for backtraces */
    return rb_call(CLASS_OF(recv), recv, node->nd_mid, 0, 0, scope, self, 0);
}

/* eval_call0, first `local.size` of a plain Array, String or Hash: that
   path keeps no registers of its own (a tail call takes the rest) */
static EVAL_NOINLINE VALUE
eval_call0(VALUE self, NODE *node)
{
    if (nd_type(node) == NODE_CALL && nd_type(node->nd_recv) == NODE_LVAR) {
        VALUE len = fast_length(ruby_scope->local_vars[node->nd_recv->nd_cnt], node->nd_mid);
        if (len != Qundef) {
            CHECK_INTS;   /* a call's thread switch and trap point, kept */
            return len;
        }
    }
    return eval_call0_full(self, node);
}

/* NODE_VCALL: a bare identifier that is not a local variable */
static EVAL_NOINLINE VALUE
eval_vcall(VALUE self, NODE *node)
{
    ruby_current_node = node;
    return rb_call(CLASS_OF(self), self, node->nd_mid, 0, 0, CALL_VCALL, self, 0);
}

/* a zsuper's arguments in a block run by Proc#call with argc arguments:
   1.8.7 passes argc values read from the method's parameter slots (then
   beyond them, where it reads garbage: nil here) */
static VALUE
proccall_zsuper_args(int argc)
{
    VALUE ary = rb_ary_new();
    long n = ruby_scope && ruby_scope->local_tbl ? (long)ruby_scope->local_tbl[0] : 0;
    int i;
    for (i = 0; i < argc; i++)
        rb_ary_push(ary, i + 2 < n ? ruby_scope->local_vars[i + 2] : Qnil);
    return ary;
}

/* super / zsuper: arguments from the node or the current frame's */
VALUE
rb_eval_super(VALUE self, NODE *node, struct BLOCK *blk)
{
    VALUE buf[ARGBUF], *argv;
    volatile VALUE tmp = Qnil;
    int argc;
    struct FRAME *f = ruby_frame;

    int noblock = blk == (struct BLOCK *)-1;
    if (noblock) blk = 0;
    if (f->last_func && !f->last_class)   /* a NOEX_NOSUPER method's frame */
        rb_name_error(f->last_func, "superclass method `%s' disabled", rb_id2name(f->orig_func));
    if (!f->last_func || !f->last_class)
        rb_raise(rb_eNoMethodError, "super called outside of method");
    if (nd_type(node) == NODE_ZSUPER) {
        if (f->flags & FRAME_DMETH) {
            /* 1.8.7: the arguments the method was called with, and no block */
            argc = f->argc;
            argv = f->argv;
            noblock = 1;
        }
        else if (f->flags & FRAME_PROCCALL) {
            tmp = proccall_zsuper_args(f->argc);
            argc = (int)RARRAY_LEN(tmp);
            argv = RARRAY_PTR(tmp);
        }
        else if ((argc = rb_frame_plain_args(buf, ARGBUF)) >= 0) {
            argv = buf;
        }
        else {
            tmp = rb_frame_current_args();
            argc = (int)RARRAY_LEN(tmp);
            argv = RARRAY_PTR(tmp);
        }
    }
    else {
        argc = eval_args(self, node->nd_args, buf, &tmp, &argv);
    }
    if (!blk && !noblock && f->block) blk = f->block;
    return rb_call_super_blk(argc, argv, blk);
}

static EVAL_NOINLINE VALUE
eval_super(VALUE self, NODE *node)
{
    return rb_eval_super(self, node, 0);
}

/* f(args, &blk): the block comes from a Proc (or Method, or to_proc) */
VALUE
rb_eval_block_pass(VALUE self, NODE *node, struct BLOCK *outer)
{
    volatile VALUE b = rb_eval(self, node->nd_body);
    volatile VALUE holder = Qnil;
    struct BLOCK *volatile blk;
    volatile VALUE result = Qnil;
    int state;
    if (NIL_P(b)) {
        int t = nd_type(node->nd_iter);
        if (t == NODE_SUPER || t == NODE_ZSUPER)
            return rb_eval_super(self, node->nd_iter, (struct BLOCK *)-1);
        return eval_call_blk(self, node->nd_iter, 0);
    }
    blk = rb_block_of_proc_value(b, &holder);
    /* as a call with a literal block: a retry in the call (its block
       included) evaluates the arguments and calls again, with the block
       already got */
    PUSH_TAG(PROT_NONE);
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) result = eval_call_blk(self, node->nd_iter, blk);
        else if (state == TAG_RETRY && !ruby_jump_dst) continue;
        break;
    }
    POP_TAG();
    RB_GC_GUARD(holder);
    if (state) JUMP_TAG(state);
    return result;
}

static EVAL_NOINLINE VALUE
eval_block_pass(VALUE self, NODE *node)
{
    return rb_eval_block_pass(self, node, 0);
}

static EVAL_NOINLINE VALUE
eval_yield(VALUE self, NODE *node)
{
    VALUE v = Qundef;
    int avalue = 0;
    if (node->nd_head) {
        if (node->nd_state) {
            v = eval_to_array(self, node->nd_head);
            avalue = 1;
        }
        else {
            v = rb_eval(self, node->nd_head);
        }
    }
    if (!ruby_frame->block) rb_localjump_error("no block given", Qnil, rb_intern("noreason"));
    return rb_yield_0(v, 0, 0, 0, avalue);
}

/* values ------------------------------------------------------------- */

static EVAL_NOINLINE VALUE
eval_gvar(VALUE self, NODE *node)
{
    return rb_gvar_get(node->nd_entry);
}

static EVAL_NOINLINE VALUE
eval_ivar(VALUE self, NODE *node)
{
    VALUE v = rb_ivar_hint_peek(self, node->nd_vid, node->nd_cnt);   /* nd_cnt: as ivar_set's */
    if (v != Qundef) return v;
    return rb_ivar_get_hinted(self, node->nd_vid, 1, &node->nd_cnt);
}

static EVAL_NOINLINE VALUE
eval_cvar(VALUE self, NODE *node)
{
    set_line(node);   /* a NameError names this line (1.8.7: every node sets it) */
    return rb_cvar_get(cvar_base(), node->nd_vid);
}

/* lexical constant lookup: cref chain, then ancestors of the innermost class */
static VALUE
const_lookup(VALUE self, ID id)
{
    NODE *cref = ruby_cref;
    VALUE klass;
    st_data_t v;
    while (cref && cref->nd_next) {
        klass = cref->nd_clss;
        if (klass && !NIL_P(klass) && RCLASS(klass)->iv_tbl &&
            st_lookup(RCLASS(klass)->iv_tbl, id, &v)) {
            if ((VALUE)v != Qundef) return (VALUE)v;
            return rb_const_get_at(klass, id);  /* autoload */
        }
        cref = cref->nd_next;
    }
    klass = ruby_cref && ruby_cref->nd_clss ? ruby_cref->nd_clss : rb_cObject;
    /* a string instance_eval'd on nil or a Fixnum has no class: self's (1.8.7) */
    if (NIL_P(klass)) klass = CLASS_OF(self);
    /* the class's own table first, as rb_const_get looks (autoload aside) */
    if (RCLASS(klass)->iv_tbl && st_lookup(RCLASS(klass)->iv_tbl, id, &v) && (VALUE)v != Qundef)
        return (VALUE)v;
    return rb_const_get(klass, id);
}

/* the innermost lexical class to define in; TypeError "no class/module to
   <what>" in a string instance_eval'd on nil, a Fixnum... (no class) */
static VALUE
cref_target(const char *what)
{
    VALUE c = ruby_cref ? ruby_cref->nd_clss : 0;
    if (!c) return rb_cObject;
    if (NIL_P(c)) rb_raise(rb_eTypeError, "no %s", what);
    return c;
}

/* A per-node cache of constants (eval_const).  const_lookup searches the
   own tables of: the cref classes but the outermost, then the innermost
   class (Object at the top) and its superclasses.  The cache keeps the
   classes searched up to the one holding the constant, each table and its
   size, and the holding entry.  While no st entry was removed anywhere
   (st_entry_frees), a table of unchanged size got no name, so the same
   classes with the same tables give the same answer; a reassignment
   updates the entry in place.  Autoloads, const_missing, a module's
   fallback to Object and a class-less cref entry are left uncached. */
#define CONST_PATH_MAX 8
struct const_cache_entry {
    NODE *node;
    ID id;
    unsigned long frees;
    int n;                            /* classes searched, the last holds it; -1: not cacheable */
    VALUE holders[CONST_PATH_MAX];
    st_table *tbls[CONST_PATH_MAX];
    int sizes[CONST_PATH_MAX];
    struct st_table_entry *e;
};
#define CONST_CACHE_SIZE 256
static struct const_cache_entry const_cache[CONST_CACHE_SIZE];
#define CONST_CACHE_SLOT(node) (&const_cache[((uintptr_t)(node) >> 4) & (CONST_CACHE_SIZE - 1)])

/* the first classes (at most max) whose tables const_lookup searches, in
   its order, into path; stops early where the cache does not follow */
static int
const_path(VALUE self, VALUE *path, int max)
{
    NODE *cref = ruby_cref;
    VALUE klass;
    int n = 0;
    for (; cref && cref->nd_next; cref = cref->nd_next) {
        if (n == max) return n;
        klass = cref->nd_clss;
        if (!klass || NIL_P(klass)) return n;
        path[n++] = klass;
    }
    klass = ruby_cref && ruby_cref->nd_clss ? ruby_cref->nd_clss : rb_cObject;
    if (NIL_P(klass) || BUILTIN_TYPE(klass) != T_CLASS) return n;
    for (; klass && n < max; klass = RCLASS(klass)->super) path[n++] = klass;
    return n;
}

/* is klass the i-th class c searched, with the same table of the same size? */
static inline int
const_cache_step(struct const_cache_entry *c, int i, VALUE klass)
{
    st_table *tbl;
    if (klass != c->holders[i]) return 0;
    tbl = RCLASS(klass)->iv_tbl;
    return tbl == c->tbls[i] && (!tbl || tbl->num_entries == c->sizes[i]);
}

/* the cached value of node's constant, or Qundef: const_path's walk,
   each class compared with the one searched when the cache was filled */
static inline VALUE
const_cache_read(VALUE self, NODE *node, ID id)
{
    struct const_cache_entry *c = CONST_CACHE_SLOT(node);
    NODE *cref;
    VALUE klass;
    st_data_t v;
    int i = 0, n = c->n;
    if (c->node != node || c->id != id || c->frees != st_entry_frees || n <= 0) return Qundef;
    for (cref = ruby_cref; cref && cref->nd_next && i < n; cref = cref->nd_next, i++)
        if (!const_cache_step(c, i, cref->nd_clss)) return Qundef;
    if (i < n) {
        klass = ruby_cref && ruby_cref->nd_clss ? ruby_cref->nd_clss : rb_cObject;
        if (NIL_P(klass) || BUILTIN_TYPE(klass) != T_CLASS) return Qundef;
        for (; i < n; i++, klass = RCLASS(klass)->super)
            if (!klass || !const_cache_step(c, i, klass)) return Qundef;
    }
    if (!st_entry_read(c->e, id, &v)) return Qundef;
    return (VALUE)v;   /* Qundef again if it became an autoload */
}

/* remembers where node's constant (found as val) is, if the cache can */
static EVAL_NOINLINE void
const_cache_fill(VALUE self, NODE *node, ID id, VALUE val)
{
    struct const_cache_entry *c = CONST_CACHE_SLOT(node);
    VALUE path[CONST_PATH_MAX];
    int i, n = const_path(self, path, CONST_PATH_MAX);
    c->node = node;
    c->id = id;
    c->frees = st_entry_frees;
    c->n = -1;   /* uncacheable unless found below */
    for (i = 0; i < n; i++) {
        st_table *tbl = RCLASS(path[i])->iv_tbl;
        struct st_table_entry *e = tbl ? st_lookup_entry(tbl, id) : 0;
        c->holders[i] = path[i];
        c->tbls[i] = tbl;
        c->sizes[i] = tbl ? tbl->num_entries : 0;
        if (e) {
            st_data_t v;
            /* the value const_lookup gave, not an autoload */
            if (st_entry_read(e, id, &v) && (VALUE)v == val && val != Qundef) {
                c->e = e;
                c->n = i + 1;
            }
            return;
        }
    }
}

static EVAL_NOINLINE VALUE
eval_const_slow(VALUE self, NODE *node)
{
    struct const_cache_entry *c = CONST_CACHE_SLOT(node);
    int known = c->node == node && c->id == node->nd_vid && c->n < 0;   /* known uncacheable */
    VALUE v;
    set_line(node);   /* a NameError or const_missing names this line */
    v = const_lookup(self, node->nd_vid);
    if (!known) const_cache_fill(self, node, node->nd_vid, v);
    return v;
}

static EVAL_NOINLINE VALUE
eval_const(VALUE self, NODE *node)
{
    struct const_cache_entry *c = CONST_CACHE_SLOT(node);
    NODE *cref = ruby_cref;
    VALUE v;
    /* at the top level (one cref entry) a constant of the class searched
       first needs no walk: that class, its table and size, the entry */
    if (c->node == node && c->n == 1 && cref && !cref->nd_next && cref->nd_clss == c->holders[0] &&
        c->frees == st_entry_frees && c->id == node->nd_vid) {
        st_table *tbl = RCLASS(c->holders[0])->iv_tbl;
        st_data_t r;
        if (tbl && tbl == c->tbls[0] && tbl->num_entries == c->sizes[0] && st_entry_read(c->e, c->id, &r) &&
            (VALUE)r != Qundef)   /* Qundef: an autoload now, the slow way */
            return (VALUE)r;
    }
    v = const_cache_read(self, node, node->nd_vid);
    if (__builtin_expect(v != Qundef, 1)) return v;
    return eval_const_slow(self, node);
}

static EVAL_NOINLINE VALUE
eval_colon2(VALUE self, NODE *node)
{
    VALUE base;
    set_line(node);   /* then the base's own line, if it sets one */
    base = rb_eval(self, node->nd_head);
    switch (TYPE(base)) {
      case T_CLASS:
      case T_MODULE:
        return rb_const_get_from(base, node->nd_mid);
      default:
        /* 1.8.7 names the base by its to_s: "" for nil, s for "s" */
        rb_raise(rb_eTypeError, "%s is not a class/module", RSTRING_PTR(rb_obj_as_string(base)));
    }
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_colon3(VALUE self, NODE *node)
{
    set_line(node);
    return rb_const_get_from(rb_cObject, node->nd_mid);
}

static EVAL_NOINLINE VALUE
eval_nth_ref(VALUE self, NODE *node)
{
    return rb_reg_nth_match((int)node->nd_nth, rb_backref_get());
}

static EVAL_NOINLINE VALUE
eval_back_ref(VALUE self, NODE *node)
{
    VALUE m = rb_backref_get();
    switch (node->nd_nth) {
      case '&': return rb_reg_last_match(m);
      case '`': return rb_reg_match_pre(m);
      case '\'': return rb_reg_match_post(m);
      case '+': return rb_reg_match_last(m);
    }
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_str(VALUE self, NODE *node)
{
    return rb_str_new3(node->nd_lit);
}

static EVAL_NOINLINE VALUE
eval_xstr(VALUE self, NODE *node)
{
    return rb_funcall(self, id_backquote, 1, rb_str_new3(node->nd_lit));
}

/* Fixnum#to_s as defined at start-up (ruby_init): the builtin one */
static VALUE (*fixnum_to_s_builtin)(ANYARGS);

/* "#{v}" of a Fixnum while Fixnum#to_s is the builtin one and no trace
   hook watches (its c-call event): the decimal digits written before end,
   without a String or a call; returns their start, or 0 to call to_s */
static char *
fix_interp_digits(VALUE v, char *end)
{
    static unsigned long checked_serial;   /* the method tables' state it was checked at */
    static int builtin;
    long val;
    unsigned long u;
    if (!FIXNUM_P(v) || ruby_trace_func) return 0;
    if (checked_serial != ruby_method_serial) {
        NODE *body = rb_method_node(rb_cFixnum, id_to_s);
        builtin = body && nd_type(body) == NODE_CFUNC && body->nd_cfnc == fixnum_to_s_builtin;
        checked_serial = ruby_method_serial;
    }
    if (!builtin) return 0;
    val = FIX2LONG(v);
    u = val < 0 ? -(unsigned long)val : (unsigned long)val;
    end = rb_ulong_digits(u, 10, 0, end);
    if (val < 0) *--end = '-';
    return end;
}

/* the bytes a "..#{}.." will have, guessing 8 for each interpolation: its
   String starts with one buffer of that size */
static long
dstr_estimate(NODE *node)
{
    long n = RSTRING_LEN(node->nd_lit);
    NODE *list;
    for (list = node->nd_next; list; list = list->nd_next) {
        NODE *part = list->nd_head;
        if (part) n += nd_type(part) == NODE_STR ? RSTRING_LEN(part->nd_lit) : 8;
    }
    return n;
}

/* "..#{}..": each part is evaluated, converted (to_s) and appended in turn */
static VALUE
dstr_value(VALUE self, NODE *node)
{
    VALUE str = rb_str_new(0, dstr_estimate(node));
    NODE *list;
    char digits[SIZEOF_LONG * 3 + 2], *d;

    RSTRING(str)->len = 0;
    RSTRING(str)->ptr[0] = '\0';
    rb_str_buf_cat(str, RSTRING_PTR(node->nd_lit), RSTRING_LEN(node->nd_lit));
    OBJ_INFECT(str, node->nd_lit);
    for (list = node->nd_next; list; list = list->nd_next) {
        NODE *part = list->nd_head;
        VALUE s, v;
        if (!part) continue;
        if (nd_type(part) == NODE_STR) s = part->nd_lit;
        else if (nd_type(part) == NODE_EVSTR) {
            /* as 1.8.7 (every node sets the line): "#@iv" warns at its own line */
            if (part->nd_body && part->nd_body->nd_file) set_line(part->nd_body);
            v = part->nd_body ? rb_eval(self, part->nd_body) : Qnil;
            if ((d = fix_interp_digits(v, digits + sizeof(digits))) != 0) {
                rb_str_buf_cat(str, d, digits + sizeof(digits) - d);
                continue;
            }
            s = rb_obj_as_string(v);   /* "#{}" too: nil.to_s, as 1.8.7 */
        }
        else s = rb_obj_as_string(rb_eval(self, part));
        OBJ_INFECT(str, s);
        rb_str_buf_cat(str, RSTRING_PTR(s), RSTRING_LEN(s));
        RB_GC_GUARD(s);
    }
    return str;
}

/* :"..#{}.." as String#intern (empty, NUL and tainted-at-$SAFE checks) */
static VALUE
dsym_value(VALUE s)
{
    return rb_str_intern(s);
}

/* /..#{}../ -- the string is the only owner of the buffer the compiler
   reads while it may allocate: keep it visible to the collector */
static VALUE
dregx_value(VALUE s, int flags)
{
    VALUE re = rb_reg_new(RSTRING_PTR(s), RSTRING_LEN(s), flags);
    RB_GC_GUARD(s);
    return re;
}

/* a /..#{}../ compiles at the line 1.8.7 last saw: that of the last
   interpolated code (its last element if a list), or of an empty #{} */
static void
dregx_set_line(NODE *node)
{
    NODE *list, *last = 0;
    for (list = node->nd_next; list; list = list->nd_next)
        if (list->nd_head && nd_type(list->nd_head) != NODE_STR) last = list->nd_head;
    if (!last) return;
    if (nd_type(last) == NODE_EVSTR && last->nd_body) last = last->nd_body;
    while ((nd_type(last) == NODE_ARRAY) && last->nd_head) {
        while (last->nd_next) last = last->nd_next;
        last = last->nd_head;
    }
    if (last->nd_file) set_line(last);
}

static EVAL_NOINLINE VALUE
eval_dstr(VALUE self, NODE *node)
{
    VALUE s = dstr_value(self, node);
    if (nd_type(node) == NODE_DREGX || nd_type(node) == NODE_DREGX_ONCE) dregx_set_line(node);
    switch (nd_type(node)) {
      case NODE_DXSTR:
        return rb_funcall(self, id_backquote, 1, s);
      case NODE_DSYM:
        return dsym_value(s);
      case NODE_DREGX:
        return dregx_value(s, (int)node->nd_cflag);
      case NODE_DREGX_ONCE: {
        VALUE re = dregx_value(s, (int)node->nd_cflag);
        nd_set_type(node, NODE_LIT);
        node->nd_lit = re;
        rb_eval_tree_edits++;
        return re;
      }
    }
    return s;
}

static EVAL_NOINLINE VALUE
eval_evstr(VALUE self, NODE *node)
{
    return rb_obj_as_string(node->nd_body ? rb_eval(self, node->nd_body) : Qnil);
}

/* an Array literal of up to ARY_LIT_BUF elements: evaluated onto the stack
   (seen by the GC), then copied into an Array made at its final size */
#define ARY_LIT_BUF 16
static EVAL_NOINLINE VALUE
eval_array(VALUE self, NODE *node)
{
    VALUE buf[ARY_LIT_BUF], ary;
    long len = 0;
    NODE *n = node;
    do {
        buf[len++] = eval_operand(self, n->nd_head);
        n = n->nd_next;
    } while (n && len < ARY_LIT_BUF);
    ary = rb_ary_new4(len, buf);
    for (; n; n = n->nd_next)    /* a longer literal: the rest pushed in order */
        rb_ary_push(ary, rb_eval(self, n->nd_head));
    return ary;
}

static EVAL_NOINLINE VALUE
eval_hash(VALUE self, NODE *node)
{
    VALUE hash = rb_hash_new();
    NODE *l;
    for (l = node->nd_head; l; l = l->nd_next) {
        VALUE key = rb_eval(self, l->nd_head);
        VALUE val;
        l = l->nd_next;
        val = l ? rb_eval(self, l->nd_head) : Qnil;
        rb_hash_aset(hash, key, val);
        if (!l) break;
    }
    return hash;
}

static EVAL_NOINLINE VALUE
eval_dot(VALUE self, NODE *node)
{
    VALUE b = rb_eval(self, node->nd_beg);
    VALUE e = rb_eval(self, node->nd_end);
    return rb_range_new(b, e, nd_type(node) == NODE_DOT3);
}

static EVAL_NOINLINE VALUE
eval_match(VALUE self, NODE *node)
{
    return rb_reg_match2(node->nd_lit);
}

static EVAL_NOINLINE VALUE
eval_match2(VALUE self, NODE *node)
{
    VALUE re = rb_eval(self, node->nd_recv);
    VALUE s = rb_eval(self, node->nd_value);
    return rb_reg_match(re, s);
}

static EVAL_NOINLINE VALUE
eval_match3(VALUE self, NODE *node)
{
    VALUE re = rb_eval(self, node->nd_recv);
    VALUE s = rb_eval(self, node->nd_value);
    if (TYPE(s) == T_STRING) return rb_reg_match(re, s);
    return rb_funcall(s, id_match, 1, re);
}

/* definitions ------------------------------------------------------- */

/* a NODE_SCOPE with the given cref (copied when the body is reused under
   another cref; the table is copied because the node frees it) */
static NODE *
scope_with_cref(NODE *body, NODE *cref)
{
    NODE *n;
    ID *tbl = 0;
    if (!body->nd_rval || body->nd_rval == (VALUE)cref) {
        body->nd_rval = (VALUE)cref;
        return body;
    }
    if (body->nd_tbl) {
        size_t len = body->nd_tbl[0] + 1;
        tbl = ALLOC_N(ID, len);
        MEMCPY(tbl, body->nd_tbl, ID, len);
    }
    n = NEW_NODE(NODE_SCOPE, tbl, cref, body->nd_next);
    n->flags = (n->flags & ~(VALUE)(NODE_FL_SCANNED | NODE_FL_TAG | NODE_FL_RETURN)) |
        (body->flags & (NODE_FL_SCANNED | NODE_FL_TAG | NODE_FL_RETURN));
    return n;
}

/* whether klass's own table holds an undef entry for id */
static int
undefined_here(VALUE klass, ID id)
{
    st_data_t m;
    return RCLASS(klass)->m_tbl && st_lookup(RCLASS(klass)->m_tbl, id, &m) && !((NODE *)m)->nd_body;
}

static EVAL_NOINLINE VALUE
eval_defn(VALUE self, NODE *node)
{
    VALUE klass = ruby_class;
    int noex;
    NODE *body;

    if (NIL_P(klass) || !klass) rb_raise(rb_eTypeError, "no class/module to add method");
    rb_frozen_class_p(klass);   /* "class", "module", "object"; before $SAFE 4's error */
    noex = NOEX_PUBLIC;
    if (ruby_scope_vmode == SCOPE_PRIVATE || ruby_scope_vmode == SCOPE_MODFUNC) noex = NOEX_PRIVATE;
    else if (ruby_scope_vmode == SCOPE_PROTECTED) noex = NOEX_PROTECTED;
    if (node->nd_mid == rb_intern("initialize") || node->nd_mid == rb_intern("initialize_copy"))
        noex = NOEX_PRIVATE;
    if (node->nd_noex) noex = (int)node->nd_noex;
    if (undefined_here(klass, node->nd_mid)) noex |= NOEX_NOSUPER;
    body = scope_with_cref(node->nd_defn, ruby_cref);
    rb_warn_def(klass, node->nd_mid);
    rb_add_method(klass, node->nd_mid, body, noex);   /* each calls its added hook */
    if (ruby_scope_vmode == SCOPE_MODFUNC)
        rb_add_method(rb_singleton_class(klass), node->nd_mid, body, NOEX_PUBLIC);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_defs(VALUE self, NODE *node)
{
    VALUE recv = rb_eval(self, node->nd_recv);
    VALUE klass;
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(recv))
        rb_raise(rb_eSecurityError, "Insecure: can't define singleton method");
    if (FIXNUM_P(recv) || SYMBOL_P(recv))
        rb_raise(rb_eTypeError, "can't define singleton method \"%s\" for %s",
                 rb_id2name(node->nd_mid), rb_obj_classname(recv));
    if (OBJ_FROZEN(recv)) rb_error_frozen("object");
    klass = rb_singleton_class(recv);
    rb_warn_redefinition(klass, node->nd_mid, 1);
    rb_add_method(klass, node->nd_mid, scope_with_cref(node->nd_defn, ruby_cref), NOEX_PUBLIC);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_alias(VALUE self, NODE *node)
{
    ID nid = node->nd_new, oid = node->nd_old;
    if (NIL_P(ruby_class) || !ruby_class) rb_raise(rb_eTypeError, "no class to make alias");
    if (node->nd_names) {   /* alias :"a#{x}" :"b#{y}": 1.8.7 makes the old name first */
        oid = SYM2ID(rb_eval(self, node->nd_names->nd_next->nd_head));
        nid = SYM2ID(rb_eval(self, node->nd_names->nd_head));
    }
    rb_alias(ruby_class, nid, oid);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_valias(VALUE self, NODE *node)
{
    rb_alias_variable(node->nd_new, node->nd_old);
    return Qnil;
}

static EVAL_NOINLINE VALUE
eval_undef(VALUE self, NODE *node)
{
    ID mid = node->nd_mid;
    if (NIL_P(ruby_class) || !ruby_class) rb_raise(rb_eTypeError, "no class to undef method");
    if (node->nd_names) mid = SYM2ID(rb_eval(self, node->nd_names));  /* undef :"a#{x}" */
    rb_undef(ruby_class, mid);
    return Qnil;
}

/* makes a fresh heap scope for scope_node's locals (all nil) the running one,
   with no block variables: class bodies and BEGIN { } (GC) */
static void
push_fresh_scope(NODE *scope_node)
{
    ID *tbl = scope_node->nd_tbl ? scope_node->nd_tbl : empty_tbl;
    long n = (long)tbl[0], i;
    VALUE *vars = vars_with_tbl(tbl, &tbl);
    for (i = 0; i < n; i++) vars[i] = Qnil;
    ruby_scope = rb_scope_new(tbl, vars);
    ruby_scope->flags = SCOPE_MALLOC;
    ruby_dyna_vars = 0;
}

/* runs a class/module body scope with self = klass (GC, may raise) */
static VALUE
eval_class_body(VALUE klass, NODE *scope_node)
{
    struct FRAME frame;
    volatile VALUE result = Qnil;
    volatile struct eval_save saved;
    NODE *volatile at = ruby_current_node;   /* the class statement: its "end" event is there (1.8.7) */
    int state;

    eval_save(&saved);

    frame_push(&frame, klass, 0, 0, 0, 0, 0, 0);
    /* as in 1.8.7 the body's frame stands for the enclosing one: backtraces
       and __method__ see the method the class statement runs in */
    frame.last_func = frame.prev->last_func;
    frame.orig_func = frame.prev->orig_func;
    frame.last_class = frame.prev->last_class;   /* trace events name them too */
    frame.node = frame.prev->node;
    frame.uniq = frame.prev->uniq;   /* a return in the body leaves that method */
    /* and its block: yield and block_given? in a `class << obj` body inside
       a method see the method's block; a super there names its receiver */
    frame.block = frame.prev->block;
    frame.iter = frame.prev->iter;
    frame.self = frame.prev->self;
    push_fresh_scope(scope_node);
    ruby_class = klass;
    rb_cref_push(klass);
    ruby_scope_vmode = SCOPE_PUBLIC;
    if (ruby_trace_func) rb_trace_frame_event("class", klass);
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = rb_eval(klass, scope_node->nd_next);
    POP_TAG();
    if (ruby_trace_func && !state) {
        if (at) set_line(at);
        rb_trace_frame_event("end", klass);
    }
    eval_restore(&saved);
    frame_pop(&frame);
    if (state) JUMP_TAG(state);
    return result;
}

/* BEGIN { }: its body in a scope of its own, in the current frame (GC, may raise) */
static EVAL_NOINLINE VALUE
eval_preexe(VALUE self, NODE *node)
{
    NODE *scope_node = node->nd_body;
    volatile struct eval_save saved;
    volatile VALUE result = Qnil;
    int state;

    eval_save(&saved);
    push_fresh_scope(scope_node);
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = rb_eval(self, scope_node->nd_next);
    POP_TAG();
    eval_restore(&saved);
    if (state) JUMP_TAG(state);
    return result;
}

static VALUE
eval_colon_base(VALUE self, NODE *cpath)
{
    if (nd_type(cpath) == NODE_COLON3) return rb_cObject;
    if (cpath->nd_head) {
        VALUE c = rb_eval(self, cpath->nd_head);
        if (TYPE(c) != T_CLASS && TYPE(c) != T_MODULE)
            rb_raise(rb_eTypeError, "%s is not a class/module", RSTRING_PTR(rb_obj_as_string(c)));
        return c;
    }
    return cref_target("outer class/module");
}

static EVAL_NOINLINE VALUE
eval_class(VALUE self, NODE *node)
{
    VALUE super = 0, klass = 0, cbase;
    ID cname = node->nd_cpath->nd_mid;

    cbase = eval_colon_base(self, node->nd_cpath);
    if (node->nd_super) {
        super = rb_eval(self, node->nd_super);
        if (TYPE(super) != T_CLASS)
            rb_raise(rb_eTypeError, "superclass must be a Class (%s given)", rb_obj_classname(super));
    }
    if (rb_const_defined_at(cbase, cname)) {
        klass = rb_const_get_at(cbase, cname);
        if (TYPE(klass) != T_CLASS) rb_raise(rb_eTypeError, "%s is not a class", rb_id2name(cname));
        if (super && rb_class_real(RCLASS(klass)->super) != super)
            rb_raise(rb_eTypeError, "superclass mismatch for class %s", rb_id2name(cname));
        if (ruby_safe_level >= 4) rb_raise(rb_eSecurityError, "extending class prohibited");
    }
    else {
        if (!super) super = rb_cObject;
        klass = rb_define_class_id(cname, super);
        rb_set_class_path(klass, cbase, rb_id2name(cname));
        rb_const_set(cbase, cname, klass);
        rb_class_inherited(super, klass);
    }
    return eval_class_body(klass, node->nd_body);
}

static EVAL_NOINLINE VALUE
eval_module(VALUE self, NODE *node)
{
    VALUE module, cbase = eval_colon_base(self, node->nd_cpath);
    ID cname = node->nd_cpath->nd_mid;
    if (rb_const_defined_at(cbase, cname)) {
        module = rb_const_get_at(cbase, cname);
        if (TYPE(module) != T_MODULE) rb_raise(rb_eTypeError, "%s is not a module", rb_id2name(cname));
    }
    else {
        module = rb_define_module_id(cname);
        rb_set_class_path(module, cbase, rb_id2name(cname));
        rb_const_set(cbase, cname, module);
    }
    return eval_class_body(module, node->nd_body);
}

static EVAL_NOINLINE VALUE
eval_sclass(VALUE self, NODE *node)
{
    VALUE obj = rb_eval(self, node->nd_recv);
    if (FIXNUM_P(obj) || SYMBOL_P(obj))
        rb_raise(rb_eTypeError, "no virtual class for %s", rb_obj_classname(obj));
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(obj))
        rb_raise(rb_eSecurityError, "Insecure: can't extend object");
    return eval_class_body(rb_singleton_class(obj), node->nd_body);
}

/* the running scope gets the locals of tbl it lacks (nil): an eval'd
   tree's new ones */
static void
scope_grow(ID *tbl)
{
    {
        struct SCOPE *sc = ruby_scope, *live = 0;
        long have = sc->local_vars ? (long)sc->local_tbl[0] : 0, want = (long)tbl[0], i;
        if (want > have || !sc->local_vars) {
            ID *copy;
            VALUE *vars;
            /* grow the heap scope; a live stack twin follows it */
            if (sc->flags & SCOPE_STACK) sc = rb_scope_capture(sc);
            if (SCOPE_TWIN(sc)) live = SCOPE_TWIN(sc);
            vars = vars_with_tbl(tbl, &copy);
            for (i = 0; i < want; i++) vars[i] = i < have ? sc->local_vars[i] : Qnil;
            if ((sc->flags & SCOPE_MALLOC) && sc->local_vars) xfree(sc->local_vars);
            sc->local_vars = vars;
            sc->local_tbl = copy;
            sc->flags |= SCOPE_MALLOC;
            if (live) { live->local_vars = vars; live->local_tbl = copy; }
        }
    }
}

/* NODE_SCOPE met by rb_eval: the main program or an eval'd tree */
static EVAL_NOINLINE VALUE
eval_scope(VALUE self, NODE *node)
{
    if (node->nd_tbl) scope_grow(node->nd_tbl);
    return rb_eval(self, node->nd_next);
}

static EVAL_NOINLINE VALUE
eval_defined(VALUE self, NODE *node)
{
    char buf[20];
    const char *desc = is_defined(self, node->nd_head, buf);
    return desc ? rb_str_new2(desc) : Qnil;
}

/* a statement sequence; kept out of rb_eval so the dispatcher makes only
   tail calls and needs no frame of its own */
static EVAL_NOINLINE VALUE
eval_block(VALUE self, NODE *node)
{
    while (node->nd_next) {
        NODE *stmt = node->nd_head;
        /* a statement's NEWLINE here: one trip through the dispatcher, not two */
        if (stmt && nd_type(stmt) == NODE_NEWLINE && !ruby_trace_func) {
            set_line(stmt);
            stmt = stmt->nd_next;
        }
        rb_eval(self, stmt);
        node = node->nd_next;
    }
    return rb_eval(self, node->nd_head);
}

/* ------------------------------------------------------------ dispatcher */

/* NODE_CALL/NODE_FCALL by its arguments' shape: none, one or a few plain
   ones take the short ways */
static inline VALUE
eval_call_node(VALUE self, NODE *node)
{
    if (!node->nd_args && (nd_type(node) == NODE_FCALL || leaf_recv_p(node->nd_recv)))
        return eval_call0(self, node);
    if (node->nd_args && nd_type(node->nd_args) == NODE_ARRAY) {
        long n = node->nd_args->nd_alen;
        if (n == 1) return eval_call1(self, node);
        if (n <= ARGBUF) return eval_calln(self, node);
    }
    return eval_call_blk(self, node, 0);
}

/* a NODE_NEWLINE under set_trace_func; a tail call, so rb_eval's loop
   keeps no registers across it */
static EVAL_NOINLINE VALUE
eval_traced_line(VALUE self, NODE *node)
{
    rb_trace_frame_event("line", self);
    return rb_eval(self, node->nd_next);
}

VALUE
rb_eval(VALUE self, NODE *node)
{
    EVAL_STACK_CHECK();   /* `a.b.c...`, `1+1+...` 100,000 deep recurse here, not in rb_call0 */
  again:
    if (!node) return Qnil;
    switch (nd_type(node)) {
      case NODE_NEWLINE:
        set_line(node);
        if (__builtin_expect(ruby_trace_func != 0, 0)) return eval_traced_line(self, node);
        node = node->nd_next;
        goto again;
      case NODE_BLOCK:
        if (node->nd_next) return eval_block(self, node);
        node = node->nd_head;
        goto again;
      case NODE_LVAR: return ruby_scope->local_vars[node->nd_cnt];
      case NODE_DVAR: return rb_dvar_ref(node->nd_vid);
      case NODE_LIT: return node->nd_lit;
      case NODE_SELF: return self;
      case NODE_NIL: return Qnil;
      case NODE_TRUE: return Qtrue;
      case NODE_FALSE: return Qfalse;
      case NODE_IF: return eval_if(self, node);
      case NODE_CASE: return eval_case(self, node);
      case NODE_WHEN: return eval_when(self, node);
      case NODE_WHILE: case NODE_UNTIL: return eval_while(self, node);
      case NODE_OPT_N: return eval_opt_n(self, node);
      case NODE_ITER: case NODE_FOR: return eval_iter(self, node);
      case NODE_BREAK: return eval_break(self, node);
      case NODE_NEXT: return eval_next(self, node);
      case NODE_REDO: return eval_redo(self, node);
      case NODE_RETRY: return eval_retry(self, node);
      case NODE_RETURN: return eval_return(self, node);
      case NODE_BEGIN: return eval_begin(self, node);
      case NODE_RESCUE: return eval_rescue(self, node);
      case NODE_ENSURE: return eval_ensure(self, node);
      case NODE_AND: return eval_and(self, node);
      case NODE_OR: return eval_or(self, node);
      case NODE_NOT: return eval_not(self, node);
      case NODE_FLIP2: case NODE_FLIP3: return eval_flip(self, node);
      case NODE_LASGN: return eval_lasgn(self, node);
      case NODE_DASGN: return eval_dasgn(self, node);
      case NODE_DASGN_CURR: return eval_dasgn_curr(self, node);
      case NODE_GASGN: return eval_gasgn(self, node);
      case NODE_IASGN: return eval_iasgn(self, node);
      case NODE_CDECL: return eval_cdecl(self, node);
      case NODE_CVASGN: case NODE_CVDECL: return eval_cvasgn(self, node);
      case NODE_ATTRASGN: return eval_attrasgn(self, node);
      case NODE_OP_ASGN1: return eval_op_asgn1(self, node);
      case NODE_OP_ASGN2: return eval_op_asgn2(self, node);
      case NODE_OP_ASGN_OR: return eval_op_asgn_or(self, node);
      case NODE_OP_ASGN_AND: return eval_op_asgn_and(self, node);
      case NODE_MASGN: return eval_masgn(self, node);
      case NODE_SVALUE: return eval_svalue(self, node);
      case NODE_TO_ARY: return eval_to_ary(self, node);
      case NODE_SPLAT: case NODE_ARGSCAT: case NODE_ARGSPUSH: return eval_splat_node(self, node);
      case NODE_CALL: case NODE_FCALL: return eval_call_node(self, node);
      case NODE_VCALL: return eval_vcall(self, node);
      case NODE_SUPER: case NODE_ZSUPER: return eval_super(self, node);
      case NODE_BLOCK_PASS: return eval_block_pass(self, node);
      case NODE_YIELD: return eval_yield(self, node);
      case NODE_GVAR: return eval_gvar(self, node);
      case NODE_IVAR: return eval_ivar(self, node);
      case NODE_CVAR: return eval_cvar(self, node);
      case NODE_CONST: return eval_const(self, node);
      case NODE_COLON2: return eval_colon2(self, node);
      case NODE_COLON3: return eval_colon3(self, node);
      case NODE_NTH_REF: return eval_nth_ref(self, node);
      case NODE_BACK_REF: return eval_back_ref(self, node);
      case NODE_STR: return eval_str(self, node);
      case NODE_XSTR: return eval_xstr(self, node);
      case NODE_DSTR: case NODE_DXSTR: case NODE_DSYM:
      case NODE_DREGX: case NODE_DREGX_ONCE: return eval_dstr(self, node);
      case NODE_EVSTR: return eval_evstr(self, node);
      case NODE_ARRAY: return eval_array(self, node);
      case NODE_ZARRAY: return rb_ary_new();
      case NODE_HASH: return eval_hash(self, node);
      case NODE_DOT2: case NODE_DOT3: return eval_dot(self, node);
      case NODE_MATCH: return eval_match(self, node);
      case NODE_MATCH2: return eval_match2(self, node);
      case NODE_MATCH3: return eval_match3(self, node);
      case NODE_DEFN: return eval_defn(self, node);
      case NODE_DEFS: return eval_defs(self, node);
      case NODE_ALIAS: return eval_alias(self, node);
      case NODE_VALIAS: return eval_valias(self, node);
      case NODE_UNDEF: return eval_undef(self, node);
      case NODE_CLASS: return eval_class(self, node);
      case NODE_MODULE: return eval_module(self, node);
      case NODE_SCLASS: return eval_sclass(self, node);
      case NODE_PREEXE: return eval_preexe(self, node);
      case NODE_SCOPE: return eval_scope(self, node);
      case NODE_DEFINED: return eval_defined(self, node);
      case NODE_ARGS: case NODE_BLOCK_ARG: return Qnil;
      default:
        rb_bug("unknown node type %d", nd_type(node));
    }
    return Qnil;
}

/* ------------------------------------------------------------ defined? */

static const char *
defined_call(VALUE self, NODE *node, char *buf)
{
    VALUE recv, klass;
    NODE *body;
    int noex;
    VALUE origin;
    ID oid;

    if (nd_type(node) == NODE_CALL) {
        volatile int state;
        volatile VALUE r = Qnil;
        /* the receiver is evaluated as is (an unset @ivar warns), errors mean nil */
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) r = rb_eval(self, node->nd_recv);
        POP_TAG();
        if (state) { ruby_errinfo = Qnil; return 0; }
        recv = r;
        klass = CLASS_OF(recv);
        body = rb_get_method_body(klass, node->nd_mid, &origin, &noex, &oid);
        if (!body) return 0;
        if (noex & NOEX_PRIVATE) return 0;
        if ((noex & NOEX_PROTECTED) &&
            !rb_obj_is_kind_of(self, rb_protected_class_of(klass, node->nd_mid))) return 0;
    }
    else {
        if (!rb_method_boundp(CLASS_OF(self), node->nd_mid, 0)) return 0;
    }
    if (node->nd_args && nd_type(node) != NODE_VCALL) {
        NODE *a = node->nd_args;
        if (nd_type(a) == NODE_ARRAY) {
            for (; a; a = a->nd_next) if (!is_defined(self, a->nd_head, buf)) return 0;
        }
    }
    return "method";
}

/* `recv.m = v` / `recv[i] = v`: receiver and arguments defined and the
   writer bound, whatever its visibility (1.8.7 does not check it here) */
static const char *
defined_attrasgn(VALUE self, NODE *node, char *buf)
{
    volatile VALUE recv = self;
    NODE *a = node->nd_args;

    if (node->nd_recv != (NODE *)1) {
        volatile int state;
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) recv = rb_eval(self, node->nd_recv);
        POP_TAG();
        if (state) { ruby_errinfo = Qnil; return 0; }
    }
    if (!rb_method_boundp(CLASS_OF(recv), node->nd_mid, 0)) return 0;
    if (a && nd_type(a) == NODE_ARRAY) {
        for (; a; a = a->nd_next) if (!is_defined(self, a->nd_head, buf)) return 0;
    }
    else if (a && !is_defined(self, a, buf)) return 0;
    return "assignment";
}

static const char *
is_defined(VALUE self, NODE *node, char *buf)
{
    if (!node) return "expression";
    switch (nd_type(node)) {
      case NODE_NEWLINE: return is_defined(self, node->nd_next, buf);
      case NODE_SUPER: case NODE_ZSUPER: {
        struct FRAME *f = ruby_frame;
        VALUE origin; int noex; ID oid;
        if (!f->last_func || !f->last_class) return 0;
        if (!RCLASS(f->last_class)->super) return 0;
        if (!rb_get_method_body(RCLASS(f->last_class)->super, f->orig_func, &origin, &noex, &oid))
            return 0;
        return "super";
      }
      case NODE_VCALL: case NODE_FCALL: case NODE_CALL:
        return defined_call(self, node, buf);
      case NODE_MATCH2: case NODE_MATCH3: return "method";
      case NODE_YIELD: return rb_block_given_p() ? "yield" : 0;
      case NODE_SELF: return "self";
      case NODE_NIL: return "nil";
      case NODE_TRUE: return "true";
      case NODE_FALSE: return "false";
      case NODE_ATTRASGN: return defined_attrasgn(self, node, buf);
      case NODE_MASGN: case NODE_LASGN: case NODE_DASGN:
      case NODE_DASGN_CURR: case NODE_GASGN: case NODE_IASGN: case NODE_CDECL:
      case NODE_CVDECL: case NODE_CVASGN: case NODE_OP_ASGN1: case NODE_OP_ASGN2:
      case NODE_OP_ASGN_OR: case NODE_OP_ASGN_AND:
        return "assignment";
      case NODE_LVAR: return "local-variable";
      case NODE_DVAR: {
        /* a variable eval made at method level has no block marker behind it */
        struct RVarmap *v = ruby_dyna_vars;
        if (node->nd_state) return "local-variable(in-block)";   /* a block's own, by the parser */
        while (v && v->id != node->nd_vid) v = v->next;
        while (v && v->id) v = v->next;
        return v ? "local-variable(in-block)" : "local-variable";
      }
      case NODE_GVAR: return RTEST(rb_gvar_defined(node->nd_entry)) ? "global-variable" : 0;
      case NODE_IVAR: return RTEST(rb_ivar_defined(self, node->nd_vid)) ? "instance-variable" : 0;
      case NODE_CVAR: return RTEST(rb_cvar_defined(cvar_base(), node->nd_vid)) ? "class variable" : 0;
      case NODE_CONST: {
        NODE *cref = ruby_cref;
        while (cref && cref->nd_next) {
            st_data_t v;
            if (cref->nd_clss && RCLASS(cref->nd_clss)->iv_tbl &&
                st_lookup(RCLASS(cref->nd_clss)->iv_tbl, node->nd_vid, &v)) return "constant";
            cref = cref->nd_next;
        }
        return rb_const_defined(ruby_cref && ruby_cref->nd_clss ? ruby_cref->nd_clss : rb_cObject,
                                node->nd_vid) ? "constant" : 0;
      }
      case NODE_COLON2: {
        volatile int state;
        volatile VALUE v = Qnil;
        if (!is_defined(self, node->nd_head, buf)) return 0;
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) v = rb_eval(self, node->nd_head);
        POP_TAG();
        if (state) { ruby_errinfo = Qnil; return 0; }
        if (TYPE(v) == T_CLASS || TYPE(v) == T_MODULE)
            return rb_const_defined_from(v, node->nd_mid) ? "constant" : 0;
        return rb_method_boundp(CLASS_OF(v), node->nd_mid, 1) ? "method" : 0;
      }
      case NODE_COLON3:
        return rb_const_defined_from(rb_cObject, node->nd_mid) ? "constant" : 0;
      case NODE_NTH_REF: {
        VALUE m = rb_backref_get();
        if (NIL_P(m) || !RTEST(rb_reg_nth_defined((int)node->nd_nth, m))) return 0;
        if (buf) { sprintf(buf, "$%d", (int)node->nd_nth); return buf; }
        return "$";
      }
      case NODE_BACK_REF: {
        VALUE m = rb_backref_get();
        if (NIL_P(m) || !RTEST(rb_reg_nth_defined(0, m))) return 0;
        if (buf) { sprintf(buf, "$%c", (char)node->nd_nth); return buf; }
        return "$";
      }
      case NODE_BEGIN:
        if (!node->nd_body) return "nil";   /* begin; end */
        /* fall through */
      default: {
        volatile int state;
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) rb_eval(self, node);
        POP_TAG();
        if (state) { ruby_errinfo = Qnil; return 0; }
        return "expression";
      }
    }
}

/* ------------------------------------------------------------ yield */

/* "multiple values for a block parameter": at the block's line, from the yield */
static void
multiple_values_warning(NODE *var, long len)
{
    NODE *site = ruby_frame->node;
    char *old_file = ruby_sourcefile;
    int old_line = ruby_sourceline;
    ruby_sourcefile = var->nd_file;
    ruby_sourceline = nd_line(var);
    if (site) rb_warn("multiple values for a block parameter (%ld for 1)\n\tfrom %s:%d", len,
                      site->nd_file, nd_line(site));
    else rb_warn("multiple values for a block parameter (%ld for 1)", len);
    ruby_sourcefile = old_file;
    ruby_sourceline = old_line;
}

/* the Proc a `|&b|` parameter receives: the block given to Proc#call (or to a
   define_method method); on a yield, the block of the frame that made the block */
static VALUE
block_param_proc(struct BLOCK *blk, struct FRAME *caller, int flags)
{
    struct BLOCK *given = (flags & YIELD_PENDING_BLOCK) ? caller->block : blk->outer;
    if (given) return rb_proc_from_block(given, rb_cProc);
    if (flags & YIELD_PENDING_BLOCK) return Qnil;
    set_line(blk->var);
    rb_raise(rb_eArgError, "tried to create Proc object without a block");
    return Qnil;
}

/* |x| of a fresh level, the common block parameter: it goes in front of
   the level's marker, where rb_dvar_asgn_curr would put it after finding
   nothing (0: not that case, block_params does the work).  Nothing can
   hold the marker this yield just made (a |&b| parameter is not this
   case), so the new head is one allocation where dvar_insert_curr makes
   the marker the variable and a second marker behind it: the same chain. */
static inline int
block_param_fast(struct BLOCK *blk, VALUE val, int avalue)
{
    NODE *var = blk->var;
    struct RVarmap *marker = ruby_dyna_vars;
    if (!var) return 1;   /* no |...|: nothing to assign, as block_params finds */
    if (avalue || val == Qundef || var == (NODE *)1) return 0;
    if (nd_type(var) == NODE_LASGN) {   /* for i in ...: a method local, as assign sets it */
        ruby_scope->local_vars[var->nd_cnt] = val;
        return 1;
    }
    if (nd_type(var) != NODE_DASGN_CURR || !marker || marker->id) return 0;
    if (!(blk->flags & BLOCK_D_SCOPE)) {
        /* a for body inside a block: the level is the enclosing one, and
           what was made there (a binding, a closure) holds its marker */
        dvar_insert_curr(var->nd_vid, val);
        return 1;
    }
    ruby_dyna_vars = rb_gc_varmap_new(var->nd_vid, val, marker);
    return 1;
}

/* assigns the block parameters of a yield (1.8 rules) */
static void
block_params(VALUE self, struct BLOCK *blk, VALUE val, int avalue, int lambda, VALUE bproc)
{
    NODE *var = blk->var;
    if (!var) return;
    if (var != (NODE *)1 && nd_type(var) == NODE_BLOCK_PASS) {
        assign(self, var->nd_body, bproc, 0);
        var = var->nd_iter;
    }
    if (var == (NODE *)1) {
        if (lambda && avalue && RARRAY_LEN(val) != 0)
            rb_raise(rb_eArgError, "wrong number of arguments (%ld for 0)", RARRAY_LEN(val));
        return;
    }
    if (nd_type(var) == NODE_MASGN) {
        if (!avalue && !var->nd_head && val != Qundef) {
            val = rb_ary_new3(1, val);   /* |*a| takes one value whole */
        }
        else if (!avalue) {
            if (val == Qundef) val = rb_ary_new();
            else {
                VALUE tmp = rb_check_array_type(val);
                val = NIL_P(tmp) ? rb_ary_new3(1, val) : tmp;
            }
        }
        if (lambda) set_line(var);   /* an arity error is at the parameters' line */
        massign(self, var, val, lambda);
        return;
    }
    if (avalue) {
        long len = RARRAY_LEN(val);
        if (len == 1) val = RARRAY_PTR(val)[0];
        else {
            multiple_values_warning(var, len);
            if (len == 0) val = Qnil;
        }
    }
    else if (val == Qundef) {
        multiple_values_warning(var, 0);
        val = Qnil;
    }
    assign(self, var, val, 0);
}

/* whether the lambda call of frame uniq dst is running (its PROT_LAMBDA tag) */
static int
lambda_call_running(unsigned long dst)
{
    struct tag *tt;
    for (tt = prot_tag; tt; tt = tt->prev)
        if (tt->tag == PROT_LAMBDA && tt->dst == dst) return 1;
    return 0;
}

/* runs the block body; next/redo are caught here when the body has them */
static VALUE
yield_body(VALUE self, struct BLOCK *blk)
{
    volatile VALUE result = Qnil;
    int state;
    NODE *body = blk->body;

    if (!body) return Qnil;
    rb_scan_jumps(blk->var == 0 && 0 ? 0 : body);
    if (!(body->flags & NODE_FL_TAG)) return rb_eval(self, body);
    PUSH_TAG(PROT_LOOP);
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) { result = rb_eval(self, body); break; }
        if (state == TAG_REDO && !ruby_jump_dst) { continue; }
        if (state == TAG_NEXT && !ruby_jump_dst) { result = _tag.retval; state = 0; }
        break;
    }
    POP_TAG();
    if (state == TAG_BREAK && !ruby_jump_dst) {
        /* break in a lambda run by call leaves the lambda; passed as a
           block (&l) it breaks like any block (or is a proc-closure break) */
        if (blk->flags & BLOCK_LAMBDA && lambda_call_running(ruby_frame->uniq))
            rb_jump_to(TAG_RETURN, rb_jump_value_get(0), ruby_frame->uniq);
        rb_break_to_iter(blk);
    }
    if (state) JUMP_TAG(state);
    return result;
}

/* a Method's proc yielded one splatted Array of two or more values
   (`yield *[[1, 2]]`): 1.8.7 gives it as one argument, where `yield [1, 2]`
   spreads it; packed once more, bmcall's unpacking keeps it whole */
static int
method_yield_keeps_array(struct BLOCK *blk, VALUE val, int flags)
{
    VALUE e;
    if (flags & YIELD_PENDING_BLOCK) return 0;   /* Proc#call, instance_exec: spread as given */
    if (!(blk->flags & BLOCK_FROM_METHOD) || RARRAY_LEN(val) != 1) return 0;
    e = RARRAY_PTR(val)[0];
    return TYPE(e) == T_ARRAY && RARRAY_LEN(e) >= 2;
}

/* a plain yield (no self, klass or flags) to an empty block whose
   parameter, if any, is one new block variable given one value: nothing
   runs and nothing can see the level, so no frame or varmap is made */
static inline int
yield_is_noop(struct BLOCK *blk, VALUE val, int avalue)
{
    NODE *var = blk->var;
    if (blk->body) return 0;
    if (!var) return 1;
    if (avalue || val == Qundef || var == (NODE *)1) return 0;
    return nd_type(var) == NODE_DASGN_CURR && (blk->flags & BLOCK_D_SCOPE);
}

/* Calls the current block (or blk when given through ruby_block_pending
   by Proc#call) with val.  self/klass nonzero: instance_eval style.
   avalue: val is an Array of the yielded values. */
static inline __attribute__((always_inline)) VALUE
yield_core(VALUE val, VALUE self, VALUE klass, int flags, int avalue)
{
    struct BLOCK *blk = ruby_frame->block;
    struct FRAME frame;
    struct FRAME *old_frame = ruby_frame;
    struct eval_save saved;
    struct RVarmap *marker;
    unsigned long captures;
    NODE *cnode = ruby_current_node;
    VALUE result;
    int lambda;

    /* take a pending block before CHECK_INTS: a trap handler run there
       invokes its proc through ruby_block_pending too */
    if (flags & YIELD_PENDING_BLOCK) { blk = ruby_block_pending; ruby_block_pending = 0; }
    CHECK_INTS;   /* iterators written in C switch threads here */
    STACK_WIPE(WIPE_YIELD);
    if (blk && !self && !klass && !flags && yield_is_noop(blk, val, avalue)) return Qnil;
    eval_save(&saved);
    if (!blk) rb_localjump_error("no block given", Qnil, rb_intern("noreason"));
    lambda = (flags & 1) || ((blk->flags & BLOCK_LAMBDA) && (flags & 2));
    if (!self) self = blk->self;
    frame = blk->frame;
    frame.prev = ruby_frame;
    frame.node = ruby_current_node;
    frame.flags |= FRAME_BLOCK;
    frame.flags &= ~FRAME_BT_SNAP;
    frame.self = self;
    frame.block = blk->outer;
    frame.oscope = 0;
    frame.flags &= ~(FRAME_LAMBDA | FRAME_PROCCALL);
    if (flags & 0x200) {   /* Proc#call */
        frame.flags |= FRAME_PROCCALL;
        frame.argc = !avalue ? 1 : val == Qundef ? 0 : (int)RARRAY_LEN(val);
    }
    if (flags & 4) {   /* lambda call: the uniq its caller just made */
        frame.home_uniq = frame.uniq;
        frame.uniq = ruby_frame_uniq;
        frame.flags |= FRAME_LAMBDA;
    }
    if (flags & 8) {   /* define_method body: the method's own identity */
        frame.self = old_frame->self;
        frame.last_func = old_frame->last_func;
        frame.orig_func = old_frame->orig_func;
        frame.last_class = old_frame->last_class;
        frame.argc = old_frame->argc;
        frame.argv = old_frame->argv;
        frame.body = 0;
        frame.flags |= FRAME_DMETH;
        frame.node = old_frame->node;
        frame.prev = old_frame->prev;
    }
    ruby_frame = &frame;
    ruby_scope = blk->scope;
    captures = ruby_dvar_captures;
    ruby_dyna_vars = marker = (blk->flags & BLOCK_D_SCOPE) ? rb_gc_varmap_new(0, 0, blk->dyna_vars) : 0;
    if (!marker) ruby_dyna_vars = blk->dyna_vars;
    ruby_class = klass ? klass : blk->klass;
    ruby_cref = blk->cref;   /* constants stay lexical even under class_eval */
    ruby_wrapper = blk->wrapper;
    ruby_scope_vmode = klass ? SCOPE_PUBLIC : blk->vmode;

    if (blk->body && nd_type(blk->body) == NODE_IFUNC) {
        VALUE v = val;
        if (blk->body->nd_file) set_line(blk->body);
        if (blk->flags & (BLOCK_FROM_METHOD | BLOCK_PACKED)) {
            if (val == Qundef) v = rb_ary_new();
            else if (!avalue) v = rb_ary_new3(1, val);
            else if (method_yield_keeps_array(blk, val, flags)) v = rb_ary_new3(1, val);
        }
        else if (avalue) {
            v = RARRAY_LEN(val) == 1 ? RARRAY_PTR(val)[0] : (RARRAY_LEN(val) == 0 ? Qnil : val);
        }
        else if (val == Qundef) v = Qnil;
        result = (*blk->body->nd_cfnc)(v, blk->body->nd_tval, self);
        /* the level's marker, when the C function left nothing on it and
           nothing captured it: the GC need not collect one per yield of a
           C iterator fed by another ((1..n).map, each_with_index) */
        if (marker && ruby_dyna_vars == marker && captures == ruby_dvar_captures)
            rb_gc_recycle_varmaps(marker, marker);
    }
    else {
        VALUE bproc = Qnil;
        if (blk->var > (NODE *)1 && nd_type(blk->var) == NODE_BLOCK_PASS)
            bproc = block_param_proc(blk, old_frame, flags);
        if (!block_param_fast(blk, val, avalue)) block_params(self, blk, val, avalue, lambda, bproc);
        result = yield_body(self, blk);
        if (!marker) blk->dyna_vars = ruby_dyna_vars;   /* for loop */
        else if (captures == ruby_dvar_captures) dvars_recycle(ruby_dyna_vars, blk->dyna_vars);
    }
    ruby_frame = old_frame;
    eval_restore(&saved);
    /* a C iterator's next yield must show the line it was called from,
       not the block's last line (backtraces) */
    if (cnode) set_line(cnode);
    return result;
}

VALUE
rb_yield_0(VALUE val, VALUE self, VALUE klass, int flags, int avalue)
{
    return yield_core(val, self, klass, flags, avalue);
}

/* the plain yield of C iterators: yield_core with its flags known, so the
   compiler drops the Proc#call, lambda and define_method branches */
VALUE
rb_yield(VALUE val)
{
    return yield_core(val, 0, 0, 0, 0);
}

/* does the current block take yielded values as a plain |a, b, ...| (no
   splat, a Ruby block)?  massign then only reads them one by one */
static int
block_unpacks_values(struct BLOCK *blk)
{
    NODE *var;
    if (!blk || (blk->body && nd_type(blk->body) == NODE_IFUNC)) return 0;
    var = blk->var;
    return var > (NODE *)1 && nd_type(var) == NODE_MASGN && !var->nd_args;
}

VALUE
rb_yield_values(int n, ...)
{
    va_list ap;
    VALUE ary;
    int i;
    if (n == 0) return rb_yield_0(Qundef, 0, 0, 0, 0);
    if (n <= 4 && block_unpacks_values(ruby_frame->block)) {
        /* the values in an Array on this stack: it never escapes */
        VALUE argv[4];
        struct RArray tmp;
        va_start(ap, n);
        for (i = 0; i < n; i++) argv[i] = va_arg(ap, VALUE);
        va_end(ap);
        tmp.basic.flags = T_ARRAY;
        tmp.basic.klass = rb_cArray;
        tmp.len = n;
        tmp.aux.capa = n;
        tmp.ptr = argv;
        return yield_core((VALUE)&tmp, 0, 0, 0, 1);
    }
    ary = rb_ary_new2(n);
    va_start(ap, n);
    for (i = 0; i < n; i++) rb_ary_push(ary, va_arg(ap, VALUE));
    va_end(ap);
    return rb_yield_0(ary, 0, 0, 0, 1);
}

VALUE
rb_yield_splat(VALUE values)
{
    VALUE tmp = rb_check_array_type(values);
    if (NIL_P(tmp)) rb_raise(rb_eArgError, "not an array");
    return rb_yield_0(tmp, 0, 0, 0, 1);
}

int
rb_block_given_p(void)
{
    return ruby_frame->block != 0;
}

void
rb_need_block(void)
{
    if (!rb_block_given_p()) rb_localjump_error("no block given", Qnil, rb_intern("noreason"));
}

/* C iterators: bl_proc(yielded, data2, self) becomes the block of the
   next call it_proc makes through rb_funcall (GC, may raise) */
VALUE
rb_iterate(VALUE (*it_proc)(ANYARGS), VALUE data1, VALUE (*bl_proc)(ANYARGS), VALUE data2)
{
    struct BLOCK blk;
    NODE *volatile node = rb_ifunc_new(bl_proc, data2);
    volatile VALUE result = Qnil;
    struct BLOCK *volatile old_pending = ruby_block_pending;
    volatile int retried = 0;
    int state;

    block_init(&blk, 0, node, ruby_top_self);
    blk.self = ruby_frame->self;
    PUSH_TAG(PROT_ITER);
    _tag.dst = blk.uniq;
    for (;;) {
        state = EXEC_TAG();
        if (state == 0) {
            ruby_block_pending = &blk;
            result = (*it_proc)(data1);
        }
        else if (state == TAG_BREAK && ruby_jump_dst == blk.uniq) {
            result = _tag.retval; state = 0;
        }
        else if (state == TAG_RETRY && (ruby_jump_dst == 0 || ruby_jump_dst == blk.uniq)) {
            retried = 1; state = 0;
        }
        break;
    }
    POP_TAG();
    ruby_block_pending = old_pending;
    if (state) JUMP_TAG(state);
    /* as 1.8.7: a retry in the block calls it_proc once more, now with
       no block (Range#each then answers an enumerator, a Ruby each that
       yields raises "no block given"): the C iterator ends early */
    if (retried) {
        ruby_block_pending = 0;
        result = (*it_proc)(data1);
        ruby_block_pending = old_pending;
    }
    return result;
}

struct iter_arg { VALUE obj; ID mid; int argc; VALUE *argv; };

static VALUE
iterate_method(VALUE arg)
{
    struct iter_arg *a = (struct iter_arg *)arg;
    return rb_funcall2(a->obj, a->mid, a->argc, a->argv);
}

VALUE
rb_block_call(VALUE obj, ID mid, int argc, VALUE *argv, VALUE (*bl_proc)(ANYARGS), VALUE data2)
{
    struct iter_arg arg;
    arg.obj = obj; arg.mid = mid; arg.argc = argc; arg.argv = argv;
    return rb_iterate(iterate_method, (VALUE)&arg, bl_proc, data2);
}

static VALUE
each_call(VALUE obj)
{
    return rb_funcall(obj, id_each, 0);
}

VALUE
rb_each(VALUE obj)
{
    return each_call(obj);
}

/* ------------------------------------------------------------ eval of strings */

/* runs a compiled tree in the current (already set up) context */
static VALUE
eval_tree_here(VALUE self, NODE *node)
{
    volatile int old_merge = eval_merge_scope;
    volatile VALUE result = Qnil;
    int state;
    eval_merge_scope = 1;
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = rb_eval(self, node);
    POP_TAG();
    eval_merge_scope = old_merge;
    if (state) JUMP_TAG(state);
    return result;
}

/* an error raised in a string eval with the file name "(eval)": the first
   backtrace line moves into the message ("(eval):1: msg", also when eval's
   nest) and the eval's own position replaces it (at_eval: the caller's
   frame for a plain eval, Kernel#eval's own for one with a binding).
   NameError's message is not a String: kept. */
/* back at the call of the eval (the C method frame's call site) */
static void
eval_caller_position(void)
{
    NODE *call = ruby_frame->node;
    if (!call) return;
    ruby_current_node = call;
    ruby_sourcefile = call->nd_file;
    ruby_sourceline = nd_line(call);
}

static void
eval_error_fixup_at(const char *file, VALUE at_eval)
{
    VALUE err = ruby_errinfo, errat, mesg;
    if (!file || strcmp(file, "(eval)") != 0 || NIL_P(err) || SPECIAL_CONST_P(err)) return;
    eval_caller_position();
    errat = rb_funcall(err, rb_intern("backtrace"), 0);   /* as 1.8.7: a method call */
    if (NIL_P(errat) || TYPE(errat) != T_ARRAY || RARRAY_LEN(errat) == 0) return;
    if (NIL_P(at_eval) || RARRAY_LEN(at_eval) == 0) return;
    mesg = rb_attr_get(err, rb_intern("mesg"));
    if (!NIL_P(mesg) && TYPE(mesg) == T_STRING) {
        VALUE m = rb_str_dup(RARRAY_PTR(errat)[0]);
        rb_str_cat2(m, ": ");
        rb_str_append(m, mesg);
        rb_ivar_set(err, rb_intern("mesg"), m);
    }
    RARRAY_PTR(errat)[0] = RARRAY_PTR(at_eval)[0];
}

static void
rb_eval_error_fixup(const char *file)
{
    eval_error_fixup_at(file, rb_backtrace_ary(0));
}

/* an error out of a string eval is raised again by the eval (from its
   caller's frame), as 1.8.7: -d reports it twice, set_trace_func sees it */
static void
eval_reraise(int state)
{
    if (state == TAG_RAISE && !NIL_P(ruby_errinfo)) {
        VALUE err = ruby_errinfo;
        eval_caller_position();
        err = rb_make_exception(1, &err);
        eval_caller_position();
        rb_raise_jump(err);
    }
    JUMP_TAG(state);
}

/* The position a forked child names when its exec fails ("file:N: command not
   found"). 1.8.7 refreshes that position lazily: only when the main program has
   been parsed (its last line), when an exception is raised, and when eval, load
   or require returns to its caller; our ruby_sourceline is always current. */
static char *synced_sourcefile;
static int synced_sourceline;

void
rb_sync_source_position(void)
{
    synced_sourcefile = ruby_sourcefile;
    synced_sourceline = ruby_sourceline;
}

const char *
rb_synced_source_position(int *line)
{
    *line = synced_sourceline;
    return synced_sourcefile ? synced_sourcefile : "-";
}

/* places n at the synced position (1.8.7 makes the nodes it copies at
   run time there: a method's entry at def, seen in Method#to_proc frames) */
void
rb_node_at_synced_position(NODE *n)
{
    n->nd_file = synced_sourcefile;
    nd_set_line(n, synced_sourceline);
}

/* The node of a C block.  1.8.7 makes it with its lazily updated position
   (the synced one above), and while the block runs that is the current
   position: backtraces through a C iterator or Symbol#to_proc show it. */
NODE *
rb_ifunc_new(VALUE (*func)(ANYARGS), VALUE val)
{
    NODE *n = NEW_IFUNC(func, val);
    n->nd_file = synced_sourcefile;
    nd_set_line(n, synced_sourceline);
    return n;
}

/* ------------------------------------------------------------ eval parse cache */

/* A string eval'd again with the same text, file, line, visible variable
   names and $VERBOSE reuses its parse tree.  Not cached: trees that add
   locals (nd_tbl), parses that printed a warning, non-ASCII text ($KCODE
   lexing).  A tree edited while it runs (END registers once, /#{}/o
   becomes a literal) is dropped, so the next eval parses afresh as 1.8.7
   always does. */
#define EVAL_CACHE_SIZE 32
#define EVAL_CACHE_NAMES 48
#define EVAL_CACHE_MAXLEN 256
struct eval_cache_ent {
    NODE *node;                  /* 0: empty (a GC root) */
    unsigned long seen;          /* hash of the last text parsed uncached here */
    char *text;                  /* malloc'ed copy of the source */
    long len;
    const char *file;            /* rb_source_filename's interned name */
    int line, end_line;          /* end_line: where the parser stopped */
    VALUE verbose;
    long nnames;
    ID names[EVAL_CACHE_NAMES];  /* the local table, then the dvar chain */
};
static struct eval_cache_ent *eval_cache;
extern unsigned long rb_warn_count;  /* error.c: warnings printed */

/* the names the parser would see now into buf (-1: too many) */
static long
eval_cache_names(ID *buf)
{
    ID *tbl = ruby_scope ? ruby_scope->local_tbl : 0;
    long n = 0, i, cnt = tbl ? (long)tbl[0] : 0;
    struct RVarmap *v;
    if (cnt + 1 > EVAL_CACHE_NAMES) return -1;
    buf[n++] = (ID)cnt;
    for (i = 1; i <= cnt; i++) buf[n++] = tbl[i];
    for (v = ruby_dyna_vars; v; v = v->next) {
        if (n == EVAL_CACHE_NAMES) return -1;
        buf[n++] = v->id;
    }
    return n;
}

static unsigned long
eval_cache_hash(const char *p, long len, int line)
{
    unsigned long h = (unsigned long)len * 31 + (unsigned long)line;
    long i;
    for (i = 0; i < len; i++) h = h * 33 + (unsigned char)p[i];
    return h | 1;
}

static int
eval_cache_cacheable(const char *p, long len)
{
    long i;
    if (len > EVAL_CACHE_MAXLEN) return 0;
    for (i = 0; i < len; i++) if ((unsigned char)p[i] >= 0x80) return 0;
    return 1;
}

/* the cached tree of src, or the one parsed now (cached when it may be);
   *ent: its cache entry or 0 (GC, may raise nothing: errors are left in
   ruby_parse_nerrs/ruby_errinfo as by rb_compile_string) */
static NODE *
eval_parse(const char *file, VALUE src, int line, struct eval_cache_ent **ent)
{
    const char *p = RSTRING_PTR(src);
    long len = RSTRING_LEN(src), nn;
    unsigned long warns = rb_warn_count;
    ID names[EVAL_CACHE_NAMES];
    struct eval_cache_ent *e;
    unsigned long h;
    NODE *node;
    int i;

    *ent = 0;
    if (!eval_cache_cacheable(p, len) || (nn = eval_cache_names(names)) < 0)
        return rb_compile_string(file, src, line);
    if (!eval_cache) {
        eval_cache = ALLOC_N(struct eval_cache_ent, EVAL_CACHE_SIZE);
        MEMZERO(eval_cache, struct eval_cache_ent, EVAL_CACHE_SIZE);
        for (i = 0; i < EVAL_CACHE_SIZE; i++) rb_gc_register_address((VALUE *)&eval_cache[i].node);
    }
    h = eval_cache_hash(p, len, line);
    e = &eval_cache[h % EVAL_CACHE_SIZE];
    if (e->node && e->len == len && e->line == line && e->verbose == ruby_verbose &&
        e->nnames == nn && memcmp(e->text, p, len) == 0 && strcmp(e->file, file) == 0 &&
        memcmp(e->names, names, sizeof(ID) * nn) == 0) {
        ruby_sourcefile = (char *)e->file;
        ruby_sourceline = e->end_line;
        ruby_parse_nerrs = 0;
        *ent = e;
        return e->node;
    }
    node = rb_compile_string(file, src, line);
    /* a text is cached the second time it is parsed: one-off texts cost no copy */
    if (e->seen != h) { e->seen = h; return node; }
    if (!node || ruby_parse_nerrs > 0 || node->nd_tbl || rb_warn_count != warns) return node;
    if (e->node) xfree(e->text);
    e->node = 0;
    e->text = ALLOC_N(char, len ? len : 1);
    memcpy(e->text, p, len);
    e->len = len;
    e->file = ruby_sourcefile;
    e->line = line;
    e->end_line = ruby_sourceline;
    e->verbose = ruby_verbose;
    e->nnames = nn;
    memcpy(e->names, names, sizeof(ID) * nn);
    e->node = node;
    *ent = e;
    return node;
}

/* after a cached tree ran: drop it if the evaluator edited a tree meanwhile */
static void
eval_cache_check(struct eval_cache_ent *e, NODE *node, unsigned long edits)
{
    if (e && e->node == node && rb_eval_tree_edits != edits) {
        e->node = 0;
        xfree(e->text);
        e->text = 0;
    }
}

/* compiles and runs src with self in the current context (GC, may raise) */
VALUE
rb_eval_string_in(VALUE self, VALUE src, VALUE scope, const char *file, int line)
{
    NODE *node;
    volatile VALUE result = Qnil;
    int state;
    char *volatile old_file = ruby_sourcefile;
    volatile int old_line = ruby_sourceline;
    volatile int old_in_eval = ruby_in_eval;
    NODE *volatile old_node = ruby_current_node;
    struct eval_cache_ent *volatile ent;
    struct eval_cache_ent *ent0;
    volatile unsigned long edits;

    if (!file) { file = "(eval)"; line = 1; }
    ruby_in_eval++;
    node = eval_parse(file, src, line, &ent0);
    ent = ent0;
    edits = rb_eval_tree_edits;
    ruby_in_eval = old_in_eval;
    rb_sync_source_position();   /* the parser's last line, as 1.8.7 leaves it */
    if (!node || ruby_parse_nerrs > 0) {
        ID *kept = rb_parser_failed_locals();
        if (node) rb_parser_eval_done(node);
        if (kept) {   /* 1.8.7: the locals its parse made stay (nil) */
            scope_grow(kept);
            xfree(kept);
        }
        /* raised where the parser stopped in the eval'd text; the callers restore */
        ruby_sourcefile = rb_source_filename(file);
        rb_exc_raise(ruby_errinfo);
    }
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = eval_tree_here(self, node);
    POP_TAG();
    rb_parser_eval_done(node);
    eval_cache_check(ent, node, edits);
    ruby_sourcefile = old_file;
    ruby_sourceline = old_line;
    rb_sync_source_position();
    /* a jump out of the text (redo, next...) is reported at the eval's call */
    if (state && state != TAG_RAISE) ruby_current_node = old_node;
    if (state) JUMP_TAG(state);
    return result;
}

/* eval of src in a Binding or Proc (Kernel#eval, Binding#eval): without a
   file name (or with "(eval)", 1: Kernel#eval's defaults) the code is placed
   at the binding, under the binding's file */
VALUE
rb_eval_in_binding(VALUE scope, VALUE src, const char *file, int line)
{
    volatile VALUE r = Qnil;
    int state;
    const char *volatile f2;
    /* $SAFE 4 code may eval only in a binding (or proc) it could have made */
    if (ruby_safe_level >= 4 && !OBJ_TAINTED(scope))
        rb_raise(rb_eSecurityError, "Insecure: can't modify trusted binding");
    if (file && line == 1 && strcmp(file, "(eval)") == 0) file = 0;
    f2 = file ? file : rb_binding_file(scope);
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) r = rb_binding_eval(scope, src, file, line, Qundef);
    POP_TAG();
    if (state == TAG_RAISE) eval_error_fixup_at(f2, rb_backtrace_ary(-1));
    if (state) eval_reraise(state);
    return r;
}

/* Kernel#eval(src [, binding [, file [, line]]]) */
VALUE
rb_f_eval(int argc, VALUE *argv, VALUE self)
{
    VALUE src, scope, vfile, vline;
    const char *file = 0;
    int line = 1;

    rb_scan_args(argc, argv, "13", &src, &scope, &vfile, &vline);
    if (ruby_safe_level >= 4) StringValue(src);
    else SafeStringValue(src);
    if (argc >= 3) file = StringValueCStr(vfile);
    if (argc >= 4) line = NUM2INT(vline);
    if (!NIL_P(scope)) {
        if (!rb_obj_is_kind_of(scope, rb_cBinding) && !rb_obj_is_proc(scope))
            rb_raise(rb_eTypeError, "wrong argument type %s (expected Proc/Binding)",
                     rb_obj_classname(scope));
        return rb_eval_in_binding(scope, src, file, line);
    }
    if (!file) { file = "(eval)"; line = 1; }
    {
        struct FRAME *f = ruby_frame->prev ? ruby_frame->prev : ruby_frame;
        struct FRAME *volatile cur = ruby_frame;
        struct FRAME copy;
        volatile VALUE r;
        int state;
        /* run in a copy of the caller's frame stacked on Kernel#eval's own
           (backtraces show both, as in 1.8.7); the eval'd code sees no block
           (`yield` raises, block_given? is false) */
        copy = *f;
        copy.prev = cur;
        copy.flags &= ~FRAME_BT_SNAP;
        copy.block = 0;
        /* self is eval's receiver: in a class body that is the class,
           though the body's frame stands for the enclosing one */
        copy.self = self;
        ruby_frame = &copy;
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) r = rb_eval_string_in(self, src, Qnil, file, line);
        POP_TAG();
        ruby_frame = cur;
        if (state == TAG_RAISE) rb_eval_error_fixup(file);
        if (state) eval_reraise(state);
        return r;
    }
}

VALUE
rb_eval_string(const char *str)
{
    return rb_eval_string_in(ruby_top_self, rb_str_new2(str), Qnil, "(eval)", 1);
}

static VALUE
eval_string_thunk(VALUE arg)
{
    return rb_eval_string((const char *)arg);
}

VALUE
rb_eval_string_protect(const char *str, int *state)
{
    return rb_protect(eval_string_thunk, (VALUE)str, state);
}

VALUE
rb_eval_string_wrap(const char *str, int *state)
{
    int st;
    volatile VALUE old_wrapper = ruby_wrapper;
    VALUE val;
    ruby_wrapper = rb_module_new();
    val = rb_eval_string_protect(str, &st);
    ruby_wrapper = old_wrapper;
    if (state) *state = st;
    else if (st) JUMP_TAG(st);
    return val;
}

/* runs func(args) with self = under, cref = cbase (instance_eval/module_eval) */
struct exec_under_arg { VALUE (*func)(VALUE); VALUE args; };

VALUE
rb_exec_under(VALUE (*func)(VALUE), VALUE under, VALUE cbase, VALUE args)
{
    volatile VALUE result = Qnil;
    volatile struct eval_save saved;
    struct FRAME frame;
    int state;

    eval_save(&saved);
    /* a copy of the instance_eval/module_eval frame itself, as 1.8.7 makes */
    frame = *ruby_frame;
    frame.prev = ruby_frame;
    frame.node = ruby_current_node;
    frame.flags |= FRAME_EVAL;
    frame.flags &= ~FRAME_BT_SNAP;
    ruby_frame = &frame;
    ruby_class = under;
    rb_cref_push(cbase);
    ruby_scope_vmode = SCOPE_PUBLIC;
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) result = (*func)(args);
    POP_TAG();
    eval_restore(&saved);
    ruby_frame = frame.prev;
    if (state) JUMP_TAG(state);
    return result;
}

struct eval_under_arg { VALUE self; VALUE src; const char *file; int line; VALUE under; };

/* a string runs in a copy of the frame that called instance_eval/module_eval
   (backtraces skip those two); rb_exec_under restores ruby_frame */
static VALUE
eval_under_i(VALUE arg)
{
    struct eval_under_arg *a = (struct eval_under_arg *)arg;
    struct FRAME copy;
    if (ruby_frame->prev && ruby_frame->prev->prev) {
        copy = *ruby_frame->prev->prev;
        copy.self = a->self;
        copy.block = 0;   /* no yield, block_given? false */
        ruby_frame = &copy;
    }
    return rb_eval_string_in(a->self, a->src, Qnil, a->file, a->line);
}

static VALUE
yield_under_i(VALUE arg)
{
    VALUE *a = (VALUE *)arg;   /* self, klass, args or Qundef, block */
    ruby_block_pending = (struct BLOCK *)a[3];
    if (a[2] == Qundef) return rb_yield_0(a[0], a[0], a[1], YIELD_PENDING_BLOCK, 0);
    return rb_yield_0(a[2], a[0], a[1], YIELD_PENDING_BLOCK, 1);
}

/* instance_eval/module_eval with a string or a block */
static VALUE
specific_eval(int argc, VALUE *argv, VALUE klass, VALUE self, VALUE exec_args)
{
    if (rb_block_given_p()) {
        VALUE a[4];
        if (argc > 0) rb_raise(rb_eArgError, "wrong number of arguments (%d for 0)", argc);
        a[0] = self; a[1] = klass; a[2] = exec_args; a[3] = (VALUE)ruby_frame->block;
        return rb_exec_under(yield_under_i, klass, klass, (VALUE)a);
    }
    else {
        struct eval_under_arg ea;
        if (argc == 0) rb_raise(rb_eArgError, "block not supplied");
        if (argc > 3) {
            const char *name = ruby_frame && ruby_frame->last_func ?
                rb_id2name(ruby_frame->last_func) : "instance_eval";
            rb_raise(rb_eArgError, "wrong number of arguments: %s(src) or %s{..}", name, name);
        }
        if (ruby_safe_level >= 4) StringValue(argv[0]);
        else SafeStringValue(argv[0]);
        ea.self = self; ea.src = argv[0];
        ea.file = argc > 1 ? StringValueCStr(argv[1]) : "(eval)";
        ea.line = argc > 2 ? NUM2INT(argv[2]) : 1;
        ea.under = klass;
        {
            volatile VALUE r = Qnil;
            int state;
            PUSH_TAG(PROT_NONE);
            if ((state = EXEC_TAG()) == 0) r = rb_exec_under(eval_under_i, klass, klass, (VALUE)&ea);
            POP_TAG();
            if (state == TAG_RAISE) rb_eval_error_fixup(ea.file);
            if (state) eval_reraise(state);
            return r;
        }
    }
}

/* the class `def` adds to: none for nil, true, false, Fixnums and Symbols
   (1.8.7: a def there raises TypeError) */
static VALUE
singleton_for_eval(VALUE self)
{
    if (SPECIAL_CONST_P(self) || SYMBOL_P(self)) return Qnil;
    return rb_singleton_class(self);
}

/* Object#instance_eval */
VALUE
rb_obj_instance_eval(int argc, VALUE *argv, VALUE self)
{
    return specific_eval(argc, argv, singleton_for_eval(self), self, Qundef);
}

/* Object#instance_exec */
static VALUE
rb_obj_instance_exec(int argc, VALUE *argv, VALUE self)
{
    if (!rb_block_given_p()) rb_localjump_error("no block given", Qnil, rb_intern("noreason"));
    return specific_eval(0, 0, singleton_for_eval(self), self, rb_ary_new4(argc, argv));
}

/* Module#module_eval */
VALUE
rb_mod_module_eval(int argc, VALUE *argv, VALUE mod)
{
    return specific_eval(argc, argv, mod, mod, Qundef);
}

/* Module#module_exec */
static VALUE
rb_mod_module_exec(int argc, VALUE *argv, VALUE mod)
{
    if (!rb_block_given_p()) rb_localjump_error("no block given", Qnil, rb_intern("noreason"));
    return specific_eval(0, 0, mod, mod, rb_ary_new4(argc, argv));
}

VALUE
rb_eval_cmd(VALUE cmd, VALUE arg, int level)
{
    volatile int old_safe = ruby_safe_level;
    volatile VALUE val = Qnil;
    struct FRAME frame;
    int state;
    if (TYPE(cmd) != T_STRING) {
        PUSH_TAG(PROT_NONE);
        ruby_safe_level = level;
        if ((state = EXEC_TAG()) == 0)
            val = rb_funcall2(cmd, id_call, (int)RARRAY_LEN(arg), RARRAY_PTR(arg));
        ruby_safe_level = old_safe;
        POP_TAG();
        if (state) JUMP_TAG(state);
        return val;
    }
    rb_sync_source_position();
    /* 1.8.7 runs it in a frame of its own, a line of its own in backtraces */
    frame_push(&frame, ruby_top_self, 0, 0, 0, 0, 0, 0);
    PUSH_TAG(PROT_NONE);
    ruby_safe_level = level;
    /* a command string (trap, trace_var) is read at the current line, as
       1.8.7 reads it */
    if ((state = EXEC_TAG()) == 0)
        val = rb_eval_string_in(ruby_top_self, cmd, Qnil,
                                ruby_sourcefile ? ruby_sourcefile : "(eval)",
                                ruby_sourcefile ? ruby_sourceline : 1);
    ruby_safe_level = old_safe;
    POP_TAG();
    frame_pop(&frame);
    if (state) JUMP_TAG(state);
    return val;
}

/* ------------------------------------------------------------ Kernel methods */

/* Kernel#block_given? / iterator? */
static VALUE
rb_f_block_given_p(VALUE self)
{
    struct FRAME *f = ruby_frame->prev;
    return f && f->block ? Qtrue : Qfalse;
}

/* Kernel#loop */
static VALUE
loop_i(VALUE arg)
{
    for (;;) { rb_yield_0(Qundef, 0, 0, 0, 0); CHECK_INTS; }
    return Qnil;
}

static VALUE
loop_stop(VALUE arg, VALUE err)
{
    return Qnil;
}

static VALUE
rb_f_loop(VALUE self)
{
    return rb_rescue2(loop_i, self, loop_stop, self, rb_eStopIteration, (VALUE)0);
}

/* Kernel#local_variables */
static VALUE
rb_f_local_variables(VALUE self)
{
    VALUE ary = rb_ary_new(), level;
    struct FRAME *f = ruby_frame->prev;
    ID *tbl = ruby_scope->local_tbl;
    struct RVarmap *vars;
    long i, n;
    (void)f;
    if (tbl && ruby_scope->local_vars) {
        n = (long)tbl[0];
        for (i = 3; i <= n; i++) {
            if (!tbl[i] || !rb_is_local_id(tbl[i])) continue;
            rb_ary_push(ary, rb_str_new2(rb_id2name(tbl[i])));
        }
    }
    /* each block level newest first, as 1.8.7 (ours keeps a level oldest first) */
    level = rb_ary_new();
    for (vars = ruby_dyna_vars; vars; vars = vars->next) {
        if (vars->id && rb_is_local_id(vars->id))
            rb_ary_unshift(level, rb_str_new2(rb_id2name(vars->id)));
        if (!vars->id || !vars->next) {
            rb_ary_concat(ary, level);
            rb_ary_clear(level);
        }
    }
    return ary;
}

/* Kernel#__method__ */
static VALUE
rb_f_method_name(VALUE self)
{
    struct FRAME *f = ruby_frame->prev;
    if (f && f->orig_func) return ID2SYM(f->orig_func);
    return Qnil;
}

/* ------------------------------------------------------------ set_trace_func */

/* the proc of set_trace_func, 0 when none; not called from inside itself */
VALUE ruby_trace_func;
static int trace_running;

struct trace_args { const char *event; VALUE file, line, id, bind, klass; };
/* the copy of the event's frame the proc runs above, and the node to restore */
struct trace_frame { struct FRAME frame; NODE *node; };

static VALUE
trace_call(VALUE arg)
{
    struct trace_args *a = (struct trace_args *)arg;
    VALUE argv[6];
    argv[0] = rb_str_new2(a->event);
    argv[1] = a->file;
    argv[2] = a->line;
    argv[3] = a->id;
    argv[4] = a->bind;
    argv[5] = a->klass;
    return rb_proc_call(ruby_trace_func, rb_ary_new4(6, argv));
}

static VALUE
trace_done(VALUE arg)
{
    struct trace_frame *t = (struct trace_frame *)arg;
    trace_running = 0;
    if (t) {   /* the event's frame copy ends (also when the proc raised) */
        ruby_frame = t->frame.prev;
        /* the position the proc's return gave back before the copy */
        if ((ruby_current_node = t->node) != 0) {
            ruby_sourcefile = t->node->nd_file;
            ruby_sourceline = nd_line(t->node);
        }
    }
    return Qnil;
}

static void trace_event_self(const char *event, ID id, VALUE klass, VALUE self);

/* calls the trace proc with (event, file, line, id, binding, klass); the
   binding's self is the frame's */
void
rb_trace_event(const char *event, ID id, VALUE klass)
{
    trace_event_self(event, id, klass, ruby_frame->self);
}

/* the same with the binding's self given: the running code's (a class
   body's "line" events see the class, its frame the enclosing self) */
static void
trace_event_self(const char *event, ID id, VALUE klass, VALUE self)
{
    struct trace_args a;
    if (ruby_event_hooks_on) rb_exec_event_hooks(event, id, klass);
    if (!ruby_trace_func || ruby_trace_func == Qtrue || trace_running) return;
    trace_running = 1;
    rb_sync_source_position();   /* 1.8.7's lazy position is brought up to the event's */
    a.event = event;
    a.file = ruby_sourcefile ? rb_str_new2(ruby_sourcefile) : Qnil;
    a.line = INT2FIX(ruby_sourceline);
    a.id = id ? ID2SYM(id) : Qnil;
    a.klass = klass ? klass : Qfalse;
    if (klass && TYPE(klass) == T_ICLASS) a.klass = RBASIC(klass)->klass;
    if (klass && FL_TEST(a.klass, FL_SINGLETON)) a.klass = rb_iv_get(a.klass, "__attached__");
    /* 1.8.7 gives a class body's "end" event no binding */
    a.bind = strcmp(event, "end") == 0 ? Qnil : rb_binding_of_frame(ruby_frame, self);
    if (ruby_frame->flags & FRAME_CFUNC) {
        rb_ensure(trace_call, (VALUE)&a, trace_done, 0);
    }
    else {
        /* as 1.8.7: the proc runs above a copy of the running Ruby frame
           placed at the event, so its backtraces show the event's position
           in that frame and then the frame itself */
        struct trace_frame t;
        NODE *at = NEW_NODE(NODE_BEGIN, 0, 0, 0);
        at->nd_file = ruby_sourcefile;
        nd_set_line(at, ruby_sourceline);
        t.node = ruby_current_node;
        t.frame = *ruby_frame;
        t.frame.prev = ruby_frame;
        t.frame.tmp = 0;
        t.frame.flags &= ~(FRAME_TAGGED | FRAME_TRACE_CALL | FRAME_BT_SNAP);
        t.frame.uniq = ++ruby_frame_uniq;
        t.frame.node = at;
        ruby_frame = &t.frame;
        ruby_current_node = at;
        rb_ensure(trace_call, (VALUE)&a, trace_done, (VALUE)&t);
        RB_GC_GUARD(a.bind);
    }
}

/* an event of the running Ruby code ("line", "raise"): its method and class */
void
rb_trace_frame_event(const char *event, VALUE self)
{
    struct FRAME *f = ruby_frame;
    while (f && (f->flags & FRAME_CFUNC)) f = f->prev;
    trace_event_self(event, f ? f->last_func : 0, f ? f->last_class : 0, self);
}

/* Kernel#set_trace_func(proc or nil) */
static VALUE
rb_f_set_trace_func(VALUE self, VALUE trace)
{
    rb_secure(4);
    if (!NIL_P(trace) && !rb_obj_is_proc(trace)) rb_raise(rb_eTypeError, "trace_func needs to be Proc");
    ruby_trace_func = !NIL_P(trace) ? trace : ruby_event_hooks_on ? Qtrue : 0;
    /* traced operators are method calls (c-call events) */
    if (ruby_trace_func) ruby_redefined_ops |= 4;
    else ruby_redefined_ops &= ~4;
    return trace;
}

/* Module.nesting: the lexically enclosing classes and modules, innermost first */
static VALUE
rb_mod_nesting(void)
{
    NODE *cref = ruby_cref;
    VALUE ary = rb_ary_new();
    for (; cref && cref->nd_next; cref = cref->nd_next)
        if (!NIL_P(cref->nd_clss) && cref->nd_clss) rb_ary_push(ary, cref->nd_clss);
    return ary;
}

/* Module.constants: the names visible here, from the lexical scopes and the
   innermost one's ancestors */
static VALUE
rb_mod_s_constants(void)
{
    NODE *cref = ruby_cref;
    VALUE ary = rb_ary_new(), klass = cref && cref->nd_clss ? cref->nd_clss : rb_cObject;
    for (; cref && cref->nd_next; cref = cref->nd_next)
        if (cref->nd_clss && !NIL_P(cref->nd_clss))
            rb_ary_concat(ary, rb_funcall(cref->nd_clss, rb_intern("constants"), 0));
    rb_ary_concat(ary, rb_mod_constants(klass));
    if (klass != rb_cObject) rb_ary_concat(ary, rb_mod_constants(rb_cObject));
    return rb_funcall(ary, rb_intern("uniq"), 0);
}

/* ------------------------------------------------------------ init / run */

static VALUE
main_to_s(VALUE obj)
{
    return rb_str_new2("main");
}

/* back to the top-level frame: a forked child's block ends the program
   from inside fork's frame, and its at_exit procs run from the top (1.8.7:
   their backtraces name none of the frames fork was called from) */
void
rb_frame_to_top(void)
{
    ruby_frame = &top_frame;
}

void
ruby_init(void)
{
    static int initialized = 0;
    static struct SCOPE *top_scope;
    int state;

    if (initialized) return;
    initialized = 1;
    memset(&top_frame, 0, sizeof(top_frame));
    ruby_frame = &top_frame;
    top_frame.uniq = ++ruby_frame_uniq;
    ruby_errinfo = Qnil;
    rb_gc_register_address(&ruby_errinfo);
    rb_gc_register_address(&ruby_trace_func);
    ruby_scope = 0;
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) {
        VALUE *vars = ALLOC_N(VALUE, 2);
        vars[0] = vars[1] = Qnil;
        top_scope = rb_scope_new(empty_tbl, vars);
        top_scope->flags = SCOPE_MALLOC | SCOPE_DONT_RECYCLE;
        ruby_scope = top_scope;
        rb_call_inits();
        rb_gc_mark_permanent();
        fixnum_eq_builtin = rb_method_node(rb_cFixnum, idEq)->nd_cfnc;
        fixnum_to_s_builtin = rb_method_node(rb_cFixnum, id_to_s)->nd_cfnc;
        len_ids[0] = rb_intern("length");
        len_ids[1] = rb_intern("size");
        len_ids[2] = rb_intern("empty?");
        ruby_running = 1;
        ruby_class = rb_cObject;
        top_frame.self = ruby_top_self;
        ruby_top_cref = NEW_NODE(NODE_CREF, rb_cObject, 0, 0);
        ruby_cref = ruby_top_cref;
        rb_gc_register_address((VALUE *)&ruby_top_cref);
        ruby_scope_vmode = SCOPE_PRIVATE;
        rb_define_global_const("TOPLEVEL_BINDING", rb_binding_new());
        ruby_prog_init();
    }
    POP_TAG();
    if (state) {
        rb_error_handle(state);
        exit(1);
    }
}

void Init_eval(void);

void
Init_eval(void)
{
    id_to_s = rb_intern("to_s");
    id_to_ary = rb_intern("to_ary");
    id_each = rb_intern("each");
    id_call = rb_intern("call");
    id_eqq = rb_intern("===");
    id_inherited = rb_intern("inherited");
    id_backquote = rb_intern("`");
    id_match = rb_intern("=~");
    id_const_missing = rb_intern("const_missing");
    id_aref = rb_intern("[]");
    id_aset = rb_intern("[]=");
    idLE = rb_intern("<=");
    idGE = rb_intern(">=");
    idEq = rb_intern("==");
    (void)id_to_s; (void)id_to_ary; (void)id_inherited; (void)id_const_missing;
    (void)cref_class;

    ruby_top_self = rb_obj_alloc(rb_cObject);
    rb_gc_register_address(&ruby_top_self);
    rb_define_singleton_method(ruby_top_self, "to_s", main_to_s, 0);
    top_frame.self = ruby_top_self;
    ruby_class = rb_cObject;

    Init_eval_method();
    Init_eval_jump();
    /* after $! and $@: global_variables lists them in 1.8.7's order */
    rb_define_virtual_variable("$SAFE", safe_getter, safe_setter);
    Init_eval_error();

    rb_define_global_function("eval", rb_f_eval, -1);
    rb_define_global_function("block_given?", rb_f_block_given_p, 0);
    rb_define_global_function("iterator?", rb_f_block_given_p, 0);
    rb_define_global_function("loop", rb_f_loop, 0);
    rb_define_global_function("local_variables", rb_f_local_variables, 0);
    rb_define_global_function("__method__", rb_f_method_name, 0);
    rb_define_singleton_method(rb_cModule, "nesting", rb_mod_nesting, 0);
    rb_define_singleton_method(rb_cModule, "constants", rb_mod_s_constants, 0);
    rb_define_global_function("set_trace_func", rb_f_set_trace_func, 1);
    rb_define_method(rb_mKernel, "instance_eval", rb_obj_instance_eval, -1);
    rb_define_method(rb_mKernel, "instance_exec", rb_obj_instance_exec, -1);
    rb_define_method(rb_cModule, "module_eval", rb_mod_module_eval, -1);
    rb_define_method(rb_cModule, "class_eval", rb_mod_module_eval, -1);
    rb_define_method(rb_cModule, "module_exec", rb_mod_module_exec, -1);
    rb_define_method(rb_cModule, "class_exec", rb_mod_module_exec, -1);
}

/* ------------------------------------------------------------ load / require */

static VALUE rb_load_path_ary;
static VALUE rb_features;

/* runs a source file at the top level (self = main, or a wrapper module) */
static void
load_file_top(VALUE path, int wrap)
{
    struct FRAME frame;
    struct SCOPE *volatile old_scope = ruby_scope;
    NODE *volatile old_cref = ruby_cref;
    volatile VALUE old_class = ruby_class;
    volatile VALUE old_wrapper = ruby_wrapper;
    volatile int old_vmode = ruby_scope_vmode;
    struct RVarmap *volatile old_vars = ruby_dyna_vars;
    volatile int old_in_eval = ruby_in_eval;
    char *volatile old_file = ruby_sourcefile;
    volatile int old_line = ruby_sourceline;
    NODE *volatile old_node = ruby_current_node;   /* an error after the load is the caller's */
    volatile VALUE self = ruby_top_self;
    volatile VALUE syntax_error = 0;
    VALUE *vars;
    NODE *node;
    int state;

    memset(&frame, 0, sizeof(frame));
    frame.prev = ruby_frame;
    frame.node = ruby_current_node;
    frame.uniq = ++ruby_frame_uniq;
    frame.self = ruby_top_self;
    ruby_frame = &frame;
    vars = ALLOC_N(VALUE, 2);
    vars[0] = vars[1] = Qnil;
    ruby_scope = rb_scope_new(0, vars);
    ruby_scope->flags = SCOPE_MALLOC;
    ruby_dyna_vars = 0;
    ruby_class = rb_cObject;
    ruby_cref = ruby_top_cref;
    ruby_scope_vmode = SCOPE_PRIVATE;
    if (wrap) {
        ruby_wrapper = rb_module_new();
        self = rb_obj_clone(ruby_top_self);
        rb_extend_object(self, ruby_wrapper);
        frame.self = self;
        ruby_class = ruby_wrapper;
        rb_cref_push(ruby_wrapper);
    }
    else {
        ruby_wrapper = 0;
    }
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) {
        ruby_in_eval = 0;
        ruby_parse_nerrs = 0;
        node = rb_compile_file(RSTRING_PTR(path), Qnil, 1);
        ruby_in_eval = old_in_eval;
        rb_sync_source_position();   /* the parser's last line */
        if (!node || ruby_parse_nerrs > 0) syntax_error = ruby_errinfo;
        else rb_eval(self, node);
    }
    POP_TAG();
    ruby_in_eval = old_in_eval;
    ruby_frame = frame.prev;
    ruby_scope = old_scope;
    ruby_cref = old_cref;
    ruby_class = old_class;
    ruby_wrapper = old_wrapper;
    ruby_scope_vmode = old_vmode;
    ruby_dyna_vars = old_vars;
    ruby_sourcefile = old_file;
    ruby_sourceline = old_line;
    ruby_current_node = old_node;
    rb_sync_source_position();
    if (state) JUMP_TAG(state);
    /* raised from the load/require call, as 1.8.7 reports it */
    if (syntax_error) rb_exc_raise(syntax_error);
}

/* at $SAFE >= 1 a file is loaded only if no directory on its way from the
   root is world writable (1.8.7: a warning naming the deepest such one,
   then SecurityError) */
static void
check_load_path_safe(VALUE path)
{
    char *dir, *slash, cwd[4096];
    const char *p = RSTRING_PTR(path);
    struct stat st;
    VALUE buf;

    if (ruby_safe_level < 1) return;
    if (p[0] == '/') buf = rb_str_new2(p);
    else {
        if (!getcwd(cwd, sizeof(cwd))) return;
        buf = rb_str_new2(cwd);
        rb_str_cat2(buf, "/");
        rb_str_cat2(buf, p);
    }
    dir = RSTRING_PTR(buf);
    while ((slash = strrchr(dir, '/')) != 0) {
        *slash = '\0';
        if (stat(*dir ? dir : "/", &st) == 0 && (st.st_mode & S_IWOTH)) {
            rb_warn("Insecure world writable dir %s in LOAD_PATH, mode 0%o", *dir ? dir : "/",
                    (unsigned)st.st_mode);
            rb_raise(rb_eSecurityError, "loading from unsafe file %s", RSTRING_PTR(path));
        }
        if (!*dir) break;
    }
}

void
rb_load(VALUE fname, int wrap)
{
    VALUE path;
    SafeStringValue(fname);
    path = rb_find_file(fname);
    if (!path) {
        if (rb_file_load_ok(RSTRING_PTR(fname))) path = fname;
        else rb_raise(rb_eLoadError, "no such file to load -- %s", RSTRING_PTR(fname));
    }
    check_load_path_safe(path);
    load_file_top(path, wrap);
}

static VALUE
load_thunk(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    rb_load(a[0], (int)a[1]);
    return Qnil;
}

void
rb_load_protect(VALUE fname, int wrap, int *state)
{
    VALUE a[2];
    a[0] = fname;
    a[1] = (VALUE)wrap;
    rb_protect(load_thunk, (VALUE)a, state);
}

/* Kernel#load(file, wrap = false) */
static VALUE
rb_f_load(int argc, VALUE *argv, VALUE self)
{
    VALUE fname, wrap;
    rb_scan_args(argc, argv, "11", &fname, &wrap);
    rb_load(fname, RTEST(wrap));
    return Qtrue;
}

/* the features whose require is running: 1.8.7 adds a feature to $" only
   once its load has ended, and a nested require of it meanwhile is false */
static VALUE loading_features;

static int
name_in(VALUE list, const char *name)
{
    long i;
    size_t len = strlen(name);
    for (i = 0; i < RARRAY_LEN(list); i++) {
        VALUE f = RARRAY_PTR(list)[i];
        const char *s;
        if (TYPE(f) != T_STRING) continue;
        s = RSTRING_PTR(f);
        if (strcmp(s, name) == 0) return 1;
        if (strncmp(s, name, len) == 0 &&
            (strcmp(s + len, ".rb") == 0 || strcmp(s + len, ".so") == 0)) return 1;
    }
    return 0;
}

static int
feature_listed(const char *name)
{
    return name_in(rb_features, name) || name_in(loading_features, name);
}

int
rb_provided(const char *feature)
{
    return feature_listed(feature);
}

void
rb_provide(const char *feature)
{
    rb_ary_push(rb_features, rb_str_new2(feature));
}

static int
has_ext(const char *f, const char *ext)
{
    size_t n = strlen(f), e = strlen(ext);
    return n > e && strcmp(f + n - e, ext) == 0;
}

/* a path require does not search $: for: absolute, ./x, ../x, ~ */
static int
explicit_path_p(const char *f)
{
    return f[0] == '/' || f[0] == '~' ||
           (f[0] == '.' && (f[1] == '/' || (f[1] == '.' && f[2] == '/')));
}

/* base + ext in dir (nil: as named), named as 1.8.7 names it (file.c), or 0
 * when it is not a readable file */
VALUE rb_load_path_join(const char *name, VALUE dir);
static VALUE
feature_file_in(VALUE base, const char *ext, VALUE dir)
{
    VALUE name = rb_str_plus(base, rb_str_new2(ext));
    VALUE full = rb_load_path_join(RSTRING_PTR(name), dir);
    RB_GC_GUARD(name);   /* only its buffer was passed on */
    return rb_file_load_ok(RSTRING_PTR(full)) ? full : 0;
}

/* finds base + one of exts: directory by directory along $:, every
 * extension tried within a directory before the next one (1.8.7's order,
 * so an earlier x.so wins over a later x.rb).  *which: the ext found. */
static VALUE
search_feature(VALUE base, const char *const *exts, int *which)
{
    VALUE lp, found;
    long i;
    int j;

    if (explicit_path_p(RSTRING_PTR(base))) {
        for (j = 0; exts[j]; j++)
            if ((found = feature_file_in(base, exts[j], Qnil))) { *which = j; return found; }
        return 0;
    }
    lp = rb_gv_get("$:");
    if (TYPE(lp) != T_ARRAY) return 0;
    for (i = 0; i < RARRAY_LEN(lp); i++) {
        VALUE dir = rb_check_string_type(RARRAY_PTR(lp)[i]);
        if (NIL_P(dir) || RSTRING_LEN(dir) == 0) continue;
        for (j = 0; exts[j]; j++)
            if ((found = feature_file_in(base, exts[j], dir))) { *which = j; return found; }
    }
    return 0;
}

static const char *const rb_exts[] = {".rb", 0};
static const char *const so_exts[] = {".so", 0};
static const char *const all_exts[] = {".rb", ".so", 0};

/* runs a found feature: Ruby source at the top level, or a C extension */
static void
load_feature(VALUE path, int is_so)
{
    char *volatile old_file = ruby_sourcefile;
    volatile int old_line = ruby_sourceline;
    int state;

    if (!is_so) {
        load_file_top(path, 0);
        return;
    }
    /* warnings and errors of Init_x name the .so, at line 0 */
    ruby_sourcefile = rb_source_filename(RSTRING_PTR(path));
    ruby_sourceline = 0;
    rb_sync_source_position();
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) dln_load(RSTRING_PTR(path));
    POP_TAG();
    ruby_sourcefile = old_file;
    ruby_sourceline = old_line;
    rb_sync_source_position();
    if (state) JUMP_TAG(state);
}

/* require: "x.rb" loads source only, "x.so" (or x.o, x.dll) an extension
 * only, "x" either; $" records the name given with the extension found */
VALUE
rb_require_safe(VALUE fname, int safe)
{
    VALUE path, feature, base;
    const char *f;
    const char *const *exts = all_exts;
    int which = 0, is_so, state;
    long cut = 0;

    SafeStringValue(fname);
    f = RSTRING_PTR(fname);
    if (has_ext(f, ".rb")) { exts = rb_exts; cut = 3; }
    else if (has_ext(f, ".so")) { exts = so_exts; cut = 3; }
    else if (has_ext(f, ".o")) { exts = so_exts; cut = 2; }
    else if (has_ext(f, ".dll")) { exts = so_exts; cut = 4; }
    /* as 1.8.7, which reads the name up to a NUL: the NUL raises unless
       that name has a suffix and is loaded already, or names an extension
       the search finds */
    if (!(cut && (exts == so_exts || feature_listed(f)))) StringValueCStr(fname);
    if (feature_listed(f)) return Qfalse;
    base = rb_str_new(f, (long)strlen(f) - cut);
    path = search_feature(base, exts, &which);
    if (!path) {
        StringValueCStr(fname);
        rb_raise(rb_eLoadError, "no such file to load -- %s", f);
    }
    check_load_path_safe(path);
    is_so = exts[which][1] == 's';
    feature = rb_str_plus(base, rb_str_new2(exts[which]));
    if (feature_listed(RSTRING_PTR(feature))) return Qfalse;
    rb_ary_push(loading_features, feature);
    {
        volatile VALUE feat = feature;
        PUSH_TAG(PROT_NONE);
        if ((state = EXEC_TAG()) == 0) load_feature(path, is_so);
        POP_TAG();
        rb_ary_delete(loading_features, feat);
        if (state) JUMP_TAG(state);
        rb_ary_push(rb_features, feat);
    }
    return Qtrue;
}

VALUE
rb_f_require(VALUE obj, VALUE fname)
{
    return rb_require_safe(fname, ruby_safe_level);
}

VALUE
rb_require(const char *fname)
{
    return rb_require_safe(rb_str_new2(fname), ruby_safe_level);
}

void
Init_load(void)
{
    rb_load_path_ary = rb_ary_new();
    rb_gc_register_address(&rb_load_path_ary);
    rb_define_readonly_variable("$:", &rb_load_path_ary);
    rb_define_readonly_variable("$-I", &rb_load_path_ary);
    rb_define_readonly_variable("$LOAD_PATH", &rb_load_path_ary);
    rb_features = rb_ary_new();
    rb_gc_register_address(&rb_features);
    loading_features = rb_ary_new();
    rb_gc_register_address(&loading_features);
    rb_define_readonly_variable("$\"", &rb_features);
    rb_define_readonly_variable("$LOADED_FEATURES", &rb_features);
    rb_define_global_function("load", rb_f_load, -1);
    rb_define_global_function("require", rb_f_require, 1);
    rb_eval_sysstack_init();  /* needs rb_eSysStackError (Init_Exception) */
    rb_install_fault_handlers();
    rb_lazy_reserve();
}
