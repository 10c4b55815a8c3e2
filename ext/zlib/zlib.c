/* zlib.c - the Zlib module of 1.8.7 on the system's libz: checksums, the
 * ZStream/Deflate/Inflate streams and the gzip format (gzip.c).  A stream
 * keeps its output in plain C memory and its unread input in a String, so
 * a long deflate or inflate can run in a blocking region, on a copy of its
 * input, while the other Ruby threads go on. */
#include "zlib_ext.h"

VALUE mZlib, cZError, cZStream;
static VALUE cStreamEnd, cNeedDict, cDataError, cStreamError, cMemError, cBufError, cVersionError;
static VALUE cDeflate, cInflate;

/* runs with at least this much input go to a blocking region */
#define BLOCKING_RUN_MIN (64 * 1024)
/* the worker gives zlib its input in chunks of this size, checking for an
   interrupt between them */
#define RUN_CHUNK (256 * 1024)
#define INITIAL_OUT 1024
/* zlib counts in uInt: the room offered at once */
#define AVAIL_OUT_MAX 0x40000000

/* ---------------------------------------------------------------- errors */

/* raises the Zlib error of a zlib return code: zlib's message when it
   gave one, else the standard text of the code */
void
zlib_raise(int err, const char *msg)
{
    VALUE klass;

    if (!msg) msg = zError(err);
    switch (err) {
      case Z_STREAM_END: klass = cStreamEnd; break;
      case Z_NEED_DICT: klass = cNeedDict; break;
      case Z_STREAM_ERROR: klass = cStreamError; break;
      case Z_DATA_ERROR: klass = cDataError; break;
      case Z_BUF_ERROR: klass = cBufError; break;
      case Z_VERSION_ERROR: klass = cVersionError; break;
      case Z_MEM_ERROR: klass = cMemError; break;
      case Z_ERRNO: rb_sys_fail(msg); return;
      default:
        rb_raise(cZError, "unknown zlib error %d: %s", err, msg);
        return;
    }
    rb_raise(klass, "%s", msg);
}

/* a Fixnum argument, or def when nil (1.8.7 takes no other Integer) */
int
zlib_int_arg(VALUE v, int def)
{
    if (NIL_P(v)) return def;
    Check_Type(v, T_FIXNUM);
    return FIX2INT(v);
}

/* ------------------------------------------------------------- checksums */

typedef uLong (*checksum_func_t)(uLong, const Bytef *, uInt);

/* Zlib.crc32 / adler32 (string = nil, start = initial value) */
static VALUE
do_checksum(int argc, VALUE *argv, checksum_func_t func)
{
    VALUE str, start;
    uLong sum;
    const Bytef *p;
    long len;

    rb_scan_args(argc, argv, "02", &str, &start);
    sum = NIL_P(start) ? func(0, Z_NULL, 0) : NUM2ULONG(start);
    if (NIL_P(str)) return ULONG2NUM(func(sum, Z_NULL, 0));
    StringValue(str);
    p = (const Bytef *)RSTRING_PTR(str);
    len = RSTRING_LEN(str);
    /* uInt is 32 bits: a huge string goes in pieces */
    for (; len > 0x40000000; p += 0x40000000, len -= 0x40000000)
        sum = func(sum, p, 0x40000000);
    return ULONG2NUM(func(sum, p, (uInt)len) & 0xffffffffUL);
}

static VALUE
zlib_s_crc32(int argc, VALUE *argv, VALUE self)
{
    return do_checksum(argc, argv, crc32);
}

static VALUE
zlib_s_adler32(int argc, VALUE *argv, VALUE self)
{
    return do_checksum(argc, argv, adler32);
}

/* Zlib.crc_table: the 256 entries of the CRC-32 table */
static VALUE
zlib_s_crc_table(VALUE self)
{
    const z_crc_t *table = get_crc_table();
    VALUE ary = rb_ary_new2(256);
    int i;

    for (i = 0; i < 256; i++) rb_ary_push(ary, ULONG2NUM((unsigned long)table[i]));
    return ary;
}

static VALUE
zlib_s_zlib_version(VALUE self)
{
    return rb_str_new2(zlibVersion());
}

/* --------------------------------------------------------------- streams */

void
zstream_mark(struct zstream *z)
{
    rb_gc_mark(z->pending);
}

/* ends zlib's stream (if still open) and frees the output */
void
zstream_release(struct zstream *z)
{
    if (z->flags & ZS_READY) {
        if (z->is_deflate) deflateEnd(&z->s);
        else inflateEnd(&z->s);
    }
    z->flags = 0;
    free(z->out);
    z->out = 0;
    z->out_len = z->out_cap = 0;
    z->pending = Qnil;
}

