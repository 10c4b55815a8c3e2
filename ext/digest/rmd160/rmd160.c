/* rmd160.c - Digest::RMD160, RIPEMD-160 (Dobbertin, Bosselaers, Preneel
 * 1996).  The word orders of both lines are built from the paper's
 * permutations rho and pi when the extension loads. */
#include "digest.h"

typedef struct {
    uint32_t state[5];
    uint64_t count;
    unsigned char buf[64];
} rmd160_ctx;

static const int RHO[16] = { 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8 };

/* the shifts by round and by message word */
static const int SHIFT[5][16] = {
    { 11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8 },
    { 12, 13, 11, 15, 6, 9, 9, 7, 12, 15, 11, 13, 7, 8, 7, 7 },
    { 13, 15, 14, 11, 7, 7, 6, 8, 13, 14, 13, 12, 5, 5, 6, 9 },
    { 14, 11, 12, 14, 8, 6, 5, 5, 15, 12, 15, 14, 9, 9, 8, 6 },
    { 15, 12, 13, 13, 9, 5, 8, 6, 14, 11, 12, 11, 8, 6, 5, 5 },
};

/* floor(2^30 * sqrt(2, 3, 5, 7)) and floor(2^30 * cbrt(2, 3, 5, 7)) */
static const uint32_t K_LEFT[5] = { 0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e };
static const uint32_t K_RIGHT[5] = { 0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000 };

static int word_left[80], word_right[80];

/* left line: rho^round(j); right line: rho^round(pi(j)), pi(j) = 9j + 5 mod 16 */
static void
build_word_orders(void)
{
    int round, j, w;

    for (j = 0; j < 16; j++) {
        word_left[j] = j;
        word_right[j] = (9 * j + 5) & 15;
    }
    for (round = 1; round < 5; round++) {
        for (j = 0; j < 16; j++) {
            w = word_left[16 * (round - 1) + j];
            word_left[16 * round + j] = RHO[w];
            w = word_right[16 * (round - 1) + j];
            word_right[16 * round + j] = RHO[w];
        }
    }
}

static uint32_t
boolean_f(int n, uint32_t x, uint32_t y, uint32_t z)
{
    switch (n) {
      case 0: return x ^ y ^ z;
      case 1: return (x & y) | (~x & z);
      case 2: return (x | ~y) ^ z;
      case 3: return (x & z) | (y & ~z);
      default: return x ^ (y | ~z);
    }
}

static void
rmd160_init(void *p)
{
    rmd160_ctx *c = p;
    c->state[0] = 0x67452301;
    c->state[1] = 0xefcdab89;
    c->state[2] = 0x98badcfe;
    c->state[3] = 0x10325476;
    c->state[4] = 0xc3d2e1f0;
    c->count = 0;
}

/* one line of 80 steps over v[5]; right mirrors the order of the f's */
static void
run_line(uint32_t *v, const uint32_t *x, const int *words, const uint32_t *k, int right)
{
    int j, round;
    uint32_t t;

    for (j = 0; j < 80; j++) {
        round = j >> 4;
        t = v[0] + boolean_f(right ? 4 - round : round, v[1], v[2], v[3]) + x[words[j]] + k[round];
        t = RB_DIGEST_ROTL32(t, SHIFT[round][words[j]]) + v[4];
        v[0] = v[4];
        v[4] = v[3];
        v[3] = RB_DIGEST_ROTL32(v[2], 10);
        v[2] = v[1];
        v[1] = t;
    }
}

static void
rmd160_block(void *p, const unsigned char *block)
{
    rmd160_ctx *c = p;
    uint32_t x[16], l[5], r[5], t;
    int i;

    for (i = 0; i < 16; i++) x[i] = RB_DIGEST_LOAD32_LE(block + 4 * i);
    memcpy(l, c->state, sizeof(l));
    memcpy(r, c->state, sizeof(r));
    run_line(l, x, word_left, K_LEFT, 0);
    run_line(r, x, word_right, K_RIGHT, 1);
    t = c->state[1] + l[2] + r[3];
    c->state[1] = c->state[2] + l[3] + r[4];
    c->state[2] = c->state[3] + l[4] + r[0];
    c->state[3] = c->state[4] + l[0] + r[1];
    c->state[4] = c->state[0] + l[1] + r[2];
    c->state[0] = t;
}

static void
rmd160_update(void *p, const unsigned char *data, size_t len)
{
    rmd160_ctx *c = p;
    rb_digest_blocks_update(c, c->buf, 64, &c->count, rmd160_block, data, len);
}

static void
rmd160_finish(void *p, unsigned char *out)
{
    rmd160_ctx *c = p;
    int i;

    rb_digest_blocks_pad(c, c->buf, 64, &c->count, rmd160_block, 8, 0);
    for (i = 0; i < 5; i++) rb_digest_store32_le(out + 4 * i, c->state[i]);
}

static const rb_digest_metadata_t rmd160_meta = {
    20, 64, sizeof(rmd160_ctx), rmd160_init, rmd160_update, rmd160_finish
};

void
Init_rmd160(void)
{
    build_word_orders();
    rb_digest_define_algorithm("RMD160", &rmd160_meta);
}
