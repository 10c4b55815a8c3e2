/* ossl_pkey.c - OpenSSL::PKey: PKey (sign/verify), RSA and DSA, all over
 * one EVP_PKEY; PEM/DER in and out through OSSL_DECODER/OSSL_ENCODER */
#include "ossl.h"
#include <openssl/core_names.h>
#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/rsa.h>
#include <openssl/dsa.h>
#include <openssl/dh.h>
#include <openssl/param_build.h>
#include <string.h>

VALUE cPKey;
static VALUE mPKey, ePKeyError, cRSA, eRSAError, cDSA, eDSAError, cDH, eDHError;
VALUE cEC, eECError;

/* what differs between the key types */
struct pkey_type {
    const char *name;          /* OpenSSL's key type name */
    int id;                    /* EVP_PKEY_RSA... */
    VALUE *klass, *error;
    const char *pub_structure; /* the encoding of a public key as 1.8.7 wrote it */
    const char *priv_param;    /* present only in a private key */
    const char *pub_param;     /* present in a public key */
    int params_only;           /* PEM and DER hold the parameters only (DH) */
};

static const struct pkey_type pkey_types[] = {
    { "RSA", EVP_PKEY_RSA, &cRSA, &eRSAError, "type-specific", OSSL_PKEY_PARAM_RSA_D,
      OSSL_PKEY_PARAM_RSA_N, 0 },
    { "DSA", EVP_PKEY_DSA, &cDSA, &eDSAError, "SubjectPublicKeyInfo", OSSL_PKEY_PARAM_PRIV_KEY,
      OSSL_PKEY_PARAM_PUB_KEY, 0 },
    { "DH", EVP_PKEY_DH, &cDH, &eDHError, "type-specific", OSSL_PKEY_PARAM_PRIV_KEY,
      OSSL_PKEY_PARAM_PUB_KEY, 1 },
    { "EC", EVP_PKEY_EC, &cEC, &eECError, "SubjectPublicKeyInfo", OSSL_PKEY_PARAM_PRIV_KEY,
      OSSL_PKEY_PARAM_PUB_KEY, 0 },
};

static const struct pkey_type *
type_of_class(VALUE klass)
{
    size_t i;

    for (i = 0; i < sizeof(pkey_types) / sizeof(pkey_types[0]); i++)
        if (RTEST(rb_class_inherited_p(klass, *pkey_types[i].klass)))
            return &pkey_types[i];
    return NULL;
}

static const struct pkey_type *
type_of_pkey(const EVP_PKEY *pkey)
{
    size_t i;

    for (i = 0; i < sizeof(pkey_types) / sizeof(pkey_types[0]); i++)
        if (EVP_PKEY_get_base_id(pkey) == pkey_types[i].id)
            return &pkey_types[i];
    return NULL;
}

static VALUE
pkey_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, EVP_PKEY_free, 0);
}

EVP_PKEY *
ossl_pkey_get(VALUE obj)
{
    EVP_PKEY *pkey;

    OSSL_Check_Kind(obj, cPKey);
    Data_Get_Struct(obj, EVP_PKEY, pkey);
    if (!pkey) rb_raise(ePKeyError, "PKey is empty");
    return pkey;
}

/* the key has the parameter name (a number, or octets: EC's public key) */
static int
pkey_has_param(EVP_PKEY *pkey, const char *name)
{
    BIGNUM *bn = NULL;
    size_t len = 0;
    int r = EVP_PKEY_get_bn_param(pkey, name, &bn);

    BN_free(bn);
    if (r != 1) r = EVP_PKEY_get_octet_string_param(pkey, name, NULL, 0, &len);
    ERR_clear_error();
    return r == 1;
}

static int
pkey_is_private(EVP_PKEY *pkey)
{
    const struct pkey_type *t = type_of_pkey(pkey);

    return t && pkey_has_param(pkey, t->priv_param);
}

