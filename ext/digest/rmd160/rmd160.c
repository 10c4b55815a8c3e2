/* rmd160.c - Digest::RMD160, RIPEMD-160 (Dobbertin, Bosselaers, Preneel
 * 1996), its 160 steps written out from the paper's permutations rho and
 * pi and its shift table. */
#include "digest.h"

typedef struct {
    uint32_t state[5];
    uint64_t count;
    unsigned char buf[64];
} rmd160_ctx;

/* the five boolean functions (with fewer operations where there is an
   equivalent form) */
#define F0(x, y, z) ((x) ^ (y) ^ (z))
#define F1(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define F2(x, y, z) (((x) | ~(y)) ^ (z))
#define F3(x, y, z) ((y) ^ ((z) & ((x) ^ (y))))
#define F4(x, y, z) ((x) ^ ((y) | ~(z)))

/* a = (a + f(b, c, d) + x + k) <<< s + e, c = c <<< 10; the next step
   takes (e, a, b, c, d): the names rotate instead of the values */
#define RMD_STEP(f, a, b, c, d, e, x, k, s) do { \
        a += f(b, c, d) + (x) + (k); \
        a = RB_DIGEST_ROTL32(a, s) + (e); \
        c = RB_DIGEST_ROTL32(c, 10); \
    } while (0)

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

/* the two lines of 80 steps written out: the message word of step j of
   the left line is rho^round(j) (rho = 7 4 13 1 10 6 15 3 12 0 9 5 2 14 11
   8), of the right line rho^round(pi(j)) with pi(j) = 9j + 5 mod 16; the
   shift is the paper's for that round and word; the constants are
   floor(2^30 * sqrt(2, 3, 5, 7)) left and floor(2^30 * cbrt(2, 3, 5, 7))
   right; the right line takes the functions in reverse order */
