/* numeric.c - Numeric, Integer, Fixnum and Float, the coerce protocol and
   the C conversions between Ruby numbers and C numbers (rb_num2long &c). */
#include "ruby.h"
#include "internal.h"
#include "node.h"

#include <math.h>
#include <float.h>
#include <ctype.h>
#include <errno.h>

VALUE rb_cNumeric;
VALUE rb_cInteger;
VALUE rb_cFixnum;
VALUE rb_cFloat;

static ID id_coerce, id_to_i, id_eq, id_div, id_cmp, id_uminus, id_zero_p;

static const char digitmap[] = "0123456789abcdefghijklmnopqrstuvwxyz";

void
rb_num_zerodiv(void)
{
    rb_raise(rb_eZeroDivError, "divided by 0");
}

/* ---------------------------------------------------------------- coerce */
static VALUE
coerce_body(VALUE arg)
{
    VALUE *x = (VALUE *)arg;
    return rb_funcall(x[1], id_coerce, 1, x[0]);
}

static VALUE
coerce_rescue(VALUE arg)
{
    VALUE *x = (VALUE *)arg;
    volatile VALUE v = rb_inspect(x[1]);
    rb_raise(rb_eTypeError, "%s can't be coerced into %s",
             rb_special_const_p(x[1]) ? RSTRING_PTR(v) : rb_obj_classname(x[1]),
             rb_obj_classname(x[0]));
    return Qnil;
}

static VALUE
coerce_quiet(VALUE arg)
{
    (void)arg;
    return Qnil;
}

static int
do_coerce(VALUE *x, VALUE *y, int err)
{
    VALUE ary, a[2];

    a[0] = *x;
    a[1] = *y;
    if (!err && !rb_respond_to(*y, id_coerce)) return 0;
    ary = rb_rescue(coerce_body, (VALUE)a, err ? coerce_rescue : coerce_quiet, (VALUE)a);
    if (TYPE(ary) != T_ARRAY || RARRAY_LEN(ary) != 2) {
        if (err) rb_raise(rb_eTypeError, "coerce must return [x, y]");
        return 0;
    }
    *x = RARRAY_PTR(ary)[0];
    *y = RARRAY_PTR(ary)[1];
    return 1;
}

VALUE
rb_num_coerce_bin2(VALUE x, VALUE y, ID op)
{
    do_coerce(&x, &y, 1);
    return rb_funcall(x, op, 1, y);
}

VALUE
rb_num_coerce_cmp2(VALUE x, VALUE y, ID op)
{
    if (do_coerce(&x, &y, 0)) return rb_funcall(x, op, 1, y);
    return Qnil;
}

VALUE
rb_num_coerce_relop2(VALUE x, VALUE y, ID op)
{
    VALUE c, x0 = x, y0 = y;

    if (!do_coerce(&x, &y, 0) || NIL_P(c = rb_funcall(x, op, 1, y)))
        rb_cmperr(x0, y0);
    return c;
}

VALUE
rb_num_coerce_bin(VALUE x, VALUE y)
{
    return rb_num_coerce_bin2(x, y, rb_frame_this_func());
}

VALUE
rb_num_coerce_cmp(VALUE x, VALUE y)
{
    return rb_num_coerce_cmp2(x, y, rb_frame_this_func());
}

VALUE
rb_num_coerce_relop(VALUE x, VALUE y)
{
    return rb_num_coerce_relop2(x, y, rb_frame_this_func());
}

/* ---------------------------------------------------------------- Float basics */
VALUE
rb_float_new(double d)
{
    NEWOBJ(flt, struct RFloat);
    OBJSETUP(flt, rb_cFloat, T_FLOAT);
    flt->value = d;
    return (VALUE)flt;
}

VALUE
rb_dbl_cmp(double a, double b)
{
    if (isnan(a) || isnan(b)) return Qnil;
    if (a == b) return INT2FIX(0);
    if (a > b) return INT2FIX(1);
    if (a < b) return INT2FIX(-1);
    return Qnil;
}

/* a whole double as Fixnum or Bignum (FloatDomainError for NaN/Infinity) */
static VALUE
dbl2ival(double d)
{
    if (d < (double)FIXNUM_MAX + 1 && d >= (double)FIXNUM_MIN) return LONG2FIX((long)d);
    return rb_dbl2big(d);
}

