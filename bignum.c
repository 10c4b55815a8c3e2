/* bignum.c - Bignum on GMP. A Bignum holds an mpz_t in place
   (RBIGNUM(x)->mp); its limbs come from xmalloc so the collector accounts
   for them and frees them with xfree. Results that fit a Fixnum are
   always normalized back to Fixnum. */
#include "ruby.h"
#include "internal.h"

#include <gmp.h>
#include <math.h>
#include <float.h>
#include <ctype.h>

VALUE rb_cBignum;

#define BIGZ(x) ((mpz_ptr)&RBIGNUM(x)->mp)
#define BIGZC(x) ((mpz_srcptr)&RBIGNUM(x)->mp)

/* the sign read through RBignum's own layout (no type punning) */
#define BIG_SGN(x) ((RBIGNUM(x)->mp.size > 0) - (RBIGNUM(x)->mp.size < 0))

/* the collector sees only pointers to an object's start: a Bignum whose mpz
   is in use while GMP may allocate (and so collect) must stay in a variable */
#define GUARD2(a, b) do { RB_GC_GUARD(a); RB_GC_GUARD(b); } while (0)
#define GUARD3(a, b, c) do { RB_GC_GUARD(a); RB_GC_GUARD(b); RB_GC_GUARD(c); } while (0)

/* 1.8.7 counts a Bignum's length in 32-bit digits */
#define BIG_DIGITS(z) ((mpz_sizeinbase((z), 2) + 31) / 32)

/* ---------------------------------------------------------------- GMP memory */
static void *
gmp_alloc(size_t size)
{
    return xmalloc(size);
}

static void *
gmp_realloc(void *ptr, size_t old, size_t size)
{
    (void)old;
    return xrealloc(ptr, size);
}

static void
gmp_free(void *ptr, size_t size)
{
    (void)size;
    xfree(ptr);
}

/* ---------------------------------------------------------------- allocation */
/* a new Bignum with value 0 and one limb from xmalloc (never GMP's dummy) */
static VALUE
big_alloc_n(size_t nlimbs)
{
    void *limbs;
    if (nlimbs < 1) nlimbs = 1;
    if (nlimbs > INT_MAX) rb_raise(rb_eRangeError, "bignum too big");
    limbs = xmalloc(nlimbs * sizeof(mp_limb_t));
    {
        NEWOBJ(big, struct RBignum);
        big->mp.alloc = 0;
        big->mp.size = 0;
        big->mp.limbs = 0;
        OBJSETUP(big, rb_cBignum, T_BIGNUM);
        big->mp.limbs = limbs;
        big->mp.alloc = (int)nlimbs;
        return (VALUE)big;
    }
}

static VALUE
big_alloc(void)
{
    return big_alloc_n(1);
}

/* limbs of a Bignum's magnitude */
#define BIG_LIMBS(x) ((size_t)(RBIGNUM(x)->mp.size < 0 ? -RBIGNUM(x)->mp.size : RBIGNUM(x)->mp.size))

VALUE
rb_big_new(long len, int sign)
{
    VALUE z = big_alloc();
    (void)len; (void)sign;
    return z;
}

VALUE
rb_big_clone(VALUE x)
{
    VALUE z = big_alloc();
    mpz_set(BIGZ(z), BIGZC(x));
    GUARD2(x, z);
    return z;
}

/* two's complement of a negative value over its whole limbs */
void
rb_big_2comp(VALUE x)
{
    mpz_ptr z = BIGZ(x);
    if (mpz_sgn(z) < 0) {
        mpz_t t;
        mpz_init(t);
        mpz_setbit(t, (mp_bitcnt_t)mpz_size(z) * GMP_NUMB_BITS);
        mpz_add(z, z, t);
        mpz_clear(t);
    }
    RB_GC_GUARD(x);
}

VALUE
rb_big_norm(VALUE x)
{
    mpz_srcptr z;
    if (FIXNUM_P(x) || TYPE(x) != T_BIGNUM) return x;
    z = BIGZC(x);
    if (mpz_fits_slong_p(z)) {
        long v = mpz_get_si(z);
        if (FIXABLE(v)) return LONG2FIX(v);
    }
    return x;
}

VALUE
rb_int2big(long n)
{
    VALUE z = big_alloc();
    mpz_set_si(BIGZ(z), n);
    return z;
}

VALUE
rb_uint2big(unsigned long n)
{
    VALUE z = big_alloc();
    mpz_set_ui(BIGZ(z), n);
    return z;
}

VALUE
rb_int2inum(long n)
{
    if (FIXABLE(n)) return LONG2FIX(n);
    return rb_int2big(n);
}

VALUE
rb_uint2inum(unsigned long n)
{
    if (POSFIXABLE(n)) return LONG2FIX((long)n);
    return rb_uint2big(n);
}

/* limbs written directly (least significant first, the sign in size): no
   GMP call, so constants like Process::RLIM_INFINITY made at startup do not
   load libgmp */
static VALUE
big_from_u64(unsigned long long mag, int neg)
{
    const size_t per = sizeof(mag) / sizeof(mp_limb_t);   /* 1, or 2 on 32-bit */
    VALUE z = big_alloc_n(per);
    mp_limb_t *d = RBIGNUM(z)->mp.limbs;
    int n = 0;

    while (mag) {
        d[n++] = (mp_limb_t)mag;
        mag = per == 1 ? 0 : mag >> (4 * sizeof(mag));
    }
    RBIGNUM(z)->mp.size = neg ? -n : n;
    return z;
}

VALUE
rb_ll2inum(long long n)
{
    if (n >= FIXNUM_MIN && n <= FIXNUM_MAX) return LONG2FIX((long)n);
    return big_from_u64(n < 0 ? -(unsigned long long)n : (unsigned long long)n, n < 0);
}

