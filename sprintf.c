/* sprintf.c - C-level formatting (rb_sprintf) and Kernel#sprintf / String#%. */
#include "ruby.h"
#include "internal.h"

#include <gmp.h>
#include <math.h>
#include <float.h>

/* ---------------------------------------------------------------- C level */

VALUE
rb_vsprintf(const char *fmt, va_list ap)
{
    char buf[256];
    va_list aq;
    int n;
    VALUE str;
    va_copy(aq, ap);
    n = vsnprintf(buf, sizeof(buf), fmt, aq);
    va_end(aq);
    if (n < 0) n = 0;
    if (n < (int)sizeof(buf)) return rb_str_new(buf, n);
    str = rb_str_new(0, n);
    vsnprintf(RSTRING(str)->ptr, n + 1, fmt, ap);
    return str;
}

VALUE
rb_sprintf(const char *fmt, ...)
{
    va_list ap;
    VALUE str;
    va_start(ap, fmt);
    str = rb_vsprintf(fmt, ap);
    va_end(ap);
    return str;
}

VALUE
rb_str_catf(VALUE str, const char *fmt, ...)
{
    va_list ap;
    VALUE tmp;
    va_start(ap, fmt);
    tmp = rb_vsprintf(fmt, ap);
    va_end(ap);
    return rb_str_buf_cat(str, RSTRING(tmp)->ptr, RSTRING(tmp)->len);
}

/* ---------------------------------------------------------------- Ruby level */

#define FNONE 0
#define FSHARP 1
#define FMINUS 2
#define FPLUS 4
#define FZERO 8
#define FSPACE 16
#define FWIDTH 32
#define FPREC 64

struct fmt_state {
    int argc;
    VALUE *argv;
    int nextarg;   /* next unnumbered argument (1-based) */
    int posarg;    /* -1: numbered args used, >0 unnumbered used */
    VALUE result;
    long blen;     /* result's length when the directive began */
};

/* a directive writes only after its argument's conversions (to_s, to_int,
   to_f: user code) are done, from the length the result had when the
   directive began: resuming a continuation taken in that user code after
   sprintf returned overwrites what followed, as 1.8.7's buffer does,
   instead of appending to it */
static void
fmt_rewind(struct fmt_state *st)
{
    VALUE res = st->result;

    if (RSTRING(res)->len > st->blen) {
        RSTRING(res)->len = st->blen;
        RSTRING(res)->ptr[st->blen] = '\0';
    }
}

static VALUE
fmt_getnth(struct fmt_state *st, int n)
{
    if (n < 1 || n > st->argc) rb_raise(rb_eArgError, "too few arguments");
    return st->argv[n - 1];
}

static VALUE
fmt_getarg(struct fmt_state *st)
{
    if (st->posarg == -1)
        rb_raise(rb_eArgError, "unnumbered(%d) mixed with numbered", st->nextarg);
    st->posarg = st->nextarg;
    return fmt_getnth(st, st->nextarg++);
}

static VALUE
fmt_getposarg(struct fmt_state *st, int n)
{
    if (st->posarg > 0)
        rb_raise(rb_eArgError, "numbered(%d) after unnumbered(%d)", n, st->posarg);
    if (n < 1) rb_raise(rb_eArgError, "invalid index - %d$", n);   /* "%*0$d" */
    st->posarg = -1;
    return fmt_getnth(st, n);
}

static void
fmt_pad(VALUE res, char c, long n)
{
    char buf[64];
    memset(buf, c, sizeof(buf));
    while (n > 0) {
        long k = n > (long)sizeof(buf) ? (long)sizeof(buf) : n;
        rb_str_buf_cat(res, buf, k);
        n -= k;
    }
}

/* the integer value of a %d argument */
static VALUE
fmt_int_val(VALUE val)
{
    for (;;) {
        switch (TYPE(val)) {
          case T_FIXNUM: case T_BIGNUM:
            return val;
          case T_NIL:
            return INT2FIX(0);
          case T_FLOAT: {
            double d = RFLOAT(val)->value;
            if (isnan(d) || d > (double)FIXNUM_MAX || d < (double)FIXNUM_MIN)
                return rb_dbl2big(d); /* FloatDomainError for inf and nan */
            return LONG2FIX((long)d);
          }
          case T_STRING:
            return rb_str_to_inum(val, 0, Qtrue);
          default:
            val = rb_Integer(val);
        }
    }
}

