/* vp.c - the number engine of BigDecimal (see vp.h): parsing, exact
 * addition, multiplication and truncated division on base 10**9 words, and
 * the rounding rules of 1.8.7.
 *
 * Exact results are computed in a scratch word array and then stored into
 * the destination, whose allocated size (max_prec) limits them the way
 * 1.8.7's fixed-size results do: a result longer than max_prec words is cut
 * and rounded on the first digit of the first word cut. */
#include "ruby.h"
#include <string.h>
#include "vp.h"

int vp_round_mode = VP_ROUND_HALF_UP;
long vp_prec_limit = 0;
int vp_exp_overflow = 0;

/* 1.8.7 keeps the exponent in an int as digits: beyond, a result
 * overflows to an infinity or underflows to zero */
#define EXP_WORDS_MAX (2147483647L / VP_BASE_FIG)

long
vp_dig2words(long digits)
{
    if (digits < 0) digits = 0;
    return (digits + VP_BASE_FIG - 1) / VP_BASE_FIG + 1;
}

Real *
vp_alloc(long words)
{
    Real *a;

    if (words < 1) words = 1;
    if ((unsigned long)words > (LONG_MAX - sizeof(Real)) / sizeof(vp_word))
        rb_raise(rb_eNoMemError, "failed to allocate memory");
    a = (Real *)xmalloc(sizeof(Real) + (words - 1) * sizeof(vp_word));
    a->obj = 0;
    a->max_prec = words;
    a->exponent = 1;   /* as 1.8.7's results, which start as "0" */
    vp_set_zero(a, 1);
    return a;
}

void
vp_free(Real *a)
{
    if (a) xfree(a);
}

/* a zero keeps its exponent: 1.8.7 sizes a sum with a zero by it */
void
vp_set_zero(Real *a, int sgn)
{
    a->prec = 1;
    a->frac[0] = 0;
    a->sign = sgn < 0 ? VP_SIGN_NZERO : VP_SIGN_PZERO;
}

void
vp_set_nan(Real *a)
{
    vp_set_zero(a, 1);
    a->sign = VP_SIGN_NAN;
}

void
vp_set_inf(Real *a, int sgn)
{
    vp_set_zero(a, 1);
    a->sign = sgn < 0 ? VP_SIGN_NINF : VP_SIGN_PINF;
}

void
vp_set_one(Real *a)
{
    a->prec = 1;
    a->exponent = 1;
    a->frac[0] = 1;
    a->sign = VP_SIGN_PFIN;
}

int
vp_is_one(const Real *a)
{
    return a->sign == VP_SIGN_PFIN && a->prec == 1 && a->exponent == 1 && a->frac[0] == 1;
}

/* ------------------------------------------------------------ storing */

/* does the first digit v/BASE1 of the word after the last kept one round
 * the kept words up in mode? (1.8.7 looks at that one digit only) */
static int
word_rounds_up(int mode, int sgn, vp_word vprev, uint64_t v)
{
    if (!v) return 0;
    v /= VP_BASE1;
    switch (mode) {
      case VP_ROUND_UP:        return v != 0;
      case VP_ROUND_HALF_UP:
      case VP_ROUND_HALF_DOWN: return v >= 5;
      case VP_ROUND_CEIL:      return v && sgn > 0;
      case VP_ROUND_FLOOR:     return v && sgn < 0;
      case VP_ROUND_HALF_EVEN: return v > 5 || (v == 5 && (vprev % 2));
      default:                 return 0;
    }
}

static void
trim_trailing(Real *c)
{
    while (c->prec > 1 && c->frac[c->prec - 1] == 0) c->prec--;
}

/* adds one unit of the last word, carrying */
static void
round_up_last(Real *c)
{
    long i = c->prec;

    while (i-- > 0) {
        if (++c->frac[i] < VP_BASE) {
            trim_trailing(c);
            return;
        }
        c->frac[i] = 0;
    }
    c->frac[0] = 1;
    c->prec = 1;
    c->exponent++;
}

/* 1.8.7's VpLimitRound: under BigDecimal.limit, c is rounded to that
 * many digits instead of on the word after it, when c holds (or, for a
 * cut at word ixdigit, would hold) the words the limit spans */