/* the decimal digits of v >= 0 at buf; their count */
static int
snprintf_ll(char *buf, long long v)
{
    char tmp[24];
    int n = 0, i;

    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    for (i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    return n;
}

/* the exact powers of ten a double holds */
static const double flo_pow10[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/* the d significant digits (1 <= d <= 15) of |v| as an integer *m and the
   decimal exponent *x of the first one, when certain: |v| * 10**j (j within
   22, exact, one rounding) lands in [10**(d-1), 10**d) within 1/16 of the
   exact product and clear of a rounding tie and of the borders; 0 when not
   (then printf decides); Float#to_s and sprintf's %e/%g use it */
int
rb_flo_sig_digits(double a, int d, unsigned long long *m, int *x)
{
    double y = 0, f, frac;
    int e2, j, tries;

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
    return 0;   /* x87's wider intermediates: the error bound is not theirs */
#endif
    if (d < 1 || d > 15 || !(a > 0) || a > 1e300) return 0;
    frexp(a, &e2);
    j = d - 1 - (int)floor((e2 - 1) * 0.30102999566398120);   /* 10**(d-1) <= a * 10**j, about */
    for (tries = 0; tries < 3; tries++) {
        if (j > 22 || j < -22) return 0;
        y = j >= 0 ? a * flo_pow10[j] : a / flo_pow10[-j];
        if (y < flo_pow10[d - 1]) j++;
        else if (y >= flo_pow10[d]) j--;
        else break;
    }
    if (tries == 3 || y < flo_pow10[d - 1] + 0.25 || y >= flo_pow10[d] - 1) return 0;
    f = floor(y);
    frac = y - f;
    if (fabs(frac - 0.5) <= 0.125) return 0;
    *m = (unsigned long long)f + (frac > 0.5);
    *x = d - 1 - j;
    return 1;
}

/* value as "%#.15g" and the trimming below print it, without snprintf, when
   value is some m/10**k (m of at most 15 digits) in 1e-4 <= |value| < 1e14:
   m/10**k is then the 15-digit rounding of value; 0 when not such a value */
static int
flo_to_cstr_short(double value, char *buf, size_t size)
{
    double a = fabs(value), m = 0;
    int k, n = 0, i;
    long long ip, fp;
    char digits[24];

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
    return 0;   /* x87's wider intermediates would round twice */
#endif
    if (!(a >= 1e-4 && a < 1e14) || size < 40) return 0;
    for (k = 0; k <= 19; k++) {
        m = a * flo_pow10[k];
        if (m >= 1e15) return 0;
        m = (double)(long long)(m + 0.5);
        if (m / flo_pow10[k] == a) break;
    }
    if (k > 19) return 0;
    ip = (long long)(m / flo_pow10[k]);   /* exact: the integer part of m/10**k */
    fp = (long long)m - ip * (long long)flo_pow10[k];
    if (value < 0) buf[n++] = '-';
    n += snprintf_ll(buf + n, ip);
    buf[n++] = '.';
    for (i = k - 1; i >= 0; i--) { digits[i] = (char)('0' + fp % 10); fp /= 10; }
    while (k > 1 && digits[k - 1] == '0') k--;
    if (k == 0) digits[k++] = '0';
    memcpy(buf + n, digits, (size_t)k);
    buf[n + k] = '\0';
    return 1;
}

/* value as "%#.15g" and the trimming print it when 1e-4 <= |value| < 1e14
   and the 15 digits are certain: value * 10**k (k exact, one rounding,
   within 1/16 of the exact product below 2**50) is clear of a rounding
   tie; 0 otherwise (then snprintf) */
static int
flo_to_cstr_digits15(double value, char *buf, size_t size)
{
    unsigned long long m, ip, fp;
    int k, x, n = 0, i;
    char digits[24];

    if (!(fabs(value) >= 1e-4 && fabs(value) < 1e14) || size < 40) return 0;
    if (!rb_flo_sig_digits(fabs(value), 15, &m, &x)) return 0;
    k = 14 - x;             /* digits after the point */
    if (k <= 0) return 0;   /* "%#.15g" ends in ".": the exponent form */
    ip = m / (unsigned long long)flo_pow10[k];
    fp = m % (unsigned long long)flo_pow10[k];
    if (value < 0) buf[n++] = '-';
    n += snprintf_ll(buf + n, (long long)ip);
    buf[n++] = '.';
    for (i = k - 1; i >= 0; i--) { digits[i] = (char)('0' + fp % 10); fp /= 10; }
    while (k > 1 && digits[k - 1] == '0') k--;
    memcpy(buf + n, digits, (size_t)k);
    buf[n + k] = '\0';
    return 1;
}

/* the exponent form of "%#.15g" and the trimming (1e14 <= |value| < 1e37,
   1e-8 <= |value| < 1e-4) when the 15 digits are certain, as
   flo_to_cstr_digits15 decides them (one exact scaling by 10**j, the
   result within 1/16 of the exact one and clear of a tie); 0 otherwise */
static int
flo_to_cstr_exp15(double value, char *buf, size_t size)
{
    double a = fabs(value);
    unsigned long long m;
    int x, n = 0, i;
    char digits[24];

    if (size < 40 || !((a >= 1e14 && a < 1e37) || (a >= 1e-8 && a < 1e-4))) return 0;
    if (!rb_flo_sig_digits(a, 15, &m, &x)) return 0;
    for (i = 14; i >= 0; i--) { digits[i] = (char)('0' + m % 10); m /= 10; }
    if (value < 0) buf[n++] = '-';
    buf[n++] = digits[0];
    buf[n++] = '.';
    for (i = 14; i > 1 && digits[i] == '0'; i--) ;
    memcpy(buf + n, digits + 1, (size_t)i);
    n += i;
    n += snprintf(buf + n, size - n, "e%c%02d", x < 0 ? '-' : '+', x < 0 ? -x : x);
    return 1;
}

void
rb_flo_to_cstr(double value, char *buf, size_t size)
{
    char *e, *p;

    if (flo_to_cstr_short(value, buf, size)) return;
    if (flo_to_cstr_digits15(value, buf, size)) return;
    if (flo_to_cstr_exp15(value, buf, size)) return;

    if (isinf(value)) { snprintf(buf, size, "%s", value < 0 ? "-Infinity" : "Infinity"); return; }
    if (isnan(value)) { snprintf(buf, size, "NaN"); return; }
    snprintf(buf, size, "%#.15g", value);
    if (!(e = strchr(buf, 'e'))) e = buf + strlen(buf);
    if (!isdigit((unsigned char)e[-1])) {
        /* 111111111111111. : redo in exponent form */
        snprintf(buf, size, "%#.14e", value);
        if (!(e = strchr(buf, 'e'))) e = buf + strlen(buf);
    }
    p = e;
    while (p[-1] == '0' && isdigit((unsigned char)p[-2])) p--;
    memmove(p, e, strlen(e) + 1);
}

/* Float#to_s */
static VALUE
flo_to_s(VALUE flt)
{
    char buf[64];
    rb_flo_to_cstr(RFLOAT_VALUE(flt), buf, sizeof(buf));
    return rb_str_new2(buf);
}

/* ---------------------------------------------------------------- Numeric */
/* Numeric#singleton_method_added */
static VALUE
num_sadded(VALUE x, VALUE name)
{
    rb_raise(rb_eTypeError, "can't define singleton method \"%s\" for %s",
             rb_id2name(rb_to_id(name)), rb_obj_classname(x));
    return Qnil;
}

/* Numeric#coerce */
static VALUE
num_coerce(VALUE x, VALUE y)
{
    if (CLASS_OF(x) == CLASS_OF(y)) return rb_assoc_new(y, x);
    x = rb_Float(x);
    y = rb_Float(y);
    return rb_assoc_new(y, x);
}

/* Numeric#+@ */
static VALUE
num_uplus(VALUE num)
{
    return num;
}

/* Numeric#-@ */
static VALUE
num_uminus(VALUE num)
{
    VALUE zero = INT2FIX(0);
    do_coerce(&zero, &num, 1);
    return rb_funcall(zero, '-', 1, num);
}

/* Numeric#quo */
static VALUE
num_quo(VALUE x, VALUE y)
{
    return rb_funcall(x, '/', 1, y);
}

/* Numeric#fdiv: in 1.8.7 the same as quo */
#define num_fdiv num_quo

static VALUE flo_floor(VALUE num);
static VALUE flo_ceil(VALUE num);
static VALUE flo_round(VALUE num);
static VALUE flo_truncate(VALUE num);

/* Numeric#div */
static VALUE
num_div(VALUE x, VALUE y)
{
    return flo_floor(rb_Float(rb_funcall(x, '/', 1, y)));
}

/* Numeric#modulo */
static VALUE
num_modulo(VALUE x, VALUE y)
{
    return rb_funcall(x, '%', 1, y);
}

/* Numeric#remainder */
static VALUE
num_remainder(VALUE x, VALUE y)
{
    VALUE z = rb_funcall(x, '%', 1, y);

    if (!RTEST(rb_equal(z, INT2FIX(0))) &&
        ((RTEST(rb_funcall(x, '<', 1, INT2FIX(0))) && RTEST(rb_funcall(y, '>', 1, INT2FIX(0)))) ||
         (RTEST(rb_funcall(x, '>', 1, INT2FIX(0))) && RTEST(rb_funcall(y, '<', 1, INT2FIX(0))))))
        return rb_funcall(z, '-', 1, y);
    return z;
}

/* Numeric#divmod */
static VALUE
num_divmod(VALUE x, VALUE y)
{
    VALUE mod = num_modulo(x, y);   /* 1.8.7 calls % before / */

    return rb_assoc_new(num_div(x, y), mod);
}

/* Numeric#abs */
static VALUE
num_abs(VALUE num)
{
    if (RTEST(rb_funcall(num, '<', 1, INT2FIX(0)))) return rb_funcall(num, id_uminus, 0);
    return num;
}

/* Numeric#zero? */
static VALUE
num_zero_p(VALUE num)
{
    return RTEST(rb_equal(num, INT2FIX(0))) ? Qtrue : Qfalse;
}

/* Numeric#nonzero? */
static VALUE
num_nonzero_p(VALUE num)
{
    if (RTEST(rb_funcall(num, id_zero_p, 0))) return Qnil;
    return num;
}

/* Numeric#to_int */
static VALUE
num_to_int(VALUE num)
{
    return rb_funcall(num, id_to_i, 0);
}

/* Numeric#integer? */
static VALUE
num_int_p(VALUE num)
{
    return Qfalse;
}

/* Numeric#eql? */
static VALUE
num_eql(VALUE x, VALUE y)
{
    if (TYPE(x) != TYPE(y)) return Qfalse;
    return rb_equal(x, y);
}

/* Numeric#<=> */
static VALUE
num_cmp(VALUE x, VALUE y)
{
    if (x == y) return INT2FIX(0);
    return Qnil;
}

static VALUE
num_equal(VALUE x, VALUE y)
{
    if (x == y) return Qtrue;
    return rb_funcall(y, id_eq, 1, x);
}

/* Numeric#floor */
static VALUE
num_floor(VALUE num)
{
    return flo_floor(rb_Float(num));
}

/* Numeric#ceil */
static VALUE
num_ceil(VALUE num)
{
    return flo_ceil(rb_Float(num));
}

/* Numeric#round */
static VALUE
num_round(VALUE num)
{
    return flo_round(rb_Float(num));
}

/* Numeric#truncate */
static VALUE
num_truncate(VALUE num)
{
    return flo_truncate(rb_Float(num));
}

static void
step_float(VALUE from, VALUE to, VALUE step)
{
    double beg = NUM2DBL(from), end = NUM2DBL(to), unit = NUM2DBL(step);
    double n = (end - beg) / unit;
    double err = (fabs(beg) + fabs(end) + fabs(end - beg)) / fabs(unit) * DBL_EPSILON;
    long i;

    if (err > 0.5) err = 0.5;
    n = floor(n + err) + 1;
    for (i = 0; i < n; i++) rb_yield(rb_float_new(i * unit + beg));
}

static void
step_generic(VALUE i, VALUE to, VALUE step)
{
    ID cmp = RTEST(rb_funcall(step, '>', 1, INT2FIX(0))) ? '>' : '<';
    for (;;) {
        if (RTEST(rb_funcall(i, cmp, 1, to))) break;
        rb_yield(i);
        i = rb_funcall(i, '+', 1, step);
    }
}

/* Numeric#step */
static VALUE
num_step(int argc, VALUE *argv, VALUE from)
{
    VALUE to, step;

    RETURN_ENUMERATOR(from, argc, argv);
    if (argc == 1) {
        to = argv[0];
        step = INT2FIX(1);
    }
    else {
        if (argc != 2) rb_raise(rb_eArgError, "wrong number of arguments");
        to = argv[0];
        step = argv[1];
        if (RTEST(rb_equal(step, INT2FIX(0)))) rb_raise(rb_eArgError, "step can't be 0");
    }
    if (FIXNUM_P(from) && FIXNUM_P(to) && FIXNUM_P(step)) {
        long i = FIX2LONG(from), end = FIX2LONG(to), diff = FIX2LONG(step);
        if (diff > 0) for (; i <= end; i += diff) rb_yield(LONG2FIX(i));
        else for (; i >= end; i += diff) rb_yield(LONG2FIX(i));
    }
    else if (TYPE(from) == T_FLOAT || TYPE(to) == T_FLOAT || TYPE(step) == T_FLOAT) {
        step_float(from, to, step);
    }
    else {
        step_generic(from, to, step);
    }
    return from;
}

/* ---------------------------------------------------------------- Float */
static double
flo_of(VALUE y, int *ok)
{
    *ok = 1;
    switch (TYPE(y)) {
      case T_FIXNUM: return (double)FIX2LONG(y);
      case T_BIGNUM: return rb_big2dbl(y);
      case T_FLOAT: return RFLOAT_VALUE(y);
      default: *ok = 0; return 0.0;
    }
}

/* Float#coerce is Numeric#coerce */

/* Float#-@ */
static VALUE
flo_uminus(VALUE flt)
{
    return rb_float_new(-RFLOAT_VALUE(flt));
}

/* Float#+ */
static VALUE
flo_plus(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_bin2(x, y, '+');
    return rb_float_new(RFLOAT_VALUE(x) + b);
}

/* Float#- */
static VALUE
flo_minus(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_bin2(x, y, '-');
    return rb_float_new(RFLOAT_VALUE(x) - b);
}

/* Float#* */
static VALUE
flo_mul(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_bin2(x, y, '*');
    return rb_float_new(RFLOAT_VALUE(x) * b);
}

/* Float#/ */
static VALUE
flo_div(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_bin2(x, y, '/');
    return rb_float_new(RFLOAT_VALUE(x) / b);
}

void
rb_flodivmod(double x, double y, double *divp, double *modp)
{
    double div, mod = fmod(x, y);

    if (isinf(x) && !isinf(y) && !isnan(y)) div = x;
    else div = (x - mod) / y;
    if (y * mod < 0) {
        mod += y;
        div -= 1.0;
    }
    if (modp) *modp = mod;
    if (divp) *divp = div;
}

/* Float#% and Float#modulo */
static VALUE
flo_mod(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok), mod;
    if (!ok) return rb_num_coerce_bin2(x, y, rb_frame_this_func());
    rb_flodivmod(RFLOAT_VALUE(x), b, 0, &mod);
    return rb_float_new(mod);
}

/* Float#divmod */
static VALUE
flo_divmod(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok), div, mod;
    volatile VALUE a;
    if (!ok) return rb_num_coerce_bin2(x, y, rb_intern("divmod"));
    rb_flodivmod(RFLOAT_VALUE(x), b, &div, &mod);
    a = dbl2ival(round(div));
    return rb_assoc_new(a, rb_float_new(mod));
}

