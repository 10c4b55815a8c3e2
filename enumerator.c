/* enumerator.c - Enumerable::Enumerator: a method call (receiver, name,
   arguments) kept as an Enumerable.  next/rewind run the method as a
   generator on continuations, one value ahead, as 1.8.7 does. */
#include "ruby.h"
#include "internal.h"
#include "eval_intern.h" /* TAG_RAISE */

VALUE rb_cEnumerator;
VALUE rb_eStopIteration;

static ID id_each, id_callcc, id_call;

enum gen_state { GEN_IDLE, GEN_RUNNING, GEN_DONE };

struct enumerator {
    VALUE obj;
    ID meth;
    VALUE args;
    VALUE gen; /* the generator behind next, made by the first next; a
                  copy of the enumerator shares it, as in 1.8.7 */
};

/* values produced but not yet taken, the continuations back to the
   consumer and into the paused method, and how the method ended */
struct generator {
    enum gen_state state;
    VALUE queue, back, resume, error;
    int jump; /* a non-local exit (other than raise) that ended the method */
    int fresh; /* restarted, and no value taken since */
};

static void
enumerator_mark(void *p)
{
    struct enumerator *e = p;

    rb_gc_mark(e->obj);
    rb_gc_mark(e->args);
    rb_gc_mark(e->gen);
}

static void
generator_mark(void *p)
{
    struct generator *g = p;

    rb_gc_mark(g->queue);
    rb_gc_mark(g->back);
    rb_gc_mark(g->resume);
    rb_gc_mark(g->error);
}

static void
enumerator_free(void *p)
{
    xfree(p);
}

static struct enumerator *
enumerator_ptr(VALUE obj)
{
    struct enumerator *e;

    Data_Get_Struct(obj, struct enumerator, e);
    if (!e || !e->meth) rb_raise(rb_eArgError, "uninitialized enumerator");
    return e;
}

static VALUE
enumerator_alloc(VALUE klass)
{
    struct enumerator *e;
    VALUE obj = Data_Make_Struct(klass, struct enumerator, enumerator_mark, enumerator_free, e);

    e->obj = Qnil;
    e->args = Qnil;
    e->gen = Qnil;
    return obj;
}

static VALUE
enumerator_init(VALUE enum_obj, VALUE obj, VALUE meth, int argc, VALUE *argv)
{
    struct enumerator *e;

    Data_Get_Struct(enum_obj, struct enumerator, e);
    e->obj = obj;
    e->meth = rb_to_id(meth);
    e->args = argc > 0 ? rb_ary_new4(argc, argv) : Qnil;
    e->gen = Qnil;
    return enum_obj;
}

/* Enumerable::Enumerator#initialize(obj, method = :each, *args) */
static VALUE
enumerator_initialize(int argc, VALUE *argv, VALUE obj)
{
    VALUE recv, meth = ID2SYM(id_each);

    /* (sic: 1.8.7's message has no plural here) */
    if (argc == 0) rb_raise(rb_eArgError, "wrong number of argument (0 for 1)");
    recv = *argv++;
    if (--argc) {
        meth = *argv++;
        --argc;
    }
    return enumerator_init(obj, recv, meth, argc, argv);
}

/* Enumerable::Enumerator#initialize_copy */
static VALUE
enumerator_init_copy(VALUE obj, VALUE orig)
{
    struct enumerator *src = enumerator_ptr(orig), *dst;

    Data_Get_Struct(obj, struct enumerator, dst);
    dst->obj = src->obj;
    dst->meth = src->meth;
    dst->args = src->args;
    dst->gen = src->gen;
    return obj;
}

VALUE
rb_enumeratorize(VALUE obj, VALUE meth, int argc, VALUE *argv)
{
    return enumerator_init(enumerator_alloc(rb_cEnumerator), obj, meth, argc, argv);
}

/* Object#to_enum, Object#enum_for */
static VALUE
obj_to_enum(int argc, VALUE *argv, VALUE obj)
{
    VALUE meth = ID2SYM(id_each);

    if (argc > 0) {
        --argc;
        meth = *argv++;
    }
    return rb_enumeratorize(obj, meth, argc, argv);
}

/* runs the enumerated method with func as its block */
static VALUE
enumerator_call(struct enumerator *e, VALUE (*func)(ANYARGS), VALUE data)
{
    int argc = 0;
    VALUE *argv = 0;

    if (!NIL_P(e->args)) {
        argc = (int)RARRAY_LEN(e->args);
        argv = RARRAY_PTR(e->args);
    }
    return rb_block_call(e->obj, e->meth, argc, argv, func, data);
}

static VALUE
each_i(VALUE val, VALUE dummy)
{
    return rb_yield(val);
}

/* Enumerable::Enumerator#each */
static VALUE
enumerator_each(VALUE obj)
{
    if (!rb_block_given_p()) return obj;
    return enumerator_call(enumerator_ptr(obj), each_i, 0);
}

static VALUE
with_index_i(VALUE val, VALUE *memo)
{
    VALUE idx = LONG2NUM((long)memo[0]);

    memo[0]++;
    return rb_yield_values(2, val, idx);
}

/* Enumerable::Enumerator#with_index, #each_with_index */
static VALUE
enumerator_with_index(VALUE obj)
{
    VALUE memo[1];

    RETURN_ENUMERATOR(obj, 0, 0);
    memo[0] = 0;
    return enumerator_call(enumerator_ptr(obj), with_index_i, (VALUE)memo);
}

/* ---- the generator.  The consumer (next, rewind) and the enumerated
   method take turns: each side saves a continuation and calls the
   other's.  Values are taken one ahead, so the method runs on to its
   next yield (or its end) before next returns. */

