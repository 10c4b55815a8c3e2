/* stringio.c - StringIO: an IO-like stream over a String, as 1.8.7's
 * stringio extension.  Strings read are tainted when the underlying string
 * is; a frozen string can only be opened for reading. */
#include "ruby.h"
#include "rubyio.h"
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <limits.h>

static VALUE StringIO;

/* the state of a stream; dup and reopen(strio) share one between objects */
struct StringIO {
    VALUE string;   /* Qnil after StringIO.open's block */
    long pos;
    long lineno;
    int flags;      /* FMODE_READABLE, FMODE_WRITABLE, FMODE_APPEND */
    int count;      /* how many objects share this state */
};

static void
strio_mark(struct StringIO *ptr)
{
    if (ptr) rb_gc_mark(ptr->string);
}

static void
strio_release(struct StringIO *ptr)
{
    if (ptr && --ptr->count <= 0) free(ptr);
}

static struct StringIO *
strio_new(void)
{
    struct StringIO *ptr = ALLOC(struct StringIO);
    MEMZERO(ptr, struct StringIO, 1);
    ptr->string = Qnil;
    ptr->count = 1;
    return ptr;
}

static VALUE
strio_s_allocate(VALUE klass)
{
    return Data_Wrap_Struct(klass, strio_mark, strio_release, 0);
}

#define IS_STRIO(obj) (TYPE(obj) == T_DATA && RDATA(obj)->dfree == (RUBY_DATA_FUNC)strio_release)

/* the state of self; IOError before initialize has run */
static struct StringIO *
get_strio(VALUE self)
{
    struct StringIO *ptr;
    Data_Get_Struct(self, struct StringIO, ptr);
    if (!ptr) rb_raise(rb_eIOError, "uninitialized stream");
    return ptr;
}

static struct StringIO *
readable(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    if (!(ptr->flags & FMODE_READABLE)) rb_raise(rb_eIOError, "not opened for reading");
    return ptr;
}

static struct StringIO *
writable(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    if (!(ptr->flags & FMODE_WRITABLE)) rb_raise(rb_eIOError, "not opened for writing");
    return ptr;
}

/* at $SAFE 4 an untainted stream cannot be changed */
static void
check_secure(VALUE self)
{
    if (!OBJ_TAINTED(self)) rb_secure(4);
}

/* the string was frozen after the stream was opened for writing */
static void
check_modifiable(struct StringIO *ptr)
{
    if (OBJ_FROZEN(ptr->string)) rb_raise(rb_eIOError, "not modifiable string");
}

#define STR_PTR(ptr) (RSTRING((ptr)->string)->ptr)
#define STR_LEN(ptr) (RSTRING((ptr)->string)->len)

/* a string read from the stream carries the taint of its string */
static VALUE
strio_substr(struct StringIO *ptr, long pos, long len)
{
    VALUE str;
    long rest = STR_LEN(ptr) - pos;
    if (len > rest) len = rest;
    if (len < 0) len = 0;
    str = rb_str_new(len ? STR_PTR(ptr) + pos : 0, len);
    OBJ_INFECT(str, ptr->string);
    return str;
}

static void
einval(const char *mesg)
{
    rb_syserr_fail(EINVAL, mesg);
}

/* ------------------------------------------------------------ opening */

/* the flags for mode (a Fixnum of O_* or a mode string); *trunc says the
   string is to be emptied */
static int
mode_flags(VALUE mode, int *trunc)
{
    if (FIXNUM_P(mode)) {
        int m = FIX2INT(mode);
        *trunc = (m & O_TRUNC) != 0;
        return rb_io_modenum_flags(m);
    }
    StringValueCStr(mode);
    *trunc = RSTRING(mode)->ptr[0] == 'w';
    return rb_io_mode_flags(RSTRING(mode)->ptr);
}