/* Float#** */
static VALUE
flo_pow(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_bin2(x, y, rb_intern("**"));
    return rb_float_new(pow(RFLOAT_VALUE(x), b));
}

/* Float#== */
static VALUE
flo_eq(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return num_equal(x, y);
    return RFLOAT_VALUE(x) == b ? Qtrue : Qfalse;
}

/* Float#hash */
static VALUE
flo_hash(VALUE num)
{
    double d = RFLOAT_VALUE(num);
    unsigned char c[sizeof(double)];
    unsigned int hash = 0;  /* 1.8.7 hashes in a C int; unsigned wraps defined */
    int v;
    size_t i;

    if (d == 0.0) d = 0.0; /* -0.0 hashes like 0.0 */
    memcpy(c, &d, sizeof(d));
    for (i = 0; i < sizeof(double); i++) hash = (hash * 971) ^ c[i];
    v = (int)hash;
    if (v < 0 && v != INT_MIN) v = -v;
    return INT2FIX(v);
}

/* Float#<=> */
static VALUE
flo_cmp(VALUE x, VALUE y)
{
    int ok;
    double b = flo_of(y, &ok);
    if (!ok) return rb_num_coerce_cmp2(x, y, id_cmp);
    return rb_dbl_cmp(RFLOAT_VALUE(x), b);
}

#define FLO_RELOP(name, op, opid) \
static VALUE \
name(VALUE x, VALUE y) \
{ \
    int ok; \
    double a = RFLOAT_VALUE(x), b = flo_of(y, &ok); \
    if (!ok) return rb_num_coerce_relop2(x, y, opid); \
    if (isnan(a) || isnan(b)) return Qfalse; \
    return (a op b) ? Qtrue : Qfalse; \
}

/* Float#> Float#>= Float#< Float#<= */
FLO_RELOP(flo_gt, >, '>')
FLO_RELOP(flo_ge, >=, rb_intern(">="))
FLO_RELOP(flo_lt, <, '<')
FLO_RELOP(flo_le, <=, rb_intern("<="))

/* Float#eql? */
static VALUE
flo_eql(VALUE x, VALUE y)
{
    if (TYPE(y) == T_FLOAT && RFLOAT_VALUE(x) == RFLOAT_VALUE(y)) return Qtrue;
    return Qfalse;
}

/* Float#to_f */
static VALUE
flo_to_f(VALUE num)
{
    return num;
}

/* Float#abs */
static VALUE
flo_abs(VALUE flt)
{
    return rb_float_new(fabs(RFLOAT_VALUE(flt)));
}

/* Float#zero? */
static VALUE
flo_zero_p(VALUE num)
{
    return RFLOAT_VALUE(num) == 0.0 ? Qtrue : Qfalse;
}

/* Float#to_i, Float#to_int, Float#truncate */
static VALUE
flo_truncate(VALUE num)
{
    double f = RFLOAT_VALUE(num);
    if (f > 0.0) f = floor(f);
    if (f < 0.0) f = ceil(f);
    return dbl2ival(f);
}

/* Float#floor */
static VALUE
flo_floor(VALUE num)
{
    return dbl2ival(floor(RFLOAT_VALUE(num)));
}

/* Float#ceil */
static VALUE
flo_ceil(VALUE num)
{
    return dbl2ival(ceil(RFLOAT_VALUE(num)));
}

/* Float#round */
static VALUE
flo_round(VALUE num)
{
    return dbl2ival(round(RFLOAT_VALUE(num)));
}

/* Float#nan? */
static VALUE
flo_is_nan_p(VALUE num)
{
    return isnan(RFLOAT_VALUE(num)) ? Qtrue : Qfalse;
}

