/* bigdecimal.c - the BigDecimal class of Ruby 1.8.7 over the engine of
 * vp.c.  Every result is sized as 1.8.7 sizes it (BigDecimal#precs and
 * inspect show the allocation, and the number of words a quotient gets
 * depends on it), rounded as 1.8.7 rounds, and raises what 1.8.7 raises
 * under BigDecimal.mode. */
#include "ruby.h"
#include <string.h>
#include <errno.h>
#include <math.h>
#include <float.h>
#include "vp.h"

#define EXC_INFINITY   1
#define EXC_NaN        2
#define EXC_UNDERFLOW  4
#define EXC_OVERFLOW   1
#define EXC_ZERODIVIDE 1
#define EXC_ALL        0xff
#define ROUND_MODE_SEL 256
#define DBLE_FIG       16   /* BigDecimal.double_fig: DBL_DIG + 1 */

static VALUE cBigDecimal;
static unsigned int exception_mode = 0;
#define prec_limit vp_prec_limit
static ID id_add, id_sub, id_mul, id_div, id_mod, id_divmod, id_cmp, id_eq,
    id_lt, id_le, id_gt, id_ge, id_remainder;

/* ------------------------------------------------------------ objects */

static void
bd_free(void *p)
{
    vp_free((Real *)p);
}

static VALUE
bd_wrap(Real *p)
{
    VALUE obj = Data_Wrap_Struct(cBigDecimal, 0, bd_free, p);
    p->obj = obj;
    return obj;
}

static void cant_coerce(VALUE v);

/* self's number; an object of BigDecimal.allocate (a plain object, as
 * in 1.8.7) has none */
static Real *
bd_real(VALUE self)
{
    if (TYPE(self) != T_DATA || RDATA(self)->dfree != bd_free) cant_coerce(self);
    return (Real *)DATA_PTR(self);
}

/* words for a result of `digits` digits; limited: BigDecimal.limit caps
 * it (1.8.7 caps every allocation but its internal '#' ones) */
static long
limited_words(long digits, int limited)
{
    long w = vp_dig2words(digits);

    if (limited && prec_limit > 0 && w > vp_dig2words(prec_limit) + 1)
        w = vp_dig2words(prec_limit) + 1;
    return w;
}

static long
result_words(long digits, int limited)
{
    long w = limited_words(digits, limited);
    return w < 2 ? 2 : w;   /* 1.8.7 parses "0" into them: 2 words */
}

/* a new zero BigDecimal of `digits` digits, its object in *holder */
static Real *
bd_new(long digits, int limited, volatile VALUE *holder)
{
    Real *p = vp_alloc(result_words(digits, limited));
    *holder = bd_wrap(p);
    return p;
}

/* a new NaN as 1.8.7 makes it from the string "NaN": one word */
static Real *
bd_nan_new(volatile VALUE *holder)
{
    Real *p = vp_alloc(1);
    *holder = bd_wrap(p);
    vp_set_nan(p);
    return p;
}

static void
vp_raise(unsigned int kind, const char *msg)
{
    if (exception_mode & kind) rb_raise(rb_eFloatDomainError, "%s", msg);
}

/* the object of c, raising for NaN and infinities as BigDecimal.mode asks
 * (1.8.7's ToValue) */
static VALUE
bd_value(Real *c)
{
    if (vp_exp_overflow) {
        vp_exp_overflow = 0;
        vp_raise(EXC_OVERFLOW, "Exponent overflow");
    }
    if (VP_IS_NAN(c))
        vp_raise(EXC_NaN, "Computation results to 'NaN'(Not a Number)");
    else if (c->sign == VP_SIGN_PINF)
        vp_raise(EXC_INFINITY, "Computation results to 'Infinity'");
    else if (c->sign == VP_SIGN_NINF)
        vp_raise(EXC_INFINITY, "Computation results to '-Infinity'");
    return (VALUE)c->obj;
}

static long
positive_int(VALUE n)
{
    long v;

    Check_Type(n, T_FIXNUM);
    v = FIX2LONG(n);
    if (v < 0) rb_raise(rb_eArgError, "argument must be positive");
    return v;
}

static Real *
bd_parse(const char *s, long digits, int limited, volatile VALUE *holder)
{
    Real *p = vp_parse(s, limited_words(digits, limited));

    *holder = bd_wrap(p);
    return p;
}

static void
cant_coerce(VALUE v)
{
    if (rb_special_const_p(v))
        rb_raise(rb_eTypeError, "%s can't be coerced into BigDecimal",
                 RSTRING_PTR(rb_inspect(v)));
    rb_raise(rb_eTypeError, "%s can't be coerced into BigDecimal", rb_obj_classname(v));
}

/* v as a BigDecimal (Integers converted), or NULL when must is 0 and v
 * is something else; a converted value's object goes to *holder */
static Real *
get_vp(VALUE v, int must, volatile VALUE *holder)
{
    char buf[32];
    VALUE s;

    *holder = v;
    switch (TYPE(v)) {
      case T_DATA:
        if (RDATA(v)->dfree == bd_free) return bd_real(v);
        break;
      case T_FIXNUM:
        snprintf(buf, sizeof buf, "%ld", FIX2LONG(v));
        return bd_parse(buf, VP_BASE_FIG * 2 + 1, 1, holder);
      case T_BIGNUM:
        s = rb_big2str(v, 10);
        {
            Real *p = bd_parse(RSTRING_PTR(s), RSTRING_LEN(s) + VP_BASE_FIG + 1, 1, holder);
            RB_GC_GUARD(s);
            return p;
        }
    }
    if (must) cant_coerce(v);
    return NULL;
}

/* ------------------------------------------------------------ class methods */

static VALUE
bd_s_new(int argc, VALUE *argv, VALUE klass)
{
    VALUE str, n;
    volatile VALUE obj;
    long mf = 0;
    Real *p;

    rb_scan_args(argc, argv, "11", &str, &n);
    StringValue(str);
    if (!NIL_P(n)) mf = positive_int(n);
    p = bd_parse(StringValueCStr(str), mf, 1, &obj);
    if (klass != cBigDecimal) RBASIC(obj)->klass = klass;
    return bd_value(p);
}

static VALUE
bd_global_new(int argc, VALUE *argv, VALUE self)
{
    return bd_s_new(argc, argv, cBigDecimal);
}

