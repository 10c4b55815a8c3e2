/* ossl_ssl.c - OpenSSL::SSL: SSLContext and SSLSocket.  The socket's
 * descriptor is made non-blocking and every SSL call that would block
 * waits through the interpreter (other Ruby threads run meanwhile). */
#include "ossl.h"
#include <errno.h>
#include <fcntl.h>
#include <string.h>

static VALUE mSSL, eSSLError, cSSLContext, cSSLSocket;
static int ssl_ex_socket;   /* SSL ex data: the SSLSocket (a VALUE) */

static ID id_call;

/* ---- SSLContext: its settings are instance variables until setup ---- */

static const char *const ctx_attrs[] = {
    "cert", "key", "client_ca", "ca_file", "ca_path", "timeout", "verify_mode",
    "verify_depth", "verify_callback", "options", "cert_store", "extra_chain_cert",
    "client_cert_cb", "tmp_dh_callback", "session_id_context", "session_get_cb",
    "session_new_cb", "session_remove_cb", 0
};

/* no Ruby callback while the context is collected (freeing the cache
   removes its sessions) */
static void
ctx_free(SSL_CTX *ctx)
{
    SSL_CTX_sess_set_remove_cb(ctx, NULL);
    SSL_CTX_free(ctx);
}

static VALUE
ctx_alloc(VALUE klass)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_method());

    if (!ctx) ossl_raise(eSSLError, "SSL_CTX_new");
    SSL_CTX_set_mode(ctx, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    /* OpenSSL's own default level (Debian's configuration raises it to 2):
     * the 1024-bit RSA keys of 1.8-era programs (webrick's generated
     * certificate) stay usable */
    SSL_CTX_set_security_level(ctx, 1);
    return Data_Wrap_Struct(klass, 0, ctx_free, ctx);
}

static SSL_CTX *
ctx_get(VALUE obj)
{
    SSL_CTX *ctx;

    OSSL_Check_Kind(obj, cSSLContext);
    Data_Get_Struct(obj, SSL_CTX, ctx);
    return ctx;
}

/* ssl_version=: every method name of 1.8.7 is accepted and gives TLS (the
 * version agreed on is the best both sides offer; SSL 2 and 3 are gone) */
static VALUE
ctx_set_ssl_version(VALUE self, VALUE version)
{
    if (SYMBOL_P(version)) version = rb_str_new2(rb_id2name(SYM2ID(version)));
    StringValue(version);
    if (!rb_ary_includes(rb_const_get(cSSLContext, rb_intern("METHODS")), version))
        rb_raise(rb_eArgError, "unknown SSL method `%s'.", StringValueCStr(version));
    return version;
}

static VALUE
ctx_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE version;
    int i;

    for (i = 0; ctx_attrs[i]; i++) {
        char ivar[40];
        snprintf(ivar, sizeof(ivar), "@%s", ctx_attrs[i]);
        rb_iv_set(self, ivar, Qnil);
    }
    if (rb_scan_args(argc, argv, "01", &version) == 1)
        ctx_set_ssl_version(self, version);
    return self;
}

static VALUE
ctx_iv(VALUE self, const char *name)
{
    return rb_iv_get(self, name);
}

/* the callback of the peer's verification: the context's verify_callback */
static int
ssl_verify_cb(int ok, X509_STORE_CTX *x509ctx)
{
    SSL *ssl = X509_STORE_CTX_get_ex_data(x509ctx, SSL_get_ex_data_X509_STORE_CTX_idx());
    VALUE *sock = ssl ? SSL_get_ex_data(ssl, ssl_ex_socket) : NULL;
    VALUE proc;

    if (!sock) return ok;
    proc = rb_iv_get(rb_iv_get(*sock, "@context"), "@verify_callback");
    return ossl_verify_cb_call(proc, ok, x509ctx);
}