EVP_PKEY *
ossl_pkey_get_private(VALUE obj)
{
    EVP_PKEY *pkey = ossl_pkey_get(obj);

    if (!pkey_is_private(pkey)) rb_raise(rb_eArgError, "Private key is needed.");
    return pkey;
}

VALUE
ossl_pkey_wrap(EVP_PKEY *pkey)
{
    const struct pkey_type *t = type_of_pkey(pkey);
    VALUE obj = pkey_alloc(t ? *t->klass : cPKey);

    DATA_PTR(obj) = pkey;
    return obj;
}

/* a key of type t (or of any type when t is NULL) from PEM or DER in
 * str, encrypted ones with pass; NULL if it is none */
static EVP_PKEY *
pkey_decode(VALUE str, VALUE pass, const struct pkey_type *t)
{
    EVP_PKEY *pkey = NULL;
    OSSL_DECODER_CTX *dctx;
    BIO *bio = ossl_obj2bio(str);

    dctx = OSSL_DECODER_CTX_new_for_pkey(&pkey, NULL, NULL, t ? t->name : NULL, 0, NULL, NULL);
    if (dctx) {
        if (!NIL_P(pass)) {
            StringValue(pass);
            OSSL_DECODER_CTX_set_passphrase(dctx, (unsigned char *)RSTRING_PTR(pass),
                                            RSTRING_LEN(pass));
        } else {
            OSSL_DECODER_CTX_set_pem_password_cb(dctx, ossl_pem_passwd_cb, NULL);
        }
        OSSL_DECODER_from_bio(dctx, bio);
        OSSL_DECODER_CTX_free(dctx);
    }
    BIO_free(bio);
    return pkey;
}

/* PEM or DER of a key; the private part when there is one, encrypted
 * with the Cipher ciph and pass */
/* a key of klass's type from PEM or DER (for the EC file); NULL if none */
EVP_PKEY *
ossl_pkey_read(VALUE str, VALUE pass, VALUE klass)
{
    return pkey_decode(str, pass, type_of_class(klass));
}

static VALUE
pkey_encode(VALUE self, const char *format, VALUE ciph, VALUE pass)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    const struct pkey_type *t = type_of_pkey(pkey);
    int priv = pkey_is_private(pkey) && !t->params_only;
    int selection = t->params_only ? EVP_PKEY_KEY_PARAMETERS
                                   : priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY;
    OSSL_ENCODER_CTX *ectx;
    BIO *bio;

    ectx = OSSL_ENCODER_CTX_new_for_pkey(pkey, selection, format,
                                         priv ? "type-specific" : t->pub_structure, NULL);
    if (!ectx) ossl_raise(*t->error, NULL);
    if (priv && !NIL_P(ciph)) {
        VALUE name = rb_funcall(ciph, rb_intern("name"), 0);
        OSSL_ENCODER_CTX_set_cipher(ectx, StringValueCStr(name), NULL);
        if (!NIL_P(pass)) {
            StringValue(pass);
            OSSL_ENCODER_CTX_set_passphrase(ectx, (unsigned char *)RSTRING_PTR(pass),
                                            RSTRING_LEN(pass));
        } else {
            OSSL_ENCODER_CTX_set_pem_password_cb(ectx, ossl_pem_passwd_cb, NULL);
        }
    }
    bio = BIO_new(BIO_s_mem());
    if (!bio || !OSSL_ENCODER_to_bio(ectx, bio)) {
        OSSL_ENCODER_CTX_free(ectx);
        BIO_free(bio);
        ossl_raise(*t->error, NULL);
    }
    OSSL_ENCODER_CTX_free(ectx);
    return ossl_membio2str(bio);
}

static VALUE
pkey_initialize(VALUE self)
{
    if (rb_obj_class(self) == cPKey)
        rb_raise(rb_eNotImpError, "OpenSSL::PKey::PKey can't be instanciated directly!");
    return self;
}