VALUE
rb_ull2inum(unsigned long long n)
{
    if (n <= (unsigned long long)FIXNUM_MAX) return LONG2FIX((long)n);
    return big_from_u64(n, 0);
}

/* a Bignum copy of any Integer (for mixed operations) */
static VALUE
big_of(VALUE x)
{
    if (FIXNUM_P(x)) return rb_int2big(FIX2LONG(x));
    return x;
}

/* ---------------------------------------------------------------- Fixnum helpers */
VALUE
rb_fix_plus_fix(long a, long b)
{
    long r;
    if (!__builtin_add_overflow(a, b, &r) && FIXABLE(r)) return LONG2FIX(r);
    {
        VALUE z = rb_int2big(a);
        if (b >= 0) mpz_add_ui(BIGZ(z), BIGZ(z), (unsigned long)b);
        else mpz_sub_ui(BIGZ(z), BIGZ(z), -(unsigned long)b);
        RB_GC_GUARD(z);
        return rb_big_norm(z);
    }
}

VALUE
rb_fix_minus_fix(long a, long b)
{
    long r;
    if (!__builtin_sub_overflow(a, b, &r) && FIXABLE(r)) return LONG2FIX(r);
    {
        VALUE z = rb_int2big(a);
        if (b >= 0) mpz_sub_ui(BIGZ(z), BIGZ(z), (unsigned long)b);
        else mpz_add_ui(BIGZ(z), BIGZ(z), -(unsigned long)b);
        RB_GC_GUARD(z);
        return rb_big_norm(z);
    }
}

VALUE
rb_fix_mul_fix(long a, long b)
{
    long r;
    if (!__builtin_mul_overflow(a, b, &r) && FIXABLE(r)) return LONG2FIX(r);
    {
        VALUE z = rb_int2big(a);
        mpz_mul_si(BIGZ(z), BIGZ(z), b);
        RB_GC_GUARD(z);
        return rb_big_norm(z);
    }
}

/* 1.8.7 gives up (with a warning) beyond about 8M bits and answers a Float */
#define BIGPOW_LIMIT_BITS (1024UL * 1024UL * 8UL)

static int
pow_too_big(size_t bits, unsigned long y)
{
    size_t digits = (bits + 31) / 32;
    if (digits > BIGPOW_LIMIT_BITS / 32 || digits > (BIGPOW_LIMIT_BITS / 32) / y) {
        rb_warn("in a**b, b may be too big");
        return 1;
    }
    return 0;
}

/* 1.8.7's Fixnum#** squares and multiplies in machine words and hands
   x ** y (then times z) to Bignum#** at the first product beyond a Fixnum;
   finds that hand-over, whose size decides the "too big" warning.
   a is not -1, 0 or 1 and b > 1; returns 0 when no product overflows, with
   |a| ** b in *zp. */
static int
fix_pow_handover(long a, unsigned long b, long *xp, unsigned long *yp, long *zp)
{
    long x = a < 0 ? -a : a, z = 1, t;
    unsigned long y = b;

    if (y & 1) z = x;
    y &= ~1UL;
    do {
        while (y % 2 == 0) {
            if (__builtin_mul_overflow(x, x, &t) || !POSFIXABLE(t)) goto over;
            x = t;
            y >>= 1;
        }
        if (__builtin_mul_overflow(x, z, &t) || !POSFIXABLE(t)) goto over;
        z = t;
    } while (--y);
    *zp = z;
    return 0;
  over:
    *xp = x, *yp = y, *zp = z;
    return 1;
}

static size_t
long_bits(long v)
{
    unsigned long u = v < 0 ? -(unsigned long)v : (unsigned long)v;
    size_t bits = 0;
    while (u) { bits++; u >>= 1; }
    return bits;
}

VALUE
rb_fix_pow(long a, unsigned long b)
{
    long x, z;
    unsigned long y;
    VALUE r;
    int neg = a < 0 && (b & 1);

    if (!fix_pow_handover(a, b, &x, &y, &z)) return LONG2FIX(neg ? -z : z);
    if (pow_too_big(long_bits(x), y)) {
        /* 1.8.7: a Float, z * x**y, with the sign of a**b */
        double d = (double)z * pow((double)x, (double)y);
        return rb_float_new(neg ? -d : d);
    }
    r = rb_int2big(a);
    mpz_pow_ui(BIGZ(r), BIGZ(r), b);
    RB_GC_GUARD(r);
    return rb_big_norm(r);
}

/* ---------------------------------------------------------------- String <-> Integer */
static int
conv_digit(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return -1;
}

NORETURN(static void invalid_integer(const char *str, long len));

static void
invalid_integer(const char *str, long len)
{
    VALUE s = rb_str_inspect(rb_str_new(str, len));
    rb_raise(rb_eArgError, "invalid value for Integer: %s", RSTRING_PTR(s));
}

static int
prefix_base(const char *p, const char *e, int base)
{
    if (p + 1 < e && p[0] == '0') {
        switch (p[1]) {
          case 'x': case 'X': return 16;
          case 'b': case 'B': return 2;
          case 'o': case 'O': return 8;
          case 'd': case 'D': return 10;
          default: return 8;
        }
    }
    if (base < -1) return -base;
    return 10;
}

static const char *
skip_prefix(const char *p, const char *e, int base)
{
    char c;
    if (p + 1 >= e || p[0] != '0') return p;
    c = p[1];
    if ((base == 16 && (c == 'x' || c == 'X')) || (base == 2 && (c == 'b' || c == 'B')) ||
        (base == 8 && (c == 'o' || c == 'O')) || (base == 10 && (c == 'd' || c == 'D')))
        return p + 2;
    return p;
}