/* 1.8.7 warns (on stderr) when a deflate stream is freed while it was
   still being fed, and when a GzipWriter was never closed; the streams still
   alive at exit are freed then, so they are kept in a list */
static struct zstream *live_streams;

void
zstream_register(struct zstream *z)
{
    z->live_prev = 0;
    z->live_next = live_streams;
    if (live_streams) live_streams->live_prev = z;
    live_streams = z;
}

static void
warn_if_unfinished(struct zstream *z)
{
    if (z->unclosed_warning) fprintf(stderr, "zlib(finalizer): %s\n", z->unclosed_warning);
    if (z->is_deflate && (z->flags & ZS_READY) && (z->flags & ZS_STARTED) && !(z->flags & ZS_FINISHED))
        fputs("zlib(finalizer): the stream was freed prematurely.\n", stderr);
    z->unclosed_warning = 0;
    z->flags &= ~ZS_STARTED;
}

/* (called when freed) warns, and leaves the list */
void
zstream_unregister(struct zstream *z)
{
    warn_if_unfinished(z);
    if (z->live_prev) z->live_prev->live_next = z->live_next;
    else if (live_streams == z) live_streams = z->live_next;
    if (z->live_next) z->live_next->live_prev = z->live_prev;
    z->live_prev = z->live_next = 0;
}

static void
warn_live_streams_at_exit(VALUE unused)
{
    struct zstream *z;

    for (z = live_streams; z; z = z->live_next) warn_if_unfinished(z);
}

static void
zstream_free(struct zstream *z)
{
    zstream_unregister(z);
    zstream_release(z);
    xfree(z);
}

static VALUE
zstream_alloc(VALUE klass)
{
    struct zstream *z;
    VALUE obj = Data_Make_Struct(klass, struct zstream, zstream_mark, zstream_free, z);

    z->pending = Qnil;
    z->is_deflate = RTEST(rb_class_inherited_p(klass, cDeflate));
    zstream_register(z);
    return obj;
}

/* what zlib mallocs for a stream (its documented formula: deflate
   2^(wbits+2) + 2^(memlevel+9), inflate 2^wbits and about 7 KB): counted as
   the collector's malloc pressure, as 1.8.7 counts its zalloc, so streams
   left to the GC do not pile up (Deflate.new in a loop held 250 MB) */
static size_t
zstream_mem_size(int is_deflate, int wbits, int memlevel)
{
    int w = wbits < 0 ? -wbits : wbits;

    if (w > 15) w -= 16;    /* gzip (+16) or automatic (+32) headers */
    if (w > 15) w -= 16;
    if (w < 8 || w > 15) w = 15;
    if (memlevel < 1 || memlevel > 9) memlevel = 8;
    if (is_deflate) return ((size_t)1 << (w + 2)) + ((size_t)1 << (memlevel + 9)) + 6144;
    return ((size_t)1 << w) + 7168;
}

/* opens the zlib stream: deflateInit2 or inflateInit2 */
void
zstream_init(struct zstream *z, int is_deflate, int level, int wbits, int memlevel, int strategy)
{
    int err;

    z->is_deflate = is_deflate;
    if (is_deflate) err = deflateInit2(&z->s, level, Z_DEFLATED, wbits, memlevel, strategy);
    else err = inflateInit2(&z->s, wbits);
    if (err != Z_OK) zlib_raise(err, z->s.msg);
    z->flags = ZS_READY;
    rb_gc_malloc_pressure(zstream_mem_size(is_deflate, wbits, memlevel));
}

/* the stream of a Deflate or Inflate; not while a worker uses it */
static struct zstream *
get_zstream_raw(VALUE obj)
{
    struct zstream *z;

    Data_Get_Struct(obj, struct zstream, z);
    if (z->flags & ZS_BUSY) rb_raise(cZError, "stream is in use by another thread");
    return z;
}

/* ... which must be open */
static struct zstream *
get_zstream(VALUE obj)
{
    struct zstream *z = get_zstream_raw(obj);

    if (!(z->flags & ZS_READY)) rb_raise(cZError, "stream is not ready");
    return z;
}

/* room for n more output bytes; false when memory is short (no Ruby
   call: the worker uses it) */
