/* digest.h - what an algorithm extension (digest/md5 ...) gives digest.so:
 * the sizes and the three functions of its hash, attached to its class
 * with rb_digest_define_algorithm. */
#ifndef RUBY_DIGEST_H
#define RUBY_DIGEST_H 1
#include "ruby.h"
#include <stdint.h>
#include <string.h>

typedef void (*rb_digest_init_func_t)(void *ctx);
typedef void (*rb_digest_update_func_t)(void *ctx, const unsigned char *data, size_t len);
typedef void (*rb_digest_finish_func_t)(void *ctx, unsigned char *out);

typedef struct {
    size_t digest_len;
    size_t block_len;
    size_t ctx_size;
    rb_digest_init_func_t init_func;
    rb_digest_update_func_t update_func;
    rb_digest_finish_func_t finish_func;
} rb_digest_metadata_t;

/* the metadata is kept in the class under this (non-@, so hidden) name */
#define RB_DIGEST_METADATA_IVAR "metadata"

/* loads digest.rb (and so digest.so) and defines Digest::NAME < Digest::Base
 * computing with meta */
static inline VALUE
rb_digest_define_algorithm(const char *name, const rb_digest_metadata_t *meta)
{
    VALUE mDigest, cBase, klass;

    rb_require("digest");
    mDigest = rb_path2class("Digest");
    cBase = rb_path2class("Digest::Base");
    klass = rb_define_class_under(mDigest, name, cBase);
    rb_ivar_set(klass, rb_intern(RB_DIGEST_METADATA_IVAR),
                Data_Wrap_Struct(rb_cObject, 0, 0, (void *)meta));
    return klass;
}

/* big- and little-endian 32/64-bit loads and stores for the algorithms */
#define RB_DIGEST_LOAD32_BE(p) (((uint32_t)(p)[0] << 24) | ((uint32_t)(p)[1] << 16) | \
                                ((uint32_t)(p)[2] << 8) | (uint32_t)(p)[3])
#define RB_DIGEST_LOAD32_LE(p) (((uint32_t)(p)[3] << 24) | ((uint32_t)(p)[2] << 16) | \
                                ((uint32_t)(p)[1] << 8) | (uint32_t)(p)[0])

/* the block-buffering common to MD5, SHA and RIPEMD: whole blocks of data
 * go to compress(state, block); the rest waits in buf.  count is the
 * number of bytes given so far. */
typedef void (*rb_digest_block_func_t)(void *state, const unsigned char *block);

static inline void
rb_digest_blocks_update(void *state, unsigned char *buf, size_t block_len, uint64_t *count,
                        rb_digest_block_func_t compress, const unsigned char *data, size_t len)
{
    size_t used = (size_t)(*count % block_len);

    *count += len;
    if (used) {
        size_t n = block_len - used;
        if (n > len) n = len;
        memcpy(buf + used, data, n);
        data += n;
        len -= n;
        if (used + n < block_len) return;
        compress(state, buf);
    }
    for (; len >= block_len; data += block_len, len -= block_len)
        compress(state, data);
    if (len) memcpy(buf, data, len);
}

/* the final padding: 0x80, zeros, then the message length in bits in
 * len_bytes bytes (8 or 16), big- or little-endian */
static inline void
rb_digest_blocks_pad(void *state, unsigned char *buf, size_t block_len, uint64_t *count,
                     rb_digest_block_func_t compress, size_t len_bytes, int big_endian)
{
    unsigned char pad[2 * 128 + 16];
    uint64_t bytes = *count;
    size_t used = (size_t)(bytes % block_len), zeros, i;

    zeros = used < block_len - len_bytes ? block_len - len_bytes - used : 2 * block_len - len_bytes - used;
    memset(pad, 0, sizeof(pad));
    pad[0] = 0x80;
    for (i = 0; i < len_bytes; i++) {
        /* byte i of the bit count, least significant first */
        unsigned char b = i < 8 ? (unsigned char)((bytes << 3) >> (8 * i)) : i == 8 ? (unsigned char)(bytes >> 61) : 0;
        pad[zeros + (big_endian ? len_bytes - 1 - i : i)] = b;
    }
    rb_digest_blocks_update(state, buf, block_len, count, compress, pad, zeros + len_bytes);
}

#define RB_DIGEST_ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define RB_DIGEST_ROTR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define RB_DIGEST_ROTR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

static inline void
rb_digest_store32_be(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

static inline void
rb_digest_store32_le(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v; p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16); p[3] = (unsigned char)(v >> 24);
}
#endif
