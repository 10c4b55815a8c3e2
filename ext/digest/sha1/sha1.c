/* sha1.c - Digest::SHA1, the SHA-1 message digest of FIPS 180-2. */
#include "digest.h"

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

static void
sha1_block(void *p, const unsigned char *block)
{
    sha1_ctx *c = p;
    uint32_t w[80], a = c->state[0], b = c->state[1], cc = c->state[2], d = c->state[3],
             e = c->state[4], f, k, t;
    int i;

    for (i = 0; i < 16; i++) w[i] = RB_DIGEST_LOAD32_BE(block + 4 * i);
    for (; i < 80; i++) {
        t = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
        w[i] = RB_DIGEST_ROTL32(t, 1);
    }
    for (i = 0; i < 80; i++) {
        if (i < 20)      { f = (b & cc) | (~b & d); k = 0x5a827999; }
        else if (i < 40) { f = b ^ cc ^ d; k = 0x6ed9eba1; }
        else if (i < 60) { f = (b & cc) | (b & d) | (cc & d); k = 0x8f1bbcdc; }
        else             { f = b ^ cc ^ d; k = 0xca62c1d6; }
        t = RB_DIGEST_ROTL32(a, 5) + f + e + k + w[i];
        e = d;
        d = cc;
        cc = RB_DIGEST_ROTL32(b, 30);
        b = a;
        a = t;
    }
    c->state[0] += a;
    c->state[1] += b;
    c->state[2] += cc;
    c->state[3] += d;
    c->state[4] += e;
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
