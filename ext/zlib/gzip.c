/* gzip.c - Zlib::GzipFile, GzipWriter and GzipReader of 1.8.7: the gzip
 * format (RFC 1952) over any object with write (or read), on a raw
 * deflate/inflate zstream. */
#include "zlib_ext.h"
#include <time.h>

static VALUE cGzipFile, cGzipWriter, cGzipReader, cGzError, cNoFooter, cCRCError, cLengthError;
static ID id_write, id_read, id_flush, id_close, id_seek;

#define GZ_MAGIC1 0x1f
#define GZ_MAGIC2 0x8b
#define GZ_METHOD_DEFLATE 8
#define GZ_FLAG_MULTIPART 0x02   /* (FHCRC today; 1.8.7 refuses it under this name) */
#define GZ_FLAG_EXTRA 0x04
#define GZ_FLAG_ORIG_NAME 0x08
#define GZ_FLAG_COMMENT 0x10
#define GZ_FLAG_ENCRYPT 0x20
#define GZ_FLAG_UNKNOWN 0xc0
#define GZ_EXTRAFLAG_FAST 0x4
#define GZ_EXTRAFLAG_SLOW 0x2
#define GZ_HEADER_SIZE 10
#define GZ_FOOTER_SIZE 8

/* gzfile flags */
#define GZ_HEADER_DONE 0x1
#define GZ_FOOTER_DONE 0x2
#define GZ_CLOSED 0x4
#define GZ_SYNC 0x8
#define GZ_FOOTER_READ 0x10   /* the footer was read: footer_error tells */

#define READ_SIZE 2048
#define WRITE_BUFFER_MAX 16384

struct gzfile {
    struct zstream z;
    VALUE io;
    int gzflags;
    int level;
    int os_code;
    unsigned long mtime;
    VALUE orig_name, comment;
    unsigned long crc;
    long lineno;
    VALUE rbuf;            /* reader: inflated bytes not read yet: rbuf[roff..] */
    long roff;
    VALUE unused;          /* reader: what follows the footer */
    unsigned long io_read; /* reader: bytes read from io in this member */
    VALUE footer_error;    /* reader: the error class the footer gave, or Qnil */
    const char *footer_message;
};

static void
gzfile_mark(struct gzfile *gz)
{
    zstream_mark(&gz->z);
    rb_gc_mark(gz->io);
    rb_gc_mark(gz->orig_name);
    rb_gc_mark(gz->comment);
    rb_gc_mark(gz->rbuf);
    rb_gc_mark(gz->unused);
    rb_gc_mark(gz->footer_error);
}

static void
gzfile_free(struct gzfile *gz)
{
    zstream_unregister(&gz->z);
    zstream_release(&gz->z);
    xfree(gz);
}

static VALUE
gzfile_alloc(VALUE klass)
{
    struct gzfile *gz;
    VALUE obj = Data_Make_Struct(klass, struct gzfile, gzfile_mark, gzfile_free, gz);

    gz->z.pending = gz->io = gz->orig_name = gz->comment = gz->rbuf = gz->unused = Qnil;
    gz->footer_error = Qnil;
    gz->level = Z_DEFAULT_COMPRESSION;
    gz->os_code = OS_CODE_UNIX;
    gz->crc = crc32(0, Z_NULL, 0);
    zstream_register(&gz->z);
    return obj;
}

static struct gzfile *
get_gzfile_raw(VALUE obj)
{
    struct gzfile *gz;

    Data_Get_Struct(obj, struct gzfile, gz);
    if (gz->z.flags & ZS_BUSY) rb_raise(cZError, "stream is in use by another thread");
    return gz;
}

/* the gzip file of obj, which must not be closed */
static struct gzfile *
get_gzfile(VALUE obj)
{
    struct gzfile *gz = get_gzfile_raw(obj);

    if (gz->gzflags & GZ_CLOSED) rb_raise(cGzError, "closed gzip stream");
    return gz;
}

/* ------------------------------------------------------------ GzipFile */

static VALUE
gzfile_ensure_close(VALUE obj)
{
    struct gzfile *gz = get_gzfile_raw(obj);

    if (!(gz->gzflags & GZ_CLOSED)) rb_funcall(obj, id_close, 0);
    return Qnil;
}

/* GzipFile.wrap(io, *args) { |gz| }: closed after the block unless it was */
static VALUE
rb_gzfile_s_wrap(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj = rb_class_new_instance(argc, argv, klass);

    if (!rb_block_given_p()) return obj;
    return rb_ensure(rb_yield, obj, gzfile_ensure_close, obj);
}

