/* ossl_x509cert.c - OpenSSL::X509::Certificate, Store and StoreContext */
#include "ossl.h"

VALUE cX509Cert;
static VALUE cX509Store, eX509CertError, eX509StoreError, cX509StoreContext;

/* ---- Certificate ---- */

static VALUE
cert_alloc(VALUE klass)
{
    X509 *x = X509_new();

    if (!x) ossl_raise(eX509CertError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_free, x);
}

X509 *
ossl_x509_get(VALUE obj)
{
    X509 *x;

    OSSL_Check_Kind(obj, cX509Cert);
    Data_Get_Struct(obj, X509, x);
    return x;
}

/* a new Certificate holding a reference to x */
VALUE
ossl_x509_new(X509 *x)
{
    if (!X509_up_ref(x)) ossl_raise(eX509CertError, NULL);
    return Data_Wrap_Struct(cX509Cert, 0, X509_free, x);
}

/* new(pem_or_der = nil) */
static VALUE
cert_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg;
    BIO *bio;
    X509 *x;

    if (rb_scan_args(argc, argv, "01", &arg) == 0) return self;
    bio = ossl_obj2bio(arg);
    x = PEM_read_bio_X509(bio, NULL, NULL, NULL);
    if (!x) {
        (void)BIO_reset(bio);
        x = d2i_X509_bio(bio, NULL);
    }
    BIO_free(bio);
    if (!x) ossl_raise(eX509CertError, NULL);
    ERR_clear_error();
    X509_free(DATA_PTR(self));
    DATA_PTR(self) = x;
    return self;
}

static VALUE
cert_copy(VALUE self, VALUE other)
{
    X509 *dup;

    if (self == other) return self;
    dup = X509_dup(ossl_x509_get(other));
    if (!dup) ossl_raise(eX509CertError, NULL);
    X509_free(DATA_PTR(self));
    DATA_PTR(self) = dup;
    return self;
}

static VALUE
cert_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_X509(ossl_x509_get(self), &der);
    VALUE str;

    if (len < 0) ossl_raise(eX509CertError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return str;
}

