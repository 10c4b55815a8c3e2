/* ossl_pkcs7.c - OpenSSL::PKCS7 (1.8.7's API): sign, verify, encrypt,
 * decrypt, read_smime/write_smime, the signers and recipients, over
 * OpenSSL's PKCS7 functions */
#include "ossl.h"
#include <openssl/pkcs7.h>
#include <string.h>

static VALUE cPKCS7, ePKCS7Error, cSignerInfo, cRecipientInfo;

static VALUE
pkcs7_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, PKCS7_free, 0);
}

static PKCS7 *
pkcs7_get(VALUE self)
{
    PKCS7 *p7;

    Data_Get_Struct(self, PKCS7, p7);
    if (!p7) rb_raise(ePKCS7Error, "uninitialized PKCS7");
    return p7;
}

static void
pkcs7_set(VALUE self, PKCS7 *p7)
{
    if (DATA_PTR(self)) PKCS7_free(DATA_PTR(self));
    DATA_PTR(self) = p7;
}

static VALUE
pkcs7_wrap(PKCS7 *p7, VALUE data)
{
    VALUE obj = pkcs7_alloc(cPKCS7);

    DATA_PTR(obj) = p7;
    rb_iv_set(obj, "@data", data);
    rb_iv_set(obj, "@error_string", Qnil);
    return obj;
}

/* a STACK_OF(X509) of an Array of certificates (nil: NULL) */
static STACK_OF(X509) *
certs_stack(VALUE ary)
{
    STACK_OF(X509) *sk;
    long i;

    if (NIL_P(ary)) return NULL;
    Check_Type(ary, T_ARRAY);
    sk = sk_X509_new_null();
    for (i = 0; i < RARRAY_LEN(ary); i++) {
        X509 *x = ossl_x509_get(RARRAY_PTR(ary)[i]);
        X509_up_ref(x);
        sk_X509_push(sk, x);
    }
    return sk;
}

static VALUE
certs_ary(STACK_OF(X509) *sk)
{
    VALUE ary;
    int i;

    if (!sk) return Qnil;
    ary = rb_ary_new();
    for (i = 0; i < sk_X509_num(sk); i++) {
        rb_ary_push(ary, ossl_x509_new(sk_X509_value(sk, i)));  /* takes a reference */
    }
    return ary;
}

/* new(pem_or_der = nil) */
static VALUE
pkcs7_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg;
    BIO *in;
    PKCS7 *p7;

    rb_iv_set(self, "@data", Qnil);
    rb_iv_set(self, "@error_string", Qnil);
    if (rb_scan_args(argc, argv, "01", &arg) == 0) {
        pkcs7_set(self, PKCS7_new());
        return self;
    }
    in = ossl_obj2bio(arg);
    p7 = PEM_read_bio_PKCS7(in, NULL, NULL, NULL);
    if (!p7) {
        (void)BIO_reset(in);
        p7 = d2i_PKCS7_bio(in, NULL);
    }
    BIO_free(in);
    if (!p7) ossl_raise(rb_eArgError, "Could not parse the PKCS7");
    ERR_clear_error();
    pkcs7_set(self, p7);
    return self;
}

/* PKCS7.sign(cert, key, data, certs = nil, flags = 0) */
static VALUE
pkcs7_s_sign(int argc, VALUE *argv, VALUE klass)
{
    VALUE cert, key, data, certs, flags;
    STACK_OF(X509) *sk;
    BIO *in;
    PKCS7 *p7;
    int fl;

    rb_scan_args(argc, argv, "32", &cert, &key, &data, &certs, &flags);
    fl = NIL_P(flags) ? 0 : NUM2INT(flags);
    StringValue(data);
    sk = certs_stack(certs);
    in = ossl_obj2bio(data);
    p7 = PKCS7_sign(ossl_x509_get(cert), ossl_pkey_get_private(key), sk, in, fl);
    BIO_free(in);
    sk_X509_pop_free(sk, X509_free);
    if (!p7) ossl_raise(ePKCS7Error, NULL);
    return pkcs7_wrap(p7, data);
}

/* the EVP_CIPHER of an OpenSSL::Cipher or a name; nil: DES-EDE3-CBC,
   1.8.7's choice without RC2 (OpenSSL 3 cannot decrypt its RC2-40) */