/* GzipWriter.open / GzipReader.open: File.open(name, mode), then wrap */
static VALUE
gzfile_s_open(int argc, VALUE *argv, VALUE klass, const char *mode)
{
    VALUE file, *args;

    if (argc < 1) rb_raise(rb_eArgError, "wrong number of arguments (0 for 1)");
    file = rb_funcall(rb_cFile, rb_intern("open"), 2, argv[0], rb_str_new2(mode));
    args = ALLOCA_N(VALUE, argc);
    args[0] = file;
    MEMCPY(args + 1, argv + 1, VALUE, argc - 1);
    return rb_gzfile_s_wrap(argc, args, klass);
}

static VALUE
rb_gzfile_to_io(VALUE obj)
{
    return get_gzfile(obj)->io;
}

static VALUE
rb_gzfile_crc(VALUE obj)
{
    return ULONG2NUM(get_gzfile(obj)->crc);
}

static VALUE
rb_gzfile_mtime(VALUE obj)
{
    return rb_time_new((time_t)get_gzfile(obj)->mtime, 0);
}

static VALUE
rb_gzfile_level(VALUE obj)
{
    return INT2FIX(get_gzfile(obj)->level);
}

static VALUE
rb_gzfile_os_code(VALUE obj)
{
    return INT2FIX(get_gzfile(obj)->os_code);
}

static VALUE
str_or_nil_dup(VALUE str)
{
    return NIL_P(str) ? Qnil : rb_str_dup(str);
}

static VALUE
rb_gzfile_orig_name(VALUE obj)
{
    return str_or_nil_dup(get_gzfile(obj)->orig_name);
}

static VALUE
rb_gzfile_comment(VALUE obj)
{
    return str_or_nil_dup(get_gzfile(obj)->comment);
}

static VALUE
rb_gzfile_closed_p(VALUE obj)
{
    return (get_gzfile_raw(obj)->gzflags & GZ_CLOSED) ? Qtrue : Qfalse;
}

static VALUE
rb_gzfile_sync(VALUE obj)
{
    return (get_gzfile(obj)->gzflags & GZ_SYNC) ? Qtrue : Qfalse;
}

static VALUE
rb_gzfile_set_sync(VALUE obj, VALUE mode)
{
    struct gzfile *gz = get_gzfile(obj);

    if (RTEST(mode)) gz->gzflags |= GZ_SYNC;
    else gz->gzflags &= ~GZ_SYNC;
    return mode;
}

/* the header fields may be set until the header is written */
static struct gzfile *
gzfile_for_header(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);

    if (gz->gzflags & GZ_HEADER_DONE) rb_raise(cGzError, "header is already written");
    return gz;
}

static VALUE
rb_gzfile_set_mtime(VALUE obj, VALUE mtime)
{
    struct gzfile *gz = gzfile_for_header(obj);

    gz->mtime = NUM2ULONG(rb_Integer(mtime));
    return mtime;
}

/* a header string ends at its first NUL */
static VALUE
header_string(VALUE str)
{
    VALUE s;
    char *nul;

    StringValue(str);
    s = rb_str_dup(str);
    nul = memchr(RSTRING_PTR(s), '\0', RSTRING_LEN(s));
    if (nul) rb_str_resize(s, nul - RSTRING_PTR(s));
    return s;
}

static VALUE
rb_gzfile_set_orig_name(VALUE obj, VALUE str)
{
    gzfile_for_header(obj)->orig_name = header_string(str);
    return str;
}

static VALUE
rb_gzfile_set_comment(VALUE obj, VALUE str)
{
    gzfile_for_header(obj)->comment = header_string(str);
    return str;
}

/* ---------------------------------------------------------- GzipWriter */

/* GzipWriter.new(io, level = DEFAULT_COMPRESSION, strategy = DEFAULT_STRATEGY) */
static VALUE
rb_gzwriter_initialize(int argc, VALUE *argv, VALUE obj)
{
    struct gzfile *gz;
    VALUE io, level, strategy;

    rb_scan_args(argc, argv, "12", &io, &level, &strategy);
    Data_Get_Struct(obj, struct gzfile, gz);
    gz->level = zlib_int_arg(level, Z_DEFAULT_COMPRESSION);
    zstream_init(&gz->z, 1, gz->level, -MAX_WBITS, DEF_MEM_LEVEL,
                 zlib_int_arg(strategy, Z_DEFAULT_STRATEGY));
    gz->io = io;
    gz->z.unclosed_warning = "Zlib::GzipWriter object must be closed explicitly.";
    return obj;
}

