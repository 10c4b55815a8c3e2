/* range.c - class Range: begin, end and exclusiveness kept in hidden ivars. */
#include "ruby.h"
#include "internal.h"
#include "node.h"
#include <math.h>
#include <float.h>

VALUE rb_cRange;

static ID id_cmp, id_succ, id_beg, id_end, id_excl;

#define RANGE_BEG(r) rb_ivar_get((r), id_beg)
#define RANGE_END(r) rb_ivar_get((r), id_end)
#define EXCL(r) RTEST(rb_ivar_get((r), id_excl))

static VALUE
range_failed(void)
{
    rb_raise(rb_eArgError, "bad value for range");
    return Qnil;
}

static VALUE
range_check(VALUE *args)
{
    return rb_funcall(args[0], id_cmp, 1, args[1]);
}

static void
range_init(VALUE range, VALUE beg, VALUE end, int exclude_end)
{
    VALUE args[2];

    args[0] = beg;
    args[1] = end;
    if (!FIXNUM_P(beg) || !FIXNUM_P(end)) {
        VALUE v = rb_rescue(range_check, (VALUE)args, range_failed, 0);
        if (NIL_P(v)) range_failed();
    }
    rb_ivar_set(range, id_excl, exclude_end ? Qtrue : Qfalse);
    rb_ivar_set(range, id_beg, beg);
    rb_ivar_set(range, id_end, end);
}

VALUE
rb_range_new(VALUE beg, VALUE end, int exclude_end)
{
    VALUE range = rb_obj_alloc(rb_cRange);

    range_init(range, beg, end, exclude_end);
    return range;
}

/* Range#initialize */
static VALUE
range_initialize(int argc, VALUE *argv, VALUE range)
{
    VALUE beg, end, flags;

    rb_scan_args(argc, argv, "21", &beg, &end, &flags);
    if (rb_ivar_defined(range, id_beg) == Qtrue && !NIL_P(rb_ivar_get(range, id_beg)))
        rb_name_error(rb_intern("initialize"), "`initialize' called twice");
    range_init(range, beg, end, RTEST(flags));
    return Qnil;
}

/* Range#exclude_end? */
static VALUE
range_exclude_end_p(VALUE range)
{
    return EXCL(range) ? Qtrue : Qfalse;
}

static VALUE
range_eq_common(VALUE range, VALUE obj, int eql)
{
    if (range == obj) return Qtrue;
    if (!rb_obj_is_instance_of(obj, rb_obj_class(range))) return Qfalse;
    if (eql) {
        if (!rb_eql(RANGE_BEG(range), RANGE_BEG(obj))) return Qfalse;
        if (!rb_eql(RANGE_END(range), RANGE_END(obj))) return Qfalse;
    }
    else {
        if (!rb_equal(RANGE_BEG(range), RANGE_BEG(obj))) return Qfalse;
        if (!rb_equal(RANGE_END(range), RANGE_END(obj))) return Qfalse;
    }
    if (EXCL(range) != EXCL(obj)) return Qfalse;
    return Qtrue;
}

/* Range#== */
static VALUE
range_eq(VALUE range, VALUE obj)
{
    return range_eq_common(range, obj, 0);
}

/* Range#eql? */
static VALUE
range_eql(VALUE range, VALUE obj)
{
    return range_eq_common(range, obj, 1);
}

/* ------------------------------------------------------------ Fixnum <=> */

extern int ruby_redefined_ops;       /* eval_method.c: bit 2, set_trace_func is on */
static NODE *fix_cmp_body;           /* Fixnum#<=> as Init_Numeric defined it */

/* true while Fixnum#<=> is the built-in one and nothing traces calls: then
   1.8.7's rb_funcall of <=> on two Fixnums (Range, min/max, sort_by) may be
   done inline; a redefinition or set_trace_func sees the real call */
int
rb_fixnum_cmp_plain_p(void)
{
    static unsigned long serial;
    static int plain;

    if (ruby_redefined_ops & 4) return 0;
    if (serial != ruby_method_serial) {
        serial = ruby_method_serial;
        plain = rb_method_node(rb_cFixnum, id_cmp) == fix_cmp_body;
    }
    return plain;
}

/* a <=> b as -1/0/1, or 2 when they do not compare */
static int
r_cmp(VALUE a, VALUE b)
{
    VALUE r;

    if (FIXNUM_P(a) && FIXNUM_P(b) && rb_fixnum_cmp_plain_p())
        return (long)a < (long)b ? -1 : (long)a > (long)b;
    r = rb_funcall(a, id_cmp, 1, b);
    if (NIL_P(r)) return 2;
    return rb_cmpint(r, a, b);
}

static int
r_lt(VALUE a, VALUE b)
{
    return r_cmp(a, b) == -1;
}

static int
r_le(VALUE a, VALUE b)
{
    int c = r_cmp(a, b);
    return c == -1 || c == 0;
}