static int word_digits(vp_word w);
void vp_left_round(Real *c, int mode, long nd);

/* the digits c's words hold, from its first significant one to the end
 * of its last word (trailing zeros of that word included) */
static long
digit_count(const Real *c)
{
    return word_digits(c->frac[0]) + (c->prec - 1) * VP_BASE_FIG;
}

static int
limit_round(Real *c, long ixdigit)
{
    if (!vp_prec_limit || !VP_HAS_VAL(c)) return 0;
    if (!ixdigit) ixdigit = c->prec - 1;
    if ((vp_prec_limit + VP_BASE_FIG - 1) / VP_BASE_FIG > ixdigit + 1) return 0;
    /* 1.8.7's VpMidRound does nothing (and the usual rounding follows)
     * when the digit after the limit lies past c's last word */
    if (digit_count(c) <= vp_prec_limit) return 0;
    vp_left_round(c, vp_round_mode, vp_prec_limit);
    return 1;
}

/* rounds c up by one unit of its last word when v, the word cut after it
 * (ixdigit: its index, 0 for c's last), says so in mode */
static void
round_cut(Real *c, long ixdigit, int mode, vp_word vprev, uint64_t v)
{
    if (limit_round(c, ixdigit)) return;
    if (VP_HAS_VAL(c) && word_rounds_up(mode, VP_SGN(c), vprev, v))
        round_up_last(c);
}

void
vp_internal_round(Real *c, int mode, vp_word vprev, uint64_t v)
{
    round_cut(c, 0, mode, vprev, v);
}

/* c = sgn * 0.z[0..n-1] * BASE**exp, normalized, cut to c->max_prec words
 * and rounded in mode (0: cut only) */
void
vp_store(Real *c, vp_word *z, long n, long exp, int sgn, int mode)
{
    long m;

    while (n > 0 && z[0] == 0) { z++; n--; exp--; }
    while (n > 0 && z[n - 1] == 0) n--;
    if (n == 0) {
        vp_set_zero(c, sgn);
        return;
    }
    if (exp > EXP_WORDS_MAX || exp < -EXP_WORDS_MAX) {
        if (exp > 0) {
            vp_set_inf(c, sgn);
            vp_exp_overflow = 1;
        }
        else vp_set_zero(c, sgn);
        return;
    }
    m = n > c->max_prec ? c->max_prec : n;
    memmove(c->frac, z, m * sizeof(vp_word));
    c->prec = m;
    c->exponent = exp;
    c->sign = sgn < 0 ? VP_SIGN_NFIN : VP_SIGN_PFIN;
    /* 1.8.7's VpAsgn normalizes before it rounds up the m-th word: when
     * that word was a trailing zero, the unit is lost */
    trim_trailing(c);
    if (!mode) return;
    if (m == n) limit_round(c, 0);
    else if (c->prec == m) round_cut(c, m, mode, z[m - 1], z[m]);
    else limit_round(c, m);
}

/* c = a (1.8.7's VpAsgn): rounded in mode when a has more words than c holds */
void
vp_copy(Real *c, const Real *a, int mode)
{
    if (c == a) return;
    if (!VP_HAS_VAL(a)) {
        c->sign = a->sign;
        c->prec = 1;
        c->frac[0] = 0;
        return;
    }
    vp_store(c, (vp_word *)a->frac, a->prec, a->exponent, VP_SGN(a), mode);
}

/* ------------------------------------------------------------ parsing */

/* c = sgn * 0.d[0..n-1] * 10**e10 (d: decimal digits) */
void
vp_set_digits(Real *c, const char *d, long n, long e10, int sgn, int mode)
{
    long k = ((-e10) % VP_BASE_FIG + VP_BASE_FIG) % VP_BASE_FIG;
    long nw = (k + n + VP_BASE_FIG - 1) / VP_BASE_FIG, i, pos;
    vp_word *z = ALLOC_N(vp_word, nw > 0 ? nw : 1);

    memset(z, 0, (nw > 0 ? nw : 1) * sizeof(vp_word));
    for (i = 0; i < n; i++) {
        pos = k + i;
        z[pos / VP_BASE_FIG] = z[pos / VP_BASE_FIG] * 10 + (d[i] - '0');
    }
    /* the last word is filled with zeros on its right */
    pos = k + n;
    while (pos % VP_BASE_FIG) {
        z[pos / VP_BASE_FIG] *= 10;
        pos++;
    }
    vp_store(c, z, nw, (e10 + k) / VP_BASE_FIG, sgn, mode);
    xfree(z);
}


