/* proc.c - Proc (a heap copy of a block), Method, UnboundMethod and
   Binding, plus define_method, Kernel#proc/lambda/binding/method. */
#include "eval_intern.h"
#include "internal.h"

VALUE rb_cProc, rb_cMethod, rb_cUnboundMethod, rb_cBinding;

/* a Proc or Binding: the block copied to the heap */
struct proc_data {
    struct BLOCK blk;
    VALUE outer_obj;   /* the Proc holding blk.outer, if any */
    int is_lambda;     /* made by proc/lambda (1.8: both check arity) */
    NODE *where;       /* the node running when it was made (__file__/__line__) */
    int safe_level;    /* $SAFE when it was made: its body runs at that level */
    VALUE below;       /* frame_snap of the frames below blk.frame when it was made */
};

/* The call sites and names of a chain of frames as they were at one moment:
   1.8.7 copies the frames below a Proc's or Binding's home when it makes
   one, and eval with it shows those in backtraces. */
struct frame_snap {
    long len;
    struct snap_ent { NODE *node; ID func; } *ent;
};

static void
snap_mark(void *p)
{
    struct frame_snap *s = p;
    long i;
    for (i = 0; i < s->len; i++) rb_gc_mark_maybe((VALUE)s->ent[i].node);
}

static void
snap_free(void *p)
{
    struct frame_snap *s = p;
    xfree(s->ent);
    xfree(s);
}

static struct proc_data *proc_data_of(VALUE proc);

/* the node a snapshot keeps for a frame's position: a C block's node holds
   its iterator's data (map's result, say), which a kept Proc would keep
   alive for ever, so only its position is copied */
static NODE *
snap_position(NODE *node)
{
    NODE *at;

    if (!node || nd_type(node) != NODE_IFUNC) return node;
    at = NEW_NODE(NODE_BEGIN, 0, 0, 0);
    at->nd_file = node->nd_file;
    nd_set_line(at, nd_line(node));
    return at;
}

static VALUE
snap_capture(struct FRAME *from)
{
    struct frame_snap *s;
    VALUE obj = Data_Make_Struct(0, struct frame_snap, snap_mark, snap_free, s);
    struct FRAME *f;
    long n = 0;

    for (f = from; f; f = FRAME_BT_PREV(f)) n++;
    s->ent = ALLOC_N(struct snap_ent, n ? n : 1);
    for (f = from; f && s->len < n; f = FRAME_BT_PREV(f), s->len++) {
        s->ent[s->len].node = snap_position(f->node);
        s->ent[s->len].func = f->last_func;
    }
    return obj;
}

/* the snapshot as a chain of frames (in a buffer *holder keeps), or 0 */
static struct FRAME *
snap_frames(VALUE snap, volatile VALUE *holder)
{
    struct frame_snap *s = DATA_PTR(snap);
    struct FRAME *fr;
    long i;

    if (s->len == 0) return 0;
    *holder = rb_str_new(0, (long)sizeof(struct FRAME) * s->len);
    fr = (struct FRAME *)RSTRING_PTR(*holder);
    memset(fr, 0, sizeof(struct FRAME) * s->len);
    for (i = 0; i < s->len; i++) {
        fr[i].self = Qnil;
        fr[i].node = s->ent[i].node;
        fr[i].last_func = s->ent[i].func;
        fr[i].prev = i + 1 < s->len ? &fr[i + 1] : 0;
    }
    return fr;
}

static void
proc_mark(void *p)
{
    struct proc_data *d = p;
    struct BLOCK *b = &d->blk;
    rb_gc_mark_maybe((VALUE)b->var);
    rb_gc_mark_maybe((VALUE)b->body);
    rb_gc_mark_maybe(b->self);
    rb_gc_mark_maybe(b->frame.self);
    rb_gc_mark_maybe(b->frame.last_class);
    rb_gc_mark_maybe((VALUE)b->frame.node);
    rb_gc_mark_maybe((VALUE)b->frame.body);
    rb_gc_mark_maybe((VALUE)b->scope);
    rb_gc_mark_maybe(b->klass);
    rb_gc_mark_maybe((VALUE)b->cref);
    rb_gc_mark_maybe((VALUE)b->dyna_vars);
    rb_gc_mark_maybe(b->wrapper);
    rb_gc_mark_maybe(d->outer_obj);
    rb_gc_mark_maybe((VALUE)d->where);
    rb_gc_mark_maybe(d->below);
}

/* a Proc or Binding holding a copy of blk; below: the frames its eval shows
   below the code (from blk's frame's caller for a Proc) */
static VALUE
proc_alloc_below(VALUE klass, struct BLOCK *blk, struct FRAME *below)
{
    struct proc_data *d;
    VALUE obj = Data_Make_Struct(klass, struct proc_data, proc_mark, xfree, d);
    ruby_dvar_captures++;   /* its block variables live on: none may be recycled */
    d->blk = *blk;
    d->blk.scope = rb_scope_capture(blk->scope);
    d->blk.flags |= BLOCK_HEAP;
    d->blk.frame.argc = 0;
    d->blk.frame.argv = 0;
    if (blk->flags & BLOCK_HEAP)   /* a copy of a Proc's block: its frames are gone */
        d->below = blk->block_obj ? proc_data_of(blk->block_obj)->below : 0;
    else
        d->below = snap_capture(below);
    d->blk.frame.prev = 0;
    d->blk.frame.tmp = 0;
    d->blk.frame.flags &= ~FRAME_BT_SNAP;
    d->blk.frame.oscope = 0;
    d->blk.block_obj = obj;
    d->outer_obj = 0;
    d->where = ruby_current_node;
    d->safe_level = ruby_safe_level;
    return obj;
}