static VALUE
pkey_sign(VALUE self, VALUE digest, VALUE data)
{
    EVP_PKEY *pkey = ossl_pkey_get_private(self);
    const EVP_MD *md = ossl_digest_md(digest);
    EVP_MD_CTX *mctx;
    size_t len = 0;
    VALUE sig;
    int ok;

    StringValue(data);
    mctx = EVP_MD_CTX_new();
    ok = mctx && EVP_DigestSignInit(mctx, NULL, md, NULL, pkey) == 1 &&
        EVP_DigestSign(mctx, NULL, &len, (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data)) == 1;
    if (!ok) {
        EVP_MD_CTX_free(mctx);
        ossl_raise(ePKeyError, NULL);
    }
    sig = rb_str_new(0, len);
    ok = EVP_DigestSign(mctx, (unsigned char *)RSTRING_PTR(sig), &len,
                        (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data)) == 1;
    EVP_MD_CTX_free(mctx);
    if (!ok) ossl_raise(ePKeyError, NULL);
    rb_str_resize(sig, len);
    return sig;
}

static VALUE
pkey_verify(VALUE self, VALUE digest, VALUE sig, VALUE data)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    const EVP_MD *md = ossl_digest_md(digest);
    EVP_MD_CTX *mctx;
    int r;

    StringValue(sig);
    StringValue(data);
    mctx = EVP_MD_CTX_new();
    if (!mctx || EVP_DigestVerifyInit(mctx, NULL, md, NULL, pkey) != 1) {
        EVP_MD_CTX_free(mctx);
        ossl_raise(ePKeyError, NULL);
    }
    r = EVP_DigestVerify(mctx, (unsigned char *)RSTRING_PTR(sig), RSTRING_LEN(sig),
                         (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data));
    EVP_MD_CTX_free(mctx);
    ERR_clear_error();
    return r == 1 ? Qtrue : Qfalse;
}

/* key generation runs without the interpreter (it may take seconds) */
struct keygen_arg {
    EVP_PKEY_CTX *ctx;
    EVP_PKEY *pkey;
    int ok;
};

static VALUE
keygen_run(void *p)
{
    struct keygen_arg *a = p;

    a->ok = EVP_PKEY_generate(a->ctx, &a->pkey) == 1;
    return Qnil;
}

static EVP_PKEY *
keygen(EVP_PKEY_CTX *ctx, const struct pkey_type *t)
{
    struct keygen_arg a;

    a.ctx = ctx;
    a.pkey = NULL;
    a.ok = 0;
    rb_thread_blocking_region(keygen_run, &a, RUBY_UBF_IO, 0);
    EVP_PKEY_CTX_free(ctx);
    if (!a.ok) ossl_raise(*t->error, NULL);
    return a.pkey;
}

/* an RSA key of bits with public exponent e */
static EVP_PKEY *
rsa_generate(int bits, VALUE e)
{
    const struct pkey_type *t = &pkey_types[0];
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "RSA", NULL);
    BIGNUM *exp = BN_new();

    if (!ctx || !exp || !BN_set_word(exp, NIL_P(e) ? 65537 : NUM2ULONG(e)) ||
        EVP_PKEY_keygen_init(ctx) != 1 || EVP_PKEY_CTX_set_rsa_keygen_bits(ctx, bits) != 1 ||
        EVP_PKEY_CTX_set1_rsa_keygen_pubexp(ctx, exp) != 1) {
        BN_free(exp);
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eRSAError, NULL);
    }
    BN_free(exp);
    return keygen(ctx, t);
}

/* a DSA key of bits: its parameters first, then the key */
static EVP_PKEY *
dsa_generate(int bits)
{
    const struct pkey_type *t = &pkey_types[1];
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
    EVP_PKEY *params;

    if (!ctx || EVP_PKEY_paramgen_init(ctx) != 1 ||
        EVP_PKEY_CTX_set_dsa_paramgen_bits(ctx, bits) != 1 ||
        (bits <= 1024 && EVP_PKEY_CTX_set_dsa_paramgen_q_bits(ctx, 160) != 1)) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDSAError, NULL);
    }
    params = keygen(ctx, t);
    ctx = EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL);
    EVP_PKEY_free(params);
    if (!ctx || EVP_PKEY_keygen_init(ctx) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDSAError, NULL);
    }
    return keygen(ctx, t);
}