/* digits of the two's complement of negative v in base 2/8/16, one leading
   sign digit kept; returns a String */
static VALUE
fmt_twos_comp(VALUE v, int base)
{
    static const char dig[] = "0123456789abcdef";
    if (FIXNUM_P(v)) {
        long n = FIX2LONG(v);
        int shift = base == 16 ? 4 : base == 8 ? 3 : 1;
        long mask = base - 1, d;
        char buf[80];
        int i = (int)sizeof(buf);
        while (n != -1) {
            d = n & mask;
            buf[--i] = dig[d];
            n >>= shift;
        }
        buf[--i] = dig[mask];
        return rb_str_new(buf + i, sizeof(buf) - i);
    }
    else {
        mpz_t p, r;
        VALUE s;
        char *str, sign = dig[base - 1];
        size_t k, skip = 0;
        mpz_ptr x = (mpz_ptr)&RBIGNUM(v)->mp;
        k = mpz_sizeinbase(x, base) + 1;
        mpz_init(p);
        mpz_init(r);
        mpz_ui_pow_ui(p, base, k);
        mpz_add(r, p, x);
        RB_GC_GUARD(v);
        str = ALLOC_N(char, k + 2);
        mpz_get_str(str, base, r);
        while (str[skip] == sign && str[skip + 1] == sign) skip++;
        s = rb_str_new2(str + skip);
        xfree(str);
        mpz_clear(p);
        mpz_clear(r);
        return s;
    }
}

/* %u of a negative number: a Fixnum as the unsigned 64-bit word, a Bignum
   complemented within its 32-bit digits, as 1.8.7 prints them */
static VALUE
fmt_unsigned_digits(VALUE v)
{
    mpz_t r;
    VALUE s;
    long len, have;
    rb_warning("negative number for %%u specifier");
    if (FIXNUM_P(v)) {
        char tmp[32];
        snprintf(tmp, sizeof(tmp), "%lu", (unsigned long)FIX2LONG(v));
        return rb_str_new2(tmp);
    }
    mpz_init(r);
    mpz_ui_pow_ui(r, 2, (mpz_sizeinbase((mpz_ptr)&RBIGNUM(v)->mp, 2) + 31) / 32 * 32);
    /* as many digits as the power has, leading zeros kept (1.8.7's
       "%u" % -(2**64 - 1) is "..00000000000000000001") */
    s = rb_str_new(0, mpz_sizeinbase(r, 10) + 1);
    mpz_get_str(RSTRING(s)->ptr, 10, r);
    len = strlen(RSTRING(s)->ptr);
    mpz_add(r, r, (mpz_ptr)&RBIGNUM(v)->mp);
    mpz_get_str(RSTRING(s)->ptr, 10, r);
    have = strlen(RSTRING(s)->ptr);
    memmove(RSTRING(s)->ptr + len - have, RSTRING(s)->ptr, have + 1);
    memset(RSTRING(s)->ptr, '0', len - have);
    RSTRING(s)->len = len;
    mpz_clear(r);
    RB_GC_GUARD(v);
    return s;
}

static const char *
fmt_prefix(char type, int flags)
{
    if (!(flags & FSHARP)) return "";
    switch (type) {
      case 'x': return "0x";
      case 'X': return "0X";
      case 'o': return "0";
      case 'b': return "0b";
      case 'B': return "0B";
    }
    return "";
}

static int
fmt_base(char type)
{
    switch (type) {
      case 'x': case 'X': return 16;
      case 'o': return 8;
      case 'b': case 'B': return 2;
    }
    return 10;
}

/* the digits of |val| in base, without a sign */
static VALUE
fmt_abs_digits(VALUE val, int base)
{
    VALUE digits = FIXNUM_P(val) ? rb_fix2str(val, base) : rb_big2str(val, base);
    if (RSTRING(digits)->ptr[0] == '-')
        digits = rb_str_substr(digits, 1, RSTRING(digits)->len - 1);
    return digits;
}

/* the digits of |v| in base (2..36) ending at end: a Fixnum's without a String */
static char *
fmt_fix_abs_digits(long v, int base, int upper, char *end)
{
    return rb_ulong_digits(v < 0 ? -(unsigned long)v : (unsigned long)v, base, upper, end);
}

static void
fmt_upcase(VALUE digits)
{
    char *dp = RSTRING(digits)->ptr;
    long i;
    for (i = 0; i < RSTRING(digits)->len; i++)
        if ('a' <= dp[i] && dp[i] <= 'z') dp[i] -= 32;
}

