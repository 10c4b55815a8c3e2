/* ossl_hmac.c - OpenSSL::HMAC over EVP_MAC (HMAC) */
#include "ossl.h"
#include <openssl/core_names.h>

static VALUE cHMAC, eHMACError;
static EVP_MAC *hmac_mac;

static void
hmac_free(EVP_MAC_CTX *ctx)
{
    EVP_MAC_CTX_free(ctx);
}

static VALUE
hmac_alloc(VALUE klass)
{
    EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(hmac_mac);

    if (!ctx) ossl_raise(eHMACError, NULL);
    return Data_Wrap_Struct(klass, 0, hmac_free, ctx);
}

static EVP_MAC_CTX *
hmac_ctx(VALUE self)
{
    EVP_MAC_CTX *ctx;

    Data_Get_Struct(self, EVP_MAC_CTX, ctx);
    return ctx;
}

/* (re)starts ctx with key and the digest md */
static void
hmac_init(EVP_MAC_CTX *ctx, VALUE key, const EVP_MD *md)
{
    OSSL_PARAM params[2];

    params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
                                                 (char *)EVP_MD_get0_name(md), 0);
    params[1] = OSSL_PARAM_construct_end();
    if (!EVP_MAC_init(ctx, (unsigned char *)RSTRING_PTR(key), RSTRING_LEN(key), params))
        ossl_raise(eHMACError, NULL);
}

static VALUE
hmac_initialize(VALUE self, VALUE key, VALUE digest)
{
    const EVP_MD *md = ossl_digest_md(digest);

    StringValue(key);
    hmac_init(hmac_ctx(self), key, md);
    return self;
}

static VALUE
hmac_copy(VALUE self, VALUE other)
{
    EVP_MAC_CTX *dup;
    EVP_MAC_CTX *old;

    if (self == other) return self;
    dup = EVP_MAC_CTX_dup(hmac_ctx(other));
    if (!dup) ossl_raise(eHMACError, NULL);
    old = hmac_ctx(self);
    DATA_PTR(self) = dup;
    EVP_MAC_CTX_free(old);
    return self;
}

static VALUE
hmac_update(VALUE self, VALUE data)
{
    StringValue(data);
    if (!EVP_MAC_update(hmac_ctx(self), (unsigned char *)RSTRING_PTR(data),
                        RSTRING_LEN(data)))
        ossl_raise(eHMACError, NULL);
    return self;
}

static VALUE
hmac_digest(VALUE self)
{
    EVP_MAC_CTX *tmp = EVP_MAC_CTX_dup(hmac_ctx(self));
    unsigned char buf[EVP_MAX_MD_SIZE];
    size_t len = 0;
    int ok = tmp && EVP_MAC_final(tmp, buf, &len, sizeof(buf));

    EVP_MAC_CTX_free(tmp);
    if (!ok) ossl_raise(eHMACError, NULL);
    return rb_str_new((char *)buf, len);
}

static VALUE
hexencode(VALUE str)
{
    static const char hex[] = "0123456789abcdef";
    long i, len = RSTRING_LEN(str);
    VALUE out = rb_str_new(0, len * 2);
    unsigned char *p = (unsigned char *)RSTRING_PTR(str);
    char *q = RSTRING_PTR(out);

    for (i = 0; i < len; i++) {
        q[2 * i] = hex[p[i] >> 4];
        q[2 * i + 1] = hex[p[i] & 15];
    }
    return out;
}

static VALUE
hmac_hexdigest(VALUE self)
{
    return hexencode(hmac_digest(self));
}

static VALUE
hmac_reset(VALUE self)
{
    /* HMAC keeps its key: a NULL key restarts with it */
    if (!EVP_MAC_init(hmac_ctx(self), NULL, 0, NULL))
        ossl_raise(eHMACError, NULL);
    return self;
}

static VALUE
hmac_s_digest(VALUE klass, VALUE digest, VALUE key, VALUE data)
{
    VALUE h = rb_obj_alloc(cHMAC);

    hmac_initialize(h, key, digest);
    hmac_update(h, data);
    return hmac_digest(h);
}

static VALUE
hmac_s_hexdigest(VALUE klass, VALUE digest, VALUE key, VALUE data)
{
    return hexencode(hmac_s_digest(klass, digest, key, data));
}

void
Init_ossl_hmac(void)
{
    hmac_mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
    cHMAC = rb_define_class_under(mOSSL, "HMAC", rb_cObject);
    eHMACError = rb_define_class_under(mOSSL, "HMACError", eOSSLError);
    rb_define_alloc_func(cHMAC, hmac_alloc);
    rb_define_singleton_method(cHMAC, "digest", hmac_s_digest, 3);
    rb_define_singleton_method(cHMAC, "hexdigest", hmac_s_hexdigest, 3);
    rb_define_method(cHMAC, "initialize", hmac_initialize, 2);
    rb_define_method(cHMAC, "initialize_copy", hmac_copy, 1);
    rb_define_method(cHMAC, "update", hmac_update, 1);
    rb_define_alias(cHMAC, "<<", "update");
    rb_define_method(cHMAC, "digest", hmac_digest, 0);
    rb_define_method(cHMAC, "hexdigest", hmac_hexdigest, 0);
    rb_define_alias(cHMAC, "inspect", "hexdigest");
    rb_define_alias(cHMAC, "to_s", "hexdigest");
    rb_define_method(cHMAC, "reset", hmac_reset, 0);
}