/* DH parameters of bits with generator g (2 by default), and a key */
static EVP_PKEY *
dh_generate(int bits, VALUE g)
{
    const struct pkey_type *t = &pkey_types[2];
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
    EVP_PKEY *params;

    if (!ctx || EVP_PKEY_paramgen_init(ctx) != 1 ||
        EVP_PKEY_CTX_set_dh_paramgen_prime_len(ctx, bits) != 1 ||
        EVP_PKEY_CTX_set_dh_paramgen_generator(ctx, NIL_P(g) ? 2 : NUM2INT(g)) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDHError, NULL);
    }
    params = keygen(ctx, t);
    ctx = EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL);
    EVP_PKEY_free(params);
    if (!ctx || EVP_PKEY_keygen_init(ctx) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDHError, NULL);
    }
    return keygen(ctx, t);
}

/* a new key of type t: bits, and the RSA exponent or DH generator */
static EVP_PKEY *
type_generate(const struct pkey_type *t, int bits, VALUE arg)
{
    switch (t->id) {
      case EVP_PKEY_RSA: return rsa_generate(bits, arg);
      case EVP_PKEY_DSA: return dsa_generate(bits);
    }
    return dh_generate(bits, arg);
}

/* RSA.new(bits | pem_or_der = nil, exponent_or_pass = nil), likewise DSA
 * and DH */
static VALUE
pkey_type_initialize(int argc, VALUE *argv, VALUE self)
{
    const struct pkey_type *t = type_of_class(rb_obj_class(self));
    VALUE arg, arg2;
    EVP_PKEY *pkey;

    if (rb_scan_args(argc, argv, "02", &arg, &arg2) == 0) return self;
    if (FIXNUM_P(arg)) {
        pkey = type_generate(t, FIX2INT(arg), arg2);
    } else {
        pkey = pkey_decode(arg, arg2, t);
        if (!pkey) ossl_raise(*t->error, "Neither PUB key nor PRIV key");
    }
    EVP_PKEY_free(DATA_PTR(self));
    DATA_PTR(self) = pkey;
    ERR_clear_error();
    return self;
}

static VALUE
pkey_s_generate(int argc, VALUE *argv, VALUE klass)
{
    const struct pkey_type *t = type_of_class(klass);
    VALUE bits, e, obj = pkey_alloc(klass);

    rb_scan_args(argc, argv, "11", &bits, &e);
    DATA_PTR(obj) = type_generate(t, NUM2INT(bits), e);
    return obj;
}

static VALUE
pkey_private_p(VALUE self)
{
    return pkey_is_private(ossl_pkey_get(self)) ? Qtrue : Qfalse;
}

/* the key has its public part (DH parameters alone have none) */
static VALUE
pkey_public_p(VALUE self)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    const struct pkey_type *t = type_of_pkey(pkey);

    return t && pkey_has_param(pkey, t->pub_param) ? Qtrue : Qfalse;
}

/* export(cipher = nil, pass = nil): PEM */
static VALUE
pkey_export(int argc, VALUE *argv, VALUE self)
{
    VALUE ciph, pass;

    rb_scan_args(argc, argv, "02", &ciph, &pass);
    return pkey_encode(self, "PEM", ciph, pass);
}

static VALUE
pkey_to_der(VALUE self)
{
    return pkey_encode(self, "DER", Qnil, Qnil);
}

/* the public part only, as a new key of the same class (DH: the
 * parameters) */