/* digits (with single underscores between them) into an Integer; *endp is
   where scanning stopped; *bad set for a misplaced underscore */
static VALUE
scan_digits(const char *p, const char *e, int base, const char **endp, int *bad, int *ndig)
{
    char sbuf[64], *buf = e - p < (long)sizeof(sbuf) ? sbuf : ALLOC_N(char, e - p + 1);
    unsigned long acc = 0;
    long n = 0;
    int us = 0, fits = 1;
    VALUE v = INT2FIX(0);

    *bad = 0;
    for (; p < e; p++) {
        int d;
        if (*p == '_') {
            if (us) { *bad = 1; break; }
            us = 1;
            continue;
        }
        d = conv_digit((unsigned char)*p);
        if (d < 0 || d >= base) break;
        buf[n++] = *p;
        us = 0;
        if (fits && (__builtin_mul_overflow(acc, (unsigned long)base, &acc) ||
                     __builtin_add_overflow(acc, (unsigned long)d, &acc)))
            fits = 0;
    }
    if (us) *bad = 1;
    *endp = p;
    *ndig = (int)n;
    buf[n] = 0;
    if (fits && acc <= (unsigned long)FIXNUM_MAX) {
        v = LONG2FIX((long)acc);
    }
    else {
        v = big_alloc();
        mpz_set_str(BIGZ(v), buf, base);
        RB_GC_GUARD(v);
        v = rb_big_norm(v);
    }
    if (buf != sbuf) xfree(buf);
    return v;
}

static VALUE
str_to_inum(const char *str, long len, int base, int badcheck)
{
    const char *p = str, *e = str + len, *end;
    int neg = 0, bad, ndig;
    VALUE v;

    /* 1.8.7's String#to_i skips leading underscores too ("_ 1" is 1) */
    while (p < e && (isspace((unsigned char)*p) || (!badcheck && *p == '_'))) p++;
    if (p < e && (*p == '+' || *p == '-')) neg = (*p++ == '-');
    if (base <= 0) base = prefix_base(p, e, base);
    else if (base < 2 || base > 36) rb_raise(rb_eArgError, "illegal radix %d", base);
    p = skip_prefix(p, e, base);
    if (p < e && *p == '_') goto bad;   /* a digit comes first after the sign or prefix */
    v = scan_digits(p, e, base, &end, &bad, &ndig);
    if (!badcheck) {
        return neg ? (FIXNUM_P(v) ? LONG2FIX(-FIX2LONG(v)) : rb_big_uminus(v)) : v;
    }
    if (bad || ndig == 0) goto bad;
    while (end < e && isspace((unsigned char)*end)) end++;
    if (end < e) goto bad;
    return neg ? (FIXNUM_P(v) ? LONG2FIX(-FIX2LONG(v)) : rb_big_uminus(v)) : v;
  bad:
    if (badcheck) invalid_integer(str, len);
    return INT2FIX(0);
}

VALUE
rb_cstr_to_inum(const char *str, int base, int badcheck)
{
    if (!str) {
        if (badcheck) invalid_integer("", 0);
        return INT2FIX(0);
    }
    return str_to_inum(str, (long)strlen(str), base, badcheck);
}

VALUE
rb_str_to_inum(VALUE str, int base, int badcheck)
{
    VALUE v;
    StringValue(str);
    if (badcheck) StringValueCStr(str);
    v = str_to_inum(RSTRING_PTR(str), RSTRING_LEN(str), base, badcheck);
    RB_GC_GUARD(str);
    return v;
}

VALUE
rb_cstr2inum(const char *str, int base)
{
    return rb_cstr_to_inum(str, base, base == 0);
}

VALUE
rb_str2inum(VALUE str, int base)
{
    return rb_str_to_inum(str, base, base == 0);
}

VALUE
rb_big2str(VALUE x, int base)
{
    mpz_srcptr z;
    size_t n;
    VALUE s;

    if (FIXNUM_P(x)) return rb_fix2str(x, base);
    if (base < 2 || base > 36) rb_raise(rb_eArgError, "illegal radix %d", base);
    z = BIGZC(x);
    n = mpz_sizeinbase(z, base) + 2;
    s = rb_str_new(0, (long)n);
    mpz_get_str(RSTRING_PTR(s), base, z);
    RSTRING(s)->len = (long)strlen(RSTRING_PTR(s));
    RB_GC_GUARD(x);
    return s;
}

/* Bignum#to_s */
static VALUE
big_to_s(int argc, VALUE *argv, VALUE x)
{
    VALUE b;
    int base = 10;
    if (rb_scan_args(argc, argv, "01", &b) == 1) base = NUM2INT(b);
    return rb_big2str(x, base);
}

/* ---------------------------------------------------------------- to C */
/* the low 64 bits of |z| (limbs of 32 or 64 bits) */
static unsigned long long
big_low64(mpz_srcptr z)
{
    unsigned long long v = 0;
    size_t i, n = mpz_size(z);
    for (i = 0; i < n && i * GMP_NUMB_BITS < 64; i++)
        v |= (unsigned long long)mpz_getlimbn(z, (mp_size_t)i) << (i * GMP_NUMB_BITS);
    return v;
}

/* 32-bit digit i of |z| */
static unsigned long
big_word32(mpz_srcptr z, size_t i)
{
    size_t bit = i * 32;
    mp_limb_t l = mpz_getlimbn(z, (mp_size_t)(bit / GMP_NUMB_BITS));
    return (unsigned long)((l >> (bit % GMP_NUMB_BITS)) & 0xffffffffUL);
}