/* Range#hash */
static VALUE
range_hash(VALUE range)
{
    long hash = EXCL(range);
    VALUE v;

    /* 1.8.7 shifts the ends' hashes as Fixnum VALUEs (2h+1), not numbers;
       unsigned: a negative shifts too */
    v = rb_hash(RANGE_BEG(range));
    hash ^= (long)((unsigned long)(FIXNUM_P(v) ? (long)v : NUM2LONG(v)) << 1);
    v = rb_hash(RANGE_END(range));
    hash ^= (long)((unsigned long)(FIXNUM_P(v) ? (long)v : NUM2LONG(v)) << 9);
    hash ^= EXCL(range) << 24;
    return LONG2FIX(hash);
}

static void
range_each_func(VALUE range, VALUE (*func)(VALUE, void *), void *arg)
{
    VALUE v = RANGE_BEG(range), e = RANGE_END(range);
    int c, excl = EXCL(range);

    for (;;) {
        c = r_cmp(v, e);
        if (c == 2 || c > 0 || (excl && c == 0)) break;
        (*func)(v, arg);
        if (c == 0) break;
        v = rb_funcall(v, id_succ, 0);
    }
}

static VALUE
each_i(VALUE v, void *arg)
{
    rb_yield(v);
    return Qnil;
}

struct step_arg {
    long step, i;
};

static VALUE
step_i(VALUE v, void *data)
{
    struct step_arg *a = (struct step_arg *)data;

    if (a->i % a->step == 0) rb_yield(v);
    a->i++;
    return Qnil;
}

static void
check_succ(VALUE b)
{
    if (!rb_respond_to(b, id_succ))
        rb_raise(rb_eTypeError, "can't iterate from %s", rb_obj_classname(b));
}

static VALUE
str_step_i(VALUE v, VALUE data)
{
    return step_i(v, (void *)data);
}

/* 1.8.7 wants a Numeric step (else one from to_int) that is above zero */
static VALUE
step_value(int argc, VALUE *argv)
{
    VALUE step;

    if (rb_scan_args(argc, argv, "01", &step) == 0) return INT2FIX(1);
    if (!rb_obj_is_kind_of(step, rb_cNumeric)) step = rb_to_int(step);
    if (RTEST(rb_funcall(step, '<', 1, INT2FIX(0))))
        rb_raise(rb_eArgError, "step can't be negative");
    if (!RTEST(rb_funcall(step, '>', 1, INT2FIX(0)))) /* also NaN */
        rb_raise(rb_eArgError, "step can't be 0");
    return step;
}

/* a Float step: the i-th value is beg + i * unit, counted ahead with an
   allowance for rounding, and an exclusive end cuts the last value off */
static void
range_step_float(VALUE b, VALUE e, VALUE step, int excl)
{
    double beg = NUM2DBL(b), end = NUM2DBL(e), unit = NUM2DBL(step);
    double n = (end - beg) / unit, d;
    double err = (fabs(beg) + fabs(end) + fabs(end - beg)) / fabs(unit) * DBL_EPSILON;
    long i;

    if (err > 0.5) err = 0.5;
    n = floor(n + err) + 1;
    for (i = 0; i < n; i++) {
        d = i * unit + beg;
        if (excl && d >= end) break;
        rb_yield(rb_float_new(d));
    }
}

/* a Numeric begin: add the step while below the end */
static void
range_step_num(VALUE b, VALUE e, VALUE step, int excl)
{
    ID op = excl ? '<' : rb_intern("<=");

    while (RTEST(rb_funcall(b, op, 1, e))) {
        rb_yield(b);
        b = rb_funcall(b, '+', 1, step);
    }
}

/* Range#step */
static VALUE
range_step(int argc, VALUE *argv, VALUE range)
{
    VALUE b, e, step;
    struct step_arg a;

    RETURN_ENUMERATOR(range, argc, argv);
    b = RANGE_BEG(range);
    e = RANGE_END(range);
    step = step_value(argc, argv);
    if (FIXNUM_P(b) && FIXNUM_P(e) && FIXNUM_P(step)) {
        long end = FIX2LONG(e), i, unit = FIX2LONG(step);
        if (!EXCL(range)) end += 1;
        for (i = FIX2LONG(b); i < end; i += unit) rb_yield(LONG2NUM(i));
    }
    else if (TYPE(b) == T_FLOAT || TYPE(e) == T_FLOAT || TYPE(step) == T_FLOAT) {
        range_step_float(b, e, step, EXCL(range));
    }
    else if (rb_obj_is_kind_of(b, rb_cNumeric)) {
        range_step_num(b, e, step, EXCL(range));
    }
    else {
        /* counting elements: a Bignum step is never reached after the first */
        a.step = TYPE(step) == T_BIGNUM ? LONG_MAX : NUM2LONG(step);
        a.i = 0;
        if (TYPE(b) == T_STRING) {
            VALUE args[2];
            args[0] = e;
            args[1] = EXCL(range) ? Qtrue : Qfalse;
            rb_block_call(b, rb_intern("upto"), 2, args, str_step_i, (VALUE)&a);
        }
        else {
            check_succ(b);
            range_each_func(range, step_i, &a);
        }
    }
    return range;
}