/* the number in s as 1.8.7 reads it: leading and trailing blanks, '_'
 * between digits, Infinity/NaN, and junk that ends the number; the result
 * has max(min_words, what the digits need) words */
Real *
vp_parse(const char *s, long min_words)
{
    long len, i, ni = 0, nf = 0, e = 0, nalloc, nd = 0, p10, k;
    int32_t e32 = 0;
    char *buf, *digits;
    int sgn = 1, esgn = 1, eover = 0;
    Real *c;

    while (ISSPACE(*s)) s++;
    len = strlen(s);
    buf = ALLOC_N(char, 2 * (len + 1));   /* the cleaned text, then its digits */
    digits = buf + len + 1;
    /* '_' after a digit is skipped, before any digit it ends the string */
    for (i = 0; *s; s++) {
        if (*s == '_') {
            if (ni > 0) continue;
            break;
        }
        if (ISDIGIT(*s)) ni++;
        buf[i++] = *s;
    }
    while (i > 0 && ISSPACE(buf[i - 1])) i--;
    buf[i] = '\0';
    if (!strcmp(buf, "Infinity") || !strcmp(buf, "+Infinity") || !strcmp(buf, "-Infinity")) {
        sgn = buf[0] == '-' ? -1 : 1;
        xfree(buf);
        c = vp_alloc(1);
        vp_set_inf(c, sgn);
        return c;
    }
    if (!strcmp(buf, "NaN")) {
        xfree(buf);
        c = vp_alloc(1);
        vp_set_nan(c);
        return c;
    }
    s = buf;
    if (*s == '-') { sgn = -1; s++; }
    else if (*s == '+') s++;
    for (ni = 0; ISDIGIT(*s); s++) { ni++; digits[nd++] = *s; }
    if (*s == '.') {
        for (s++; ISDIGIT(*s); s++) { nf++; digits[nd++] = *s; }
    }
    if (*s == 'e' || *s == 'E' || *s == 'd' || *s == 'D') {
        s++;
        if (*s == '-') { esgn = -1; s++; }
        else if (*s == '+') s++;
        /* 1.8.7 reads the exponent into an int and calls it an overflow
         * when e * 9 wraps below its value for the previous digit */
        for (; ISDIGIT(*s) && !eover; s++) {
            int32_t es = (int32_t)((uint32_t)e32 * VP_BASE_FIG);
            e32 = (int32_t)((uint32_t)e32 * 10 + (uint32_t)(*s - '0'));
            if (es > (int32_t)((uint32_t)e32 * VP_BASE_FIG)) eover = 1;
        }
        e = e32;
    }
    nalloc = (ni + nf + VP_BASE_FIG - 1) / VP_BASE_FIG + 1;
    if (nalloc < min_words) nalloc = min_words;
    c = vp_alloc(nalloc);
    c->exponent = (ni + VP_BASE_FIG - 1) / VP_BASE_FIG;  /* a zero's */
    if (eover) {
        vp_set_zero(c, sgn);
        xfree(buf);
        return c;
    }
    /* the decimal exponent is an int too (it may wrap); it is placed in
     * words apart from the digits, which only its remainder by 9 aligns */
    p10 = (int32_t)((uint32_t)ni + (uint32_t)(esgn * e));
    k = p10 >= 0 ? p10 / VP_BASE_FIG : -((-p10 + VP_BASE_FIG - 1) / VP_BASE_FIG);
    vp_set_digits(c, digits, nd, p10 - k * VP_BASE_FIG, sgn, 0);
    if (VP_HAS_VAL(c)) c->exponent += k;
    xfree(buf);
    return c;
}

/* ------------------------------------------------------------ arithmetic */