static unsigned long long
big2ull(VALUE x, const char *type, size_t bits)
{
    mpz_srcptr z = BIGZC(x);
    if (mpz_sizeinbase(z, 2) > bits)
        rb_raise(rb_eRangeError, "bignum too big to convert into `%s'", type);
    return big_low64(z);
}

long
rb_big2long(VALUE x)
{
    unsigned long num = (unsigned long)big2ull(x, "long", sizeof(long) * CHAR_BIT);
    if ((long)num < 0 && (BIG_SGN(x) > 0 || (long)num != LONG_MIN))
        rb_raise(rb_eRangeError, "bignum too big to convert into `long'");
    return (long)(BIG_SGN(x) < 0 ? 0UL - num : num);  /* negated unsigned: LONG_MIN safe */
}

unsigned long
rb_big2ulong(VALUE x)
{
    unsigned long num = (unsigned long)big2ull(x, "unsigned long", sizeof(long) * CHAR_BIT);
    if (BIG_SGN(x) >= 0) return num;
    /* a negative one wraps, but only from within long's range */
    if ((long)num < 0) rb_raise(rb_eRangeError, "bignum out of range of unsigned long");
    return 0UL - num;
}

long long
rb_big2ll(VALUE x)
{
    unsigned long long num = big2ull(x, "long long", sizeof(long long) * CHAR_BIT);
    if ((long long)num < 0 && (BIG_SGN(x) > 0 || (long long)num != LLONG_MIN))
        rb_raise(rb_eRangeError, "bignum too big to convert into `long long'");
    return (long long)(BIG_SGN(x) < 0 ? 0ULL - num : num);
}

unsigned long long
rb_big2ull(VALUE x)
{
    unsigned long long num = big2ull(x, "unsigned long long", sizeof(long long) * CHAR_BIT);
    return BIG_SGN(x) < 0 ? 0ULL - num : num;
}

void
rb_quad_pack(char *buf, VALUE val)
{
    long long q;

    val = rb_to_int(val);
    if (FIXNUM_P(val)) {
        q = FIX2LONG(val);
    }
    else {
        unsigned long long u = big2ull(val, "quad int", 64);
        q = (long long)(BIG_SGN(val) < 0 ? -u : u);
    }
    memcpy(buf, &q, sizeof(q));
}

VALUE
rb_quad_unpack(const char *buf, int sign)
{
    long long q;
    memcpy(&q, buf, sizeof(q));
    if (sign) return rb_ll2inum(q);
    return rb_ull2inum((unsigned long long)q);
}

/* the nearest double, digit by 32-bit digit as 1.8.7 sums them */
static double
big2dbl(VALUE x)
{
    mpz_srcptr z = BIGZC(x);
    size_t bits = mpz_sizeinbase(z, 2), i, n;
    double d = 0.0;

    if (bits > DBL_MAX_EXP + 64) return mpz_sgn(z) < 0 ? -HUGE_VAL : HUGE_VAL;
    n = (bits + 31) / 32;
    for (i = n; i-- > 0;) {
        d = d * 4294967296.0 + (double)big_word32(z, i);
    }
    return mpz_sgn(z) < 0 ? -d : d;
}

double
rb_big2dbl(VALUE x)
{
    double d = big2dbl(x);
    if (isinf(d)) {
        rb_warn("Bignum out of Float range");
        d = HUGE_VAL;   /* positive also for a negative Bignum: 1.8.7 does so */
    }
    return d;
}

VALUE
rb_dbl2big(double d)
{
    VALUE z;
    if (isinf(d)) rb_raise(rb_eFloatDomainError, d < 0 ? "-Infinity" : "Infinity");
    if (isnan(d)) rb_raise(rb_eFloatDomainError, "NaN");
    z = big_alloc();
    mpz_set_d(BIGZ(z), d);
    RB_GC_GUARD(z);
    return rb_big_norm(z);
}

/* Bignum#to_f */
static VALUE
big_to_f(VALUE x)
{
    return rb_float_new(rb_big2dbl(x));
}

/* ---------------------------------------------------------------- comparison */
VALUE
rb_big_cmp(VALUE x, VALUE y)
{
    int c;
    switch (TYPE(y)) {
      case T_FIXNUM: c = _mpz_cmp_si(BIGZC(x), FIX2LONG(y)); break;
      case T_BIGNUM: c = mpz_cmp(BIGZC(x), BIGZC(y)); break;
      case T_FLOAT: return rb_dbl_cmp(rb_big2dbl(x), RFLOAT_VALUE(y));
      default: return rb_num_coerce_cmp2(x, y, rb_intern("<=>"));
    }
    return INT2FIX(c < 0 ? -1 : c > 0 ? 1 : 0);
}

VALUE
rb_big_eq(VALUE x, VALUE y)
{
    switch (TYPE(y)) {
      case T_FIXNUM: return _mpz_cmp_si(BIGZC(x), FIX2LONG(y)) == 0 ? Qtrue : Qfalse;
      case T_BIGNUM: return mpz_cmp(BIGZC(x), BIGZC(y)) == 0 ? Qtrue : Qfalse;
      case T_FLOAT: {
        double a = RFLOAT_VALUE(y);
        if (isnan(a)) return Qfalse;
        return rb_big2dbl(x) == a ? Qtrue : Qfalse;
      }
      default:
        return rb_equal(y, x);
    }
}

/* Bignum#eql? */
static VALUE
big_eql(VALUE x, VALUE y)
{
    if (TYPE(y) != T_BIGNUM) return Qfalse;
    return mpz_cmp(BIGZC(x), BIGZC(y)) == 0 ? Qtrue : Qfalse;
}

