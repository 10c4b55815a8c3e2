/* compar.c - module Comparable: the relational operators from <=>. */
#include "ruby.h"
#include "internal.h"

VALUE rb_mComparable;

static ID cmp;

/* the sign of a <=> result; nil means a and b do not compare */
int
rb_cmpint(VALUE val, VALUE a, VALUE b)
{
    if (NIL_P(val)) rb_cmperr(a, b);
    if (FIXNUM_P(val)) {
        long l = FIX2LONG(val);
        return l > 0 ? 1 : l < 0 ? -1 : 0;
    }
    if (TYPE(val) == T_BIGNUM) return RBIGNUM_SIGN(val) ? 1 : -1;
    if (RTEST(rb_funcall(val, '>', 1, INT2FIX(0)))) return 1;
    if (RTEST(rb_funcall(val, '<', 1, INT2FIX(0)))) return -1;
    return 0;
}

void
rb_cmperr(VALUE x, VALUE y)
{
    const char *classname;

    if (SPECIAL_CONST_P(y)) {
        y = rb_inspect(y);
        classname = StringValuePtr(y);
    }
    else {
        classname = rb_obj_classname(y);
    }
    rb_raise(rb_eArgError, "comparison of %s with %s failed", rb_obj_classname(x), classname);
}

static VALUE
cmp_eq(VALUE *a)
{
    VALUE c = rb_funcall(a[0], cmp, 1, a[1]);

    if (NIL_P(c)) return Qnil;
    if (rb_cmpint(c, a[0], a[1]) == 0) return Qtrue;
    return Qfalse;
}

static VALUE
cmp_failed(void)
{
    return Qnil;
}

/* Comparable#== (nil when <=> gives nil or raises) */
static VALUE
cmp_equal(VALUE x, VALUE y)
{
    VALUE a[2];

    if (x == y) return Qtrue;
    a[0] = x;
    a[1] = y;
    return rb_rescue(cmp_eq, (VALUE)a, cmp_failed, 0);
}

static int
cmp_of(VALUE x, VALUE y)
{
    VALUE c = rb_funcall(x, cmp, 1, y);
    return rb_cmpint(c, x, y);
}

/* Comparable#> */
static VALUE
cmp_gt(VALUE x, VALUE y)
{
    return cmp_of(x, y) > 0 ? Qtrue : Qfalse;
}

/* Comparable#>= */
static VALUE
cmp_ge(VALUE x, VALUE y)
{
    return cmp_of(x, y) >= 0 ? Qtrue : Qfalse;
}

/* Comparable#< */
static VALUE
cmp_lt(VALUE x, VALUE y)
{
    return cmp_of(x, y) < 0 ? Qtrue : Qfalse;
}

/* Comparable#<= */
static VALUE
cmp_le(VALUE x, VALUE y)
{
    return cmp_of(x, y) <= 0 ? Qtrue : Qfalse;
}

/* Comparable#between? */
static VALUE
cmp_between(VALUE x, VALUE min, VALUE max)
{
    if (RTEST(cmp_lt(x, min))) return Qfalse;
    if (RTEST(cmp_gt(x, max))) return Qfalse;
    return Qtrue;
}

void
Init_Comparable(void)
{
    rb_mComparable = rb_define_module("Comparable");
    rb_define_method(rb_mComparable, "==", cmp_equal, 1);
    rb_define_method(rb_mComparable, ">", cmp_gt, 1);
    rb_define_method(rb_mComparable, ">=", cmp_ge, 1);
    rb_define_method(rb_mComparable, "<", cmp_lt, 1);
    rb_define_method(rb_mComparable, "<=", cmp_le, 1);
    rb_define_method(rb_mComparable, "between?", cmp_between, 2);
    cmp = rb_intern("<=>");
}
