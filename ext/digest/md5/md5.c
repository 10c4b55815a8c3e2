/* md5.c - Digest::MD5, the MD5 message digest of RFC 1321. */
#include "digest.h"

typedef struct {
    uint32_t state[4];
    uint64_t count;
    unsigned char buf[64];
} md5_ctx;

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

/* the block's 16 little-endian words: one copy on little-endian hosts */
static inline void
md5_load(uint32_t *x, const unsigned char *block)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(x, block, 64);
#else
    int i;
    for (i = 0; i < 16; i++) x[i] = RB_DIGEST_LOAD32_LE(block + 4 * i);
#endif
}

/* the 64 steps written out with constant word indexes, shifts and
   T[i] = floor(2^32 * |sin(i + 1)|) (RFC 1321 3.4), so everything stays in
   registers (a loop over i cost about 50% more instructions per block);
   round r takes word (m * i + k) & 15 */
static void
md5_block(void *p, const unsigned char *block)
{
    md5_ctx *c = p;
    uint32_t x[16], a = c->state[0], b = c->state[1], cc = c->state[2], d = c->state[3];

    md5_load(x, block);
    STEP(F, a, b, cc, d, x[0], 0xd76aa478U, 7);
    STEP(F, d, a, b, cc, x[1], 0xe8c7b756U, 12);
    STEP(F, cc, d, a, b, x[2], 0x242070dbU, 17);
    STEP(F, b, cc, d, a, x[3], 0xc1bdceeeU, 22);
    STEP(F, a, b, cc, d, x[4], 0xf57c0fafU, 7);
    STEP(F, d, a, b, cc, x[5], 0x4787c62aU, 12);
    STEP(F, cc, d, a, b, x[6], 0xa8304613U, 17);
    STEP(F, b, cc, d, a, x[7], 0xfd469501U, 22);
    STEP(F, a, b, cc, d, x[8], 0x698098d8U, 7);
    STEP(F, d, a, b, cc, x[9], 0x8b44f7afU, 12);
    STEP(F, cc, d, a, b, x[10], 0xffff5bb1U, 17);
    STEP(F, b, cc, d, a, x[11], 0x895cd7beU, 22);
    STEP(F, a, b, cc, d, x[12], 0x6b901122U, 7);
    STEP(F, d, a, b, cc, x[13], 0xfd987193U, 12);
    STEP(F, cc, d, a, b, x[14], 0xa679438eU, 17);
    STEP(F, b, cc, d, a, x[15], 0x49b40821U, 22);
    STEP(G, a, b, cc, d, x[1], 0xf61e2562U, 5);
    STEP(G, d, a, b, cc, x[6], 0xc040b340U, 9);
    STEP(G, cc, d, a, b, x[11], 0x265e5a51U, 14);
    STEP(G, b, cc, d, a, x[0], 0xe9b6c7aaU, 20);
    STEP(G, a, b, cc, d, x[5], 0xd62f105dU, 5);
    STEP(G, d, a, b, cc, x[10], 0x02441453U, 9);
    STEP(G, cc, d, a, b, x[15], 0xd8a1e681U, 14);
    STEP(G, b, cc, d, a, x[4], 0xe7d3fbc8U, 20);
    STEP(G, a, b, cc, d, x[9], 0x21e1cde6U, 5);
    STEP(G, d, a, b, cc, x[14], 0xc33707d6U, 9);
    STEP(G, cc, d, a, b, x[3], 0xf4d50d87U, 14);
    STEP(G, b, cc, d, a, x[8], 0x455a14edU, 20);
    STEP(G, a, b, cc, d, x[13], 0xa9e3e905U, 5);
    STEP(G, d, a, b, cc, x[2], 0xfcefa3f8U, 9);
    STEP(G, cc, d, a, b, x[7], 0x676f02d9U, 14);
    STEP(G, b, cc, d, a, x[12], 0x8d2a4c8aU, 20);
    STEP(H, a, b, cc, d, x[5], 0xfffa3942U, 4);
    STEP(H, d, a, b, cc, x[8], 0x8771f681U, 11);
    STEP(H, cc, d, a, b, x[11], 0x6d9d6122U, 16);
    STEP(H, b, cc, d, a, x[14], 0xfde5380cU, 23);
    STEP(H, a, b, cc, d, x[1], 0xa4beea44U, 4);
    STEP(H, d, a, b, cc, x[4], 0x4bdecfa9U, 11);
    STEP(H, cc, d, a, b, x[7], 0xf6bb4b60U, 16);
    STEP(H, b, cc, d, a, x[10], 0xbebfbc70U, 23);
    STEP(H, a, b, cc, d, x[13], 0x289b7ec6U, 4);
    STEP(H, d, a, b, cc, x[0], 0xeaa127faU, 11);
    STEP(H, cc, d, a, b, x[3], 0xd4ef3085U, 16);
    STEP(H, b, cc, d, a, x[6], 0x04881d05U, 23);
    STEP(H, a, b, cc, d, x[9], 0xd9d4d039U, 4);
    STEP(H, d, a, b, cc, x[12], 0xe6db99e5U, 11);
    STEP(H, cc, d, a, b, x[15], 0x1fa27cf8U, 16);
    STEP(H, b, cc, d, a, x[2], 0xc4ac5665U, 23);
    STEP(I, a, b, cc, d, x[0], 0xf4292244U, 6);
    STEP(I, d, a, b, cc, x[7], 0x432aff97U, 10);
    STEP(I, cc, d, a, b, x[14], 0xab9423a7U, 15);
    STEP(I, b, cc, d, a, x[5], 0xfc93a039U, 21);
    STEP(I, a, b, cc, d, x[12], 0x655b59c3U, 6);
    STEP(I, d, a, b, cc, x[3], 0x8f0ccc92U, 10);
    STEP(I, cc, d, a, b, x[10], 0xffeff47dU, 15);
    STEP(I, b, cc, d, a, x[1], 0x85845dd1U, 21);
    STEP(I, a, b, cc, d, x[8], 0x6fa87e4fU, 6);
    STEP(I, d, a, b, cc, x[15], 0xfe2ce6e0U, 10);
    STEP(I, cc, d, a, b, x[6], 0xa3014314U, 15);
    STEP(I, b, cc, d, a, x[13], 0x4e0811a1U, 21);
    STEP(I, a, b, cc, d, x[4], 0xf7537e82U, 6);
    STEP(I, d, a, b, cc, x[11], 0xbd3af235U, 10);
    STEP(I, cc, d, a, b, x[2], 0x2ad7d2bbU, 15);
    STEP(I, b, cc, d, a, x[9], 0xeb86d391U, 21);
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