/* applies the settings to the SSL_CTX (once: the context is frozen after) */
static VALUE
ctx_setup(VALUE self)
{
    SSL_CTX *ctx = ctx_get(self);
    VALUE v, file, path;
    long i;

    if (OBJ_FROZEN(self)) return Qnil;
    if (!NIL_P(v = ctx_iv(self, "@cert_store"))) {
        X509_STORE *st = ossl_x509store_get(v);
        X509_STORE_up_ref(st);
        SSL_CTX_set_cert_store(ctx, st);
    }
    if (!NIL_P(v = ctx_iv(self, "@extra_chain_cert"))) {
        Check_Type(v, T_ARRAY);
        for (i = 0; i < RARRAY_LEN(v); i++) {
            X509 *x = X509_dup(ossl_x509_get(rb_ary_entry(v, i)));
            if (!x || !SSL_CTX_add_extra_chain_cert(ctx, x))
                ossl_raise(eSSLError, "SSL_CTX_add_extra_chain_cert");
        }
    }
    if (!NIL_P(v = ctx_iv(self, "@cert")) && !SSL_CTX_use_certificate(ctx, ossl_x509_get(v)))
        ossl_raise(eSSLError, "SSL_CTX_use_certificate");
    if (!NIL_P(v = ctx_iv(self, "@key")) && !SSL_CTX_use_PrivateKey(ctx, ossl_pkey_get_private(v)))
        ossl_raise(eSSLError, "SSL_CTX_use_PrivateKey");
    if (!NIL_P(v = ctx_iv(self, "@client_ca"))) {
        VALUE list = TYPE(v) == T_ARRAY ? v : rb_ary_new3(1, v);
        for (i = 0; i < RARRAY_LEN(list); i++)
            if (!SSL_CTX_add_client_CA(ctx, ossl_x509_get(rb_ary_entry(list, i))))
                ossl_raise(eSSLError, "SSL_CTX_add_client_CA");
    }
    file = ctx_iv(self, "@ca_file");
    path = ctx_iv(self, "@ca_path");
    if ((!NIL_P(file) || !NIL_P(path)) &&
        !SSL_CTX_load_verify_locations(ctx, NIL_P(file) ? NULL : StringValueCStr(file),
                                       NIL_P(path) ? NULL : StringValueCStr(path)))
        rb_warning("can't set verify locations");
    v = ctx_iv(self, "@verify_mode");
    SSL_CTX_set_verify(ctx, NIL_P(v) ? SSL_VERIFY_NONE : NUM2INT(v), ssl_verify_cb);
    if (!NIL_P(v = ctx_iv(self, "@timeout"))) SSL_CTX_set_timeout(ctx, NUM2LONG(v));
    if (!NIL_P(v = ctx_iv(self, "@verify_depth"))) SSL_CTX_set_verify_depth(ctx, NUM2INT(v));
    if (!NIL_P(v = ctx_iv(self, "@options"))) SSL_CTX_set_options(ctx, NUM2ULONG(v));
    else SSL_CTX_set_options(ctx, SSL_OP_ALL);
    /* a server picks DHE parameters itself (tmp_dh_callback is not called) */
    SSL_CTX_set_dh_auto(ctx, 1);
    if (!NIL_P(v = ctx_iv(self, "@session_id_context"))) {
        StringValue(v);
        if (!SSL_CTX_set_session_id_context(ctx, (unsigned char *)RSTRING_PTR(v),
                                            (unsigned int)RSTRING_LEN(v)))
            ossl_raise(eSSLError, "SSL_CTX_set_session_id_context");
    }
    ossl_ssl_session_setup(self, ctx);
    rb_obj_freeze(self);
    return Qtrue;
}

/* [name, version, bits, alg_bits] of a cipher */
static VALUE
cipher_to_a(const SSL_CIPHER *c)
{
    int alg_bits, bits = SSL_CIPHER_get_bits(c, &alg_bits);

    return rb_ary_new3(4, rb_str_new2(SSL_CIPHER_get_name(c)),
                       rb_str_new2(SSL_CIPHER_get_version(c)),
                       INT2FIX(bits), INT2FIX(alg_bits));
}

static VALUE
ctx_ciphers(VALUE self)
{
    STACK_OF(SSL_CIPHER) *sk = SSL_CTX_get_ciphers(ctx_get(self));
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; sk && i < sk_SSL_CIPHER_num(sk); i++)
        rb_ary_push(ary, cipher_to_a(sk_SSL_CIPHER_value(sk, i)));
    return ary;
}