static VALUE
proc_alloc_from(VALUE klass, struct BLOCK *blk)
{
    return proc_alloc_below(klass, blk, FRAME_BT_PREV(&blk->frame));
}

static struct proc_data *
proc_data_of(VALUE proc)
{
    if (TYPE(proc) != T_DATA || RDATA(proc)->dmark != proc_mark)
        rb_raise(rb_eTypeError, "wrong argument type %s (expected Proc)", rb_obj_classname(proc));
    return (struct proc_data *)DATA_PTR(proc);
}

struct BLOCK *
rb_proc_block(VALUE proc)
{
    return &proc_data_of(proc)->blk;
}

/* a new Proc of klass for the block of an existing Proc */
static VALUE
proc_copy_of(struct BLOCK *blk, VALUE klass)
{
    VALUE obj = proc_alloc_from(klass, blk);
    struct proc_data *d = proc_data_of(obj);
    d->outer_obj = proc_data_of(blk->block_obj)->outer_obj;
    d->is_lambda = proc_data_of(blk->block_obj)->is_lambda;
    d->where = proc_data_of(blk->block_obj)->where;
    return obj;
}

/* makes (or returns the already made) Proc of a block; the block's locals
   move to the heap (GC) */
VALUE
rb_proc_from_block(struct BLOCK *blk, VALUE klass)
{
    VALUE obj, outer = 0;
    struct proc_data *d;

    if (blk->block_obj && CLASS_OF(blk->block_obj) == klass) return blk->block_obj;
    if (blk->block_obj && (blk->flags & BLOCK_HEAP)) return proc_copy_of(blk, klass);
    blk->scope = rb_scope_capture(blk->scope);
    if (blk->outer) outer = rb_proc_from_block(blk->outer, rb_cProc);
    obj = proc_alloc_from(klass, blk);
    d = proc_data_of(obj);
    d->outer_obj = outer;
    d->blk.outer = outer ? &proc_data_of(outer)->blk : 0;
    d->blk.frame.block = d->blk.outer;
    d->is_lambda = 0;
    blk->block_obj = obj;
    return obj;
}

/* the block to pass for `&val`: a Proc, a Method, or anything with to_proc */
struct BLOCK *
rb_block_of_proc_value(VALUE val, volatile VALUE *holder)
{
    VALUE proc = val;
    if (!rb_obj_is_proc(proc)) {
        proc = rb_check_convert_type(val, T_DATA, "Proc", "to_proc");
        if (NIL_P(proc) || !rb_obj_is_proc(proc))
            rb_raise(rb_eTypeError, "wrong argument type %s (expected Proc)", rb_obj_classname(val));
    }
    *holder = proc;   /* the caller keeps the Proc alive while its block is used */
    return rb_proc_block(proc);
}

VALUE
rb_obj_is_proc(VALUE proc)
{
    if (TYPE(proc) == T_DATA && RDATA(proc)->dmark == proc_mark &&
        rb_obj_is_kind_of(proc, rb_cProc)) return Qtrue;
    return Qfalse;
}

/* the block of a blockless lambda/proc/define_method: the calling method's
   block, with a warning (1.8.7) */
static struct BLOCK *
caller_block_for_proc(void)
{
    struct BLOCK *blk = ruby_frame->block;
    if (!blk && ruby_frame->prev && (blk = ruby_frame->prev->block) != 0)
        rb_warn("tried to create Proc object without a block");
    if (!blk) rb_raise(rb_eArgError, "tried to create Proc object without a block");
    return blk;
}

static VALUE
proc_from_frame_block(VALUE klass, int lambda)
{
    struct BLOCK *blk = ruby_frame->block;
    VALUE proc;
    if (!blk && !lambda && ruby_frame->prev) blk = ruby_frame->prev->block;
    if (!blk && lambda == 2) blk = caller_block_for_proc();
    if (!blk) rb_raise(rb_eArgError, "tried to create Proc object without a block");
    if (lambda && blk->block_obj && (blk->flags & BLOCK_HEAP)) {
        /* lambda(&pr), proc(&pr): a new lambda of pr's block (1.8.7) */
        proc = proc_copy_of(blk, klass);
        proc_data_of(proc)->is_lambda = 1;
        proc_data_of(proc)->blk.flags |= BLOCK_LAMBDA;
        return proc;
    }
    proc = rb_proc_from_block(blk, klass);
    if (lambda && !proc_data_of(proc)->is_lambda && !(blk->flags & BLOCK_HEAP)) {
        proc_data_of(proc)->is_lambda = 1;
        proc_data_of(proc)->blk.flags |= BLOCK_LAMBDA;
    }
    return proc;
}

VALUE
rb_block_proc(void)
{
    return proc_from_frame_block(rb_cProc, 0);
}

VALUE
rb_f_lambda(void)
{
    return proc_from_frame_block(rb_cProc, 1);
}

/* Kernel#proc / Kernel#lambda */
static VALUE
proc_lambda(VALUE self)
{
    return proc_from_frame_block(rb_cProc, 2);   /* 2: lambda, warns without a block */
}

/* Proc.new { } */
static VALUE
proc_s_new(int argc, VALUE *argv, VALUE klass)
{
    VALUE proc = proc_from_frame_block(klass, 0);
    rb_obj_call_init(proc, argc, argv);
    return proc;
}

/* a Proc with a C body: func(yielded, val, self) */
VALUE
rb_proc_new(VALUE (*func)(ANYARGS), VALUE val)
{
    struct BLOCK blk;
    memset(&blk, 0, sizeof(blk));
    blk.body = rb_ifunc_new(func, val);
    blk.self = ruby_frame->self;
    blk.frame = *ruby_frame;
    blk.scope = ruby_scope;
    blk.klass = ruby_class;
    blk.cref = ruby_cref;
    blk.dyna_vars = ruby_dyna_vars;
    blk.uniq = ++ruby_frame_uniq;
    blk.wrapper = ruby_wrapper;
    blk.frame.block = 0;
    blk.outer = 0;
    return rb_proc_from_block(&blk, rb_cProc);
}