static VALUE
pkey_public_key(VALUE self)
{
    EVP_PKEY *pkey = ossl_pkey_get(self), *pub;
    unsigned char *der = NULL;
    const unsigned char *p;
    int len;
    VALUE obj;

    if (type_of_pkey(pkey)->params_only)
        return rb_funcall(rb_obj_class(self), rb_intern("new"), 1, pkey_to_der(self));
    len = i2d_PUBKEY(pkey, &der);
    if (len <= 0) ossl_raise(ePKeyError, NULL);
    p = der;
    pub = d2i_PUBKEY(NULL, &p, len);
    OPENSSL_free(der);
    if (!pub) ossl_raise(ePKeyError, NULL);
    obj = pkey_alloc(rb_obj_class(self));
    DATA_PTR(obj) = pub;
    return obj;
}

static VALUE
pkey_to_text(VALUE self)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    BIO *bio = BIO_new(BIO_s_mem());
    int ok = type_of_pkey(pkey)->params_only ? EVP_PKEY_print_params(bio, pkey, 0, NULL)
        : pkey_is_private(pkey) ? EVP_PKEY_print_private(bio, pkey, 0, NULL)
        : EVP_PKEY_print_public(bio, pkey, 0, NULL);

    if (!bio || ok != 1) {
        BIO_free(bio);
        ossl_raise(ePKeyError, NULL);
    }
    return ossl_membio2str(bio);
}