/* ciphers= a String ("ALL:!ADH") or an Array of names or [name, ...] */
static VALUE
ctx_set_ciphers(VALUE self, VALUE v)
{
    VALUE str;
    long i;

    if (NIL_P(v)) return v;
    if (TYPE(v) == T_ARRAY) {
        str = rb_str_new(0, 0);
        for (i = 0; i < RARRAY_LEN(v); i++) {
            VALUE e = rb_ary_entry(v, i);
            if (TYPE(e) == T_ARRAY) e = rb_ary_entry(e, 0);
            if (i > 0) rb_str_cat2(str, ":");
            rb_str_append(str, StringValue(e));
        }
    } else {
        str = rb_str_dup(StringValue(v));
    }
    if (!SSL_CTX_set_cipher_list(ctx_get(self), StringValueCStr(str)))
        ossl_raise(eSSLError, "SSL_CTX_set_cipher_list");
    return v;
}

/* ---- SSLSocket ---- */

static void
ssl_free(SSL *ssl)
{
    SSL_free(ssl);
}

static VALUE
ssl_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, ssl_free, 0);
}

static SSL *
ssl_get(VALUE self)
{
    SSL *ssl;

    Data_Get_Struct(self, SSL, ssl);
    return ssl;
}

/* the SSLSocket making an SSL call (Qnil outside one), for callbacks */
VALUE
ossl_ssl_socket_of(SSL *ssl)
{
    VALUE *sock = ssl ? SSL_get_ex_data(ssl, ssl_ex_socket) : NULL;

    return sock ? *sock : Qnil;
}

/* for ossl_ssl_session.c */
SSL_CTX *
ossl_sslctx_get(VALUE obj)
{
    return ctx_get(obj);
}

static SSL *ssl_setup(VALUE self);

SSL *
ossl_ssl_setup(VALUE obj)
{
    OSSL_Check_Kind(obj, cSSLSocket);
    return ssl_setup(obj);
}

/* new(io, context = SSLContext.new) */
static VALUE
ssl_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE io, ctx;

    if (rb_scan_args(argc, argv, "11", &io, &ctx) == 1)
        ctx = rb_funcall(cSSLContext, rb_intern("new"), 0);
    OSSL_Check_Kind(ctx, cSSLContext);
    Check_Type(io, T_FILE);
    rb_iv_set(self, "@io", io);
    rb_iv_set(self, "@context", ctx);
    rb_iv_set(self, "@sync_close", Qfalse);
    rb_call_super(0, 0);
    ctx_setup(ctx);
    return self;
}

static int
ssl_fd(VALUE self)
{
    rb_io_t *fptr;
    VALUE io = rb_iv_get(self, "@io");

    Check_Type(io, T_FILE);
    GetOpenFile(io, fptr);
    return fptr->fd;
}

/* the SSL of self, made on first use over the io's descriptor */
static SSL *
ssl_setup(VALUE self)
{
    SSL *ssl = ssl_get(self);
    int fd, fl;

    if (ssl) return ssl;
    fd = ssl_fd(self);
    fl = fcntl(fd, F_GETFL);
    if (fl >= 0 && !(fl & O_NONBLOCK)) fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    ssl = SSL_new(ctx_get(rb_iv_get(self, "@context")));
    if (!ssl) ossl_raise(eSSLError, "SSL_new");
    DATA_PTR(self) = ssl;
    if (!SSL_set_fd(ssl, fd)) ossl_raise(eSSLError, "SSL_set_fd");
    return ssl;
}

/* runs an SSL call until it neither wants to read nor to write, waiting
 * for the descriptor in between; the last result */
typedef int (*ssl_func)(SSL *, void *, int);