static VALUE
bd_s_mode(int argc, VALUE *argv, VALUE self)
{
    VALUE which, val;
    unsigned int f, fo;

    rb_scan_args(argc, argv, "11", &which, &val);
    Check_Type(which, T_FIXNUM);
    f = (unsigned int)FIX2LONG(which);
    if (f & EXC_ALL) {
        if (NIL_P(val)) return INT2FIX(exception_mode);
        if (val != Qtrue && val != Qfalse)
            rb_raise(rb_eTypeError, "second argument must be true or false");
        /* as 1.8.7: each flag is set from the mode read before, so with
         * both flags asked only the NaN one sticks */
        fo = exception_mode;
        if (f & EXC_INFINITY)
            exception_mode = val == Qtrue ? (fo | EXC_INFINITY) : (fo & ~EXC_INFINITY);
        if (f & EXC_NaN)
            exception_mode = val == Qtrue ? (fo | EXC_NaN) : (fo & ~EXC_NaN);
        return INT2FIX(exception_mode);
    }
    if (f == ROUND_MODE_SEL) {
        if (NIL_P(val)) return INT2FIX(vp_round_mode);
        Check_Type(val, T_FIXNUM);
        vp_round_mode = (int)FIX2LONG(val);
        return INT2FIX(vp_round_mode);
    }
    rb_raise(rb_eTypeError, "first argument for BigDecimal#mode invalid");
    return Qnil;
}

static VALUE
bd_s_limit(int argc, VALUE *argv, VALUE self)
{
    VALUE n;
    long old = prec_limit;

    rb_scan_args(argc, argv, "01", &n);
    if (!NIL_P(n)) prec_limit = positive_int(n);
    return LONG2FIX(old);
}

static VALUE
bd_s_double_fig(VALUE self)
{
    return INT2FIX(DBLE_FIG);
}

static VALUE
bd_s_ver(VALUE self)
{
    return rb_str_new2("1.0.1");
}

static VALUE
bd_s_induced_from(VALUE self, VALUE x)
{
    volatile VALUE h;
    get_vp(x, 1, &h);
    return h;
}

/* "MAXPREC:DIGITS" from _dump */
static VALUE
bd_s_load(VALUE self, VALUE str)
{
    const char *s;
    unsigned long m = 0;
    volatile VALUE obj;
    Real *p;

    StringValue(str);
    s = StringValueCStr(str);
    while (*s && *s != ':') {
        if (!ISDIGIT(*s))
            rb_raise(rb_eTypeError, "load failed: invalid character in the marshaled string");
        m = m * 10 + (*s++ - '0');
    }
    if (*s == ':') s++;
    /* as 1.8.7: one word less than dumped, and that size wins even
     * below what the digits need */
    if (m > VP_BASE_FIG) m -= VP_BASE_FIG;
    p = vp_parse(s, vp_dig2words((long)m));
    m /= VP_BASE_FIG;
    if (m && VP_IS_DEF(p) && p->max_prec > (long)m) p->max_prec = m + 1;
    obj = bd_wrap(p);
    if (self != cBigDecimal) RBASIC(obj)->klass = self;   /* a subclass's */
    return bd_value(bd_real(obj));
}

/* ------------------------------------------------------------ to_s */

/* digits grouped by n with spaces (n 0: as they are) */
static void
put_grouped(VALUE out, const char *d, long len, long n)
{
    long i;

    for (i = 0; i < len; i++) {
        if (n > 0 && i > 0 && i % n == 0) rb_str_cat(out, " ", 1);
        rb_str_cat(out, d + i, 1);
    }
}

static void
put_sign(VALUE out, int sgn, int plus)
{
    if (sgn < 0) rb_str_cat(out, "-", 1);
    else if (plus == 1) rb_str_cat(out, " ", 1);
    else if (plus == 2) rb_str_cat(out, "+", 1);
}

/* the text of a: E format ("0.1234E5") or F ("12340.0"), digits grouped
 * by `group`, positive numbers led by ' ' (plus 1) or '+' (plus 2) */
static VALUE
vp_to_str(const Real *a, int ffmt, long group, int plus)
{
    VALUE out = rb_str_new(0, 0);
    volatile VALUE dbuf;
    char *d;
    long n, e10;

    if (VP_IS_NAN(a)) return rb_str_new2("NaN");
    if (VP_IS_INF(a)) {
        put_sign(out, VP_SGN(a), plus);
        rb_str_cat2(out, "Infinity");
        return out;
    }
    put_sign(out, VP_SGN(a), plus);
    if (VP_IS_ZERO(a)) {
        rb_str_cat2(out, "0.0");
        return out;
    }
    dbuf = rb_str_new(0, a->prec * VP_BASE_FIG + 2);
    d = RSTRING_PTR(dbuf);
    n = vp_digits(a, d);
    e10 = vp_exponent10(a);
    if (!ffmt) {
        char buf[32];
        rb_str_cat2(out, "0.");
        put_grouped(out, d, n, group);
        snprintf(buf, sizeof buf, "E%ld", e10);
        rb_str_cat2(out, buf);
    }
    else if (e10 <= 0) {
        VALUE frac = rb_str_new(0, 0);
        long i;
        for (i = 0; i < -e10; i++) rb_str_cat(frac, "0", 1);
        rb_str_cat(frac, d, n);
        rb_str_cat2(out, "0.");
        put_grouped(out, RSTRING_PTR(frac), RSTRING_LEN(frac), group);
        RB_GC_GUARD(frac);
    }
    else if (e10 >= n) {
        VALUE ip = rb_str_new(d, n);
        long i;
        for (i = n; i < e10; i++) rb_str_cat(ip, "0", 1);
        put_grouped(out, RSTRING_PTR(ip), RSTRING_LEN(ip), group);
        RB_GC_GUARD(ip);
        rb_str_cat2(out, ".0");
    }
    else {
        put_grouped(out, d, e10, group);
        rb_str_cat(out, ".", 1);
        put_grouped(out, d + e10, n - e10, group);
    }
    return out;
}

static VALUE
bd_to_s(int argc, VALUE *argv, VALUE self)
{
    VALUE f;
    int ffmt = 0, plus = 0;
    long group = 0;
    Real *a = bd_real(self);   /* 1.8.7 checks self before the arguments */

    rb_scan_args(argc, argv, "01", &f);
    if (TYPE(f) == T_STRING) {
        const char *s = RSTRING_PTR(f), *e = s + RSTRING_LEN(f);
        if (s < e && *s == ' ') { plus = 1; s++; }
        else if (s < e && *s == '+') { plus = 2; s++; }
        /* digits give the grouping; F/f the format; any other ends it */
        for (; s < e; s++) {
            if (ISSPACE(*s)) continue;
            if (!ISDIGIT(*s)) {
                if (*s == 'F' || *s == 'f') ffmt = 1;
                break;
            }
            group = group * 10 + (*s - '0');
        }
    }
    else if (!NIL_P(f) || argc > 0) {
        group = positive_int(f);
    }
    return vp_to_str(a, ffmt, group, plus);
}

