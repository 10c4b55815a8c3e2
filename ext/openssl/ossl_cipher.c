/* ossl_cipher.c - OpenSSL::Cipher, an EVP_CIPHER_CTX */
#include "ossl.h"
#include <string.h>

static VALUE cCipher, eCipherError;

static void
cipher_free(EVP_CIPHER_CTX *ctx)
{
    EVP_CIPHER_CTX_free(ctx);
}

static VALUE
cipher_alloc(VALUE klass)
{
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

    if (!ctx) ossl_raise(eCipherError, NULL);
    return Data_Wrap_Struct(klass, 0, cipher_free, ctx);
}

static EVP_CIPHER_CTX *
cipher_ctx(VALUE self)
{
    EVP_CIPHER_CTX *ctx;

    Data_Get_Struct(self, EVP_CIPHER_CTX, ctx);
    if (!EVP_CIPHER_CTX_get0_cipher(ctx))
        rb_raise(rb_eRuntimeError, "Cipher not initialized!");
    return ctx;
}

/* initialize(name): the key starts as zeros, as in 1.8.7 */
static VALUE
cipher_initialize(VALUE self, VALUE name)
{
    EVP_CIPHER_CTX *ctx;
    const EVP_CIPHER *cipher;
    unsigned char key[EVP_MAX_KEY_LENGTH];

    Data_Get_Struct(self, EVP_CIPHER_CTX, ctx);
    if (EVP_CIPHER_CTX_get0_cipher(ctx))
        ossl_raise(rb_eRuntimeError, "Cipher already inititalized!");
    cipher = EVP_get_cipherbyname(StringValueCStr(name));
    if (!cipher)
        ossl_raise(rb_eRuntimeError, "unsupported cipher algorithm (%s)", RSTRING_PTR(name));
    memset(key, 0, sizeof(key));
    if (EVP_CipherInit_ex(ctx, cipher, NULL, key, NULL, -1) != 1)
        ossl_raise(eCipherError, NULL);
    return self;
}

static VALUE
cipher_copy(VALUE self, VALUE other)
{
    EVP_CIPHER_CTX *ctx;

    rb_check_frozen(self);
    if (self == other) return self;
    Data_Get_Struct(self, EVP_CIPHER_CTX, ctx);
    if (EVP_CIPHER_CTX_copy(ctx, cipher_ctx(other)) != 1)
        ossl_raise(eCipherError, NULL);
    return self;
}

static void
push_cipher_name(const EVP_CIPHER *c, const char *from, const char *to, void *arg)
{
    if (from) rb_ary_push(*(VALUE *)arg, rb_str_new2(from));
}

static VALUE
cipher_s_ciphers(VALUE klass)
{
    VALUE ary = rb_ary_new();

    EVP_CIPHER_do_all_sorted(push_cipher_name, &ary);
    return ary;
}

static VALUE
cipher_reset(VALUE self)
{
    if (EVP_CipherInit_ex(cipher_ctx(self), NULL, NULL, NULL, NULL, -1) != 1)
        ossl_raise(eCipherError, NULL);
    return self;
}

/* encrypt/decrypt; the 1.8.7 forms with a password (and an iv) are
 * deprecated: the key is then derived from it by EVP_BytesToKey */
static VALUE
cipher_init(int argc, VALUE *argv, VALUE self, int mode)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);
    unsigned char key[EVP_MAX_KEY_LENGTH], iv[EVP_MAX_IV_LENGTH], *pkey = NULL, *piv = NULL;
    VALUE pass, init_v;

    if (rb_scan_args(argc, argv, "02", &pass, &init_v) > 0) {
        rb_warn("argumtents for OpenSSL::Cipher::Cipher#encrypt and OpenSSL::Cipher::Cipher#decrypt were deprecated; "
                "use OpenSSL::Cipher::Cipher#pkcs5_keyivgen to derive key and IV");
        StringValue(pass);
        memset(iv, 0, sizeof(iv));
        if (NIL_P(init_v)) {
            memcpy(iv, "OpenSSL for Ruby rulez!", sizeof(iv));
        } else {
            StringValue(init_v);
            memcpy(iv, RSTRING_PTR(init_v),
                   RSTRING_LEN(init_v) < (long)sizeof(iv) ? RSTRING_LEN(init_v) : (long)sizeof(iv));
        }
        EVP_BytesToKey(EVP_CIPHER_CTX_get0_cipher(ctx), EVP_md5(), iv,
                       (unsigned char *)RSTRING_PTR(pass), (int)RSTRING_LEN(pass), 1, key, NULL);
        pkey = key;
        piv = iv;
    }
    if (EVP_CipherInit_ex(ctx, NULL, NULL, pkey, piv, mode) != 1)
        ossl_raise(eCipherError, NULL);
    return self;
}