static void
put_le32(unsigned char *p, unsigned long v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

/* writes the header to io the first time */
static void
gzwriter_header(struct gzfile *gz)
{
    unsigned char h[GZ_HEADER_SIZE];
    VALUE str;
    int flags = 0;

    if (gz->gzflags & GZ_HEADER_DONE) return;
    if (!NIL_P(gz->orig_name)) flags |= GZ_FLAG_ORIG_NAME;
    if (!NIL_P(gz->comment)) flags |= GZ_FLAG_COMMENT;
    if (gz->mtime == 0) gz->mtime = (unsigned long)time(0);
    h[0] = GZ_MAGIC1;
    h[1] = GZ_MAGIC2;
    h[2] = GZ_METHOD_DEFLATE;
    h[3] = flags;
    put_le32(h + 4, gz->mtime);
    h[8] = gz->level == Z_BEST_SPEED ? GZ_EXTRAFLAG_FAST :
           gz->level == Z_BEST_COMPRESSION ? GZ_EXTRAFLAG_SLOW : 0;
    h[9] = gz->os_code;
    str = rb_str_new((char *)h, GZ_HEADER_SIZE);
    if (!NIL_P(gz->orig_name)) rb_str_buf_cat(rb_str_append(str, gz->orig_name), "", 1);
    if (!NIL_P(gz->comment)) rb_str_buf_cat(rb_str_append(str, gz->comment), "", 1);
    gz->gzflags |= GZ_HEADER_DONE;
    rb_funcall(gz->io, id_write, 1, str);
}

/* the compressed output goes to io */
static void
gzwriter_write_out(struct gzfile *gz)
{
    if (gz->z.out_len > 0) rb_funcall(gz->io, id_write, 1, zstream_detach(&gz->z));
}

static VALUE
rb_gzwriter_write(VALUE obj, VALUE str)
{
    struct gzfile *gz = get_gzfile(obj);

    if (TYPE(str) != T_STRING) str = rb_obj_as_string(str);
    gzwriter_header(gz);
    if (RSTRING_LEN(str) > 0) {
        gz->crc = crc32(gz->crc, (const Bytef *)RSTRING_PTR(str), (uInt)RSTRING_LEN(str));
        zstream_run(&gz->z, str, (gz->gzflags & GZ_SYNC) ? Z_SYNC_FLUSH : Z_NO_FLUSH);
    }
    if ((gz->gzflags & GZ_SYNC) || gz->z.out_len >= WRITE_BUFFER_MAX) gzwriter_write_out(gz);
    return INT2FIX(RSTRING_LEN(str));
}

static VALUE
rb_gzwriter_addstr(VALUE obj, VALUE str)
{
    rb_funcall(obj, id_write, 1, str);
    return obj;
}

static VALUE
rb_gzwriter_putc(VALUE obj, VALUE ch)
{
    char c = NUM2CHR(ch);

    rb_gzwriter_write(obj, rb_str_new(&c, 1));
    return ch;
}

static VALUE
rb_gzwriter_print(int argc, VALUE *argv, VALUE obj)
{
    return rb_io_print(argc, argv, obj);
}

static VALUE
rb_gzwriter_printf(int argc, VALUE *argv, VALUE obj)
{
    return rb_io_printf(argc, argv, obj);
}

static VALUE
rb_gzwriter_puts(int argc, VALUE *argv, VALUE obj)
{
    return rb_io_puts(argc, argv, obj);
}

/* flush(flush = SYNC_FLUSH) */
static VALUE
rb_gzwriter_flush(int argc, VALUE *argv, VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    VALUE v;
    int flush;

    rb_scan_args(argc, argv, "01", &v);
    flush = zlib_int_arg(v, Z_SYNC_FLUSH);
    gzwriter_header(gz);
    if (flush != Z_NO_FLUSH) zstream_run(&gz->z, Qnil, flush);
    gzwriter_write_out(gz);
    if (rb_respond_to(gz->io, id_flush)) rb_funcall(gz->io, id_flush, 0);
    return obj;
}

static VALUE
rb_gzwriter_pos(VALUE obj)
{
    return ULONG2NUM(get_gzfile(obj)->z.s.total_in);
}

/* the end of the deflate stream and the footer; the file is then closed
   (io stays open) */
static VALUE
gzwriter_finish(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    unsigned char footer[GZ_FOOTER_SIZE];

    gzwriter_header(gz);
    zstream_run(&gz->z, Qnil, Z_FINISH);
    put_le32(footer, gz->crc);
    put_le32(footer + 4, gz->z.s.total_in & 0xffffffffUL);
    zstream_append_out(&gz->z, (char *)footer, GZ_FOOTER_SIZE);
    gzwriter_write_out(gz);
    zstream_release(&gz->z);
    gz->z.unclosed_warning = 0;
    gz->gzflags |= GZ_CLOSED;
    return gz->io;
}

/* ---------------------------------------------------------- GzipReader */

static long
rbuf_avail(struct gzfile *gz)
{
    return NIL_P(gz->rbuf) ? 0 : RSTRING_LEN(gz->rbuf) - gz->roff;
}

/* reads a chunk from io into the pending input; false at its end */
static int
gzreader_read_more(struct gzfile *gz)
{
    VALUE str = rb_funcall(gz->io, id_read, 1, INT2FIX(READ_SIZE));

    if (NIL_P(str)) return 0;
    StringValue(str);
    if (RSTRING_LEN(str) == 0) return 0;
    gz->io_read += RSTRING_LEN(str);
    if (NIL_P(gz->z.pending)) gz->z.pending = rb_str_dup(str);
    else rb_str_buf_append(gz->z.pending, str);
    return 1;
}

/* at least n bytes of raw input (false when io ends first) */
static int
gzreader_need_input(struct gzfile *gz, long n)
{
    while (NIL_P(gz->z.pending) || RSTRING_LEN(gz->z.pending) < n)
        if (!gzreader_read_more(gz)) return 0;
    return 1;
}

/* drops n bytes of raw input */
static void
gzreader_skip_input(struct gzfile *gz, long n)
{
    VALUE p = gz->z.pending;
    long left = RSTRING_LEN(p) - n;

    gz->z.pending = left > 0 ? rb_str_new(RSTRING_PTR(p) + n, left) : Qnil;
}

/* a NUL-terminated header string at offset *pos of the raw input */
static VALUE
gzreader_header_string(struct gzfile *gz, long *pos)
{
    char *start, *nul;
    VALUE str;

    for (;;) {
        if (!gzreader_need_input(gz, *pos + 1)) rb_raise(cGzError, "unexpected end of file");
        start = RSTRING_PTR(gz->z.pending) + *pos;
        nul = memchr(start, '\0', RSTRING_LEN(gz->z.pending) - *pos);
        if (nul) break;
        if (!gzreader_read_more(gz)) rb_raise(cGzError, "unexpected end of file");
    }
    str = rb_str_new(start, nul - start);
    *pos += nul - start + 1;
    return str;
}

static void
gzreader_check_flags(int flags)
{
    if (flags & GZ_FLAG_MULTIPART) rb_raise(cGzError, "multi-part gzip file is not supported");
    if (flags & GZ_FLAG_ENCRYPT) rb_raise(cGzError, "encrypted gzip file is not supported");
    if (flags & GZ_FLAG_UNKNOWN)
        rb_raise(cGzError, "unknown flags 0x%02x", (unsigned int)(int)(signed char)flags);
}

/* reads and checks the header of a member */
static void
gzreader_header(struct gzfile *gz)
{
    const unsigned char *h;
    int flags;
    long pos = GZ_HEADER_SIZE;

    if (!gzreader_need_input(gz, GZ_HEADER_SIZE)) rb_raise(cGzError, "not in gzip format");
    h = (const unsigned char *)RSTRING_PTR(gz->z.pending);
    if (h[0] != GZ_MAGIC1 || h[1] != GZ_MAGIC2) rb_raise(cGzError, "not in gzip format");
    if (h[2] != GZ_METHOD_DEFLATE) rb_raise(cGzError, "unsupported compression method %d", h[2]);
    flags = h[3];
    gzreader_check_flags(flags);
    gz->mtime = h[4] | (h[5] << 8) | (h[6] << 16) | ((unsigned long)h[7] << 24);
    gz->level = (h[8] & GZ_EXTRAFLAG_FAST) ? Z_BEST_SPEED :
                (h[8] & GZ_EXTRAFLAG_SLOW) ? Z_BEST_COMPRESSION : Z_DEFAULT_COMPRESSION;
    gz->os_code = h[9];
    if (flags & GZ_FLAG_EXTRA) {
        if (!gzreader_need_input(gz, pos + 2)) rb_raise(cGzError, "unexpected end of file");
        h = (const unsigned char *)RSTRING_PTR(gz->z.pending);
        pos += 2 + (h[pos] | (h[pos + 1] << 8));
        if (!gzreader_need_input(gz, pos)) rb_raise(cGzError, "unexpected end of file");
    }
    if (flags & GZ_FLAG_ORIG_NAME) gz->orig_name = gzreader_header_string(gz, &pos);
    if (flags & GZ_FLAG_COMMENT) gz->comment = gzreader_header_string(gz, &pos);
    gzreader_skip_input(gz, pos);
    gz->gzflags |= GZ_HEADER_DONE;
}

static VALUE
rb_gzreader_initialize(VALUE obj, VALUE io)
{
    struct gzfile *gz;

    Data_Get_Struct(obj, struct gzfile, gz);
    zstream_init(&gz->z, 0, 0, -MAX_WBITS, 0, 0);
    gz->io = io;
    gzreader_header(gz);
    return obj;
}

/* the newly inflated bytes join the read buffer */
static void
gzreader_take_output(struct gzfile *gz)
{
    VALUE out;

    if (gz->z.out_len == 0) return;
    out = zstream_detach(&gz->z);
    gz->crc = crc32(gz->crc, (const Bytef *)RSTRING_PTR(out), (uInt)RSTRING_LEN(out));
    if (NIL_P(gz->rbuf) || gz->roff == RSTRING_LEN(gz->rbuf)) {
        gz->rbuf = out;
        gz->roff = 0;
        return;
    }
    if (gz->roff > 0) {
        gz->rbuf = rb_str_new(RSTRING_PTR(gz->rbuf) + gz->roff, rbuf_avail(gz));
        gz->roff = 0;
    }
    rb_str_buf_append(gz->rbuf, out);
}

static unsigned long
get_le32(const unsigned char *p)
{
    return p[0] | (p[1] << 8) | (p[2] << 16) | ((unsigned long)p[3] << 24);
}

/* at the end of the stream: reads the footer and what follows it; a bad
   footer is reported once everything was read (gzreader_check_footer) */
static void
gzreader_read_footer(struct gzfile *gz)
{
    const unsigned char *f;

    gz->gzflags |= GZ_FOOTER_READ;
    if (!gzreader_need_input(gz, GZ_FOOTER_SIZE)) {
        gz->footer_error = cNoFooter;
        gz->footer_message = "footer is not found";
        return;
    }
    f = (const unsigned char *)RSTRING_PTR(gz->z.pending);
    if (get_le32(f) != gz->crc) {
        gz->footer_error = cCRCError;
        gz->footer_message = "invalid compressed data -- crc error";
    }
    else if (get_le32(f + 4) != (gz->z.s.total_out & 0xffffffffUL)) {
        gz->footer_error = cLengthError;
        gz->footer_message = "invalid compressed data -- length error";
    }
    gzreader_skip_input(gz, GZ_FOOTER_SIZE);
    gz->unused = gz->z.pending;
}

/* inflates until n bytes can be read (n < 0: all) or the stream ends */
static void
gzreader_fill(struct gzfile *gz, long n)
{
    while ((n < 0 || rbuf_avail(gz) < n) && !(gz->z.flags & ZS_FINISHED)) {
        if (NIL_P(gz->z.pending) && !gzreader_read_more(gz))
            rb_raise(cGzError, "unexpected end of file");
        zstream_run(&gz->z, Qnil, Z_SYNC_FLUSH);
        gzreader_take_output(gz);
    }
    if ((gz->z.flags & ZS_FINISHED) && !(gz->gzflags & GZ_FOOTER_READ)) gzreader_read_footer(gz);
}

/* once everything was read: the footer's error, if any, once */
static void
gzreader_check_footer(struct gzfile *gz)
{
    VALUE err = gz->footer_error;

    if (!(gz->gzflags & GZ_FOOTER_READ) || (gz->gzflags & GZ_FOOTER_DONE) || rbuf_avail(gz) > 0)
        return;
    gz->gzflags |= GZ_FOOTER_DONE;
    if (!NIL_P(err)) rb_raise(err, "%s", gz->footer_message);
}

/* takes n bytes (at most what there is) from the read buffer */
static VALUE
gzreader_take(struct gzfile *gz, long n)
{
    VALUE str;

    if (n > rbuf_avail(gz)) n = rbuf_avail(gz);
    if (n <= 0) return rb_obj_taint(rb_str_new(0, 0));
    if (gz->roff == 0 && n == RSTRING_LEN(gz->rbuf)) {
        /* all of it: the buffer itself is handed out */
        str = gz->rbuf;
        gz->rbuf = Qnil;
        return rb_obj_taint(str);
    }
    str = rb_str_new(RSTRING_PTR(gz->rbuf) + gz->roff, n);
    gz->roff += n;
    OBJ_TAINT(str);
    return str;
}

/* read(length = nil) */
static VALUE
rb_gzreader_read(int argc, VALUE *argv, VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    VALUE vlen;
    long len;

    rb_scan_args(argc, argv, "01", &vlen);
    if (NIL_P(vlen)) {
        gzreader_fill(gz, -1);
        gzreader_check_footer(gz);
        return gzreader_take(gz, rbuf_avail(gz));
    }
    len = NUM2LONG(vlen);
    if (len < 0) rb_raise(rb_eArgError, "negative length %ld given", len);
    if (len == 0) return rb_str_new(0, 0);
    gzreader_fill(gz, len);
    gzreader_check_footer(gz);
    if (rbuf_avail(gz) == 0) return Qnil;
    return gzreader_take(gz, len);
}

static VALUE
rb_gzreader_getc(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);

    gzreader_fill(gz, 1);
    gzreader_check_footer(gz);
    if (rbuf_avail(gz) == 0) return Qnil;
    return INT2FIX((unsigned char)RSTRING_PTR(gz->rbuf)[gz->roff++]);
}