static void
strio_init(int argc, VALUE *argv, struct StringIO *ptr)
{
    VALUE string, mode;
    int trunc = 0;
    switch (rb_scan_args(argc, argv, "02", &string, &mode)) {
      case 2:
        ptr->flags = mode_flags(mode, &trunc);
        StringValue(string);
        if ((ptr->flags & FMODE_WRITABLE) && OBJ_FROZEN(string))
            rb_syserr_fail(EACCES, 0);
        if (trunc) rb_str_resize(string, 0);
        break;
      case 1:
        StringValue(string);
        ptr->flags = OBJ_FROZEN(string) ? FMODE_READABLE : FMODE_READWRITE;
        break;
      default:
        string = rb_str_new("", 0);
        ptr->flags = FMODE_READWRITE;
    }
    ptr->string = string;
    ptr->pos = 0;
    ptr->lineno = 0;
}

static VALUE
strio_initialize(int argc, VALUE *argv, VALUE self)
{
    struct StringIO *ptr;
    Data_Get_Struct(self, struct StringIO, ptr);
    if (!ptr) DATA_PTR(self) = ptr = strio_new();
    strio_init(argc, argv, ptr);
    return self;
}

/* the end of StringIO.open's block: the stream is closed and forgets its
   string */
static VALUE
strio_finalize(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    ptr->string = Qnil;
    ptr->flags &= ~FMODE_READWRITE;
    return self;
}

static VALUE
strio_s_open(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj = rb_class_new_instance(argc, argv, klass);
    if (!rb_block_given_p()) return obj;
    return rb_ensure(rb_yield, obj, strio_finalize, obj);
}

/* self shares the stream state of orig from now on */
static VALUE
strio_copy(VALUE copy, VALUE orig)
{
    struct StringIO *ptr;
    orig = rb_convert_type(orig, T_DATA, "StringIO", "to_strio");
    if (copy == orig) return copy;
    if (!IS_STRIO(orig)) rb_raise(rb_eTypeError, "wrong argument type %s (expected StringIO)",
                                  rb_obj_classname(orig));
    ptr = get_strio(orig);
    ptr->count++;
    strio_release(DATA_PTR(copy));
    DATA_PTR(copy) = ptr;
    OBJ_INFECT(copy, orig);
    return copy;
}

static VALUE
strio_reopen(int argc, VALUE *argv, VALUE self)
{
    check_secure(self);
    if (argc == 1 && TYPE(*argv) != T_STRING) return strio_copy(self, *argv);
    strio_init(argc, argv, get_strio(self));
    return self;
}

static VALUE
strio_get_string(VALUE self)
{
    return get_strio(self)->string;
}

static VALUE
strio_set_string(VALUE self, VALUE string)
{
    struct StringIO *ptr = get_strio(self);
    check_secure(self);
    StringValue(string);
    ptr->flags = OBJ_FROZEN(string) ? FMODE_READABLE : FMODE_READWRITE;
    ptr->pos = 0;
    ptr->lineno = 0;
    ptr->string = string;
    return string;
}

/* ------------------------------------------------------------ closing */

static VALUE
strio_close(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    if (!(ptr->flags & FMODE_READWRITE)) rb_raise(rb_eIOError, "closed stream");
    ptr->flags &= ~FMODE_READWRITE;
    return Qnil;
}

static VALUE
strio_close_read(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    if (!(ptr->flags & FMODE_READABLE))
        rb_raise(rb_eIOError, "closing non-duplex IO for reading");
    ptr->flags &= ~FMODE_READABLE;
    return Qnil;
}

static VALUE
strio_close_write(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    if (!(ptr->flags & FMODE_WRITABLE))
        rb_raise(rb_eIOError, "closing non-duplex IO for writing");
    ptr->flags &= ~FMODE_WRITABLE;
    return Qnil;
}

static VALUE
strio_closed(VALUE self)
{
    return (get_strio(self)->flags & FMODE_READWRITE) ? Qfalse : Qtrue;
}

static VALUE
strio_closed_read(VALUE self)
{
    return (get_strio(self)->flags & FMODE_READABLE) ? Qfalse : Qtrue;
}

static VALUE
strio_closed_write(VALUE self)
{
    return (get_strio(self)->flags & FMODE_WRITABLE) ? Qfalse : Qtrue;
}

/* ------------------------------------------------ the IO-like constants */

static VALUE
strio_self(VALUE self)
{
    get_strio(self);
    return self;
}

static VALUE
strio_nil(VALUE self)
{
    get_strio(self);
    return Qnil;
}

static VALUE
strio_false(VALUE self)
{
    get_strio(self);
    return Qfalse;
}