static int
ssl_loop(VALUE self, SSL *ssl, ssl_func f, void *buf, int len, const char *name, int *err)
{
    int r;
    VALUE vself = self;

    for (;;) {
        SSL_set_ex_data(ssl, ssl_ex_socket, &vself);
        errno = 0;
        r = f(ssl, buf, len);
        SSL_set_ex_data(ssl, ssl_ex_socket, NULL);
        *err = SSL_get_error(ssl, r);
        switch (*err) {
          case SSL_ERROR_WANT_READ:
            ossl_wait_fd(ssl_fd(self), 0);
            continue;
          case SSL_ERROR_WANT_WRITE:
            ossl_wait_fd(ssl_fd(self), 1);
            continue;
          case SSL_ERROR_SYSCALL:
            if (errno == EINTR || errno == EAGAIN) continue;
        }
        return r;
    }
}

static int
do_connect(SSL *ssl, void *buf, int len)
{
    return SSL_connect(ssl);
}

static int
do_accept(SSL *ssl, void *buf, int len)
{
    return SSL_accept(ssl);
}

static int
do_read(SSL *ssl, void *buf, int len)
{
    return SSL_read(ssl, buf, len);
}

static int
do_write(SSL *ssl, void *buf, int len)
{
    return SSL_write(ssl, buf, len);
}

/* raises SSLError as 1.8.7 did: "NAME returned=R errno=E state=S: reason" */
static void
ssl_fail(SSL *ssl, const char *name, int err)
{
    int e = errno;

    if (err == SSL_ERROR_SYSCALL && ERR_peek_error() == 0 && e)
        rb_sys_fail(name);
    ossl_raise(eSSLError, "%s returned=%d errno=%d state=%s", name, err, e,
               SSL_state_string_long(ssl));
}

static VALUE
ssl_handshake(VALUE self, ssl_func f, const char *name)
{
    SSL *ssl = ssl_setup(self);
    int err, r = ssl_loop(self, ssl, f, 0, 0, name, &err);

    if (r <= 0) ssl_fail(ssl, name, err);
    return self;
}

static VALUE
ssl_connect(VALUE self)
{
    return ssl_handshake(self, do_connect, "SSL_connect");
}

static VALUE
ssl_accept(VALUE self)
{
    return ssl_handshake(self, do_accept, "SSL_accept");
}

/* sysread(len, buf = nil) */
static VALUE
ssl_sysread(int argc, VALUE *argv, VALUE self)
{
    SSL *ssl = ssl_get(self);
    VALUE len, str;
    long ilen;
    int n, err;

    rb_scan_args(argc, argv, "11", &len, &str);
    ilen = NUM2LONG(len);
    if (NIL_P(str)) {
        str = rb_str_new(0, ilen);
    } else {
        StringValue(str);
        rb_str_modify(str);
        rb_str_resize(str, ilen);
    }
    if (ilen == 0) return str;
    if (!ssl) {
        rb_warning("SSL session is not started yet.");
        return rb_funcall(rb_iv_get(self, "@io"), rb_intern("sysread"), 2, len, str);
    }
    if (SSL_pending(ssl) <= 0) ossl_wait_fd(ssl_fd(self), 0);
    n = ssl_loop(self, ssl, do_read, RSTRING_PTR(str), (int)ilen, "SSL_read", &err);
    if (n <= 0) {
        if (err == SSL_ERROR_ZERO_RETURN ||
            (err == SSL_ERROR_SYSCALL && ERR_peek_error() == 0 && n == 0) ||
            (err == SSL_ERROR_SSL && ERR_GET_REASON(ERR_peek_error()) == SSL_R_UNEXPECTED_EOF_WHILE_READING)) {
            ERR_clear_error();
            rb_eof_error();
        }
        ssl_fail(ssl, "SSL_read", err);
    }
    rb_str_resize(str, n);
    return str;
}

static VALUE
ssl_syswrite(VALUE self, VALUE str)
{
    SSL *ssl = ssl_get(self);
    int n, err;

    str = rb_obj_as_string(str);
    if (!ssl) {
        rb_warning("SSL session is not started yet.");
        return rb_funcall(rb_iv_get(self, "@io"), rb_intern("syswrite"), 1, str);
    }
    if (RSTRING_LEN(str) == 0) return INT2FIX(0);
    n = ssl_loop(self, ssl, do_write, RSTRING_PTR(str), (int)RSTRING_LEN(str), "SSL_write", &err);
    if (n <= 0) ssl_fail(ssl, "SSL_write", err);
    return INT2NUM(n);
}

