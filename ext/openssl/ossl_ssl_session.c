/* ossl_ssl_session.c - OpenSSL::SSL::Session (1.8.7's API), SSLSocket's
 * session, session= and session_reused?, and SSLContext's session cache */
#include "ossl.h"
#include <time.h>

static VALUE cSession, eSessionError;

static VALUE
session_alloc(VALUE klass)
{
    return Data_Wrap_Struct(klass, 0, SSL_SESSION_free, 0);
}

static SSL_SESSION *
session_get(VALUE obj)
{
    SSL_SESSION *s;

    OSSL_Check_Kind(obj, cSession);
    Data_Get_Struct(obj, SSL_SESSION, s);
    if (!s) rb_raise(eSessionError, "uninitialized session");
    return s;
}

static VALUE
session_wrap(SSL_SESSION *s)
{
    VALUE obj = session_alloc(cSession);

    DATA_PTR(obj) = s;
    return obj;
}

/* new(ssl_socket | pem_or_der) */
static VALUE
session_initialize(VALUE self, VALUE arg)
{
    SSL_SESSION *s;

    if (rb_obj_is_kind_of(arg, rb_path2class("OpenSSL::SSL::SSLSocket"))) {
        s = SSL_get1_session(ossl_ssl_setup(arg));
        if (!s) rb_raise(eSessionError, "no session available");
    }
    else {
        BIO *in = ossl_obj2bio(arg);
        s = PEM_read_bio_SSL_SESSION(in, NULL, NULL, NULL);
        if (!s) {
            (void)BIO_reset(in);
            s = d2i_SSL_SESSION_bio(in, NULL);
        }
        BIO_free(in);
        if (!s) ossl_raise(rb_eArgError, "unknown type");
        ERR_clear_error();
    }
    if (DATA_PTR(self)) SSL_SESSION_free(DATA_PTR(self));
    DATA_PTR(self) = s;
    return self;
}

static VALUE
session_id(VALUE self)
{
    unsigned int len;
    const unsigned char *id = SSL_SESSION_get_id(session_get(self), &len);

    return rb_str_new((const char *)id, len);
}

/* ==: the same session id */
static VALUE
session_eq(VALUE self, VALUE other)
{
    if (!rb_obj_is_kind_of(other, cSession)) return Qfalse;
    return rb_str_equal(session_id(self), session_id(other));
}

static VALUE
session_time(VALUE self)
{
    return rb_funcall(rb_cTime, rb_intern("at"), 1, LONG2NUM(SSL_SESSION_get_time(session_get(self))));
}

/* time=(Time or seconds) */
static VALUE
session_set_time(VALUE self, VALUE t)
{
    SSL_SESSION_set_time(session_get(self), NUM2LONG(rb_Integer(t)));
    return t;
}

static VALUE
session_timeout(VALUE self)
{
    return LONG2NUM(SSL_SESSION_get_timeout(session_get(self)));
}

static VALUE
session_set_timeout(VALUE self, VALUE t)
{
    SSL_SESSION_set_timeout(session_get(self), NUM2LONG(rb_Integer(t)));
    return t;
}

static VALUE
session_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_SSL_SESSION(session_get(self), &der);
    VALUE s;

    if (len <= 0) ossl_raise(eSessionError, "i2d_SSL_SESSION");
    s = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return s;
}

static VALUE
session_to_pem(VALUE self)
{
    BIO *out = BIO_new(BIO_s_mem());

    if (!out || !PEM_write_bio_SSL_SESSION(out, session_get(self))) {
        BIO_free(out);
        ossl_raise(eSessionError, "SSL_SESSION_print()");
    }
    return ossl_membio2str(out);
}

static VALUE
session_to_text(VALUE self)
{
    BIO *out = BIO_new(BIO_s_mem());

    if (!out || !SSL_SESSION_print(out, session_get(self))) {
        BIO_free(out);
        ossl_raise(eSessionError, "SSL_SESSION_print()");
    }
    return ossl_membio2str(out);
}

/* ---- SSLSocket ---- */

static VALUE
ssl_session(VALUE self)
{
    SSL_SESSION *s = SSL_get1_session(ossl_ssl_setup(self));

    return s ? session_wrap(s) : Qnil;
}

/* session=: resume this session on connect */
static VALUE
ssl_set_session(VALUE self, VALUE sess)
{
    if (!SSL_set_session(ossl_ssl_setup(self), session_get(sess)))
        ossl_raise(rb_path2class("OpenSSL::SSL::SSLError"), "SSL_set_session");
    return sess;
}

static VALUE
ssl_session_reused_p(VALUE self)
{
    return SSL_session_reused(ossl_ssl_setup(self)) ? Qtrue : Qfalse;
}

/* ---- SSLContext's session cache ---- */

static VALUE
ctx_session_add(VALUE self, VALUE sess)
{
    return SSL_CTX_add_session(ossl_sslctx_get(self), session_get(sess)) == 1 ? Qtrue : Qfalse;
}