static VALUE
strio_true(VALUE self)
{
    get_strio(self);
    return Qtrue;
}

static VALUE
strio_0(VALUE self)
{
    get_strio(self);
    return INT2FIX(0);
}

static VALUE
strio_first(VALUE self, VALUE arg)
{
    get_strio(self);
    return arg;
}

static VALUE
strio_unimpl(int argc, VALUE *argv, VALUE self)
{
    get_strio(self);
    rb_notimplement();
    return Qnil;                /* not reached */
}

/* ------------------------------------------------------------ position */

static VALUE
strio_get_lineno(VALUE self)
{
    return LONG2NUM(get_strio(self)->lineno);
}

static VALUE
strio_set_lineno(VALUE self, VALUE lineno)
{
    get_strio(self)->lineno = NUM2LONG(lineno);
    return lineno;
}

static VALUE
strio_get_pos(VALUE self)
{
    return LONG2NUM(get_strio(self)->pos);
}

static VALUE
strio_set_pos(VALUE self, VALUE pos)
{
    struct StringIO *ptr = get_strio(self);
    long p = NUM2LONG(pos);
    if (p < 0) einval(0);
    ptr->pos = p;
    ptr->flags &= ~FMODE_EOF;
    return pos;
}

static VALUE
strio_rewind(VALUE self)
{
    struct StringIO *ptr = get_strio(self);
    ptr->pos = 0;
    ptr->lineno = 0;
    ptr->flags &= ~FMODE_EOF;
    return INT2FIX(0);
}

static VALUE
strio_seek(int argc, VALUE *argv, VALUE self)
{
    VALUE whence;
    struct StringIO *ptr = get_strio(self);
    long offset, base = 0;

    rb_scan_args(argc, argv, "11", 0, &whence);
    offset = NUM2LONG(argv[0]);
    if (!(ptr->flags & FMODE_READWRITE)) rb_raise(rb_eIOError, "closed stream");
    switch (NIL_P(whence) ? 0 : NUM2LONG(whence)) {
      case SEEK_SET: base = 0; break;
      case SEEK_CUR: base = ptr->pos; break;
      case SEEK_END: base = STR_LEN(ptr); break;
      default: einval("invalid whence");
    }
    if (offset > LONG_MAX - base) einval(0);
    offset += base;
    if (offset < 0) einval(0);
    ptr->pos = offset;
    ptr->flags &= ~FMODE_EOF;
    return INT2FIX(0);
}

static VALUE
strio_eof(VALUE self)
{
    struct StringIO *ptr = readable(self);
    return ptr->pos >= STR_LEN(ptr) ? Qtrue : Qfalse;
}

static VALUE
strio_size(VALUE self)
{
    VALUE string = get_strio(self)->string;
    if (NIL_P(string)) rb_raise(rb_eIOError, "not opened");
    return LONG2NUM(RSTRING(string)->len);
}

/* ------------------------------------------------------------ reading */

static VALUE
strio_getc(VALUE self)
{
    struct StringIO *ptr = readable(self);
    if (ptr->pos >= STR_LEN(ptr)) {
        ptr->flags |= FMODE_EOF;
        return Qnil;
    }
    return INT2FIX((unsigned char)STR_PTR(ptr)[ptr->pos++]);
}

static VALUE
strio_readchar(VALUE self)
{
    VALUE c = strio_getc(self);
    if (NIL_P(c)) rb_eof_error();
    return c;
}

/* grows the string to at least len bytes, the gap filled with "\0" */
static void
strio_extend(struct StringIO *ptr, long len)
{
    long olen = STR_LEN(ptr);
    rb_str_modify(ptr->string);
    if (len > olen) {
        rb_str_resize(ptr->string, len);
        MEMZERO(STR_PTR(ptr) + olen, char, len - olen);
    }
}

/* ungetc(c): c goes into the byte before the position (or is inserted at
   the start); the string is only changed when that byte differs */
