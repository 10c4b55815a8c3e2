/* iconv.c - Iconv of Ruby 1.8.7 over the C library's iconv(3): Iconv.new/
 * open/iconv/conv/charset_map, Iconv#iconv/close, and the Iconv::Failure
 * exceptions, which carry what was converted (success) and what was not
 * (failed). */
#include "ruby.h"
#include <iconv.h>
#include <errno.h>
#include <string.h>
#include <strings.h>

static VALUE cIconv, mFailure;
static VALUE eIllegalSequence, eInvalidCharacter, eInvalidEncoding;
static VALUE eOutOfRange, eBrokenLibrary;
static ID id_success, id_failed;

/* the wrapped state: cd is (iconv_t)-1 when closed or never opened */
struct iconv_state {
    iconv_t cd;
    int ignore;            /* the target has //IGNORE: skipped input is no error */
};

#define CLOSED_CD ((iconv_t)-1)

static void
state_free(void *p)
{
    struct iconv_state *st = p;

    if (st->cd != CLOSED_CD) iconv_close(st->cd);
    xfree(st);
}

static VALUE
iconv_alloc(VALUE klass)
{
    struct iconv_state *st;
    VALUE obj = Data_Make_Struct(klass, struct iconv_state, 0, state_free, st);

    st->cd = CLOSED_CD;
    st->ignore = 0;
    return obj;
}

static struct iconv_state *
get_state(VALUE self)
{
    Check_Type(self, T_DATA);
    return DATA_PTR(self);
}

static struct iconv_state *
open_state(VALUE self)
{
    struct iconv_state *st = get_state(self);

    if (st->cd == CLOSED_CD) rb_raise(rb_eArgError, "closed iconv");
    return st;
}

/* ---------------------------------------------------------- failures */

/* Iconv::Failure#initialize(message, success, failed) */
static VALUE
failure_initialize(VALUE self, VALUE mesg, VALUE success, VALUE failed)
{
    rb_call_super(1, &mesg);
    rb_ivar_set(self, id_success, success);   /* no @: not an instance variable */
    rb_ivar_set(self, id_failed, failed);
    return self;
}

static VALUE
failure_success(VALUE self)
{
    return rb_attr_get(self, id_success);
}

static VALUE
failure_failed(VALUE self)
{
    return rb_attr_get(self, id_failed);
}

/* "#<Iconv::IllegalSequence: success.inspect, failed.inspect>" */
static VALUE
failure_inspect(VALUE self)
{
    VALUE str = rb_str_new2("#<");

    rb_str_cat2(str, rb_obj_classname(self));
    rb_str_cat2(str, ": ");
    rb_str_append(str, rb_inspect(failure_success(self)));
    rb_str_cat2(str, ", ");
    rb_str_append(str, rb_inspect(failure_failed(self)));
    return rb_str_cat2(str, ">");
}

static void
raise_failure(VALUE klass, VALUE mesg, VALUE success, VALUE failed)
{
    VALUE args[3];

    args[0] = mesg;
    args[1] = success;
    args[2] = failed;
    rb_exc_raise(rb_class_new_instance(3, args, klass));
}

/* the failure of a conversion stopped by errno err at the text rest */
static void
raise_conversion(int err, VALUE success, VALUE failed, VALUE rest)
{
    VALUE klass = err == EILSEQ ? eIllegalSequence
                : err == EINVAL ? eInvalidCharacter : eBrokenLibrary;

    if (klass == eBrokenLibrary)
        raise_failure(klass, rb_str_new2(strerror(err)), success, failed);
    raise_failure(klass, rb_inspect(rest), success, failed);
}

/* ---------------------------------------------------------- conversion */

/* converts len bytes at in (in == 0: the shift back to the initial state)
 * onto the end of out; 0, or the errno that stopped it with *done the
 * bytes converted */
static int
run_iconv(struct iconv_state *st, const char *in, long len, VALUE out, long *done)
{
    char *ip = (char *)in;
    size_t il = len;

    for (;;) {
        long used = RSTRING_LEN(out), room = len * 2 + 16;
        char *op;
        size_t ol = room, r;

        rb_str_resize(out, used + room);
        op = RSTRING_PTR(out) + used;
        errno = 0;
        r = in ? iconv(st->cd, &ip, &il, &op, &ol) : iconv(st->cd, 0, 0, &op, &ol);
        rb_str_resize(out, used + (room - ol));
        *done = ip - in;
        if (r != (size_t)-1) return 0;
        if (errno == E2BIG) continue;
        if (errno == EILSEQ && st->ignore && il == 0) return 0;
        return errno ? errno : EILSEQ;
    }
}

