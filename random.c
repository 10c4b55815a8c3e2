/* random.c - Kernel#rand and Kernel#srand on the MT19937 Mersenne Twister
   (Matsumoto and Nishimura's published algorithm: init_genrand,
   init_by_array, genrand_int32 and the 53-bit genrand_res53). */
#include "ruby.h"
#include "internal.h"

#include <gmp.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/time.h>

/* ---------------------------------------------------------------- MT19937 */
#define MT_N 624
#define MT_M 397
#define MT_MATRIX_A 0x9908b0dfUL
#define MT_UPPER 0x80000000UL
#define MT_LOWER 0x7fffffffUL

static uint32_t mt[MT_N];
static int mti = MT_N + 1;

static void
init_genrand(uint32_t s)
{
    mt[0] = s;
    for (mti = 1; mti < MT_N; mti++)
        mt[mti] = 1812433253U * (mt[mti - 1] ^ (mt[mti - 1] >> 30)) + (uint32_t)mti;
}

static void
init_by_array(const uint32_t *key, int len)
{
    int i = 1, j = 0, k;

    init_genrand(19650218U);
    for (k = (MT_N > len ? MT_N : len); k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++; j++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
        if (j >= len) j = 0;
    }
    for (k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { mt[0] = mt[MT_N - 1]; i = 1; }
    }
    mt[0] = 0x80000000U;
}

static uint32_t
mt_twist(uint32_t u, uint32_t v)
{
    uint32_t y = (u & MT_UPPER) | (v & MT_LOWER);
    return (y >> 1) ^ ((y & 1U) ? MT_MATRIX_A : 0U);
}

static void
next_state(void)
{
    int k;

    if (mti == MT_N + 1) init_genrand(5489U);
    for (k = 0; k < MT_N - MT_M; k++)
        mt[k] = mt[k + MT_M] ^ mt_twist(mt[k], mt[k + 1]);
    for (; k < MT_N - 1; k++)
        mt[k] = mt[k + (MT_M - MT_N)] ^ mt_twist(mt[k], mt[k + 1]);
    mt[MT_N - 1] = mt[MT_M - 1] ^ mt_twist(mt[MT_N - 1], mt[0]);
    mti = 0;
}