/* the BN of a key's parameter; nil when absent */
static VALUE
pkey_bn_param(VALUE self, const char *name)
{
    BIGNUM *bn = NULL;
    VALUE v;

    if (EVP_PKEY_get_bn_param(ossl_pkey_get(self), name, &bn) != 1) {
        ERR_clear_error();
        return Qnil;
    }
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

static const char *const rsa_params[][2] = {
    { "n", OSSL_PKEY_PARAM_RSA_N }, { "e", OSSL_PKEY_PARAM_RSA_E },
    { "d", OSSL_PKEY_PARAM_RSA_D }, { "p", OSSL_PKEY_PARAM_RSA_FACTOR1 },
    { "q", OSSL_PKEY_PARAM_RSA_FACTOR2 }, { "dmp1", OSSL_PKEY_PARAM_RSA_EXPONENT1 },
    { "dmq1", OSSL_PKEY_PARAM_RSA_EXPONENT2 }, { "iqmp", OSSL_PKEY_PARAM_RSA_COEFFICIENT1 },
    { 0, 0 }
};
static const char *const dsa_params[][2] = {
    { "p", OSSL_PKEY_PARAM_FFC_P }, { "q", OSSL_PKEY_PARAM_FFC_Q },
    { "g", OSSL_PKEY_PARAM_FFC_G }, { "pub_key", OSSL_PKEY_PARAM_PUB_KEY },
    { "priv_key", OSSL_PKEY_PARAM_PRIV_KEY }, { 0, 0 }
};

static const char *const dh_params[][2] = {
    { "p", OSSL_PKEY_PARAM_FFC_P }, { "g", OSSL_PKEY_PARAM_FFC_G },
    { "pub_key", OSSL_PKEY_PARAM_PUB_KEY }, { "priv_key", OSSL_PKEY_PARAM_PRIV_KEY }, { 0, 0 }
};

static const char *const no_params[][2] = { { 0, 0 } };

/* the parameter table of self's type */
static const char *const (*param_table(VALUE self))[2]
{
    switch (EVP_PKEY_get_base_id(ossl_pkey_get(self))) {
      case EVP_PKEY_RSA: return rsa_params;
      case EVP_PKEY_DSA: return dsa_params;
      case EVP_PKEY_EC: return no_params;
    }
    return dh_params;
}

/* a reader of one parameter: the method's name is the parameter's */
static VALUE
pkey_param_reader(VALUE self)
{
    const char *const (*tbl)[2] = param_table(self);
    const char *mname = rb_id2name(rb_frame_last_func());
    int i;

    for (i = 0; tbl[i][0]; i++)
        if (strcmp(tbl[i][0], mname) == 0) return pkey_bn_param(self, tbl[i][1]);
    return Qnil;
}

/* every parameter in a Hash ("name" => BN, 0 when absent) */
static VALUE
pkey_params(VALUE self)
{
    const char *const (*tbl)[2] = param_table(self);
    VALUE hash = rb_hash_new(), v;
    int i;

    for (i = 0; tbl[i][0]; i++) {
        v = pkey_bn_param(self, tbl[i][1]);
        rb_hash_aset(hash, rb_str_new2(tbl[i][0]), NIL_P(v) ? ossl_bn_new(NULL) : v);
    }
    return hash;
}

/* RSA's raw operations: encrypt/decrypt, and sign/verify_recover for the
 * private_encrypt/public_decrypt pair */
enum rsa_op { RSA_PUB_ENC, RSA_PUB_DEC, RSA_PRIV_ENC, RSA_PRIV_DEC };

static VALUE
rsa_crypt(int argc, VALUE *argv, VALUE self, enum rsa_op op)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    EVP_PKEY_CTX *ctx;
    VALUE data, vpad, out;
    int pad = RSA_PKCS1_PADDING, ok;
    size_t len;

    rb_scan_args(argc, argv, "11", &data, &vpad);
    if (!NIL_P(vpad)) pad = NUM2INT(vpad);
    StringValue(data);
    if ((op == RSA_PRIV_ENC || op == RSA_PRIV_DEC) && !pkey_is_private(pkey))
        ossl_raise(eRSAError, "private key needed.");
    ctx = EVP_PKEY_CTX_new(pkey, NULL);
    if (!ctx) ossl_raise(eRSAError, NULL);
    switch (op) {
      case RSA_PUB_ENC: ok = EVP_PKEY_encrypt_init(ctx); break;
      case RSA_PRIV_DEC: ok = EVP_PKEY_decrypt_init(ctx); break;
      case RSA_PRIV_ENC: ok = EVP_PKEY_sign_init(ctx); break;
      default: ok = EVP_PKEY_verify_recover_init(ctx); break;
    }
    len = EVP_PKEY_get_size(pkey);
    out = rb_str_new(0, len);
    if (ok == 1) ok = EVP_PKEY_CTX_set_rsa_padding(ctx, pad);
    if (ok == 1) {
        unsigned char *o = (unsigned char *)RSTRING_PTR(out), *in = (unsigned char *)RSTRING_PTR(data);
        size_t ilen = RSTRING_LEN(data);
        switch (op) {
          case RSA_PUB_ENC: ok = EVP_PKEY_encrypt(ctx, o, &len, in, ilen); break;
          case RSA_PRIV_DEC: ok = EVP_PKEY_decrypt(ctx, o, &len, in, ilen); break;
          case RSA_PRIV_ENC: ok = EVP_PKEY_sign(ctx, o, &len, in, ilen); break;
          default: ok = EVP_PKEY_verify_recover(ctx, o, &len, in, ilen); break;
        }
    }
    EVP_PKEY_CTX_free(ctx);
    if (ok != 1) ossl_raise(eRSAError, NULL);
    rb_str_resize(out, len);
    return out;
}

static VALUE
rsa_public_encrypt(int argc, VALUE *argv, VALUE self)
{
    return rsa_crypt(argc, argv, self, RSA_PUB_ENC);
}

static VALUE
rsa_public_decrypt(int argc, VALUE *argv, VALUE self)
{
    return rsa_crypt(argc, argv, self, RSA_PUB_DEC);
}

static VALUE
rsa_private_encrypt(int argc, VALUE *argv, VALUE self)
{
    return rsa_crypt(argc, argv, self, RSA_PRIV_ENC);
}

static VALUE
rsa_private_decrypt(int argc, VALUE *argv, VALUE self)
{
    return rsa_crypt(argc, argv, self, RSA_PRIV_DEC);
}