static VALUE
rb_gzreader_readchar(VALUE obj)
{
    VALUE c = rb_gzreader_getc(obj);

    if (NIL_P(c)) rb_raise(rb_eEOFError, "end of file reached");
    return c;
}

static VALUE
rb_gzreader_each_byte(VALUE obj)
{
    VALUE c;

    while (!NIL_P(c = rb_gzreader_getc(obj))) rb_yield(c);
    return Qnil;
}

/* ungetc(byte): the byte is read next */
static VALUE
rb_gzreader_ungetc(VALUE obj, VALUE ch)
{
    struct gzfile *gz = get_gzfile(obj);
    char c = (char)NUM2INT(ch);
    VALUE rest;

    if (gz->roff > 0) {
        rb_str_modify(gz->rbuf);
        RSTRING_PTR(gz->rbuf)[--gz->roff] = c;
        return Qnil;
    }
    rest = NIL_P(gz->rbuf) ? rb_str_new(0, 0) : gz->rbuf;
    gz->rbuf = rb_str_buf_append(rb_str_new(&c, 1), rest);
    gz->roff = 0;
    return Qnil;
}

static VALUE
rb_gzreader_eof_p(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);

    gzreader_fill(gz, 1);
    return rbuf_avail(gz) == 0 ? Qtrue : Qfalse;
}