/* sends close_notify (without waiting for the peer's), and closes the io
 * when sync_close is set */
static VALUE
ssl_sysclose(VALUE self)
{
    SSL *ssl = ssl_get(self);
    VALUE io = rb_iv_get(self, "@io");

    if (ssl) {
        if (!RTEST(rb_funcall(io, rb_intern("closed?"), 0))) SSL_shutdown(ssl);
        ERR_clear_error();
        SSL_free(ssl);
        DATA_PTR(self) = 0;
    }
    if (RTEST(rb_iv_get(self, "@sync_close"))) rb_funcall(io, rb_intern("close"), 0);
    return Qnil;
}

static VALUE
ssl_cert(VALUE self)
{
    SSL *ssl = ssl_get(self);
    X509 *x = ssl ? SSL_get_certificate(ssl) : NULL;

    return x ? ossl_x509_new(x) : Qnil;
}

static VALUE
ssl_peer_cert(VALUE self)
{
    SSL *ssl = ssl_get(self);
    X509 *x = ssl ? SSL_get1_peer_certificate(ssl) : NULL;
    VALUE v;

    if (!x) return Qnil;
    v = ossl_x509_new(x);
    X509_free(x);
    return v;
}

static VALUE
ssl_peer_cert_chain(VALUE self)
{
    SSL *ssl = ssl_get(self);
    STACK_OF(X509) *sk = ssl ? SSL_get_peer_cert_chain(ssl) : NULL;
    VALUE ary;
    int i;

    if (!sk) return Qnil;
    ary = rb_ary_new();
    for (i = 0; i < sk_X509_num(sk); i++)
        rb_ary_push(ary, ossl_x509_new(sk_X509_value(sk, i)));
    return ary;
}

static VALUE
ssl_cipher(VALUE self)
{
    SSL *ssl = ssl_get(self);
    const SSL_CIPHER *c = ssl ? SSL_get_current_cipher(ssl) : NULL;

    return c ? cipher_to_a(c) : Qnil;
}

static VALUE
ssl_state(VALUE self)
{
    SSL *ssl = ssl_get(self);

    if (!ssl) return Qnil;
    return rb_str_new2(SSL_state_string(ssl));
}

static VALUE
ssl_pending(VALUE self)
{
    SSL *ssl = ssl_get(self);

    return INT2NUM(ssl ? SSL_pending(ssl) : 0);
}

static VALUE
ssl_verify_result(VALUE self)
{
    SSL *ssl = ssl_get(self);

    return LONG2NUM(ssl ? SSL_get_verify_result(ssl) : X509_V_OK);
}

static void
define_ulong(const char *name, unsigned long v)
{
    rb_define_const(mSSL, name, ULONG2NUM(v));
}

