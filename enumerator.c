/* enumerator.c - Enumerable::Enumerator: a method call (receiver, name,
   arguments) kept as an Enumerable; next/rewind walk a snapshot of it. */
#include "ruby.h"

VALUE rb_cEnumerator;
VALUE rb_eStopIteration;

static ID id_each;

struct enumerator {
    VALUE obj;
    ID meth;
    VALUE args;
    VALUE buffer; /* the values for next, taken on the first call */
    long pos;
};

static void
enumerator_mark(void *p)
{
    struct enumerator *e = p;

    rb_gc_mark(e->obj);
    rb_gc_mark(e->args);
    rb_gc_mark(e->buffer);
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
    e->buffer = Qnil;
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
    e->buffer = Qnil;
    e->pos = 0;
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
    dst->buffer = Qnil;
    dst->pos = 0;
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

static VALUE
next_collect_i(VALUE val, VALUE ary)
{
    rb_ary_push(ary, val);
    return Qnil;
}

/* Enumerable::Enumerator#next: the values are taken all at once on the
   first call (there are no continuations to suspend the method) */
static VALUE
enumerator_next(VALUE obj)
{
    struct enumerator *e = enumerator_ptr(obj);
    VALUE buf;

    if (NIL_P(e->buffer)) {
        buf = rb_ary_new();
        enumerator_call(e, next_collect_i, buf);
        e->buffer = buf;
        e->pos = 0;
    }
    if (e->pos >= RARRAY_LEN(e->buffer)) {
        e->buffer = Qnil;
        e->pos = 0;
        rb_raise(rb_eStopIteration, "iteration reached at end");
    }
    return RARRAY_PTR(e->buffer)[e->pos++];
}

/* Enumerable::Enumerator#rewind */
static VALUE
enumerator_rewind(VALUE obj)
{
    struct enumerator *e = enumerator_ptr(obj);

    e->buffer = Qnil;
    e->pos = 0;
    return obj;
}

void
Init_Enumerator(void)
{
    VALUE c;

    id_each = rb_intern("each");

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