static VALUE
strio_ungetc(VALUE self, VALUE ch)
{
    struct StringIO *ptr = readable(self);
    int cc = NUM2INT(ch);
    char c = (char)cc;
    long pos = ptr->pos;

    if (cc == EOF) return Qnil;
    if (pos == 0) {
        rb_str_update(ptr->string, 0, 0, rb_str_new(&c, 1));
        ptr->flags &= ~FMODE_EOF;
        return Qnil;
    }
    if (pos > STR_LEN(ptr) || STR_PTR(ptr)[pos - 1] != c) {
        check_modifiable(ptr);
        strio_extend(ptr, pos);
        STR_PTR(ptr)[pos - 1] = c;
    }
    ptr->pos--;
    ptr->flags &= ~FMODE_EOF;
    return Qnil;
}

static VALUE
strio_each_byte(VALUE self)
{
    struct StringIO *ptr = readable(self);  /* even without a block, as 1.8.7 */
    RETURN_ENUMERATOR(self, 0, 0);
    while (ptr->pos < STR_LEN(ptr)) {
        unsigned char c = STR_PTR(ptr)[ptr->pos++];
        rb_yield(INT2FIX(c));
    }
    return self;
}

/* one character by $KCODE */
static VALUE
strio_each_char(VALUE self)
{
    struct StringIO *ptr;
    RETURN_ENUMERATOR(self, 0, 0);
    ptr = readable(self);
    while (ptr->pos < STR_LEN(ptr)) {
        long len = rb_mbclen((unsigned char)STR_PTR(ptr)[ptr->pos]);
        VALUE str = strio_substr(ptr, ptr->pos, len);
        ptr->pos += RSTRING(str)->len;
        rb_yield(str);
    }
    return self;
}

/* where the line from pos ends for separator sep ("" for paragraphs,
   starting from *start which skips leading newlines); -1 at the end */
static long
line_end(struct StringIO *ptr, VALUE sep, long *start)
{
    const char *s = STR_PTR(ptr);
    long len = STR_LEN(ptr), pos = ptr->pos, i;

    *start = pos;
    if (pos >= len) return -1;
    if (NIL_P(sep)) return len;
    if (RSTRING(sep)->len == 0) {
        while (pos < len && s[pos] == '\n') pos++;
        if (pos >= len) return -1;
        *start = pos;
        i = rb_memsearch("\n\n", 2, s + pos, len - pos);
        return i < 0 ? len : pos + i + 2;
    }
    i = rb_memsearch(RSTRING(sep)->ptr, RSTRING(sep)->len, s + pos, len - pos);
    return i < 0 ? len : pos + i + RSTRING(sep)->len;
}

/* the next line for the separator argument (default $/), or nil */
static VALUE
strio_getline(int argc, VALUE *argv, struct StringIO *ptr)
{
    VALUE sep, str;
    long start, end;

    if (rb_scan_args(argc, argv, "01", &sep) == 0) sep = rb_rs;
    if (!NIL_P(sep)) StringValue(sep);
    end = line_end(ptr, sep, &start);
    if (end < 0) {
        ptr->flags |= FMODE_EOF;
        return Qnil;
    }
    str = strio_substr(ptr, start, end - start);
    ptr->pos = end;
    ptr->lineno++;
    return str;
}

static VALUE
strio_gets(int argc, VALUE *argv, VALUE self)
{
    VALUE str = strio_getline(argc, argv, readable(self));
    rb_lastline_set(str);
    return str;
}

static VALUE
strio_readline(int argc, VALUE *argv, VALUE self)
{
    VALUE line = strio_gets(argc, argv, self);
    if (NIL_P(line)) rb_eof_error();
    return line;
}

static VALUE
strio_each(int argc, VALUE *argv, VALUE self)
{
    struct StringIO *ptr;
    VALUE line;
    get_strio(self);            /* uninitialized raises even without a block */
    RETURN_ENUMERATOR(self, argc, argv);
    ptr = readable(self);
    while (!NIL_P(line = strio_getline(argc, argv, ptr))) rb_yield(line);
    return self;
}

static VALUE
strio_readlines(int argc, VALUE *argv, VALUE self)
{
    struct StringIO *ptr = readable(self);
    VALUE ary = rb_ary_new(), line;
    while (!NIL_P(line = strio_getline(argc, argv, ptr))) rb_ary_push(ary, line);
    return ary;
}

/* read([length [, buffer]]): the rest ("" at the end) without a length,
   else up to length bytes, nil at the end.  As in 1.8.7, a read that hit the
   end (reading the rest, a short or empty read, getc or gets returning nil)
   makes read(length) return nil until the position is set again */