static VALUE
cert_to_pem(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !PEM_write_bio_X509(bio, ossl_x509_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509CertError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
cert_to_text(VALUE self)
{
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio || !X509_print(bio, ossl_x509_get(self))) {
        BIO_free(bio);
        ossl_raise(eX509CertError, NULL);
    }
    return ossl_membio2str(bio);
}

static VALUE
cert_version(VALUE self)
{
    return LONG2NUM(X509_get_version(ossl_x509_get(self)));
}

static VALUE
cert_set_version(VALUE self, VALUE v)
{
    long ver = NUM2LONG(v);

    if (ver < 0) ossl_raise(eX509CertError, "version must be >= 0!");
    if (!X509_set_version(ossl_x509_get(self), ver)) ossl_raise(eX509CertError, NULL);
    return v;
}

static VALUE
cert_serial(VALUE self)
{
    BIGNUM *bn = ASN1_INTEGER_to_BN(X509_get0_serialNumber(ossl_x509_get(self)), NULL);
    VALUE v;

    if (!bn) ossl_raise(eX509CertError, NULL);
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

static VALUE
cert_set_serial(VALUE self, VALUE num)
{
    ASN1_INTEGER *ai = BN_to_ASN1_INTEGER(ossl_bn_value(num), NULL);
    int ok = ai && X509_set_serialNumber(ossl_x509_get(self), ai);

    ASN1_INTEGER_free(ai);
    if (!ok) ossl_raise(eX509CertError, NULL);
    return num;
}

static VALUE
cert_signature_algorithm(VALUE self)
{
    return rb_str_new2(OBJ_nid2ln(X509_get_signature_nid(ossl_x509_get(self))));
}

static VALUE
cert_subject(VALUE self)
{
    return ossl_x509name_new(X509_get_subject_name(ossl_x509_get(self)));
}

static VALUE
cert_set_subject(VALUE self, VALUE name)
{
    if (!X509_set_subject_name(ossl_x509_get(self), ossl_x509name_get(name)))
        ossl_raise(eX509CertError, NULL);
    return name;
}

static VALUE
cert_issuer(VALUE self)
{
    return ossl_x509name_new(X509_get_issuer_name(ossl_x509_get(self)));
}

static VALUE
cert_set_issuer(VALUE self, VALUE name)
{
    if (!X509_set_issuer_name(ossl_x509_get(self), ossl_x509name_get(name)))
        ossl_raise(eX509CertError, NULL);
    return name;
}

static VALUE
cert_not_before(VALUE self)
{
    return asn1time_to_time(X509_get0_notBefore(ossl_x509_get(self)));
}

static VALUE
cert_set_not_before(VALUE self, VALUE time)
{
    ossl_time_set(X509_getm_notBefore(ossl_x509_get(self)), time);
    return time;
}

static VALUE
cert_not_after(VALUE self)
{
    return asn1time_to_time(X509_get0_notAfter(ossl_x509_get(self)));
}

static VALUE
cert_set_not_after(VALUE self, VALUE time)
{
    ossl_time_set(X509_getm_notAfter(ossl_x509_get(self)), time);
    return time;
}

static VALUE
cert_public_key(VALUE self)
{
    EVP_PKEY *pkey = X509_get_pubkey(ossl_x509_get(self));

    if (!pkey) ossl_raise(eX509CertError, NULL);
    return ossl_pkey_wrap(pkey);
}

static VALUE
cert_set_public_key(VALUE self, VALUE key)
{
    if (!X509_set_pubkey(ossl_x509_get(self), ossl_pkey_get(key)))
        ossl_raise(eX509CertError, NULL);
    return key;
}

static VALUE
cert_sign(VALUE self, VALUE key, VALUE digest)
{
    EVP_PKEY *pkey = ossl_pkey_get_private(key);

    if (!X509_sign(ossl_x509_get(self), pkey, ossl_digest_md(digest)))
        ossl_raise(eX509CertError, NULL);
    return self;
}

static VALUE
cert_verify(VALUE self, VALUE key)
{
    int r = X509_verify(ossl_x509_get(self), ossl_pkey_get(key));

    if (r < 0) ossl_raise(eX509CertError, NULL);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

static VALUE
cert_check_private_key(VALUE self, VALUE key)
{
    int r = X509_check_private_key(ossl_x509_get(self), ossl_pkey_get(key));

    ERR_clear_error();
    return r ? Qtrue : Qfalse;
}

static VALUE
cert_extensions(VALUE self)
{
    X509 *x = ossl_x509_get(self);
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; i < X509_get_ext_count(x); i++)
        rb_ary_push(ary, ossl_x509ext_new(X509_get_ext(x, i)));
    return ary;
}

static VALUE
cert_add_extension(VALUE self, VALUE ext)
{
    if (!X509_add_ext(ossl_x509_get(self), ossl_x509ext_get(ext), -1))
        ossl_raise(eX509CertError, NULL);
    return ext;
}

static VALUE
cert_set_extensions(VALUE self, VALUE ary)
{
    X509 *x = ossl_x509_get(self);
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        ossl_x509ext_get(rb_ary_entry(ary, i));
    while (X509_get_ext_count(x) > 0)
        X509_EXTENSION_free(X509_delete_ext(x, 0));
    for (i = 0; i < RARRAY_LEN(ary); i++)
        cert_add_extension(self, rb_ary_entry(ary, i));
    return ary;
}

/* ---- StoreContext: owned (Store#verify) or borrowed (SSL callbacks) ---- */

struct stctx {
    X509_STORE_CTX *ctx;
    int owned;
    STACK_OF(X509) *untrusted;   /* its certificates belong to @chain_given */
    X509_STORE *store;           /* a reference while ctx uses it */
};

static void
stctx_free(struct stctx *s)
{
    if (s->owned) X509_STORE_CTX_free(s->ctx);
    sk_X509_free(s->untrusted);
    X509_STORE_free(s->store);
    xfree(s);
}

static VALUE
stctx_alloc(VALUE klass)
{
    struct stctx *s;
    VALUE obj = Data_Make_Struct(klass, struct stctx, 0, stctx_free, s);

    s->ctx = X509_STORE_CTX_new();
    s->owned = 1;
    s->untrusted = NULL;
    s->store = NULL;
    if (!s->ctx) ossl_raise(eX509StoreError, NULL);
    return obj;
}

static X509_STORE_CTX *
stctx_get(VALUE obj)
{
    struct stctx *s;

    Data_Get_Struct(obj, struct stctx, s);
    if (!s->ctx) rb_raise(eX509StoreError, "StoreContext is no longer valid");
    return s->ctx;
}

static int stctx_ex_index;

/* calls proc with (preverify_ok, a StoreContext of ctx); an exception in
 * it counts as a refusal */
struct verify_call {
    VALUE proc, ok, stctx;
};

static VALUE
verify_call_run(VALUE arg)
{
    struct verify_call *c = (struct verify_call *)arg;
    return rb_funcall(c->proc, rb_intern("call"), 2, c->ok, c->stctx);
}

int
ossl_verify_cb_call(VALUE proc, int ok, X509_STORE_CTX *ctx)
{
    struct verify_call c;
    struct stctx *s;
    VALUE ret;
    int state = 0;

    if (NIL_P(proc)) return ok;
    c.proc = proc;
    c.ok = ok ? Qtrue : Qfalse;
    c.stctx = Data_Make_Struct(cX509StoreContext, struct stctx, 0, stctx_free, s);
    s->ctx = ctx;
    s->owned = 0;
    s->untrusted = NULL;
    s->store = NULL;
    ret = rb_protect(verify_call_run, (VALUE)&c, &state);
    s->ctx = NULL;   /* the context does not outlive the callback */
    if (state) {
        rb_set_errinfo(Qnil);
        return 0;
    }
    if (ret == Qtrue) {
        X509_STORE_CTX_set_error(ctx, X509_V_OK);
        return 1;
    }
    if (X509_STORE_CTX_get_error(ctx) == X509_V_OK)
        X509_STORE_CTX_set_error(ctx, X509_V_ERR_CERT_REJECTED);
    return 0;
}

static int
store_verify_cb(int ok, X509_STORE_CTX *ctx)
{
    VALUE *proc = X509_STORE_CTX_get_ex_data(ctx, stctx_ex_index);
    return proc ? ossl_verify_cb_call(*proc, ok, ctx) : ok;
}

/* new(store, cert = nil, chain = nil) */
static VALUE
stctx_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE store, cert, chain;
    STACK_OF(X509) *sk = NULL;
    X509_STORE *st;
    struct stctx *s;
    long i;

    rb_scan_args(argc, argv, "12", &store, &cert, &chain);
    st = ossl_x509store_get(store);
    if (!NIL_P(chain)) {
        Check_Type(chain, T_ARRAY);
        sk = sk_X509_new_null();
        for (i = 0; i < RARRAY_LEN(chain); i++)
            sk_X509_push(sk, ossl_x509_get(rb_ary_entry(chain, i)));
    }
    Data_Get_Struct(self, struct stctx, s);
    sk_X509_free(s->untrusted);
    s->untrusted = sk;
    if (!X509_STORE_CTX_init(stctx_get(self), st, NIL_P(cert) ? NULL : ossl_x509_get(cert), sk))
        ossl_raise(eX509StoreError, NULL);
    X509_STORE_up_ref(st);
    X509_STORE_free(s->store);
    s->store = st;
    /* the untrusted chain's certificates must live as long as the context */
    rb_iv_set(self, "@chain_given", chain);
    rb_iv_set(self, "@store", store);
    rb_iv_set(self, "@verify_callback", rb_iv_get(store, "@verify_callback"));
    return self;
}

static VALUE
stctx_verify(VALUE self)
{
    X509_STORE_CTX *ctx = stctx_get(self);
    VALUE proc = rb_iv_get(self, "@verify_callback");
    int r;

    X509_STORE_CTX_set_ex_data(ctx, stctx_ex_index, &proc);
    X509_STORE_CTX_set_verify_cb(ctx, store_verify_cb);
    r = X509_verify_cert(ctx);
    X509_STORE_CTX_set_ex_data(ctx, stctx_ex_index, NULL);
    if (r < 0) ossl_raise(eX509StoreError, NULL);
    ERR_clear_error();
    return r > 0 ? Qtrue : Qfalse;
}

static VALUE
stctx_chain(VALUE self)
{
    STACK_OF(X509) *sk = X509_STORE_CTX_get0_chain(stctx_get(self));
    VALUE ary;
    int i;

    if (!sk) return Qnil;
    ary = rb_ary_new();
    for (i = 0; i < sk_X509_num(sk); i++)
        rb_ary_push(ary, ossl_x509_new(sk_X509_value(sk, i)));
    return ary;
}

static VALUE
stctx_error(VALUE self)
{
    return INT2NUM(X509_STORE_CTX_get_error(stctx_get(self)));
}

static VALUE
stctx_set_error(VALUE self, VALUE err)
{
    X509_STORE_CTX_set_error(stctx_get(self), NUM2INT(err));
    return err;
}

static VALUE
stctx_error_string(VALUE self)
{
    return rb_str_new2(X509_verify_cert_error_string(X509_STORE_CTX_get_error(stctx_get(self))));
}

static VALUE
stctx_error_depth(VALUE self)
{
    return INT2NUM(X509_STORE_CTX_get_error_depth(stctx_get(self)));
}

static VALUE
stctx_current_cert(VALUE self)
{
    X509 *x = X509_STORE_CTX_get_current_cert(stctx_get(self));
    return x ? ossl_x509_new(x) : Qnil;
}

static VALUE
stctx_cleanup(VALUE self)
{
    X509_STORE_CTX_cleanup(stctx_get(self));
    return self;
}

/* ---- Store ---- */

static VALUE
store_alloc(VALUE klass)
{
    X509_STORE *st = X509_STORE_new();

    if (!st) ossl_raise(eX509StoreError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_STORE_free, st);
}

X509_STORE *
ossl_x509store_get(VALUE obj)
{
    X509_STORE *st;

    OSSL_Check_Kind(obj, cX509Store);
    Data_Get_Struct(obj, X509_STORE, st);
    return st;
}

static VALUE
store_initialize(int argc, VALUE *argv, VALUE self)
{
    rb_iv_set(self, "@verify_callback", Qnil);
    rb_iv_set(self, "@error", Qnil);
    rb_iv_set(self, "@error_string", Qnil);
    rb_iv_set(self, "@chain", Qnil);
    return self;
}

static VALUE
store_set_verify_callback(VALUE self, VALUE proc)
{
    rb_iv_set(self, "@verify_callback", proc);
    return proc;
}

static VALUE
store_add_file(VALUE self, VALUE file)
{
    SafeStringValue(file);
    if (!X509_STORE_load_file(ossl_x509store_get(self), StringValueCStr(file)))
        ossl_raise(eX509StoreError, NULL);
    return self;
}

static VALUE
store_add_path(VALUE self, VALUE dir)
{
    SafeStringValue(dir);
    if (!X509_STORE_load_path(ossl_x509store_get(self), StringValueCStr(dir)))
        ossl_raise(eX509StoreError, NULL);
    return self;
}

static VALUE
store_set_default_paths(VALUE self)
{
    if (!X509_STORE_set_default_paths(ossl_x509store_get(self)))
        ossl_raise(eX509StoreError, NULL);
    ERR_clear_error();
    return Qnil;
}

static VALUE
store_add_cert(VALUE self, VALUE cert)
{
    if (!X509_STORE_add_cert(ossl_x509store_get(self), ossl_x509_get(cert)))
        ossl_raise(eX509StoreError, NULL);
    return self;
}

static VALUE
store_add_crl(VALUE self, VALUE crl)
{
    if (!X509_STORE_add_crl(ossl_x509store_get(self), ossl_x509crl_get(crl)))
        ossl_raise(eX509StoreError, NULL);
    return self;
}

static VALUE
store_set_flags(VALUE self, VALUE flags)
{
    X509_STORE_set_flags(ossl_x509store_get(self), NUM2ULONG(flags));
    return flags;
}

static VALUE
store_set_purpose(VALUE self, VALUE purpose)
{
    X509_STORE_set_purpose(ossl_x509store_get(self), NUM2INT(purpose));
    return purpose;
}

static VALUE
store_set_trust(VALUE self, VALUE trust)
{
    X509_STORE_set_trust(ossl_x509store_get(self), NUM2INT(trust));
    return trust;
}

/* verify(cert, chain = nil) {|ok, store_ctx| ... }: error, error_string
 * and chain keep the outcome */
static VALUE
store_verify(int argc, VALUE *argv, VALUE self)
{
    VALUE cert, chain, args[3], ctx, result;

    rb_scan_args(argc, argv, "11", &cert, &chain);
    args[0] = self;
    args[1] = cert;
    args[2] = chain;
    ctx = rb_class_new_instance(3, args, cX509StoreContext);
    if (rb_block_given_p()) rb_iv_set(ctx, "@verify_callback", rb_block_proc());
    result = stctx_verify(ctx);
    rb_iv_set(self, "@error", stctx_error(ctx));
    rb_iv_set(self, "@error_string", stctx_error_string(ctx));
    rb_iv_set(self, "@chain", stctx_chain(ctx));
    return result;
}

void
Init_ossl_x509cert(void)
{
    cX509Cert = rb_define_class_under(mX509, "Certificate", rb_cObject);
    eX509CertError = rb_define_class_under(mX509, "CertificateError", eOSSLError);
    rb_define_alloc_func(cX509Cert, cert_alloc);
    rb_define_method(cX509Cert, "initialize", cert_initialize, -1);
    rb_define_method(cX509Cert, "initialize_copy", cert_copy, 1);
    rb_define_method(cX509Cert, "to_der", cert_to_der, 0);
    rb_define_method(cX509Cert, "to_pem", cert_to_pem, 0);
    rb_define_alias(cX509Cert, "to_s", "to_pem");
    rb_define_method(cX509Cert, "to_text", cert_to_text, 0);
    rb_define_method(cX509Cert, "version", cert_version, 0);
    rb_define_method(cX509Cert, "version=", cert_set_version, 1);
    rb_define_method(cX509Cert, "signature_algorithm", cert_signature_algorithm, 0);
    rb_define_method(cX509Cert, "serial", cert_serial, 0);
    rb_define_method(cX509Cert, "serial=", cert_set_serial, 1);
    rb_define_method(cX509Cert, "subject", cert_subject, 0);
    rb_define_method(cX509Cert, "subject=", cert_set_subject, 1);
    rb_define_method(cX509Cert, "issuer", cert_issuer, 0);
    rb_define_method(cX509Cert, "issuer=", cert_set_issuer, 1);
    rb_define_method(cX509Cert, "not_before", cert_not_before, 0);
    rb_define_method(cX509Cert, "not_before=", cert_set_not_before, 1);
    rb_define_method(cX509Cert, "not_after", cert_not_after, 0);
    rb_define_method(cX509Cert, "not_after=", cert_set_not_after, 1);
    rb_define_method(cX509Cert, "public_key", cert_public_key, 0);
    rb_define_method(cX509Cert, "public_key=", cert_set_public_key, 1);
    rb_define_method(cX509Cert, "sign", cert_sign, 2);
    rb_define_method(cX509Cert, "verify", cert_verify, 1);
    rb_define_method(cX509Cert, "check_private_key", cert_check_private_key, 1);
    rb_define_method(cX509Cert, "extensions", cert_extensions, 0);
    rb_define_method(cX509Cert, "extensions=", cert_set_extensions, 1);
    rb_define_method(cX509Cert, "add_extension", cert_add_extension, 1);

    stctx_ex_index = X509_STORE_CTX_get_ex_new_index(0, NULL, NULL, NULL, NULL);
    cX509Store = rb_define_class_under(mX509, "Store", rb_cObject);
    eX509StoreError = rb_define_class_under(mX509, "StoreError", eOSSLError);
    rb_define_alloc_func(cX509Store, store_alloc);
    rb_define_method(cX509Store, "initialize", store_initialize, -1);
    rb_define_attr(cX509Store, "verify_callback", 1, 0);
    rb_define_attr(cX509Store, "error", 1, 0);
    rb_define_attr(cX509Store, "error_string", 1, 0);
    rb_define_attr(cX509Store, "chain", 1, 0);
    rb_define_method(cX509Store, "verify_callback=", store_set_verify_callback, 1);
    rb_define_method(cX509Store, "add_file", store_add_file, 1);
    rb_define_method(cX509Store, "add_path", store_add_path, 1);
    rb_define_method(cX509Store, "set_default_paths", store_set_default_paths, 0);
    rb_define_method(cX509Store, "add_cert", store_add_cert, 1);
    rb_define_method(cX509Store, "add_crl", store_add_crl, 1);
    rb_define_method(cX509Store, "flags=", store_set_flags, 1);
    rb_define_method(cX509Store, "purpose=", store_set_purpose, 1);
    rb_define_method(cX509Store, "trust=", store_set_trust, 1);
    rb_define_method(cX509Store, "verify", store_verify, -1);

    cX509StoreContext = rb_define_class_under(mX509, "StoreContext", rb_cObject);
    rb_define_alloc_func(cX509StoreContext, stctx_alloc);
    rb_define_method(cX509StoreContext, "initialize", stctx_initialize, -1);
    rb_define_method(cX509StoreContext, "verify", stctx_verify, 0);
    rb_define_method(cX509StoreContext, "chain", stctx_chain, 0);
    rb_define_method(cX509StoreContext, "error", stctx_error, 0);
    rb_define_method(cX509StoreContext, "error=", stctx_set_error, 1);
    rb_define_method(cX509StoreContext, "error_string", stctx_error_string, 0);
    rb_define_method(cX509StoreContext, "error_depth", stctx_error_depth, 0);
    rb_define_method(cX509StoreContext, "current_cert", stctx_current_cert, 0);
    rb_define_method(cX509StoreContext, "cleanup", stctx_cleanup, 0);
}