/* the part of str that start and length select (as 1.8.7: a negative
 * length runs to the end, a start out of the string selects nothing) */
static void
select_range(VALUE str, VALUE vstart, VALUE vlength, long *off, long *len)
{
    long slen = RSTRING_LEN(str), start = 0, length;

    if (!NIL_P(vstart)) {
        start = NUM2LONG(vstart);
        if (start < 0) start += slen;
    }
    if (start < 0 || start > slen) {
        *off = *len = 0;
        return;
    }
    length = NIL_P(vlength) ? -1 : NUM2LONG(vlength);
    if (length < 0 || length > slen - start) length = slen - start;
    *off = start;
    *len = length;
}

/* converts str (nil: the reset sequence) to a new string; on failure
 * raises with the success and failed that make_failure gives */
static VALUE
convert_string(struct iconv_state *st, VALUE str, long off, long len, int *err, VALUE *rest)
{
    VALUE out = rb_str_new(0, 0);
    long done = 0;

    if (NIL_P(str)) {
        *err = run_iconv(st, 0, 0, out, &done);
        *rest = Qnil;
        return out;
    }
    *err = run_iconv(st, RSTRING_PTR(str) + off, len, out, &done);
    *rest = *err ? rb_str_new(RSTRING_PTR(str) + off + done, len - done) : Qnil;
    OBJ_INFECT(out, str);
    return out;
}

/* ---------------------------------------------------------- Iconv */

static int
has_ignore(VALUE to)
{
    const char *p = RSTRING_PTR(to);

    for (; (p = strchr(p, '/')) != 0; p++)
        if (strncasecmp(p, "//IGNORE", 8) == 0) return 1;
    return 0;
}

void rb_gc_malloc_pressure(size_t size);

/* what glibc's iconv_open mallocs for a descriptor (measured: 33 KB) */
#define ICONV_CD_BYTES 32768

/* iconv_open, after one collection when descriptors ran out; the
   descriptor's memory counts toward the next collection, so Iconvs left
   unclosed are collected as it adds up (as zlib streams) */
static iconv_t
open_cd(VALUE to, VALUE from)
{
    iconv_t cd = iconv_open(RSTRING_PTR(to), RSTRING_PTR(from));

    if (cd == CLOSED_CD && (errno == EMFILE || errno == ENFILE || errno == ENOMEM)) {
        rb_gc();
        cd = iconv_open(RSTRING_PTR(to), RSTRING_PTR(from));
    }
    if (cd != CLOSED_CD) {
        rb_gc_malloc_pressure(ICONV_CD_BYTES);
        return cd;
    }
    if (errno == EINVAL) {
        VALUE mesg = rb_str_new2("invalid encoding (");
        rb_str_append(mesg, rb_inspect(to));
        rb_str_cat2(mesg, ", ");
        rb_str_append(mesg, rb_inspect(from));
        rb_str_cat2(mesg, ")");
        raise_failure(eInvalidEncoding, mesg, Qnil, rb_assoc_new(to, from));
    }
    rb_sys_fail("iconv_open");
    return cd;
}

/* Iconv.new(to, from) */
static VALUE
iconv_initialize(VALUE self, VALUE to, VALUE from)
{
    struct iconv_state *st = get_state(self);
    iconv_t cd;

    StringValue(to);
    StringValue(from);
    cd = open_cd(to, from);
    if (st->cd != CLOSED_CD) iconv_close(st->cd);
    st->cd = cd;
    st->ignore = has_ignore(to);
    return self;
}

/* Iconv#close: the shift back to the initial state; nil when closed */
static VALUE
iconv_close_m(VALUE self)
{
    struct iconv_state *st = get_state(self);
    VALUE out, rest;
    int err;

    if (st->cd == CLOSED_CD) return Qnil;
    out = convert_string(st, Qnil, 0, 0, &err, &rest);
    iconv_close(st->cd);
    st->cd = CLOSED_CD;
    return out;
}

/* Iconv.open(to, from) { |iconv| ... } */
static VALUE
iconv_s_open(VALUE klass, VALUE to, VALUE from)
{
    VALUE args[2], obj;

    args[0] = to;
    args[1] = from;
    obj = rb_class_new_instance(2, args, klass);
    if (!rb_block_given_p()) return obj;
    return rb_ensure(rb_yield, obj, iconv_close_m, obj);
}

/* Iconv#iconv(str, start = 0, length = -1): str converted; nil gives the
 * shift back to the initial state */