static int
out_reserve(struct zstream *z, size_t n)
{
    size_t cap;
    char *p;

    if (z->out_cap - z->out_len >= n) return 1;
    cap = z->out_cap ? z->out_cap : INITIAL_OUT;
    while (cap - z->out_len < n) cap *= 2;
    if (!(p = realloc(z->out, cap))) return 0;
    z->out = p;
    z->out_cap = cap;
    return 1;
}

/* points zlib at the free output room (at most AVAIL_OUT_MAX); returns it */
static uInt
offer_out_room(struct zstream *z)
{
    size_t room = z->out_cap - z->out_len;

    z->s.next_out = (Bytef *)z->out + z->out_len;
    z->s.avail_out = (uInt)(room < AVAIL_OUT_MAX ? room : AVAIL_OUT_MAX);
    return z->s.avail_out;
}

/* appends len bytes to the output */
void
zstream_append_out(struct zstream *z, const char *p, long len)
{
    if (!out_reserve(z, len)) rb_memerror();
    memcpy(z->out + z->out_len, p, len);
    z->out_len += len;
}

/* the output so far as a String; the stream's output is then empty */
VALUE
zstream_detach(struct zstream *z)
{
    VALUE str = rb_str_new(z->out, z->out_len);

    free(z->out);
    z->out = 0;
    z->out_len = z->out_cap = 0;
    if (z->flags & ZS_TAINT) OBJ_TAINT(str);
    return str;
}

/* one run of deflate() or inflate() over in[0, len) */
struct zrun {
    struct zstream *z;
    const char *in;
    size_t len;
    int flush;
    int err;
    int no_memory;
    char *copy;          /* the input's copy for a blocking region */
};

/* whether a Z_BUF_ERROR (no progress possible) is an error, though
   output space was there: for deflate when input is left (a repeated
   flush is no error, as in 1.8.7); for inflate on the first call (no
   input at all) or while finishing (the data ends too soon) */
static int
buf_error_fatal(struct zrun *r, int first)
{
    struct zstream *z = r->z;

    if (z->s.avail_out == 0) return 0;
    if (z->is_deflate) return z->s.avail_in > 0;
    return first || r->flush == Z_FINISH;
}

/* the zlib loop: all the input in chunks, the output grown as needed.
   Touches no Ruby object: it may run on a worker thread. */
static VALUE
zrun_loop(void *arg)
{
    struct zrun *r = arg;
    struct zstream *z = r->z;
    const char *p = r->in, *end = r->in + r->len;
    int err = Z_OK, first = 1, flush;
    uInt room;

    z->s.next_in = (Bytef *)p;
    z->s.avail_in = 0;
    do {
        size_t chunk = (size_t)(end - p) < RUN_CHUNK ? (size_t)(end - p) : RUN_CHUNK;
        flush = p + chunk == end ? r->flush : Z_NO_FLUSH;
        z->s.next_in = (Bytef *)p;
        z->s.avail_in = (uInt)chunk;
        for (;;) {
            if (!out_reserve(z, 1)) {
                r->no_memory = 1;
                goto done;
            }
            room = offer_out_room(z);
            err = z->is_deflate ? deflate(&z->s, flush) : inflate(&z->s, flush);
            z->out_len += room - z->s.avail_out;
            if (err == Z_STREAM_END) goto done;
            if (err == Z_BUF_ERROR) {
                if (buf_error_fatal(r, first)) goto done;
                if (z->s.avail_out > 0) { err = Z_OK; break; }
            }
            else if (err != Z_OK) goto done;
            first = 0;
            if (z->s.avail_in == 0 && z->s.avail_out > 0 && flush != Z_FINISH) break;
            if (z->interrupted) goto done;
        }
        p += chunk;
    } while (p < end && !z->interrupted);
  done:
    r->err = err;
    return Qnil;
}

/* the ubf: the worker stops between two chunks */
static void
zrun_interrupt(void *arg)
{
    ((struct zstream *)arg)->interrupted = 1;
}

static VALUE
zrun_blocking(VALUE arg)
{
    struct zrun *r = (struct zrun *)arg;
    rb_thread_blocking_region(zrun_loop, r, zrun_interrupt, r->z);
    return Qnil;
}

/* after a run (also when the waiting thread is killed): the unread input
   (from next_in to the end: the chunks are contiguous) becomes the
   pending input, the copy is freed */
static VALUE
zrun_finish(VALUE arg)
{
    struct zrun *r = (struct zrun *)arg;
    struct zstream *z = r->z;
    const char *rest = (const char *)z->s.next_in, *end = r->in + r->len;

    if (r->len > 0 && rest >= r->in && rest < end)
        z->pending = rb_str_new(rest, end - rest);
    else
        z->pending = Qnil;
    z->s.next_in = 0;
    z->s.avail_in = 0;
    free(r->copy);
    r->copy = 0;
    z->flags &= ~ZS_BUSY;
    return Qnil;
}