static VALUE
ctx_session_remove(VALUE self, VALUE sess)
{
    return SSL_CTX_remove_session(ossl_sslctx_get(self), session_get(sess)) == 1 ? Qtrue : Qfalse;
}

static VALUE
ctx_session_cache_mode(VALUE self)
{
    return LONG2NUM(SSL_CTX_get_session_cache_mode(ossl_sslctx_get(self)));
}

static VALUE
ctx_set_session_cache_mode(VALUE self, VALUE mode)
{
    SSL_CTX_set_session_cache_mode(ossl_sslctx_get(self), NUM2LONG(mode));
    return mode;
}

static VALUE
ctx_session_cache_size(VALUE self)
{
    return LONG2NUM(SSL_CTX_sess_get_cache_size(ossl_sslctx_get(self)));
}

static VALUE
ctx_set_session_cache_size(VALUE self, VALUE size)
{
    SSL_CTX_sess_set_cache_size(ossl_sslctx_get(self), NUM2LONG(size));
    return size;
}

/* session_cache_stats: the counters of the cache, by name */
static VALUE
ctx_session_cache_stats(VALUE self)
{
    SSL_CTX *ctx = ossl_sslctx_get(self);
    VALUE h = rb_hash_new();

#define STAT(name, f) rb_hash_aset(h, ID2SYM(rb_intern(name)), LONG2NUM(f(ctx)))
    STAT("cache_num", SSL_CTX_sess_number);
    STAT("connect", SSL_CTX_sess_connect);
    STAT("connect_good", SSL_CTX_sess_connect_good);
    STAT("connect_renegotiate", SSL_CTX_sess_connect_renegotiate);
    STAT("accept", SSL_CTX_sess_accept);
    STAT("accept_good", SSL_CTX_sess_accept_good);
    STAT("accept_renegotiate", SSL_CTX_sess_accept_renegotiate);
    STAT("cache_hits", SSL_CTX_sess_hits);
    STAT("cb_hits", SSL_CTX_sess_cb_hits);
    STAT("cache_misses", SSL_CTX_sess_misses);
    STAT("cache_full", SSL_CTX_sess_cache_full);
    STAT("timeouts", SSL_CTX_sess_timeouts);
#undef STAT
    return h;
}

/* flush_sessions(time = nil): drops the sessions expired at time (now) */
static VALUE
ctx_flush_sessions(int argc, VALUE *argv, VALUE self)
{
    VALUE t;
    long when;

    rb_scan_args(argc, argv, "01", &t);
    when = NIL_P(t) ? (long)time(NULL) : NUM2LONG(rb_Integer(t));
    SSL_CTX_flush_sessions(ossl_sslctx_get(self), when);
    return self;
}

/* ---- the context's session callbacks (procs called with an Array) ---- */

static int ctx_ex_self;     /* SSL_CTX ex data: the SSLContext (a VALUE) */

static VALUE
call_proc(VALUE args)
{
    VALUE *a = (VALUE *)args;
    return rb_funcall(a[0], rb_intern("call"), 1, a[1]);
}

/* proc.call(ary) protected: an exception in it is only warned about (it
   cannot cross OpenSSL); Qundef on one */
static VALUE
protected_call(VALUE proc, VALUE ary)
{
    VALUE a[2], r;
    int state = 0;

    a[0] = proc;
    a[1] = ary;
    r = rb_protect(call_proc, (VALUE)a, &state);
    if (state) {
        rb_warning("exception in an SSL session callback");
        return Qundef;
    }
    return r;
}

static VALUE
ctx_cb(VALUE ctxobj, const char *name)
{
    return NIL_P(ctxobj) ? Qnil : rb_iv_get(ctxobj, name);
}

/* session_new_cb.call([ssl_socket, session]) */
static int
session_new_cb(SSL *ssl, SSL_SESSION *sess)
{
    VALUE sock = ossl_ssl_socket_of(ssl);
    VALUE proc = NIL_P(sock) ? Qnil : ctx_cb(rb_iv_get(sock, "@context"), "@session_new_cb");

    if (!NIL_P(proc) && SSL_SESSION_up_ref(sess))
        protected_call(proc, rb_assoc_new(sock, session_wrap(sess)));
    return 0;   /* the library keeps its own reference */
}

/* session_get_cb.call([ssl_socket, id]): a Session to resume, or nil */
static SSL_SESSION *
session_get_cb(SSL *ssl, const unsigned char *id, int len, int *copy)
{
    VALUE sock = ossl_ssl_socket_of(ssl), proc, r;
    SSL_SESSION *sess;

    *copy = 0;
    proc = NIL_P(sock) ? Qnil : ctx_cb(rb_iv_get(sock, "@context"), "@session_get_cb");
    if (NIL_P(proc)) return NULL;
    r = protected_call(proc, rb_assoc_new(sock, rb_str_new((const char *)id, len)));
    if (r == Qundef || !rb_obj_is_kind_of(r, cSession) || !DATA_PTR(r)) return NULL;
    sess = DATA_PTR(r);
    return SSL_SESSION_up_ref(sess) ? sess : NULL;   /* *copy = 0: ours */
}

