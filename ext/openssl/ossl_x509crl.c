/* ossl_x509crl.c - OpenSSL::X509::CRL and Revoked (reading, verifying,
 * Store#add_crl) */
#include "ossl.h"

static VALUE cX509CRL, eX509CRLError, cX509Rev;

static VALUE
crl_alloc(VALUE klass)
{
    X509_CRL *crl = X509_CRL_new();

    if (!crl) ossl_raise(eX509CRLError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_CRL_free, crl);
}

X509_CRL *
ossl_x509crl_get(VALUE obj)
{
    X509_CRL *crl;

    OSSL_Check_Kind(obj, cX509CRL);
    Data_Get_Struct(obj, X509_CRL, crl);
    return crl;
}

/* new(pem_or_der = nil) */
static VALUE
crl_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg;
    BIO *bio;
    X509_CRL *crl;

    if (rb_scan_args(argc, argv, "01", &arg) == 0) return self;
    bio = ossl_obj2bio(arg);
    crl = PEM_read_bio_X509_CRL(bio, NULL, NULL, NULL);
    if (!crl) {
        (void)BIO_reset(bio);
        crl = d2i_X509_CRL_bio(bio, NULL);
    }
    BIO_free(bio);
    if (!crl) ossl_raise(eX509CRLError, NULL);
    ERR_clear_error();
    X509_CRL_free(DATA_PTR(self));
    DATA_PTR(self) = crl;
    return self;
}

static VALUE
crl_version(VALUE self)
{
    return LONG2NUM(X509_CRL_get_version(ossl_x509crl_get(self)));
}

static VALUE
crl_signature_algorithm(VALUE self)
{
    return rb_str_new2(OBJ_nid2ln(X509_CRL_get_signature_nid(ossl_x509crl_get(self))));
}

static VALUE
crl_issuer(VALUE self)
{
    return ossl_x509name_new(X509_CRL_get_issuer(ossl_x509crl_get(self)));
}

static VALUE
crl_last_update(VALUE self)
{
    return asn1time_to_time(X509_CRL_get0_lastUpdate(ossl_x509crl_get(self)));
}

static VALUE
crl_next_update(VALUE self)
{
    const ASN1_TIME *t = X509_CRL_get0_nextUpdate(ossl_x509crl_get(self));
    return t ? asn1time_to_time(t) : Qnil;
}

/* the revoked certificates: Revoked objects with serial and time */
static VALUE
crl_revoked(VALUE self)
{
    STACK_OF(X509_REVOKED) *sk = X509_CRL_get_REVOKED(ossl_x509crl_get(self));
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; sk && i < sk_X509_REVOKED_num(sk); i++) {
        X509_REVOKED *r = sk_X509_REVOKED_value(sk, i);
        BIGNUM *bn = ASN1_INTEGER_to_BN(X509_REVOKED_get0_serialNumber(r), NULL);
        VALUE rev = rb_obj_alloc(cX509Rev);

        if (!bn) ossl_raise(eX509CRLError, NULL);
        rb_iv_set(rev, "@serial", ossl_bn_new(bn));
        BN_free(bn);
        rb_iv_set(rev, "@time", asn1time_to_time(X509_REVOKED_get0_revocationDate(r)));
        rb_ary_push(ary, rev);
    }
    return ary;
}

static VALUE
crl_verify(VALUE self, VALUE key)
{
    int r = X509_CRL_verify(ossl_x509crl_get(self), ossl_pkey_get(key));

    if (r < 0) ossl_raise(eX509CRLError, NULL);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

static VALUE
crl_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_X509_CRL(ossl_x509crl_get(self), &der);
    VALUE str;

    if (len < 0) ossl_raise(eX509CRLError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return str;
}

static VALUE
crl_to_pem(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !PEM_write_bio_X509_CRL(bio, ossl_x509crl_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509CRLError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
crl_to_text(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !X509_CRL_print(bio, ossl_x509crl_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509CRLError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
crl_extensions(VALUE self)
{
    X509_CRL *crl = ossl_x509crl_get(self);
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; i < X509_CRL_get_ext_count(crl); i++)
        rb_ary_push(ary, ossl_x509ext_new(X509_CRL_get_ext(crl, i)));
    return ary;
}

void
Init_ossl_x509crl(void)
{
    cX509CRL = rb_define_class_under(mX509, "CRL", rb_cObject);
    eX509CRLError = rb_define_class_under(mX509, "CRLError", eOSSLError);
    rb_define_alloc_func(cX509CRL, crl_alloc);
    rb_define_method(cX509CRL, "initialize", crl_initialize, -1);
    rb_define_method(cX509CRL, "version", crl_version, 0);
    rb_define_method(cX509CRL, "signature_algorithm", crl_signature_algorithm, 0);
    rb_define_method(cX509CRL, "issuer", crl_issuer, 0);
    rb_define_method(cX509CRL, "last_update", crl_last_update, 0);
    rb_define_method(cX509CRL, "next_update", crl_next_update, 0);
    rb_define_method(cX509CRL, "revoked", crl_revoked, 0);
    rb_define_method(cX509CRL, "verify", crl_verify, 1);
    rb_define_method(cX509CRL, "to_der", crl_to_der, 0);
    rb_define_method(cX509CRL, "to_pem", crl_to_pem, 0);
    rb_define_alias(cX509CRL, "to_s", "to_pem");
    rb_define_method(cX509CRL, "to_text", crl_to_text, 0);
    rb_define_method(cX509CRL, "extensions", crl_extensions, 0);

    cX509Rev = rb_define_class_under(mX509, "Revoked", rb_cObject);
    rb_define_attr(cX509Rev, "serial", 1, 1);
    rb_define_attr(cX509Rev, "time", 1, 1);
}
