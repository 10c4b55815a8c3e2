/* ossl_x509req.c - OpenSSL::X509::Request (a certificate signing request) */
#include "ossl.h"

VALUE cX509Req;
static VALUE eX509ReqError;

static VALUE
req_alloc(VALUE klass)
{
    X509_REQ *req = X509_REQ_new();

    if (!req) ossl_raise(eX509ReqError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_REQ_free, req);
}

X509_REQ *
ossl_x509req_get(VALUE obj)
{
    X509_REQ *req;

    OSSL_Check_Kind(obj, cX509Req);
    Data_Get_Struct(obj, X509_REQ, req);
    return req;
}

/* new(pem_or_der = nil) */
static VALUE
req_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg;
    BIO *bio;
    X509_REQ *req;

    if (rb_scan_args(argc, argv, "01", &arg) == 0) return self;
    bio = ossl_obj2bio(arg);
    req = PEM_read_bio_X509_REQ(bio, NULL, NULL, NULL);
    if (!req) {
        (void)BIO_reset(bio);
        req = d2i_X509_REQ_bio(bio, NULL);
    }
    BIO_free(bio);
    if (!req) ossl_raise(eX509ReqError, NULL);
    ERR_clear_error();
    X509_REQ_free(DATA_PTR(self));
    DATA_PTR(self) = req;
    return self;
}

static VALUE
req_copy(VALUE self, VALUE other)
{
    X509_REQ *dup;

    if (self == other) return self;
    dup = X509_REQ_dup(ossl_x509req_get(other));
    if (!dup) ossl_raise(eX509ReqError, NULL);
    X509_REQ_free(DATA_PTR(self));
    DATA_PTR(self) = dup;
    return self;
}

static VALUE
req_to_pem(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !PEM_write_bio_X509_REQ(bio, ossl_x509req_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509ReqError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
req_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_X509_REQ(ossl_x509req_get(self), &der);
    VALUE str;

    if (len < 0) ossl_raise(eX509ReqError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return str;
}

static VALUE
req_to_text(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !X509_REQ_print(bio, ossl_x509req_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509ReqError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
req_version(VALUE self)
{
    return LONG2NUM(X509_REQ_get_version(ossl_x509req_get(self)));
}

static VALUE
req_set_version(VALUE self, VALUE v)
{
    long ver = NUM2LONG(v);

    if (ver < 0) ossl_raise(eX509ReqError, "version must be >= 0!");
    if (!X509_REQ_set_version(ossl_x509req_get(self), ver)) ossl_raise(eX509ReqError, NULL);
    return v;
}

static VALUE
req_subject(VALUE self)
{
    return ossl_x509name_new(X509_REQ_get_subject_name(ossl_x509req_get(self)));
}

static VALUE
req_set_subject(VALUE self, VALUE name)
{
    if (!X509_REQ_set_subject_name(ossl_x509req_get(self), ossl_x509name_get(name)))
        ossl_raise(eX509ReqError, NULL);
    return name;
}

static VALUE
req_signature_algorithm(VALUE self)
{
    return rb_str_new2(OBJ_nid2ln(X509_REQ_get_signature_nid(ossl_x509req_get(self))));
}

static VALUE
req_public_key(VALUE self)
{
    EVP_PKEY *pkey = X509_REQ_get_pubkey(ossl_x509req_get(self));

    if (!pkey) ossl_raise(eX509ReqError, NULL);
    return ossl_pkey_wrap(pkey);
}

static VALUE
req_set_public_key(VALUE self, VALUE key)
{
    if (!X509_REQ_set_pubkey(ossl_x509req_get(self), ossl_pkey_get(key)))
        ossl_raise(eX509ReqError, NULL);
    return key;
}

static VALUE
req_sign(VALUE self, VALUE key, VALUE digest)
{
    EVP_PKEY *pkey = ossl_pkey_get_private(key);

    if (!X509_REQ_sign(ossl_x509req_get(self), pkey, ossl_digest_md(digest)))
        ossl_raise(eX509ReqError, NULL);
    return self;
}

static VALUE
req_attributes(VALUE self)
{
    X509_REQ *req = ossl_x509req_get(self);
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; i < X509_REQ_get_attr_count(req); i++)
        rb_ary_push(ary, ossl_x509attr_new(X509_REQ_get_attr(req, i)));
    return ary;
}

static VALUE
req_add_attribute(VALUE self, VALUE attr)
{
    X509_ATTRIBUTE *a = ossl_x509attr_get(attr);
    int ok = X509_REQ_add1_attr(ossl_x509req_get(self), a);

    X509_ATTRIBUTE_free(a);
    if (!ok) ossl_raise(eX509ReqError, NULL);
    return attr;
}

/* attributes=(ary): the request's attributes become ary's */
static VALUE
req_set_attributes(VALUE self, VALUE ary)
{
    X509_REQ *req = ossl_x509req_get(self);
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        X509_ATTRIBUTE_free(ossl_x509attr_get(RARRAY_PTR(ary)[i]));   /* checks each */
    while (X509_REQ_get_attr_count(req) > 0) X509_ATTRIBUTE_free(X509_REQ_delete_attr(req, 0));
    for (i = 0; i < RARRAY_LEN(ary); i++) req_add_attribute(self, RARRAY_PTR(ary)[i]);
    return ary;
}

static VALUE
req_verify(VALUE self, VALUE key)
{
    int r = X509_REQ_verify(ossl_x509req_get(self), ossl_pkey_get(key));

    if (r < 0) ossl_raise(eX509ReqError, NULL);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

void
Init_ossl_x509req(void)
{
    cX509Req = rb_define_class_under(mX509, "Request", rb_cObject);
    eX509ReqError = rb_define_class_under(mX509, "RequestError", eOSSLError);
    rb_define_alloc_func(cX509Req, req_alloc);
    rb_define_method(cX509Req, "initialize", req_initialize, -1);
    rb_define_method(cX509Req, "initialize_copy", req_copy, 1);
    rb_define_method(cX509Req, "to_pem", req_to_pem, 0);
    rb_define_alias(cX509Req, "to_s", "to_pem");
    rb_define_method(cX509Req, "to_der", req_to_der, 0);
    rb_define_method(cX509Req, "to_text", req_to_text, 0);
    rb_define_method(cX509Req, "version", req_version, 0);
    rb_define_method(cX509Req, "version=", req_set_version, 1);
    rb_define_method(cX509Req, "subject", req_subject, 0);
    rb_define_method(cX509Req, "subject=", req_set_subject, 1);
    rb_define_method(cX509Req, "signature_algorithm", req_signature_algorithm, 0);
    rb_define_method(cX509Req, "public_key", req_public_key, 0);
    rb_define_method(cX509Req, "public_key=", req_set_public_key, 1);
    rb_define_method(cX509Req, "sign", req_sign, 2);
    rb_define_method(cX509Req, "verify", req_verify, 1);
    rb_define_method(cX509Req, "attributes", req_attributes, 0);
    rb_define_method(cX509Req, "attributes=", req_set_attributes, 1);
    rb_define_method(cX509Req, "add_attribute", req_add_attribute, 1);
}
