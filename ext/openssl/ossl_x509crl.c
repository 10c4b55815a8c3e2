/* ossl_x509crl.c - OpenSSL::X509::CRL and Revoked (reading, verifying,
 * making and signing, Store#add_crl) */
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

static VALUE
revoked_extensions(const X509_REVOKED *r)
{
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; i < X509_REVOKED_get_ext_count(r); i++)
        rb_ary_push(ary, ossl_x509ext_new(X509_REVOKED_get_ext(r, i)));
    return ary;
}

/* the revoked certificates: Revoked objects with serial, time, extensions */
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
        rb_iv_set(rev, "@extensions", revoked_extensions(r));
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

/* ---- making a CRL: the setters, add_revoked, sign ---- */

static VALUE
crl_set_version(VALUE self, VALUE v)
{
    long ver = NUM2LONG(v);

    if (ver < 0) rb_raise(eX509CRLError, "version must be >= 0!");
    if (!X509_CRL_set_version(ossl_x509crl_get(self), ver)) ossl_raise(eX509CRLError, NULL);
    return v;
}

static VALUE
crl_set_issuer(VALUE self, VALUE name)
{
    if (!X509_CRL_set_issuer_name(ossl_x509crl_get(self), ossl_x509name_get(name)))
        ossl_raise(eX509CRLError, NULL);
    return name;
}

/* sets the time through setter (X509_CRL_set1_lastUpdate or nextUpdate) */
static VALUE
crl_set_time(VALUE self, VALUE time, int (*setter)(X509_CRL *, const ASN1_TIME *))
{
    ASN1_TIME *t = ASN1_TIME_new();
    int ok;

    if (!t) ossl_raise(eX509CRLError, NULL);
    ossl_time_set(t, time);
    ok = setter(ossl_x509crl_get(self), t);
    ASN1_TIME_free(t);
    if (!ok) ossl_raise(eX509CRLError, NULL);
    return time;
}

static VALUE
crl_set_last_update(VALUE self, VALUE time)
{
    return crl_set_time(self, time, X509_CRL_set1_lastUpdate);
}

static VALUE
crl_set_next_update(VALUE self, VALUE time)
{
    return crl_set_time(self, time, X509_CRL_set1_nextUpdate);
}

/* an X509_REVOKED of a Revoked (its serial, time and extensions) */
static X509_REVOKED *
revoked_to_x509(VALUE rev)
{
    X509_REVOKED *r = X509_REVOKED_new();
    ASN1_INTEGER *serial = NULL;
    ASN1_TIME *t = ASN1_TIME_new();
    VALUE exts = rb_iv_get(rev, "@extensions");
    long i;
    int ok;

    if (!r || !t) ossl_raise(eX509CRLError, NULL);
    serial = BN_to_ASN1_INTEGER(ossl_bn_value(rb_iv_get(rev, "@serial")), NULL);
    ossl_time_set(t, rb_iv_get(rev, "@time"));
    ok = serial && X509_REVOKED_set_serialNumber(r, serial) && X509_REVOKED_set_revocationDate(r, t);
    ASN1_INTEGER_free(serial);
    ASN1_TIME_free(t);
    for (i = 0; ok && !NIL_P(exts) && i < RARRAY_LEN(exts); i++)
        ok = X509_REVOKED_add_ext(r, ossl_x509ext_get(RARRAY_PTR(exts)[i]), -1);
    if (!ok) {
        X509_REVOKED_free(r);
        ossl_raise(eX509CRLError, NULL);
    }
    return r;
}

static VALUE
crl_add_revoked(VALUE self, VALUE rev)
{
    X509_REVOKED *r;

    OSSL_Check_Kind(rev, cX509Rev);
    r = revoked_to_x509(rev);
    if (!X509_CRL_add0_revoked(ossl_x509crl_get(self), r)) {
        X509_REVOKED_free(r);
        ossl_raise(eX509CRLError, NULL);
    }
    return rev;
}