static const EVP_CIPHER *
cipher_arg(VALUE cipher)
{
    const EVP_CIPHER *c;

    if (NIL_P(cipher)) return EVP_des_ede3_cbc();
    if (rb_obj_is_kind_of(cipher, rb_path2class("OpenSSL::Cipher"))) {
        EVP_CIPHER_CTX *ctx;
        Data_Get_Struct(cipher, EVP_CIPHER_CTX, ctx);
        if (!(c = EVP_CIPHER_CTX_get0_cipher(ctx)))
            rb_raise(rb_eRuntimeError, "Cipher not initialized!");
        return c;
    }
    c = EVP_get_cipherbyname(StringValueCStr(cipher));
    if (!c) rb_raise(rb_eRuntimeError, "unsupported cipher algorithm (%s)", RSTRING_PTR(cipher));
    return c;
}

/* PKCS7.encrypt(certs, data, cipher = nil, flags = 0) */
static VALUE
pkcs7_s_encrypt(int argc, VALUE *argv, VALUE klass)
{
    VALUE certs, data, cipher, flags;
    const EVP_CIPHER *c;
    STACK_OF(X509) *sk;
    BIO *in;
    PKCS7 *p7;

    rb_scan_args(argc, argv, "22", &certs, &data, &cipher, &flags);
    c = cipher_arg(cipher);
    StringValue(data);
    sk = certs_stack(certs);
    in = ossl_obj2bio(data);
    p7 = PKCS7_encrypt(sk, in, c, NIL_P(flags) ? 0 : NUM2INT(flags));
    BIO_free(in);
    sk_X509_pop_free(sk, X509_free);
    if (!p7) ossl_raise(ePKCS7Error, NULL);
    return pkcs7_wrap(p7, data);
}

/* verify(certs, store, indata = nil, flags = 0): true or false (then
   error_string says why); the signed content becomes data */
static VALUE
pkcs7_verify(int argc, VALUE *argv, VALUE self)
{
    VALUE certs, store, indata, flags, data;
    STACK_OF(X509) *sk;
    BIO *in = NULL, *out;
    int ok;

    rb_scan_args(argc, argv, "22", &certs, &store, &indata, &flags);
    if (NIL_P(indata)) indata = rb_iv_get(self, "@data");
    if (!NIL_P(indata) && PKCS7_get_detached(pkcs7_get(self))) in = ossl_obj2bio(indata);
    sk = certs_stack(certs);
    out = BIO_new(BIO_s_mem());
    ok = PKCS7_verify(pkcs7_get(self), sk, ossl_x509store_get(store), in, out,
                      NIL_P(flags) ? 0 : NUM2INT(flags));
    sk_X509_pop_free(sk, X509_free);
    if (in) BIO_free(in);
    data = ossl_membio2str(out);
    if (ok == 1) {
        rb_iv_set(self, "@data", data);
        rb_iv_set(self, "@error_string", Qnil);
        ERR_clear_error();
        return Qtrue;
    }
    rb_iv_set(self, "@error_string",
              rb_str_new2(ERR_reason_error_string(ERR_peek_last_error()) ?
                          ERR_reason_error_string(ERR_peek_last_error()) : "verify failed"));
    ERR_clear_error();
    return Qfalse;
}

/* decrypt(key, cert = nil, flags = 0): the content */
static VALUE
pkcs7_decrypt(int argc, VALUE *argv, VALUE self)
{
    VALUE key, cert, flags;
    BIO *out;

    rb_scan_args(argc, argv, "12", &key, &cert, &flags);
    out = BIO_new(BIO_s_mem());
    if (PKCS7_decrypt(pkcs7_get(self), ossl_pkey_get_private(key),
                      NIL_P(cert) ? NULL : ossl_x509_get(cert), out,
                      NIL_P(flags) ? 0 : NUM2INT(flags)) != 1) {
        BIO_free(out);
        ossl_raise(ePKCS7Error, NULL);
    }
    return ossl_membio2str(out);
}

/* PKCS7.read_smime(string): the PKCS7, its content (clear-signed) as data */
static VALUE
pkcs7_s_read_smime(VALUE klass, VALUE str)
{
    BIO *in = ossl_obj2bio(StringValue(str)), *content = NULL;
    PKCS7 *p7;
    VALUE data = Qnil;

    BIO_set_mem_eof_return(in, 0);  /* the base64 filter needs a plain end */
    p7 = SMIME_read_PKCS7(in, &content);

    BIO_free(in);
    if (!p7) ossl_raise(ePKCS7Error, NULL);
    if (content) data = ossl_membio2str(content);
    return pkcs7_wrap(p7, data);
}