/* %d %i %u %x %X %o %b %B.  d and i, or any with '+' or ' ', print a sign;
   the others print a negative number as its complement: "..fb" for -5,
   and with a '0' flag or a precision without the dots, filled with the
   digit that repeats ('f', '7', '1', or '.' for %u).  A '0' flag without
   a precision zero-fills to the width, even with '-'. */
static void
fmt_integer(struct fmt_state *st, VALUE val, char type, int flags, long width, long prec)
{
    VALUE res = st->result, digits = Qnil;
    int base = fmt_base(type), neg, dots = 0;
    const char *prefix = fmt_prefix(type, flags);
    char sign = 0, fill = '0', dbuf[SIZEOF_LONG * CHAR_BIT + 1], *dp = 0;
    long len;

    val = fmt_int_val(val);
    fmt_rewind(st);
    neg = FIXNUM_P(val) ? FIX2LONG(val) < 0 : RBIGNUM_NEGATIVE_P(val);
    if (type == 'd' || type == 'i' || (flags & (FPLUS | FSPACE))) {
        if (neg) sign = '-';
        else if (flags & FPLUS) sign = '+';
        else if (flags & FSPACE) sign = ' ';
        if (FIXNUM_P(val)) dp = fmt_fix_abs_digits(FIX2LONG(val), base, type == 'X', dbuf + sizeof(dbuf));
        else digits = fmt_abs_digits(val, base);
    }
    else if (neg) {
        dots = 1;
        digits = type == 'u' ? fmt_unsigned_digits(val) : fmt_twos_comp(val, base);
        fill = type == 'u' ? '.' : RSTRING(digits)->ptr[0];
    }
    else if (FIXNUM_P(val)) dp = fmt_fix_abs_digits(FIX2LONG(val), base, type == 'X', dbuf + sizeof(dbuf));
    else digits = fmt_abs_digits(val, base);
    if (dp) len = dbuf + sizeof(dbuf) - dp;
    else if (type == 'X') {
        digits = rb_str_new(RSTRING(digits)->ptr, RSTRING(digits)->len);
        fmt_upcase(digits);
        if ('a' <= fill && fill <= 'z') fill -= 32;
    }
    if (!dp) { dp = RSTRING(digits)->ptr; len = RSTRING(digits)->len; }
    if (sign) width--;
    width -= (long)strlen(prefix);
    if (dots && !(flags & (FPREC | FZERO))) width -= 2;
    else dots = 0;
    if ((flags & (FZERO | FPREC)) == FZERO) { prec = width; width = 0; }
    else {
        if (prec < len) prec = len;
        width -= prec;
    }
    if (!(flags & FMINUS)) fmt_pad(res, ' ', width);
    if (sign) rb_str_buf_cat(res, &sign, 1);
    rb_str_buf_cat2(res, prefix);
    if (dots) rb_str_buf_cat(res, "..", 2);
    fmt_pad(res, fill, prec - len);
    rb_str_buf_cat(res, dp, len);
    if (flags & FMINUS) fmt_pad(res, ' ', width);
    RB_GC_GUARD(digits);
}

/* fixed-point digits of d with prec (0..9) decimals, as "%.{prec}f" gives
   them, into buf (sign included); -1 when the fast reckoning cannot be
   sure of the rounding (then snprintf decides) */
static int
fmt_fixed_digits(double d, long prec, char *buf)
{
    static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9 };
    double y, f, frac;
    unsigned long long r, ip, fp;
    char tmp[24], *t = tmp + sizeof(tmp);
    int n = 0, i;

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
    return -1;   /* x87's wider intermediates: the error bound below is not theirs */
#endif
    if (prec < 0 || prec > 9 || !(fabs(d) < 1e9)) return -1;
    y = fabs(d) * p10[prec];          /* y < 2**40: within 2**-13 of the exact product */
    if (y >= 1099511627776.0) return -1;
    f = floor(y);
    frac = y - f;
    if (fabs(frac - 0.5) <= 1.0 / 2048) return -1;   /* too near a tie to tell */
    r = (unsigned long long)f + (frac > 0.5);
    ip = r / (unsigned long long)p10[prec];
    fp = r % (unsigned long long)p10[prec];
    if (signbit(d)) buf[n++] = '-';
    do { *--t = (char)('0' + ip % 10); ip /= 10; } while (ip);
    while (t < tmp + sizeof(tmp)) buf[n++] = *t++;
    if (prec > 0) {
        buf[n++] = '.';
        for (i = (int)prec - 1; i >= 0; i--) { buf[n + i] = (char)('0' + fp % 10); fp /= 10; }
        n += (int)prec;
    }
    buf[n] = '\0';
    return n;
}