static struct generator *
gen_ptr(VALUE enum_obj)
{
    struct enumerator *e = enumerator_ptr(enum_obj);
    struct generator *g;

    if (NIL_P(e->gen)) {
        e->gen = Data_Make_Struct(rb_cObject, struct generator, generator_mark, -1, g);
        g->state = GEN_IDLE;
        g->queue = g->back = g->resume = g->error = Qnil;
        g->jump = g->fresh = 0;
    }
    Data_Get_Struct(e->gen, struct generator, g);
    return g;
}

static VALUE
callcc_with(VALUE (*func)(ANYARGS), VALUE enum_obj)
{
    return rb_block_call(rb_mKernel, id_callcc, 0, 0, func, enum_obj);
}

/* inside the method's yield: pause, handing control back to the consumer */
static VALUE
gen_pause_i(VALUE resume, VALUE enum_obj)
{
    struct generator *g = gen_ptr(enum_obj);

    g->resume = resume;
    rb_funcall(g->back, id_call, 0);
    return Qnil; /* not reached */
}

static VALUE
gen_yield_i(VALUE val, VALUE enum_obj)
{
    rb_ary_push(gen_ptr(enum_obj)->queue, val);
    callcc_with(gen_pause_i, enum_obj);
    return Qnil;
}

static VALUE
gen_run(VALUE enum_obj)
{
    return enumerator_call(enumerator_ptr(enum_obj), gen_yield_i, enum_obj);
}

/* the method's whole run, from a fresh start; its end, normal or not,
   goes back to whichever consumer is waiting then */
static VALUE
gen_start_i(VALUE back, VALUE enum_obj)
{
    struct generator *g = gen_ptr(enum_obj);
    int state = 0;

    g->back = back;
    rb_protect(gen_run, enum_obj, &state);
    g = gen_ptr(enum_obj);
    if (state == TAG_RAISE) g->error = ruby_errinfo;
    else if (state) g->jump = state;
    g->state = GEN_DONE;
    g->resume = Qnil;
    rb_funcall(g->back, id_call, 0);
    return Qnil; /* not reached */
}

static VALUE
gen_resume_i(VALUE back, VALUE enum_obj)
{
    struct generator *g = gen_ptr(enum_obj);

    g->back = back;
    rb_funcall(g->resume, id_call, 0);
    return Qnil; /* not reached */
}

/* lets the method run to its next yield or its end; what it raised is
   raised here, in the consumer */
static void
gen_advance(VALUE enum_obj)
{
    struct generator *g = gen_ptr(enum_obj);
    VALUE err;
    int jump;

    if (g->state == GEN_DONE) return;
    if (g->state == GEN_IDLE) {
        g->state = GEN_RUNNING;
        callcc_with(gen_start_i, enum_obj);
    }
    else {
        callcc_with(gen_resume_i, enum_obj);
    }
    g = gen_ptr(enum_obj);
    err = g->error;
    jump = g->jump;
    g->error = Qnil;
    g->jump = 0;
    if (!NIL_P(err)) rb_exc_raise(err);
    if (jump) rb_jump_tag(jump);
}

/* drops a paused run and starts the method again up to its first yield */
static void
gen_restart(VALUE enum_obj)
{
    struct generator *g = gen_ptr(enum_obj);

    g->state = GEN_IDLE;
    g->queue = rb_ary_new();
    g->resume = Qnil;
    g->fresh = 1;
    gen_advance(enum_obj);
}

/* Enumerable::Enumerator#next */
static VALUE
enumerator_next(VALUE obj)
{
    struct generator *g = gen_ptr(obj);
    VALUE val;

    if (NIL_P(g->queue)) gen_restart(obj);
    g = gen_ptr(obj);
    if (RARRAY_LEN(g->queue) == 0) {
        gen_restart(obj);
        rb_raise(rb_eStopIteration, "iteration reached at end");
    }
    val = RARRAY_PTR(g->queue)[0];
    gen_advance(obj); /* one ahead; the value stays queued if this raises */
    g = gen_ptr(obj);
    rb_ary_shift(g->queue);
    g->fresh = 0;
    return val;
}

/* Enumerable::Enumerator#rewind: starts over at once, unless nothing
   was taken since the last start */
static VALUE
enumerator_rewind(VALUE obj)
{
    struct generator *g = gen_ptr(obj);

    if (NIL_P(g->queue) || !g->fresh) gen_restart(obj);
    return obj;
}

void
Init_Enumerator(void)
{
    VALUE c;

    id_each = rb_intern("each");
    id_callcc = rb_intern("callcc");
    id_call = rb_intern("call");

    rb_define_method(rb_mKernel, "to_enum", obj_to_enum, -1);
    rb_define_method(rb_mKernel, "enum_for", obj_to_enum, -1);

    c = rb_cEnumerator = rb_define_class_under(rb_mEnumerable, "Enumerator", rb_cObject);
    rb_include_module(c, rb_mEnumerable);
    rb_define_alloc_func(c, enumerator_alloc);
    rb_define_private_method(c, "initialize", enumerator_initialize, -1);
    rb_define_private_method(c, "initialize_copy", enumerator_init_copy, 1);
    rb_define_method(c, "each", enumerator_each, 0);
    rb_define_method(c, "each_with_index", enumerator_with_index, 0);
    rb_define_method(c, "with_index", enumerator_with_index, 0);
    rb_define_method(c, "next", enumerator_next, 0);
    rb_define_method(c, "rewind", enumerator_rewind, 0);

    rb_eStopIteration = rb_define_class("StopIteration", rb_eIndexError);
    rb_provide("enumerator.so"); /* built in since 1.8.7: require 'enumerator' is a no-op */
}
