/* sha2.c - Digest::SHA256, SHA384 and SHA512 of FIPS 180-2. */
#include "digest.h"
#include "x86_sha.h"

/* the first 32 (64) bits of the fractional parts of the cube roots of the
   first 64 (80) primes, and of the square roots for the initial values */
static const uint32_t K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
    0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
    0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
    0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};
static const uint32_t H256[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
static const uint64_t K512[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL,
    0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
    0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
    0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL,
    0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
    0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL,
    0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL,
    0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL,
    0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL,
    0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
    0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL,
    0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
    0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
    0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL,
    0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL,
    0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
    0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
    0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL,
    0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
    0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};
static const uint64_t H512[8] = { 0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL };
static const uint64_t H384[8] = { 0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL, 0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL };

typedef struct {
    uint32_t state[8];
    uint64_t count;
    unsigned char buf[64];
} sha256_ctx;

typedef struct {
    uint64_t state[8];
    uint64_t count;
    unsigned char buf[128];
} sha512_ctx;

static void
sha256_init(void *p)
{
    sha256_ctx *c = p;
    memcpy(c->state, H256, sizeof(H256));
    c->count = 0;
}

/* one step with the eight working variables named in their current roles
   (the caller rotates the names, nothing moves) */
#define SHA2_STEP(ROTR, s1a, s1b, s1c, s0a, s0b, s0c, K, a, b, c, d, e, f, g, h, i) do { \
        t1 = h + (ROTR(e, s1a) ^ ROTR(e, s1b) ^ ROTR(e, s1c)) + (g ^ (e & (f ^ g))) + K[i] + w[i]; \
        t2 = (ROTR(a, s0a) ^ ROTR(a, s0b) ^ ROTR(a, s0c)) + ((a & b) | (c & (a | b))); \
        d += t1; \
        h = t1 + t2; \
    } while (0)

/* eight steps: the names back where they started */
#define SHA2_EIGHT(S, i) do { \
        S(a, b, c, d, e, f, g, h, (i)); S(h, a, b, c, d, e, f, g, (i) + 1); \
        S(g, h, a, b, c, d, e, f, (i) + 2); S(f, g, h, a, b, c, d, e, (i) + 3); \
        S(e, f, g, h, a, b, c, d, (i) + 4); S(d, e, f, g, h, a, b, c, (i) + 5); \
        S(c, d, e, f, g, h, a, b, (i) + 6); S(b, c, d, e, f, g, h, a, (i) + 7); \
    } while (0)

#define SHA256_STEP(a, b, c, d, e, f, g, h, i) \
    SHA2_STEP(RB_DIGEST_ROTR32, 6, 11, 25, 2, 13, 22, K256, a, b, c, d, e, f, g, h, i)

static void
sha256_block_c(sha256_ctx *ctx, const unsigned char *block)
{
    uint32_t w[64], s0, s1, t1, t2;
    uint32_t a = ctx->state[0], b = ctx->state[1], c = ctx->state[2], d = ctx->state[3],
             e = ctx->state[4], f = ctx->state[5], g = ctx->state[6], h = ctx->state[7];
    int i;

    for (i = 0; i < 16; i++) w[i] = RB_DIGEST_LOAD32_BE(block + 4 * i);
    for (; i < 64; i++) {
        s0 = RB_DIGEST_ROTR32(w[i - 15], 7) ^ RB_DIGEST_ROTR32(w[i - 15], 18) ^ (w[i - 15] >> 3);
        s1 = RB_DIGEST_ROTR32(w[i - 2], 17) ^ RB_DIGEST_ROTR32(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    for (i = 0; i < 64; i += 8) SHA2_EIGHT(SHA256_STEP, i);
    ctx->state[0] += a; ctx->state[1] += b; ctx->state[2] += c; ctx->state[3] += d;
    ctx->state[4] += e; ctx->state[5] += f; ctx->state[6] += g; ctx->state[7] += h;
}

#if RB_DIGEST_X86_SHA
/* step group g (4 steps, g = 0..15) on message words m[g % 4], two
   SHA256RNDS2 of two steps each; the schedule's later groups are made
   along the way: SHA256MSG1 for group g+3, the add and SHA256MSG2
   finishing g+1 */
#define SHA256_NI_GROUP(g) do { \
        __m128i k = _mm_add_epi32(m[(g) % 4], _mm_loadu_si128((const __m128i *)(K256 + 4 * (g)))); \
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, k); \
        if ((g) >= 3 && (g) <= 14) { \
            __m128i t = _mm_alignr_epi8(m[(g) % 4], m[((g) + 3) % 4], 4); \
            m[((g) + 1) % 4] = _mm_add_epi32(m[((g) + 1) % 4], t); \
            m[((g) + 1) % 4] = _mm_sha256msg2_epu32(m[((g) + 1) % 4], m[(g) % 4]); \
        } \
        abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(k, 0x0E)); \
        if ((g) >= 1 && (g) <= 12) m[((g) + 3) % 4] = _mm_sha256msg1_epu32(m[((g) + 3) % 4], m[(g) % 4]); \
    } while (0)

