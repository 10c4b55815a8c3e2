/* ossl_ocsp.c - OpenSSL::OCSP (1.8.7's API): Request, Response,
 * BasicResponse and CertificateId over OpenSSL's OCSP functions */
#include "ossl.h"
#include <openssl/ocsp.h>

static VALUE mOCSP, eOCSPError, cOCSPReq, cOCSPRes, cOCSPBasicRes, cOCSPCertId;

/* the wrapped pointer of self, raising when there is none */
static void *
ocsp_ptr(VALUE self, VALUE klass)
{
    OSSL_Check_Kind(self, klass);
    if (!DATA_PTR(self)) rb_raise(eOCSPError, "uninitialized %s", rb_class2name(klass));
    return DATA_PTR(self);
}

#define GetReq(obj) ((OCSP_REQUEST *)ocsp_ptr((obj), cOCSPReq))
#define GetRes(obj) ((OCSP_RESPONSE *)ocsp_ptr((obj), cOCSPRes))
#define GetBasic(obj) ((OCSP_BASICRESP *)ocsp_ptr((obj), cOCSPBasicRes))
#define GetCid(obj) ((OCSP_CERTID *)ocsp_ptr((obj), cOCSPCertId))

static VALUE
wrap(VALUE klass, void (*freefn)(void *), void *p)
{
    VALUE obj = Data_Wrap_Struct(klass, 0, freefn, p);
    return obj;
}

/* replaces self's pointer, freeing the old one */
static void
replace(VALUE self, void (*freefn)(void *), void *p)
{
    if (DATA_PTR(self)) freefn(DATA_PTR(self));
    DATA_PTR(self) = p;
}

/* i2d through the function of the object's type */
static VALUE
der_of(int len, unsigned char *der)
{
    VALUE s;

    if (len <= 0) ossl_raise(eOCSPError, NULL);
    s = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return s;
}

/* a STACK_OF(X509) of an Array (nil: NULL); the certificates are not
   referenced again: free the stack with sk_X509_free */
static STACK_OF(X509) *
certs_of(VALUE ary)
{
    STACK_OF(X509) *sk;
    long i;

    if (NIL_P(ary)) return NULL;
    Check_Type(ary, T_ARRAY);
    sk = sk_X509_new_null();
    for (i = 0; i < RARRAY_LEN(ary); i++) sk_X509_push(sk, ossl_x509_get(RARRAY_PTR(ary)[i]));
    return sk;
}

static void req_free(void *p) { OCSP_REQUEST_free(p); }
static void res_free(void *p) { OCSP_RESPONSE_free(p); }
static void basic_free(void *p) { OCSP_BASICRESP_free(p); }
static void cid_free(void *p) { OCSP_CERTID_free(p); }

static VALUE req_alloc(VALUE klass) { return wrap(klass, req_free, 0); }
static VALUE res_alloc(VALUE klass) { return wrap(klass, res_free, 0); }
static VALUE basic_alloc(VALUE klass) { return wrap(klass, basic_free, 0); }
static VALUE cid_alloc(VALUE klass) { return wrap(klass, cid_free, 0); }

static VALUE
cid_wrap(OCSP_CERTID *cid)
{
    return wrap(cOCSPCertId, cid_free, cid);
}

/* ---- CertificateId --------------------------------------------------- */

/* new(subject_cert, issuer_cert, digest = nil (SHA1)) */
static VALUE
cid_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE subject, issuer, digest;
    OCSP_CERTID *cid;

    rb_scan_args(argc, argv, "21", &subject, &issuer, &digest);
    cid = OCSP_cert_to_id(NIL_P(digest) ? NULL : ossl_digest_md(digest),
                          ossl_x509_get(subject), ossl_x509_get(issuer));
    if (!cid) ossl_raise(eOCSPError, NULL);
    replace(self, cid_free, cid);
    return self;
}

static VALUE
cid_cmp(VALUE self, VALUE other)
{
    return OCSP_id_cmp(GetCid(self), GetCid(other)) == 0 ? Qtrue : Qfalse;
}

static VALUE
cid_cmp_issuer(VALUE self, VALUE other)
{
    return OCSP_id_issuer_cmp(GetCid(self), GetCid(other)) == 0 ? Qtrue : Qfalse;
}