/* c = a + b (op 1) or a - b (op -1).  As 1.8.7's VpAddSub: the result
 * is computed in c's max_prec words counted from a carry word above the
 * larger exponent; of what falls below, only the first word of each
 * operand counts (a carry or borrow, and the rounding of the last word) */
void
vp_addsub(Real *c, const Real *a, const Real *b, int op, int mode)
{
    int sa = VP_SGN(a), sb = VP_SGN(b) * op, sgn, cmp = 0;
    long hi, lo, n, w, i, off;
    uint64_t mrv = 0;
    vp_word *x, *y;

    if (VP_IS_ZERO(a) || VP_IS_ZERO(b)) {
        if (!VP_IS_ZERO(b)) {
            vp_copy(c, b, mode);
            if (op < 0) c->sign = -c->sign;
        }
        else if (!VP_IS_ZERO(a)) vp_copy(c, a, mode);
        else vp_set_zero(c, (sa < 0 && sb < 0) ? -1 : 1);
        return;
    }
    hi = a->exponent > b->exponent ? a->exponent : b->exponent;
    lo = a->exponent - a->prec < b->exponent - b->prec ? a->exponent - a->prec : b->exponent - b->prec;
    n = hi - lo + 1;  /* one word more for the carry */
    x = ALLOC_N(vp_word, 2 * n + 2);
    y = x + n + 1;
    memset(x, 0, (2 * n + 2) * sizeof(vp_word));
    off = hi - a->exponent + 1;
    for (i = 0; i < a->prec; i++) x[off + i] = a->frac[i];
    off = hi - b->exponent + 1;
    for (i = 0; i < b->prec; i++) y[off + i] = b->frac[i];
    for (i = 0; i < n && !cmp; i++)
        cmp = x[i] > y[i] ? 1 : (x[i] < y[i] ? -1 : 0);
    w = n > c->max_prec ? c->max_prec : n;
    if (sa == sb) {
        uint64_t carry = 0, t;
        if (w < n) {
            mrv = (uint64_t)x[w] + y[w];
            carry = mrv >= VP_BASE;
            if (carry) mrv -= VP_BASE;
        }
        for (i = w - 1; i >= 0; i--) {
            t = (uint64_t)x[i] + y[i] + carry;
            carry = t >= VP_BASE;
            x[i] = (vp_word)(carry ? t - VP_BASE : t);
        }
        sgn = sa;
    }
    else {
        long borrow = 0, t;
        vp_word *big = x, *small = y;
        if (cmp < 0) { big = y; small = x; }
        sgn = cmp < 0 ? sb : sa;
        if (w < n) {
            if (big[w] >= small[w]) mrv = big[w] - small[w];
            else borrow = 1;
        }
        for (i = w - 1; i >= 0; i--) {
            t = (long)big[i] - small[i] - borrow;
            borrow = t < 0;
            x[i] = (vp_word)(borrow ? t + (long)VP_BASE : t);
        }
        if (!cmp) sgn = 1;
    }
    vp_store(c, x, w, hi + 1, sgn, 0);
    if (mode) vp_internal_round(c, mode, c->frac[c->prec - 1], mrv);
    xfree(x);
}

/* c = a * b, exact, then stored into c */
void
vp_mult(Real *c, const Real *a, const Real *b, int mode)
{
    long n, i, j;
    vp_word *z;
    int sgn = VP_SGN(a) * VP_SGN(b);

    if (VP_IS_ZERO(a) || VP_IS_ZERO(b)) {
        vp_set_zero(c, sgn);
        return;
    }
    if (a->exponent + b->exponent > EXP_WORDS_MAX) {
        /* 1.8.7 checks the exponents' sum before it normalizes */
        vp_set_inf(c, sgn);
        vp_exp_overflow = 1;
        return;
    }
    n = a->prec + b->prec;
    z = ALLOC_N(vp_word, n);
    memset(z, 0, n * sizeof(vp_word));
    for (i = a->prec - 1; i >= 0; i--) {
        uint64_t carry = 0, t;
        for (j = b->prec - 1; j >= 0; j--) {
            t = (uint64_t)a->frac[i] * b->frac[j] + z[i + j + 1] + carry;
            z[i + j + 1] = (vp_word)(t % VP_BASE);
            carry = t / VP_BASE;
        }
        z[i] = (vp_word)carry;
    }
    vp_store(c, z, n, a->exponent + b->exponent, sgn, mode);
    xfree(z);
}