/* Float#infinite? */
static VALUE
flo_is_infinite_p(VALUE num)
{
    double v = RFLOAT_VALUE(num);
    if (isinf(v)) return INT2FIX(v < 0 ? -1 : 1);
    return Qnil;
}

/* Float#finite? */
static VALUE
flo_is_finite_p(VALUE num)
{
    double v = RFLOAT_VALUE(num);
    return (isinf(v) || isnan(v)) ? Qfalse : Qtrue;
}

/* Float.induced_from */
static VALUE
flo_s_induced_from(VALUE klass, VALUE x)
{
    switch (TYPE(x)) {
      case T_FIXNUM:
        return rb_float_new((double)FIX2LONG(x));
      case T_BIGNUM:
        return rb_float_new(rb_big2dbl(x));
      case T_FLOAT:
        return x;
      default:
        rb_raise(rb_eTypeError, "failed to convert %s into Float", rb_obj_classname(x));
    }
    return Qnil;
}

/* ---------------------------------------------------------------- Integer */
/* Integer#integer? */
static VALUE
int_int_p(VALUE num)
{
    return Qtrue;
}

/* Integer#to_i and friends */
static VALUE
int_to_i(VALUE num)
{
    return num;
}

/* Integer#even? */
static VALUE
int_even_p(VALUE num)
{
    return RTEST(rb_equal(rb_funcall(num, '%', 1, INT2FIX(2)), INT2FIX(0))) ? Qtrue : Qfalse;
}

/* Integer#odd? */
static VALUE
int_odd_p(VALUE num)
{
    return RTEST(rb_equal(rb_funcall(num, '%', 1, INT2FIX(2)), INT2FIX(0))) ? Qfalse : Qtrue;
}

/* Integer#succ, Integer#next */
static VALUE
int_succ(VALUE num)
{
    if (FIXNUM_P(num)) return rb_fix_plus_fix(FIX2LONG(num), 1);
    return rb_funcall(num, '+', 1, INT2FIX(1));
}

/* Integer#pred */
static VALUE
int_pred(VALUE num)
{
    if (FIXNUM_P(num)) return rb_fix_minus_fix(FIX2LONG(num), 1);
    return rb_funcall(num, '-', 1, INT2FIX(1));
}

/* Integer#chr */
static VALUE
int_chr(VALUE num)
{
    char c;
    long i = NUM2LONG(num);

    if (i < 0 || 0xff < i) rb_raise(rb_eRangeError, "%ld out of char range", i);
    c = (char)i;
    return rb_str_new(&c, 1);
}

/* Integer#upto */
static VALUE
int_upto(VALUE from, VALUE to)
{
    RETURN_ENUMERATOR(from, 1, &to);
    if (FIXNUM_P(from) && FIXNUM_P(to)) {
        long i, end = FIX2LONG(to);
        for (i = FIX2LONG(from); i <= end; i++) rb_yield(LONG2FIX(i));
    }
    else {
        VALUE i = from;
        while (!RTEST(rb_funcall(i, '>', 1, to))) {
            rb_yield(i);
            i = rb_funcall(i, '+', 1, INT2FIX(1));
        }
    }
    return from;
}

/* Integer#downto */
static VALUE
int_downto(VALUE from, VALUE to)
{
    RETURN_ENUMERATOR(from, 1, &to);
    if (FIXNUM_P(from) && FIXNUM_P(to)) {
        long i, end = FIX2LONG(to);
        for (i = FIX2LONG(from); i >= end; i--) rb_yield(LONG2FIX(i));
    }
    else {
        VALUE i = from;
        while (!RTEST(rb_funcall(i, '<', 1, to))) {
            rb_yield(i);
            i = rb_funcall(i, '-', 1, INT2FIX(1));
        }
    }
    return from;
}

/* Integer#times */
static VALUE
int_dotimes(VALUE num)
{
    RETURN_ENUMERATOR(num, 0, 0);
    if (FIXNUM_P(num)) {
        long i, end = FIX2LONG(num);
        for (i = 0; i < end; i++) rb_yield(LONG2FIX(i));
    }
    else {
        VALUE i = INT2FIX(0);
        while (RTEST(rb_funcall(i, '<', 1, num))) {
            rb_yield(i);
            i = rb_funcall(i, '+', 1, INT2FIX(1));
        }
    }
    return num;
}

/* Integer.induced_from */
static VALUE
rb_int_induced_from(VALUE klass, VALUE x)
{
    switch (TYPE(x)) {
      case T_FIXNUM:
      case T_BIGNUM:
        return x;
      case T_FLOAT:
        return rb_funcall(x, id_to_i, 0);
      default:
        rb_raise(rb_eTypeError, "failed to convert %s into Integer", rb_obj_classname(x));
    }
    return Qnil;
}

/* Fixnum.induced_from */
static VALUE
rb_fix_induced_from(VALUE klass, VALUE x)
{
    return rb_num2fix(x);
}

/* ---------------------------------------------------------------- Fixnum */
/* the digits of u in base 2..36 (letters upper case when upper), written
   before end; returns where they start.  The one digit writer of Fixnum#to_s,
   "#{}" and sprintf; base 10 divides by a constant */
char *
rb_ulong_digits(unsigned long u, int base, int upper, char *end)
{
    static const char upmap[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const char *map = upper ? upmap : digitmap;

    if (base == 10) do *--end = (char)('0' + u % 10); while (u /= 10);
    else do *--end = map[u % (unsigned)base]; while (u /= (unsigned)base);
    return end;
}

VALUE
rb_fix2str(VALUE x, int base)
{
    char buf[SIZEOF_LONG * CHAR_BIT + 2], *b = buf + sizeof(buf);
    long val = FIX2LONG(x);
    unsigned long u;

    if (base < 2 || 36 < base) rb_raise(rb_eArgError, "illegal radix %d", base);
    if (val == 0) return rb_str_new("0", 1);
    u = val < 0 ? -(unsigned long)val : (unsigned long)val;
    *--b = '\0';
    b = rb_ulong_digits(u, base, 0, b);
    if (val < 0) *--b = '-';
    return rb_str_new(b, buf + sizeof(buf) - 1 - b);
}

/* Fixnum#to_s */
static VALUE
fix_to_s(int argc, VALUE *argv, VALUE x)
{
    VALUE b;
    int base = 10;
    if (argc == 0) return rb_fix2str(x, 10);   /* the common call, no rb_scan_args */
    if (rb_scan_args(argc, argv, "01", &b) == 1) base = NUM2INT(b);
    return rb_fix2str(x, base);
}

/* Fixnum#-@ */
static VALUE
fix_uminus(VALUE num)
{
    return LONG2NUM(-FIX2LONG(num));
}

/* 1.8.7 does much of Fixnum's arithmetic with a Bignum (and its division
   with a Float, and Bignum's division with a Float) through y.coerce(x) and
   the operator on the result; its comparisons likewise, and == asks
   y == x.  Doing it directly answers the same while no trace hook watches
   and those methods of Float and Bignum are still the built-in ones
   (checked again after any method table change). */
int
rb_num_direct_p(void)
{
    static const char *const names[] = {
        "coerce", "<=>", "==", "<", "<=", ">", ">=",
        "+", "-", "*", "/", "%", "divmod", "div", "modulo", "quo", "fdiv", "to_int"
    };
    static unsigned long checked_serial;
    static int builtin;
    int i;

    if (ruby_redefined_ops & 4) return 0;
    if (checked_serial != ruby_method_serial) {
        builtin = 1;
        for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++) {
            ID id = rb_intern(names[i]);
            NODE *f = rb_method_node(rb_cFloat, id), *b = rb_method_node(rb_cBignum, id);
            if (!f || nd_type(f) != NODE_CFUNC || !b || nd_type(b) != NODE_CFUNC) builtin = 0;
        }
        checked_serial = ruby_method_serial;
    }
    return builtin;
}

/* must Fixnum x op y go through y.coerce (y a Bignum, or with floats set a
   Float too)? */