static VALUE
cid_serial(VALUE self)
{
    ASN1_INTEGER *serial = NULL;
    BIGNUM *bn;
    VALUE v;

    OCSP_id_get0_info(NULL, NULL, NULL, &serial, GetCid(self));
    bn = ASN1_INTEGER_to_BN(serial, NULL);
    if (!bn) ossl_raise(eOCSPError, NULL);
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

/* ---- Request ----------------------------------------------------------- */

static VALUE
req_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE der;
    OCSP_REQUEST *req;
    const unsigned char *p;

    if (rb_scan_args(argc, argv, "01", &der) == 0) req = OCSP_REQUEST_new();
    else {
        StringValue(der);
        p = (const unsigned char *)RSTRING_PTR(der);
        req = d2i_OCSP_REQUEST(NULL, &p, (long)RSTRING_LEN(der));
    }
    if (!req) ossl_raise(eOCSPError, NULL);
    replace(self, req_free, req);
    return self;
}

/* add_nonce(value = nil): nil is a random nonce */
static VALUE
req_add_nonce(int argc, VALUE *argv, VALUE self)
{
    VALUE val;
    int ok;

    rb_scan_args(argc, argv, "01", &val);
    if (NIL_P(val)) ok = OCSP_request_add1_nonce(GetReq(self), NULL, -1);
    else {
        StringValue(val);
        ok = OCSP_request_add1_nonce(GetReq(self), (unsigned char *)RSTRING_PTR(val),
                                     (int)RSTRING_LEN(val));
    }
    if (!ok) ossl_raise(eOCSPError, NULL);
    return self;
}

/* check_nonce(basic_response): 1 equal, 2 neither has one, 3 only the
   response, -1 only the request, 0 they differ */
static VALUE
req_check_nonce(VALUE self, VALUE basic)
{
    return INT2NUM(OCSP_check_nonce(GetReq(self), GetBasic(basic)));
}

static VALUE
req_add_certid(VALUE self, VALUE cid)
{
    OCSP_CERTID *id = OCSP_CERTID_dup(GetCid(cid));

    if (!id || !OCSP_request_add0_id(GetReq(self), id)) {
        OCSP_CERTID_free(id);
        ossl_raise(eOCSPError, NULL);
    }
    return self;
}

static VALUE
req_certid(VALUE self)
{
    OCSP_REQUEST *req = GetReq(self);
    int i, n = OCSP_request_onereq_count(req);
    VALUE ary;

    if (n <= 0) return Qnil;
    ary = rb_ary_new();
    for (i = 0; i < n; i++)
        rb_ary_push(ary, cid_wrap(OCSP_CERTID_dup(OCSP_onereq_get0_id(OCSP_request_onereq_get0(req, i)))));
    return ary;
}

/* sign(cert, key, certs = nil, flags = 0) */
static VALUE
req_sign(int argc, VALUE *argv, VALUE self)
{
    VALUE cert, key, certs, flags;
    STACK_OF(X509) *sk;
    int ok;

    rb_scan_args(argc, argv, "22", &cert, &key, &certs, &flags);
    sk = certs_of(certs);
    ok = OCSP_request_sign(GetReq(self), ossl_x509_get(cert), ossl_pkey_get_private(key),
                           NULL, sk, NIL_P(flags) ? (sk ? 0 : OCSP_NOCERTS) : NUM2ULONG(flags));
    sk_X509_free(sk);
    if (!ok) ossl_raise(eOCSPError, NULL);
    return self;
}

/* verify(certs, store, flags = 0) */
static VALUE
req_verify(int argc, VALUE *argv, VALUE self)
{
    VALUE certs, store, flags;
    STACK_OF(X509) *sk;
    int r;

    rb_scan_args(argc, argv, "21", &certs, &store, &flags);
    sk = certs_of(certs);
    r = OCSP_request_verify(GetReq(self), sk, ossl_x509store_get(store),
                            NIL_P(flags) ? 0 : NUM2ULONG(flags));
    sk_X509_free(sk);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

static VALUE
req_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_OCSP_REQUEST(GetReq(self), &der);   /* before der is read */

    return der_of(len, der);
}

/* ---- Response ---------------------------------------------------------- */

/* Response.create(status, basic_response = nil) */
static VALUE
res_s_create(VALUE klass, VALUE status, VALUE basic)
{
    OCSP_RESPONSE *res = OCSP_response_create(NUM2INT(status),
                                              NIL_P(basic) ? NULL : GetBasic(basic));

    if (!res) ossl_raise(eOCSPError, NULL);
    return wrap(klass, res_free, res);
}

