/* ossl.c - the OpenSSL module: errors, version constants, shared helpers */
#include "ossl.h"
#include <openssl/provider.h>
#include <stdarg.h>
#include <string.h>
#include <errno.h>
#include <time.h>

VALUE mOSSL, eOSSLError;
static VALUE ossl_debug = Qfalse;

void
ossl_raise(VALUE klass, const char *fmt, ...)
{
    char buf[1024];
    const char *msg;
    int len = 0;
    unsigned long e = ERR_peek_last_error();

    if (fmt) {
        va_list args;
        va_start(args, fmt);
        len = vsnprintf(buf, sizeof(buf), fmt, args);
        va_end(args);
        if (len >= (int)sizeof(buf)) len = sizeof(buf) - 1;
    }
    if (e) {
        msg = RTEST(ossl_debug) ? NULL : ERR_reason_error_string(e);
        if (!msg) msg = ERR_error_string(e, NULL);
        len += snprintf(buf + len, sizeof(buf) - len, len ? ": %s" : "%s", msg);
        if (len >= (int)sizeof(buf)) len = sizeof(buf) - 1;
    }
    if (RTEST(ossl_debug)) {
        while ((e = ERR_get_error()) != 0)
            rb_warn("error on stack: %s", ERR_error_string(e, NULL));
    }
    ERR_clear_error();
    rb_exc_raise(rb_exc_new(klass, buf, len));
}

VALUE
ossl_membio2str(BIO *bio)
{
    BUF_MEM *mem;
    VALUE str;

    BIO_get_mem_ptr(bio, &mem);
    str = rb_str_new(mem->data, mem->length);
    BIO_free(bio);
    return str;
}

BIO *
ossl_obj2bio(VALUE obj)
{
    BIO *bio;

    if (TYPE(obj) != T_STRING) {
        if (rb_respond_to(obj, rb_intern("to_der")))
            obj = rb_funcall(obj, rb_intern("to_der"), 0);
        else if (rb_respond_to(obj, rb_intern("read")))
            obj = rb_funcall(obj, rb_intern("read"), 0);
    }
    StringValue(obj);
    /* a copy: the String may change or go away while the BIO lives; a
     * reset rewinds it (to try PEM, then DER) */
    bio = BIO_new(BIO_s_mem());
    if (!bio || BIO_write(bio, RSTRING_PTR(obj), RSTRING_LEN(obj)) != RSTRING_LEN(obj))
        ossl_raise(eOSSLError, NULL);
    BIO_set_flags(bio, BIO_FLAGS_NONCLEAR_RST);
    return bio;
}

VALUE
ossl_cstr_free(char *s)
{
    VALUE str;

    if (!s) ossl_raise(eOSSLError, NULL);
    str = rb_str_new2(s);
    OPENSSL_free(s);
    return str;
}

static VALUE
passwd_yield(VALUE flag)
{
    return rb_yield(flag);
}

int
ossl_pem_passwd_cb(char *buf, int size, int rwflag, void *data)
{
    VALUE pass = data ? *(VALUE *)data : Qnil;
    int state = 0;
    long len;

    if (NIL_P(pass)) {
        if (!rb_block_given_p()) return -1;   /* never prompt on the terminal */
        pass = rb_protect(passwd_yield, rwflag ? Qtrue : Qfalse, &state);
        if (state || TYPE(pass) != T_STRING) return -1;
    }
    len = RSTRING_LEN(pass);
    if (len > size) len = size;
    memcpy(buf, RSTRING_PTR(pass), len);
    return (int)len;
}

/* waits until fd is readable (or writable): other threads run meanwhile;
   when alone, as a blocking select that a signal's handler interrupts
   (rb_thread_wait_fd returns at once then, and the retry loops of
   ossl_ssl.c would spin) */
void
ossl_wait_fd(int fd, int writable)
{
    fd_set set;

    if (fd < 0 || fd >= FD_SETSIZE) {
        if (writable) rb_thread_fd_writable(fd);
        else rb_thread_wait_fd(fd);
        return;
    }
    FD_ZERO(&set);
    FD_SET(fd, &set);
    rb_thread_select(fd + 1, writable ? 0 : &set, writable ? &set : 0, 0, 0);
}

VALUE
asn1time_to_time(const ASN1_TIME *t)
{
    struct tm tm;

    if (!t || !ASN1_TIME_to_tm(t, &tm))
        ossl_raise(rb_eTypeError, "bad time");
    return rb_funcall(rb_cTime, rb_intern("utc"), 6, INT2NUM(tm.tm_year + 1900),
                      INT2NUM(tm.tm_mon + 1), INT2NUM(tm.tm_mday),
                      INT2NUM(tm.tm_hour), INT2NUM(tm.tm_min), INT2NUM(tm.tm_sec));
}

void
ossl_time_set(ASN1_TIME *t, VALUE time)
{
    time_t sec = NUM2LONG(rb_Integer(time));

    if (!ASN1_TIME_set(t, sec)) ossl_raise(eOSSLError, NULL);
}

static VALUE
ossl_debug_get(VALUE self)
{
    return ossl_debug;
}

static VALUE
ossl_debug_set(VALUE self, VALUE val)
{
    ossl_debug = RTEST(val) ? Qtrue : Qfalse;
    return val;
}

/* the queued OpenSSL errors as Strings; the queue is emptied */
static VALUE
ossl_errors(VALUE self)
{
    VALUE ary = rb_ary_new();
    unsigned long e;

    while ((e = ERR_get_error()) != 0)
        rb_ary_push(ary, rb_str_new2(ERR_error_string(e, NULL)));
    return ary;
}

void
Init_openssl(void)
{
    rb_require("digest");
    /* the algorithms OpenSSL 3 moved out of its default set (MD4, BF,
     * CAST5, DES, RC2, RC4...), which 1.8.7's OpenSSL offered; the
     * default ones stay (a missing module is no error) */
    OSSL_PROVIDER_try_load(NULL, "legacy", 1);
    ERR_clear_error();
    mOSSL = rb_define_module("OpenSSL");
    rb_define_const(mOSSL, "VERSION", rb_str_new2("1.0.0"));
    rb_define_const(mOSSL, "OPENSSL_VERSION",
                    rb_str_new2(OpenSSL_version(OPENSSL_VERSION)));
    rb_define_const(mOSSL, "OPENSSL_VERSION_NUMBER", INT2NUM(OPENSSL_VERSION_NUMBER));
    eOSSLError = rb_define_class_under(mOSSL, "OpenSSLError", rb_eStandardError);
    rb_define_module_function(mOSSL, "debug", ossl_debug_get, 0);
    rb_define_module_function(mOSSL, "debug=", ossl_debug_set, 1);
    rb_define_module_function(mOSSL, "errors", ossl_errors, 0);

    Init_ossl_digest();
    Init_ossl_hmac();
    Init_ossl_rand();
    Init_ossl_bn();
    Init_ossl_cipher();
    Init_ossl_pkey();
    Init_ossl_x509();
    Init_ossl_ssl();
    Init_ossl_pkcs();
    Init_ossl_asn1();
    Init_ossl_pkcs7();
    Init_ossl_ns_spki();
    Init_ossl_x509attr();
    Init_ossl_ocsp();
    Init_ossl_config();
}