/* runs the stream over its pending input followed by src (a String or
   Qnil) with the flush mode given; raises the error zlib reports */
void
zstream_run(struct zstream *z, VALUE src, int flush)
{
    struct zrun r;
    VALUE input = z->pending;

    if (!NIL_P(src)) {
        if (OBJ_TAINTED(src)) z->flags |= ZS_TAINT;
        if (NIL_P(input)) input = src;
        else rb_str_cat(input, RSTRING_PTR(src), RSTRING_LEN(src));
    }
    memset(&r, 0, sizeof(r));
    r.z = z;
    r.flush = flush;
    r.len = NIL_P(input) ? 0 : RSTRING_LEN(input);
    r.in = r.len ? RSTRING_PTR(input) : "";
    z->interrupted = 0;
    z->flags |= ZS_BUSY | ZS_STARTED;
    if (r.len >= BLOCKING_RUN_MIN && !rb_thread_alone()) {
        /* other threads may change the String while the worker reads */
        if (!(r.copy = malloc(r.len))) {
            z->flags &= ~ZS_BUSY;
            rb_memerror();
        }
        memcpy(r.copy, r.in, r.len);
        r.in = r.copy;
        rb_ensure(zrun_blocking, (VALUE)&r, zrun_finish, (VALUE)&r);
    }
    else {
        zrun_loop(&r);
        zrun_finish((VALUE)&r);
    }
    if (r.no_memory) rb_memerror();
    if (r.err == Z_STREAM_END) z->flags |= ZS_FINISHED;
    else if (r.err != Z_OK) zlib_raise(r.err, z->s.msg);
}

/* the pending input moves to the output (Inflate after the stream end) */
static void
pending_to_out(struct zstream *z)
{
    if (NIL_P(z->pending)) return;
    zstream_append_out(z, RSTRING_PTR(z->pending), RSTRING_LEN(z->pending));
    z->pending = Qnil;
}

/* --------------------------------------------------------- ZStream methods */

static VALUE
rb_zstream_avail_out(VALUE obj)
{
    struct zstream *z = get_zstream_raw(obj);
    return ULONG2NUM(z->out_cap - z->out_len);
}

/* avail_out = n: room for n more bytes of output */
static VALUE
rb_zstream_set_avail_out(VALUE obj, VALUE size)
{
    struct zstream *z = get_zstream(obj);
    long n = NUM2LONG(size);
    char *p;

    if (n < 0) n = 0;
    if (!(p = realloc(z->out, z->out_len + n + 1))) rb_memerror();
    z->out = p;
    z->out_cap = z->out_len + n;
    return size;
}

static VALUE
rb_zstream_avail_in(VALUE obj)
{
    struct zstream *z = get_zstream_raw(obj);
    return INT2FIX(NIL_P(z->pending) ? 0 : RSTRING_LEN(z->pending));
}

static VALUE
rb_zstream_total_in(VALUE obj)
{
    return ULONG2NUM(get_zstream(obj)->s.total_in);
}

static VALUE
rb_zstream_total_out(VALUE obj)
{
    return ULONG2NUM(get_zstream(obj)->s.total_out);
}

static VALUE
rb_zstream_data_type(VALUE obj)
{
    return INT2FIX(get_zstream(obj)->s.data_type);
}

static VALUE
rb_zstream_adler(VALUE obj)
{
    return ULONG2NUM(get_zstream(obj)->s.adler);
}

static VALUE
rb_zstream_finished_p(VALUE obj)
{
    return (get_zstream(obj)->flags & ZS_FINISHED) ? Qtrue : Qfalse;
}

static VALUE
rb_zstream_closed_p(VALUE obj)
{
    return (get_zstream_raw(obj)->flags & ZS_READY) ? Qfalse : Qtrue;
}

/* close: zlib's stream ends, the pending input is dropped; the output not
   taken stays (avail_out, flush_next_out) */
static VALUE
rb_zstream_end(VALUE obj)
{
    struct zstream *z = get_zstream(obj);

    if (z->is_deflate) deflateEnd(&z->s);
    else inflateEnd(&z->s);
    z->flags = 0;
    z->pending = Qnil;
    return Qnil;
}