/* PKCS7.write_smime(pkcs7, data = nil, flags = 0) */
static VALUE
pkcs7_s_write_smime(int argc, VALUE *argv, VALUE klass)
{
    VALUE p7v, data, flags;
    BIO *in = NULL, *out;
    PKCS7 *p7;
    int fl;

    rb_scan_args(argc, argv, "12", &p7v, &data, &flags);
    OSSL_Check_Kind(p7v, cPKCS7);
    p7 = pkcs7_get(p7v);
    fl = NIL_P(flags) ? 0 : NUM2INT(flags);
    if (NIL_P(data)) data = rb_iv_get(p7v, "@data");
    if (PKCS7_get_detached(p7)) fl |= PKCS7_DETACHED;
    if (!NIL_P(data) && (fl & PKCS7_DETACHED)) in = ossl_obj2bio(data);
    out = BIO_new(BIO_s_mem());
    if (!SMIME_write_PKCS7(out, p7, in, fl)) {
        if (in) BIO_free(in);
        BIO_free(out);
        ossl_raise(ePKCS7Error, NULL);
    }
    if (in) BIO_free(in);
    return ossl_membio2str(out);
}

static VALUE
pkcs7_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_PKCS7(pkcs7_get(self), &der);
    VALUE s;

    if (len <= 0) ossl_raise(ePKCS7Error, NULL);
    s = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return s;
}

static VALUE
pkcs7_to_pem(VALUE self)
{
    BIO *out = BIO_new(BIO_s_mem());

    if (!PEM_write_bio_PKCS7(out, pkcs7_get(self))) {
        BIO_free(out);
        ossl_raise(ePKCS7Error, NULL);
    }
    return ossl_membio2str(out);
}

/* type: :signed, :enveloped, :signedAndEnveloped, :encrypted, :digest,
   :data (nil when unset) */
static VALUE
pkcs7_type(VALUE self)
{
    PKCS7 *p7 = pkcs7_get(self);

    if (!p7->type) return Qnil;
    switch (OBJ_obj2nid(p7->type)) {
      case NID_pkcs7_signed: return ID2SYM(rb_intern("signed"));
      case NID_pkcs7_enveloped: return ID2SYM(rb_intern("enveloped"));
      case NID_pkcs7_signedAndEnveloped: return ID2SYM(rb_intern("signedAndEnveloped"));
      case NID_pkcs7_encrypted: return ID2SYM(rb_intern("encrypted"));
      case NID_pkcs7_digest: return ID2SYM(rb_intern("digest"));
      case NID_pkcs7_data: return ID2SYM(rb_intern("data"));
      default: return Qnil;
    }
}

static VALUE
pkcs7_detached_p(VALUE self)
{
    PKCS7 *p7 = pkcs7_get(self);
    return PKCS7_type_is_signed(p7) && PKCS7_get_detached(p7) ? Qtrue : Qfalse;
}

/* detached=: a detached signature leaves out the content */
static VALUE
pkcs7_set_detached(VALUE self, VALUE flag)
{
    if (!PKCS7_set_detached(pkcs7_get(self), RTEST(flag) ? 1 : 0))
        ossl_raise(ePKCS7Error, NULL);
    return flag;
}

static STACK_OF(X509) *
pkcs7_certs(PKCS7 *p7)
{
    if (PKCS7_type_is_signed(p7)) return p7->d.sign->cert;
    if (PKCS7_type_is_signedAndEnveloped(p7)) return p7->d.signed_and_enveloped->cert;
    return NULL;
}

static VALUE
pkcs7_certificates(VALUE self)
{
    return certs_ary(pkcs7_certs(pkcs7_get(self)));
}

static VALUE
pkcs7_add_certificate(VALUE self, VALUE cert)
{
    if (!PKCS7_add_certificate(pkcs7_get(self), ossl_x509_get(cert)))
        ossl_raise(ePKCS7Error, NULL);
    return self;
}