/* q = u / v, u = remainder, on little-endian words (Knuth's algorithm D
 * in base 10**9); u has m + 1 words (u[m] spare), v has n >= 1 words with
 * v[n-1] != 0, q gets m - n + 1 words */
static void
mp_divmod(vp_word *u, long m, vp_word *v, long n, vp_word *q)
{
    uint64_t d, carry, t, qhat, rhat;
    long i, j;

    if (n == 1) {
        uint64_t r = 0;
        for (i = m - 1; i >= 0; i--) {
            t = r * VP_BASE + u[i];
            q[i] = (vp_word)(t / v[0]);
            r = t % v[0];
            u[i] = 0;
        }
        u[0] = (vp_word)r;
        return;
    }
    /* normalize: v[n-1] >= BASE/2 makes the estimates close */
    d = VP_BASE / ((uint64_t)v[n - 1] + 1);
    for (carry = 0, i = 0; i < n; i++) {
        t = v[i] * d + carry;
        v[i] = (vp_word)(t % VP_BASE);
        carry = t / VP_BASE;
    }
    for (carry = 0, i = 0; i < m; i++) {
        t = u[i] * d + carry;
        u[i] = (vp_word)(t % VP_BASE);
        carry = t / VP_BASE;
    }
    u[m] = (vp_word)carry;
    for (j = m - n; j >= 0; j--) {
        long borrow = 0, s;
        t = (uint64_t)u[j + n] * VP_BASE + u[j + n - 1];
        qhat = t / v[n - 1];
        rhat = t % v[n - 1];
        while (qhat >= VP_BASE || qhat * v[n - 2] > rhat * VP_BASE + u[j + n - 2]) {
            qhat--;
            rhat += v[n - 1];
            if (rhat >= VP_BASE) break;
        }
        for (carry = 0, i = 0; i < n; i++) {
            t = qhat * v[i] + carry;
            carry = t / VP_BASE;
            s = (long)u[i + j] - (long)(t % VP_BASE) - borrow;
            borrow = s < 0;
            u[i + j] = (vp_word)(borrow ? s + (long)VP_BASE : s);
        }
        s = (long)u[j + n] - (long)carry - borrow;
        if (s < 0) {
            /* qhat was one too large: add v back */
            qhat--;
            for (carry = 0, i = 0; i < n; i++) {
                t = (uint64_t)u[i + j] + v[i] + carry;
                carry = t >= VP_BASE;
                u[i + j] = (vp_word)(carry ? t - VP_BASE : t);
            }
            s += (long)carry;
        }
        u[j + n] = (vp_word)s;
        q[j] = (vp_word)qhat;
    }
    /* unnormalize the remainder */
    for (carry = 0, i = n - 1; i >= 0; i--) {
        t = carry * VP_BASE + u[i];
        u[i] = (vp_word)(t / d);
        carry = t % d;
    }
}

/* c = a / b truncated to nq words, the first one holding the units of
 * BASE**(a.exponent - b.exponent): 1.8.7's VpDivd; a and b finite, b
 * nonzero.  Returns the leading word of the remainder (0 if exact), which
 * 1.8.7's `/` uses to round. */