static VALUE
bd_inspect(VALUE self)
{
    Real *a = bd_real(self);
    VALUE s = vp_to_str(a, 0, 10, 0);
    char buf[128];
    VALUE out;

    snprintf(buf, sizeof buf, "#<BigDecimal:%lx,'", (unsigned long)self);
    out = rb_str_new2(buf);
    rb_str_append(out, s);
    snprintf(buf, sizeof buf, "',%ld(%ld)>", a->prec * VP_BASE_FIG, a->max_prec * VP_BASE_FIG);
    rb_str_cat2(out, buf);
    return out;
}

static VALUE
bd_dump(int argc, VALUE *argv, VALUE self)
{
    Real *a;
    char buf[32];
    VALUE out;

    rb_scan_args(argc, argv, "01", 0);
    a = bd_real(self);
    snprintf(buf, sizeof buf, "%ld:", a->max_prec * VP_BASE_FIG);
    out = rb_str_new2(buf);
    rb_str_append(out, vp_to_str(a, 0, 0, 0));
    return out;
}

/* ------------------------------------------------------------ queries */

static VALUE
bd_precs(VALUE self)
{
    Real *a = bd_real(self);
    return rb_assoc_new(LONG2NUM(a->prec * VP_BASE_FIG), LONG2NUM(a->max_prec * VP_BASE_FIG));
}

static VALUE
bd_sign(VALUE self)
{
    return INT2FIX(bd_real(self)->sign);
}

static VALUE
bd_exponent(VALUE self)
{
    return LONG2NUM(vp_exponent10(bd_real(self)));
}

static VALUE
bd_nan_p(VALUE self)
{
    return VP_IS_NAN(bd_real(self)) ? Qtrue : Qfalse;
}

static VALUE
bd_infinite_p(VALUE self)
{
    Real *a = bd_real(self);
    if (a->sign == VP_SIGN_PINF) return INT2FIX(1);
    if (a->sign == VP_SIGN_NINF) return INT2FIX(-1);
    return Qnil;
}

static VALUE
bd_finite_p(VALUE self)
{
    return VP_IS_DEF(bd_real(self)) ? Qtrue : Qfalse;
}

static VALUE
bd_zero_p(VALUE self)
{
    return VP_IS_ZERO(bd_real(self)) ? Qtrue : Qfalse;
}

static VALUE
bd_nonzero_p(VALUE self)
{
    return VP_IS_ZERO(bd_real(self)) ? Qnil : self;
}

static VALUE
bd_split(VALUE self)
{
    Real *a = bd_real(self);
    VALUE ary = rb_ary_new2(4), digits;
    int s = VP_SGN(a);

    if (VP_IS_NAN(a)) digits = rb_str_new2("NaN");
    else if (VP_IS_INF(a)) digits = rb_str_new2("Infinity");
    else if (VP_IS_ZERO(a)) digits = rb_str_new2("0");
    else {
        digits = rb_str_new(0, a->prec * VP_BASE_FIG + 2);
        rb_str_resize(digits, vp_digits(a, RSTRING_PTR(digits)));
    }
    rb_ary_push(ary, INT2FIX(s));
    rb_ary_push(ary, digits);
    rb_ary_push(ary, INT2FIX(10));
    rb_ary_push(ary, LONG2NUM(vp_exponent10(a)));
    return ary;
}

/* as 1.8.7: the sign, then each word mixed in, then the exponent */
static VALUE
bd_hash(VALUE self)
{
    Real *a = bd_real(self);
    unsigned long h = (unsigned long)(long)a->sign;
    long i;

    if (h == 2) {
        for (i = 0; i < a->prec; i++) {
            h = 31 * h + a->frac[i];
            h ^= a->frac[i];
        }
        h += a->exponent;
    }
    return INT2FIX((long)h);
}

/* ------------------------------------------------------------ conversions */

static VALUE
bd_to_i(VALUE self)
{
    Real *a = bd_real(self);
    long n, e10, i;
    char *d, *buf;
    VALUE r;

    if (!VP_IS_DEF(a)) {
        bd_value(a);
        return Qnil;
    }
    e10 = vp_exponent10(a);
    if (VP_IS_ZERO(a) || e10 <= 0) return INT2FIX(0);
    d = ALLOC_N(char, a->prec * VP_BASE_FIG + 2);
    n = vp_digits(a, d);
    buf = ALLOC_N(char, e10 + 2);
    i = 0;
    if (VP_SGN(a) < 0) buf[i++] = '-';
    memcpy(buf + i, d, n < e10 ? n : e10);
    if (n < e10) memset(buf + i + n, '0', e10 - n);
    buf[i + e10] = '\0';
    xfree(d);
    r = rb_cstr2inum(buf, 10);
    xfree(buf);
    return r;
}

static VALUE
bd_to_f(VALUE self)
{
    Real *a = bd_real(self);
    VALUE s;
    double d;

    if (VP_IS_NAN(a)) return rb_float_new(0.0 / 0.0);
    if (VP_IS_INF(a)) return rb_float_new(VP_SGN(a) * (1.0 / 0.0));
    if (VP_IS_ZERO(a)) return rb_float_new(VP_SGN(a) < 0 ? -0.0 : 0.0);
    if (a->exponent * VP_BASE_FIG > DBL_MAX_10_EXP) {
        /* as 1.8.7: judged on the words' exponent, so from 1e306 on */
        vp_raise(EXC_OVERFLOW, "BigDecimal to Float conversion");
        return rb_float_new(VP_SGN(a) * (1.0 / 0.0));
    }
    s = vp_to_str(a, 0, 0, 0);
    errno = 0;
    d = strtod(RSTRING_PTR(s), 0);
    RB_GC_GUARD(s);
    if (errno == ERANGE) {
        /* as 1.8.7: an underflow to zero gives -Infinity */
        vp_raise(EXC_OVERFLOW, "BigDecimal to Float conversion");
        return rb_float_new(d > 0.0 ? (1.0 / 0.0) : -(1.0 / 0.0));
    }
    return rb_float_new(d);
}

static VALUE
bd_coerce(VALUE self, VALUE other)
{
    volatile VALUE h;

    if (TYPE(other) == T_FLOAT)
        return rb_assoc_new(other, bd_to_f(self));
    get_vp(other, 1, &h);
    return rb_assoc_new(h, self);
}

/* ------------------------------------------------------------ comparison */