static VALUE
rb_zstream_reset(VALUE obj)
{
    struct zstream *z = get_zstream(obj);
    int err = z->is_deflate ? deflateReset(&z->s) : inflateReset(&z->s);

    if (err != Z_OK) zlib_raise(err, z->s.msg);
    z->flags &= ~ZS_FINISHED;
    free(z->out);
    z->out = 0;
    z->out_len = z->out_cap = 0;
    z->pending = Qnil;
    return Qnil;
}

/* finish: the end of the stream (FINISH), and all the output */
static VALUE
rb_zstream_finish(VALUE obj)
{
    struct zstream *z = get_zstream(obj);

    if (z->is_deflate || !(z->flags & ZS_FINISHED)) zstream_run(z, Qnil, Z_FINISH);
    if (!z->is_deflate && (z->flags & ZS_FINISHED)) pending_to_out(z);
    return zstream_detach(z);
}

static VALUE
rb_zstream_flush_next_in(VALUE obj)
{
    struct zstream *z = get_zstream_raw(obj);
    VALUE str = NIL_P(z->pending) ? rb_str_new(0, 0) : z->pending;

    z->pending = Qnil;
    return str;
}

static VALUE
rb_zstream_flush_next_out(VALUE obj)
{
    return zstream_detach(get_zstream_raw(obj));
}

/* ------------------------------------------------------------------ Deflate */

/* Deflate.new(level = DEFAULT_COMPRESSION, wbits = MAX_WBITS,
   memlevel = DEF_MEM_LEVEL, strategy = DEFAULT_STRATEGY) */
static VALUE
rb_deflate_initialize(int argc, VALUE *argv, VALUE obj)
{
    VALUE level, wbits, memlevel, strategy;
    struct zstream *z;

    rb_scan_args(argc, argv, "04", &level, &wbits, &memlevel, &strategy);
    Data_Get_Struct(obj, struct zstream, z);
    zstream_init(z, 1, zlib_int_arg(level, Z_DEFAULT_COMPRESSION), zlib_int_arg(wbits, MAX_WBITS),
                 zlib_int_arg(memlevel, DEF_MEM_LEVEL), zlib_int_arg(strategy, Z_DEFAULT_STRATEGY));
    return obj;
}

static VALUE
rb_deflate_init_copy(VALUE self, VALUE orig)
{
    struct zstream *z, *from;
    int err;

    Data_Get_Struct(self, struct zstream, z);
    from = get_zstream(orig);
    if (z == from) return self;
    zstream_release(z);
    err = deflateCopy(&z->s, &from->s);
    if (err != Z_OK) zlib_raise(err, 0);
    z->flags = from->flags;
    z->is_deflate = 1;
    z->pending = NIL_P(from->pending) ? Qnil : rb_str_dup(from->pending);
    if (from->out_len) zstream_append_out(z, from->out, from->out_len);
    return self;
}

/* deflate(string, flush = NO_FLUSH): nil finishes the stream */
static void
do_deflate(struct zstream *z, VALUE src, int flush)
{
    if (NIL_P(src)) {
        zstream_run(z, Qnil, Z_FINISH);
        return;
    }
    StringValue(src);
    if (flush != Z_NO_FLUSH || RSTRING_LEN(src) > 0) zstream_run(z, src, flush);
}

static VALUE
rb_deflate_deflate(int argc, VALUE *argv, VALUE obj)
{
    struct zstream *z = get_zstream(obj);
    VALUE src, flush;

    rb_scan_args(argc, argv, "11", &src, &flush);
    do_deflate(z, src, zlib_int_arg(flush, Z_NO_FLUSH));
    return zstream_detach(z);
}

static VALUE
rb_deflate_addstr(VALUE obj, VALUE src)
{
    do_deflate(get_zstream(obj), src, Z_NO_FLUSH);
    return obj;
}

/* flush(flush = SYNC_FLUSH) */
static VALUE
rb_deflate_flush(int argc, VALUE *argv, VALUE obj)
{
    struct zstream *z = get_zstream(obj);
    VALUE v;
    int flush;

    rb_scan_args(argc, argv, "01", &v);
    flush = zlib_int_arg(v, Z_SYNC_FLUSH);
    if (flush != Z_NO_FLUSH) zstream_run(z, Qnil, flush);
    return zstream_detach(z);
}

/* params(level, strategy): as 1.8.7, a SYNC_FLUSH of what was given comes
   first; zlib gets output room for what it may still flush */
