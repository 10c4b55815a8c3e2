/* ossl_digest.c - OpenSSL::Digest (a Digest::Class over an EVP_MD_CTX) */
#include "ossl.h"

VALUE cDigest;
static VALUE eDigestError;

static void
digest_free(EVP_MD_CTX *ctx)
{
    EVP_MD_CTX_free(ctx);
}

static VALUE
digest_alloc(VALUE klass)
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();

    if (!ctx) ossl_raise(rb_eRuntimeError, "EVP_MD_CTX_new() failed");
    return Data_Wrap_Struct(klass, 0, digest_free, ctx);
}

static EVP_MD_CTX *
digest_ctx(VALUE self)
{
    EVP_MD_CTX *ctx;

    OSSL_Check_Kind(self, cDigest);
    Data_Get_Struct(self, EVP_MD_CTX, ctx);
    if (!EVP_MD_CTX_get0_md(ctx))
        rb_raise(rb_eRuntimeError, "Digest CTX is not initialized");
    return ctx;
}

const EVP_MD *
ossl_digest_md(VALUE obj)
{
    const EVP_MD *md;

    if (rb_obj_is_kind_of(obj, cDigest))
        return EVP_MD_CTX_get0_md(digest_ctx(obj));
    StringValue(obj);
    md = EVP_get_digestbyname(StringValueCStr(obj));
    if (!md)
        ossl_raise(rb_eRuntimeError, "Unsupported digest algorithm (%s).",
                   RSTRING_PTR(obj));
    return md;
}

static VALUE
digest_update(VALUE self, VALUE data)
{
    EVP_MD_CTX *ctx = digest_ctx(self);

    StringValue(data);
    if (!EVP_DigestUpdate(ctx, RSTRING_PTR(data), RSTRING_LEN(data)))
        ossl_raise(eDigestError, NULL);
    return self;
}

/* initialize(name, data = nil): name is an algorithm's name or a Digest */
static VALUE
digest_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE type, data;
    const EVP_MD *md;
    EVP_MD_CTX *ctx;

    rb_scan_args(argc, argv, "11", &type, &data);
    md = ossl_digest_md(type);
    if (!NIL_P(data)) StringValue(data);
    Data_Get_Struct(self, EVP_MD_CTX, ctx);
    if (!EVP_DigestInit_ex(ctx, md, NULL)) ossl_raise(eDigestError, NULL);
    if (!NIL_P(data)) digest_update(self, data);
    return self;
}

static VALUE
digest_copy(VALUE self, VALUE other)
{
    EVP_MD_CTX *ctx, *src;

    rb_check_frozen(self);
    if (self == other) return self;
    Data_Get_Struct(self, EVP_MD_CTX, ctx);
    src = digest_ctx(other);
    if (!EVP_MD_CTX_copy_ex(ctx, src)) ossl_raise(eDigestError, NULL);
    return self;
}

static VALUE
digest_reset(VALUE self)
{
    EVP_MD_CTX *ctx = digest_ctx(self);

    if (!EVP_DigestInit_ex(ctx, EVP_MD_CTX_get0_md(ctx), NULL))
        ossl_raise(eDigestError, NULL);
    return self;
}

/* the digest so far; self stays usable (a copy is finalized) */
static VALUE
digest_finish(int argc, VALUE *argv, VALUE self)
{
    EVP_MD_CTX *ctx = digest_ctx(self), *tmp;
    unsigned char buf[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    VALUE str;
    int ok;

    rb_scan_args(argc, argv, "01", &str);
    tmp = EVP_MD_CTX_new();
    ok = tmp && EVP_MD_CTX_copy_ex(tmp, ctx) && EVP_DigestFinal_ex(tmp, buf, &len);
    EVP_MD_CTX_free(tmp);
    if (!ok) ossl_raise(eDigestError, NULL);
    if (NIL_P(str)) return rb_str_new((char *)buf, len);
    StringValue(str);
    rb_str_resize(str, 0);
    rb_str_cat(str, (char *)buf, len);
    return str;
}

static VALUE
digest_name(VALUE self)
{
    return rb_str_new2(OBJ_nid2sn(EVP_MD_get_type(EVP_MD_CTX_get0_md(digest_ctx(self)))));
}

static VALUE
digest_size(VALUE self)
{
    return INT2NUM(EVP_MD_CTX_get_size(digest_ctx(self)));
}

static VALUE
digest_block_length(VALUE self)
{
    return INT2NUM(EVP_MD_CTX_get_block_size(digest_ctx(self)));
}

void
Init_ossl_digest(void)
{
    cDigest = rb_define_class_under(mOSSL, "Digest", rb_path2class("Digest::Class"));
    eDigestError = rb_define_class_under(cDigest, "DigestError", eOSSLError);
    rb_define_alloc_func(cDigest, digest_alloc);
    rb_define_method(cDigest, "initialize", digest_initialize, -1);
    rb_define_method(cDigest, "initialize_copy", digest_copy, 1);
    rb_define_method(cDigest, "reset", digest_reset, 0);
    rb_define_method(cDigest, "update", digest_update, 1);
    rb_define_alias(cDigest, "<<", "update");
    rb_define_private_method(cDigest, "finish", digest_finish, -1);
    rb_define_method(cDigest, "digest_length", digest_size, 0);
    rb_define_method(cDigest, "block_length", digest_block_length, 0);
    rb_define_method(cDigest, "name", digest_name, 0);
}