/* calls a proc with args (an Array); self/klass nonzero for instance_exec-like
   calls; pcall: Proc#call (lambda arity rules) (GC, may raise) */
VALUE
rb_proc_invoke(VALUE proc, VALUE args, VALUE self, VALUE klass, int pcall)
{
    struct proc_data *d = proc_data_of(proc);
    volatile VALUE result = Qnil;
    volatile int lambda = d->is_lambda;
    volatile int safe = ruby_safe_level;
    int state, flags = YIELD_PENDING_BLOCK | 0x200;   /* 0x200: FRAME_PROCCALL */
    unsigned long uniq;

    if (lambda) flags |= 2 | 4;
    if (pcall && lambda) flags |= 1;
    PUSH_TAG(lambda ? PROT_LAMBDA : PROT_NONE);
    uniq = ++ruby_frame_uniq;
    _tag.dst = uniq;
    if ((state = EXEC_TAG()) == 0) {
        ruby_safe_level = d->safe_level;   /* 1.8.7: a $SAFE set inside ends with the call */
        ruby_block_pending = &d->blk;
        if (!lambda && pcall && RARRAY_LEN(args) == 1)
            result = rb_yield_0(RARRAY_PTR(args)[0], self, klass, flags, 0);
        else
            result = rb_yield_0(args, self, klass, flags, 1);
    }
    else if (lambda && state == TAG_RETURN && ruby_jump_dst == _tag.dst) {
        result = _tag.retval;
        state = 0;
    }
    POP_TAG();
    ruby_block_pending = 0;
    ruby_safe_level = safe;
    if (state == TAG_RETRY && !ruby_jump_dst)
        rb_localjump_error("retry from proc-closure", Qnil, rb_intern("retry"));
    if (state) JUMP_TAG(state);
    return result;
}

VALUE
rb_proc_call(VALUE proc, VALUE args)
{
    if (TYPE(args) != T_ARRAY) args = rb_ary_new3(1, args);
    return rb_proc_invoke(proc, args, 0, 0, 1);
}

/* Proc#call / Proc#[] / Proc#yield */
static VALUE
proc_call(int argc, VALUE *argv, VALUE proc)
{
    struct proc_data *d = proc_data_of(proc);
    struct BLOCK *blk = ruby_frame->block;
    VALUE args = rb_ary_new4(argc, argv);
    /* a block given to call becomes the outer block of a C proc only */
    if (blk && d->blk.body && nd_type(d->blk.body) == NODE_IFUNC) {
        struct BLOCK *save = d->blk.outer;
        VALUE r;
        d->blk.outer = blk;
        r = rb_proc_invoke(proc, args, 0, 0, 1);
        d->blk.outer = save;
        return r;
    }
    return rb_proc_invoke(proc, args, 0, 0, 1);
}

/* arity of block parameters */
static int
block_arity(NODE *var)
{
    NODE *list;
    int n = 0;
    if (!var) return -1;
    if (var == (NODE *)1) return 0;
    if (nd_type(var) != NODE_MASGN) return 1;   /* 1.8.7: `|..., &b|` is 1 too */
    /* `|(a, b),|` and `|((a, b))|` are one parameter: arity 1 */
    for (list = var->nd_head; list; list = list->nd_next) n++;
    if (var->nd_args) return -n - 1;
    return n;
}

int
rb_proc_arity(VALUE proc)
{
    struct proc_data *d = proc_data_of(proc);
    if (d->blk.body && nd_type(d->blk.body) == NODE_IFUNC) {
        if (d->blk.flags & BLOCK_FROM_METHOD)
            return NUM2INT(rb_funcall(d->blk.body->nd_tval, rb_intern("arity"), 0));
        return -1;
    }
    return block_arity(d->blk.var);
}

/* Proc#arity */
static VALUE
proc_arity(VALUE proc)
{
    return INT2FIX(rb_proc_arity(proc));
}

/* Proc#to_proc */
static VALUE
proc_to_self(VALUE proc)
{
    return proc;
}

/* Proc#== */
static VALUE
proc_eq(VALUE self, VALUE other)
{
    struct proc_data *a, *b;
    if (self == other) return Qtrue;
    if (!rb_obj_is_proc(other) || CLASS_OF(self) != CLASS_OF(other)) return Qfalse;
    a = proc_data_of(self);
    b = proc_data_of(other);
    /* as 1.8.7: the same code (body and parameters) in the same context */
    if (a->blk.body == b->blk.body && a->blk.var == b->blk.var && a->blk.scope == b->blk.scope &&
        a->blk.dyna_vars == b->blk.dyna_vars && a->blk.self == b->blk.self &&
        a->is_lambda == b->is_lambda) return Qtrue;
    return Qfalse;
}

/* Proc#to_s / inspect: "#<Proc:0x...@file:line>" */
static VALUE
proc_to_s(VALUE self)
{
    struct proc_data *d = proc_data_of(self);
    NODE *node = d->blk.body;
    const char *cname = rb_obj_classname(self);
    /* 1.8.7 shows the body's address, 16 digits: an empty block is 0x0000000000000000 */
    unsigned long body = (unsigned long)d->blk.body;
    /* 1.8.7 names the line the block opens on, which is where the proc
       was made (the call taking the block); a body is the fallback */
    if (d->where && d->where->nd_file) node = d->where;
    else if (node && (nd_type(node) == NODE_IFUNC || !node->nd_file)) node = 0;
    if (node && node->nd_file)
        return rb_sprintf("#<%s:0x%016lx@%s:%d>", cname, body, node->nd_file, nd_line(node));
    return rb_sprintf("#<%s:0x%016lx>", cname, body);
}