static int
fix_coerce_first(VALUE y, int floats)
{
    if (SPECIAL_CONST_P(y)) return 0;
    if (BUILTIN_TYPE(y) != T_BIGNUM && !(floats && BUILTIN_TYPE(y) == T_FLOAT)) return 0;
    return !rb_num_direct_p();
}

/* Fixnum#+ */
static VALUE
fix_plus(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) {
        long r;
        if (!__builtin_add_overflow((long)x, (long)y - 1, &r)) return (VALUE)r;
        return rb_fix_plus_fix(FIX2LONG(x), FIX2LONG(y));
    }
    if (fix_coerce_first(y, 0)) return rb_num_coerce_bin2(x, y, '+');
    switch (TYPE(y)) {
      case T_BIGNUM: return rb_big_plus(y, x);
      case T_FLOAT: return rb_float_new((double)FIX2LONG(x) + RFLOAT_VALUE(y));
      default: return rb_num_coerce_bin2(x, y, '+');
    }
}

/* Fixnum#- */
static VALUE
fix_minus(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) {
        long r;
        if (!__builtin_sub_overflow((long)x, (long)y - 1, &r)) return (VALUE)r;
        return rb_fix_minus_fix(FIX2LONG(x), FIX2LONG(y));
    }
    if (fix_coerce_first(y, 0)) return rb_num_coerce_bin2(x, y, '-');
    switch (TYPE(y)) {
      case T_BIGNUM: return rb_big_minus(rb_int2big(FIX2LONG(x)), y);
      case T_FLOAT: return rb_float_new((double)FIX2LONG(x) - RFLOAT_VALUE(y));
      default: return rb_num_coerce_bin2(x, y, '-');
    }
}

/* Fixnum#* */
static VALUE
fix_mul(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) return rb_fix_mul_fix(FIX2LONG(x), FIX2LONG(y));
    if (fix_coerce_first(y, 0)) return rb_num_coerce_bin2(x, y, '*');
    switch (TYPE(y)) {
      case T_BIGNUM: return rb_big_mul(y, x);
      case T_FLOAT: return rb_float_new((double)FIX2LONG(x) * RFLOAT_VALUE(y));
      default: return rb_num_coerce_bin2(x, y, '*');
    }
}

static void
fixdivmod(long x, long y, long *divp, long *modp)
{
    long div, mod;

    if (y == 0) rb_num_zerodiv();
    div = x / y;
    mod = x % y;
    if (mod != 0 && ((mod < 0) != (y < 0))) {
        mod += y;
        div -= 1;
    }
    if (divp) *divp = div;
    if (modp) *modp = mod;
}

static VALUE
fix_divide(VALUE x, VALUE y, ID op)
{
    if (FIXNUM_P(y)) {
        long div;
        fixdivmod(FIX2LONG(x), FIX2LONG(y), &div, 0);
        return LONG2NUM(div);
    }
    if (fix_coerce_first(y, 1)) return rb_num_coerce_bin2(x, y, op);
    switch (TYPE(y)) {
      case T_BIGNUM:
        return rb_big_div(rb_int2big(FIX2LONG(x)), y);
      case T_FLOAT:
        if (op == '/') return rb_float_new((double)FIX2LONG(x) / RFLOAT_VALUE(y));
        /* div by 0.0 floors an infinity or NaN: FloatDomainError */
        return dbl2ival(floor((double)FIX2LONG(x) / RFLOAT_VALUE(y)));
      default:
        return rb_num_coerce_bin2(x, y, op);
    }
}

/* Fixnum#/ */
static VALUE
fix_div(VALUE x, VALUE y)
{
    return fix_divide(x, y, '/');
}

/* Fixnum#div */
static VALUE
fix_idiv(VALUE x, VALUE y)
{
    return fix_divide(x, y, id_div);
}

/* Fixnum#% and Fixnum#modulo */
static VALUE
fix_mod(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) {
        long mod;
        fixdivmod(FIX2LONG(x), FIX2LONG(y), 0, &mod);
        return LONG2FIX(mod);
    }
    if (fix_coerce_first(y, 1)) return rb_num_coerce_bin2(x, y, rb_frame_this_func());
    switch (TYPE(y)) {
      case T_BIGNUM:
        return rb_big_modulo(rb_int2big(FIX2LONG(x)), y);
      case T_FLOAT: {
        double mod;
        rb_flodivmod((double)FIX2LONG(x), RFLOAT_VALUE(y), 0, &mod);
        return rb_float_new(mod);
      }
      default:
        return rb_num_coerce_bin2(x, y, rb_frame_this_func());   /* % or modulo */
    }
}

/* Fixnum#divmod */
static VALUE
fix_divmod(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) {
        long div, mod;
        fixdivmod(FIX2LONG(x), FIX2LONG(y), &div, &mod);
        return rb_assoc_new(LONG2NUM(div), LONG2FIX(mod));
    }
    if (fix_coerce_first(y, 1)) return rb_num_coerce_bin2(x, y, rb_intern("divmod"));
    switch (TYPE(y)) {
      case T_BIGNUM:
        return rb_big_divmod(rb_int2big(FIX2LONG(x)), y);
      case T_FLOAT: {
        double div, mod;
        volatile VALUE a;
        rb_flodivmod((double)FIX2LONG(x), RFLOAT_VALUE(y), &div, &mod);
        a = dbl2ival(round(div));
        return rb_assoc_new(a, rb_float_new(mod));
      }
      default:
        return rb_num_coerce_bin2(x, y, rb_intern("divmod"));
    }
}

/* Fixnum#quo and Fixnum#fdiv */
static VALUE
fix_quo(VALUE x, VALUE y)
{
    if (fix_coerce_first(y, 1)) return rb_num_coerce_bin2(x, y, rb_frame_this_func());
    switch (TYPE(y)) {
      case T_FIXNUM: return rb_float_new((double)FIX2LONG(x) / (double)FIX2LONG(y));
      case T_BIGNUM: return rb_float_new((double)FIX2LONG(x) / rb_big2dbl(y));
      case T_FLOAT: return rb_float_new((double)FIX2LONG(x) / RFLOAT_VALUE(y));
      default: return rb_num_coerce_bin2(x, y, rb_frame_this_func());
    }
}

/* Fixnum#** */
static VALUE
fix_pow(VALUE x, VALUE y)
{
    long a = FIX2LONG(x);

    if (FIXNUM_P(y)) {
        long b = FIX2LONG(y);
        if (b == 0) return INT2FIX(1);
        if (b == 1) return x;
        if (a == 0) return b > 0 ? INT2FIX(0) : rb_float_new(1.0 / 0.0);
        if (a == 1) return INT2FIX(1);
        if (a == -1) return INT2FIX(b % 2 == 0 ? 1 : -1);
        if (b > 0) return rb_fix_pow(a, (unsigned long)b);
        return rb_float_new(pow((double)a, (double)b));
    }
    switch (TYPE(y)) {
      case T_BIGNUM:
        if (a == 1) return INT2FIX(1);
        if (a == -1) return RTEST(int_even_p(y)) ? INT2FIX(1) : INT2FIX(-1);
        if (a == 0) return INT2FIX(0);  /* even for a negative exponent, as 1.8.7 */
        return rb_big_pow(rb_int2big(a), y);
      case T_FLOAT: {
        double b = RFLOAT_VALUE(y);
        if (a == 1) return rb_float_new(1.0);
        /* 1.8.7 decides 0 ** b by b's sign alone: 0 ** NaN is 0.0 */
        if (a == 0 && b != 0.0) return rb_float_new(b < 0 ? 1.0 / 0.0 : 0.0);
        return rb_float_new(pow((double)a, b));
      }
      default:
        return rb_num_coerce_bin2(x, y, rb_intern("**"));
    }
}

/* Fixnum#== */
static VALUE
fix_equal(VALUE x, VALUE y)
{
    if (x == y) return Qtrue;
    if (FIXNUM_P(y)) return Qfalse;
    if (!rb_num_direct_p()) return num_equal(x, y);
    switch (TYPE(y)) {
      case T_BIGNUM: return rb_big_eq(y, x);
      case T_FLOAT: return (double)FIX2LONG(x) == RFLOAT_VALUE(y) ? Qtrue : Qfalse;
      default: return num_equal(x, y);
    }
}