static VALUE
strio_read(int argc, VALUE *argv, VALUE self)
{
    struct StringIO *ptr = readable(self);
    VALUE vlen, buf, str;
    long len = 0, rest;

    rb_scan_args(argc, argv, "02", &vlen, &buf);
    if (argc == 2) {            /* an explicit buffer, even nil, must be a String */
        StringValue(buf);
        rb_str_modify(buf);
    }
    if (!NIL_P(vlen)) {
        len = NUM2LONG(vlen);
        if (len < 0) rb_raise(rb_eArgError, "negative length %ld given", len);
        if ((ptr->flags & FMODE_EOF) || (len > 0 && ptr->pos >= STR_LEN(ptr))) {
            ptr->flags |= FMODE_EOF;
            if (!NIL_P(buf)) rb_str_resize(buf, 0);
            return Qnil;
        }
    }
    rest = STR_LEN(ptr) - ptr->pos;
    if (NIL_P(vlen)) {
        len = rest < 0 ? 0 : rest;
        ptr->flags |= FMODE_EOF;
    }
    else if (len > rest) {
        if (len > 0) ptr->flags |= FMODE_EOF;
        len = rest;
    }
    if (NIL_P(buf)) str = strio_substr(ptr, ptr->pos, len);
    else {
        VALUE src;
        if (len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
        src = strio_substr(ptr, ptr->pos, len);   /* buf may be the string itself */
        str = buf;
        rb_str_resize(str, len);
        if (len) MEMCPY(RSTRING(str)->ptr, RSTRING(src)->ptr, char, len);
        OBJ_INFECT(str, ptr->string);
    }
    ptr->pos += RSTRING(str)->len;
    return str;
}

/* read that raises EOFError instead of returning nil or "" */
static VALUE
strio_sysread(int argc, VALUE *argv, VALUE self)
{
    VALUE str = strio_read(argc, argv, self);
    if (NIL_P(str) || RSTRING(str)->len == 0) rb_eof_error();
    return str;
}

/* ------------------------------------------------------------ writing */

/* writes len bytes at the position (at the end in append mode), filling
   a gap beyond the end with "\0" */
static void
strio_write_bytes(struct StringIO *ptr, const char *s, long len)
{
    if (len == 0) return;
    check_modifiable(ptr);
    if (ptr->flags & FMODE_APPEND) ptr->pos = STR_LEN(ptr);
    if (len > LONG_MAX - ptr->pos)
        rb_raise(rb_eIndexError, "index %ld out of string", ptr->pos);
    if (ptr->pos == STR_LEN(ptr)) rb_str_buf_cat(ptr->string, s, len);
    else {
        strio_extend(ptr, ptr->pos + len);
        memmove(STR_PTR(ptr) + ptr->pos, s, len);
    }
    ptr->pos += len;
}

static VALUE
strio_write(VALUE self, VALUE str)
{
    struct StringIO *ptr = writable(self);
    check_secure(self);
    if (TYPE(str) != T_STRING) str = rb_obj_as_string(str);
    if (str == ptr->string) str = rb_str_new(RSTRING(str)->ptr, RSTRING(str)->len);
    strio_write_bytes(ptr, RSTRING(str)->ptr, RSTRING(str)->len);
    return LONG2NUM(RSTRING(str)->len);
}

static VALUE
strio_putc(VALUE self, VALUE ch)
{
    struct StringIO *ptr = writable(self);
    char c;
    check_secure(self);
    c = NUM2CHR(ch);
    strio_write_bytes(ptr, &c, 1);
    return ch;
}

static VALUE
strio_truncate(VALUE self, VALUE vlen)
{
    struct StringIO *ptr = writable(self);
    check_secure(self);
    long len = NUM2LONG(vlen), olen = STR_LEN(ptr);
    if (len < 0) einval("negative legnth");
    check_modifiable(ptr);
    rb_str_resize(ptr->string, len);
    if (len > olen) MEMZERO(STR_PTR(ptr) + olen, char, len - olen);
    return vlen;
}

void
Init_stringio(void)
{
    StringIO = rb_define_class("StringIO", rb_cData);
    rb_include_module(StringIO, rb_mEnumerable);
    rb_define_alloc_func(StringIO, strio_s_allocate);
    rb_define_singleton_method(StringIO, "open", strio_s_open, -1);
    rb_define_private_method(StringIO, "initialize", strio_initialize, -1);
    rb_define_private_method(StringIO, "initialize_copy", strio_copy, 1);
    rb_define_method(StringIO, "reopen", strio_reopen, -1);

    rb_define_method(StringIO, "string", strio_get_string, 0);
    rb_define_method(StringIO, "string=", strio_set_string, 1);
    rb_define_method(StringIO, "lineno", strio_get_lineno, 0);
    rb_define_method(StringIO, "lineno=", strio_set_lineno, 1);

    rb_define_method(StringIO, "binmode", strio_self, 0);
    rb_define_method(StringIO, "close", strio_close, 0);
    rb_define_method(StringIO, "close_read", strio_close_read, 0);
    rb_define_method(StringIO, "close_write", strio_close_write, 0);
    rb_define_method(StringIO, "closed?", strio_closed, 0);
    rb_define_method(StringIO, "closed_read?", strio_closed_read, 0);
    rb_define_method(StringIO, "closed_write?", strio_closed_write, 0);
    rb_define_method(StringIO, "eof", strio_eof, 0);
    rb_define_method(StringIO, "eof?", strio_eof, 0);
    rb_define_method(StringIO, "fcntl", strio_unimpl, -1);
    rb_define_method(StringIO, "flush", strio_self, 0);
    rb_define_method(StringIO, "fsync", strio_0, 0);
    rb_define_method(StringIO, "pos", strio_get_pos, 0);
    rb_define_method(StringIO, "pos=", strio_set_pos, 1);
    rb_define_method(StringIO, "rewind", strio_rewind, 0);
    rb_define_method(StringIO, "seek", strio_seek, -1);
    rb_define_method(StringIO, "sync", strio_true, 0);
    rb_define_method(StringIO, "sync=", strio_first, 1);
    rb_define_method(StringIO, "tell", strio_get_pos, 0);
    rb_define_method(StringIO, "path", strio_nil, 0);

    rb_define_method(StringIO, "each", strio_each, -1);
    rb_define_method(StringIO, "each_line", strio_each, -1);
    rb_define_method(StringIO, "lines", strio_each, -1);
    rb_define_method(StringIO, "each_byte", strio_each_byte, 0);
    rb_define_method(StringIO, "bytes", strio_each_byte, 0);
    rb_define_method(StringIO, "each_char", strio_each_char, 0);
    rb_define_method(StringIO, "chars", strio_each_char, 0);
    rb_define_method(StringIO, "getc", strio_getc, 0);
    rb_define_method(StringIO, "getbyte", strio_getc, 0);
    rb_define_method(StringIO, "ungetc", strio_ungetc, 1);
    rb_define_method(StringIO, "readchar", strio_readchar, 0);
    rb_define_method(StringIO, "readbyte", strio_readchar, 0);
    rb_define_method(StringIO, "gets", strio_gets, -1);
    rb_define_method(StringIO, "readline", strio_readline, -1);
    rb_define_method(StringIO, "readlines", strio_readlines, -1);
    rb_define_method(StringIO, "read", strio_read, -1);
    rb_define_method(StringIO, "sysread", strio_sysread, -1);

    rb_define_method(StringIO, "write", strio_write, 1);
    rb_define_method(StringIO, "syswrite", strio_write, 1);
    rb_define_method(StringIO, "<<", rb_io_addstr, 1);
    rb_define_method(StringIO, "print", rb_io_print, -1);
    rb_define_method(StringIO, "printf", rb_io_printf, -1);
    rb_define_method(StringIO, "puts", rb_io_puts, -1);
    rb_define_method(StringIO, "putc", strio_putc, 1);

    rb_define_method(StringIO, "isatty", strio_false, 0);
    rb_define_method(StringIO, "tty?", strio_false, 0);
    rb_define_method(StringIO, "pid", strio_nil, 0);
    rb_define_method(StringIO, "fileno", strio_nil, 0);
    rb_define_method(StringIO, "size", strio_size, 0);
    rb_define_method(StringIO, "length", strio_size, 0);
    rb_define_method(StringIO, "truncate", strio_truncate, 1);
}