/* op: '*' <=>, '=' ==, '<' '>' 'L' (<=) 'G' (>=) */
static VALUE
bd_compare(VALUE self, VALUE r, int op, ID id)
{
    volatile VALUE h;
    Real *a = bd_real(self), *b = get_vp(r, 0, &h);
    int e;

    if (!b) {
        VALUE v;
        switch (op) {
          case '*': return rb_num_coerce_cmp2(self, r, id);
          case '=': v = rb_num_coerce_cmp2(self, r, id); return RTEST(v) ? Qtrue : Qfalse;
          default:  return rb_num_coerce_relop2(self, r, id);
        }
    }
    e = vp_cmp(a, b);
    if (e == 999) return op == '*' ? Qnil : Qfalse;
    switch (op) {
      case '*': return INT2FIX(e);
      case '=': return e == 0 ? Qtrue : Qfalse;
      case '<': return e < 0 ? Qtrue : Qfalse;
      case 'L': return e <= 0 ? Qtrue : Qfalse;
      case '>': return e > 0 ? Qtrue : Qfalse;
      default:  return e >= 0 ? Qtrue : Qfalse;
    }
}

static VALUE bd_cmp(VALUE s, VALUE r) { return bd_compare(s, r, '*', id_cmp); }
static VALUE bd_eq(VALUE s, VALUE r) { return bd_compare(s, r, '=', id_eq); }
static VALUE bd_lt(VALUE s, VALUE r) { return bd_compare(s, r, '<', id_lt); }
static VALUE bd_le(VALUE s, VALUE r) { return bd_compare(s, r, 'L', id_le); }
static VALUE bd_gt(VALUE s, VALUE r) { return bd_compare(s, r, '>', id_gt); }
static VALUE bd_ge(VALUE s, VALUE r) { return bd_compare(s, r, 'G', id_ge); }

/* ------------------------------------------------------------ + - * */

/* words for a + b: the longer one plus the exponent gap (-1: not finite) */
static long
addsub_prec(const Real *a, const Real *b)
{
    long mx = a->prec > b->prec ? a->prec : b->prec, d;

    if (!VP_IS_DEF(a) || !VP_IS_DEF(b)) return -1;
    d = a->exponent - b->exponent;
    return mx + (d < 0 ? -d : d);
}

/* c = a op b where one of them is infinite */
static void
addsub_inf(Real *c, const Real *a, const Real *b, int op)
{
    int sa = VP_IS_INF(a) ? VP_SGN(a) : 0, sb = VP_IS_INF(b) ? VP_SGN(b) * op : 0;

    if (sa && sb && sa != sb) vp_set_nan(c);
    else vp_set_inf(c, sa ? sa : sb);
}

static VALUE
bd_addsub(VALUE self, VALUE r, int op)
{
    volatile VALUE h, ch;
    Real *a = bd_real(self), *b = get_vp(r, 0, &h), *c;
    long mx;

    if (!b) return rb_num_coerce_bin2(self, r, op > 0 ? id_add : id_sub);
    if (VP_IS_NAN(b)) return bd_value(b);
    if (VP_IS_NAN(a)) return bd_value(a);
    mx = addsub_prec(a, b);
    if (mx < 0) {
        c = bd_new(VP_BASE_FIG + 1, 1, &ch);
        addsub_inf(c, a, b, op);
    }
    else {
        c = bd_new(mx * (VP_BASE_FIG + 1), 1, &ch);
        vp_addsub(c, a, b, op, vp_round_mode);
    }
    return bd_value(c);
}

static VALUE bd_add(VALUE s, VALUE r) { return bd_addsub(s, r, 1); }
static VALUE bd_sub(VALUE s, VALUE r) { return bd_addsub(s, r, -1); }

static void
mult_special(Real *c, const Real *a, const Real *b)
{
    if (VP_IS_NAN(a) || VP_IS_NAN(b) || (VP_IS_INF(a) && VP_IS_ZERO(b)) ||
        (VP_IS_ZERO(a) && VP_IS_INF(b)))
        vp_set_nan(c);
    else
        vp_set_inf(c, VP_SGN(a) * VP_SGN(b));
}

static VALUE
bd_mult(VALUE self, VALUE r)
{
    volatile VALUE h, ch;
    Real *a = bd_real(self), *b = get_vp(r, 0, &h), *c;

    if (!b) return rb_num_coerce_bin2(self, r, id_mul);
    c = bd_new((a->prec + b->prec) * (VP_BASE_FIG + 1), 1, &ch);
    if (!VP_IS_DEF(a) || !VP_IS_DEF(b)) mult_special(c, a, b);
    else {
        vp_mult(c, a, b, vp_round_mode);
    }
    return bd_value(c);
}

/* ------------------------------------------------------------ division */

/* c = a / b when a or b is not a finite nonzero divisor pair (1.8.7's
 * VpDivd checks); returns 0 when it is an ordinary division */
static int
divd_special(Real *c, const Real *a, const Real *b)
{
    int sgn = VP_SGN(a) * VP_SGN(b);

    if (VP_IS_NAN(a) || VP_IS_NAN(b)) {
        vp_set_nan(c);
        return 1;
    }
    if (VP_IS_INF(a)) {
        if (VP_IS_INF(b)) {
            vp_set_nan(c);
            vp_raise(EXC_NaN, "(VpDivd) Infinity/Infinity not defined(NaN)");
        }
        else vp_set_inf(c, sgn ? sgn : VP_SGN(a));
        return 1;
    }
    if (VP_IS_INF(b)) {
        vp_set_zero(c, sgn);
        return 1;
    }
    if (VP_IS_ZERO(b)) {
        if (VP_IS_ZERO(a)) {
            vp_set_nan(c);
            vp_raise(EXC_NaN, "(VpDivd) 0/0 not defined(NaN)");
        }
        else {
            vp_set_inf(c, sgn);
            vp_raise(EXC_ZERODIVIDE, "(VpDivd) Divide by zero");
        }
        return 1;
    }
    return 0;
}

/* a / b as `/` and quo compute it: a quotient of the words both
 * operands hold plus one, rounded on the next word's estimate */
static VALUE
bd_div(VALUE self, VALUE r)
{
    volatile VALUE h, ch;
    Real *a = bd_real(self), *b = get_vp(r, 0, &h), *c;
    vp_word r0;

    if (!b) return rb_num_coerce_bin2(self, r, id_div);
    c = bd_new((a->max_prec + b->max_prec + 1) * VP_BASE_FIG, 0, &ch);
    if (divd_special(c, a, b)) return bd_value(c);
    r0 = vp_divd(c, a, b, c->max_prec - 1);
    vp_internal_round(c, vp_round_mode, c->frac[c->prec - 1],
                      (uint64_t)VP_BASE * r0 / b->frac[0]);
    return bd_value(c);
}

/* the truncated quotient and remainder of 1.8.7's divmod: the quotient
 * gets max(a.prec, b.prec) + 1 words only, so a large quotient is cut */