void
Init_ossl_ssl(void)
{
    int i;
    VALUE methods;
    static const char *const method_names[] = {
        "TLSv1", "TLSv1_server", "TLSv1_client", "SSLv2", "SSLv2_server", "SSLv2_client",
        "SSLv3", "SSLv3_server", "SSLv3_client", "SSLv23", "SSLv23_server", "SSLv23_client", 0
    };

    id_call = rb_intern("call");
    ssl_ex_socket = SSL_get_ex_new_index(0, NULL, NULL, NULL, NULL);
    mSSL = rb_define_module_under(mOSSL, "SSL");
    eSSLError = rb_define_class_under(mSSL, "SSLError", eOSSLError);

    cSSLContext = rb_define_class_under(mSSL, "SSLContext", rb_cObject);
    rb_define_alloc_func(cSSLContext, ctx_alloc);
    for (i = 0; ctx_attrs[i]; i++)
        rb_define_attr(cSSLContext, ctx_attrs[i], 1, 1);
    methods = rb_ary_new();
    for (i = 0; method_names[i]; i++) rb_ary_push(methods, rb_str_new2(method_names[i]));
    rb_define_const(cSSLContext, "METHODS", methods);
    rb_define_method(cSSLContext, "initialize", ctx_initialize, -1);
    rb_define_method(cSSLContext, "ssl_version=", ctx_set_ssl_version, 1);
    rb_define_method(cSSLContext, "setup", ctx_setup, 0);
    rb_define_method(cSSLContext, "ciphers", ctx_ciphers, 0);
    rb_define_method(cSSLContext, "ciphers=", ctx_set_ciphers, 1);

    cSSLSocket = rb_define_class_under(mSSL, "SSLSocket", rb_cObject);
    rb_define_alloc_func(cSSLSocket, ssl_alloc);
    rb_define_method(cSSLSocket, "initialize", ssl_initialize, -1);
    rb_define_method(cSSLSocket, "connect", ssl_connect, 0);
    rb_define_method(cSSLSocket, "accept", ssl_accept, 0);
    rb_define_method(cSSLSocket, "sysread", ssl_sysread, -1);
    rb_define_method(cSSLSocket, "syswrite", ssl_syswrite, 1);
    rb_define_method(cSSLSocket, "sysclose", ssl_sysclose, 0);
    rb_define_method(cSSLSocket, "cert", ssl_cert, 0);
    rb_define_method(cSSLSocket, "peer_cert", ssl_peer_cert, 0);
    rb_define_method(cSSLSocket, "peer_cert_chain", ssl_peer_cert_chain, 0);
    rb_define_method(cSSLSocket, "cipher", ssl_cipher, 0);
    rb_define_method(cSSLSocket, "state", ssl_state, 0);
    rb_define_method(cSSLSocket, "pending", ssl_pending, 0);
    rb_define_method(cSSLSocket, "verify_result", ssl_verify_result, 0);
    rb_define_attr(cSSLSocket, "io", 1, 0);
    rb_define_alias(cSSLSocket, "to_io", "io");
    rb_define_attr(cSSLSocket, "context", 1, 0);
    rb_define_attr(cSSLSocket, "sync_close", 1, 1);

    rb_define_const(mSSL, "VERIFY_NONE", INT2FIX(SSL_VERIFY_NONE));
    rb_define_const(mSSL, "VERIFY_PEER", INT2FIX(SSL_VERIFY_PEER));
    rb_define_const(mSSL, "VERIFY_FAIL_IF_NO_PEER_CERT", INT2FIX(SSL_VERIFY_FAIL_IF_NO_PEER_CERT));
    rb_define_const(mSSL, "VERIFY_CLIENT_ONCE", INT2FIX(SSL_VERIFY_CLIENT_ONCE));
    define_ulong("OP_ALL", SSL_OP_ALL);
    define_ulong("OP_NO_TICKET", SSL_OP_NO_TICKET);
    define_ulong("OP_NO_SESSION_RESUMPTION_ON_RENEGOTIATION", SSL_OP_NO_SESSION_RESUMPTION_ON_RENEGOTIATION);
    define_ulong("OP_NO_COMPRESSION", SSL_OP_NO_COMPRESSION);
    define_ulong("OP_CIPHER_SERVER_PREFERENCE", SSL_OP_CIPHER_SERVER_PREFERENCE);
    define_ulong("OP_TLS_ROLLBACK_BUG", SSL_OP_TLS_ROLLBACK_BUG);
    define_ulong("OP_NO_SSLv2", 0);   /* SSL 2 is gone */
    define_ulong("OP_NO_SSLv3", SSL_OP_NO_SSLv3);
    define_ulong("OP_NO_TLSv1", SSL_OP_NO_TLSv1);
    define_ulong("OP_NO_TLSv1_1", SSL_OP_NO_TLSv1_1);
    define_ulong("OP_NO_TLSv1_2", SSL_OP_NO_TLSv1_2);
    define_ulong("OP_NO_TLSv1_3", SSL_OP_NO_TLSv1_3);   /* not in 1.8.7: TLS 1.3 is newer */
    Init_ossl_ssl_session(mSSL, cSSLContext, cSSLSocket);
    define_ulong("OP_DONT_INSERT_EMPTY_FRAGMENTS", SSL_OP_DONT_INSERT_EMPTY_FRAGMENTS);
}