/* Bignum#hash: the XOR of the magnitude's 32-bit digits, as 1.8.7 (so a
   Bignum key takes the bin 1.8.7 gives it, and (2**64+1).hash is 0) */
static VALUE
big_hash(VALUE x)
{
    mpz_srcptr z = BIGZC(x);
    size_t i, n = mpz_size(z);
    unsigned long h = 0;
    for (i = 0; i < n; i++) {
        mp_limb_t limb = mpz_getlimbn(z, (mp_size_t)i);
        h ^= (unsigned long)(limb & 0xffffffffUL);
#if GMP_LIMB_BITS > 32
        h ^= (unsigned long)(limb >> 32);
#endif
    }
    return LONG2FIX((long)h);
}

/* Bignum#coerce */
static VALUE
big_coerce(VALUE x, VALUE y)
{
    if (FIXNUM_P(y)) return rb_assoc_new(rb_int2big(FIX2LONG(y)), x);
    if (TYPE(y) == T_BIGNUM) return rb_assoc_new(y, x);
    rb_raise(rb_eTypeError, "can't coerce %s to Bignum", rb_obj_classname(y));
    return Qnil;
}

/* ---------------------------------------------------------------- arithmetic */
VALUE
rb_big_uminus(VALUE x)
{
    VALUE z = big_alloc();
    mpz_neg(BIGZ(z), BIGZC(x));
    GUARD2(x, z);
    return rb_big_norm(z);
}

/* Bignum#abs */
static VALUE
big_abs(VALUE x)
{
    VALUE z;
    if (BIG_SGN(x) >= 0) return x;
    z = big_alloc();
    mpz_abs(BIGZ(z), BIGZC(x));
    GUARD2(x, z);
    return z;
}

VALUE
rb_big_plus(VALUE x, VALUE y)
{
    VALUE z;
    switch (TYPE(y)) {
      case T_FIXNUM: {
        long b = FIX2LONG(y);
        z = big_alloc_n(BIG_LIMBS(x) + 1);
        if (b >= 0) mpz_add_ui(BIGZ(z), BIGZC(x), (unsigned long)b);
        else mpz_sub_ui(BIGZ(z), BIGZC(x), -(unsigned long)b);
        GUARD2(x, z);
        return rb_big_norm(z);
      }
      case T_BIGNUM:
        z = big_alloc_n((BIG_LIMBS(x) > BIG_LIMBS(y) ? BIG_LIMBS(x) : BIG_LIMBS(y)) + 1);
        mpz_add(BIGZ(z), BIGZC(x), BIGZC(y));
        GUARD3(x, y, z);
        return rb_big_norm(z);
      case T_FLOAT:
        return rb_float_new(rb_big2dbl(x) + RFLOAT_VALUE(y));
      default:
        return rb_num_coerce_bin2(x, y, '+');
    }
}

VALUE
rb_big_minus(VALUE x, VALUE y)
{
    VALUE z;
    switch (TYPE(y)) {
      case T_FIXNUM: {
        long b = FIX2LONG(y);
        z = big_alloc_n(BIG_LIMBS(x) + 1);
        if (b >= 0) mpz_sub_ui(BIGZ(z), BIGZC(x), (unsigned long)b);
        else mpz_add_ui(BIGZ(z), BIGZC(x), -(unsigned long)b);
        GUARD2(x, z);
        return rb_big_norm(z);
      }
      case T_BIGNUM:
        z = big_alloc_n((BIG_LIMBS(x) > BIG_LIMBS(y) ? BIG_LIMBS(x) : BIG_LIMBS(y)) + 1);
        mpz_sub(BIGZ(z), BIGZC(x), BIGZC(y));
        GUARD3(x, y, z);
        return rb_big_norm(z);
      case T_FLOAT:
        return rb_float_new(rb_big2dbl(x) - RFLOAT_VALUE(y));
      default:
        return rb_num_coerce_bin2(x, y, '-');
    }
}

VALUE
rb_big_mul(VALUE x, VALUE y)
{
    VALUE z;
    switch (TYPE(y)) {
      case T_FIXNUM:
        z = big_alloc_n(BIG_LIMBS(x) + 1);
        mpz_mul_si(BIGZ(z), BIGZC(x), FIX2LONG(y));
        GUARD2(x, z);
        return rb_big_norm(z);
      case T_BIGNUM:
        z = big_alloc_n(BIG_LIMBS(x) + BIG_LIMBS(y));
        mpz_mul(BIGZ(z), BIGZC(x), BIGZC(y));
        GUARD3(x, y, z);
        return rb_big_norm(z);
      case T_FLOAT:
        return rb_float_new(rb_big2dbl(x) * RFLOAT_VALUE(y));
      default:
        return rb_num_coerce_bin2(x, y, '*');
    }
}

/* floor division and modulo of two Integers (either may be Fixnum) */
static void
big_divmod_int(VALUE x, VALUE y, VALUE *divp, VALUE *modp)
{
    VALUE bx = big_of(x), by = big_of(y), q = 0, r = 0;

    if (BIG_SGN(by) == 0) rb_num_zerodiv();
    if (divp) q = big_alloc();
    if (modp) r = big_alloc();
    if (divp && modp) mpz_fdiv_qr(BIGZ(q), BIGZ(r), BIGZC(bx), BIGZC(by));
    else if (divp) mpz_fdiv_q(BIGZ(q), BIGZC(bx), BIGZC(by));
    else mpz_fdiv_r(BIGZ(r), BIGZC(bx), BIGZC(by));
    GUARD2(bx, by);
    GUARD2(q, r);
    if (divp) *divp = rb_big_norm(q);
    if (modp) *modp = rb_big_norm(r);
}