static VALUE
cipher_encrypt(int argc, VALUE *argv, VALUE self)
{
    return cipher_init(argc, argv, self, 1);
}

static VALUE
cipher_decrypt(int argc, VALUE *argv, VALUE self)
{
    return cipher_init(argc, argv, self, 0);
}

/* pkcs5_keyivgen(pass, salt = nil, iterations = 2048, digest = "MD5") */
static VALUE
cipher_pkcs5_keyivgen(int argc, VALUE *argv, VALUE self)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);
    const EVP_MD *md = EVP_md5();
    unsigned char key[EVP_MAX_KEY_LENGTH], iv[EVP_MAX_IV_LENGTH], *salt = NULL;
    VALUE pass, vsalt, viter, vdigest;
    int iter = 2048;

    rb_scan_args(argc, argv, "13", &pass, &vsalt, &viter, &vdigest);
    StringValue(pass);
    if (!NIL_P(vsalt)) {
        StringValue(vsalt);
        if (RSTRING_LEN(vsalt) != PKCS5_SALT_LEN)
            rb_raise(rb_eArgError, "salt must be an 8-octet string");
        salt = (unsigned char *)RSTRING_PTR(vsalt);
    }
    if (!NIL_P(viter)) iter = NUM2INT(viter);
    if (!NIL_P(vdigest)) md = ossl_digest_md(vdigest);
    EVP_BytesToKey(EVP_CIPHER_CTX_get0_cipher(ctx), md, salt,
                   (unsigned char *)RSTRING_PTR(pass), (int)RSTRING_LEN(pass), iter, key, iv);
    if (EVP_CipherInit_ex(ctx, NULL, NULL, key, iv, -1) != 1)
        ossl_raise(eCipherError, NULL);
    OPENSSL_cleanse(key, sizeof(key));
    OPENSSL_cleanse(iv, sizeof(iv));
    return Qnil;
}

/* update(data, buffer = nil) */
static VALUE
cipher_update(int argc, VALUE *argv, VALUE self)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);
    VALUE data, str;
    int out_len;
    long in_len;

    rb_scan_args(argc, argv, "11", &data, &str);
    StringValue(data);
    in_len = RSTRING_LEN(data);
    if (in_len == 0) rb_raise(rb_eArgError, "data must not be empty");
    out_len = (int)in_len + EVP_CIPHER_CTX_get_block_size(ctx);
    if (NIL_P(str)) {
        str = rb_str_new(0, out_len);
    } else {
        StringValue(str);
        rb_str_resize(str, out_len);
    }
    if (EVP_CipherUpdate(ctx, (unsigned char *)RSTRING_PTR(str), &out_len,
                         (unsigned char *)RSTRING_PTR(data), (int)in_len) != 1)
        ossl_raise(eCipherError, NULL);
    rb_str_resize(str, out_len);
    return str;
}

static VALUE
cipher_update_op(VALUE self, VALUE data)
{
    return cipher_update(1, &data, self);
}

static VALUE
cipher_final(VALUE self)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);
    VALUE str = rb_str_new(0, EVP_CIPHER_CTX_get_block_size(ctx));
    int out_len;

    if (EVP_CipherFinal_ex(ctx, (unsigned char *)RSTRING_PTR(str), &out_len) != 1)
        ossl_raise(eCipherError, NULL);
    rb_str_resize(str, out_len);
    return str;
}