/* Proc#binding */
static VALUE
proc_binding(VALUE self)
{
    struct proc_data *d = proc_data_of(self);
    VALUE bind = proc_alloc_from(rb_cBinding, &d->blk);
    struct proc_data *bd = proc_data_of(bind);
    bd->outer_obj = d->outer_obj;
    bd->where = d->where;
    bd->blk.body = 0;
    bd->blk.var = 0;
    return bind;
}

/* Proc#dup / clone */
static VALUE
proc_clone(VALUE self)
{
    struct proc_data *d = proc_data_of(self);
    VALUE obj = proc_alloc_from(CLASS_OF(self), &d->blk);
    struct proc_data *nd = proc_data_of(obj);
    nd->outer_obj = d->outer_obj;
    nd->is_lambda = d->is_lambda;
    nd->where = d->where;
    return obj;
}

/* ------------------------------------------------------------ Binding */

VALUE
rb_binding_new(void)
{
    struct FRAME *f = ruby_frame->prev ? ruby_frame->prev : ruby_frame;
    return rb_binding_of_frame(f, f->self);
}

/* a Binding of frame f with the current scope and variables, whose self is
   self (a class body's frame keeps the enclosing method's self) */
VALUE
rb_binding_of_frame(struct FRAME *f, VALUE self)
{
    struct BLOCK blk;
    VALUE bind, outer = 0;
    struct proc_data *d;

    memset(&blk, 0, sizeof(blk));
    blk.self = self;
    blk.frame = *f;
    blk.scope = ruby_scope;
    blk.klass = ruby_class;
    blk.cref = ruby_cref;
    blk.dyna_vars = ruby_dyna_vars;
    blk.uniq = f->uniq;
    blk.vmode = ruby_scope_vmode;
    blk.wrapper = ruby_wrapper;
    blk.scope = rb_scope_capture(blk.scope);
    if (f->block) outer = rb_proc_from_block(f->block, rb_cProc);
    /* as the frame of Kernel#binding in 1.8.7, f itself is below the code */
    bind = proc_alloc_below(rb_cBinding, &blk, f);
    d = proc_data_of(bind);
    d->outer_obj = outer;
    d->blk.outer = outer ? &proc_data_of(outer)->blk : 0;
    d->blk.frame.block = d->blk.outer;
    d->blk.block_obj = 0;
    return bind;
}

/* Kernel#binding */
static VALUE
rb_f_binding(VALUE self)
{
    /* self is the receiver (1.8.7): a class body's, a bound method's */
    return rb_binding_of_frame(ruby_frame->prev ? ruby_frame->prev : ruby_frame, self);
}

/* eval of src in a Binding (or a Proc's context) (GC, may raise) */
VALUE
rb_binding_eval(VALUE bind, VALUE src, const char *file, int line, VALUE self)
{
    struct proc_data *d = proc_data_of(bind);
    struct BLOCK *b = &d->blk;
    struct FRAME frame;
    struct FRAME *volatile old_frame = ruby_frame;
    volatile struct eval_save saved;
    volatile VALUE result = Qnil, below = 0;
    int state;

    /* as 1.8.7: without a file name the code is positioned where the
       binding (or proc) was made, and backtraces go through that place
       and the frame that made it, then the caller of eval */
    if (!file && d->where) {
        file = d->where->nd_file;
        line = nd_line(d->where);
    }
    eval_save(&saved);
    frame = b->frame;
    frame.prev = ruby_frame;
    frame.node = d->where ? d->where : ruby_current_node;
    frame.flags |= FRAME_EVAL | FRAME_PROCCALL;
    frame.argc = 0;
    if (d->below) {   /* backtraces go through the home and the frames below it then */
        frame.node = d->where;   /* none for TOPLEVEL_BINDING: backtraces end here */
        frame.tmp = snap_frames(d->below, &below);
        frame.flags |= FRAME_BT_SNAP;
    }
    frame.oscope = 0;
    frame.uniq = ++ruby_frame_uniq;   /* `return` in the eval'd code is a LocalJumpError */
    ruby_frame = &frame;
    ruby_scope = b->scope;
    ruby_dyna_vars = b->dyna_vars;
    ruby_cref = b->cref;
    ruby_class = b->klass;
    ruby_scope_vmode = b->vmode;
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0)
        result = rb_eval_string_in(b->self, src, Qnil, file, line);
    POP_TAG();
    b->dyna_vars = ruby_dyna_vars;
    ruby_frame = old_frame;
    eval_restore(&saved);
    if (state) JUMP_TAG(state);
    return result;
}

/* the file a Binding (or Proc) places eval'd code in when none is given */
const char *
rb_binding_file(VALUE bind)
{
    struct proc_data *d = proc_data_of(bind);
    return d->where ? d->where->nd_file : "(eval)";   /* TOPLEVEL_BINDING */
}

/* Binding#eval(src [, file [, line]]) (1.8.7) */
static VALUE
bind_eval(int argc, VALUE *argv, VALUE bind)
{
    VALUE src, file, line;
    rb_scan_args(argc, argv, "12", &src, &file, &line);
    if (ruby_safe_level >= 4) StringValue(src);
    else SafeStringValue(src);   /* a tainted string is refused at $SAFE >= 1, as Kernel#eval */
    return rb_eval_in_binding(bind, src, NIL_P(file) ? 0 : StringValueCStr(file),
                              NIL_P(line) ? 1 : NUM2INT(line));
}

/* ------------------------------------------------------------ Method */