/* DSA's signature of an already computed digest */
static VALUE
dsa_syssign(VALUE self, VALUE data)
{
    EVP_PKEY *pkey = ossl_pkey_get(self);
    EVP_PKEY_CTX *ctx;
    size_t len = EVP_PKEY_get_size(pkey);
    VALUE sig;
    int ok;

    StringValue(data);
    if (!pkey_is_private(pkey)) ossl_raise(eDSAError, "Private DSA key needed!");
    sig = rb_str_new(0, len);
    ctx = EVP_PKEY_CTX_new(pkey, NULL);
    ok = ctx && EVP_PKEY_sign_init(ctx) == 1 &&
        EVP_PKEY_sign(ctx, (unsigned char *)RSTRING_PTR(sig), &len,
                      (unsigned char *)RSTRING_PTR(data), RSTRING_LEN(data)) == 1;
    EVP_PKEY_CTX_free(ctx);
    if (!ok) ossl_raise(eDSAError, NULL);
    rb_str_resize(sig, len);
    return sig;
}

static VALUE
dsa_sysverify(VALUE self, VALUE digest, VALUE sig)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(ossl_pkey_get(self), NULL);
    int r;

    StringValue(digest);
    StringValue(sig);
    if (!ctx || EVP_PKEY_verify_init(ctx) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDSAError, NULL);
    }
    r = EVP_PKEY_verify(ctx, (unsigned char *)RSTRING_PTR(sig), RSTRING_LEN(sig),
                        (unsigned char *)RSTRING_PTR(digest), RSTRING_LEN(digest));
    EVP_PKEY_CTX_free(ctx);
    if (r < 0) ossl_raise(eDSAError, NULL);
    ERR_clear_error();
    return r == 1 ? Qtrue : Qfalse;
}

/* DH: a new key pair from self's parameters */
static VALUE
dh_generate_key(VALUE self)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_pkey(NULL, ossl_pkey_get(self), NULL);
    EVP_PKEY *key;

    if (!ctx || EVP_PKEY_keygen_init(ctx) != 1) {
        EVP_PKEY_CTX_free(ctx);
        ossl_raise(eDHError, NULL);
    }
    key = keygen(ctx, &pkey_types[2]);
    EVP_PKEY_free(DATA_PTR(self));
    DATA_PTR(self) = key;
    return self;
}

/* the peer's key: self's parameters and the public value pub */
static EVP_PKEY *
dh_peer(EVP_PKEY *pkey, const BIGNUM *pub)
{
    BIGNUM *p = NULL, *g = NULL;
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
    EVP_PKEY *peer = NULL;

    if (bld && ctx && EVP_PKEY_get_bn_param(pkey, OSSL_PKEY_PARAM_FFC_P, &p) == 1 &&
        EVP_PKEY_get_bn_param(pkey, OSSL_PKEY_PARAM_FFC_G, &g) == 1 &&
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, p) &&
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, g) &&
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, pub) &&
        (params = OSSL_PARAM_BLD_to_param(bld)) != NULL &&
        EVP_PKEY_fromdata_init(ctx) == 1)
        EVP_PKEY_fromdata(ctx, &peer, EVP_PKEY_PUBLIC_KEY, params);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    BN_free(p);
    BN_free(g);
    return peer;
}

/* compute_key(pub_bn): the secret shared with the peer whose public value
 * is pub_bn */
static VALUE
dh_compute_key(VALUE self, VALUE pub)
{
    EVP_PKEY *pkey = ossl_pkey_get(self), *peer = dh_peer(pkey, ossl_bn_value(pub));
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pkey, NULL);
    size_t len = 0;
    VALUE str = Qnil;
    int ok = peer && ctx && EVP_PKEY_derive_init(ctx) == 1 &&
        EVP_PKEY_derive_set_peer(ctx, peer) == 1 && EVP_PKEY_derive(ctx, NULL, &len) == 1;

    if (ok) {
        str = rb_str_new(0, len);
        ok = EVP_PKEY_derive(ctx, (unsigned char *)RSTRING_PTR(str), &len) == 1;
    }
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(peer);
    if (!ok) ossl_raise(eDHError, NULL);
    rb_str_resize(str, len);
    return str;
}