static VALUE
pkcs7_crls(VALUE self)
{
    PKCS7 *p7 = pkcs7_get(self);
    STACK_OF(X509_CRL) *sk = PKCS7_type_is_signed(p7) ? p7->d.sign->crl : NULL;
    VALUE ary = rb_ary_new();
    int i;

    if (!sk) return Qnil;
    for (i = 0; i < sk_X509_CRL_num(sk); i++) {
        X509_CRL *crl = X509_CRL_dup(sk_X509_CRL_value(sk, i));
        BIO *b = BIO_new(BIO_s_mem());
        i2d_X509_CRL_bio(b, crl);
        X509_CRL_free(crl);
        rb_ary_push(ary, rb_funcall(rb_path2class("OpenSSL::X509::CRL"), rb_intern("new"), 1,
                                    ossl_membio2str(b)));
    }
    return ary;
}

static VALUE
pkcs7_add_crl(VALUE self, VALUE crl)
{
    if (!PKCS7_add_crl(pkcs7_get(self), ossl_x509crl_get(crl)))
        ossl_raise(ePKCS7Error, NULL);
    return self;
}

/* ---- SignerInfo and RecipientInfo: the issuer and serial they name ---- */

static VALUE
signer_wrap(PKCS7_SIGNER_INFO *si)
{
    VALUE obj = rb_obj_alloc(cSignerInfo);
    VALUE t = Qnil;
    const ASN1_TYPE *st = PKCS7_get_signed_attribute(si, NID_pkcs9_signingTime);
    BIGNUM *bn = ASN1_INTEGER_to_BN(si->issuer_and_serial->serial, NULL);

    rb_iv_set(obj, "@issuer", ossl_x509name_new(si->issuer_and_serial->issuer));
    rb_iv_set(obj, "@serial", ossl_bn_new(bn));
    BN_free(bn);
    if (st && st->type == V_ASN1_UTCTIME) t = asn1time_to_time(st->value.utctime);
    rb_iv_set(obj, "@signed_time", t);
    return obj;
}

static VALUE
pkcs7_signers(VALUE self)
{
    STACK_OF(PKCS7_SIGNER_INFO) *sk = PKCS7_get_signer_info(pkcs7_get(self));
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; sk && i < sk_PKCS7_SIGNER_INFO_num(sk); i++)
        rb_ary_push(ary, signer_wrap(sk_PKCS7_SIGNER_INFO_value(sk, i)));
    return ary;
}

static VALUE
pkcs7_recipients(VALUE self)
{
    PKCS7 *p7 = pkcs7_get(self);
    STACK_OF(PKCS7_RECIP_INFO) *sk = NULL;
    VALUE ary = rb_ary_new();
    int i;

    if (PKCS7_type_is_enveloped(p7)) sk = p7->d.enveloped->recipientinfo;
    else if (PKCS7_type_is_signedAndEnveloped(p7)) sk = p7->d.signed_and_enveloped->recipientinfo;
    for (i = 0; sk && i < sk_PKCS7_RECIP_INFO_num(sk); i++) {
        PKCS7_RECIP_INFO *ri = sk_PKCS7_RECIP_INFO_value(sk, i);
        VALUE obj = rb_obj_alloc(cRecipientInfo);
        BIGNUM *bn = ASN1_INTEGER_to_BN(ri->issuer_and_serial->serial, NULL);
        rb_iv_set(obj, "@issuer", ossl_x509name_new(ri->issuer_and_serial->issuer));
        rb_iv_set(obj, "@serial", ossl_bn_new(bn));
        rb_iv_set(obj, "@enc_key", rb_str_new((const char *)ASN1_STRING_get0_data(ri->enc_key),
                                              ASN1_STRING_length(ri->enc_key)));
        BN_free(bn);
        rb_ary_push(ary, obj);
    }
    return ary;
}

/* ---- building one by hand: type=, cipher=, add_signer, add_recipient,
   add_data ---- */

static const struct { const char *name; int nid; } p7_types[] = {
    { "signed", NID_pkcs7_signed }, { "data", NID_pkcs7_data },
    { "signedAndEnveloped", NID_pkcs7_signedAndEnveloped },
    { "enveloped", NID_pkcs7_enveloped }, { "encrypted", NID_pkcs7_encrypted },
    { "digest", NID_pkcs7_digest },
};