static void
do_divmod(Real *a, Real *b, volatile VALUE *div, volatile VALUE *mod)
{
    volatile VALUE ch, rh, dh, oh;
    Real *c, *res, *d, *one;
    long mx;

    if (!VP_IS_DEF(a) || !VP_IS_DEF(b) || VP_IS_ZERO(b)) {
        /* 1.8.7 parses "NaN" into them: one word */
        vp_set_nan(bd_nan_new(div));
        vp_set_nan(bd_nan_new(mod));
        return;
    }
    if (VP_IS_ZERO(a)) {
        bd_new(1, 1, div);
        bd_new(1, 1, mod);
        return;
    }
    mx = ((a->prec > b->prec ? a->prec : b->prec) + 1) * VP_BASE_FIG;
    c = bd_new(mx, 1, &ch);
    res = bd_new((mx + 1) * 2 + VP_BASE_FIG + 1, 0, &rh);
    vp_divd(c, a, b, c->max_prec - 1);
    d = bd_new(c->prec * (VP_BASE_FIG + 1), 1, &dh);
    vp_round(d, c, VP_ROUND_DOWN, 0);
    vp_mult(res, d, b, vp_round_mode);
    vp_addsub(c, a, res, -1, vp_round_mode);
    if (!VP_IS_ZERO(c) && VP_SGN(a) * VP_SGN(b) < 0) {
        one = bd_new(1, 0, &oh);
        vp_set_one(one);
        vp_addsub(res, d, one, -1, vp_round_mode);
        vp_addsub(d, c, b, 1, vp_round_mode);
        *div = rh;
        *mod = dh;
    }
    else {
        *div = dh;
        *mod = ch;
    }
}

static VALUE
bd_divmod(VALUE self, VALUE r)
{
    volatile VALUE h, dv, md;
    Real *b = get_vp(r, 0, &h);

    if (!b) return rb_num_coerce_bin2(self, r, id_divmod);
    do_divmod(bd_real(self), b, &dv, &md);
    return rb_assoc_new(bd_value(bd_real(dv)), bd_value(bd_real(md)));
}

static VALUE
bd_mod(VALUE self, VALUE r)
{
    volatile VALUE h, dv, md;
    Real *b = get_vp(r, 0, &h);

    if (!b) return rb_num_coerce_bin2(self, r, id_mod);
    do_divmod(bd_real(self), b, &dv, &md);
    return bd_value(bd_real(md));
}

/* div(b): the floored quotient; div(b, n): a / b rounded to n digits */
static VALUE
bd_div2(int argc, VALUE *argv, VALUE self)
{
    VALUE b, n;
    volatile VALUE h, dv, md, ch;
    Real *a, *bv, *c;
    long ix, pl;
    int na = rb_scan_args(argc, argv, "11", &b, &n);

    a = bd_real(self);
    if (na == 1) {
        bv = get_vp(b, 0, &h);
        if (!bv) return rb_num_coerce_bin2(self, b, rb_intern("div"));
        do_divmod(a, bv, &dv, &md);
        return bd_value(bd_real(dv));
    }
    ix = positive_int(n);
    if (ix == 0) {
        if (!get_vp(b, 0, &h)) return rb_num_coerce_bin2(self, b, rb_intern("div"));
        return bd_div(self, b);
    }
    /* 1.8.7 makes the quotient and converts b without BigDecimal.limit
     * (and leaves it at 0 when b cannot be converted) */
    pl = prec_limit;
    prec_limit = 0;
    c = bd_new(ix + VP_BASE_FIG * 2, 1, &ch);
    bv = get_vp(b, 1, &h);
    if (!divd_special(c, a, bv)) {
        vp_divd(c, a, bv, c->max_prec - 1);
        prec_limit = pl;
        vp_left_round(c, vp_round_mode, ix);
    }
    prec_limit = pl;
    return bd_value(c);
}

/* a - b * trunc(a / b), through 1.8.7's steps (its quotient is cut too) */
static VALUE
bd_remainder(VALUE self, VALUE r)
{
    volatile VALUE h, ch, rh, fh, dh, xh, yh;
    Real *a = bd_real(self), *b = get_vp(r, 0, &h), *c, *res, *ff, *d, *f, *rr;
    long mx;

    if (!b) return rb_num_coerce_bin2(self, r, id_remainder);
    mx = (a->max_prec + b->max_prec) * VP_BASE_FIG;
    c = bd_new(mx, 1, &ch);
    res = bd_new((mx + 1) * 2 + VP_BASE_FIG + 1, 0, &rh);
    rr = bd_new((mx + 1) * 2 + VP_BASE_FIG + 1, 0, &xh);
    ff = bd_new((mx + 1) * 2 + VP_BASE_FIG + 1, 0, &fh);
    if (divd_special(c, a, b) || VP_IS_ZERO(a)) {
        if (VP_IS_ZERO(a) && VP_IS_DEF(b) && !VP_IS_ZERO(b)) vp_set_zero(ff, (VP_SGN(a) < 0 && VP_SGN(b) > 0) ? -1 : 1);
        else vp_set_nan(ff);
        return bd_value(ff);
    }
    vp_divd(c, a, b, c->max_prec - 1);
    vp_mult(rr, b, c, 0);           /* VpDivd's remainder: exact, */
    vp_addsub(res, a, rr, -1, 0);
    if (b->prec == 1 && b->frac[0] == 1 && b->exponent == 1)
        vp_set_zero(res, 1);        /* none when it divides by 1 */
    if (VP_IS_ZERO(res)) vp_set_zero(res, VP_SGN(a));  /* VpDivd's remainder */
    d = bd_new(c->prec * (VP_BASE_FIG + 1), 1, &dh);
    f = bd_new(c->prec * (VP_BASE_FIG + 1), 1, &yh);
    vp_round(d, c, VP_ROUND_DOWN, 0);
    vp_frac(f, c);
    vp_mult(rr, f, b, vp_round_mode);
    vp_addsub(ff, res, rr, 1, vp_round_mode);
    return bd_value(ff);
}

/* ------------------------------------------------------------ digits args */

/* add/sub/mult(b, n): op without BigDecimal.limit, rounded to n digits.
 * As in 1.8.7, an operand to coerce is coerced for the method itself (so
 * a Float has no `add`), and an exception on the way leaves the limit at
 * 0: 1.8.7 restores it only on a normal return */