/* position in the uncompressed data (unsigned, as 1.8.7 after an ungetc) */
static VALUE
rb_gzreader_pos(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    return ULONG2NUM((unsigned long)(gz->z.s.total_out - rbuf_avail(gz)));
}

static VALUE
rb_gzreader_lineno(VALUE obj)
{
    return LONG2NUM(get_gzfile(obj)->lineno);
}

static VALUE
rb_gzreader_set_lineno(VALUE obj, VALUE n)
{
    get_gzfile(obj)->lineno = NUM2LONG(n);
    return n;
}

static VALUE
rb_gzreader_unused(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    return NIL_P(gz->unused) ? Qnil : rb_str_dup(gz->unused);
}

/* the offset just past the first rs in the read buffer (filling it as
   needed), or -1 at the end of the data */
static long
gzreader_find(struct gzfile *gz, VALUE rs)
{
    const char *sep = RSTRING_PTR(rs), *p, *hit;
    long seplen = RSTRING_LEN(rs), from = 0;

    for (;;) {
        long avail = rbuf_avail(gz);
        if (avail - from >= seplen) {
            p = RSTRING_PTR(gz->rbuf) + gz->roff;
            for (hit = p + from; (hit = memchr(hit, sep[0], p + avail - hit)) != 0; hit++) {
                if (p + avail - hit < seplen) break;
                if (memcmp(hit, sep, seplen) == 0) return hit - p + seplen;
            }
            from = avail - seplen + 1 > 0 ? avail - seplen + 1 : 0;
        }
        if (gz->z.flags & ZS_FINISHED) return -1;
        gzreader_fill(gz, avail + 1);
    }
}

