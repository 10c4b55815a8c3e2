/* math.c - the Math module of 1.8.7. Arguments go through Float(); domain
   and range errors raise Errno::EDOM / Errno::ERANGE as 1.8.7 does. */
#include "ruby.h"
#include "internal.h"

#include <math.h>
#include <errno.h>

VALUE rb_mMath;

static double
get_dbl(VALUE x)
{
    if (FIXNUM_P(x)) return (double)FIX2LONG(x);
    switch (TYPE(x)) {
      case T_FLOAT: return RFLOAT_VALUE(x);
      case T_BIGNUM: return rb_big2dbl(x);
      default: break;
    }
    return RFLOAT_VALUE(rb_Float(x));
}

/* raises the errno the libm call left, or EDOM for a NaN result */
static void
domain_check(double x, const char *msg)
{
    if (errno) rb_sys_fail(msg);
    if (isnan(x)) {
        errno = EDOM;
        rb_sys_fail(msg);
    }
}

typedef double (*math_fn1)(double);

static VALUE
math_checked(VALUE x, math_fn1 fn, const char *name)
{
    double d = get_dbl(x), r;
    errno = 0;
    r = fn(d);
    domain_check(r, name);
    return rb_float_new(r);
}

static VALUE
math_plain(VALUE x, math_fn1 fn)
{
    return rb_float_new(fn(get_dbl(x)));
}

/* Math.atan2 */
static VALUE
math_atan2(VALUE obj, VALUE y, VALUE x)
{
    double dy = get_dbl(y), dx = get_dbl(x);
    return rb_float_new(atan2(dy, dx));
}

/* Math.cos */
static VALUE
math_cos(VALUE obj, VALUE x)
{
    return math_plain(x, cos);
}

/* Math.sin */
static VALUE
math_sin(VALUE obj, VALUE x)
{
    return math_plain(x, sin);
}

/* Math.tan */
static VALUE
math_tan(VALUE obj, VALUE x)
{
    return math_plain(x, tan);
}

/* Math.acos */
static VALUE
math_acos(VALUE obj, VALUE x)
{
    return math_checked(x, acos, "acos");
}

/* Math.asin */
static VALUE
math_asin(VALUE obj, VALUE x)
{
    return math_checked(x, asin, "asin");
}

/* Math.atan */
static VALUE
math_atan(VALUE obj, VALUE x)
{
    return math_plain(x, atan);
}

/* Math.cosh */
static VALUE
math_cosh(VALUE obj, VALUE x)
{
    return math_plain(x, cosh);
}

/* Math.sinh */
static VALUE
math_sinh(VALUE obj, VALUE x)
{
    return math_plain(x, sinh);
}

/* Math.tanh */
static VALUE
math_tanh(VALUE obj, VALUE x)
{
    return math_plain(x, tanh);
}

/* Math.acosh */
static VALUE
math_acosh(VALUE obj, VALUE x)
{
    return math_checked(x, acosh, "acosh");
}

/* Math.asinh */
static VALUE
math_asinh(VALUE obj, VALUE x)
{
    return math_plain(x, asinh);
}

/* Math.atanh */
static VALUE
math_atanh(VALUE obj, VALUE x)
{
    return math_checked(x, atanh, "atanh");
}

/* Math.exp */
static VALUE
math_exp(VALUE obj, VALUE x)
{
    return math_plain(x, exp);
}

/* Math.log */
static VALUE
math_log(VALUE obj, VALUE x)
{
    return math_checked(x, log, "log");
}

/* Math.log10 */
static VALUE
math_log10(VALUE obj, VALUE x)
{
    return math_checked(x, log10, "log10");
}

/* Math.sqrt */
static VALUE
math_sqrt(VALUE obj, VALUE x)
{
    return math_checked(x, sqrt, "sqrt");
}

/* Math.frexp */
static VALUE
math_frexp(VALUE obj, VALUE x)
{
    int exp;
    double d = frexp(get_dbl(x), &exp);
    return rb_assoc_new(rb_float_new(d), INT2NUM(exp));
}

/* Math.ldexp */
static VALUE
math_ldexp(VALUE obj, VALUE x, VALUE n)
{
    double d = get_dbl(x);
    return rb_float_new(ldexp(d, NUM2INT(n)));
}

/* Math.hypot */
static VALUE
math_hypot(VALUE obj, VALUE x, VALUE y)
{
    double dx = get_dbl(x), dy = get_dbl(y);
    return rb_float_new(hypot(dx, dy));
}

/* Math.erf */
static VALUE
math_erf(VALUE obj, VALUE x)
{
    return math_plain(x, erf);
}

/* Math.erfc */
static VALUE
math_erfc(VALUE obj, VALUE x)
{
    return math_plain(x, erfc);
}

void
Init_Math(void)
{
    rb_mMath = rb_define_module("Math");

    rb_define_const(rb_mMath, "PI", rb_float_new(M_PI));
    rb_define_const(rb_mMath, "E", rb_float_new(M_E));

    rb_define_module_function(rb_mMath, "atan2", math_atan2, 2);
    rb_define_module_function(rb_mMath, "cos", math_cos, 1);
    rb_define_module_function(rb_mMath, "sin", math_sin, 1);
    rb_define_module_function(rb_mMath, "tan", math_tan, 1);

    rb_define_module_function(rb_mMath, "acos", math_acos, 1);
    rb_define_module_function(rb_mMath, "asin", math_asin, 1);
    rb_define_module_function(rb_mMath, "atan", math_atan, 1);

    rb_define_module_function(rb_mMath, "cosh", math_cosh, 1);
    rb_define_module_function(rb_mMath, "sinh", math_sinh, 1);
    rb_define_module_function(rb_mMath, "tanh", math_tanh, 1);

    rb_define_module_function(rb_mMath, "acosh", math_acosh, 1);
    rb_define_module_function(rb_mMath, "asinh", math_asinh, 1);
    rb_define_module_function(rb_mMath, "atanh", math_atanh, 1);

    rb_define_module_function(rb_mMath, "exp", math_exp, 1);
    rb_define_module_function(rb_mMath, "log", math_log, 1);
    rb_define_module_function(rb_mMath, "log10", math_log10, 1);
    rb_define_module_function(rb_mMath, "sqrt", math_sqrt, 1);

    rb_define_module_function(rb_mMath, "frexp", math_frexp, 1);
    rb_define_module_function(rb_mMath, "ldexp", math_ldexp, 2);

    rb_define_module_function(rb_mMath, "hypot", math_hypot, 2);

    rb_define_module_function(rb_mMath, "erf", math_erf, 1);
    rb_define_module_function(rb_mMath, "erfc", math_erfc, 1);
}