/* Fixnum#<=> */
static VALUE
fix_cmp(VALUE x, VALUE y)
{
    if (x == y) return INT2FIX(0);
    if (FIXNUM_P(y)) return INT2FIX((long)x > (long)y ? 1 : -1);
    if (!rb_num_direct_p()) return rb_num_coerce_cmp2(x, y, id_cmp);
    switch (TYPE(y)) {
      case T_BIGNUM: return INT2FIX(-FIX2LONG(rb_big_cmp(y, x)));
      case T_FLOAT: return rb_dbl_cmp((double)FIX2LONG(x), RFLOAT_VALUE(y));
      default: return rb_num_coerce_cmp2(x, y, id_cmp);
    }
}

/* -1, 0 or 1 comparing Fixnum x with a non-Fixnum number; 2 for NaN or non-number */
static int
fix_cmp_other(VALUE x, VALUE y)
{
    if (!rb_num_direct_p()) return 2;
    switch (TYPE(y)) {
      case T_BIGNUM:
        return -(int)FIX2LONG(rb_big_cmp(y, x));
      case T_FLOAT: {
        VALUE c = rb_dbl_cmp((double)FIX2LONG(x), RFLOAT_VALUE(y));
        return NIL_P(c) ? 3 : (int)FIX2LONG(c);
      }
      default:
        return 2;
    }
}

#define FIX_RELOP(name, op, opid) \
static VALUE \
name(VALUE x, VALUE y) \
{ \
    int c; \
    if (FIXNUM_P(y)) return ((long)x op (long)y) ? Qtrue : Qfalse; \
    c = fix_cmp_other(x, y); \
    if (c == 2) return rb_num_coerce_relop2(x, y, opid); \
    if (c == 3) return Qfalse; \
    return (c op 0) ? Qtrue : Qfalse; \
}

/* Fixnum#> Fixnum#>= Fixnum#< Fixnum#<= */
FIX_RELOP(fix_gt, >, '>')
FIX_RELOP(fix_ge, >=, rb_intern(">="))
FIX_RELOP(fix_lt, <, '<')
FIX_RELOP(fix_le, <=, rb_intern("<="))

/* Fixnum#~ */
static VALUE
fix_rev(VALUE num)
{
    return ~num | FIXNUM_FLAG;
}

/* the Integer operand of a bit operation (& | ^ << >> Fixnum#[]): a Float is
   truncated as Float#to_i does (FloatDomainError for NaN and infinities),
   anything else goes through to_int */
VALUE
rb_int_bit_coerce(VALUE y)
{
    if (FIXNUM_P(y) || TYPE(y) == T_BIGNUM) return y;
    /* Float#to_int truncates: called only where it could be seen */
    if (TYPE(y) == T_FLOAT && rb_num_direct_p()) return dbl2ival(trunc(RFLOAT_VALUE(y)));
    return rb_to_int(y);
}
#define bit_coerce rb_int_bit_coerce

/* Fixnum#& */
static VALUE
fix_and(VALUE x, VALUE y)
{
    if (!FIXNUM_P(y = bit_coerce(y))) return rb_big_and(y, x);
    return x & y;
}

/* Fixnum#| */
static VALUE
fix_or(VALUE x, VALUE y)
{
    if (!FIXNUM_P(y = bit_coerce(y))) return rb_big_or(y, x);
    return x | y;
}

/* Fixnum#^ */
static VALUE
fix_xor(VALUE x, VALUE y)
{
    if (!FIXNUM_P(y = bit_coerce(y))) return rb_big_xor(y, x);
    return (x ^ y) | FIXNUM_FLAG;
}

#define LONG_BITS ((long)(SIZEOF_LONG * CHAR_BIT))

static VALUE
fix_shift_left(long val, unsigned long width)
{
    if (width > (unsigned long)(LONG_BITS - 1) ||
        ((unsigned long)val) >> (LONG_BITS - 1 - width) > 0)
        return rb_big_lshift(rb_int2big(val), ULONG2NUM(width));
    return LONG2NUM(val << width);
}

static VALUE
fix_shift_right(long val, unsigned long width)
{
    if (width >= (unsigned long)(LONG_BITS - 1)) return INT2FIX(val < 0 ? -1 : 0);
    return LONG2FIX(val >> width);
}

/* Fixnum#<< */
static VALUE
fix_lshift(VALUE x, VALUE y)
{
    long val = FIX2LONG(x), width;
    if (!FIXNUM_P(y)) return rb_big_lshift(rb_int2big(val), y);
    width = FIX2LONG(y);
    if (width < 0) return fix_shift_right(val, -(unsigned long)width);
    return fix_shift_left(val, (unsigned long)width);
}

/* Fixnum#>> */
static VALUE
fix_rshift(VALUE x, VALUE y)
{
    long val = FIX2LONG(x), width;
    if (!FIXNUM_P(y)) return rb_big_rshift(rb_int2big(val), y);
    width = FIX2LONG(y);
    if (width == 0) return x;
    if (width < 0) return fix_shift_left(val, -(unsigned long)width);
    return fix_shift_right(val, (unsigned long)width);
}

/* Fixnum#[] */
static VALUE
fix_aref(VALUE fix, VALUE idx)
{
    long val = FIX2LONG(fix), i;

    idx = bit_coerce(idx);
    if (!FIXNUM_P(idx)) {
        if (RBIGNUM_NEGATIVE_P(idx)) return INT2FIX(0);
        return INT2FIX(val < 0 ? 1 : 0);
    }
    i = FIX2LONG(idx);
    if (i < 0) return INT2FIX(0);
    if (i >= LONG_BITS - 1) return INT2FIX(val < 0 ? 1 : 0);
    return INT2FIX((val >> i) & 1);
}

/* Fixnum#to_f */
static VALUE
fix_to_f(VALUE num)
{
    return rb_float_new((double)FIX2LONG(num));
}

/* Fixnum#abs */
static VALUE
fix_abs(VALUE fix)
{
    long i = FIX2LONG(fix);
    if (i < 0) return LONG2NUM(-i);
    return fix;
}

/* a Fixnum as a symbol's ID, a C unsigned int as in 1.8.7 (whose error for a
   negative Fixnum shows its bits masked to a non-negative long) */
static ID
fix_to_id(VALUE fix)
{
    unsigned long num = (unsigned long)FIX2LONG(fix) & LONG_MAX;

    if (FIX2LONG(fix) < 0)
        rb_raise(rb_eRangeError, "integer %lu too small to convert to `unsigned int'", num);
    if (num > UINT_MAX)
        rb_raise(rb_eRangeError, "integer %lu too big to convert to `unsigned int'", num);
    return (ID)num;
}

/* Fixnum#id2name */
static VALUE
fix_id2name(VALUE fix)
{
    const char *name = rb_id2name(fix_to_id(fix));
    if (name) return rb_str_new2(name);
    return Qnil;
}

/* Fixnum#to_sym */
static VALUE
fix_to_sym(VALUE fix)
{
    ID id = fix_to_id(fix);
    if (rb_id2name(id)) return ID2SYM(id);
    return Qnil;
}

/* Fixnum#size */
static VALUE
fix_size(VALUE fix)
{
    return INT2FIX(sizeof(long));
}

/* Fixnum#zero? */
static VALUE
fix_zero_p(VALUE num)
{
    return FIX2LONG(num) == 0 ? Qtrue : Qfalse;
}

/* Fixnum#even? */
static VALUE
fix_even_p(VALUE num)
{
    return (num & 2) ? Qfalse : Qtrue;
}