static VALUE
rb_deflate_params(VALUE obj, VALUE level, VALUE strategy)
{
    struct zstream *z = get_zstream(obj);
    int lv = zlib_int_arg(level, Z_DEFAULT_COMPRESSION), st = zlib_int_arg(strategy, Z_DEFAULT_STRATEGY);
    int err;

    zstream_run(z, Qnil, Z_SYNC_FLUSH);
    for (;;) {
        if (!out_reserve(z, 1024)) rb_memerror();
        uInt room;
        z->s.next_in = 0;
        z->s.avail_in = 0;
        room = offer_out_room(z);
        err = deflateParams(&z->s, lv, st);
        z->out_len += room - z->s.avail_out;
        if (err != Z_BUF_ERROR || z->s.avail_out > 0) break;
    }
    if (err != Z_OK) zlib_raise(err, z->s.msg);
    return Qnil;
}

static VALUE
rb_deflate_set_dictionary(VALUE obj, VALUE dic)
{
    struct zstream *z = get_zstream(obj);
    int err;

    StringValue(dic);
    err = deflateSetDictionary(&z->s, (const Bytef *)RSTRING_PTR(dic), (uInt)RSTRING_LEN(dic));
    if (err != Z_OK) zlib_raise(err, z->s.msg);
    return dic;
}

static VALUE
close_zstream(VALUE obj)
{
    struct zstream *z;
    Data_Get_Struct(obj, struct zstream, z);
    zstream_release(z);
    return Qnil;
}

static VALUE
deflate_all(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    struct zstream *z;

    Data_Get_Struct(a[0], struct zstream, z);
    zstream_run(z, a[1], Z_FINISH);
    return zstream_detach(z);
}

/* Deflate.deflate(string, level = DEFAULT_COMPRESSION) */
static VALUE
rb_deflate_s_deflate(int argc, VALUE *argv, VALUE klass)
{
    VALUE src, level, a[2];
    struct zstream *z;

    rb_scan_args(argc, argv, "11", &src, &level);
    StringValue(src);
    a[0] = zstream_alloc(cDeflate);
    a[1] = src;
    Data_Get_Struct(a[0], struct zstream, z);
    zstream_init(z, 1, zlib_int_arg(level, Z_DEFAULT_COMPRESSION), MAX_WBITS, DEF_MEM_LEVEL,
                 Z_DEFAULT_STRATEGY);
    return rb_ensure(deflate_all, (VALUE)a, close_zstream, a[0]);
}

/* ------------------------------------------------------------------ Inflate */

static VALUE
rb_inflate_initialize(int argc, VALUE *argv, VALUE obj)
{
    VALUE wbits;
    struct zstream *z;

    rb_scan_args(argc, argv, "01", &wbits);
    Data_Get_Struct(obj, struct zstream, z);
    zstream_init(z, 0, 0, zlib_int_arg(wbits, MAX_WBITS), 0, 0);
    return obj;
}

/* feeds src (nil: the pending input only); an empty String does nothing */
static void
do_inflate(struct zstream *z, VALUE src)
{
    if (NIL_P(src)) {
        zstream_run(z, Qnil, Z_SYNC_FLUSH);
        return;
    }
    StringValue(src);
    if (RSTRING_LEN(src) > 0) zstream_run(z, src, Z_SYNC_FLUSH);
}

/* once the stream has ended, more input is kept as output */
static VALUE
rb_inflate_inflate(VALUE obj, VALUE src)
{
    struct zstream *z = get_zstream(obj);
    VALUE dst;

    if (z->flags & ZS_FINISHED) {
        if (NIL_P(src)) return zstream_detach(z);
        StringValue(src);
        zstream_append_out(z, RSTRING_PTR(src), RSTRING_LEN(src));
        return rb_str_new(0, 0);
    }
    do_inflate(z, src);
    dst = zstream_detach(z);
    if (z->flags & ZS_FINISHED) pending_to_out(z);
    return dst;
}

static VALUE
rb_inflate_addstr(VALUE obj, VALUE src)
{
    struct zstream *z = get_zstream(obj);

    if (z->flags & ZS_FINISHED) {
        if (!NIL_P(src)) {
            StringValue(src);
            zstream_append_out(z, RSTRING_PTR(src), RSTRING_LEN(src));
        }
        return obj;
    }
    do_inflate(z, src);
    if (z->flags & ZS_FINISHED) pending_to_out(z);
    return obj;
}