/* skips the newlines that start a paragraph */
static void
gzreader_skip_newlines(struct gzfile *gz)
{
    for (;;) {
        gzreader_fill(gz, 1);
        if (rbuf_avail(gz) == 0 || RSTRING_PTR(gz->rbuf)[gz->roff] != '\n') return;
        gz->roff++;
    }
}

/* gets(rs = $/): nil reads all, "" reads a paragraph */
static VALUE
gzreader_gets(int argc, VALUE *argv, VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    VALUE rs, line;
    long n;
    int para = 0;

    rs = argc == 0 ? rb_rs : argv[0];
    if (argc > 1) rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    if (NIL_P(rs)) return rb_gzreader_read(0, 0, obj);
    StringValue(rs);
    if (RSTRING_LEN(rs) == 0) {
        para = 1;
        rs = rb_str_new2("\n\n");
        gzreader_skip_newlines(gz);
    }
    n = gzreader_find(gz, rs);
    gzreader_check_footer(gz);
    if (rbuf_avail(gz) == 0) return Qnil;
    line = gzreader_take(gz, n < 0 ? rbuf_avail(gz) : n);
    if (para) gzreader_skip_newlines(gz);
    gz->lineno++;
    return line;
}

static VALUE
rb_gzreader_gets(int argc, VALUE *argv, VALUE obj)
{
    VALUE line = gzreader_gets(argc, argv, obj);

    rb_lastline_set(line);
    return line;
}

