/* ossl.h - shared declarations of the openssl extension (Ruby 1.8.7's
 * OpenSSL API on the system's OpenSSL 3) */
#ifndef OSSL_H
#define OSSL_H

#include "ruby.h"
#include "rubyio.h"
#include <openssl/evp.h>
#include <openssl/err.h>
#include <openssl/bn.h>
#include <openssl/bio.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/ssl.h>
#include <openssl/conf.h>

extern VALUE mOSSL, eOSSLError;
extern VALUE cDigest, cPKey, mX509, cX509Cert, cX509Name;

/* raises klass with fmt (may be NULL) followed by the reason of the last
 * OpenSSL error, which is cleared */
void ossl_raise(VALUE klass, const char *fmt, ...);
/* the contents of a memory BIO as a String; the BIO is freed */
VALUE ossl_membio2str(BIO *bio);
/* a read-only memory BIO over a String (or an object's to_der/to_pem) */
BIO *ossl_obj2bio(VALUE obj);
/* a String of an OpenSSL-allocated C string, which is freed */
VALUE ossl_cstr_free(char *s);
/* the password callback for PEM functions: data is a String or NULL
 * (then the block given, if any, is asked) */
int ossl_pem_passwd_cb(char *buf, int size, int rwflag, void *data);
/* waits (other threads run) until fd is readable or writable */
void ossl_wait_fd(int fd, int writable);
/* the time of an ASN1_TIME as a Time, and back */
VALUE asn1time_to_time(const ASN1_TIME *t);
void ossl_time_set(ASN1_TIME *t, VALUE time);

/* Digest: an EVP_MD named by a String or an OpenSSL::Digest */
const EVP_MD *ossl_digest_md(VALUE obj);
/* BN: the BIGNUM of a BN, Integer or String (owned by the BN) */
BIGNUM *ossl_bn_value(VALUE obj);
VALUE ossl_bn_new(const BIGNUM *bn);
/* PKey: the EVP_PKEY of a PKey object, and a PKey of the right class
 * taking ownership of pkey */
EVP_PKEY *ossl_pkey_get(VALUE obj);
EVP_PKEY *ossl_pkey_get_private(VALUE obj);
VALUE ossl_pkey_wrap(EVP_PKEY *pkey);
EVP_PKEY *ossl_pkey_read(VALUE str, VALUE pass, VALUE klass);
extern VALUE cEC, eECError;
void Init_ossl_ec(void);   /* called by Init_ossl_pkey */
/* X509: the wrapped objects and new copies */
X509 *ossl_x509_get(VALUE obj);
VALUE ossl_x509_new(X509 *x509);
X509_NAME *ossl_x509name_get(VALUE obj);
VALUE ossl_x509name_new(const X509_NAME *name);
X509_STORE *ossl_x509store_get(VALUE obj);
X509_REQ *ossl_x509req_get(VALUE obj);
X509_CRL *ossl_x509crl_get(VALUE obj);
VALUE ossl_x509ext_new(const X509_EXTENSION *ext);
X509_EXTENSION *ossl_x509ext_get(VALUE obj);
VALUE ossl_x509attr_new(const X509_ATTRIBUTE *attr);
X509_ATTRIBUTE *ossl_x509attr_get(VALUE obj);   /* a new one: the caller frees it */
/* calls a verify callback proc with (preverify_ok, StoreContext) */
int ossl_verify_cb_call(VALUE proc, int ok, X509_STORE_CTX *ctx);

void Init_ossl_digest(void);
void Init_ossl_hmac(void);
void Init_ossl_rand(void);
void Init_ossl_bn(void);
void Init_ossl_cipher(void);
void Init_ossl_pkey(void);
void Init_ossl_x509(void);
void Init_ossl_x509cert(void);
void Init_ossl_x509req(void);
void Init_ossl_x509crl(void);
void Init_ossl_ssl(void);
void Init_ossl_pkcs(void);
void Init_ossl_asn1(void);
void Init_ossl_pkcs7(void);
void Init_ossl_ns_spki(void);
void Init_ossl_x509attr(void);
void Init_ossl_ocsp(void);
void Init_ossl_config(void);
/* Config: a new CONF of an OpenSSL::Config (NCONF_free it) */
CONF *ossl_config_conf(VALUE obj);
/* SSL: for ossl_ssl_session.c */
SSL_CTX *ossl_sslctx_get(VALUE obj);
SSL *ossl_ssl_setup(VALUE obj);
void Init_ossl_ssl_session(VALUE mSSL, VALUE cCtx, VALUE cSock);
VALUE ossl_ssl_socket_of(SSL *ssl);
void ossl_ssl_session_setup(VALUE ctxobj, SSL_CTX *ctx);

#define OSSL_Check_Kind(obj, klass) do { \
    if (!rb_obj_is_kind_of((obj), (klass))) \
        rb_raise(rb_eTypeError, "wrong argument (%s)! (Expected kind of %s)", \
                 rb_obj_classname(obj), rb_class2name(klass)); \
} while (0)

#endif