RB_DIGEST_SHA_TARGET static void
sha256_block_ni(sha256_ctx *c, const unsigned char *block)
{
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i abef, cdgh, abef_save, cdgh_save, t, m[4];
    int i;

    /* the state as the instructions want it: ABEF and CDGH */
    t = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)c->state), 0xB1);
    cdgh = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(c->state + 4)), 0x1B);
    abef = _mm_alignr_epi8(t, cdgh, 8);
    cdgh = _mm_blend_epi16(cdgh, t, 0xF0);
    abef_save = abef;
    cdgh_save = cdgh;
    for (i = 0; i < 4; i++)
        m[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * i)), mask);
    SHA256_NI_GROUP(0);  SHA256_NI_GROUP(1);  SHA256_NI_GROUP(2);  SHA256_NI_GROUP(3);
    SHA256_NI_GROUP(4);  SHA256_NI_GROUP(5);  SHA256_NI_GROUP(6);  SHA256_NI_GROUP(7);
    SHA256_NI_GROUP(8);  SHA256_NI_GROUP(9);  SHA256_NI_GROUP(10); SHA256_NI_GROUP(11);
    SHA256_NI_GROUP(12); SHA256_NI_GROUP(13); SHA256_NI_GROUP(14); SHA256_NI_GROUP(15);
    abef = _mm_add_epi32(abef, abef_save);
    cdgh = _mm_add_epi32(cdgh, cdgh_save);
    t = _mm_shuffle_epi32(abef, 0x1B);
    cdgh = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)c->state, _mm_blend_epi16(t, cdgh, 0xF0));
    _mm_storeu_si128((__m128i *)(c->state + 4), _mm_alignr_epi8(cdgh, t, 8));
}
#endif

static void
sha256_block(void *p, const unsigned char *block)
{
#if RB_DIGEST_X86_SHA
    if (rb_digest_have_x86_sha()) {
        sha256_block_ni(p, block);
        return;
    }
#endif
    sha256_block_c(p, block);
}

static void
sha256_update(void *p, const unsigned char *data, size_t len)
{
    sha256_ctx *c = p;
    rb_digest_blocks_update(c, c->buf, 64, &c->count, sha256_block, data, len);
}

static void
sha256_finish(void *p, unsigned char *out)
{
    sha256_ctx *c = p;
    int i;

    rb_digest_blocks_pad(c, c->buf, 64, &c->count, sha256_block, 8, 1);
    for (i = 0; i < 8; i++) rb_digest_store32_be(out + 4 * i, c->state[i]);
}

static void
sha512_init(void *p)
{
    sha512_ctx *c = p;
    memcpy(c->state, H512, sizeof(H512));
    c->count = 0;
}

static void
sha384_init(void *p)
{
    sha512_ctx *c = p;
    memcpy(c->state, H384, sizeof(H384));
    c->count = 0;
}

static uint64_t
load64_be(const unsigned char *p)
{
    return ((uint64_t)RB_DIGEST_LOAD32_BE(p) << 32) | RB_DIGEST_LOAD32_BE(p + 4);
}

#define SHA512_STEP(a, b, c, d, e, f, g, h, i) \
    SHA2_STEP(RB_DIGEST_ROTR64, 14, 18, 41, 28, 34, 39, K512, a, b, c, d, e, f, g, h, i)

static void
sha512_block(void *p, const unsigned char *block)
{
    sha512_ctx *ctx = p;
    uint64_t w[80], s0, s1, t1, t2;
    uint64_t a = ctx->state[0], b = ctx->state[1], c = ctx->state[2], d = ctx->state[3],
             e = ctx->state[4], f = ctx->state[5], g = ctx->state[6], h = ctx->state[7];
    int i;

    for (i = 0; i < 16; i++) w[i] = load64_be(block + 8 * i);
    for (; i < 80; i++) {
        s0 = RB_DIGEST_ROTR64(w[i - 15], 1) ^ RB_DIGEST_ROTR64(w[i - 15], 8) ^ (w[i - 15] >> 7);
        s1 = RB_DIGEST_ROTR64(w[i - 2], 19) ^ RB_DIGEST_ROTR64(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    for (i = 0; i < 80; i += 8) SHA2_EIGHT(SHA512_STEP, i);
    ctx->state[0] += a; ctx->state[1] += b; ctx->state[2] += c; ctx->state[3] += d;
    ctx->state[4] += e; ctx->state[5] += f; ctx->state[6] += g; ctx->state[7] += h;
}

static void
sha512_update(void *p, const unsigned char *data, size_t len)
{
    sha512_ctx *c = p;
    rb_digest_blocks_update(c, c->buf, 128, &c->count, sha512_block, data, len);
}

/* SHA-384 is SHA-512 from other initial values, cut to 48 bytes */
static void
sha512_output(sha512_ctx *c, unsigned char *out, int words)
{
    int i;

    rb_digest_blocks_pad(c, c->buf, 128, &c->count, sha512_block, 16, 1);
    for (i = 0; i < words; i++) {
        rb_digest_store32_be(out + 8 * i, (uint32_t)(c->state[i] >> 32));
        rb_digest_store32_be(out + 8 * i + 4, (uint32_t)c->state[i]);
    }
}

static void
sha512_finish(void *p, unsigned char *out)
{
    sha512_output(p, out, 8);
}

static void
sha384_finish(void *p, unsigned char *out)
{
    sha512_output(p, out, 6);
}

static const rb_digest_metadata_t sha256_meta = {
    32, 64, sizeof(sha256_ctx), sha256_init, sha256_update, sha256_finish
};
static const rb_digest_metadata_t sha384_meta = {
    48, 128, sizeof(sha512_ctx), sha384_init, sha512_update, sha384_finish
};
static const rb_digest_metadata_t sha512_meta = {
    64, 128, sizeof(sha512_ctx), sha512_init, sha512_update, sha512_finish
};

void
Init_sha2(void)
{
    rb_digest_define_algorithm("SHA256", &sha256_meta);
    rb_digest_define_algorithm("SHA384", &sha384_meta);
    rb_digest_define_algorithm("SHA512", &sha512_meta);
}