static int
int_p(VALUE y)
{
    return FIXNUM_P(y) || TYPE(y) == T_BIGNUM;
}

VALUE
rb_big_div(VALUE x, VALUE y)
{
    VALUE q;
    if (int_p(y)) {
        big_divmod_int(x, y, &q, 0);
        return q;
    }
    if (TYPE(y) == T_FLOAT && rb_num_direct_p()) return rb_float_new(rb_big2dbl(x) / RFLOAT_VALUE(y));
    return rb_num_coerce_bin2(x, y, '/');
}

/* Bignum#div */
static VALUE
big_idiv(VALUE x, VALUE y)
{
    VALUE q;
    if (int_p(y)) {
        big_divmod_int(x, y, &q, 0);
        return q;
    }
    if (TYPE(y) == T_FLOAT && rb_num_direct_p()) {
        /* div by 0.0 floors an infinity: FloatDomainError */
        return rb_dbl2big(floor(rb_big2dbl(x) / RFLOAT_VALUE(y)));
    }
    return rb_num_coerce_bin2(x, y, rb_intern("div"));
}

static double
flo_mod(double x, double y)
{
    double mod = fmod(x, y);
    if (y * mod < 0) mod += y;
    return mod;
}

VALUE
rb_big_modulo(VALUE x, VALUE y)
{
    VALUE r;
    if (int_p(y)) {
        big_divmod_int(x, y, 0, &r);
        return r;
    }
    if (TYPE(y) == T_FLOAT && rb_num_direct_p())
        return rb_float_new(flo_mod(rb_big2dbl(x), RFLOAT_VALUE(y)));
    return rb_num_coerce_bin2(x, y, rb_frame_this_func());   /* % or modulo */
}

VALUE
rb_big_divmod(VALUE x, VALUE y)
{
    VALUE q, r;
    if (int_p(y)) {
        big_divmod_int(x, y, &q, &r);
        return rb_assoc_new(q, r);
    }
    if (TYPE(y) == T_FLOAT && rb_num_direct_p()) {
        double div, mod;
        rb_flodivmod(rb_big2dbl(x), RFLOAT_VALUE(y), &div, &mod);   /* as Float#divmod */
        return rb_assoc_new(rb_dbl2big(round(div)), rb_float_new(mod));
    }
    return rb_num_coerce_bin2(x, y, rb_intern("divmod"));
}

/* Bignum#remainder */
static VALUE
big_remainder(VALUE x, VALUE y)
{
    VALUE bx = x, by, r;
    if (!int_p(y)) return rb_num_coerce_bin2(x, y, rb_intern("remainder"));
    by = big_of(y);
    if (BIG_SGN(by) == 0) rb_num_zerodiv();
    r = big_alloc();
    mpz_tdiv_r(BIGZ(r), BIGZC(bx), BIGZC(by));
    GUARD3(bx, by, r);
    return rb_big_norm(r);
}

/* mpq_get_d truncates: d (that, nonzero) or the next Float away from zero,
   whichever is nearer q (ties to the even one), as a correct division gives */
static double
mpq_round_d(mpq_t q, double d)
{
    mpz_t lhs, rhs;
    double md;
    int e, c, neg = d < 0;

    if (d == 0.0 || isinf(d)) return d;
    md = ldexp(frexp(fabs(d), &e), DBL_MANT_DIG);   /* |d| = md * 2**e */
    e -= DBL_MANT_DIG;
    /* compare |q| = N/D with the midpoint (2*md + 1) * 2**(e-1) */
    mpz_init(lhs);
    mpz_init(rhs);
    mpz_set(lhs, mpq_numref(q));
    if (neg) mpz_neg(lhs, lhs);
    mpz_set(rhs, mpq_denref(q));
    mpz_mul_ui(rhs, rhs, (unsigned long)md * 2 + 1);   /* past 2**53: in integers */
    if (e - 1 < 0) mpz_mul_2exp(lhs, lhs, 1 - e);
    else mpz_mul_2exp(rhs, rhs, e - 1);
    c = mpz_cmp(lhs, rhs);
    mpz_clear(lhs);
    mpz_clear(rhs);
    if (c > 0 || (c == 0 && fmod(md, 2.0) != 0.0))
        d = nextafter(d, neg ? -HUGE_VAL : HUGE_VAL);
    return d;
}

/* x / y as a Float, exact even when x or y is beyond the Float range */
static double
big_fdiv_int(VALUE x, VALUE y)
{
    VALUE bx = big_of(x), by = big_of(y);
    double a = big2dbl(bx), b = big2dbl(by);
    if (!isinf(a)) return a / b;   /* as 1.8.7: a y beyond the range is Infinity */
    {
        mpq_t q;
        double d;
        mpq_init(q);
        mpz_set(mpq_numref(q), BIGZC(bx));
        mpz_set(mpq_denref(q), BIGZC(by));
        mpq_canonicalize(q);
        d = mpq_round_d(q, mpq_get_d(q));
        mpq_clear(q);
        GUARD2(bx, by);
        return d;
    }
}

/* 1.8.7's Bignum#fdiv for an x beyond the Float range: a Fixnum divisor
   gives 0.0, a Bignum one divides exactly, a Float one too (taken exactly
   as m * 2**e; zero, NaN and the infinities are refused) */
