/* vp.h - the number engine of BigDecimal: signed decimal floating point
 * numbers held as words of 9 decimal digits (base 10**9).
 *
 * A finite nonzero Real is 0.frac[0] frac[1] ... frac[prec-1] * BASE**exponent,
 * frac[0] != 0 and frac[prec-1] != 0 once normalized.  max_prec words are
 * allocated: as in 1.8.7 the allocation is visible (BigDecimal#precs), and it
 * decides how many words a quotient gets, so every operation sizes its
 * result the way 1.8.7 does. */
#ifndef BIGDECIMAL_VP_H
#define BIGDECIMAL_VP_H

#include <stdint.h>

#define VP_BASE_FIG 9
#define VP_BASE  1000000000ULL
#define VP_BASE1 100000000ULL  /* BASE/10: the first digit of a word */

typedef uint32_t vp_word;

/* the sign field: its values are the SIGN_* constants of BigDecimal */
#define VP_SIGN_NAN    0
#define VP_SIGN_PZERO  1
#define VP_SIGN_NZERO  (-1)
#define VP_SIGN_PFIN   2
#define VP_SIGN_NFIN   (-2)
#define VP_SIGN_PINF   3
#define VP_SIGN_NINF   (-3)

/* rounding modes: the ROUND_* constants */
#define VP_ROUND_UP        1
#define VP_ROUND_DOWN      2
#define VP_ROUND_HALF_UP   3
#define VP_ROUND_HALF_DOWN 4
#define VP_ROUND_CEIL      5
#define VP_ROUND_FLOOR     6
#define VP_ROUND_HALF_EVEN 7

typedef struct Real {
    unsigned long obj;   /* the BigDecimal wrapping it (inspect shows it) */
    long max_prec;       /* words allocated */
    long prec;           /* words in use */
    long exponent;       /* in words */
    int sign;
    vp_word frac[1];
} Real;

#define VP_IS_NAN(a)   ((a)->sign == VP_SIGN_NAN)
#define VP_IS_INF(a)   ((a)->sign == VP_SIGN_PINF || (a)->sign == VP_SIGN_NINF)
#define VP_IS_ZERO(a)  ((a)->sign == VP_SIGN_PZERO || (a)->sign == VP_SIGN_NZERO)
#define VP_IS_DEF(a)   (!VP_IS_NAN(a) && !VP_IS_INF(a))
#define VP_HAS_VAL(a)  ((a)->sign == VP_SIGN_PFIN || (a)->sign == VP_SIGN_NFIN)
#define VP_SGN(a)      ((a)->sign > 0 ? 1 : ((a)->sign < 0 ? -1 : 0))

extern int vp_round_mode;
extern long vp_prec_limit;   /* BigDecimal.limit: 0 or digits */
extern int vp_exp_overflow;   /* set when a result's exponent overflowed */

long vp_dig2words(long digits);
Real *vp_alloc(long words);
void vp_free(Real *a);
void vp_set_zero(Real *a, int sgn);
void vp_set_nan(Real *a);
void vp_set_inf(Real *a, int sgn);
void vp_set_one(Real *a);
int vp_is_one(const Real *a);

Real *vp_parse(const char *s, long min_words);
void vp_set_digits(Real *c, const char *d, long n, long e10, int sgn, int mode);

void vp_store(Real *c, vp_word *z, long n, long exp, int sgn, int mode);
void vp_copy(Real *c, const Real *a, int mode);
void vp_addsub(Real *c, const Real *a, const Real *b, int op, int mode);
void vp_mult(Real *c, const Real *a, const Real *b, int mode);
vp_word vp_divd(Real *c, const Real *a, const Real *b, long nq);
void vp_internal_round(Real *c, int mode, vp_word vprev, uint64_t v);

void vp_round(Real *c, const Real *a, int mode, long nf);
void vp_left_round(Real *c, int mode, long nd);
void vp_frac(Real *c, const Real *a);

long vp_digits(const Real *a, char *buf);
long vp_exponent10(const Real *a);
int vp_cmp(const Real *a, const Real *b);

#endif
