/* sha1.c - Digest::SHA1, the SHA-1 message digest of FIPS 180-2. */
#include "digest.h"
#include "x86_sha.h"

typedef struct {
    uint32_t state[5];
    uint64_t count;
    unsigned char buf[64];
} sha1_ctx;

static void
sha1_init(void *p)
{
    sha1_ctx *c = p;
    c->state[0] = 0x67452301;
    c->state[1] = 0xefcdab89;
    c->state[2] = 0x98badcfe;
    c->state[3] = 0x10325476;
    c->state[4] = 0xc3d2e1f0;
    c->count = 0;
}

/* the four rounds of 20 steps, each its own loop (no test per step) */
#define SHA1_STEP(f, k) do { \
        t = RB_DIGEST_ROTL32(a, 5) + (f) + e + (k) + w[i]; \
        e = d; d = cc; cc = RB_DIGEST_ROTL32(b, 30); b = a; a = t; \
    } while (0)

static void
sha1_block_c(sha1_ctx *c, const unsigned char *block)
{
    uint32_t w[80], a = c->state[0], b = c->state[1], cc = c->state[2], d = c->state[3],
             e = c->state[4], t;
    int i;

    for (i = 0; i < 16; i++) w[i] = RB_DIGEST_LOAD32_BE(block + 4 * i);
    for (; i < 80; i++) {
        t = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
        w[i] = RB_DIGEST_ROTL32(t, 1);
    }
    for (i = 0; i < 20; i++) SHA1_STEP(d ^ (b & (cc ^ d)), 0x5a827999);
    for (; i < 40; i++) SHA1_STEP(b ^ cc ^ d, 0x6ed9eba1);
    for (; i < 60; i++) SHA1_STEP((b & cc) | (d & (b | cc)), 0x8f1bbcdc);
    for (; i < 80; i++) SHA1_STEP(b ^ cc ^ d, 0xca62c1d6);
    c->state[0] += a;
    c->state[1] += b;
    c->state[2] += cc;
    c->state[3] += d;
    c->state[4] += e;
}

#if RB_DIGEST_X86_SHA
/* step group g (4 steps, g = 0..19) on message words m[g % 4]; the
   schedule's later groups are made along the way: SHA1MSG1 for group g+3,
   the XOR for g+2, SHA1MSG2 finishing g+1 */
#define SHA1_NI_GROUP(g, ein, eout) do { \
        if ((g) == 0) ein = _mm_add_epi32(ein, m[0]); \
        else ein = _mm_sha1nexte_epu32(ein, m[(g) % 4]); \
        eout = abcd; \
        if ((g) >= 3 && (g) <= 18) m[((g) + 1) % 4] = _mm_sha1msg2_epu32(m[((g) + 1) % 4], m[(g) % 4]); \
        abcd = _mm_sha1rnds4_epu32(abcd, ein, (g) / 5); \
        if ((g) >= 1 && (g) <= 16) m[((g) + 3) % 4] = _mm_sha1msg1_epu32(m[((g) + 3) % 4], m[(g) % 4]); \
        if ((g) >= 2 && (g) <= 17) m[((g) + 2) % 4] = _mm_xor_si128(m[((g) + 2) % 4], m[(g) % 4]); \
    } while (0)

RB_DIGEST_SHA_TARGET static void
sha1_block_ni(sha1_ctx *c, const unsigned char *block)
{
    const __m128i mask = _mm_set_epi64x(0x0001020304050607ULL, 0x08090a0b0c0d0e0fULL);
    __m128i abcd, abcd_save, e0, e0_save, e1, m[4];
    int i;

    abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)c->state), 0x1B);
    e0 = _mm_set_epi32((int)c->state[4], 0, 0, 0);
    abcd_save = abcd;
    e0_save = e0;
    for (i = 0; i < 4; i++)
        m[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * i)), mask);
    SHA1_NI_GROUP(0, e0, e1);   SHA1_NI_GROUP(1, e1, e0);
    SHA1_NI_GROUP(2, e0, e1);   SHA1_NI_GROUP(3, e1, e0);
    SHA1_NI_GROUP(4, e0, e1);   SHA1_NI_GROUP(5, e1, e0);
    SHA1_NI_GROUP(6, e0, e1);   SHA1_NI_GROUP(7, e1, e0);
    SHA1_NI_GROUP(8, e0, e1);   SHA1_NI_GROUP(9, e1, e0);
    SHA1_NI_GROUP(10, e0, e1);  SHA1_NI_GROUP(11, e1, e0);
    SHA1_NI_GROUP(12, e0, e1);  SHA1_NI_GROUP(13, e1, e0);
    SHA1_NI_GROUP(14, e0, e1);  SHA1_NI_GROUP(15, e1, e0);
    SHA1_NI_GROUP(16, e0, e1);  SHA1_NI_GROUP(17, e1, e0);
    SHA1_NI_GROUP(18, e0, e1);  SHA1_NI_GROUP(19, e1, e0);
    e0 = _mm_sha1nexte_epu32(e0, e0_save);
    abcd = _mm_add_epi32(abcd, abcd_save);
    _mm_storeu_si128((__m128i *)c->state, _mm_shuffle_epi32(abcd, 0x1B));
    c->state[4] = (uint32_t)_mm_extract_epi32(e0, 3);
}
#endif

static void
sha1_block(void *p, const unsigned char *block)
{
#if RB_DIGEST_X86_SHA
    if (rb_digest_have_x86_sha()) {
        sha1_block_ni(p, block);
        return;
    }
#endif
    sha1_block_c(p, block);
}

static void
sha1_update(void *p, const unsigned char *data, size_t len)
{
    sha1_ctx *c = p;
    rb_digest_blocks_update(c, c->buf, 64, &c->count, sha1_block, data, len);
}

static void
sha1_finish(void *p, unsigned char *out)
{
    sha1_ctx *c = p;
    int i;

    rb_digest_blocks_pad(c, c->buf, 64, &c->count, sha1_block, 8, 1);
    for (i = 0; i < 5; i++) rb_digest_store32_be(out + 4 * i, c->state[i]);
}

static const rb_digest_metadata_t sha1_meta = {
    20, 64, sizeof(sha1_ctx), sha1_init, sha1_update, sha1_finish
};

void
Init_sha1(void)
{
    rb_digest_define_algorithm("SHA1", &sha1_meta);
}