static VALUE
big_fdiv_huge(VALUE x, VALUE y)
{
    double d, m;
    int e;

    switch (TYPE(y)) {
      case T_FIXNUM:
        if (y == INT2FIX(0)) rb_num_zerodiv();
        return rb_float_new(0.0);
      case T_BIGNUM:
        if (mpz_fits_slong_p(BIGZC(y))) return rb_float_new(0.0);   /* as a Fixnum */
        return rb_float_new(big_fdiv_int(x, y));
      case T_FLOAT:
        d = RFLOAT_VALUE(y);
        if (d == 0.0) rb_num_zerodiv();
        if (isnan(d) || isinf(d)) rb_dbl2big(d);   /* FloatDomainError */
        m = ldexp(frexp(d, &e), DBL_MANT_DIG);      /* d = m * 2**e, m whole */
        e -= DBL_MANT_DIG;
        if (e >= 0) return rb_float_new(big_fdiv_int(x, rb_dbl2big(d)));
        return rb_float_new(big_fdiv_int(rb_big_lshift(x, INT2FIX(-e)), rb_dbl2big(m)));
    }
    return rb_num_coerce_bin2(x, y, rb_frame_this_func());
}

/* Bignum#fdiv, Bignum#quo */
static VALUE
big_fdiv(VALUE x, VALUE y)
{
    if (isinf(big2dbl(x))) return big_fdiv_huge(x, y);
    if (int_p(y)) {
        if (FIXNUM_P(y) && y == INT2FIX(0)) return rb_float_new(rb_big2dbl(x) / 0.0);
        return rb_float_new(big_fdiv_int(x, y));
    }
    /* unchecked conversion: no warning, and a negative x stays negative */
    if (TYPE(y) == T_FLOAT) return rb_float_new(big2dbl(x) / RFLOAT_VALUE(y));
    return rb_num_coerce_bin2(x, y, rb_frame_this_func());
}

VALUE
rb_big_pow(VALUE x, VALUE y)
{
    double d;
    long yy;
    VALUE z;

    if (y == INT2FIX(0)) return INT2FIX(1);
    switch (TYPE(y)) {
      case T_FLOAT:
        d = RFLOAT_VALUE(y);
        break;
      case T_BIGNUM:
        rb_warn("in a**b, b may be too big");
        d = rb_big2dbl(y);
        break;
      case T_FIXNUM:
        yy = FIX2LONG(y);
        d = (double)yy;
        if (yy < 0) break;
        if (pow_too_big(mpz_sizeinbase(BIGZC(x), 2), (unsigned long)yy)) break;
        z = big_alloc();
        mpz_pow_ui(BIGZ(z), BIGZC(x), (unsigned long)yy);
        GUARD2(x, z);
        return rb_big_norm(z);
      default:
        return rb_num_coerce_bin2(x, y, rb_intern("**"));
    }
    return rb_float_new(pow(rb_big2dbl(x), d));
}

/* ---------------------------------------------------------------- bits */
#define bit_coerce rb_int_bit_coerce

typedef void (*mpz_bitop)(mpz_ptr, mpz_srcptr, mpz_srcptr);

static VALUE
big_bitop(VALUE x, VALUE y, mpz_bitop op)
{
    VALUE by, z;
    /* 1.8.7 converts any operand with to_int (a Fixnum's too) */
    if (!rb_num_direct_p()) {
        if (FIXNUM_P(y)) y = rb_funcall(y, rb_intern("to_int"), 0);
        y = rb_to_int(y);
    }
    else y = bit_coerce(y);
    by = big_of(y);
    z = big_alloc();
    op(BIGZ(z), BIGZC(x), BIGZC(by));
    GUARD3(x, by, z);
    return rb_big_norm(z);
}

VALUE
rb_big_and(VALUE x, VALUE y)
{
    return big_bitop(x, y, mpz_and);
}

VALUE
rb_big_or(VALUE x, VALUE y)
{
    return big_bitop(x, y, mpz_ior);
}

VALUE
rb_big_xor(VALUE x, VALUE y)
{
    return big_bitop(x, y, mpz_xor);
}

/* Bignum#~ */
static VALUE
big_neg(VALUE x)
{
    VALUE z = big_alloc();
    mpz_com(BIGZ(z), BIGZC(x));
    GUARD2(x, z);
    return rb_big_norm(z);
}

static VALUE
big_shift(VALUE x, long n)
{
    VALUE z;
    /* GMP aborts when an mpz would need more than INT_MAX limbs: a shift
       that large fails as a too-big allocation does */
    if (n > 0 && ((unsigned long)n / GMP_NUMB_BITS + BIG_LIMBS(x) + 2 > (unsigned long)INT_MAX))
        rb_raise(rb_eNoMemError, "failed to allocate memory");
    z = big_alloc();
    if (n >= 0) mpz_mul_2exp(BIGZ(z), BIGZC(x), (mp_bitcnt_t)n);
    else mpz_fdiv_q_2exp(BIGZ(z), BIGZC(x), (mp_bitcnt_t)(-(unsigned long)n));
    GUARD2(x, z);
    return rb_big_norm(z);
}

static VALUE
big_huge_rshift(VALUE x)
{
    return BIG_SGN(x) < 0 ? INT2FIX(-1) : INT2FIX(0);
}

VALUE
rb_big_lshift(VALUE x, VALUE y)
{
    x = big_of(x);
    y = bit_coerce(y);
    if (!FIXNUM_P(y) && BIG_SGN(y) < 0) return big_huge_rshift(x);
    return big_shift(x, NUM2LONG(y));
}

VALUE
rb_big_rshift(VALUE x, VALUE y)
{
    long n;
    x = big_of(x);
    y = bit_coerce(y);
    if (!FIXNUM_P(y)) {
        if (BIG_SGN(y) > 0) return big_huge_rshift(x);
        return big_shift(x, -NUM2LONG(y));
    }
    n = FIX2LONG(y);
    if (n == LONG_MIN) rb_raise(rb_eRangeError, "shift width too big");
    return big_shift(x, -n);
}