vp_word
vp_divd(Real *c, const Real *a, const Real *b, long nq)
{
    long sh, m, n = b->prec, i, nw;
    vp_word *u, *v, *q, r0 = 0;
    int sgn = VP_SGN(a) * VP_SGN(b);

    if (VP_IS_ZERO(a)) {
        vp_set_zero(c, sgn);
        return 0;
    }
    if (b->prec == 1 && b->frac[0] == 1 && b->exponent == 1) {
        /* 1.8.7 divides by 1 or -1 as an assignment, which rounds */
        vp_copy(c, a, vp_round_mode);
        if (VP_SGN(b) < 0) c->sign = -c->sign;
        return 0;
    }
    if (nq < 1) nq = 1;
    /* Q = floor(A * BASE**sh / B) on a's and b's words as integers: its
     * last word is the one of weight BASE**(E0 - nq) */
    sh = nq - 1 - a->prec + b->prec;
    m = a->prec + sh;   /* words of the dividend */
    if (m <= 0) {
        vp_set_zero(c, sgn);
        return a->frac[0];
    }
    u = ALLOC_N(vp_word, (m > n ? m : n) + 1 + n + m + 1);
    v = u + (m > n ? m : n) + 1;
    q = v + n;
    memset(u, 0, ((m > n ? m : n) + 1 + n + m + 1) * sizeof(vp_word));
    for (i = 0; i < a->prec && i < m; i++) u[m - 1 - i] = a->frac[i];
    for (i = 0; i < n; i++) v[i] = b->frac[n - 1 - i];
    if (m < n) {
        vp_set_zero(c, sgn);
        for (i = m - 1; i >= 0 && !r0; i--) r0 = u[i];
        xfree(u);
        return r0;
    }
    mp_divmod(u, m, v, n, q);
    for (i = n - 1; i >= 0 && !r0; i--) r0 = u[i];
    nw = m - n + 1;
    for (i = 0; i < nw / 2; i++) {
        vp_word t = q[i];
        q[i] = q[nw - 1 - i];
        q[nw - 1 - i] = t;
    }
    vp_store(c, q, nw, a->exponent - b->exponent + 1 - nq + nw, sgn, 0);
    xfree(u);
    return r0;
}

/* ------------------------------------------------------------ digits */

static int
word_digits(vp_word w)
{
    int n = 1;
    while (w >= 10) { w /= 10; n++; }
    return n;
}

/* the significant digits of a finite a (no leading or trailing zeros) into
 * buf (a->prec * 9 + 1 bytes); returns their count, 0 for zero */
long
vp_digits(const Real *a, char *buf)
{
    long i, n;

    if (!VP_HAS_VAL(a)) {
        buf[0] = '\0';
        return 0;
    }
    n = sprintf(buf, "%lu", (unsigned long)a->frac[0]);
    for (i = 1; i < a->prec; i++)
        n += sprintf(buf + n, "%09lu", (unsigned long)a->frac[i]);
    while (n > 1 && buf[n - 1] == '0') n--;
    buf[n] = '\0';
    return n;
}

/* the decimal exponent: a = 0.DIGITS * 10**vp_exponent10(a) */
long
vp_exponent10(const Real *a)
{
    if (!VP_HAS_VAL(a)) return 0;
    return a->exponent * VP_BASE_FIG - (VP_BASE_FIG - word_digits(a->frac[0]));
}

/* does dropping the digits after the first keep digits of d (n of them,
 * the last nonzero) carry one into the last kept digit? 1.8.7 looks at the
 * first dropped digit only for its HALF modes */
static int
digits_round_up(int mode, int sgn, const char *d, long n, long keep, int before)
{
    int fd = keep >= 0 ? d[keep] - '0' : 0;
    int odd = keep > 0 ? (d[keep - 1] - '0') % 2 : 0;

    switch (mode) {
      case VP_ROUND_UP:        return !before;
      case VP_ROUND_HALF_UP:   return fd >= 5;
      case VP_ROUND_HALF_DOWN: return fd >= 6;
      case VP_ROUND_CEIL:      return sgn > 0;
      case VP_ROUND_FLOOR:     return sgn < 0;
      case VP_ROUND_HALF_EVEN: return fd > 5 || (fd == 5 && odd);
      default:                 return 0;
    }
}

/* x / 9 rounded toward minus infinity */
static long
floordiv9(long x)
{
    return x >= 0 ? x / VP_BASE_FIG : -((-x + VP_BASE_FIG - 1) / VP_BASE_FIG);
}

static void round_digits(Real *c, const Real *a, int mode, long nf);

/* c = a rounded in mode to nf digits after the decimal point (nf < 0: to
 * tens, hundreds...), as 1.8.7's VpActiveRound: a is first copied into c
 * (cut, unrounded, to c's words) */
