/* md5.c - Digest::MD5, the MD5 message digest of RFC 1321. */
#include "digest.h"

typedef struct {
    uint32_t state[4];
    uint64_t count;
    unsigned char buf[64];
} md5_ctx;

/* T[i] = floor(2^32 * |sin(i + 1)|) (RFC 1321 3.4) */
static const uint32_t T[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee,
    0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
    0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
    0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
    0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05,
    0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039,
    0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
    0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};

/* the four auxiliary functions of RFC 1321 3.4, in equivalent forms with
   fewer operations */
#define F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define G(x, y, z) ((y) ^ ((z) & ((x) ^ (y))))
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))

/* a = b + ((a + f(b, c, d) + X[k] + T[i]) <<< s) */
#define STEP(f, a, b, c, d, xk, ti, s) \
    do { (a) += f((b), (c), (d)) + (xk) + (ti); (a) = RB_DIGEST_ROTL32((a), (s)) + (b); } while (0)

static void
md5_init(void *p)
{
    md5_ctx *c = p;
    c->state[0] = 0x67452301;
    c->state[1] = 0xefcdab89;
    c->state[2] = 0x98badcfe;
    c->state[3] = 0x10325476;
    c->count = 0;
}

/* the four rounds, four steps at a time; round r takes word (m * i + k) & 15 */
static void
md5_block(void *p, const unsigned char *block)
{
    md5_ctx *c = p;
    uint32_t x[16], a = c->state[0], b = c->state[1], cc = c->state[2], d = c->state[3];
    int i;

    for (i = 0; i < 16; i++) x[i] = RB_DIGEST_LOAD32_LE(block + 4 * i);
    for (i = 0; i < 16; i += 4) {
        STEP(F, a, b, cc, d, x[i], T[i], 7);
        STEP(F, d, a, b, cc, x[i + 1], T[i + 1], 12);
        STEP(F, cc, d, a, b, x[i + 2], T[i + 2], 17);
        STEP(F, b, cc, d, a, x[i + 3], T[i + 3], 22);
    }
    for (i = 16; i < 32; i += 4) {
        STEP(G, a, b, cc, d, x[(5 * i + 1) & 15], T[i], 5);
        STEP(G, d, a, b, cc, x[(5 * i + 6) & 15], T[i + 1], 9);
        STEP(G, cc, d, a, b, x[(5 * i + 11) & 15], T[i + 2], 14);
        STEP(G, b, cc, d, a, x[(5 * i + 16) & 15], T[i + 3], 20);
    }
    for (i = 32; i < 48; i += 4) {
        STEP(H, a, b, cc, d, x[(3 * i + 5) & 15], T[i], 4);
        STEP(H, d, a, b, cc, x[(3 * i + 8) & 15], T[i + 1], 11);
        STEP(H, cc, d, a, b, x[(3 * i + 11) & 15], T[i + 2], 16);
        STEP(H, b, cc, d, a, x[(3 * i + 14) & 15], T[i + 3], 23);
    }
    for (i = 48; i < 64; i += 4) {
        STEP(I, a, b, cc, d, x[(7 * i) & 15], T[i], 6);
        STEP(I, d, a, b, cc, x[(7 * i + 7) & 15], T[i + 1], 10);
        STEP(I, cc, d, a, b, x[(7 * i + 14) & 15], T[i + 2], 15);
        STEP(I, b, cc, d, a, x[(7 * i + 21) & 15], T[i + 3], 21);
    }
    c->state[0] += a;
    c->state[1] += b;
    c->state[2] += cc;
    c->state[3] += d;
}

static void
md5_update(void *p, const unsigned char *data, size_t len)
{
    md5_ctx *c = p;
    rb_digest_blocks_update(c, c->buf, 64, &c->count, md5_block, data, len);
}

static void
md5_finish(void *p, unsigned char *out)
{
    md5_ctx *c = p;
    int i;

    rb_digest_blocks_pad(c, c->buf, 64, &c->count, md5_block, 8, 0);
    for (i = 0; i < 4; i++) rb_digest_store32_le(out + 4 * i, c->state[i]);
}

static const rb_digest_metadata_t md5_meta = {
    16, 64, sizeof(md5_ctx), md5_init, md5_update, md5_finish
};

void
Init_md5(void)
{
    rb_digest_define_algorithm("MD5", &md5_meta);
}