struct METHOD {
    VALUE klass;    /* where the body was found (class or include proxy) */
    VALUE rklass;   /* the receiver's class it was looked up from */
    VALUE recv;     /* Qundef for an UnboundMethod */
    ID id, oid;
    NODE *body;
    int noex;       /* its NOEX_NOSUPER bit goes to rb_call0 */
};

static void
method_mark(void *p)
{
    struct METHOD *m = p;
    rb_gc_mark_maybe(m->klass);
    rb_gc_mark_maybe(m->rklass);
    rb_gc_mark_maybe(m->recv);
    rb_gc_mark_maybe((VALUE)m->body);
}

static struct METHOD *
method_of(VALUE obj)
{
    if (TYPE(obj) != T_DATA || RDATA(obj)->dmark != method_mark)
        rb_raise(rb_eTypeError, "wrong argument type %s (expected Method)", rb_obj_classname(obj));
    return DATA_PTR(obj);
}

VALUE
rb_obj_is_method(VALUE m)
{
    return TYPE(m) == T_DATA && RDATA(m)->dmark == method_mark ? Qtrue : Qfalse;
}

static VALUE
mnew(VALUE klass, VALUE obj, ID id, VALUE mclass)
{
    VALUE origin, method, rklass = klass;
    int noex;
    ID oid;
    struct METHOD *m;
    NODE *body = rb_get_method_body_fresh(klass, id, &origin, &noex, &oid);

    if (!body || nd_type(body) == NODE_ZSUPER) rb_print_undef(klass, id);
    while (rklass != origin && (FL_TEST(rklass, FL_SINGLETON) || TYPE(rklass) == T_ICLASS))
        rklass = RCLASS(rklass)->super;
    /* as 1.8.7: a method found in an included module keeps the module, not
       its place in the receiver's ancestry, so a super in it called
       through the Method finds no superclass method */
    if (TYPE(origin) == T_ICLASS) origin = RBASIC(origin)->klass;
    method = Data_Make_Struct(mclass, struct METHOD, method_mark, xfree, m);
    m->klass = origin;
    m->rklass = rklass;
    m->recv = obj;
    m->id = id;
    m->oid = oid;
    m->body = body;
    m->noex = noex;
    OBJ_INFECT(method, klass);
    return method;
}

VALUE
rb_method_new_from(VALUE klass, VALUE recv, ID id, VALUE mclass)
{
    return mnew(klass, recv, id, mclass);
}

/* Object#method(name) */
VALUE
rb_obj_method(VALUE obj, VALUE vid)
{
    return mnew(CLASS_OF(obj), obj, rb_to_id(vid), rb_cMethod);
}

/* Module#instance_method(name) */
static VALUE
rb_mod_method(VALUE mod, VALUE vid)
{
    return mnew(mod, Qundef, rb_to_id(vid), rb_cUnboundMethod);
}

static VALUE
method_call_with_block(int argc, VALUE *argv, VALUE method, struct BLOCK *blk)
{
    struct METHOD *m = method_of(method);
    volatile int safe = ruby_safe_level;
    VALUE result;
    if (m->recv == Qundef) rb_raise(rb_eTypeError, "can't call unbound method; bind first");
    if (OBJ_TAINTED(method) && ruby_safe_level < 4) ruby_safe_level = 4 > safe ? safe : safe;
    result = rb_call0(m->klass, m->recv, m->id, m->oid, argc, argv, m->body, m->noex & NOEX_NOSUPER, blk);
    ruby_safe_level = safe;
    return result;
}

VALUE
rb_method_call(int argc, VALUE *argv, VALUE method)
{
    return method_call_with_block(argc, argv, method, ruby_frame->block);
}

/* TypeError unless method m can run with self recv (bind, or a call of a
   define_method'd method, where 1.8.7 checks it) */
static void
method_check_bindable(struct METHOD *m, VALUE recv)
{
    if (m->rklass == CLASS_OF(recv)) return;
    if (FL_TEST(m->rklass, FL_SINGLETON))
        rb_raise(rb_eTypeError, "singleton method bound for a different object");
    if (!rb_obj_is_kind_of(recv, m->rklass)) {
        VALUE rk = m->rklass;
        if (TYPE(rk) == T_ICLASS && !(rk = rb_class_real(rk))) rk = rb_cObject;
        rb_raise(rb_eTypeError, "bind argument must be an instance of %s", rb_class2name(rk));
    }
}

VALUE
rb_dmethod_call(VALUE method, VALUE recv, int argc, const VALUE *argv, struct BLOCK *blk)
{
    struct METHOD *m = method_of(method);
    method_check_bindable(m, recv);
    return rb_call0(m->klass, recv, m->id, m->oid, argc, argv, m->body, m->noex & NOEX_NOSUPER, blk);
}

/* Method#unbind */
static VALUE
method_unbind(VALUE obj)
{
    struct METHOD *m = method_of(obj), *d;
    VALUE method = Data_Make_Struct(rb_cUnboundMethod, struct METHOD, method_mark, xfree, d);
    *d = *m;
    d->rklass = m->rklass;
    d->recv = Qundef;
    return method;
}

/* UnboundMethod#bind(obj) */
static VALUE
umethod_bind(VALUE method, VALUE recv)
{
    struct METHOD *m = method_of(method), *d;
    VALUE nm;
    method_check_bindable(m, recv);
    nm = Data_Make_Struct(rb_cMethod, struct METHOD, method_mark, xfree, d);
    *d = *m;
    d->recv = recv;
    d->rklass = CLASS_OF(recv);
    if (TYPE(m->rklass) == T_MODULE) {
        /* as 1.8.7: a module's method bound to an object is seen from the
           module's place in the object's ancestors (its inspect names the
           real class above that place: "Object(Mod)#m") */
        VALUE k = d->rklass;
        while (k && !(BUILTIN_TYPE(k) == T_ICLASS && RBASIC(k)->klass == m->rklass))
            k = RCLASS(k)->super;
        if (k) d->rklass = k;
    }
    return nm;
}