static VALUE
dh_params_ok_p(VALUE self)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(ossl_pkey_get(self), NULL);
    int r = ctx ? EVP_PKEY_param_check(ctx) : 0;

    EVP_PKEY_CTX_free(ctx);
    ERR_clear_error();
    return r == 1 ? Qtrue : Qfalse;
}

/* the methods RSA, DSA and DH share */
static void
define_pkey_type(VALUE klass, const char *const (*params)[2])
{
    int i;

    rb_define_singleton_method(klass, "generate", pkey_s_generate, -1);
    rb_define_method(klass, "initialize", pkey_type_initialize, -1);
    rb_define_method(klass, "public?", pkey_public_p, 0);
    rb_define_method(klass, "private?", pkey_private_p, 0);
    rb_define_method(klass, "export", pkey_export, -1);
    rb_define_alias(klass, "to_pem", "export");
    rb_define_alias(klass, "to_s", "export");
    rb_define_method(klass, "to_der", pkey_to_der, 0);
    rb_define_method(klass, "public_key", pkey_public_key, 0);
    rb_define_method(klass, "to_text", pkey_to_text, 0);
    rb_define_method(klass, "params", pkey_params, 0);
    for (i = 0; params[i][0]; i++)
        rb_define_method(klass, params[i][0], pkey_param_reader, 0);
}

void
Init_ossl_pkey(void)
{
    mPKey = rb_define_module_under(mOSSL, "PKey");
    ePKeyError = rb_define_class_under(mPKey, "PKeyError", eOSSLError);
    cPKey = rb_define_class_under(mPKey, "PKey", rb_cObject);
    rb_define_alloc_func(cPKey, pkey_alloc);
    rb_define_method(cPKey, "initialize", pkey_initialize, 0);
    rb_define_method(cPKey, "sign", pkey_sign, 2);
    rb_define_method(cPKey, "verify", pkey_verify, 3);

    cRSA = rb_define_class_under(mPKey, "RSA", cPKey);
    eRSAError = rb_define_class_under(mPKey, "RSAError", ePKeyError);
    define_pkey_type(cRSA, rsa_params);
    rb_define_method(cRSA, "public_encrypt", rsa_public_encrypt, -1);
    rb_define_method(cRSA, "public_decrypt", rsa_public_decrypt, -1);
    rb_define_method(cRSA, "private_encrypt", rsa_private_encrypt, -1);
    rb_define_method(cRSA, "private_decrypt", rsa_private_decrypt, -1);
    rb_define_const(cRSA, "PKCS1_PADDING", INT2FIX(RSA_PKCS1_PADDING));
    rb_define_const(cRSA, "SSLV23_PADDING", INT2FIX(2));
    rb_define_const(cRSA, "NO_PADDING", INT2FIX(RSA_NO_PADDING));
    rb_define_const(cRSA, "PKCS1_OAEP_PADDING", INT2FIX(RSA_PKCS1_OAEP_PADDING));

    cDSA = rb_define_class_under(mPKey, "DSA", cPKey);
    eDSAError = rb_define_class_under(mPKey, "DSAError", ePKeyError);
    define_pkey_type(cDSA, dsa_params);
    rb_define_method(cDSA, "syssign", dsa_syssign, 1);
    rb_define_method(cDSA, "sysverify", dsa_sysverify, 2);

    cDH = rb_define_class_under(mPKey, "DH", cPKey);
    eDHError = rb_define_class_under(mPKey, "DHError", ePKeyError);
    define_pkey_type(cDH, dh_params);
    rb_define_method(cDH, "generate_key!", dh_generate_key, 0);
    rb_define_method(cDH, "compute_key", dh_compute_key, 1);
    rb_define_method(cDH, "params_ok?", dh_params_ok_p, 0);

    cEC = rb_define_class_under(mPKey, "EC", cPKey);
    eECError = rb_define_class_under(mPKey, "ECError", ePKeyError);
    define_pkey_type(cEC, no_params);
    Init_ossl_ec();
}
