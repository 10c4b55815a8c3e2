/* ossl_pkcs.c - OpenSSL::PKCS5 (PBKDF2) and OpenSSL::PKCS12 (reading, create) */
#include "ossl.h"
#include <openssl/pkcs12.h>

static VALUE mPKCS5, ePKCS5Error, cPKCS12, ePKCS12Error;

/* pbkdf2_hmac(pass, salt, iter, keylen, digest) */
static VALUE
pkcs5_pbkdf2_hmac(VALUE self, VALUE pass, VALUE salt, VALUE iter, VALUE keylen, VALUE digest)
{
    const EVP_MD *md = ossl_digest_md(digest);
    long len = NUM2LONG(keylen);
    VALUE str;

    StringValue(pass);
    StringValue(salt);
    str = rb_str_new(0, len);
    if (!PKCS5_PBKDF2_HMAC(RSTRING_PTR(pass), (int)RSTRING_LEN(pass),
                           (unsigned char *)RSTRING_PTR(salt), (int)RSTRING_LEN(salt),
                           NUM2INT(iter), md, (int)len, (unsigned char *)RSTRING_PTR(str)))
        ossl_raise(ePKCS5Error, NULL);
    return str;
}

static VALUE
pkcs5_pbkdf2_hmac_sha1(VALUE self, VALUE pass, VALUE salt, VALUE iter, VALUE keylen)
{
    return pkcs5_pbkdf2_hmac(self, pass, salt, iter, keylen, rb_str_new2("SHA1"));
}

/* PKCS12.new(der, pass = nil): key, certificate and ca_certs */
static VALUE
pkcs12_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg, pass, ca = Qnil;
    BIO *bio;
    PKCS12 *p12;
    EVP_PKEY *key = NULL;
    X509 *x = NULL;
    STACK_OF(X509) *sk = NULL;
    int i, ok;

    rb_scan_args(argc, argv, "11", &arg, &pass);
    rb_iv_set(self, "der", rb_str_dup(StringValue(arg)));   /* for to_der */
    bio = ossl_obj2bio(arg);
    p12 = d2i_PKCS12_bio(bio, NULL);
    BIO_free(bio);
    if (!p12) ossl_raise(ePKCS12Error, NULL);
    ok = PKCS12_parse(p12, NIL_P(pass) ? "" : StringValueCStr(pass), &key, &x, &sk);
    PKCS12_free(p12);
    if (!ok) ossl_raise(ePKCS12Error, "PKCS12_parse");
    ERR_clear_error();
    rb_iv_set(self, "@key", key ? ossl_pkey_wrap(key) : Qnil);
    rb_iv_set(self, "@certificate", x ? ossl_x509_new(x) : Qnil);
    X509_free(x);
    if (sk && sk_X509_num(sk) > 0) {
        ca = rb_ary_new();
        for (i = 0; i < sk_X509_num(sk); i++)
            rb_ary_push(ca, ossl_x509_new(sk_X509_value(sk, i)));
    }
    sk_X509_pop_free(sk, X509_free);
    rb_iv_set(self, "@ca_certs", ca);
    return self;
}

/* PKCS12.create(pass, name, key, cert, ca = nil, key_pbe = nil,
   cert_pbe = nil, key_iter = nil, mac_iter = nil, keytype = nil): a new
   PKCS12 (nil pbe and iter: OpenSSL's defaults) */
static VALUE
pkcs12_s_create(int argc, VALUE *argv, VALUE klass)
{
    VALUE pass, name, key, cert, ca, kpbe, cpbe, kiter, miter, ktype, args[2];
    STACK_OF(X509) *sk = NULL;
    PKCS12 *p12;
    unsigned char *der = NULL;
    int len, nkey, ncert;
    long i;

    rb_scan_args(argc, argv, "46", &pass, &name, &key, &cert, &ca, &kpbe, &cpbe, &kiter,
                 &miter, &ktype);
    nkey = NIL_P(kpbe) ? 0 : OBJ_txt2nid(StringValueCStr(kpbe));
    ncert = NIL_P(cpbe) ? 0 : OBJ_txt2nid(StringValueCStr(cpbe));
    if (!NIL_P(ca)) {
        Check_Type(ca, T_ARRAY);
        sk = sk_X509_new_null();
        for (i = 0; i < RARRAY_LEN(ca); i++) sk_X509_push(sk, ossl_x509_get(RARRAY_PTR(ca)[i]));
    }
    p12 = PKCS12_create(NIL_P(pass) ? NULL : StringValueCStr(pass),
                        NIL_P(name) ? NULL : StringValueCStr(name),
                        NIL_P(key) ? NULL : ossl_pkey_get(key),
                        NIL_P(cert) ? NULL : ossl_x509_get(cert), sk, nkey, ncert,
                        NIL_P(kiter) ? 0 : NUM2INT(kiter), NIL_P(miter) ? 0 : NUM2INT(miter),
                        NIL_P(ktype) ? 0 : NUM2INT(ktype));
    sk_X509_free(sk);   /* the certificates are the callers' */
    if (!p12) ossl_raise(ePKCS12Error, NULL);
    len = i2d_PKCS12(p12, &der);
    PKCS12_free(p12);
    if (len <= 0) ossl_raise(ePKCS12Error, NULL);
    args[0] = rb_str_new((char *)der, len);
    args[1] = pass;
    OPENSSL_free(der);
    return rb_class_new_instance(2, args, klass);
}

static VALUE
pkcs12_to_der(VALUE self)
{
    return rb_iv_get(self, "der");
}

void
Init_ossl_pkcs(void)
{
    mPKCS5 = rb_define_module_under(mOSSL, "PKCS5");
    ePKCS5Error = rb_define_class_under(mPKCS5, "PKCS5Error", eOSSLError);
    rb_define_module_function(mPKCS5, "pbkdf2_hmac", pkcs5_pbkdf2_hmac, 5);
    rb_define_module_function(mPKCS5, "pbkdf2_hmac_sha1", pkcs5_pbkdf2_hmac_sha1, 4);

    cPKCS12 = rb_define_class_under(mOSSL, "PKCS12", rb_cObject);
    ePKCS12Error = rb_define_class_under(cPKCS12, "PKCS12Error", eOSSLError);
    rb_define_method(cPKCS12, "initialize", pkcs12_initialize, -1);
    rb_define_attr(cPKCS12, "key", 1, 0);
    rb_define_attr(cPKCS12, "certificate", 1, 0);
    rb_define_attr(cPKCS12, "ca_certs", 1, 0);
    rb_define_singleton_method(cPKCS12, "create", pkcs12_s_create, -1);
    rb_define_method(cPKCS12, "to_der", pkcs12_to_der, 0);
}