static VALUE
rb_gzreader_readline(int argc, VALUE *argv, VALUE obj)
{
    VALUE line = rb_gzreader_gets(argc, argv, obj);

    if (NIL_P(line)) rb_raise(rb_eEOFError, "end of file reached");
    return line;
}

static VALUE
rb_gzreader_each(int argc, VALUE *argv, VALUE obj)
{
    VALUE line;

    while (!NIL_P(line = gzreader_gets(argc, argv, obj))) rb_yield(line);
    return obj;
}

static VALUE
rb_gzreader_readlines(int argc, VALUE *argv, VALUE obj)
{
    VALUE ary = rb_ary_new(), line;

    while (!NIL_P(line = gzreader_gets(argc, argv, obj))) rb_ary_push(ary, line);
    return ary;
}

/* rewind: back to the start of the member in io, and read it again */
static VALUE
rb_gzreader_rewind(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    long back = (long)gz->io_read;

    rb_funcall(gz->io, id_seek, 2, LONG2NUM(-back), INT2FIX(SEEK_CUR));
    zstream_release(&gz->z);
    zstream_init(&gz->z, 0, 0, -MAX_WBITS, 0, 0);
    gz->gzflags &= ~(GZ_HEADER_DONE | GZ_FOOTER_READ | GZ_FOOTER_DONE);
    gz->footer_error = Qnil;
    gz->rbuf = gz->unused = gz->orig_name = gz->comment = Qnil;
    gz->roff = 0;
    gz->lineno = 0;
    gz->io_read = 0;
    gz->crc = crc32(0, Z_NULL, 0);
    gzreader_header(gz);
    return INT2FIX(0);
}

static VALUE
gzreader_finish(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);

    gzreader_check_footer(gz);
    zstream_release(&gz->z);
    gz->gzflags |= GZ_CLOSED;
    return gz->io;
}

/* ------------------------------------------------------- finish and close */

static VALUE
rb_gzfile_finish(VALUE obj)
{
    struct gzfile *gz = get_gzfile(obj);
    return gz->z.is_deflate ? gzwriter_finish(obj) : gzreader_finish(obj);
}

/* close: finish, then io.close when it has one */
static VALUE
rb_gzfile_close(VALUE obj)
{
    VALUE io = rb_gzfile_finish(obj);

    if (rb_respond_to(io, id_close)) rb_funcall(io, id_close, 0);
    return io;
}

static VALUE
rb_gzwriter_s_open(int argc, VALUE *argv, VALUE klass)
{
    return gzfile_s_open(argc, argv, klass, "wb");
}

static VALUE
rb_gzreader_s_open(int argc, VALUE *argv, VALUE klass)
{
    return gzfile_s_open(argc, argv, klass, "rb");
}

static void
define_gzip_file(void)
{
    cGzipFile = rb_define_class_under(mZlib, "GzipFile", rb_cObject);
    cGzError = rb_define_class_under(cGzipFile, "Error", cZError);
    cNoFooter = rb_define_class_under(cGzipFile, "NoFooter", cGzError);
    cCRCError = rb_define_class_under(cGzipFile, "CRCError", cGzError);
    cLengthError = rb_define_class_under(cGzipFile, "LengthError", cGzError);
    rb_undef_alloc_func(cGzipFile);
    rb_define_singleton_method(cGzipFile, "wrap", rb_gzfile_s_wrap, -1);
    rb_define_method(cGzipFile, "to_io", rb_gzfile_to_io, 0);
    rb_define_method(cGzipFile, "crc", rb_gzfile_crc, 0);
    rb_define_method(cGzipFile, "mtime", rb_gzfile_mtime, 0);
    rb_define_method(cGzipFile, "level", rb_gzfile_level, 0);
    rb_define_method(cGzipFile, "os_code", rb_gzfile_os_code, 0);
    rb_define_method(cGzipFile, "orig_name", rb_gzfile_orig_name, 0);
    rb_define_method(cGzipFile, "comment", rb_gzfile_comment, 0);
    rb_define_method(cGzipFile, "close", rb_gzfile_close, 0);
    rb_define_method(cGzipFile, "finish", rb_gzfile_finish, 0);
    rb_define_method(cGzipFile, "closed?", rb_gzfile_closed_p, 0);
    rb_define_method(cGzipFile, "sync", rb_gzfile_sync, 0);
    rb_define_method(cGzipFile, "sync=", rb_gzfile_set_sync, 1);
}