/* "%.{prec}e" and "%.{prec}g" (no '#') of finite nonzero d through
   rb_flo_sig_digits into buf, sign included; -1 when it cannot */
static int
fmt_eg_digits(double v, char type, long prec, char *buf)
{
    unsigned long long m;
    char dig[24];
    int x, n = 0, i, nd, dec;

    if (!isfinite(v) || v == 0.0 || prec < 0 || prec > 14) return -1;
    nd = (type == 'e' || type == 'E') ? (int)prec + 1 : (prec == 0 ? 1 : (int)prec);
    if (!rb_flo_sig_digits(fabs(v), nd, &m, &x)) return -1;
    for (i = nd - 1; i >= 0; i--) { dig[i] = (char)('0' + m % 10); m /= 10; }
    if (signbit(v)) buf[n++] = '-';
    if ((type == 'g' || type == 'G') && x >= -4 && x < nd) {
        /* fixed: nd - 1 - x decimals, trailing zeros dropped */
        dec = nd - 1 - x;
        while (dec > 0 && dig[nd - 1 - (nd - 1 - x - dec)] == '0') dec--;
        if (x < 0) {
            buf[n++] = '0';
            if (dec > 0) {
                buf[n++] = '.';
                for (i = x + 1; i < 0; i++) buf[n++] = '0';
                for (i = 0; i < dec + x + 1; i++) buf[n++] = dig[i];
            }
        }
        else {
            for (i = 0; i <= x; i++) buf[n++] = dig[i];
            if (dec > 0) {
                buf[n++] = '.';
                for (i = x + 1; i < x + 1 + dec; i++) buf[n++] = dig[i];
            }
        }
    }
    else {
        dec = nd - 1;
        if (type == 'g' || type == 'G') while (dec > 0 && dig[dec] == '0') dec--;
        buf[n++] = dig[0];
        if (dec > 0) {
            buf[n++] = '.';
            for (i = 1; i <= dec; i++) buf[n++] = dig[i];
        }
        buf[n++] = (type == 'E' || type == 'G') ? 'E' : 'e';
        buf[n++] = x < 0 ? '-' : '+';
        if (x < 0) x = -x;
        if (x >= 100) buf[n++] = (char)('0' + x / 100);
        buf[n++] = (char)('0' + x / 10 % 10);
        buf[n++] = (char)('0' + x % 10);
    }
    buf[n] = '\0';
    return n;
}

/* "%f", "%e", "%g" without '#' through fmt_fixed_digits / fmt_eg_digits,
   padded as printf pads; 0 when they cannot (then snprintf formats) */
static int
fmt_float_fast(VALUE res, double d, char type, int flags, long width, long prec)
{
    char buf[280], digits[48], sign = 0, *p = buf;
    long pr = (flags & FPREC) ? prec : 6;
    const char *dp = digits;
    long pad;
    int n;

    if ((flags & FSHARP) || ((flags & FWIDTH) && width > 200)) return 0;
    n = type == 'f' ? fmt_fixed_digits(d, pr, digits) : fmt_eg_digits(d, type, pr, digits);
    if (n < 0) return 0;
    if (*dp == '-') { sign = '-'; dp++; n--; }
    else if (flags & FPLUS) sign = '+';
    else if (flags & FSPACE) sign = ' ';
    pad = ((flags & FWIDTH) ? width : 0) - n - (sign ? 1 : 0);
    if (pad > 0 && !(flags & (FMINUS | FZERO))) { memset(p, ' ', pad); p += pad; }
    if (sign) *p++ = sign;
    if (pad > 0 && (flags & (FMINUS | FZERO)) == FZERO) { memset(p, '0', pad); p += pad; }
    memcpy(p, dp, n);
    p += n;
    if (pad > 0 && (flags & FMINUS)) { memset(p, ' ', pad); p += pad; }
    rb_str_buf_cat(res, buf, p - buf);
    return 1;
}