static VALUE
bd_op2(VALUE self, VALUE b, VALUE n, VALUE (*op)(VALUE, VALUE), const char *name)
{
    long mx = positive_int(n), pl;
    VALUE c;
    volatile VALUE h;
    Real *cv;

    if (mx == 0) {
        if (!get_vp(b, 0, &h)) return rb_num_coerce_bin2(self, b, rb_intern(name));
        return op(self, b);
    }
    pl = prec_limit;
    prec_limit = 0;
    if (!get_vp(b, 0, &h)) c = rb_num_coerce_bin2(self, b, rb_intern(name));
    else c = op(self, b);
    prec_limit = pl;
    cv = get_vp(c, 1, &h);
    vp_left_round(cv, vp_round_mode, mx);
    return bd_value(cv);
}

static VALUE bd_add2(VALUE s, VALUE b, VALUE n) { return bd_op2(s, b, n, bd_add, "add"); }
static VALUE bd_sub2(VALUE s, VALUE b, VALUE n) { return bd_op2(s, b, n, bd_sub, "sub"); }
static VALUE bd_mult2(VALUE s, VALUE b, VALUE n) { return bd_op2(s, b, n, bd_mult, "mult"); }

/* ------------------------------------------------------------ rounding */

/* round, truncate, floor, ceil: 1.8.7 sets BigDecimal.limit aside for
 * them; fix keeps it for its size, but does not round to it */
static VALUE
round_to(VALUE self, long nf, int mode, int limited)
{
    Real *a = bd_real(self), *c;
    volatile VALUE ch;
    long pl = prec_limit;

    if (!limited) prec_limit = 0;
    c = bd_new(a->prec * (VP_BASE_FIG + 1), 1, &ch);
    prec_limit = 0;
    vp_round(c, a, mode, nf);
    prec_limit = pl;
    return bd_value(c);
}

static long
opt_digits(int argc, VALUE *argv)
{
    VALUE n;

    if (rb_scan_args(argc, argv, "01", &n) == 0) return 0;
    Check_Type(n, T_FIXNUM);
    return FIX2LONG(n);
}

static VALUE
bd_round(int argc, VALUE *argv, VALUE self)
{
    VALUE n, m;
    int mode = vp_round_mode;
    long nf = 0;

    rb_scan_args(argc, argv, "02", &n, &m);
    if (argc > 0) {
        Check_Type(n, T_FIXNUM);
        nf = FIX2LONG(n);
    }
    if (argc == 2) {
        Check_Type(m, T_FIXNUM);
        mode = (int)FIX2LONG(m);
    }
    return round_to(self, nf, mode, 0);
}

static VALUE
bd_truncate(int argc, VALUE *argv, VALUE self)
{
    return round_to(self, opt_digits(argc, argv), VP_ROUND_DOWN, 0);
}

static VALUE
bd_floor(int argc, VALUE *argv, VALUE self)
{
    return round_to(self, opt_digits(argc, argv), VP_ROUND_FLOOR, 0);
}

static VALUE
bd_ceil(int argc, VALUE *argv, VALUE self)
{
    return round_to(self, opt_digits(argc, argv), VP_ROUND_CEIL, 0);
}

static VALUE
bd_fix(VALUE self)
{
    return round_to(self, 0, VP_ROUND_DOWN, 1);
}

static VALUE
bd_frac(VALUE self)
{
    Real *a = bd_real(self), *c;
    volatile VALUE ch;

    c = bd_new(a->prec * (VP_BASE_FIG + 1), 1, &ch);
    vp_frac(c, a);
    return bd_value(c);
}

static VALUE
bd_abs(VALUE self)
{
    Real *a = bd_real(self), *c;
    volatile VALUE ch;

    c = bd_new(a->prec * (VP_BASE_FIG + 1), 1, &ch);
    vp_copy(c, a, vp_round_mode);
    if (c->sign < 0) c->sign = -c->sign;
    return bd_value(c);
}

static VALUE
bd_neg(VALUE self)
{
    Real *a = bd_real(self), *c;
    volatile VALUE ch;

    c = bd_new(a->prec * (VP_BASE_FIG + 1), 1, &ch);
    vp_copy(c, a, vp_round_mode);
    c->sign = -c->sign;
    return bd_value(c);
}

static VALUE
bd_uplus(VALUE self)
{
    return self;
}

/* ------------------------------------------------------------ power, sqrt */

/* y = x ** n as 1.8.7's VpPower: squarings and products in words of
 * y's size plus two, then 1 / that for a negative n */
static void
vp_power(Real *y, Real *x, long n)
{
    volatile VALUE h1, h2, h3;
    Real *w1, *w2, *one;
    long s, ss;
    int sign = n < 0 ? -1 : 1;

    if (n < 0) n = -n;
    w1 = bd_new((y->max_prec + 2) * VP_BASE_FIG, 0, &h1);
    w2 = bd_new((w1->max_prec * 2 + 1) * VP_BASE_FIG, 0, &h2);
    vp_copy(y, x, vp_round_mode);
    n--;
    while (n > 0) {
        vp_copy(w1, x, vp_round_mode);
        s = 1;
        for (;;) {
            ss = s;
            s += s;
            if (s > n) break;
            vp_mult(w2, w1, w1, vp_round_mode);
            vp_copy(w1, w2, vp_round_mode);
        }
        n -= ss;
        vp_mult(w2, y, w1, vp_round_mode);
        vp_copy(y, w2, vp_round_mode);
    }
    if (sign < 0) {
        one = bd_new(1, 0, &h3);
        vp_set_one(one);
        vp_divd(w1, one, y, w1->max_prec - 1);
        vp_copy(y, w1, vp_round_mode);
    }
}

static void
power_special(Real *y, Real *x, long n)
{
    int odd = (n % 2) != 0;

    if (VP_IS_NAN(x)) vp_set_nan(y);
    else if (VP_IS_INF(x)) {
        if (n == 0) vp_set_one(y);
        else if (n < 0) vp_set_zero(y, (VP_SGN(x) < 0 && odd) ? -1 : 1);
        else vp_set_inf(y, (VP_SGN(x) < 0 && odd) ? -1 : 1);
    }
    else if (VP_IS_ZERO(x)) {
        if (n == 0) vp_set_one(y);
        else if (n < 0) vp_set_inf(y, (VP_SGN(x) < 0 && odd) ? -1 : 1);
        else vp_set_zero(y, (VP_SGN(x) < 0 && odd) ? -1 : 1);
    }
    else if (n == 0) vp_set_one(y);
}