/* sync(string): skips the input to the next full flush point */
static VALUE
rb_inflate_sync(VALUE obj, VALUE src)
{
    struct zstream *z = get_zstream(obj);
    VALUE input;
    int err;

    StringValue(src);
    input = NIL_P(z->pending) ? rb_str_dup(src) : rb_str_cat(z->pending, RSTRING_PTR(src), RSTRING_LEN(src));
    z->s.next_in = (Bytef *)RSTRING_PTR(input);
    z->s.avail_in = (uInt)RSTRING_LEN(input);
    err = inflateSync(&z->s);
    z->pending = z->s.avail_in ? rb_str_new((const char *)z->s.next_in, z->s.avail_in) : Qnil;
    z->s.next_in = 0;
    z->s.avail_in = 0;
    if (err == Z_OK) return Qtrue;
    if (err == Z_DATA_ERROR || err == Z_BUF_ERROR) return Qfalse;
    zlib_raise(err, z->s.msg);
    return Qnil;
}

static VALUE
rb_inflate_sync_point_p(VALUE obj)
{
    struct zstream *z = get_zstream(obj);
    int err = inflateSyncPoint(&z->s);

    if (err == 1) return Qtrue;
    if (err == Z_OK) return Qfalse;
    zlib_raise(err, z->s.msg);
    return Qnil;
}

static VALUE
rb_inflate_set_dictionary(VALUE obj, VALUE dic)
{
    struct zstream *z = get_zstream(obj);
    int err;

    StringValue(dic);
    err = inflateSetDictionary(&z->s, (const Bytef *)RSTRING_PTR(dic), (uInt)RSTRING_LEN(dic));
    if (err != Z_OK) zlib_raise(err, z->s.msg);
    return dic;
}

static VALUE
inflate_all(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    struct zstream *z;

    Data_Get_Struct(a[0], struct zstream, z);
    do_inflate(z, a[1]);
    if (!(z->flags & ZS_FINISHED)) zstream_run(z, Qnil, Z_FINISH);
    return zstream_detach(z);
}

/* Inflate.inflate(string) */
static VALUE
rb_inflate_s_inflate(VALUE klass, VALUE src)
{
    VALUE a[2];
    struct zstream *z;

    StringValue(src);
    a[0] = zstream_alloc(cInflate);
    a[1] = src;
    Data_Get_Struct(a[0], struct zstream, z);
    zstream_init(z, 0, 0, MAX_WBITS, 0, 0);
    return rb_ensure(inflate_all, (VALUE)a, close_zstream, a[0]);
}

/* ------------------------------------------------------------------- setup */

