/* ossl_ns_spki.c - OpenSSL::Netscape::SPKI (1.8.7's API): a signed public
 * key and challenge, as HTML's keygen sent it (NETSCAPE_SPKI) */
#include "ossl.h"

static VALUE mNetscape, cSPKI, eSPKIError;

static VALUE
spki_alloc(VALUE klass)
{
    NETSCAPE_SPKI *spki = NETSCAPE_SPKI_new();

    if (!spki) ossl_raise(eSPKIError, NULL);
    return Data_Wrap_Struct(klass, 0, NETSCAPE_SPKI_free, spki);
}

static NETSCAPE_SPKI *
spki_get(VALUE self)
{
    NETSCAPE_SPKI *spki;

    Data_Get_Struct(self, NETSCAPE_SPKI, spki);
    return spki;
}

/* new(der_or_base64 = nil): DER, or the base64 text a browser posts */
static VALUE
spki_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg;
    NETSCAPE_SPKI *spki;
    const unsigned char *p;

    if (rb_scan_args(argc, argv, "01", &arg) == 0) return self;
    StringValue(arg);
    spki = NETSCAPE_SPKI_b64_decode(RSTRING_PTR(arg), (int)RSTRING_LEN(arg));
    if (!spki) {
        p = (const unsigned char *)RSTRING_PTR(arg);
        spki = d2i_NETSCAPE_SPKI(NULL, &p, (long)RSTRING_LEN(arg));
    }
    if (!spki) ossl_raise(eSPKIError, NULL);
    ERR_clear_error();
    NETSCAPE_SPKI_free(DATA_PTR(self));
    DATA_PTR(self) = spki;
    return self;
}

static VALUE
spki_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_NETSCAPE_SPKI(spki_get(self), &der);
    VALUE s;

    if (len <= 0) ossl_raise(eSPKIError, NULL);
    s = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return s;
}

/* to_pem: the base64 form (no PEM armor: what keygen posts) */
static VALUE
spki_to_pem(VALUE self)
{
    char *b64 = NETSCAPE_SPKI_b64_encode(spki_get(self));

    if (!b64) ossl_raise(eSPKIError, NULL);
    return ossl_cstr_free(b64);
}

static VALUE
spki_to_text(VALUE self)
{
    BIO *out = BIO_new(BIO_s_mem());

    if (!out || !NETSCAPE_SPKI_print(out, spki_get(self))) {
        BIO_free(out);
        ossl_raise(eSPKIError, NULL);
    }
    return ossl_membio2str(out);
}

static VALUE
spki_public_key(VALUE self)
{
    EVP_PKEY *pkey = NETSCAPE_SPKI_get_pubkey(spki_get(self));

    if (!pkey) ossl_raise(eSPKIError, NULL);
    return ossl_pkey_wrap(pkey);
}

static VALUE
spki_set_public_key(VALUE self, VALUE key)
{
    if (!NETSCAPE_SPKI_set_pubkey(spki_get(self), ossl_pkey_get(key)))
        ossl_raise(eSPKIError, NULL);
    return key;
}

static VALUE
spki_challenge(VALUE self)
{
    ASN1_IA5STRING *c = spki_get(self)->spkac->challenge;

    if (!c || ASN1_STRING_length(c) <= 0) return rb_str_new(0, 0);
    return rb_str_new((const char *)ASN1_STRING_get0_data(c), ASN1_STRING_length(c));
}

static VALUE
spki_set_challenge(VALUE self, VALUE str)
{
    StringValue(str);
    if (!ASN1_STRING_set(spki_get(self)->spkac->challenge, RSTRING_PTR(str), (int)RSTRING_LEN(str)))
        ossl_raise(eSPKIError, NULL);
    return str;
}

static VALUE
spki_sign(VALUE self, VALUE key, VALUE digest)
{
    if (!NETSCAPE_SPKI_sign(spki_get(self), ossl_pkey_get_private(key), ossl_digest_md(digest)))
        ossl_raise(eSPKIError, NULL);
    return self;
}

static VALUE
spki_verify(VALUE self, VALUE key)
{
    int r = NETSCAPE_SPKI_verify(spki_get(self), ossl_pkey_get(key));

    ERR_clear_error();
    if (r < 0) ossl_raise(eSPKIError, NULL);
    return r > 0 ? Qtrue : Qfalse;
}

void
Init_ossl_ns_spki(void)
{
    mNetscape = rb_define_module_under(mOSSL, "Netscape");
    eSPKIError = rb_define_class_under(mNetscape, "SPKIError", eOSSLError);
    cSPKI = rb_define_class_under(mNetscape, "SPKI", rb_cObject);
    rb_define_alloc_func(cSPKI, spki_alloc);
    rb_define_method(cSPKI, "initialize", spki_initialize, -1);
    rb_define_method(cSPKI, "to_der", spki_to_der, 0);
    rb_define_method(cSPKI, "to_pem", spki_to_pem, 0);
    rb_define_alias(cSPKI, "to_s", "to_pem");
    rb_define_method(cSPKI, "to_text", spki_to_text, 0);
    rb_define_method(cSPKI, "public_key", spki_public_key, 0);
    rb_define_method(cSPKI, "public_key=", spki_set_public_key, 1);
    rb_define_method(cSPKI, "sign", spki_sign, 2);
    rb_define_method(cSPKI, "verify", spki_verify, 1);
    rb_define_method(cSPKI, "challenge", spki_challenge, 0);
    rb_define_method(cSPKI, "challenge=", spki_set_challenge, 1);
}