static void
rmd160_block(void *p, const unsigned char *block)
{
    rmd160_ctx *ctx = p;
    uint32_t x[16], t;
    uint32_t la = ctx->state[0], lb = ctx->state[1], lc = ctx->state[2], ld = ctx->state[3], le = ctx->state[4];
    uint32_t ra = la, rb = lb, rc = lc, rd = ld, re = le;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(x, block, 64);   /* the words are little-endian */
#else
    int i;
    for (i = 0; i < 16; i++) x[i] = RB_DIGEST_LOAD32_LE(block + 4 * i);
#endif
    RMD_STEP(F0, la, lb, lc, ld, le, x[0], 0x00000000U, 11);
    RMD_STEP(F0, le, la, lb, lc, ld, x[1], 0x00000000U, 14);
    RMD_STEP(F0, ld, le, la, lb, lc, x[2], 0x00000000U, 15);
    RMD_STEP(F0, lc, ld, le, la, lb, x[3], 0x00000000U, 12);
    RMD_STEP(F0, lb, lc, ld, le, la, x[4], 0x00000000U, 5);
    RMD_STEP(F0, la, lb, lc, ld, le, x[5], 0x00000000U, 8);
    RMD_STEP(F0, le, la, lb, lc, ld, x[6], 0x00000000U, 7);
    RMD_STEP(F0, ld, le, la, lb, lc, x[7], 0x00000000U, 9);
    RMD_STEP(F0, lc, ld, le, la, lb, x[8], 0x00000000U, 11);
    RMD_STEP(F0, lb, lc, ld, le, la, x[9], 0x00000000U, 13);
    RMD_STEP(F0, la, lb, lc, ld, le, x[10], 0x00000000U, 14);
    RMD_STEP(F0, le, la, lb, lc, ld, x[11], 0x00000000U, 15);
    RMD_STEP(F0, ld, le, la, lb, lc, x[12], 0x00000000U, 6);
    RMD_STEP(F0, lc, ld, le, la, lb, x[13], 0x00000000U, 7);
    RMD_STEP(F0, lb, lc, ld, le, la, x[14], 0x00000000U, 9);
    RMD_STEP(F0, la, lb, lc, ld, le, x[15], 0x00000000U, 8);
    RMD_STEP(F1, le, la, lb, lc, ld, x[7], 0x5a827999U, 7);
    RMD_STEP(F1, ld, le, la, lb, lc, x[4], 0x5a827999U, 6);
    RMD_STEP(F1, lc, ld, le, la, lb, x[13], 0x5a827999U, 8);
    RMD_STEP(F1, lb, lc, ld, le, la, x[1], 0x5a827999U, 13);
    RMD_STEP(F1, la, lb, lc, ld, le, x[10], 0x5a827999U, 11);
    RMD_STEP(F1, le, la, lb, lc, ld, x[6], 0x5a827999U, 9);
    RMD_STEP(F1, ld, le, la, lb, lc, x[15], 0x5a827999U, 7);
    RMD_STEP(F1, lc, ld, le, la, lb, x[3], 0x5a827999U, 15);
    RMD_STEP(F1, lb, lc, ld, le, la, x[12], 0x5a827999U, 7);
    RMD_STEP(F1, la, lb, lc, ld, le, x[0], 0x5a827999U, 12);
    RMD_STEP(F1, le, la, lb, lc, ld, x[9], 0x5a827999U, 15);
    RMD_STEP(F1, ld, le, la, lb, lc, x[5], 0x5a827999U, 9);
    RMD_STEP(F1, lc, ld, le, la, lb, x[2], 0x5a827999U, 11);
    RMD_STEP(F1, lb, lc, ld, le, la, x[14], 0x5a827999U, 7);
    RMD_STEP(F1, la, lb, lc, ld, le, x[11], 0x5a827999U, 13);
    RMD_STEP(F1, le, la, lb, lc, ld, x[8], 0x5a827999U, 12);
    RMD_STEP(F2, ld, le, la, lb, lc, x[3], 0x6ed9eba1U, 11);
    RMD_STEP(F2, lc, ld, le, la, lb, x[10], 0x6ed9eba1U, 13);
    RMD_STEP(F2, lb, lc, ld, le, la, x[14], 0x6ed9eba1U, 6);
    RMD_STEP(F2, la, lb, lc, ld, le, x[4], 0x6ed9eba1U, 7);
    RMD_STEP(F2, le, la, lb, lc, ld, x[9], 0x6ed9eba1U, 14);
    RMD_STEP(F2, ld, le, la, lb, lc, x[15], 0x6ed9eba1U, 9);
    RMD_STEP(F2, lc, ld, le, la, lb, x[8], 0x6ed9eba1U, 13);
    RMD_STEP(F2, lb, lc, ld, le, la, x[1], 0x6ed9eba1U, 15);
    RMD_STEP(F2, la, lb, lc, ld, le, x[2], 0x6ed9eba1U, 14);
    RMD_STEP(F2, le, la, lb, lc, ld, x[7], 0x6ed9eba1U, 8);
    RMD_STEP(F2, ld, le, la, lb, lc, x[0], 0x6ed9eba1U, 13);
    RMD_STEP(F2, lc, ld, le, la, lb, x[6], 0x6ed9eba1U, 6);
    RMD_STEP(F2, lb, lc, ld, le, la, x[13], 0x6ed9eba1U, 5);
    RMD_STEP(F2, la, lb, lc, ld, le, x[11], 0x6ed9eba1U, 12);
    RMD_STEP(F2, le, la, lb, lc, ld, x[5], 0x6ed9eba1U, 7);
    RMD_STEP(F2, ld, le, la, lb, lc, x[12], 0x6ed9eba1U, 5);
    RMD_STEP(F3, lc, ld, le, la, lb, x[1], 0x8f1bbcdcU, 11);
    RMD_STEP(F3, lb, lc, ld, le, la, x[9], 0x8f1bbcdcU, 12);
    RMD_STEP(F3, la, lb, lc, ld, le, x[11], 0x8f1bbcdcU, 14);
    RMD_STEP(F3, le, la, lb, lc, ld, x[10], 0x8f1bbcdcU, 15);
    RMD_STEP(F3, ld, le, la, lb, lc, x[0], 0x8f1bbcdcU, 14);
    RMD_STEP(F3, lc, ld, le, la, lb, x[8], 0x8f1bbcdcU, 15);
    RMD_STEP(F3, lb, lc, ld, le, la, x[12], 0x8f1bbcdcU, 9);
    RMD_STEP(F3, la, lb, lc, ld, le, x[4], 0x8f1bbcdcU, 8);
    RMD_STEP(F3, le, la, lb, lc, ld, x[13], 0x8f1bbcdcU, 9);
    RMD_STEP(F3, ld, le, la, lb, lc, x[3], 0x8f1bbcdcU, 14);
    RMD_STEP(F3, lc, ld, le, la, lb, x[7], 0x8f1bbcdcU, 5);
    RMD_STEP(F3, lb, lc, ld, le, la, x[15], 0x8f1bbcdcU, 6);
    RMD_STEP(F3, la, lb, lc, ld, le, x[14], 0x8f1bbcdcU, 8);
    RMD_STEP(F3, le, la, lb, lc, ld, x[5], 0x8f1bbcdcU, 6);
    RMD_STEP(F3, ld, le, la, lb, lc, x[6], 0x8f1bbcdcU, 5);
    RMD_STEP(F3, lc, ld, le, la, lb, x[2], 0x8f1bbcdcU, 12);
    RMD_STEP(F4, lb, lc, ld, le, la, x[4], 0xa953fd4eU, 9);
    RMD_STEP(F4, la, lb, lc, ld, le, x[0], 0xa953fd4eU, 15);
    RMD_STEP(F4, le, la, lb, lc, ld, x[5], 0xa953fd4eU, 5);
    RMD_STEP(F4, ld, le, la, lb, lc, x[9], 0xa953fd4eU, 11);
    RMD_STEP(F4, lc, ld, le, la, lb, x[7], 0xa953fd4eU, 6);
    RMD_STEP(F4, lb, lc, ld, le, la, x[12], 0xa953fd4eU, 8);
    RMD_STEP(F4, la, lb, lc, ld, le, x[2], 0xa953fd4eU, 13);
    RMD_STEP(F4, le, la, lb, lc, ld, x[10], 0xa953fd4eU, 12);
    RMD_STEP(F4, ld, le, la, lb, lc, x[14], 0xa953fd4eU, 5);
    RMD_STEP(F4, lc, ld, le, la, lb, x[1], 0xa953fd4eU, 12);
    RMD_STEP(F4, lb, lc, ld, le, la, x[3], 0xa953fd4eU, 13);
    RMD_STEP(F4, la, lb, lc, ld, le, x[8], 0xa953fd4eU, 14);
    RMD_STEP(F4, le, la, lb, lc, ld, x[11], 0xa953fd4eU, 11);
    RMD_STEP(F4, ld, le, la, lb, lc, x[6], 0xa953fd4eU, 8);
    RMD_STEP(F4, lc, ld, le, la, lb, x[15], 0xa953fd4eU, 5);
    RMD_STEP(F4, lb, lc, ld, le, la, x[13], 0xa953fd4eU, 6);
    RMD_STEP(F4, ra, rb, rc, rd, re, x[5], 0x50a28be6U, 8);
    RMD_STEP(F4, re, ra, rb, rc, rd, x[14], 0x50a28be6U, 9);
    RMD_STEP(F4, rd, re, ra, rb, rc, x[7], 0x50a28be6U, 9);
    RMD_STEP(F4, rc, rd, re, ra, rb, x[0], 0x50a28be6U, 11);
    RMD_STEP(F4, rb, rc, rd, re, ra, x[9], 0x50a28be6U, 13);
    RMD_STEP(F4, ra, rb, rc, rd, re, x[2], 0x50a28be6U, 15);
    RMD_STEP(F4, re, ra, rb, rc, rd, x[11], 0x50a28be6U, 15);
    RMD_STEP(F4, rd, re, ra, rb, rc, x[4], 0x50a28be6U, 5);
    RMD_STEP(F4, rc, rd, re, ra, rb, x[13], 0x50a28be6U, 7);
    RMD_STEP(F4, rb, rc, rd, re, ra, x[6], 0x50a28be6U, 7);
    RMD_STEP(F4, ra, rb, rc, rd, re, x[15], 0x50a28be6U, 8);
    RMD_STEP(F4, re, ra, rb, rc, rd, x[8], 0x50a28be6U, 11);
    RMD_STEP(F4, rd, re, ra, rb, rc, x[1], 0x50a28be6U, 14);
    RMD_STEP(F4, rc, rd, re, ra, rb, x[10], 0x50a28be6U, 14);
    RMD_STEP(F4, rb, rc, rd, re, ra, x[3], 0x50a28be6U, 12);
    RMD_STEP(F4, ra, rb, rc, rd, re, x[12], 0x50a28be6U, 6);
    RMD_STEP(F3, re, ra, rb, rc, rd, x[6], 0x5c4dd124U, 9);
    RMD_STEP(F3, rd, re, ra, rb, rc, x[11], 0x5c4dd124U, 13);
    RMD_STEP(F3, rc, rd, re, ra, rb, x[3], 0x5c4dd124U, 15);
    RMD_STEP(F3, rb, rc, rd, re, ra, x[7], 0x5c4dd124U, 7);
    RMD_STEP(F3, ra, rb, rc, rd, re, x[0], 0x5c4dd124U, 12);
    RMD_STEP(F3, re, ra, rb, rc, rd, x[13], 0x5c4dd124U, 8);
    RMD_STEP(F3, rd, re, ra, rb, rc, x[5], 0x5c4dd124U, 9);
    RMD_STEP(F3, rc, rd, re, ra, rb, x[10], 0x5c4dd124U, 11);
    RMD_STEP(F3, rb, rc, rd, re, ra, x[14], 0x5c4dd124U, 7);
    RMD_STEP(F3, ra, rb, rc, rd, re, x[15], 0x5c4dd124U, 7);
    RMD_STEP(F3, re, ra, rb, rc, rd, x[8], 0x5c4dd124U, 12);
    RMD_STEP(F3, rd, re, ra, rb, rc, x[12], 0x5c4dd124U, 7);
    RMD_STEP(F3, rc, rd, re, ra, rb, x[4], 0x5c4dd124U, 6);
    RMD_STEP(F3, rb, rc, rd, re, ra, x[9], 0x5c4dd124U, 15);
    RMD_STEP(F3, ra, rb, rc, rd, re, x[1], 0x5c4dd124U, 13);
    RMD_STEP(F3, re, ra, rb, rc, rd, x[2], 0x5c4dd124U, 11);
    RMD_STEP(F2, rd, re, ra, rb, rc, x[15], 0x6d703ef3U, 9);
    RMD_STEP(F2, rc, rd, re, ra, rb, x[5], 0x6d703ef3U, 7);
    RMD_STEP(F2, rb, rc, rd, re, ra, x[1], 0x6d703ef3U, 15);
    RMD_STEP(F2, ra, rb, rc, rd, re, x[3], 0x6d703ef3U, 11);
    RMD_STEP(F2, re, ra, rb, rc, rd, x[7], 0x6d703ef3U, 8);
    RMD_STEP(F2, rd, re, ra, rb, rc, x[14], 0x6d703ef3U, 6);
    RMD_STEP(F2, rc, rd, re, ra, rb, x[6], 0x6d703ef3U, 6);
    RMD_STEP(F2, rb, rc, rd, re, ra, x[9], 0x6d703ef3U, 14);
    RMD_STEP(F2, ra, rb, rc, rd, re, x[11], 0x6d703ef3U, 12);
    RMD_STEP(F2, re, ra, rb, rc, rd, x[8], 0x6d703ef3U, 13);
    RMD_STEP(F2, rd, re, ra, rb, rc, x[12], 0x6d703ef3U, 5);
    RMD_STEP(F2, rc, rd, re, ra, rb, x[2], 0x6d703ef3U, 14);
    RMD_STEP(F2, rb, rc, rd, re, ra, x[10], 0x6d703ef3U, 13);
    RMD_STEP(F2, ra, rb, rc, rd, re, x[0], 0x6d703ef3U, 13);
    RMD_STEP(F2, re, ra, rb, rc, rd, x[4], 0x6d703ef3U, 7);
    RMD_STEP(F2, rd, re, ra, rb, rc, x[13], 0x6d703ef3U, 5);
    RMD_STEP(F1, rc, rd, re, ra, rb, x[8], 0x7a6d76e9U, 15);
    RMD_STEP(F1, rb, rc, rd, re, ra, x[6], 0x7a6d76e9U, 5);
    RMD_STEP(F1, ra, rb, rc, rd, re, x[4], 0x7a6d76e9U, 8);
    RMD_STEP(F1, re, ra, rb, rc, rd, x[1], 0x7a6d76e9U, 11);
    RMD_STEP(F1, rd, re, ra, rb, rc, x[3], 0x7a6d76e9U, 14);
    RMD_STEP(F1, rc, rd, re, ra, rb, x[11], 0x7a6d76e9U, 14);
    RMD_STEP(F1, rb, rc, rd, re, ra, x[15], 0x7a6d76e9U, 6);
    RMD_STEP(F1, ra, rb, rc, rd, re, x[0], 0x7a6d76e9U, 14);
    RMD_STEP(F1, re, ra, rb, rc, rd, x[5], 0x7a6d76e9U, 6);
    RMD_STEP(F1, rd, re, ra, rb, rc, x[12], 0x7a6d76e9U, 9);
    RMD_STEP(F1, rc, rd, re, ra, rb, x[2], 0x7a6d76e9U, 12);
    RMD_STEP(F1, rb, rc, rd, re, ra, x[13], 0x7a6d76e9U, 9);
    RMD_STEP(F1, ra, rb, rc, rd, re, x[9], 0x7a6d76e9U, 12);
    RMD_STEP(F1, re, ra, rb, rc, rd, x[7], 0x7a6d76e9U, 5);
    RMD_STEP(F1, rd, re, ra, rb, rc, x[10], 0x7a6d76e9U, 15);
    RMD_STEP(F1, rc, rd, re, ra, rb, x[14], 0x7a6d76e9U, 8);
    RMD_STEP(F0, rb, rc, rd, re, ra, x[12], 0x00000000U, 8);
    RMD_STEP(F0, ra, rb, rc, rd, re, x[15], 0x00000000U, 5);
    RMD_STEP(F0, re, ra, rb, rc, rd, x[10], 0x00000000U, 12);
    RMD_STEP(F0, rd, re, ra, rb, rc, x[4], 0x00000000U, 9);
    RMD_STEP(F0, rc, rd, re, ra, rb, x[1], 0x00000000U, 12);
    RMD_STEP(F0, rb, rc, rd, re, ra, x[5], 0x00000000U, 5);
    RMD_STEP(F0, ra, rb, rc, rd, re, x[8], 0x00000000U, 14);
    RMD_STEP(F0, re, ra, rb, rc, rd, x[7], 0x00000000U, 6);
    RMD_STEP(F0, rd, re, ra, rb, rc, x[6], 0x00000000U, 8);
    RMD_STEP(F0, rc, rd, re, ra, rb, x[2], 0x00000000U, 13);
    RMD_STEP(F0, rb, rc, rd, re, ra, x[13], 0x00000000U, 6);
    RMD_STEP(F0, ra, rb, rc, rd, re, x[14], 0x00000000U, 5);
    RMD_STEP(F0, re, ra, rb, rc, rd, x[0], 0x00000000U, 15);
    RMD_STEP(F0, rd, re, ra, rb, rc, x[3], 0x00000000U, 13);
    RMD_STEP(F0, rc, rd, re, ra, rb, x[9], 0x00000000U, 11);
    RMD_STEP(F0, rb, rc, rd, re, ra, x[11], 0x00000000U, 11);
    /* after 80 steps the names are back: (la..le) hold v[0..4] */
    t = ctx->state[1] + lc + rd;
    ctx->state[1] = ctx->state[2] + ld + re;
    ctx->state[2] = ctx->state[3] + le + ra;
    ctx->state[3] = ctx->state[4] + la + rb;
    ctx->state[4] = ctx->state[0] + lb + rc;
    ctx->state[0] = t;
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
    rb_digest_define_algorithm("RMD160", &rmd160_meta);
}