static VALUE
bd_power(VALUE self, VALUE p)
{
    Real *x, *y;
    volatile VALUE yh;
    long n, ma;

    Check_Type(p, T_FIXNUM);
    x = bd_real(self);
    n = FIX2LONG(p);
    ma = n < 0 ? -n : n;
    if (ma == 0) ma = 1;
    if (VP_IS_DEF(x)) {
        long mp = x->prec * (VP_BASE_FIG + 1);
        if (ma >= LONG_MAX / mp) rb_raise(rb_eNoMemError, "failed to allocate memory");
        y = bd_new(mp * (ma + 1), 1, &yh);
    }
    else y = bd_new(1, 1, &yh);
    if (!VP_IS_DEF(x)) vp_set_nan(y);   /* 1.8.7: NaN for any power of them */
    else if (VP_IS_ZERO(x) || n == 0) power_special(y, x, n);
    else if (vp_is_one(x)) vp_set_one(y);
    else {
        vp_power(y, x, n);
        if (VP_SGN(x) < 0 && (n % 2)) {
            if (y->sign > 0) y->sign = -y->sign;
        }
        else if (y->sign < 0) y->sign = -y->sign;
    }
    return bd_value(y);
}

/* x's first two words as a double in [1/BASE, 1) (1.8.7's VpVtoD reads
 * no more), and x's exponent in words */
static double
vp_to_double(const Real *x, long *e)
{
    double d = 0.0, f = 1.0 / VP_BASE;
    long i;

    for (i = 0; i < x->prec && i < (DBLE_FIG + VP_BASE_FIG - 1) / VP_BASE_FIG; i++) {
        d += x->frac[i] * f;
        f /= VP_BASE;
    }
    *e = x->exponent;
    return d;
}

/* m = d (0 < d), its words as far as m holds them (1.8.7's VpDtoV) */
static void
vp_from_double(Real *m, double d)
{
    double val = d;
    long ne = 0, i;
    vp_word w;

    if (val >= 1.0) {
        while (val >= 1.0) { val /= VP_BASE; ne++; }
    }
    else {
        while (val < 1.0 / VP_BASE) { val *= VP_BASE; ne--; }
    }
    memset(m->frac, 0, m->max_prec * sizeof(vp_word));
    for (i = 0; val > 0.0 && i < m->max_prec; i++) {
        val *= VP_BASE;
        w = (vp_word)val;
        val -= (double)w;
        m->frac[i] = w;
    }
    if (i >= m->max_prec) i = m->max_prec - 1;
    m->sign = VP_SIGN_PFIN;
    m->prec = i + 1;
    m->exponent = ne;
    while (m->prec > 1 && m->frac[m->prec - 1] == 0) m->prec--;
    vp_internal_round(m, vp_round_mode, m->frac[m->prec - 1], (uint64_t)(val * VP_BASE));
}

/* y = sqrt(x) by Newton's iteration from the double's root, each step in
 * twice the words of the one before (1.8.7's VpSqrt) */
static void
vp_sqrt(Real *y, Real *x)
{
    volatile VALUE fh, rh, hh;
    Real *f, *r, *half;
    long y_prec, n, e, prec, nr = 0;
    double val;

    n = y->max_prec > x->max_prec ? y->max_prec : x->max_prec;
    f = bd_new(y->max_prec * (VP_BASE_FIG + 2), 0, &fh);
    r = bd_new((n + n) * (VP_BASE_FIG + 2), 0, &rh);
    half = bd_new(1, 0, &hh);
    vp_set_digits(half, "5", 1, 0, 1, 0);
    y_prec = y->max_prec;
    prec = x->exponent;
    prec = (prec > 0 ? prec + 1 : prec - 1) - y->max_prec;
    val = vp_to_double(x, &e);
    n = e / 2;
    if (e - n * 2 != 0) {
        val /= VP_BASE;
        n = (e + 1) / 2;
    }
    vp_from_double(y, sqrt(val));
    y->exponent += n;
    n = y_prec * VP_BASE_FIG;
    if (n < 100) n = 100;
    y->max_prec = y_prec < 2 ? y_prec : 2;
    do {
        y->max_prec *= 2;
        if (y->max_prec > y_prec) y->max_prec = y_prec;
        f->max_prec = y->max_prec;
        vp_divd(f, x, y, f->max_prec - 1);     /* f = x / y */
        vp_addsub(r, f, y, -1, vp_round_mode); /* r = f - y */
        vp_mult(f, half, r, vp_round_mode);    /* f = r / 2 */
        if (VP_IS_ZERO(f)) break;
        vp_addsub(r, f, y, 1, vp_round_mode);  /* r = y + f */
        vp_copy(y, r, vp_round_mode);
        if (f->exponent <= prec) break;
    } while (++nr < n);
    y->max_prec = y_prec;
}

static VALUE
bd_sqrt(VALUE self, VALUE nfig)
{
    Real *a = bd_real(self), *c;
    volatile VALUE ch;
    long n = positive_int(nfig) + DBLE_FIG + 1, mx = a->prec * (VP_BASE_FIG + 1);

    if (mx <= n) mx = n;
    c = bd_new(mx, 1, &ch);
    if (VP_IS_NAN(a) || a->sign == VP_SIGN_NINF) {
        vp_set_nan(c);
        rb_raise(rb_eFloatDomainError, "(VpSqrt) SQRT(NaN or negative value)");
    }
    if (VP_IS_ZERO(a)) vp_set_zero(c, VP_SGN(a));
    else if (VP_SGN(a) < 0) {
        vp_set_nan(c);
        rb_raise(rb_eFloatDomainError, "(VpSqrt) SQRT(negative value)");
    }
    else if (VP_IS_INF(a)) vp_set_inf(c, 1);
    else if (vp_is_one(a)) vp_set_one(c);
    else vp_sqrt(c, a);
    return bd_value(c);
}

/* ------------------------------------------------------------ Init */