static VALUE
res_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE der;
    OCSP_RESPONSE *res;
    const unsigned char *p;

    if (rb_scan_args(argc, argv, "01", &der) == 0) res = OCSP_RESPONSE_new();
    else {
        StringValue(der);
        p = (const unsigned char *)RSTRING_PTR(der);
        res = d2i_OCSP_RESPONSE(NULL, &p, (long)RSTRING_LEN(der));
    }
    if (!res) ossl_raise(eOCSPError, NULL);
    replace(self, res_free, res);
    return self;
}

static VALUE
res_status(VALUE self)
{
    return INT2NUM(OCSP_response_status(GetRes(self)));
}

static VALUE
res_status_string(VALUE self)
{
    return rb_str_new2(OCSP_response_status_str(OCSP_response_status(GetRes(self))));
}

static VALUE
res_basic(VALUE self)
{
    OCSP_BASICRESP *bs = OCSP_response_get1_basic(GetRes(self));

    ERR_clear_error();
    return bs ? wrap(cOCSPBasicRes, basic_free, bs) : Qnil;
}

static VALUE
res_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_OCSP_RESPONSE(GetRes(self), &der);

    return der_of(len, der);
}

/* ---- BasicResponse ------------------------------------------------------ */

static VALUE
basic_initialize(int argc, VALUE *argv, VALUE self)
{
    OCSP_BASICRESP *bs = OCSP_BASICRESP_new();

    if (!bs) ossl_raise(eOCSPError, NULL);
    replace(self, basic_free, bs);
    return self;
}

static VALUE
basic_copy_nonce(VALUE self, VALUE req)
{
    return INT2NUM(OCSP_copy_nonce(GetBasic(self), GetReq(req)));
}

static VALUE
basic_add_nonce(int argc, VALUE *argv, VALUE self)
{
    VALUE val;
    int ok;

    rb_scan_args(argc, argv, "01", &val);
    if (NIL_P(val)) ok = OCSP_basic_add1_nonce(GetBasic(self), NULL, -1);
    else {
        StringValue(val);
        ok = OCSP_basic_add1_nonce(GetBasic(self), (unsigned char *)RSTRING_PTR(val),
                                   (int)RSTRING_LEN(val));
    }
    if (!ok) ossl_raise(eOCSPError, NULL);
    return self;
}

/* a time offset seconds from now (1.8.7 takes offsets); nil: NULL */
static ASN1_TIME *
time_from_now(VALUE sec)
{
    ASN1_TIME *t;

    if (NIL_P(sec)) return NULL;
    t = X509_gmtime_adj(NULL, NUM2LONG(sec));
    if (!t) ossl_raise(eOCSPError, NULL);
    return t;
}

/* add_status(certid, status, reason, revtime, thisupd, nextupd, exts):
   times are seconds from now */
static VALUE
basic_add_status(VALUE self, VALUE cid, VALUE status, VALUE reason, VALUE revtime,
                 VALUE thisupd, VALUE nextupd, VALUE exts)
{
    int st = NUM2INT(status), rsn = NIL_P(reason) ? 0 : NUM2INT(reason);
    ASN1_TIME *rev = st == V_OCSP_CERTSTATUS_REVOKED ? time_from_now(revtime) : NULL;
    ASN1_TIME *ths = time_from_now(NIL_P(thisupd) ? INT2FIX(0) : thisupd);
    ASN1_TIME *nxt = time_from_now(nextupd);
    OCSP_SINGLERESP *single;
    long i;

    if (!NIL_P(exts)) Check_Type(exts, T_ARRAY);
    single = OCSP_basic_add1_status(GetBasic(self), GetCid(cid), st, rsn, rev, ths, nxt);
    for (i = 0; single && !NIL_P(exts) && i < RARRAY_LEN(exts); i++)
        if (!OCSP_SINGLERESP_add_ext(single, ossl_x509ext_get(RARRAY_PTR(exts)[i]), -1)) single = NULL;
    ASN1_TIME_free(rev);
    ASN1_TIME_free(ths);
    ASN1_TIME_free(nxt);
    if (!single) ossl_raise(eOCSPError, NULL);
    return self;
}

static VALUE
time_or_nil(ASN1_GENERALIZEDTIME *t)
{
    return t ? asn1time_to_time(t) : Qnil;
}