static VALUE
cipher_name(VALUE self)
{
    return rb_str_new2(OBJ_nid2sn(EVP_CIPHER_CTX_get_nid(cipher_ctx(self))));
}

/* key= / iv=: at least key_len / iv_len bytes; the first ones are used */
static VALUE
cipher_set_key(VALUE self, VALUE key)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);

    StringValue(key);
    if (RSTRING_LEN(key) < EVP_CIPHER_CTX_get_key_length(ctx))
        ossl_raise(rb_eArgError, "key length too short");
    if (EVP_CipherInit_ex(ctx, NULL, NULL, (unsigned char *)RSTRING_PTR(key), NULL, -1) != 1)
        ossl_raise(eCipherError, NULL);
    return key;
}

static VALUE
cipher_set_iv(VALUE self, VALUE iv)
{
    EVP_CIPHER_CTX *ctx = cipher_ctx(self);

    StringValue(iv);
    if (RSTRING_LEN(iv) < EVP_CIPHER_CTX_get_iv_length(ctx))
        ossl_raise(rb_eArgError, "iv length too short");
    if (EVP_CipherInit_ex(ctx, NULL, NULL, NULL, (unsigned char *)RSTRING_PTR(iv), -1) != 1)
        ossl_raise(eCipherError, NULL);
    return iv;
}

static VALUE
cipher_set_key_len(VALUE self, VALUE len)
{
    if (EVP_CIPHER_CTX_set_key_length(cipher_ctx(self), NUM2INT(len)) != 1)
        ossl_raise(eCipherError, NULL);
    return len;
}

static VALUE
cipher_set_padding(VALUE self, VALUE pad)
{
    if (EVP_CIPHER_CTX_set_padding(cipher_ctx(self), NUM2INT(pad)) != 1)
        ossl_raise(eCipherError, NULL);
    return pad;
}

static VALUE
cipher_key_len(VALUE self)
{
    return INT2NUM(EVP_CIPHER_CTX_get_key_length(cipher_ctx(self)));
}

static VALUE
cipher_iv_len(VALUE self)
{
    return INT2NUM(EVP_CIPHER_CTX_get_iv_length(cipher_ctx(self)));
}

static VALUE
cipher_block_size(VALUE self)
{
    return INT2NUM(EVP_CIPHER_CTX_get_block_size(cipher_ctx(self)));
}

void
Init_ossl_cipher(void)
{
    cCipher = rb_define_class_under(mOSSL, "Cipher", rb_cObject);
    eCipherError = rb_define_class_under(cCipher, "CipherError", eOSSLError);
    rb_define_alloc_func(cCipher, cipher_alloc);
    rb_define_singleton_method(cCipher, "ciphers", cipher_s_ciphers, 0);
    rb_define_method(cCipher, "initialize", cipher_initialize, 1);
    rb_define_method(cCipher, "initialize_copy", cipher_copy, 1);
    rb_define_method(cCipher, "reset", cipher_reset, 0);
    rb_define_method(cCipher, "encrypt", cipher_encrypt, -1);
    rb_define_method(cCipher, "decrypt", cipher_decrypt, -1);
    rb_define_method(cCipher, "pkcs5_keyivgen", cipher_pkcs5_keyivgen, -1);
    rb_define_method(cCipher, "update", cipher_update, -1);
    rb_define_method(cCipher, "<<", cipher_update_op, 1);
    rb_define_method(cCipher, "final", cipher_final, 0);
    rb_define_method(cCipher, "name", cipher_name, 0);
    rb_define_method(cCipher, "key=", cipher_set_key, 1);
    rb_define_method(cCipher, "key_len=", cipher_set_key_len, 1);
    rb_define_method(cCipher, "key_len", cipher_key_len, 0);
    rb_define_method(cCipher, "iv=", cipher_set_iv, 1);
    rb_define_method(cCipher, "iv_len", cipher_iv_len, 0);
    rb_define_method(cCipher, "block_size", cipher_block_size, 0);
    rb_define_method(cCipher, "padding=", cipher_set_padding, 1);
}