static void
fmt_float(struct fmt_state *st, VALUE val, char type, int flags, long width, long prec)
{
    char fbuf[64], *p = fbuf, out[256];
    double d = RFLOAT(rb_Float(val))->value;
    int n;
    VALUE tmp;

    fmt_rewind(st);
    if (fmt_float_fast(st->result, d, type, flags, width, prec)) return;
    *p++ = '%';
    if (flags & FSHARP) *p++ = '#';
    if (flags & FPLUS) *p++ = '+';
    if (flags & FMINUS) *p++ = '-';
    if (flags & FZERO) *p++ = '0';
    if (flags & FSPACE) *p++ = ' ';
    if (flags & FWIDTH) p += sprintf(p, "%ld", width);
    if (flags & FPREC) p += sprintf(p, ".%ld", prec);
    *p++ = type;
    *p = '\0';
    /* one formatting into the stack buffer; only a longer text (a huge
       width or precision, 1e300 with %f) formats again into a String */
    n = snprintf(out, sizeof(out), fbuf, d);
    if (n < (int)sizeof(out)) {
        rb_str_buf_cat(st->result, out, n);
        return;
    }
    tmp = rb_str_new(0, n);
    snprintf(RSTRING(tmp)->ptr, n + 1, fbuf, d);
    rb_str_buf_cat(st->result, RSTRING(tmp)->ptr, n);
}

static void
fmt_string(struct fmt_state *st, VALUE str, int flags, long width, long prec)
{
    long len = RSTRING(str)->len;

    fmt_rewind(st);
    if ((flags & FPREC) && prec < len) len = prec;
    if ((flags & FWIDTH) && width > len && !(flags & FMINUS)) fmt_pad(st->result, ' ', width - len);
    rb_str_buf_cat(st->result, RSTRING(str)->ptr, len);
    if ((flags & FWIDTH) && width > len && (flags & FMINUS)) fmt_pad(st->result, ' ', width - len);
    if (OBJ_TAINTED(str)) OBJ_TAINT(st->result);
}

/* digits of a width, precision or position: they must fit an int ("width
   too big", "precision too big") and be followed by something */
static long
fmt_num_named(const char **pp, const char *end, const char *what)
{
    long n = 0;
    const char *p = *pp;
    while (p < end && '0' <= *p && *p <= '9') {
        /* checked before it grows: INT_MAX is LONG_MAX on 32-bit */
        if (n > (INT_MAX - (*p - '0')) / 10) rb_raise(rb_eArgError, "%s too big", what);
        n = n * 10 + (*p - '0');
        p++;
    }
    if (p >= end) rb_raise(rb_eArgError, "malformed format string - %%*[0-9]");
    *pp = p;
    return n;
}

/* reads the argument of a '*' width or precision (*pp is after the '*'):
   "*N$" names it, else it is the pending "N$" value or the next argument */
static long
fmt_star(struct fmt_state *st, const char **pp, const char *end, VALUE pending)
{
    const char *q = *pp;
    VALUE v;
    long n = fmt_num_named(&q, end, "width");
    if (*q == '$') {
        v = fmt_getposarg(st, (int)n);
        *pp = q + 1;
    }
    else v = pending != Qundef ? pending : fmt_getarg(st);
    return NUM2INT(v);
}

NORETURN(static void fmt_malformed(const char *p, const char *end));
static void
fmt_malformed(const char *p, const char *end)
{
    if (p >= end) rb_raise(rb_eArgError, "malformed format string - %%");
    rb_raise(rb_eArgError, "malformed format string - %%%c", *p);
}

static void
fmt_check_flag(int flags)
{
    if (flags & FWIDTH) rb_raise(rb_eArgError, "flag after width");
    if (flags & FPREC) rb_raise(rb_eArgError, "flag after precision");
}

static void
fmt_check_width(int flags)
{
    if (flags & FWIDTH) rb_raise(rb_eArgError, "width given twice");
    if (flags & FPREC) rb_raise(rb_eArgError, "width after precision");
}