static VALUE
pkcs7_set_type(VALUE self, VALUE type)
{
    const char *name = SYMBOL_P(type) ? rb_id2name(SYM2ID(type)) : StringValueCStr(type);
    size_t i;

    for (i = 0; i < sizeof(p7_types) / sizeof(p7_types[0]); i++)
        if (strcmp(name, p7_types[i].name) == 0) {
            if (!PKCS7_set_type(pkcs7_get(self), p7_types[i].nid)) ossl_raise(ePKCS7Error, NULL);
            return type;
        }
    rb_raise(ePKCS7Error, "unknown type \"%s\"", name);
    return Qnil;
}

static VALUE
pkcs7_set_cipher(VALUE self, VALUE cipher)
{
    if (!PKCS7_set_cipher(pkcs7_get(self), cipher_arg(cipher))) ossl_raise(ePKCS7Error, NULL);
    return cipher;
}

/* SignerInfo.new(cert, key, digest): what add_signer signs with */
static VALUE
signer_initialize(VALUE self, VALUE cert, VALUE key, VALUE digest)
{
    X509 *x = ossl_x509_get(cert);
    BIGNUM *bn = ASN1_INTEGER_to_BN(X509_get0_serialNumber(x), NULL);

    ossl_pkey_get_private(key);
    ossl_digest_md(digest);
    rb_iv_set(self, "@issuer", ossl_x509name_new(X509_get_issuer_name(x)));
    rb_iv_set(self, "@serial", ossl_bn_new(bn));
    BN_free(bn);
    rb_iv_set(self, "@signed_time", Qnil);
    rb_iv_set(self, "cert", cert);
    rb_iv_set(self, "key", key);
    rb_iv_set(self, "digest", digest);
    return self;
}

static VALUE
pkcs7_add_signer(VALUE self, VALUE signer)
{
    VALUE cert;

    OSSL_Check_Kind(signer, cSignerInfo);
    cert = rb_iv_get(signer, "cert");
    if (NIL_P(cert)) rb_raise(ePKCS7Error, "the SignerInfo was not made by SignerInfo.new");
    if (!PKCS7_add_signature(pkcs7_get(self), ossl_x509_get(cert),
                             ossl_pkey_get_private(rb_iv_get(signer, "key")),
                             ossl_digest_md(rb_iv_get(signer, "digest"))))
        ossl_raise(ePKCS7Error, NULL);
    return self;
}

/* RecipientInfo.new(cert) */
static VALUE
recip_initialize(VALUE self, VALUE cert)
{
    X509 *x = ossl_x509_get(cert);
    BIGNUM *bn = ASN1_INTEGER_to_BN(X509_get0_serialNumber(x), NULL);

    rb_iv_set(self, "@issuer", ossl_x509name_new(X509_get_issuer_name(x)));
    rb_iv_set(self, "@serial", ossl_bn_new(bn));
    BN_free(bn);
    rb_iv_set(self, "@enc_key", Qnil);
    rb_iv_set(self, "cert", cert);
    return self;
}

static VALUE
pkcs7_add_recipient(VALUE self, VALUE recip)
{
    VALUE cert;

    OSSL_Check_Kind(recip, cRecipientInfo);
    cert = rb_iv_get(recip, "cert");
    if (NIL_P(cert)) rb_raise(ePKCS7Error, "the RecipientInfo was not made by RecipientInfo.new");
    if (!PKCS7_add_recipient(pkcs7_get(self), ossl_x509_get(cert))) ossl_raise(ePKCS7Error, NULL);
    return self;
}

/* add_data(data) (data=): signs or encrypts data into the PKCS7, as set
   up by type=, add_signer, add_recipient, cipher= */
static VALUE
pkcs7_add_data(VALUE self, VALUE data)
{
    PKCS7 *p7 = pkcs7_get(self);
    BIO *out;
    int ok;

    StringValue(data);
    if (PKCS7_type_is_signed(p7) && !p7->detached &&   /* get_detached: "no content yet" */
        !PKCS7_content_new(p7, NID_pkcs7_data))
        ossl_raise(ePKCS7Error, NULL);
    out = PKCS7_dataInit(p7, NULL);
    if (!out) ossl_raise(ePKCS7Error, NULL);
    ok = BIO_write(out, RSTRING_PTR(data), (int)RSTRING_LEN(data)) == (int)RSTRING_LEN(data) &&
        BIO_flush(out) > 0 && PKCS7_dataFinal(p7, out);
    BIO_free_all(out);
    if (!ok) ossl_raise(ePKCS7Error, NULL);
    rb_iv_set(self, "@data", data);
    return data;
}