/* Method#arity */
static VALUE
method_arity(VALUE method)
{
    return INT2FIX(rb_method_arity_of(method_of(method)->body));
}

/* Method#name (a String in 1.8.7) */
static VALUE
method_name(VALUE obj)
{
    return rb_str_new2(rb_id2name(method_of(obj)->id));
}

/* Method#owner */
static VALUE
method_owner(VALUE obj)
{
    VALUE k = method_of(obj)->klass;
    if (TYPE(k) == T_ICLASS) k = RBASIC(k)->klass;
    return k;
}

/* Method#receiver */
static VALUE
method_receiver(VALUE obj)
{
    return method_of(obj)->recv;
}

/* Method#== */
static VALUE
method_eq(VALUE method, VALUE other)
{
    struct METHOD *a, *b;
    if (TYPE(other) != T_DATA || RDATA(other)->dmark != method_mark) return Qfalse;
    if (CLASS_OF(method) != CLASS_OF(other)) return Qfalse;
    a = method_of(method);
    b = method_of(other);
    /* rklass too: A's method seen from B is another UnboundMethod */
    if (a->klass != b->klass || a->rklass != b->rklass || a->recv != b->recv || a->body != b->body)
        return Qfalse;
    return Qtrue;
}

/* Method#clone */
static VALUE
method_clone(VALUE self)
{
    struct METHOD *m = method_of(self), *d;
    VALUE clone = Data_Make_Struct(CLASS_OF(self), struct METHOD, method_mark, xfree, d);
    *d = *m;
    return clone;
}

/* Method#inspect: "#<Method: Foo#bar>", "#<Method: Foo(Mod)#bar>", "#<Method: obj.bar>" */
static VALUE
method_inspect(VALUE method)
{
    struct METHOD *m = method_of(method);
    VALUE str = rb_str_buf_new2("#<");
    VALUE mklass = m->klass;
    const char *sharp = "#";

    if (TYPE(mklass) == T_ICLASS) mklass = RBASIC(mklass)->klass;
    rb_str_buf_cat2(str, rb_obj_classname(method));
    rb_str_buf_cat2(str, ": ");
    if (FL_TEST(mklass, FL_SINGLETON)) {
        VALUE v = rb_iv_get(mklass, "__attached__");
        if (m->recv == Qundef) rb_str_buf_append(str, rb_inspect(mklass));
        else if (m->recv == v) { rb_str_buf_append(str, rb_inspect(v)); sharp = "."; }
        else {
            rb_str_buf_append(str, rb_inspect(m->recv));
            rb_str_buf_cat2(str, "(");
            rb_str_buf_append(str, rb_inspect(v));
            rb_str_buf_cat2(str, ")");
            sharp = ".";
        }
    }
    else {
        VALUE rk = m->rklass;
        /* bound through a module (see umethod_bind): the real class above
           the module's place, Object above Kernel */
        if (TYPE(rk) == T_ICLASS && !(rk = rb_class_real(rk))) rk = rb_cObject;
        rb_str_buf_cat2(str, rb_class2name(rk));
        if (m->rklass != mklass) {
            rb_str_buf_cat2(str, "(");
            rb_str_buf_cat2(str, rb_class2name(mklass));
            rb_str_buf_cat2(str, ")");
        }
    }
    rb_str_buf_cat2(str, sharp);
    rb_str_buf_cat2(str, rb_id2name(m->id));
    rb_str_buf_cat2(str, ">");
    return str;
}

/* the arguments a Method's proc gets from one value (yielded or given to
   call): an Array (or to_ary) is spread, except one of a single element that
   is no Array of two or more (so [1] and [[1]] stay one argument, [[1, 2]]
   spreads) */
static VALUE
method_block_args(VALUE val)
{
    VALUE ary = rb_check_array_type(val), top;

    if (NIL_P(ary)) return rb_ary_new3(1, val);
    if (RARRAY_LEN(ary) != 1) return ary;
    top = rb_check_array_type(RARRAY_PTR(ary)[0]);
    if (!NIL_P(top) && RARRAY_LEN(top) > 1) return ary;
    return rb_ary_new3(1, val);
}

/* the body of a Method's proc: args holds the values yielded or given */
static VALUE
bmcall_packed(VALUE args, VALUE method, VALUE self)
{
    VALUE a = args;
    if (TYPE(a) != T_ARRAY) a = rb_ary_new3(1, a);
    /* as in 1.8.7, a block given to the proc does not reach the method */
    return method_call_with_block((int)RARRAY_LEN(a), RARRAY_PTR(a), method, 0);
}

static VALUE
bmcall(VALUE args, VALUE method, VALUE self)
{
    if (TYPE(args) == T_ARRAY && RARRAY_LEN(args) == 1)
        args = method_block_args(RARRAY_PTR(args)[0]);
    return bmcall_packed(args, method, self);
}

/* where 1.8.7 places a Method's proc (its frame in backtraces): at the
   position synced when the method was added (for a def, the last line of
   the file or eval'd string holding it); a C method's runs at the caller's */
static NODE *
method_proc_position(struct METHOD *m)
{
    st_data_t ent;
    NODE *n;
    if (nd_type(m->body) == NODE_CFUNC) return 0;
    if (!RCLASS(m->klass)->m_tbl || !st_lookup(RCLASS(m->klass)->m_tbl, m->id, &ent)) return 0;
    n = (NODE *)ent;
    return n && n->nd_file ? n : 0;
}