/* Fixnum#odd? */
static VALUE
fix_odd_p(VALUE num)
{
    return (num & 2) ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- C conversions */
NORETURN(static void float_out_of_range(double d));

static void
float_out_of_range(double d)
{
    char buf[32], *s;
    snprintf(buf, sizeof(buf), "%-.10g", d);
    if ((s = strchr(buf, ' ')) != 0) *s = '\0';
    rb_raise(rb_eRangeError, "float %s out of range of integer", buf);
}

long
rb_num2long(VALUE val)
{
    for (;;) {
        if (NIL_P(val)) rb_raise(rb_eTypeError, "no implicit conversion from nil to integer");
        if (FIXNUM_P(val)) return FIX2LONG(val);
        switch (TYPE(val)) {
          case T_FLOAT: {
            double d = RFLOAT_VALUE(val);
            if (d < -(double)LONG_MIN && d >= (double)LONG_MIN) return (long)d;
            float_out_of_range(d);
          }
          case T_BIGNUM:
            return rb_big2long(val);
          default:
            val = rb_to_int(val);
        }
    }
}

unsigned long
rb_num2ulong(VALUE val)
{
    if (TYPE(val) == T_BIGNUM) return rb_big2ulong(val);
    return (unsigned long)rb_num2long(val);
}

static void
check_int(long num)
{
    if (num < INT_MIN) rb_raise(rb_eRangeError, "integer %ld too small to convert to `int'", num);
    if (num > INT_MAX) rb_raise(rb_eRangeError, "integer %ld too big to convert to `int'", num);
}

static void
check_uint(unsigned long num, int negative)
{
    if (negative) {
        if ((long)num < INT_MIN)
            rb_raise(rb_eRangeError, "integer %ld too small to convert to `unsigned int'", (long)num);
    }
    else if (num > UINT_MAX) {
        rb_raise(rb_eRangeError, "integer %lu too big to convert to `unsigned int'", num);
    }
}

long
rb_num2int(VALUE val)
{
    long num = rb_num2long(val);
    check_int(num);
    return num;
}

long
rb_fix2int(VALUE val)
{
    long num = FIXNUM_P(val) ? FIX2LONG(val) : rb_num2long(val);
    check_int(num);
    return num;
}

unsigned long
rb_num2uint(VALUE val)
{
    unsigned long num;
    int neg;

    if (FIXNUM_P(val)) return rb_fix2uint(val);
    num = rb_num2ulong(val);
#if SIZEOF_INT < SIZEOF_LONG
    /* 1.8.7 asks the value itself (a Symbol, taken as its number, has no <);
       where an int is a long its NUM2UINT is NUM2ULONG, without the check */
    neg = RTEST(rb_funcall(val, '<', 1, INT2FIX(0)));
    check_uint(num, neg);
#else
    (void)neg;
#endif
    return num;
}

unsigned long
rb_fix2uint(VALUE val)
{
    unsigned long num;
    if (!FIXNUM_P(val)) return rb_num2uint(val);
    num = FIX2ULONG(val);
    check_uint(num, FIX2LONG(val) < 0);
    return num;
}

long long
rb_num2ll(VALUE val)
{
    if (NIL_P(val)) rb_raise(rb_eTypeError, "no implicit conversion from nil to integer");
    if (FIXNUM_P(val)) return (long long)FIX2LONG(val);
    switch (TYPE(val)) {
      case T_FLOAT: {
        double d = RFLOAT_VALUE(val);
        if (d < -(double)LLONG_MIN && d >= (double)LLONG_MIN) return (long long)d;
        float_out_of_range(d);
      }
      case T_BIGNUM:
        return rb_big2ll(val);
      case T_STRING:
        rb_raise(rb_eTypeError, "no implicit conversion from string");
      case T_TRUE:
      case T_FALSE:
        rb_raise(rb_eTypeError, "no implicit conversion from boolean");
      default:
        return rb_num2ll(rb_to_int(val));
    }
}

unsigned long long
rb_num2ull(VALUE val)
{
    if (TYPE(val) == T_BIGNUM) return rb_big2ull(val);
    return (unsigned long long)rb_num2ll(val);
}

double
rb_num2dbl(VALUE val)
{
    switch (TYPE(val)) {
      case T_FLOAT:
        return RFLOAT_VALUE(val);
      case T_FIXNUM:
        return (double)FIX2LONG(val);
      case T_BIGNUM:
        return rb_big2dbl(val);
      case T_STRING:
        rb_raise(rb_eTypeError, "no implicit conversion to float from string");
      case T_NIL:
        rb_raise(rb_eTypeError, "no implicit conversion to float from nil");
      default:
        break;
    }
    return RFLOAT_VALUE(rb_Float(val));
}

VALUE
rb_num2fix(VALUE val)
{
    long v;
    if (FIXNUM_P(val)) return val;
    v = rb_num2long(val);
    if (!FIXABLE(v)) rb_raise(rb_eRangeError, "integer %ld out of range of fixnum", v);
    return LONG2FIX(v);
}

/* ---------------------------------------------------------------- Init */
/* Numeric#initialize_copy: numbers are not copied (dup/clone of a Float...) */
static VALUE
num_init_copy(VALUE x, VALUE y)
{
    rb_raise(rb_eTypeError, "can't copy %s", rb_obj_classname(x));
    return Qnil;
}

static void
init_numeric_class(void)
{
    rb_cNumeric = rb_define_class("Numeric", rb_cObject);
    rb_define_method(rb_cNumeric, "singleton_method_added", num_sadded, 1);
    rb_include_module(rb_cNumeric, rb_mComparable);
    rb_define_private_method(rb_cNumeric, "initialize_copy", num_init_copy, 1);
    rb_define_method(rb_cNumeric, "coerce", num_coerce, 1);
    rb_define_method(rb_cNumeric, "+@", num_uplus, 0);
    rb_define_method(rb_cNumeric, "-@", num_uminus, 0);
    rb_define_method(rb_cNumeric, "<=>", num_cmp, 1);
    rb_define_method(rb_cNumeric, "eql?", num_eql, 1);
    rb_define_method(rb_cNumeric, "quo", num_quo, 1);
    rb_define_method(rb_cNumeric, "fdiv", num_fdiv, 1);
    rb_define_method(rb_cNumeric, "div", num_div, 1);
    rb_define_method(rb_cNumeric, "divmod", num_divmod, 1);
    rb_define_method(rb_cNumeric, "modulo", num_modulo, 1);
    rb_define_method(rb_cNumeric, "remainder", num_remainder, 1);
    rb_define_method(rb_cNumeric, "abs", num_abs, 0);
    rb_define_method(rb_cNumeric, "to_int", num_to_int, 0);
    rb_define_method(rb_cNumeric, "integer?", num_int_p, 0);
    rb_define_method(rb_cNumeric, "zero?", num_zero_p, 0);
    rb_define_method(rb_cNumeric, "nonzero?", num_nonzero_p, 0);
    rb_define_method(rb_cNumeric, "floor", num_floor, 0);
    rb_define_method(rb_cNumeric, "ceil", num_ceil, 0);
    rb_define_method(rb_cNumeric, "round", num_round, 0);
    rb_define_method(rb_cNumeric, "truncate", num_truncate, 0);
    rb_define_method(rb_cNumeric, "step", num_step, -1);
}

static void
init_integer_class(void)
{
    rb_cInteger = rb_define_class("Integer", rb_cNumeric);
    rb_undef_alloc_func(rb_cInteger);
    rb_undef_method(CLASS_OF(rb_cInteger), "new");
    rb_include_module(rb_cInteger, rb_mPrecision);
    rb_define_singleton_method(rb_cInteger, "induced_from", rb_int_induced_from, 1);
    rb_define_method(rb_cInteger, "integer?", int_int_p, 0);
    rb_define_method(rb_cInteger, "odd?", int_odd_p, 0);
    rb_define_method(rb_cInteger, "even?", int_even_p, 0);
    rb_define_method(rb_cInteger, "upto", int_upto, 1);
    rb_define_method(rb_cInteger, "downto", int_downto, 1);
    rb_define_method(rb_cInteger, "times", int_dotimes, 0);
    rb_define_method(rb_cInteger, "succ", int_succ, 0);
    rb_define_method(rb_cInteger, "next", int_succ, 0);
    rb_define_method(rb_cInteger, "pred", int_pred, 0);
    rb_define_method(rb_cInteger, "chr", int_chr, 0);
    rb_define_method(rb_cInteger, "ord", int_to_i, 0);
    rb_define_method(rb_cInteger, "to_i", int_to_i, 0);
    rb_define_method(rb_cInteger, "to_int", int_to_i, 0);
    rb_define_method(rb_cInteger, "floor", int_to_i, 0);
    rb_define_method(rb_cInteger, "ceil", int_to_i, 0);
    rb_define_method(rb_cInteger, "round", int_to_i, 0);
    rb_define_method(rb_cInteger, "truncate", int_to_i, 0);
}

static void
init_fixnum_class(void)
{
    rb_cFixnum = rb_define_class("Fixnum", rb_cInteger);
    rb_define_singleton_method(rb_cFixnum, "induced_from", rb_fix_induced_from, 1);
    rb_define_method(rb_cFixnum, "to_s", fix_to_s, -1);
    rb_define_method(rb_cFixnum, "id2name", fix_id2name, 0);
    rb_define_method(rb_cFixnum, "to_sym", fix_to_sym, 0);
    rb_define_method(rb_cFixnum, "-@", fix_uminus, 0);
    rb_define_method(rb_cFixnum, "+", fix_plus, 1);
    rb_define_method(rb_cFixnum, "-", fix_minus, 1);
    rb_define_method(rb_cFixnum, "*", fix_mul, 1);
    rb_define_method(rb_cFixnum, "/", fix_div, 1);
    rb_define_method(rb_cFixnum, "div", fix_idiv, 1);
    rb_define_method(rb_cFixnum, "%", fix_mod, 1);
    rb_define_method(rb_cFixnum, "modulo", fix_mod, 1);
    rb_define_method(rb_cFixnum, "divmod", fix_divmod, 1);
    rb_define_method(rb_cFixnum, "quo", fix_quo, 1);
    rb_define_method(rb_cFixnum, "fdiv", fix_quo, 1);
    rb_define_method(rb_cFixnum, "**", fix_pow, 1);
    rb_define_method(rb_cFixnum, "abs", fix_abs, 0);
    rb_define_method(rb_cFixnum, "==", fix_equal, 1);
    rb_define_method(rb_cFixnum, "<=>", fix_cmp, 1);
    rb_define_method(rb_cFixnum, ">", fix_gt, 1);
    rb_define_method(rb_cFixnum, ">=", fix_ge, 1);
    rb_define_method(rb_cFixnum, "<", fix_lt, 1);
    rb_define_method(rb_cFixnum, "<=", fix_le, 1);
    rb_define_method(rb_cFixnum, "~", fix_rev, 0);
    rb_define_method(rb_cFixnum, "&", fix_and, 1);
    rb_define_method(rb_cFixnum, "|", fix_or, 1);
    rb_define_method(rb_cFixnum, "^", fix_xor, 1);
    rb_define_method(rb_cFixnum, "[]", fix_aref, 1);
    rb_define_method(rb_cFixnum, "<<", fix_lshift, 1);
    rb_define_method(rb_cFixnum, ">>", fix_rshift, 1);
    rb_define_method(rb_cFixnum, "to_f", fix_to_f, 0);
    rb_define_method(rb_cFixnum, "size", fix_size, 0);
    rb_define_method(rb_cFixnum, "zero?", fix_zero_p, 0);
    rb_define_method(rb_cFixnum, "odd?", fix_odd_p, 0);
    rb_define_method(rb_cFixnum, "even?", fix_even_p, 0);
}

static void
init_float_consts(void)
{
    rb_define_const(rb_cFloat, "ROUNDS", INT2FIX(FLT_ROUNDS));
    rb_define_const(rb_cFloat, "RADIX", INT2FIX(FLT_RADIX));
    rb_define_const(rb_cFloat, "MANT_DIG", INT2FIX(DBL_MANT_DIG));
    rb_define_const(rb_cFloat, "DIG", INT2FIX(DBL_DIG));
    rb_define_const(rb_cFloat, "MIN_EXP", INT2FIX(DBL_MIN_EXP));
    rb_define_const(rb_cFloat, "MAX_EXP", INT2FIX(DBL_MAX_EXP));
    rb_define_const(rb_cFloat, "MIN_10_EXP", INT2FIX(DBL_MIN_10_EXP));
    rb_define_const(rb_cFloat, "MAX_10_EXP", INT2FIX(DBL_MAX_10_EXP));
    rb_define_const(rb_cFloat, "MIN", rb_float_new(DBL_MIN));
    rb_define_const(rb_cFloat, "MAX", rb_float_new(DBL_MAX));
    rb_define_const(rb_cFloat, "EPSILON", rb_float_new(DBL_EPSILON));
}

static void
init_float_class(void)
{
    rb_cFloat = rb_define_class("Float", rb_cNumeric);
    rb_undef_alloc_func(rb_cFloat);
    rb_undef_method(CLASS_OF(rb_cFloat), "new");
    rb_include_module(rb_cFloat, rb_mPrecision);
    rb_define_singleton_method(rb_cFloat, "induced_from", flo_s_induced_from, 1);
    init_float_consts();
    rb_define_method(rb_cFloat, "to_s", flo_to_s, 0);
    rb_define_method(rb_cFloat, "coerce", num_coerce, 1);
    rb_define_method(rb_cFloat, "-@", flo_uminus, 0);
    rb_define_method(rb_cFloat, "+", flo_plus, 1);
    rb_define_method(rb_cFloat, "-", flo_minus, 1);
    rb_define_method(rb_cFloat, "*", flo_mul, 1);
    rb_define_method(rb_cFloat, "/", flo_div, 1);
    rb_define_method(rb_cFloat, "%", flo_mod, 1);
    rb_define_method(rb_cFloat, "modulo", flo_mod, 1);
    rb_define_method(rb_cFloat, "divmod", flo_divmod, 1);
    rb_define_method(rb_cFloat, "**", flo_pow, 1);
    rb_define_method(rb_cFloat, "==", flo_eq, 1);
    rb_define_method(rb_cFloat, "<=>", flo_cmp, 1);
    rb_define_method(rb_cFloat, ">", flo_gt, 1);
    rb_define_method(rb_cFloat, ">=", flo_ge, 1);
    rb_define_method(rb_cFloat, "<", flo_lt, 1);
    rb_define_method(rb_cFloat, "<=", flo_le, 1);
    rb_define_method(rb_cFloat, "eql?", flo_eql, 1);
    rb_define_method(rb_cFloat, "hash", flo_hash, 0);
    rb_define_method(rb_cFloat, "to_f", flo_to_f, 0);
    rb_define_method(rb_cFloat, "abs", flo_abs, 0);
    rb_define_method(rb_cFloat, "zero?", flo_zero_p, 0);
    rb_define_method(rb_cFloat, "to_i", flo_truncate, 0);
    rb_define_method(rb_cFloat, "to_int", flo_truncate, 0);
    rb_define_method(rb_cFloat, "floor", flo_floor, 0);
    rb_define_method(rb_cFloat, "ceil", flo_ceil, 0);
    rb_define_method(rb_cFloat, "round", flo_round, 0);
    rb_define_method(rb_cFloat, "truncate", flo_truncate, 0);
    rb_define_method(rb_cFloat, "nan?", flo_is_nan_p, 0);
    rb_define_method(rb_cFloat, "infinite?", flo_is_infinite_p, 0);
    rb_define_method(rb_cFloat, "finite?", flo_is_finite_p, 0);
}

void
Init_Numeric(void)
{
    id_coerce = rb_intern("coerce");
    id_to_i = rb_intern("to_i");
    id_eq = rb_intern("==");
    id_div = rb_intern("div");
    id_cmp = rb_intern("<=>");
    id_uminus = rb_intern("-@");
    id_zero_p = rb_intern("zero?");

    init_numeric_class();
    init_integer_class();
    init_fixnum_class();
    init_float_class();
}