void
vp_round(Real *c, const Real *a, int mode, long nf)
{
    Real *t = NULL;

    if (VP_HAS_VAL(a) && a->prec > c->max_prec) {
        t = vp_alloc(c->max_prec);
        vp_store(t, (vp_word *)a->frac, c->max_prec, a->exponent, VP_SGN(a), 0);
        a = t;
    }
    round_digits(c, a, mode, nf);
    if (t) vp_free(t);
}

static void
round_digits(Real *c, const Real *a, int mode, long nf)
{
    long n, e10, keep, i;
    int before;
    char *d;
    int sgn = VP_SGN(a);

    if (!VP_HAS_VAL(a)) {
        vp_copy(c, a, 0);
        return;
    }
    d = ALLOC_N(char, a->prec * VP_BASE_FIG + 2);
    n = vp_digits(a, d);
    e10 = vp_exponent10(a);
    keep = e10 + nf;
    if (keep >= n) {
        xfree(d);
        vp_copy(c, a, 0);
        return;
    }
    /* 1.8.7's ROUND_UP gives 0 when the first digit dropped lies in a
     * word before a's first one */
    before = floordiv9(nf) < -a->exponent;
    if (!digits_round_up(mode, sgn, d, n, keep, before)) {
        if (keep <= 0) {
            /* 1.8.7's zero keeps a's exponent, but for floor and ceil */
            c->exponent = (mode == VP_ROUND_FLOOR || mode == VP_ROUND_CEIL) ? 0 : a->exponent;
            vp_set_zero(c, sgn);
        }
        else vp_set_digits(c, d, keep, e10, sgn, 0);
        xfree(d);
        return;
    }
    if (keep <= 0) {
        /* one unit of the last place kept */
        vp_set_digits(c, "1", 1, 1 - nf, sgn, 0);
        xfree(d);
        return;
    }
    for (i = keep - 1; i >= 0; i--) {
        if (d[i] != '9') { d[i]++; break; }
        d[i] = '0';
    }
    if (i < 0) vp_set_digits(c, "1", 1, e10 + 1, sgn, 0);
    else vp_set_digits(c, d, keep, e10, sgn, 0);
    xfree(d);
}

/* c rounded in place to nd significant digits (1.8.7's VpLeftRound) */
void
vp_left_round(Real *c, int mode, long nd)
{
    if (!VP_HAS_VAL(c)) return;
    round_digits(c, c, mode, nd - vp_exponent10(c));
}

/* c = the digits of a after the decimal point */
void
vp_frac(Real *c, const Real *a)
{
    long n, e10;
    char *d;

    if (!VP_HAS_VAL(a) || a->exponent <= 0) {
        vp_copy(c, a, vp_round_mode);   /* 1.8.7's VpAsgn: under the limit */
        return;
    }
    d = ALLOC_N(char, a->prec * VP_BASE_FIG + 2);
    n = vp_digits(a, d);
    e10 = vp_exponent10(a);
    if (e10 >= n) vp_set_zero(c, VP_SGN(a));
    else vp_set_digits(c, d + e10, n - e10, 0, VP_SGN(a), 0);
    xfree(d);
}

/* -1, 0, 1 as a <, ==, > b; 999 when either is NaN */
int
vp_cmp(const Real *a, const Real *b)
{
    int sa, sb, s;
    long i, n;

    if (VP_IS_NAN(a) || VP_IS_NAN(b)) return 999;
    sa = VP_IS_ZERO(a) ? 0 : VP_SGN(a);
    sb = VP_IS_ZERO(b) ? 0 : VP_SGN(b);
    if (sa != sb) return sa > sb ? 1 : -1;
    if (sa == 0) return 0;
    if (VP_IS_INF(a) || VP_IS_INF(b)) {
        if (VP_IS_INF(a) && VP_IS_INF(b)) return 0;
        return VP_IS_INF(a) ? sa : -sa;
    }
    s = sa;
    if (a->exponent != b->exponent) return a->exponent > b->exponent ? s : -s;
    n = a->prec < b->prec ? a->prec : b->prec;
    for (i = 0; i < n; i++) {
        if (a->frac[i] != b->frac[i]) return a->frac[i] > b->frac[i] ? s : -s;
    }
    if (a->prec == b->prec) return 0;
    return a->prec > b->prec ? s : -s;
}