/* Bignum#[] */
static VALUE
big_aref(VALUE x, VALUE idx)
{
    long i;
    /* unlike Fixnum#[], a non-Integer index converts as a C long would */
    if (TYPE(idx) != T_BIGNUM) idx = LONG2NUM(NUM2LONG(idx));
    if (!FIXNUM_P(idx)) {
        if (BIG_SGN(idx) < 0) return INT2FIX(0);
        return BIG_SGN(x) < 0 ? INT2FIX(1) : INT2FIX(0);
    }
    i = FIX2LONG(idx);
    if (i < 0) return INT2FIX(0);
    return mpz_tstbit(BIGZC(x), (mp_bitcnt_t)i) ? INT2FIX(1) : INT2FIX(0);
}

/* Bignum#size */
static VALUE
big_size(VALUE x)
{
    return LONG2FIX((long)(BIG_DIGITS(BIGZC(x)) * 4));
}

/* Bignum#-@ */
static VALUE
big_uminus(VALUE x)
{
    return rb_big_uminus(x);
}

/* a random Integer in [0, limit) (the 1.8 C API; the words come from MT) */
VALUE
rb_big_rand(VALUE limit, double *buf)
{
    VALUE z, bl = big_of(limit);
    mpz_srcptr l = BIGZC(bl);
    size_t words = BIG_DIGITS(l) + 1, i;
    (void)buf;
    z = big_alloc();
    for (i = 0; i < words; i++) {
        mpz_mul_2exp(BIGZ(z), BIGZC(z), 32);
        mpz_add_ui(BIGZ(z), BIGZC(z), rb_genrand_int32());
    }
    if (mpz_sgn(l) != 0) mpz_fdiv_r(BIGZ(z), BIGZC(z), l);
    GUARD2(bl, z);
    return rb_big_norm(z);
}

/* bytes in the magnitude of an Integer (Marshal, pack) */
long
rb_big_bytes(VALUE x)
{
    if (FIXNUM_P(x)) x = rb_int2big(FIX2LONG(x));
    if (BIG_SGN(x) == 0) return 0;
    return (long)((mpz_sizeinbase(BIGZC(x), 2) + 7) / 8);
}

/* the magnitude of x, least significant byte first, into buf[0..len) */
void
rb_big_export_bytes(VALUE x, unsigned char *buf, long len)
{
    size_t count = 0;
    unsigned char *tmp;
    if (FIXNUM_P(x)) x = rb_int2big(FIX2LONG(x));
    memset(buf, 0, (size_t)len);
    if (BIG_SGN(x) == 0) return;
    tmp = ALLOC_N(unsigned char, rb_big_bytes(x));
    mpz_export(tmp, &count, -1, 1, 0, 0, BIGZC(x));
    memcpy(buf, tmp, count < (size_t)len ? count : (size_t)len);
    xfree(tmp);
    RB_GC_GUARD(x);
}

/* the Integer whose magnitude is buf[0..len) (least significant byte first) */
VALUE
rb_big_import_bytes(const unsigned char *buf, long len, int negative)
{
    VALUE z = big_alloc();
    mpz_import(BIGZ(z), (size_t)len, -1, 1, 0, 0, buf);
    if (negative) mpz_neg(BIGZ(z), BIGZC(z));
    RB_GC_GUARD(z);
    return rb_big_norm(z);
}

void
Init_Bignum(void)
{
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);

    rb_cBignum = rb_define_class("Bignum", rb_cInteger);

    rb_define_method(rb_cBignum, "to_s", big_to_s, -1);
    rb_define_method(rb_cBignum, "coerce", big_coerce, 1);
    rb_define_method(rb_cBignum, "-@", big_uminus, 0);
    rb_define_method(rb_cBignum, "+", rb_big_plus, 1);
    rb_define_method(rb_cBignum, "-", rb_big_minus, 1);
    rb_define_method(rb_cBignum, "*", rb_big_mul, 1);
    rb_define_method(rb_cBignum, "/", rb_big_div, 1);
    rb_define_method(rb_cBignum, "%", rb_big_modulo, 1);
    rb_define_method(rb_cBignum, "div", big_idiv, 1);
    rb_define_method(rb_cBignum, "divmod", rb_big_divmod, 1);
    rb_define_method(rb_cBignum, "modulo", rb_big_modulo, 1);
    rb_define_method(rb_cBignum, "remainder", big_remainder, 1);
    rb_define_method(rb_cBignum, "quo", big_fdiv, 1);
    rb_define_method(rb_cBignum, "fdiv", big_fdiv, 1);
    rb_define_method(rb_cBignum, "**", rb_big_pow, 1);
    rb_define_method(rb_cBignum, "&", rb_big_and, 1);
    rb_define_method(rb_cBignum, "|", rb_big_or, 1);
    rb_define_method(rb_cBignum, "^", rb_big_xor, 1);
    rb_define_method(rb_cBignum, "~", big_neg, 0);
    rb_define_method(rb_cBignum, "<<", rb_big_lshift, 1);
    rb_define_method(rb_cBignum, ">>", rb_big_rshift, 1);
    rb_define_method(rb_cBignum, "[]", big_aref, 1);

    rb_define_method(rb_cBignum, "<=>", rb_big_cmp, 1);
    rb_define_method(rb_cBignum, "==", rb_big_eq, 1);
    rb_define_method(rb_cBignum, "eql?", big_eql, 1);
    rb_define_method(rb_cBignum, "hash", big_hash, 0);
    rb_define_method(rb_cBignum, "to_f", big_to_f, 0);
    rb_define_method(rb_cBignum, "abs", big_abs, 0);
    rb_define_method(rb_cBignum, "size", big_size, 0);
}