/* status: [[certid, status, reason, revtime, thisupd, nextupd, exts], ...] */
static VALUE
basic_status(VALUE self)
{
    OCSP_BASICRESP *bs = GetBasic(self);
    VALUE ary = rb_ary_new();
    int i, j;

    for (i = 0; i < OCSP_resp_count(bs); i++) {
        OCSP_SINGLERESP *single = OCSP_resp_get0(bs, i);
        ASN1_GENERALIZEDTIME *rev = NULL, *ths = NULL, *nxt = NULL;
        int reason = -1, st = OCSP_single_get0_status(single, &reason, &rev, &ths, &nxt);
        VALUE exts = rb_ary_new(), row = rb_ary_new();

        for (j = 0; j < OCSP_SINGLERESP_get_ext_count(single); j++)
            rb_ary_push(exts, ossl_x509ext_new(OCSP_SINGLERESP_get_ext(single, j)));
        rb_ary_push(row, cid_wrap(OCSP_CERTID_dup((OCSP_CERTID *)OCSP_SINGLERESP_get0_id(single))));
        rb_ary_push(row, INT2NUM(st));
        rb_ary_push(row, INT2NUM(reason));
        rb_ary_push(row, time_or_nil(rev));
        rb_ary_push(row, time_or_nil(ths));
        rb_ary_push(row, time_or_nil(nxt));
        rb_ary_push(row, exts);
        rb_ary_push(ary, row);
    }
    return ary;
}

/* sign(cert, key, certs = nil, flags = 0) */
static VALUE
basic_sign(int argc, VALUE *argv, VALUE self)
{
    VALUE cert, key, certs, flags;
    STACK_OF(X509) *sk;
    int ok;

    rb_scan_args(argc, argv, "22", &cert, &key, &certs, &flags);
    sk = certs_of(certs);
    ok = OCSP_basic_sign(GetBasic(self), ossl_x509_get(cert), ossl_pkey_get_private(key),
                         EVP_sha1(), sk, NIL_P(flags) ? (sk ? 0 : OCSP_NOCERTS) : NUM2ULONG(flags));
    sk_X509_free(sk);
    if (!ok) ossl_raise(eOCSPError, NULL);
    return self;
}

/* verify(certs, store, flags = 0) */
static VALUE
basic_verify(int argc, VALUE *argv, VALUE self)
{
    VALUE certs, store, flags;
    STACK_OF(X509) *sk;
    int r;

    rb_scan_args(argc, argv, "21", &certs, &store, &flags);
    sk = certs_of(certs);
    r = OCSP_basic_verify(GetBasic(self), sk, ossl_x509store_get(store),
                          NIL_P(flags) ? 0 : NUM2ULONG(flags));
    sk_X509_free(sk);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

static void
define_ocsp_consts(void)
{
    static const struct { const char *name; long v; } c[] = {
        { "RESPONSE_STATUS_SUCCESSFUL", OCSP_RESPONSE_STATUS_SUCCESSFUL },
        { "RESPONSE_STATUS_MALFORMEDREQUEST", OCSP_RESPONSE_STATUS_MALFORMEDREQUEST },
        { "RESPONSE_STATUS_INTERNALERROR", OCSP_RESPONSE_STATUS_INTERNALERROR },
        { "RESPONSE_STATUS_TRYLATER", OCSP_RESPONSE_STATUS_TRYLATER },
        { "RESPONSE_STATUS_SIGREQUIRED", OCSP_RESPONSE_STATUS_SIGREQUIRED },
        { "RESPONSE_STATUS_UNAUTHORIZED", OCSP_RESPONSE_STATUS_UNAUTHORIZED },
        { "REVOKED_STATUS_NOSTATUS", OCSP_REVOKED_STATUS_NOSTATUS },
        { "REVOKED_STATUS_UNSPECIFIED", OCSP_REVOKED_STATUS_UNSPECIFIED },
        { "REVOKED_STATUS_KEYCOMPROMISE", OCSP_REVOKED_STATUS_KEYCOMPROMISE },
        { "REVOKED_STATUS_CACOMPROMISE", OCSP_REVOKED_STATUS_CACOMPROMISE },
        { "REVOKED_STATUS_AFFILIATIONCHANGED", OCSP_REVOKED_STATUS_AFFILIATIONCHANGED },
        { "REVOKED_STATUS_SUPERSEDED", OCSP_REVOKED_STATUS_SUPERSEDED },
        { "REVOKED_STATUS_CESSATIONOFOPERATION", OCSP_REVOKED_STATUS_CESSATIONOFOPERATION },
        { "REVOKED_STATUS_CERTIFICATEHOLD", OCSP_REVOKED_STATUS_CERTIFICATEHOLD },
        { "REVOKED_STATUS_REMOVEFROMCRL", OCSP_REVOKED_STATUS_REMOVEFROMCRL },
        { "NOCERTS", OCSP_NOCERTS }, { "NOINTERN", OCSP_NOINTERN }, { "NOSIGS", OCSP_NOSIGS },
        { "NOCHAIN", OCSP_NOCHAIN }, { "NOVERIFY", OCSP_NOVERIFY },
        { "NOEXPLICIT", OCSP_NOEXPLICIT }, { "NOCASIGN", OCSP_NOCASIGN },
        { "NODELEGATED", OCSP_NODELEGATED }, { "NOCHECKS", OCSP_NOCHECKS },
        { "TRUSTOTHER", OCSP_TRUSTOTHER }, { "RESPID_KEY", OCSP_RESPID_KEY },
        { "NOTIME", OCSP_NOTIME },
        { "V_CERTSTATUS_GOOD", V_OCSP_CERTSTATUS_GOOD },
        { "V_CERTSTATUS_REVOKED", V_OCSP_CERTSTATUS_REVOKED },
        { "V_CERTSTATUS_UNKNOWN", V_OCSP_CERTSTATUS_UNKNOWN },
        { "V_RESPID_NAME", V_OCSP_RESPID_NAME }, { "V_RESPID_KEY", V_OCSP_RESPID_KEY },
    };
    size_t i;

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++)
        rb_define_const(mOCSP, c[i].name, LONG2NUM(c[i].v));
}