static uint32_t
genrand_int32(void)
{
    uint32_t y;

    if (mti >= MT_N) next_state();
    y = mt[mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static double
genrand_res53(void)
{
    uint32_t a = genrand_int32() >> 5, b = genrand_int32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* ---------------------------------------------------------------- seeding */
static VALUE saved_seed = INT2FIX(0);
static int rand_first = 1;

/* whether seed is a Fixnum on a 64-bit build (-2**62 <= seed < 2**62) */
static int
fixnum64_p(VALUE seed)
{
    long long n;

    if (FIXNUM_P(seed)) return 1;
    if (mpz_sizeinbase((mpz_ptr)&RBIGNUM(seed)->mp, 2) > 63) return 0;
    n = rb_big2ll(seed);
    return -(1LL << 62) <= n && n < (1LL << 62);
}

/* the seed's magnitude as 32-bit words, least significant first */
static int
seed_words(VALUE seed, uint32_t **bufp)
{
    int len;
    uint32_t *buf;

    if (fixnum64_p(seed)) {
        /* 1.8.7 (64-bit) shifts the tagged word unsigned: -5 gives
           0x7ffffffffffffffb; done in 64 bits so a 32-bit build agrees */
        unsigned long long v = (unsigned long long)NUM2LL(seed) & (~0ULL >> 1);
        buf = ALLOC_N(uint32_t, 2);
        buf[0] = (uint32_t)(v & 0xffffffffUL);
        buf[1] = (uint32_t)(v >> 32);
        len = 2;
    }
    else {
        mpz_ptr z = (mpz_ptr)&RBIGNUM(seed)->mp;
        size_t count = 0, n = (mpz_sizeinbase(z, 2) + 31) / 32;
        buf = ALLOC_N(uint32_t, n + 1);
        memset(buf, 0, sizeof(uint32_t) * (n + 1));
        mpz_export(buf, &count, -1, sizeof(uint32_t), 0, 0, z);
        len = (int)(count ? count : 1);
        RB_GC_GUARD(seed);
    }
    *bufp = buf;
    return len;
}

static VALUE
rand_init(VALUE vseed)
{
    VALUE seed = rb_to_int(vseed), old;
    uint32_t *buf;
    int len = seed_words(seed, &buf);

    while (len > 1 && buf[len - 1] == 0) len--;
    if (len <= 1) {
        init_genrand(buf[0]);
    }
    else {
        if (buf[len - 1] == 1) len--; /* the guard word of random_seed */
        init_by_array(buf, len);
    }
    xfree(buf);
    rand_first = 0;
    old = saved_seed;
    saved_seed = seed;
    return old;
}

static VALUE
random_seed(void)
{
    static unsigned long n = 0;
    struct timeval tv;
    uint32_t w[4];
    int fd;
    VALUE v;

    gettimeofday(&tv, 0);
    w[0] = (uint32_t)(tv.tv_sec ^ tv.tv_usec ^ getpid() ^ n++);
    w[1] = (uint32_t)tv.tv_usec;
    w[2] = (uint32_t)((unsigned long)&tv >> 3);
    w[3] = 1; /* guard word so the seed keeps all its words */
    fd = open("/dev/urandom", O_RDONLY);
    if (fd >= 0) {
        uint32_t r[3];
        if (read(fd, r, sizeof(r)) == (ssize_t)sizeof(r)) {
            w[0] ^= r[0]; w[1] ^= r[1]; w[2] ^= r[2];
        }
        close(fd);
    }
    v = rb_int2big(0);
    mpz_import((mpz_ptr)&RBIGNUM(v)->mp, 4, -1, sizeof(uint32_t), 0, 0, w);
    RB_GC_GUARD(v);
    return rb_big_norm(v);
}

/* Kernel#srand */
static VALUE
rb_f_srand(int argc, VALUE *argv, VALUE obj)
{
    VALUE sd;

    rb_secure(4);
    if (argc == 0) sd = random_seed();
    else rb_scan_args(argc, argv, "01", &sd);
    return rand_init(sd);
}

static void
rand_check_init(void)
{
    if (rand_first) rand_init(random_seed());
}

/* ---------------------------------------------------------------- limits */
static unsigned long
make_mask(unsigned long x)
{
    x |= x >> 1; x |= x >> 2; x |= x >> 4;
    x |= x >> 8; x |= x >> 16; x |= (x >> 16) >> 16;
    return x;
}

/* a random integer in [0, limit] */
static unsigned long
limited_rand(unsigned long limit)
{
    unsigned long mask = make_mask(limit), val;
    int i;

  retry:
    val = 0;
    for (i = SIZEOF_LONG / 4 - 1; 0 <= i; i--) {
        if ((mask >> (i * 32)) & 0xffffffffUL) {
            val |= (unsigned long)genrand_int32() << (i * 32);
            val &= mask;
            if (limit < val) goto retry;
        }
    }
    return val;
}

/* a random Integer in [0, limit] for a positive Bignum limit */
static VALUE
limited_big_rand(VALUE limit)
{
    uint32_t *lim, *out;
    int len = seed_words(limit, &lim), i, boundary;
    unsigned long mask;
    VALUE v;

    out = ALLOC_N(uint32_t, len);
  retry:
    mask = 0;
    boundary = 1;
    for (i = len - 1; 0 <= i; i--) {
        uint32_t rnd = 0, l = lim[i];
        mask = mask ? 0xffffffffUL : make_mask(l);
        if (mask) {
            rnd = genrand_int32() & (uint32_t)mask;
            if (boundary) {
                if (l < rnd) goto retry;
                if (rnd < l) boundary = 0;
            }
        }
        out[i] = rnd;
    }
    v = rb_int2big(0);
    mpz_import((mpz_ptr)&RBIGNUM(v)->mp, (size_t)len, -1, sizeof(uint32_t), 0, 0, out);
    RB_GC_GUARD(v);
    xfree(lim);
    xfree(out);
    return rb_big_norm(v);
}

static VALUE
rand_bignum(VALUE vmax)
{
    VALUE limit = vmax;

    if (RBIGNUM_NEGATIVE_P(limit)) limit = rb_big_uminus(limit);
    limit = rb_big_minus(limit, INT2FIX(1));
    if (FIXNUM_P(limit)) {
        if (FIX2LONG(limit) == -1) return rb_float_new(genrand_res53());
        return rb_uint2inum(limited_rand((unsigned long)FIX2LONG(limit)));
    }
    return limited_big_rand(limit);
}

/* Kernel#rand */
static VALUE
rb_f_rand(int argc, VALUE *argv, VALUE obj)
{
    VALUE vmax = Qnil, max_conv;
    long max;

    rb_scan_args(argc, argv, "01", &vmax);
    rand_check_init();
    switch (TYPE(vmax)) {
      case T_FLOAT: {
        double d = RFLOAT_VALUE(vmax);
        if (d < -(double)LONG_MIN && d >= (double)LONG_MIN) {
            max = (long)d;
            break;
        }
        vmax = rb_dbl2big(d < 0 ? -d : d);
        if (FIXNUM_P(vmax)) { max = FIX2LONG(vmax); break; }
        return rand_bignum(vmax);
      }
      case T_BIGNUM:
        return rand_bignum(vmax);
      case T_NIL:
        max = 0;
        break;
      case T_FIXNUM:
        max = FIX2LONG(vmax);
        break;
      default:
        /* MRI reads a non-Integer conversion result (to_int giving a
           String or Float) as a Fixnum's bits; refuse it instead */
        max_conv = rb_Integer(vmax);
        if (TYPE(max_conv) == T_BIGNUM) return rand_bignum(max_conv);
        if (!FIXNUM_P(max_conv))
            rb_raise(rb_eTypeError, "can't convert %s into Integer",
                     rb_obj_classname(vmax));
        max = FIX2LONG(max_conv);
        break;
    }
    if (max == 0) return rb_float_new(genrand_res53());
    if (max < 0) max = -max;
    return rb_uint2inum(limited_rand((unsigned long)max - 1));
}

/* ---------------------------------------------------------------- C API */
unsigned long
rb_genrand_int32(void)
{
    rand_check_init();
    return genrand_int32();
}

double
rb_genrand_real(void)
{
    rand_check_init();
    return genrand_res53();
}

unsigned long
rb_random_ulong_limited(unsigned long limit)
{
    rand_check_init();
    return limited_rand(limit);
}

void
Init_Random(void)
{
    rb_define_global_function("srand", rb_f_srand, -1);
    rb_define_global_function("rand", rb_f_rand, -1);
    rb_global_variable(&saved_seed);
}