/* formats one directive starting after '%'; returns the position after it */
static const char *
fmt_directive(struct fmt_state *st, const char *p, const char *end)
{
    int flags = FNONE;
    long width = 0, prec = 0, n;
    VALUE val = Qundef;
    const char *q;

    st->blen = RSTRING(st->result)->len;
    for (;;) {
        int flag = 0;
        /* the end, a newline or a NUL: a lone '%' (illegal after flags) */
        if (p >= end || *p == '\n' || *p == '\0' || *p == '%') {
            if (flags != FNONE) rb_raise(rb_eArgError, "illegal format character - %%");
            rb_str_buf_cat(st->result, "%", 1);
            return (p < end && *p == '%') ? p + 1 : p;
        }
        switch (*p) {
          case ' ': flag = FSPACE; break;
          case '#': flag = FSHARP; break;
          case '+': flag = FPLUS; break;
          case '-': flag = FMINUS; break;
          case '0': flag = FZERO; break;
        }
        if (flag) {
            fmt_check_flag(flags);
            flags |= flag;
            p++;
            continue;
        }
        switch (*p) {
          case '1': case '2': case '3': case '4': case '5':
          case '6': case '7': case '8': case '9':
            q = p;
            n = fmt_num_named(&q, end, "width");
            if (*q == '$') {
                if (val != Qundef) rb_raise(rb_eArgError, "value given twice - %ld$", n);
                val = fmt_getposarg(st, (int)n);
                p = q + 1;
                continue;
            }
            fmt_check_width(flags);
            width = n;
            flags |= FWIDTH;
            p = q;
            continue;
          case '*':
            fmt_check_width(flags);
            flags |= FWIDTH;
            p++;
            width = fmt_star(st, &p, end, val);
            if (width < 0) { flags |= FMINUS; width = -width; }
            continue;
          case '.':
            if (flags & FPREC) rb_raise(rb_eArgError, "precision given twice");
            flags |= FPREC;
            p++;
            if (p < end && *p == '*') {
                p++;
                prec = fmt_star(st, &p, end, val);
                if (prec < 0) flags &= ~FPREC;
                continue;
            }
            prec = fmt_num_named(&p, end, "precision");
            continue;
        }
        break;
    }
    switch (*p) {
      case 'c': {
        char c;
        if (val == Qundef) val = fmt_getarg(st);
        c = (char)(NUM2INT(val) & 0xff);
        fmt_rewind(st);
        if (!(flags & FMINUS) && width > 1) fmt_pad(st->result, ' ', width - 1);
        rb_str_buf_cat(st->result, &c, 1);
        if ((flags & FMINUS) && width > 1) fmt_pad(st->result, ' ', width - 1);
        break;
      }
      case 's': case 'p':
        if (val == Qundef) val = fmt_getarg(st);
        val = *p == 's' ? rb_obj_as_string(val) : rb_inspect(val);
        fmt_string(st, val, flags, width, prec);
        break;
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'b': case 'B':
        if (val == Qundef) val = fmt_getarg(st);
        fmt_integer(st, val, *p, flags, width, prec);
        break;
      case 'f': case 'e': case 'E': case 'g': case 'G':
        if (val == Qundef) val = fmt_getarg(st);
        fmt_float(st, val, *p, flags, width, prec);
        break;
      default:
        fmt_malformed(p, end);
    }
    return p + 1;
}

/* Kernel#sprintf, Kernel#format */
VALUE
rb_f_sprintf(int argc, VALUE *argv)
{
    struct fmt_state st;
    VALUE fmt;
    const char *p, *end;
    if (argc < 1) rb_raise(rb_eArgError, "too few arguments");
    fmt = argv[0];
    StringValue(fmt);
    /* a frozen sharer: an argument's to_s that changes the format string
       leaves the bytes being read alone, as in 1.8.7 */
    fmt = rb_str_new4(fmt);
    st.argc = argc - 1;
    st.argv = argv + 1;
    st.nextarg = 1;
    st.posarg = 0;
    st.result = rb_str_buf_new(RSTRING(fmt)->len);
    st.blen = 0;
    p = RSTRING(fmt)->ptr;
    end = p + RSTRING(fmt)->len;
    while (p < end) {
        const char *t = p;
        while (t < end && *t != '%') t++;
        rb_str_buf_cat(st.result, p, t - p);
        if (t >= end) break;
        p = fmt_directive(&st, t + 1, end);
    }
    if (st.posarg >= 0 && st.nextarg <= st.argc) {   /* arguments left over */
        if (RTEST(ruby_debug)) rb_raise(rb_eArgError, "too many arguments for format string");
        if (RTEST(ruby_verbose)) rb_warn("too many arguments for format string");
    }
    if (OBJ_TAINTED(fmt)) OBJ_TAINT(st.result);
    RB_GC_GUARD(fmt);
    return st.result;
}

VALUE
rb_str_format(int argc, VALUE *argv, VALUE fmt)
{
    VALUE *args = ALLOCA_N(VALUE, argc + 1);
    args[0] = fmt;
    if (argc > 0) MEMCPY(args + 1, argv, VALUE, argc);
    return rb_f_sprintf(argc + 1, args);
}