static void
define_gzip_writer(void)
{
    cGzipWriter = rb_define_class_under(mZlib, "GzipWriter", cGzipFile);
    rb_define_alloc_func(cGzipWriter, gzfile_alloc);
    rb_define_singleton_method(cGzipWriter, "open", rb_gzwriter_s_open, -1);
    rb_define_private_method(cGzipWriter, "initialize", rb_gzwriter_initialize, -1);
    rb_define_method(cGzipWriter, "mtime=", rb_gzfile_set_mtime, 1);
    rb_define_method(cGzipWriter, "orig_name=", rb_gzfile_set_orig_name, 1);
    rb_define_method(cGzipWriter, "comment=", rb_gzfile_set_comment, 1);
    rb_define_method(cGzipWriter, "flush", rb_gzwriter_flush, -1);
    rb_define_method(cGzipWriter, "write", rb_gzwriter_write, 1);
    rb_define_method(cGzipWriter, "putc", rb_gzwriter_putc, 1);
    rb_define_method(cGzipWriter, "<<", rb_gzwriter_addstr, 1);
    rb_define_method(cGzipWriter, "printf", rb_gzwriter_printf, -1);
    rb_define_method(cGzipWriter, "print", rb_gzwriter_print, -1);
    rb_define_method(cGzipWriter, "puts", rb_gzwriter_puts, -1);
    rb_define_method(cGzipWriter, "pos", rb_gzwriter_pos, 0);
    rb_define_method(cGzipWriter, "tell", rb_gzwriter_pos, 0);
}

static void
define_gzip_reader(void)
{
    cGzipReader = rb_define_class_under(mZlib, "GzipReader", cGzipFile);
    rb_include_module(cGzipReader, rb_mEnumerable);
    rb_define_alloc_func(cGzipReader, gzfile_alloc);
    rb_define_singleton_method(cGzipReader, "open", rb_gzreader_s_open, -1);
    rb_define_private_method(cGzipReader, "initialize", rb_gzreader_initialize, 1);
    rb_define_method(cGzipReader, "rewind", rb_gzreader_rewind, 0);
    rb_define_method(cGzipReader, "unused", rb_gzreader_unused, 0);
    rb_define_method(cGzipReader, "read", rb_gzreader_read, -1);
    rb_define_method(cGzipReader, "getc", rb_gzreader_getc, 0);
    rb_define_method(cGzipReader, "readchar", rb_gzreader_readchar, 0);
    rb_define_method(cGzipReader, "each_byte", rb_gzreader_each_byte, 0);
    rb_define_method(cGzipReader, "ungetc", rb_gzreader_ungetc, 1);
    rb_define_method(cGzipReader, "gets", rb_gzreader_gets, -1);
    rb_define_method(cGzipReader, "readline", rb_gzreader_readline, -1);
    rb_define_method(cGzipReader, "each", rb_gzreader_each, -1);
    rb_define_method(cGzipReader, "each_line", rb_gzreader_each, -1);
    rb_define_method(cGzipReader, "readlines", rb_gzreader_readlines, -1);
    rb_define_method(cGzipReader, "eof", rb_gzreader_eof_p, 0);
    rb_define_method(cGzipReader, "eof?", rb_gzreader_eof_p, 0);
    rb_define_method(cGzipReader, "pos", rb_gzreader_pos, 0);
    rb_define_method(cGzipReader, "tell", rb_gzreader_pos, 0);
    rb_define_method(cGzipReader, "lineno", rb_gzreader_lineno, 0);
    rb_define_method(cGzipReader, "lineno=", rb_gzreader_set_lineno, 1);
}

void
Init_zlib_gzip(void)
{
    id_write = rb_intern("write");
    id_read = rb_intern("read");
    id_flush = rb_intern("flush");
    id_close = rb_intern("close");
    id_seek = rb_intern("seek");
    define_gzip_file();
    define_gzip_writer();
    define_gzip_reader();
}