void
Init_ossl_ocsp(void)
{
    mOCSP = rb_define_module_under(mOSSL, "OCSP");
    eOCSPError = rb_define_class_under(mOCSP, "OCSPError", eOSSLError);
    define_ocsp_consts();

    cOCSPReq = rb_define_class_under(mOCSP, "Request", rb_cObject);
    rb_define_alloc_func(cOCSPReq, req_alloc);
    rb_define_method(cOCSPReq, "initialize", req_initialize, -1);
    rb_define_method(cOCSPReq, "add_nonce", req_add_nonce, -1);
    rb_define_method(cOCSPReq, "check_nonce", req_check_nonce, 1);
    rb_define_method(cOCSPReq, "add_certid", req_add_certid, 1);
    rb_define_method(cOCSPReq, "certid", req_certid, 0);
    rb_define_method(cOCSPReq, "sign", req_sign, -1);
    rb_define_method(cOCSPReq, "verify", req_verify, -1);
    rb_define_method(cOCSPReq, "to_der", req_to_der, 0);

    cOCSPRes = rb_define_class_under(mOCSP, "Response", rb_cObject);
    rb_define_alloc_func(cOCSPRes, res_alloc);
    rb_define_singleton_method(cOCSPRes, "create", res_s_create, 2);
    rb_define_method(cOCSPRes, "initialize", res_initialize, -1);
    rb_define_method(cOCSPRes, "status", res_status, 0);
    rb_define_method(cOCSPRes, "status_string", res_status_string, 0);
    rb_define_method(cOCSPRes, "basic", res_basic, 0);
    rb_define_method(cOCSPRes, "to_der", res_to_der, 0);

    cOCSPBasicRes = rb_define_class_under(mOCSP, "BasicResponse", rb_cObject);
    rb_define_alloc_func(cOCSPBasicRes, basic_alloc);
    rb_define_method(cOCSPBasicRes, "initialize", basic_initialize, -1);
    rb_define_method(cOCSPBasicRes, "copy_nonce", basic_copy_nonce, 1);
    rb_define_method(cOCSPBasicRes, "add_nonce", basic_add_nonce, -1);
    rb_define_method(cOCSPBasicRes, "add_status", basic_add_status, 7);
    rb_define_method(cOCSPBasicRes, "status", basic_status, 0);
    rb_define_method(cOCSPBasicRes, "sign", basic_sign, -1);
    rb_define_method(cOCSPBasicRes, "verify", basic_verify, -1);

    cOCSPCertId = rb_define_class_under(mOCSP, "CertificateId", rb_cObject);
    rb_define_alloc_func(cOCSPCertId, cid_alloc);
    rb_define_method(cOCSPCertId, "initialize", cid_initialize, -1);
    rb_define_method(cOCSPCertId, "cmp", cid_cmp, 1);
    rb_define_method(cOCSPCertId, "cmp_issuer", cid_cmp_issuer, 1);
    rb_define_method(cOCSPCertId, "serial", cid_serial, 0);
}