/* Range#each */
static VALUE
range_each(VALUE range)
{
    VALUE beg, end;

    RETURN_ENUMERATOR(range, 0, 0);
    beg = RANGE_BEG(range);
    end = RANGE_END(range);
    if (FIXNUM_P(beg) && FIXNUM_P(end)) {
        long lim = FIX2LONG(end), i;
        if (!EXCL(range)) lim += 1;
        for (i = FIX2LONG(beg); i < lim; i++) rb_yield(LONG2FIX(i));
        return range;
    }
    if (TYPE(beg) == T_STRING) {
        StringValue(end);
        rb_str_upto(beg, end, EXCL(range));
        return range;
    }
    check_succ(beg);
    range_each_func(range, each_i, 0);
    return range;
}

/* Range#first, Range#begin */
static VALUE
range_first(VALUE range)
{
    return RANGE_BEG(range);
}

/* Range#last, Range#end */
static VALUE
range_last(VALUE range)
{
    return RANGE_END(range);
}

int
rb_range_values(VALUE range, VALUE *begp, VALUE *endp, int *exclp)
{
    if (!rb_obj_is_kind_of(range, rb_cRange)) return Qfalse;
    *begp = RANGE_BEG(range);
    *endp = RANGE_END(range);
    *exclp = EXCL(range);
    return Qtrue;
}

/* clamps range to a sequence of len elements: Qfalse when not a Range,
   Qnil when out of it (err 0), RangeError when err is 1 */
VALUE
rb_range_beg_len(VALUE range, long *begp, long *lenp, long len, int err)
{
    long beg, end, origbeg, origend;
    VALUE b, e;
    int excl;

    if (!rb_range_values(range, &b, &e, &excl)) return Qfalse;
    beg = origbeg = NUM2LONG(b);
    end = origend = NUM2LONG(e);
    if (beg < 0) {
        beg += len;
        if (beg < 0) goto out_of_range;
    }
    if (err == 0 || err == 2) {
        if (beg > len) goto out_of_range;
        if (end > len) end = len;
    }
    if (end < 0) end += len;
    if (!excl) end++;
    len = end - beg;
    if (len < 0) len = 0;
    *begp = beg;
    *lenp = len;
    return Qtrue;

  out_of_range:
    if (err) {
        rb_raise(rb_eRangeError, "%ld..%s%ld out of range", origbeg, excl ? "." : "", origend);
    }
    return Qnil;
}

/* "beg..end" or "beg...end", each end converted by conv */
static VALUE
range_join(VALUE range, VALUE (*conv)(VALUE))
{
    VALUE str = rb_str_dup(conv(RANGE_BEG(range)));
    VALUE str2 = conv(RANGE_END(range));

    rb_str_cat(str, "...", EXCL(range) ? 3 : 2);
    rb_str_append(str, str2);
    OBJ_INFECT(str, str2);
    return str;
}

/* Range#to_s */
static VALUE
range_to_s(VALUE range)
{
    return range_join(range, rb_obj_as_string);
}

/* Range#inspect */
static VALUE
range_inspect(VALUE range)
{
    return range_join(range, rb_inspect);
}

/* Range#include?, Range#member?, Range#=== */
static VALUE
range_include(VALUE range, VALUE val)
{
    VALUE beg = RANGE_BEG(range), end = RANGE_END(range);

    if (r_le(beg, val)) {
        if (EXCL(range)) {
            if (r_lt(val, end)) return Qtrue;
        }
        else if (r_le(val, end)) return Qtrue;
    }
    return Qfalse;
}

void
Init_Range(void)
{
    VALUE r;

    id_cmp = rb_intern("<=>");
    id_succ = rb_intern("succ");
    id_beg = rb_intern("begin");
    id_end = rb_intern("end");
    id_excl = rb_intern("excl");
    fix_cmp_body = rb_method_node(rb_cFixnum, id_cmp);
    rb_global_variable((VALUE *)&fix_cmp_body);   /* never reused by another node */

    r = rb_cRange = rb_define_class("Range", rb_cObject);
    rb_include_module(r, rb_mEnumerable);
    rb_define_private_method(r, "initialize", range_initialize, -1);
    rb_define_method(r, "==", range_eq, 1);
    rb_define_method(r, "===", range_include, 1);
    rb_define_method(r, "eql?", range_eql, 1);
    rb_define_method(r, "hash", range_hash, 0);
    rb_define_method(r, "each", range_each, 0);
    rb_define_method(r, "step", range_step, -1);
    rb_define_method(r, "first", range_first, 0);
    rb_define_method(r, "last", range_last, 0);
    rb_define_method(r, "begin", range_first, 0);
    rb_define_method(r, "end", range_last, 0);
    rb_define_method(r, "to_s", range_to_s, 0);
    rb_define_method(r, "inspect", range_inspect, 0);
    rb_define_method(r, "exclude_end?", range_exclude_end_p, 0);
    rb_define_method(r, "member?", range_include, 1);
    rb_define_method(r, "include?", range_include, 1);
}