/* session_remove_cb.call([context, session]) */
static void
session_remove_cb(SSL_CTX *ctx, SSL_SESSION *sess)
{
    VALUE self = (VALUE)SSL_CTX_get_ex_data(ctx, ctx_ex_self);
    VALUE proc = self ? ctx_cb(self, "@session_remove_cb") : Qnil;

    if (!NIL_P(proc) && SSL_SESSION_up_ref(sess))
        protected_call(proc, rb_assoc_new(self, session_wrap(sess)));
}

/* installs the callbacks the context has (SSLContext#setup) */
void
ossl_ssl_session_setup(VALUE ctxobj, SSL_CTX *ctx)
{
    if (!NIL_P(rb_iv_get(ctxobj, "@session_new_cb"))) SSL_CTX_sess_set_new_cb(ctx, session_new_cb);
    if (!NIL_P(rb_iv_get(ctxobj, "@session_get_cb"))) SSL_CTX_sess_set_get_cb(ctx, session_get_cb);
    if (!NIL_P(rb_iv_get(ctxobj, "@session_remove_cb"))) {
        /* the object outlives its SSL_CTX (whose free clears the callback) */
        SSL_CTX_set_ex_data(ctx, ctx_ex_self, (void *)ctxobj);
        SSL_CTX_sess_set_remove_cb(ctx, session_remove_cb);
    }
}

void
Init_ossl_ssl_session(VALUE mSSL, VALUE cCtx, VALUE cSock)
{
    ctx_ex_self = SSL_CTX_get_ex_new_index(0, NULL, NULL, NULL, NULL);
    cSession = rb_define_class_under(mSSL, "Session", rb_cObject);
    eSessionError = rb_define_class_under(cSession, "SessionError", eOSSLError);
    rb_define_alloc_func(cSession, session_alloc);
    rb_define_method(cSession, "initialize", session_initialize, 1);
    rb_define_method(cSession, "==", session_eq, 1);
    rb_define_method(cSession, "id", session_id, 0);
    rb_define_method(cSession, "time", session_time, 0);
    rb_define_method(cSession, "time=", session_set_time, 1);
    rb_define_method(cSession, "timeout", session_timeout, 0);
    rb_define_method(cSession, "timeout=", session_set_timeout, 1);
    rb_define_method(cSession, "to_der", session_to_der, 0);
    rb_define_method(cSession, "to_pem", session_to_pem, 0);
    rb_define_method(cSession, "to_text", session_to_text, 0);

    rb_define_method(cSock, "session", ssl_session, 0);
    rb_define_method(cSock, "session=", ssl_set_session, 1);
    rb_define_method(cSock, "session_reused?", ssl_session_reused_p, 0);

    rb_define_method(cCtx, "session_add", ctx_session_add, 1);
    rb_define_method(cCtx, "session_remove", ctx_session_remove, 1);
    rb_define_method(cCtx, "session_cache_mode", ctx_session_cache_mode, 0);
    rb_define_method(cCtx, "session_cache_mode=", ctx_set_session_cache_mode, 1);
    rb_define_method(cCtx, "session_cache_size", ctx_session_cache_size, 0);
    rb_define_method(cCtx, "session_cache_size=", ctx_set_session_cache_size, 1);
    rb_define_method(cCtx, "session_cache_stats", ctx_session_cache_stats, 0);
    rb_define_method(cCtx, "flush_sessions", ctx_flush_sessions, -1);
#define MODE(name, v) rb_define_const(cCtx, name, LONG2NUM(v))
    MODE("SESSION_CACHE_OFF", SSL_SESS_CACHE_OFF);
    MODE("SESSION_CACHE_CLIENT", SSL_SESS_CACHE_CLIENT);
    MODE("SESSION_CACHE_SERVER", SSL_SESS_CACHE_SERVER);
    MODE("SESSION_CACHE_BOTH", SSL_SESS_CACHE_BOTH);
    MODE("SESSION_CACHE_NO_AUTO_CLEAR", SSL_SESS_CACHE_NO_AUTO_CLEAR);
    MODE("SESSION_CACHE_NO_INTERNAL_LOOKUP", SSL_SESS_CACHE_NO_INTERNAL_LOOKUP);
    MODE("SESSION_CACHE_NO_INTERNAL_STORE", SSL_SESS_CACHE_NO_INTERNAL_STORE);
    MODE("SESSION_CACHE_NO_INTERNAL", SSL_SESS_CACHE_NO_INTERNAL);
#undef MODE
}