/* Method#to_proc: a lambda calling the method */
static VALUE
method_proc(VALUE method)
{
    VALUE proc = rb_proc_new(bmcall, method);
    struct proc_data *d = proc_data_of(proc);
    NODE *pos = method_proc_position(method_of(method));
    d->blk.flags |= BLOCK_FROM_METHOD | BLOCK_LAMBDA;
    d->is_lambda = 1;
    d->blk.body->nd_file = pos ? pos->nd_file : 0;
    if (pos) nd_set_line(d->blk.body, nd_line(pos));
    return proc;
}

/* the body of Symbol#to_proc's proc: args holds the values yielded, taken
   as a |*args| block does (one yielded Array stays one receiver) */
static VALUE
sym_proc_call(VALUE args, VALUE sym, VALUE self)
{
    if (TYPE(args) != T_ARRAY) args = rb_ary_new3(1, args);
    if (RARRAY_LEN(args) < 1) rb_raise(rb_eArgError, "no receiver given");
    /* private methods too, as in 1.8.7 */
    return rb_funcall2(RARRAY_PTR(args)[0], SYM2ID(sym), (int)RARRAY_LEN(args) - 1,
                       RARRAY_PTR(args) + 1);
}

/* Symbol#to_proc: a C proc; its frame is Symbol#to_proc's, at the position
   the interpreter last synced (1.8.7's backtraces show "FILE:N:in `to_proc'") */
VALUE
rb_sym_to_proc(VALUE sym)
{
    VALUE proc = rb_proc_new(sym_proc_call, sym);
    proc_data_of(proc)->blk.flags |= BLOCK_PACKED;
    return proc;
}

/* ------------------------------------------------------------ MBARI API */
#ifdef MBARI_API
/* Proc#__file__, #__line__: where the proc was made */
static NODE *
proc_where(VALUE self)
{
    struct proc_data *d = proc_data_of(self);
    NODE *n = d->where;
    if (!n || !n->nd_file) n = d->blk.body;
    if (!n || !n->nd_file || nd_type(n) == NODE_IFUNC)
        rb_raise(rb_eArgError, "%s has no source location", rb_obj_classname(self));
    return n;
}

static VALUE proc_file(VALUE self) { return rb_str_new2(proc_where(self)->nd_file); }
static VALUE proc_line(VALUE self) { return INT2FIX(nd_line(proc_where(self))); }

/* Method#__file__, #__line__ (and UnboundMethod's): where the method was
   defined; ArgumentError ("native Method") for methods written in C */
static NODE *
method_where(VALUE self)
{
    struct METHOD *m = method_of(self);
    NODE *body = m->body;
    int depth = 0;
    while (body && depth++ < 100) {
        switch (nd_type(body)) {
          case NODE_SCOPE: {
            /* the scope is made at `end`; its NODE_ARGS at the `def` line */
            NODE *b = body->nd_next;
            if (b && nd_type(b) == NODE_BLOCK) b = b->nd_head;
            if (b && nd_type(b) == NODE_ARGS && b->nd_file && nd_line(b) < nd_line(body))
                return b;
            if (body->nd_file) return body;
            body = 0;
            break;
          }
          case NODE_BMETHOD:
            return proc_where(body->nd_cval);
          case NODE_DMETHOD:
            body = method_of(body->nd_cval)->body;
            continue;
          case NODE_FBODY:
            body = body->nd_head;
            continue;
          case NODE_IVAR:
          case NODE_ATTRSET:    /* attr_*: where the attr call ran */
          case NODE_CFUNC:      /* C defined while a file ran: Struct, .so */
            if (body->nd_file) return body;
            body = 0;
            break;
          default:
            body = 0;
            break;
        }
    }
    rb_raise(rb_eArgError, "native Method");
    return 0; /* not reached */
}

static VALUE method_file(VALUE self) { return rb_str_new2(method_where(self)->nd_file); }
/* a C method defined by a .so's Init has its file but line 0: native */
static VALUE
method_line(VALUE self)
{
    int line = nd_line(method_where(self));
    if (line == 0) rb_raise(rb_eArgError, "native Method");
    return INT2FIX(line);
}
#endif

/* ------------------------------------------------------------ define_method */

/* calls the proc body of a define_method method with self = recv */
VALUE
rb_bmethod_call(VALUE proc, VALUE recv, ID id, VALUE klass, int argc, const VALUE *argv,
                struct BLOCK *blk)
{
    struct proc_data *d = proc_data_of(proc);
    volatile VALUE result = Qnil;
    volatile int safe = ruby_safe_level;
    int state;
    VALUE args = rb_ary_new4(argc, argv);

    PUSH_TAG(PROT_LAMBDA);
    _tag.dst = ++ruby_frame_uniq;
    if ((state = EXEC_TAG()) == 0) {
        ruby_safe_level = d->safe_level;   /* the level of the define_method block */
        ruby_block_pending = &d->blk;
        result = rb_yield_0(args, recv, 0, YIELD_PENDING_BLOCK | 1 | 2 | 4 | 8, 1);
    }
    else if (state == TAG_RETURN && ruby_jump_dst == _tag.dst) {
        result = _tag.retval;
        state = 0;
    }
    POP_TAG();
    ruby_safe_level = safe;
    /* its body is a proc: a retry in it has no call to restart (1.8.7) */
    if (state == TAG_RETRY && !ruby_jump_dst)
        rb_localjump_error("retry from proc-closure", Qnil, rb_intern("retry"));
    if (state) JUMP_TAG(state);
    return result;
}

static VALUE
proc_lambda_for_define(void)
{
    return rb_proc_from_block(caller_block_for_proc(), rb_cProc);
}