void
Init_bigdecimal(void)
{
    cBigDecimal = rb_define_class("BigDecimal", rb_cNumeric);
    rb_define_global_function("BigDecimal", bd_global_new, -1);

    rb_define_singleton_method(cBigDecimal, "new", bd_s_new, -1);
    rb_define_singleton_method(cBigDecimal, "mode", bd_s_mode, -1);
    rb_define_singleton_method(cBigDecimal, "limit", bd_s_limit, -1);
    rb_define_singleton_method(cBigDecimal, "double_fig", bd_s_double_fig, 0);
    rb_define_singleton_method(cBigDecimal, "induced_from", bd_s_induced_from, 1);
    rb_define_singleton_method(cBigDecimal, "_load", bd_s_load, 1);
    rb_define_singleton_method(cBigDecimal, "ver", bd_s_ver, 0);

    rb_define_const(cBigDecimal, "BASE", INT2FIX(VP_BASE));
    rb_define_const(cBigDecimal, "EXCEPTION_ALL", INT2FIX(EXC_ALL));
    rb_define_const(cBigDecimal, "EXCEPTION_NaN", INT2FIX(EXC_NaN));
    rb_define_const(cBigDecimal, "EXCEPTION_INFINITY", INT2FIX(EXC_INFINITY));
    rb_define_const(cBigDecimal, "EXCEPTION_UNDERFLOW", INT2FIX(EXC_UNDERFLOW));
    rb_define_const(cBigDecimal, "EXCEPTION_OVERFLOW", INT2FIX(EXC_OVERFLOW));
    rb_define_const(cBigDecimal, "EXCEPTION_ZERODIVIDE", INT2FIX(EXC_ZERODIVIDE));
    rb_define_const(cBigDecimal, "ROUND_MODE", INT2FIX(ROUND_MODE_SEL));
    rb_define_const(cBigDecimal, "ROUND_UP", INT2FIX(VP_ROUND_UP));
    rb_define_const(cBigDecimal, "ROUND_DOWN", INT2FIX(VP_ROUND_DOWN));
    rb_define_const(cBigDecimal, "ROUND_HALF_UP", INT2FIX(VP_ROUND_HALF_UP));
    rb_define_const(cBigDecimal, "ROUND_HALF_DOWN", INT2FIX(VP_ROUND_HALF_DOWN));
    rb_define_const(cBigDecimal, "ROUND_CEILING", INT2FIX(VP_ROUND_CEIL));
    rb_define_const(cBigDecimal, "ROUND_FLOOR", INT2FIX(VP_ROUND_FLOOR));
    rb_define_const(cBigDecimal, "ROUND_HALF_EVEN", INT2FIX(VP_ROUND_HALF_EVEN));
    rb_define_const(cBigDecimal, "SIGN_NaN", INT2FIX(VP_SIGN_NAN));
    rb_define_const(cBigDecimal, "SIGN_POSITIVE_ZERO", INT2FIX(VP_SIGN_PZERO));
    rb_define_const(cBigDecimal, "SIGN_NEGATIVE_ZERO", INT2FIX(VP_SIGN_NZERO));
    rb_define_const(cBigDecimal, "SIGN_POSITIVE_FINITE", INT2FIX(VP_SIGN_PFIN));
    rb_define_const(cBigDecimal, "SIGN_NEGATIVE_FINITE", INT2FIX(VP_SIGN_NFIN));
    rb_define_const(cBigDecimal, "SIGN_POSITIVE_INFINITE", INT2FIX(VP_SIGN_PINF));
    rb_define_const(cBigDecimal, "SIGN_NEGATIVE_INFINITE", INT2FIX(VP_SIGN_NINF));

    rb_define_method(cBigDecimal, "precs", bd_precs, 0);
    rb_define_method(cBigDecimal, "add", bd_add2, 2);
    rb_define_method(cBigDecimal, "sub", bd_sub2, 2);
    rb_define_method(cBigDecimal, "mult", bd_mult2, 2);
    rb_define_method(cBigDecimal, "div", bd_div2, -1);
    rb_define_method(cBigDecimal, "hash", bd_hash, 0);
    rb_define_method(cBigDecimal, "to_s", bd_to_s, -1);
    rb_define_method(cBigDecimal, "to_i", bd_to_i, 0);
    rb_define_method(cBigDecimal, "to_int", bd_to_i, 0);
    rb_define_method(cBigDecimal, "split", bd_split, 0);
    rb_define_method(cBigDecimal, "+", bd_add, 1);
    rb_define_method(cBigDecimal, "-", bd_sub, 1);
    rb_define_method(cBigDecimal, "+@", bd_uplus, 0);
    rb_define_method(cBigDecimal, "-@", bd_neg, 0);
    rb_define_method(cBigDecimal, "*", bd_mult, 1);
    rb_define_method(cBigDecimal, "/", bd_div, 1);
    rb_define_method(cBigDecimal, "quo", bd_div, 1);
    rb_define_method(cBigDecimal, "%", bd_mod, 1);
    rb_define_method(cBigDecimal, "modulo", bd_mod, 1);
    rb_define_method(cBigDecimal, "remainder", bd_remainder, 1);
    rb_define_method(cBigDecimal, "divmod", bd_divmod, 1);
    rb_define_method(cBigDecimal, "to_f", bd_to_f, 0);
    rb_define_method(cBigDecimal, "abs", bd_abs, 0);
    rb_define_method(cBigDecimal, "sqrt", bd_sqrt, 1);
    rb_define_method(cBigDecimal, "fix", bd_fix, 0);
    rb_define_method(cBigDecimal, "round", bd_round, -1);
    rb_define_method(cBigDecimal, "frac", bd_frac, 0);
    rb_define_method(cBigDecimal, "floor", bd_floor, -1);
    rb_define_method(cBigDecimal, "ceil", bd_ceil, -1);
    rb_define_method(cBigDecimal, "power", bd_power, 1);
    rb_define_method(cBigDecimal, "**", bd_power, 1);
    rb_define_method(cBigDecimal, "<=>", bd_cmp, 1);
    rb_define_method(cBigDecimal, "==", bd_eq, 1);
    rb_define_method(cBigDecimal, "===", bd_eq, 1);
    rb_define_method(cBigDecimal, "eql?", bd_eq, 1);
    rb_define_method(cBigDecimal, "<", bd_lt, 1);
    rb_define_method(cBigDecimal, "<=", bd_le, 1);
    rb_define_method(cBigDecimal, ">", bd_gt, 1);
    rb_define_method(cBigDecimal, ">=", bd_ge, 1);
    rb_define_method(cBigDecimal, "zero?", bd_zero_p, 0);
    rb_define_method(cBigDecimal, "nonzero?", bd_nonzero_p, 0);
    rb_define_method(cBigDecimal, "coerce", bd_coerce, 1);
    rb_define_method(cBigDecimal, "inspect", bd_inspect, 0);
    rb_define_method(cBigDecimal, "exponent", bd_exponent, 0);
    rb_define_method(cBigDecimal, "sign", bd_sign, 0);
    rb_define_method(cBigDecimal, "nan?", bd_nan_p, 0);
    rb_define_method(cBigDecimal, "infinite?", bd_infinite_p, 0);
    rb_define_method(cBigDecimal, "finite?", bd_finite_p, 0);
    rb_define_method(cBigDecimal, "truncate", bd_truncate, -1);
    rb_define_method(cBigDecimal, "_dump", bd_dump, -1);

    id_add = rb_intern("+");
    id_sub = rb_intern("-");
    id_mul = rb_intern("*");
    id_div = rb_intern("/");
    id_mod = rb_intern("%");
    id_divmod = rb_intern("divmod");
    id_remainder = rb_intern("remainder");
    id_cmp = rb_intern("<=>");
    id_eq = rb_intern("==");
    id_lt = rb_intern("<");
    id_le = rb_intern("<=");
    id_gt = rb_intern(">");
    id_ge = rb_intern(">=");
}