static void
define_constants(void)
{
    static const struct { const char *name; int value; } ints[] = {
        { "BINARY", Z_BINARY }, { "ASCII", Z_ASCII }, { "UNKNOWN", Z_UNKNOWN },
        { "NO_COMPRESSION", Z_NO_COMPRESSION }, { "BEST_SPEED", Z_BEST_SPEED },
        { "BEST_COMPRESSION", Z_BEST_COMPRESSION }, { "DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION },
        { "FILTERED", Z_FILTERED }, { "HUFFMAN_ONLY", Z_HUFFMAN_ONLY },
        { "DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY }, { "MAX_WBITS", MAX_WBITS },
        { "DEF_MEM_LEVEL", DEF_MEM_LEVEL }, { "MAX_MEM_LEVEL", MAX_MEM_LEVEL },
        { "NO_FLUSH", Z_NO_FLUSH }, { "SYNC_FLUSH", Z_SYNC_FLUSH },
        { "FULL_FLUSH", Z_FULL_FLUSH }, { "FINISH", Z_FINISH },
        { "OS_CODE", OS_CODE_UNIX }, { "OS_MSDOS", 0x00 }, { "OS_AMIGA", 0x01 }, { "OS_VMS", 0x02 },
        { "OS_UNIX", 0x03 }, { "OS_VMCMS", 0x04 }, { "OS_ATARI", 0x05 }, { "OS_OS2", 0x06 },
        { "OS_MACOS", 0x07 }, { "OS_ZSYSTEM", 0x08 }, { "OS_CPM", 0x09 }, { "OS_TOPS20", 0x0a },
        { "OS_WIN32", 0x0b }, { "OS_QDOS", 0x0c }, { "OS_RISCOS", 0x0d }, { "OS_UNKNOWN", 0xff },
    };
    size_t i;

    for (i = 0; i < sizeof(ints) / sizeof(ints[0]); i++)
        rb_define_const(mZlib, ints[i].name, INT2FIX(ints[i].value));
    rb_define_const(mZlib, "VERSION", rb_str_new2("0.6.0"));
    rb_define_const(mZlib, "ZLIB_VERSION", rb_str_new2(ZLIB_VERSION));
}

static void
define_errors(void)
{
    cZError = rb_define_class_under(mZlib, "Error", rb_eStandardError);
    cStreamEnd = rb_define_class_under(mZlib, "StreamEnd", cZError);
    cNeedDict = rb_define_class_under(mZlib, "NeedDict", cZError);
    cDataError = rb_define_class_under(mZlib, "DataError", cZError);
    cStreamError = rb_define_class_under(mZlib, "StreamError", cZError);
    cMemError = rb_define_class_under(mZlib, "MemError", cZError);
    cBufError = rb_define_class_under(mZlib, "BufError", cZError);
    cVersionError = rb_define_class_under(mZlib, "VersionError", cZError);
}

static void
define_zstream(void)
{
    cZStream = rb_define_class_under(mZlib, "ZStream", rb_cObject);
    rb_undef_alloc_func(cZStream);
    rb_define_method(cZStream, "avail_out", rb_zstream_avail_out, 0);
    rb_define_method(cZStream, "avail_out=", rb_zstream_set_avail_out, 1);
    rb_define_method(cZStream, "avail_in", rb_zstream_avail_in, 0);
    rb_define_method(cZStream, "total_in", rb_zstream_total_in, 0);
    rb_define_method(cZStream, "total_out", rb_zstream_total_out, 0);
    rb_define_method(cZStream, "data_type", rb_zstream_data_type, 0);
    rb_define_method(cZStream, "adler", rb_zstream_adler, 0);
    rb_define_method(cZStream, "finished?", rb_zstream_finished_p, 0);
    rb_define_method(cZStream, "stream_end?", rb_zstream_finished_p, 0);
    rb_define_method(cZStream, "closed?", rb_zstream_closed_p, 0);
    rb_define_method(cZStream, "ended?", rb_zstream_closed_p, 0);
    rb_define_method(cZStream, "close", rb_zstream_end, 0);
    rb_define_method(cZStream, "end", rb_zstream_end, 0);
    rb_define_method(cZStream, "reset", rb_zstream_reset, 0);
    rb_define_method(cZStream, "finish", rb_zstream_finish, 0);
    rb_define_method(cZStream, "flush_next_in", rb_zstream_flush_next_in, 0);
    rb_define_method(cZStream, "flush_next_out", rb_zstream_flush_next_out, 0);
}

static void
define_deflate_inflate(void)
{
    cDeflate = rb_define_class_under(mZlib, "Deflate", cZStream);
    rb_define_alloc_func(cDeflate, zstream_alloc);
    rb_define_singleton_method(cDeflate, "deflate", rb_deflate_s_deflate, -1);
    rb_define_private_method(cDeflate, "initialize", rb_deflate_initialize, -1);
    rb_define_private_method(cDeflate, "initialize_copy", rb_deflate_init_copy, 1);
    rb_define_method(cDeflate, "deflate", rb_deflate_deflate, -1);
    rb_define_method(cDeflate, "<<", rb_deflate_addstr, 1);
    rb_define_method(cDeflate, "flush", rb_deflate_flush, -1);
    rb_define_method(cDeflate, "params", rb_deflate_params, 2);
    rb_define_method(cDeflate, "set_dictionary", rb_deflate_set_dictionary, 1);

    cInflate = rb_define_class_under(mZlib, "Inflate", cZStream);
    rb_define_alloc_func(cInflate, zstream_alloc);
    rb_define_singleton_method(cInflate, "inflate", rb_inflate_s_inflate, 1);
    rb_define_private_method(cInflate, "initialize", rb_inflate_initialize, -1);
    rb_define_method(cInflate, "inflate", rb_inflate_inflate, 1);
    rb_define_method(cInflate, "<<", rb_inflate_addstr, 1);
    rb_define_method(cInflate, "sync", rb_inflate_sync, 1);
    rb_define_method(cInflate, "sync_point?", rb_inflate_sync_point_p, 0);
    rb_define_method(cInflate, "set_dictionary", rb_inflate_set_dictionary, 1);
}

void
Init_zlib(void)
{
    mZlib = rb_define_module("Zlib");
    define_errors();
    define_constants();
    rb_define_module_function(mZlib, "zlib_version", zlib_s_zlib_version, 0);
    rb_define_module_function(mZlib, "adler32", zlib_s_adler32, -1);
    rb_define_module_function(mZlib, "crc32", zlib_s_crc32, -1);
    rb_define_module_function(mZlib, "crc_table", zlib_s_crc_table, 0);
    define_zstream();
    define_deflate_inflate();
    Init_zlib_gzip();
    rb_set_end_proc(warn_live_streams_at_exit, Qnil);
}
