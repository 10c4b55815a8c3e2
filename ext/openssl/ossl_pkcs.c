/* ossl_pkcs.c - OpenSSL::PKCS5 (PBKDF2) and OpenSSL::PKCS12 (reading) */
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
}
