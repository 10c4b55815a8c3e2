/* sprintf.c - C-level formatting (rb_sprintf) and Kernel#sprintf / String#%. */
#include "ruby.h"

#include <gmp.h>
#include <math.h>

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
};

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
            if (d > (double)FIXNUM_MAX || d < (double)FIXNUM_MIN) return rb_dbl2big(d);
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

/* %u of a negative Bignum: 1.8 complements it within its 32-bit digits
   and prints the result without a sign */
static VALUE
fmt_big_unsigned(VALUE v)
{
    mpz_t r;
    VALUE s;
    size_t bits = mpz_sizeinbase((mpz_ptr)&RBIGNUM(v)->mp, 2);

    rb_warning("negative number for %%u specifier");
    mpz_init(r);
    mpz_ui_pow_ui(r, 2, (bits + 31) / 32 * 32);
    mpz_add(r, r, (mpz_ptr)&RBIGNUM(v)->mp);
    s = rb_str_new(0, mpz_sizeinbase(r, 10) + 1);
    mpz_get_str(RSTRING(s)->ptr, 10, r);
    RSTRING(s)->len = strlen(RSTRING(s)->ptr);
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

static void
fmt_integer(struct fmt_state *st, VALUE val, char type, int flags, long width, long prec)
{
    VALUE res = st->result, digits;
    int base = 10, neg, twos = 0;
    const char *prefix = fmt_prefix(type, flags);
    char sign = 0, fill = '0';
    long dlen, plen, pad, zeros = 0;
    char *dp;

    switch (type) {
      case 'x': case 'X': base = 16; break;
      case 'o': base = 8; break;
      case 'b': case 'B': base = 2; break;
    }
    val = fmt_int_val(val);
    neg = FIXNUM_P(val) ? FIX2LONG(val) < 0 : RBIGNUM_NEGATIVE_P(val);
    if (neg && (flags & (FPLUS | FSPACE))) sign = '-';
    else if (neg && base == 10 && type != 'u') sign = '-';
    else if (neg) twos = 1;
    else if (flags & FPLUS) sign = '+';
    else if (flags & FSPACE) sign = ' ';

    if (twos && base == 10 && !FIXNUM_P(val)) {
        digits = fmt_big_unsigned(val);
        twos = 0;
    }
    else if (twos && base == 10) {
        /* %u of a negative Fixnum: the unsigned machine word */
        char tmp[32];
        rb_warning("negative number for %%u specifier");
        snprintf(tmp, sizeof(tmp), "%lu", (unsigned long)FIX2LONG(val));
        digits = rb_str_new2(tmp);
        fill = 0;
    }
    else if (twos) {
        digits = fmt_twos_comp(val, base);
        fill = RSTRING(digits)->ptr[0];
    }
    else {
        digits = FIXNUM_P(val) ? rb_fix2str(val, base) : rb_big2str(val, base);
        if (RSTRING(digits)->ptr[0] == '-') digits = rb_str_substr(digits, 1, RSTRING(digits)->len - 1);
    }
    dp = RSTRING(digits)->ptr;
    dlen = RSTRING(digits)->len;
    if (type == 'X') {
        long i;
        VALUE upper = rb_str_new(dp, dlen);
        RB_GC_GUARD(digits);
        digits = upper;
        dp = RSTRING(digits)->ptr;
        for (i = 0; i < dlen; i++) if ('a' <= dp[i] && dp[i] <= 'z') dp[i] -= 32;
        if (fill >= 'a') fill -= 32;
    }
    plen = (long)strlen(prefix) + (sign ? 1 : 0);
    if (flags & FPREC) {
        if (prec > dlen) zeros = prec - dlen;
    }
    else if ((flags & FZERO) && !(flags & FMINUS) && (flags & FWIDTH)) {
        if (width > plen + dlen) zeros = width - plen - dlen;
    }
    if (twos && fill && zeros == 0) plen += 2;
    pad = width - plen - zeros - dlen;
    if (!(flags & FMINUS) && pad > 0) fmt_pad(res, ' ', pad);
    if (sign) rb_str_buf_cat(res, &sign, 1);
    rb_str_buf_cat2(res, prefix);
    if (twos && fill && zeros == 0) rb_str_buf_cat(res, "..", 2);
    if (twos && !fill) rb_str_buf_cat(res, "..", 2);
    fmt_pad(res, twos && fill ? fill : '0', zeros);
    rb_str_buf_cat(res, dp, dlen);
    if ((flags & FMINUS) && pad > 0) fmt_pad(res, ' ', pad);
    RB_GC_GUARD(digits);
}

static void
fmt_float(struct fmt_state *st, VALUE val, char type, int flags, long width, long prec)
{
    char fbuf[64], *p = fbuf;
    double d = RFLOAT(rb_Float(val))->value;
    int n;
    VALUE tmp;
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
    n = snprintf(NULL, 0, fbuf, d);
    tmp = rb_str_new(0, n);
    snprintf(RSTRING(tmp)->ptr, n + 1, fbuf, d);
    rb_str_buf_cat(st->result, RSTRING(tmp)->ptr, n);
}

static void
fmt_string(struct fmt_state *st, VALUE str, int flags, long width, long prec)
{
    long len = RSTRING(str)->len;
    if ((flags & FPREC) && prec < len) len = prec;
    if ((flags & FWIDTH) && width > len && !(flags & FMINUS)) fmt_pad(st->result, ' ', width - len);
    rb_str_buf_cat(st->result, RSTRING(str)->ptr, len);
    if ((flags & FWIDTH) && width > len && (flags & FMINUS)) fmt_pad(st->result, ' ', width - len);
    if (OBJ_TAINTED(str)) OBJ_TAINT(st->result);
}

/* digits of a width, precision or position: they must fit an int, as in
   1.8.7 ("width too big", "precision too big") */
static long
fmt_num_named(const char **pp, const char *end, const char *what)
{
    long n = 0;
    const char *p = *pp;
    while (p < end && '0' <= *p && *p <= '9') {
        n = n * 10 + (*p - '0');
        if (n > INT_MAX) rb_raise(rb_eArgError, "%s too big", what);
        p++;
    }
    *pp = p;
    return n;
}

static long
fmt_num(const char **pp, const char *end)
{
    return fmt_num_named(pp, end, "width");
}

/* reads a '*' width or precision argument */
static long
fmt_star(struct fmt_state *st, const char **pp, const char *end)
{
    const char *p = *pp, *q = p;
    VALUE v;
    long n = fmt_num(&q, end);
    if (q < end && *q == '$' && q > p) {
        v = fmt_getposarg(st, (int)n);
        *pp = q + 1;
    }
    else v = fmt_getarg(st);
    return NUM2INT(v);
}

NORETURN(static void fmt_malformed(const char *p, const char *end));
static void
fmt_malformed(const char *p, const char *end)
{
    if (p >= end) rb_raise(rb_eArgError, "malformed format string - %%");
    rb_raise(rb_eArgError, "malformed format string - %%%c", *p);
}

/* formats one directive starting after '%'; returns the position after it */
static const char *
fmt_directive(struct fmt_state *st, const char *p, const char *end)
{
    int flags = FNONE;
    long width = 0, prec = 0, n;
    VALUE val = Qundef;
    const char *q;
    for (;;) {
        if (p >= end) {
            rb_str_buf_cat(st->result, "%", 1);
            return p;
        }
        switch (*p) {
          case ' ': flags |= FSPACE; p++; continue;
          case '#': flags |= FSHARP; p++; continue;
          case '+': flags |= FPLUS; p++; continue;
          case '-': flags |= FMINUS; p++; continue;
          case '0': flags |= FZERO; p++; continue;
          case '1': case '2': case '3': case '4': case '5':
          case '6': case '7': case '8': case '9':
            q = p;
            n = fmt_num(&q, end);
            if (q < end && *q == '$') {
                if (val != Qundef) rb_raise(rb_eArgError, "value given twice - %ld$", n);
                val = fmt_getposarg(st, (int)n);
                p = q + 1;
                continue;
            }
            if (flags & FWIDTH) rb_raise(rb_eArgError, "width given twice");
            width = n;
            flags |= FWIDTH;
            p = q;
            continue;
          case '*':
            if (flags & FWIDTH) rb_raise(rb_eArgError, "width given twice");
            p++;
            width = fmt_star(st, &p, end);
            if (width < 0) { flags |= FMINUS; width = -width; }
            flags |= FWIDTH;
            continue;
          case '.':
            if (flags & FPREC) rb_raise(rb_eArgError, "precision given twice");
            flags |= FPREC;
            p++;
            if (p < end && *p == '*') {
                p++;
                prec = fmt_star(st, &p, end);
                if (prec < 0) flags &= ~FPREC;
                continue;
            }
            prec = fmt_num_named(&p, end, "precision");
            continue;
          case '%':
            if (flags != FNONE) rb_raise(rb_eArgError, "illegal format character - %%");
            rb_str_buf_cat(st->result, "%", 1);
            return p + 1;
          case '\n': case '\0':
            rb_str_buf_cat(st->result, "%", 1);
            rb_str_buf_cat(st->result, p, 1);
            return p + 1;
        }
        break;
    }
    switch (*p) {
      case 'c': {
        char c;
        if (val == Qundef) val = fmt_getarg(st);
        c = (char)(NUM2INT(val) & 0xff);
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
    st.argc = argc - 1;
    st.argv = argv + 1;
    st.nextarg = 1;
    st.posarg = 0;
    st.result = rb_str_buf_new(RSTRING(fmt)->len);
    p = RSTRING(fmt)->ptr;
    end = p + RSTRING(fmt)->len;
    while (p < end) {
        const char *t = p;
        while (t < end && *t != '%') t++;
        rb_str_buf_cat(st.result, p, t - p);
        if (t >= end) break;
        p = fmt_directive(&st, t + 1, end);
        end = RSTRING(fmt)->ptr + RSTRING(fmt)->len;
    }
    if (st.posarg >= 0 && st.nextarg <= st.argc && RTEST(ruby_debug))
        rb_raise(rb_eArgError, "too many arguments for format string");
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