/* revoked=(ary): the CRL's revoked list becomes ary's */
static VALUE
crl_set_revoked(VALUE self, VALUE ary)
{
    X509_CRL *crl = ossl_x509crl_get(self);
    STACK_OF(X509_REVOKED) *sk = X509_CRL_get_REVOKED(crl);
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++) OSSL_Check_Kind(RARRAY_PTR(ary)[i], cX509Rev);
    while (sk && sk_X509_REVOKED_num(sk) > 0) X509_REVOKED_free(sk_X509_REVOKED_pop(sk));
    for (i = 0; i < RARRAY_LEN(ary); i++) crl_add_revoked(self, RARRAY_PTR(ary)[i]);
    return ary;
}

static VALUE
crl_add_extension(VALUE self, VALUE ext)
{
    if (!X509_CRL_add_ext(ossl_x509crl_get(self), ossl_x509ext_get(ext), -1))
        ossl_raise(eX509CRLError, NULL);
    return ext;
}

static VALUE
crl_set_extensions(VALUE self, VALUE ary)
{
    X509_CRL *crl = ossl_x509crl_get(self);
    long i;

    Check_Type(ary, T_ARRAY);
    while (X509_CRL_get_ext_count(crl) > 0) X509_EXTENSION_free(X509_CRL_delete_ext(crl, 0));
    for (i = 0; i < RARRAY_LEN(ary); i++) crl_add_extension(self, RARRAY_PTR(ary)[i]);
    return ary;
}

/* sign(key, digest): sorts the revoked list, then signs */
static VALUE
crl_sign(VALUE self, VALUE key, VALUE digest)
{
    X509_CRL *crl = ossl_x509crl_get(self);

    X509_CRL_sort(crl);
    if (!X509_CRL_sign(crl, ossl_pkey_get_private(key), ossl_digest_md(digest)))
        ossl_raise(eX509CRLError, NULL);
    return self;
}

/* Revoked.new: serial 0, now, no extensions (1.8.7's defaults) */
static VALUE
rev_initialize(int argc, VALUE *argv, VALUE self)
{
    rb_iv_set(self, "@serial", INT2FIX(0));
    rb_iv_set(self, "@time", rb_funcall(rb_cTime, rb_intern("now"), 0));
    rb_iv_set(self, "@extensions", rb_ary_new());
    return self;
}

static VALUE
rev_add_extension(VALUE self, VALUE ext)
{
    VALUE exts = rb_iv_get(self, "@extensions");

    OSSL_Check_Kind(ext, rb_path2class("OpenSSL::X509::Extension"));
    if (NIL_P(exts)) rb_iv_set(self, "@extensions", exts = rb_ary_new());
    rb_ary_push(exts, ext);
    return ext;
}

static VALUE
rev_set_extensions(VALUE self, VALUE ary)
{
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        OSSL_Check_Kind(RARRAY_PTR(ary)[i], rb_path2class("OpenSSL::X509::Extension"));
    rb_iv_set(self, "@extensions", rb_ary_dup(ary));
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
    rb_define_method(cX509CRL, "version=", crl_set_version, 1);
    rb_define_method(cX509CRL, "issuer=", crl_set_issuer, 1);
    rb_define_method(cX509CRL, "last_update=", crl_set_last_update, 1);
    rb_define_method(cX509CRL, "next_update=", crl_set_next_update, 1);
    rb_define_method(cX509CRL, "revoked=", crl_set_revoked, 1);
    rb_define_method(cX509CRL, "add_revoked", crl_add_revoked, 1);
    rb_define_method(cX509CRL, "extensions=", crl_set_extensions, 1);
    rb_define_method(cX509CRL, "add_extension", crl_add_extension, 1);
    rb_define_method(cX509CRL, "sign", crl_sign, 2);

    cX509Rev = rb_define_class_under(mX509, "Revoked", rb_cObject);
    rb_define_attr(cX509Rev, "serial", 1, 1);
    rb_define_attr(cX509Rev, "time", 1, 1);
    rb_define_attr(cX509Rev, "extensions", 1, 0);
    rb_define_method(cX509Rev, "initialize", rev_initialize, -1);
    rb_define_method(cX509Rev, "extensions=", rev_set_extensions, 1);
    rb_define_method(cX509Rev, "add_extension", rev_add_extension, 1);
}