void
Init_ossl_pkcs7(void)
{
    cPKCS7 = rb_define_class_under(mOSSL, "PKCS7", rb_cObject);
    ePKCS7Error = rb_define_class_under(cPKCS7, "PKCS7Error", eOSSLError);
    rb_define_const(cPKCS7, "PKCS7", cPKCS7);  /* 1.8.7's old name */
    rb_define_alloc_func(cPKCS7, pkcs7_alloc);
    rb_define_singleton_method(cPKCS7, "read_smime", pkcs7_s_read_smime, 1);
    rb_define_singleton_method(cPKCS7, "write_smime", pkcs7_s_write_smime, -1);
    rb_define_singleton_method(cPKCS7, "sign", pkcs7_s_sign, -1);
    rb_define_singleton_method(cPKCS7, "encrypt", pkcs7_s_encrypt, -1);
    rb_define_attr(cPKCS7, "data", 1, 0);
    rb_define_attr(cPKCS7, "error_string", 1, 1);
    rb_define_method(cPKCS7, "initialize", pkcs7_initialize, -1);
    rb_define_method(cPKCS7, "type", pkcs7_type, 0);
    rb_define_method(cPKCS7, "detached?", pkcs7_detached_p, 0);
    rb_define_method(cPKCS7, "detached", pkcs7_detached_p, 0);
    rb_define_method(cPKCS7, "detached=", pkcs7_set_detached, 1);
    rb_define_method(cPKCS7, "signers", pkcs7_signers, 0);
    rb_define_method(cPKCS7, "recipients", pkcs7_recipients, 0);
    rb_define_method(cPKCS7, "certificates", pkcs7_certificates, 0);
    rb_define_method(cPKCS7, "add_certificate", pkcs7_add_certificate, 1);
    rb_define_method(cPKCS7, "crls", pkcs7_crls, 0);
    rb_define_method(cPKCS7, "add_crl", pkcs7_add_crl, 1);
    rb_define_method(cPKCS7, "verify", pkcs7_verify, -1);
    rb_define_method(cPKCS7, "decrypt", pkcs7_decrypt, -1);
    rb_define_method(cPKCS7, "to_der", pkcs7_to_der, 0);
    rb_define_method(cPKCS7, "to_pem", pkcs7_to_pem, 0);
    rb_define_alias(cPKCS7, "to_s", "to_pem");
    rb_define_method(cPKCS7, "type=", pkcs7_set_type, 1);
    rb_define_method(cPKCS7, "cipher=", pkcs7_set_cipher, 1);
    rb_define_method(cPKCS7, "add_signer", pkcs7_add_signer, 1);
    rb_define_method(cPKCS7, "add_recipient", pkcs7_add_recipient, 1);
    rb_define_method(cPKCS7, "add_data", pkcs7_add_data, 1);
    rb_define_alias(cPKCS7, "data=", "add_data");

    cSignerInfo = rb_define_class_under(cPKCS7, "SignerInfo", rb_cObject);
    rb_define_const(cPKCS7, "Signer", cSignerInfo);
    rb_define_attr(cSignerInfo, "issuer", 1, 0);
    rb_define_attr(cSignerInfo, "serial", 1, 0);
    rb_define_attr(cSignerInfo, "signed_time", 1, 0);
    rb_define_alias(cSignerInfo, "name", "issuer");
    rb_define_method(cSignerInfo, "initialize", signer_initialize, 3);
    cRecipientInfo = rb_define_class_under(cPKCS7, "RecipientInfo", rb_cObject);
    rb_define_attr(cRecipientInfo, "issuer", 1, 0);
    rb_define_attr(cRecipientInfo, "serial", 1, 0);
    rb_define_attr(cRecipientInfo, "enc_key", 1, 0);
    rb_define_method(cRecipientInfo, "initialize", recip_initialize, 1);

#define DefPKCS7Const(x) rb_define_const(cPKCS7, #x, INT2NUM(PKCS7_##x))
    DefPKCS7Const(TEXT);
    DefPKCS7Const(NOCERTS);
    DefPKCS7Const(NOSIGS);
    DefPKCS7Const(NOCHAIN);
    DefPKCS7Const(NOINTERN);
    DefPKCS7Const(NOVERIFY);
    DefPKCS7Const(DETACHED);
    DefPKCS7Const(BINARY);
    DefPKCS7Const(NOATTR);
    DefPKCS7Const(NOSMIMECAP);
}