/* Module#define_method(name, proc_or_method = block) */
VALUE
rb_mod_define_method(int argc, VALUE *argv, VALUE mod)
{
    ID id;
    VALUE body;
    NODE *node;
    int noex = NOEX_PUBLIC;

    if (argc == 1) {
        id = rb_to_id(argv[0]);
        body = proc_lambda_for_define();
    }
    else if (argc == 2) {
        id = rb_to_id(argv[0]);
        body = argv[1];
        if (!rb_obj_is_method(body) && !rb_obj_is_proc(body))
            rb_raise(rb_eTypeError, "wrong argument type %s (expected Proc/Method)",
                     rb_obj_classname(body));
    }
    else {
        rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    }
    if (rb_obj_is_method(body)) {
        /* any method is accepted: rb_dmethod_call checks self on each call */
        node = NEW_DMETHOD(method_unbind(body));
    }
    else {
        VALUE proc = proc_clone(body);
        proc_data_of(proc)->is_lambda = 1;
        proc_data_of(proc)->blk.flags |= BLOCK_LAMBDA | BLOCK_BMETHOD;
        node = NEW_BMETHOD(proc);
        body = proc;
    }
    if (ruby_cref && ruby_cref->nd_clss == mod) {  /* the default visibility of that class body */
        if (ruby_scope_vmode == SCOPE_PRIVATE || ruby_scope_vmode == SCOPE_MODFUNC) noex = NOEX_PRIVATE;
        else if (ruby_scope_vmode == SCOPE_PROTECTED) noex = NOEX_PROTECTED;
    }
    rb_add_method(mod, id, node, noex);   /* calls the method_added hook */
    return body;
}

/* Object#singleton_method? no: Kernel#method lives here */

void
Init_Proc(void)
{
    rb_cProc = rb_define_class("Proc", rb_cObject);
    rb_undef_alloc_func(rb_cProc);
    rb_define_singleton_method(rb_cProc, "new", proc_s_new, -1);
    rb_define_method(rb_cProc, "call", proc_call, -1);
    rb_define_method(rb_cProc, "[]", proc_call, -1);
    rb_define_method(rb_cProc, "arity", proc_arity, 0);
    rb_define_method(rb_cProc, "to_proc", proc_to_self, 0);
    rb_define_method(rb_cProc, "==", proc_eq, 1);
    rb_define_method(rb_cProc, "to_s", proc_to_s, 0);
    rb_define_method(rb_cProc, "binding", proc_binding, 0);
    rb_define_method(rb_cProc, "clone", proc_clone, 0);
    rb_define_method(rb_cProc, "dup", proc_clone, 0);
    rb_define_global_function("proc", proc_lambda, 0);
    rb_define_global_function("lambda", proc_lambda, 0);

    rb_cMethod = rb_define_class("Method", rb_cObject);
    rb_undef_alloc_func(rb_cMethod);
    rb_undef_method(CLASS_OF(rb_cMethod), "new");
    rb_define_method(rb_cMethod, "==", method_eq, 1);
    rb_define_method(rb_cMethod, "clone", method_clone, 0);
    rb_define_method(rb_cMethod, "call", rb_method_call, -1);
    rb_define_method(rb_cMethod, "[]", rb_method_call, -1);
    rb_define_method(rb_cMethod, "arity", method_arity, 0);
    rb_define_method(rb_cMethod, "inspect", method_inspect, 0);
    rb_define_method(rb_cMethod, "to_s", method_inspect, 0);
    rb_define_method(rb_cMethod, "to_proc", method_proc, 0);
    rb_define_method(rb_cMethod, "receiver", method_receiver, 0);
    rb_define_method(rb_cMethod, "name", method_name, 0);
    rb_define_method(rb_cMethod, "owner", method_owner, 0);
    rb_define_method(rb_cMethod, "unbind", method_unbind, 0);
    rb_define_method(rb_mKernel, "method", rb_obj_method, 1);

    rb_cUnboundMethod = rb_define_class("UnboundMethod", rb_cObject);
    rb_undef_alloc_func(rb_cUnboundMethod);
    rb_undef_method(CLASS_OF(rb_cUnboundMethod), "new");
    rb_define_method(rb_cUnboundMethod, "==", method_eq, 1);
    rb_define_method(rb_cUnboundMethod, "clone", method_clone, 0);
    rb_define_method(rb_cUnboundMethod, "arity", method_arity, 0);
    rb_define_method(rb_cUnboundMethod, "inspect", method_inspect, 0);
    rb_define_method(rb_cUnboundMethod, "to_s", method_inspect, 0);
    rb_define_method(rb_cUnboundMethod, "name", method_name, 0);
    rb_define_method(rb_cUnboundMethod, "owner", method_owner, 0);
    rb_define_method(rb_cUnboundMethod, "bind", umethod_bind, 1);
#ifdef MBARI_API
    rb_define_method(rb_cProc, "__file__", proc_file, 0);
    rb_define_method(rb_cProc, "__line__", proc_line, 0);
    rb_define_method(rb_cMethod, "__file__", method_file, 0);
    rb_define_method(rb_cMethod, "__line__", method_line, 0);
    rb_define_method(rb_cUnboundMethod, "__file__", method_file, 0);
    rb_define_method(rb_cUnboundMethod, "__line__", method_line, 0);
#endif
    rb_define_method(rb_cModule, "instance_method", rb_mod_method, 1);
    rb_define_private_method(rb_cModule, "define_method", rb_mod_define_method, -1);
}

void
Init_Binding(void)
{
    rb_cBinding = rb_define_class("Binding", rb_cObject);
    rb_undef_alloc_func(rb_cBinding);
    rb_undef_method(CLASS_OF(rb_cBinding), "new");
    rb_define_method(rb_cBinding, "clone", proc_clone, 0);
    rb_define_method(rb_cBinding, "dup", proc_clone, 0);
    rb_define_method(rb_cBinding, "eval", bind_eval, -1);
    rb_define_global_function("binding", rb_f_binding, 0);
}