static VALUE
iconv_iconv(int argc, VALUE *argv, VALUE self)
{
    struct iconv_state *st = open_state(self);
    VALUE str, vstart, vlength, out, rest;
    long off = 0, len = 0;
    int err;

    rb_scan_args(argc, argv, "12", &str, &vstart, &vlength);
    if (!NIL_P(str)) {
        StringValue(str);
        select_range(str, vstart, vlength, &off, &len);
    }
    out = convert_string(st, str, off, len, &err, &rest);
    if (err) raise_conversion(err, out, rest, rest);
    return out;
}

/* the strings of Iconv.iconv/conv, converted by the open iconv obj:
 * an Array of the results, or (join) one String */
struct convert_all {
    VALUE obj;
    int argc;
    VALUE *argv;
    int join;
};

static VALUE
convert_all_body(VALUE arg)
{
    struct convert_all *ca = (struct convert_all *)arg;
    struct iconv_state *st = open_state(ca->obj);
    VALUE results = ca->join ? rb_str_new(0, 0) : rb_ary_new();
    VALUE out, rest, tail;
    int i, err;

    for (i = 0; i < ca->argc; i++) {
        VALUE str = ca->argv[i];
        if (!NIL_P(str)) StringValue(str);
        out = convert_string(st, str, 0, NIL_P(str) ? 0 : RSTRING_LEN(str), &err, &rest);
        if (ca->join) rb_str_append(results, out);
        else rb_ary_push(results, out);
        if (err) {
            VALUE failed = rb_ary_new4(ca->argc - i - 1, ca->argv + i + 1);
            rb_ary_unshift(failed, rest);
            raise_conversion(err, results, failed, rest);
        }
    }
    tail = iconv_close_m(ca->obj);
    if (ca->join) rb_str_append(results, tail);
    else if (RSTRING_LEN(tail) > 0) rb_ary_push(results, tail);
    return results;
}

static VALUE
convert_all(VALUE klass, VALUE to, VALUE from, int argc, VALUE *argv, int join)
{
    struct convert_all ca;

    ca.obj = iconv_s_open(klass, to, from);
    ca.argc = argc;
    ca.argv = argv;
    ca.join = join;
    return rb_ensure(convert_all_body, (VALUE)&ca, iconv_close_m, ca.obj);
}

/* Iconv.iconv(to, from, *strs): an Array of the converted strs */
static VALUE
iconv_s_iconv(int argc, VALUE *argv, VALUE klass)
{
    if (argc < 2)
        rb_raise(rb_eArgError, "wrong number of arguments (%d for 2)", argc);
    return convert_all(klass, argv[0], argv[1], argc - 2, argv + 2, 0);
}

/* Iconv.conv(to, from, str): str converted */
static VALUE
iconv_s_conv(VALUE klass, VALUE to, VALUE from, VALUE str)
{
    return convert_all(klass, to, from, 1, &str, 1);
}

/* Iconv.charset_map: the aliases of charset names (none known here) */
static VALUE
iconv_s_charset_map(VALUE klass)
{
    static VALUE map = 0;

    if (!map) {
        map = rb_hash_new();
        rb_global_variable(&map);
    }
    return map;
}

static VALUE
define_failure(const char *name, VALUE super)
{
    VALUE klass = rb_define_class_under(cIconv, name, super);

    rb_include_module(klass, mFailure);
    return klass;
}

void
Init_iconv(void)
{
    id_success = rb_intern("success");
    id_failed = rb_intern("failed");
    cIconv = rb_define_class("Iconv", rb_cData);
    rb_define_alloc_func(cIconv, iconv_alloc);
    rb_define_singleton_method(cIconv, "open", iconv_s_open, 2);
    rb_define_singleton_method(cIconv, "iconv", iconv_s_iconv, -1);
    rb_define_singleton_method(cIconv, "conv", iconv_s_conv, 3);
    rb_define_singleton_method(cIconv, "charset_map", iconv_s_charset_map, 0);
    rb_define_method(cIconv, "initialize", iconv_initialize, 2);
    rb_define_method(cIconv, "close", iconv_close_m, 0);
    rb_define_method(cIconv, "iconv", iconv_iconv, -1);

    mFailure = rb_define_module_under(cIconv, "Failure");
    rb_define_private_method(mFailure, "initialize", failure_initialize, 3);
    rb_define_method(mFailure, "success", failure_success, 0);
    rb_define_method(mFailure, "failed", failure_failed, 0);
    rb_define_method(mFailure, "inspect", failure_inspect, 0);
    eInvalidEncoding = define_failure("InvalidEncoding", rb_eArgError);
    eIllegalSequence = define_failure("IllegalSequence", rb_eArgError);
    eInvalidCharacter = define_failure("InvalidCharacter", rb_eArgError);
    eOutOfRange = define_failure("OutOfRange", rb_eRuntimeError);
    eBrokenLibrary = define_failure("BrokenLibrary", rb_eRuntimeError);
}
