/* marshal.c - module Marshal: objects to and from the 4.8 byte format.

   Layout of a dump: the two version bytes 4, 8, then one object.  Every
   object starts with a type byte; integers inside the format use the packed
   "w_long" form; objects other than nil/true/false/Fixnum/Symbol get a link
   index in the order they are first written, and Symbols get their own
   index table. */
#include "ruby.h"
#include "internal.h"
#include "st.h"
#include "rubyio.h"
#include <math.h>
#include "util.h"   /* strtod is ruby_strtod: an exact fast path first */

#define MARSHAL_MAJOR 4
#define MARSHAL_MINOR 8

#define TYPE_NIL '0'
#define TYPE_TRUE 'T'
#define TYPE_FALSE 'F'
#define TYPE_FIXNUM 'i'
#define TYPE_EXTENDED 'e'
#define TYPE_UCLASS 'C'
#define TYPE_OBJECT 'o'
#define TYPE_DATA 'd'
#define TYPE_USERDEF 'u'
#define TYPE_USRMARSHAL 'U'
#define TYPE_FLOAT 'f'
#define TYPE_BIGNUM 'l'
#define TYPE_STRING '"'
#define TYPE_REGEXP '/'
#define TYPE_ARRAY '['
#define TYPE_HASH '{'
#define TYPE_HASH_DEF '}'
#define TYPE_STRUCT 'S'
#define TYPE_MODULE_OLD 'M'
#define TYPE_CLASS 'c'
#define TYPE_MODULE 'm'
#define TYPE_SYMBOL ':'
#define TYPE_SYMLINK ';'
#define TYPE_IVAR 'I'
#define TYPE_LINK '@'

/* hash.c marks a Hash whose ifnone is a default proc with this flag */
#define HASH_PROC_DEFAULT FL_USER2

/* Integers outside [-2**30, 2**30) are written in the Bignum form, as a
   32-bit 1.8.7 would, so dumps are the same on every platform. */
#define FIX31_MIN (-(1L << 30))
#define FIX31_MAX ((1L << 30) - 1)

/* the top bits of a double's mantissa that "%.17g" is taken to carry; the
   remaining 16 bits are appended after a NUL (the 1.8 float format) */
#define FLOAT_TEXT_BITS 37
#define FLOAT_TAIL_BITS 16

/* flush the dump buffer to the port when it grows past this */
#define DUMP_CHUNK 8192

static VALUE rb_mMarshal;
static ID s_dump, s_load, s_mdump, s_mload, s_dump_data, s_load_data;
static ID s_call, s_getc, s_read, s_write, s_binmode;
static ID id_attached, id_tmp_classpath;

/* ================================================================ dump */

struct dump_arg {
    VALUE str;      /* the bytes written so far */
    VALUE dest;     /* the port, or Qnil */
    VALUE keep;     /* every linked object: keeps the addresses in data unique */
    st_table *data; /* object -> link index */
    st_table *syms; /* ID -> symbol index */
    st_table *classes; /* class -> ID of its path, once found good */
    int taint;      /* a tainted object was dumped */
};

static void
dump_arg_mark(void *p)
{
    struct dump_arg *arg = p;
    rb_gc_mark(arg->str);
    rb_gc_mark(arg->dest);
    rb_gc_mark(arg->keep);
}

static void
dump_arg_free_tables(struct dump_arg *arg)
{
    if (arg->data) st_free_table(arg->data);
    if (arg->syms) st_free_table(arg->syms);
    if (arg->classes) st_free_table(arg->classes);
    arg->data = arg->syms = arg->classes = 0;
}

/* also runs when an exception left Marshal.dump half way */
static void
dump_arg_free(void *p)
{
    dump_arg_free_tables(p);
    xfree(p);
}

static void w_object(struct dump_arg *, VALUE, int);

/* Marshal.dump is over (its tables are gone) when a continuation taken in
   user code it called is resumed: 1.8.7 raises instead of going on */
static void
check_dump_arg(struct dump_arg *arg, ID sym)
{
    if (!arg->data)
        rb_raise(rb_eRuntimeError, "Marshal.dump reentered at %s", rb_id2name(sym));
}

static void
w_flush(struct dump_arg *arg)
{
    if (NIL_P(arg->dest) || RSTRING_LEN(arg->str) == 0) return;
    rb_funcall(arg->dest, s_write, 1, arg->str);
    check_dump_arg(arg, s_write);   /* a chunk half way: the dump goes on */
    arg->str = rb_str_buf_new(DUMP_CHUNK);
}

static void
w_nbyte(struct dump_arg *arg, const char *p, long n)
{
    VALUE s = arg->str;
    long len = RSTRING(s)->len;
    /* the buffer is the dump's own: while it has room, append in place */
    if (!FL_TEST(s, ELTS_SHARED) && len + n <= RSTRING(s)->aux.capa) {
        memcpy(RSTRING(s)->ptr + len, p, n);
        RSTRING(s)->len = len + n;
        RSTRING(s)->ptr[len + n] = '\0';
    }
    else rb_str_buf_cat(s, p, n);
    if (RSTRING_LEN(arg->str) >= DUMP_CHUNK) w_flush(arg);
}

static void
w_byte(struct dump_arg *arg, int c)
{
    char b = (char)c;
    w_nbyte(arg, &b, 1);
}

/* the packed integer: 0; 1..122 as n+5; -123..-1 as n-5; else a signed
   byte count 1..4 followed by that many little-endian bytes */
static void
w_long(struct dump_arg *arg, long x)
{
    char buf[1 + sizeof(long)];
    int i;

#if SIZEOF_LONG > 4
    /* written as ints: -0x80000000L would be an unsigned long on 32-bit */
    if (x < -2147483647L - 1 || x > 2147483647L)
        rb_raise(rb_eTypeError, "long too big to dump");
#endif
    if (x == 0) { w_byte(arg, 0); return; }
    if (0 < x && x < 123) { w_byte(arg, (int)(x + 5)); return; }
    if (-124 < x && x < 0) { w_byte(arg, (int)((x - 5) & 0xff)); return; }
    for (i = 1; i <= 4; i++) {
        buf[i] = (char)(x & 0xff);
        x >>= 8; /* arithmetic: negative numbers end at -1 */
        if (x == 0) { buf[0] = (char)i; break; }
        if (x == -1) { buf[0] = (char)-i; break; }
    }
    w_nbyte(arg, buf, i + 1);
}

static void
w_bytes(struct dump_arg *arg, const char *p, long n)
{
    w_long(arg, n);
    w_nbyte(arg, p, n);
}

static void
w_symbol(struct dump_arg *arg, ID id)
{
    st_data_t num;
    const char *name;

    if (st_lookup(arg->syms, (st_data_t)id, &num)) {
        w_byte(arg, TYPE_SYMLINK);
        w_long(arg, (long)num);
        return;
    }
    name = rb_id2name(id);
    if (!name) rb_raise(rb_eTypeError, "can't dump anonymous ID %lu", (unsigned long)id);
    w_byte(arg, TYPE_SYMBOL);
    w_bytes(arg, name, (long)strlen(name));
    st_add_direct(arg->syms, (st_data_t)id, (st_data_t)arg->syms->num_entries);
}

static void
w_unique(struct dump_arg *arg, VALUE path)
{
    w_symbol(arg, rb_intern(RSTRING_PTR(path)));
    RB_GC_GUARD(path);
}

/* the constant path that names klass again at load time; 1.8.7 calls any
   anonymous one a class except a Module dumped as a value */
static VALUE
class2path_kind(VALUE klass, const char *kind)
{
    VALUE path = rb_class_path(klass);
    const char *n = RSTRING_PTR(path);

    if (n[0] == '#') rb_raise(rb_eTypeError, "can't dump anonymous %s %s", kind, n);
    if (rb_path2class(n) != rb_class_real(klass))
        rb_raise(rb_eTypeError, "%s can't be referred", n);
    return path;
}

static VALUE
class2path(VALUE klass)
{
    return class2path_kind(klass, "class");
}

/* the symbol of a real class's path: a named class's path never changes,
   so it is found once per dump; the constant is checked each time (a
   hook may remove it), as class2path does */
static ID
class2id(struct dump_arg *arg, VALUE klass)
{
    st_data_t id;
    const char *n;
    VALUE path;

    if (arg->classes && st_lookup(arg->classes, (st_data_t)klass, &id)) {
        n = rb_id2name((ID)id);
        if (rb_path2class(n) != klass) rb_raise(rb_eTypeError, "%s can't be referred", n);
        return (ID)id;
    }
    path = class2path(klass);
    id = (st_data_t)rb_intern(RSTRING_PTR(path));
    RB_GC_GUARD(path);
    if (!arg->classes) arg->classes = st_init_numtable();
    st_add_direct(arg->classes, (st_data_t)klass, id);
    return (ID)id;
}

static int
singleton_state_i(ID key, VALUE val, st_data_t count)
{
    if (key != id_attached && key != id_tmp_classpath) ++*(long *)count;
    return ST_CONTINUE;
}

/* a singleton class with methods or variables of its own cannot be
   recreated at load time; an empty one (class << o; end) is ignored */
static int
singleton_has_state(VALUE klass)
{
    long count = 0;

    if (RCLASS(klass)->m_tbl && RCLASS(klass)->m_tbl->num_entries) return 1;
    if (RCLASS(klass)->iv_tbl)
        st_foreach(RCLASS(klass)->iv_tbl, singleton_state_i, (st_data_t)&count);
    return count > 0;
}

/* 'e' + module for each module obj was extended with, nearest first */
static void
w_extended(struct dump_arg *arg, VALUE klass)
{
    if (FL_TEST(klass, FL_SINGLETON)) {
        if (singleton_has_state(klass))
            rb_raise(rb_eTypeError, "singleton can't be dumped");
        klass = RCLASS(klass)->super;
    }
    while (klass && BUILTIN_TYPE(klass) == T_ICLASS) {
        w_byte(arg, TYPE_EXTENDED);
        w_unique(arg, class2path(RBASIC(klass)->klass));
        klass = RCLASS(klass)->super;
    }
}

/* check is 0 for 'u' and 'U': those objects rebuild themselves through
   their hooks, so their singleton class and extensions are not written */
static void
w_class(struct dump_arg *arg, int type, VALUE obj, int check)
{
    VALUE klass = CLASS_OF(obj);

    if (check) w_extended(arg, klass);
    w_byte(arg, type);
    w_symbol(arg, class2id(arg, rb_class_real(klass)));
}

/* for String/Array/Hash/Regexp: 'C' + class when obj is of a subclass */
static void
w_uclass(struct dump_arg *arg, VALUE obj, VALUE base)
{
    VALUE klass = CLASS_OF(obj);

    w_extended(arg, klass);
    klass = rb_class_real(klass);
    if (klass != base) {
        w_byte(arg, TYPE_UCLASS);
        w_symbol(arg, class2id(arg, klass));
    }
}

static int
ivar_pairs_i(ID key, VALUE val, VALUE ary)
{
    if (val != Qundef) {
        rb_ary_push(ary, ID2SYM(key));
        rb_ary_push(ary, val);
    }
    return ST_CONTINUE;
}

/* the ivars as a flat [sym, value, ...] copy, so user code run while they
   are dumped cannot change the table under the walk */
static VALUE
ivar_pairs(st_table *tbl)
{
    VALUE ary = rb_ary_new();
    if (tbl) st_foreach(tbl, ivar_pairs_i, (st_data_t)ary);
    return ary;
}

/* an object's ivars (with the hidden ones of Range and Exception), in the
   ivar table's order, which is 1.8.7's */
static VALUE
object_ivar_pairs(VALUE obj)
{
    VALUE ary = rb_ary_new();
    rb_ivar_foreach(obj, ivar_pairs_i, ary);
    return ary;
}

static void
w_ivars(struct dump_arg *arg, VALUE pairs, int limit)
{
    long i, n = RARRAY_LEN(pairs) / 2;

    w_long(arg, n);
    for (i = 0; i < n; i++) {
        w_symbol(arg, SYM2ID(rb_ary_entry(pairs, 2 * i)));
        w_object(arg, rb_ary_entry(pairs, 2 * i + 1), limit);
    }
}

static void
w_register(struct dump_arg *arg, VALUE obj)
{
    st_add_direct(arg->data, (st_data_t)obj, (st_data_t)arg->data->num_entries);
    rb_ary_push(arg->keep, obj);
}

/* appends the low mantissa bits that the text may have lost: a NUL, then
   the bits below the top FLOAT_TEXT_BITS, big-endian, zero bytes dropped
   from the end; returns the bytes added */
static int
save_mantissa(double d, char *buf)
{
    int e;
    double ip, frac = modf(ldexp(frexp(fabs(d), &e), FLOAT_TEXT_BITS), &ip);
    unsigned long bits;

    if (frac == 0.0) return 0;
    bits = (unsigned long)ldexp(frac, FLOAT_TAIL_BITS);
    buf[0] = 0;
    buf[1] = (char)(bits >> 8);
    buf[2] = (char)(bits & 0xff);
    return buf[2] ? 3 : 2;
}

static void
w_float(struct dump_arg *arg, double d)
{
    char buf[48];
    int len;

    if (isinf(d)) len = snprintf(buf, sizeof(buf), "%s", d < 0 ? "-inf" : "inf");
    else if (isnan(d)) len = snprintf(buf, sizeof(buf), "nan");
    else if (d == 0.0) len = snprintf(buf, sizeof(buf), "%s", signbit(d) ? "-0" : "0");
    else {
        len = snprintf(buf, sizeof(buf), "%.17g", d);
        len += save_mantissa(d, buf + len);
    }
    w_byte(arg, TYPE_FLOAT);
    w_bytes(arg, buf, len);
}

/* sign, length in 16-bit words, then the magnitude little-endian */
static void
w_bignum(struct dump_arg *arg, VALUE big)
{
    long words = (rb_big_bytes(big) + 1) / 2, old;

    w_byte(arg, TYPE_BIGNUM);
    w_byte(arg, RBIGNUM_SIGN(big) ? '+' : '-');
    w_long(arg, words);
    old = RSTRING_LEN(arg->str);
    rb_str_resize(arg->str, old + words * 2);
    rb_big_export_bytes(big, (unsigned char *)RSTRING_PTR(arg->str) + old, words * 2);
    if (RSTRING_LEN(arg->str) >= DUMP_CHUNK) w_flush(arg);
}

static void
w_fixnum(struct dump_arg *arg, VALUE obj, int limit)
{
    long n = FIX2LONG(obj);

    if (n < FIX31_MIN || n > FIX31_MAX) {
        /* a fresh Bignum each time: it takes a link index, never matches one */
        w_object(arg, rb_int2big(n), limit);
        return;
    }
    w_byte(arg, TYPE_FIXNUM);
    w_long(arg, n);
}

static int
hash_pairs_i(VALUE key, VALUE val, VALUE ary)
{
    rb_ary_push(ary, key);
    rb_ary_push(ary, val);
    return ST_CONTINUE;
}

static void
w_hash(struct dump_arg *arg, VALUE hash, int limit)
{
    VALUE pairs = rb_ary_new();
    long i, n;

    w_uclass(arg, hash, rb_cHash);
    if (FL_TEST(hash, HASH_PROC_DEFAULT))
        rb_raise(rb_eTypeError, "can't dump hash with default proc");
    rb_hash_foreach(hash, hash_pairs_i, pairs);
    n = RARRAY_LEN(pairs) / 2;
    w_byte(arg, NIL_P(RHASH_IFNONE(hash)) ? TYPE_HASH : TYPE_HASH_DEF);
    w_long(arg, n);
    for (i = 0; i < n; i++) {
        w_object(arg, rb_ary_entry(pairs, 2 * i), limit);
        w_object(arg, rb_ary_entry(pairs, 2 * i + 1), limit);
    }
    if (!NIL_P(RHASH_IFNONE(hash))) w_object(arg, RHASH_IFNONE(hash), limit);
}

static void
w_array(struct dump_arg *arg, VALUE ary, int limit)
{
    long i, n = RARRAY_LEN(ary);

    w_uclass(arg, ary, rb_cArray);
    w_byte(arg, TYPE_ARRAY);
    w_long(arg, n);
    /* rb_ary_entry: the count is written already, even if user code
       shrinks the array meanwhile */
    for (i = 0; i < n; i++) w_object(arg, rb_ary_entry(ary, i), limit);
}

static void
w_struct(struct dump_arg *arg, VALUE st, int limit)
{
    VALUE members = rb_struct_members(st);
    long i, n = RSTRUCT_LEN(st);

    w_class(arg, TYPE_STRUCT, st, 1);
    w_long(arg, n);
    for (i = 0; i < n; i++) {
        w_symbol(arg, SYM2ID(rb_ary_entry(members, i)));
        w_object(arg, i < RSTRUCT_LEN(st) ? RSTRUCT_PTR(st)[i] : Qnil, limit);
    }
}

static void
w_data(struct dump_arg *arg, VALUE obj, int limit)
{
    VALUE v;

    if (!rb_respond_to(obj, s_dump_data))
        rb_raise(rb_eTypeError, "no marshal_dump is defined for class %s",
                 rb_obj_classname(obj));
    v = rb_funcall(obj, s_dump_data, 0);
    check_dump_arg(arg, s_dump_data);
    w_class(arg, TYPE_DATA, obj, 1);
    w_object(arg, v, limit);
}

static void
w_class_value(struct dump_arg *arg, VALUE klass)
{
    VALUE path;

    if (FL_TEST(klass, FL_SINGLETON))
        rb_raise(rb_eTypeError, "singleton class can't be dumped");
    path = class2path_kind(klass, BUILTIN_TYPE(klass) == T_CLASS ? "class" : "module");
    w_byte(arg, BUILTIN_TYPE(klass) == T_CLASS ? TYPE_CLASS : TYPE_MODULE);
    w_bytes(arg, RSTRING_PTR(path), RSTRING_LEN(path));
    RB_GC_GUARD(path);  /* w_bytes may allocate: the path must outlive its copy */
}

/* the body of a built-in object, after its link index is taken */
static void
w_body(struct dump_arg *arg, VALUE obj, int limit)
{
    switch (BUILTIN_TYPE(obj)) {
      case T_CLASS: case T_MODULE:
        w_class_value(arg, obj);
        break;
      case T_FLOAT:
        w_float(arg, RFLOAT_VALUE(obj));
        break;
      case T_BIGNUM:
        w_bignum(arg, obj);
        break;
      case T_STRING:
        w_uclass(arg, obj, rb_cString);
        w_byte(arg, TYPE_STRING);
        w_bytes(arg, RSTRING_PTR(obj), RSTRING_LEN(obj));
        break;
      case T_REGEXP:
        w_uclass(arg, obj, rb_cRegexp);
        w_byte(arg, TYPE_REGEXP);
        w_bytes(arg, RREGEXP_SRC_PTR(obj), RREGEXP_SRC_LEN(obj));
        w_byte(arg, rb_reg_options(obj) & 0xff);
        break;
      case T_ARRAY:
        w_array(arg, obj, limit);
        break;
      case T_HASH:
        w_hash(arg, obj, limit);
        break;
      case T_STRUCT:
        w_struct(arg, obj, limit);
        break;
      case T_OBJECT:
        w_class(arg, TYPE_OBJECT, obj, 1);
        w_ivars(arg, object_ivar_pairs(obj), limit);
        break;
      case T_DATA:
        w_data(arg, obj, limit);
        break;
      default:
        rb_raise(rb_eTypeError, "can't dump %s", rb_obj_classname(obj));
    }
}

/* a built-in object; 'I' wraps it when it carries instance variables
   outside its own body (Strings, Arrays, ... with @ivars) */
static void
w_builtin(struct dump_arg *arg, VALUE obj, int limit)
{
    st_table *tbl = rb_generic_ivar_table(obj);
    volatile VALUE pairs = Qnil;

    if (tbl) {
        pairs = ivar_pairs(tbl);
        w_byte(arg, TYPE_IVAR);
    }
    w_register(arg, obj);
    w_body(arg, obj, limit);
    if (tbl) w_ivars(arg, pairs, limit);
}

/* 'U' class data: marshal_dump's value, dumped as an object */
static void
w_user_marshal(struct dump_arg *arg, VALUE obj, int limit)
{
    VALUE v;

    w_register(arg, obj);
    v = rb_funcall(obj, s_mdump, 0);
    check_dump_arg(arg, s_mdump);
    w_class(arg, TYPE_USRMARSHAL, obj, 0);
    w_object(arg, v, limit);
}

/* 'u' class bytes: _dump(limit) must give a String; its own ivars wrap it
   in 'I'.  The object takes its link index only after its bytes. */
static void
w_user_dump(struct dump_arg *arg, VALUE obj, int limit)
{
    volatile VALUE v = rb_funcall(obj, s_dump, 1, INT2NUM(limit));
    volatile VALUE pairs = Qnil;
    st_table *tbl;

    check_dump_arg(arg, s_dump);

    if (TYPE(v) != T_STRING) rb_raise(rb_eTypeError, "_dump() must return string");
    if (OBJ_TAINTED(v)) arg->taint = 1;
    tbl = rb_generic_ivar_table(v);
    if (tbl) {
        pairs = ivar_pairs(tbl);
        w_byte(arg, TYPE_IVAR);
    }
    w_class(arg, TYPE_USERDEF, obj, 0);
    w_bytes(arg, RSTRING_PTR(v), RSTRING_LEN(v));
    if (tbl) w_ivars(arg, pairs, limit);
    w_register(arg, obj);
}

static void
w_object(struct dump_arg *arg, VALUE obj, int limit)
{
    st_data_t num;

    if (limit == 0) rb_raise(rb_eArgError, "exceed depth limit");
    limit--;
    if (ruby_stack_check()) rb_raise(rb_eSysStackError, "stack level too deep");

    if (obj == Qnil) w_byte(arg, TYPE_NIL);
    else if (obj == Qtrue) w_byte(arg, TYPE_TRUE);
    else if (obj == Qfalse) w_byte(arg, TYPE_FALSE);
    else if (FIXNUM_P(obj)) w_fixnum(arg, obj, limit);
    else if (SYMBOL_P(obj)) w_symbol(arg, SYM2ID(obj));
    else if (st_lookup(arg->data, (st_data_t)obj, &num)) {
        w_byte(arg, TYPE_LINK);
        w_long(arg, (long)num);
    }
    else {
        if (OBJ_TAINTED(obj)) arg->taint = 1;
        if (rb_respond_to(obj, s_mdump)) w_user_marshal(arg, obj, limit);
        else if (rb_respond_to(obj, s_dump)) w_user_dump(arg, obj, limit);
        else w_builtin(arg, obj, limit);
    }
}

NORETURN(static void io_needed(void));
static void
io_needed(void)
{
    rb_raise(rb_eTypeError, "instance of IO needed");
}

/* Marshal.dump(obj[, port][, limit]) */
static VALUE
marshal_dump(int argc, VALUE *argv, VALUE self)
{
    VALUE obj, a1, a2, port = Qnil, result;
    volatile VALUE wrapper;
    struct dump_arg *arg;
    int limit = -1;

    rb_scan_args(argc, argv, "12", &obj, &a1, &a2);
    if (argc == 3) {
        if (!NIL_P(a2)) limit = NUM2INT(a2);
        if (NIL_P(a1)) io_needed();
        port = a1;
    }
    else if (argc == 2) {
        if (FIXNUM_P(a1)) limit = FIX2INT(a1);
        else if (NIL_P(a1)) io_needed();
        else port = a1;
    }
    if (!NIL_P(port) && !rb_respond_to(port, s_write)) io_needed();

    wrapper = Data_Make_Struct(rb_cData, struct dump_arg, dump_arg_mark, dump_arg_free, arg);
    arg->str = arg->dest = arg->keep = Qnil;
    arg->str = rb_str_buf_new(64);
    arg->dest = port;
    arg->keep = rb_ary_new();
    arg->data = st_init_numtable();
    arg->syms = st_init_numtable();
    arg->classes = 0;
    if (!NIL_P(port) && rb_respond_to(port, s_binmode)) {
        rb_funcall(port, s_binmode, 0);
        check_dump_arg(arg, s_binmode);
    }

    w_byte(arg, MARSHAL_MAJOR);
    w_byte(arg, MARSHAL_MINOR);
    w_object(arg, obj, limit);

    if (NIL_P(port)) {
        result = arg->str;
        if (arg->taint) OBJ_TAINT(result);
    }
    else {
        /* the last write: resumed after the dump ended, it just returns */
        if (RSTRING_LEN(arg->str) > 0) rb_funcall(port, s_write, 1, arg->str);
        result = port;
    }
    dump_arg_free_tables(arg);
    arg->keep = Qnil;
    RB_GC_GUARD(wrapper);
    return result;
}

VALUE
rb_marshal_dump(VALUE obj, VALUE port)
{
    VALUE argv[2];

    argv[0] = obj;
    argv[1] = port;
    return marshal_dump(NIL_P(port) ? 1 : 2, argv, rb_mMarshal);
}

/* ================================================================ load */

struct load_arg {
    VALUE src;     /* a private copy of the String, or the port */
    long offset;   /* read position in a String source */
    int is_io;
    VALUE data;    /* link index -> object */
    VALUE symbols; /* symbol index -> Symbol */
    VALUE proc;    /* called with each object read, or Qnil */
    int taint;     /* taint what is loaded */
    int done;      /* Marshal.load has returned */
};

static void
load_arg_mark(void *p)
{
    struct load_arg *arg = p;
    rb_gc_mark(arg->src);
    rb_gc_mark(arg->data);
    rb_gc_mark(arg->symbols);
    rb_gc_mark(arg->proc);
}

static VALUE r_object(struct load_arg *);
static VALUE r_typed(struct load_arg *, int, int *);

/* a continuation taken in user code Marshal.load called, resumed after
   the load returned: 1.8.7 raises */
static void
check_load_arg(struct load_arg *arg, ID sym)
{
    if (arg->done)
        rb_raise(rb_eRuntimeError, "Marshal.load reentered at %s", rb_id2name(sym));
}

NORETURN(static void too_short(void));
static void
too_short(void)
{
    rb_raise(rb_eArgError, "marshal data too short");
}

NORETURN(static void format_error(const char *));
static void
format_error(const char *what)
{
    rb_raise(rb_eArgError, "dump format error (%s)", what);
}

/* a port's next byte, or the end of the String source */
static int __attribute__((noinline))
r_byte_slow(struct load_arg *arg)
{
    if (arg->is_io) {
        VALUE c = rb_funcall(arg->src, s_getc, 0);
        if (NIL_P(c)) rb_eof_error();
        return NUM2INT(c) & 0xff;
    }
    too_short();
    return 0;   /* not reached */
}

/* the next byte: inline for a String source, the rest out of line */
static inline int
r_byte(struct load_arg *arg)
{
    if (!arg->is_io && arg->offset < RSTRING_LEN(arg->src))
        return (unsigned char)RSTRING_PTR(arg->src)[arg->offset++];
    return r_byte_slow(arg);
}

/* the inverse of w_long, in 64 bits: 4 bytes mean the same number on a
   32-bit build ("i\x04\xff\xff\xff\xff" is 4294967295 everywhere) */
static long long
r_long_wide(struct load_arg *arg)
{
    int c = (signed char)r_byte(arg), i;
    long long x;

    if (c == 0) return 0;
    if (c > 0) {
        if (c > 4) return c - 5;
        for (x = 0, i = 0; i < c; i++) x |= (long long)r_byte(arg) << (8 * i);
        return x;
    }
    if (c < -4) return c + 5;
    for (x = -1, i = 0; i < -c; i++) {
        x &= ~(0xffLL << (8 * i));
        x |= (long long)r_byte(arg) << (8 * i);
    }
    return x;
}

/* a length or count (past LONG_MAX on 32-bit it wraps, as in 1.8.7 there) */
static long
r_long(struct load_arg *arg)
{
    return (long)r_long_wide(arg);
}

/* len raw bytes as a new String */
static VALUE
r_nbytes(struct load_arg *arg, long len)
{
    VALUE str;

    if (len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
    if (arg->is_io) {
        if (len == 0) return rb_str_new(0, 0);
        str = rb_funcall(arg->src, s_read, 1, LONG2NUM(len));
        if (NIL_P(str)) too_short();
        StringValue(str);
        if (RSTRING_LEN(str) != len) too_short();
        return str;
    }
    if (len > RSTRING_LEN(arg->src) - arg->offset) too_short();
    str = rb_str_new(RSTRING_PTR(arg->src) + arg->offset, len);
    arg->offset += len;
    return str;
}

static VALUE
r_bytes(struct load_arg *arg)
{
    return r_nbytes(arg, r_long(arg));
}

static VALUE
r_entry(struct load_arg *arg, VALUE v)
{
    rb_ary_push(arg->data, v);
    if (arg->taint && !SPECIAL_CONST_P(v) && TYPE(v) != T_CLASS && TYPE(v) != T_MODULE)
        OBJ_TAINT(v);
    return v;
}

/* len bytes read in place from a String source (arg->src is a private
   copy nobody changes), or 0 from a port: a Symbol's or Float's text needs
   no String of its own */
static const char *
r_inplace(struct load_arg *arg, long len)
{
    const char *p;

    if (arg->is_io) return 0;
    if (len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
    if (len > RSTRING_LEN(arg->src) - arg->offset) too_short();
    p = RSTRING_PTR(arg->src) + arg->offset;
    arg->offset += len;
    return p;
}

static ID
r_symreal(struct load_arg *arg)
{
    long len = r_long(arg);
    const char *p = r_inplace(arg, len);
    volatile VALUE s;
    ID id;

    if (p) id = rb_intern2(p, len);
    else {
        s = r_nbytes(arg, len);
        id = rb_intern2(RSTRING_PTR(s), RSTRING_LEN(s));
    }
    rb_ary_push(arg->symbols, ID2SYM(id));
    return id;
}

static ID
r_symlink(struct load_arg *arg)
{
    long n = r_long(arg);

    if (n < 0 || n >= RARRAY_LEN(arg->symbols)) rb_raise(rb_eArgError, "bad symbol");
    return SYM2ID(rb_ary_entry(arg->symbols, n));
}

/* a Symbol where only a Symbol may stand (class and ivar names) */
static ID
r_symbol(struct load_arg *arg)
{
    /* as 1.8.7: any byte but ';' is taken for ':' */
    if (r_byte(arg) == TYPE_SYMLINK) return r_symlink(arg);
    return r_symreal(arg);
}

/* the class named next, which must be a class (o, u, U, d, S, C) */
/* the class or module a path Symbol names: a name without "::" is looked
   up by that Symbol itself, as rb_path2class does after making a String
   of the name and interning it again (same checks, same messages) */
static VALUE
r_path2class(ID name)
{
    const char *path = rb_id2name(name);
    VALUE c;

    if (!path[0] || path[0] == '#' || strchr(path, ':')) return rb_path2class(path);
    if (!rb_const_defined(rb_cObject, name))
        rb_raise(rb_eArgError, "undefined class/module %s", path);
    c = rb_const_get_at(rb_cObject, name);
    if (TYPE(c) != T_MODULE && TYPE(c) != T_CLASS)
        rb_raise(rb_eTypeError, "%s does not refer class/module", path);
    return c;
}

static VALUE
r_class_arg(struct load_arg *arg)
{
    ID name = r_symbol(arg);
    VALUE klass = r_path2class(name);

    if (TYPE(klass) != T_CLASS) rb_raise(rb_eArgError, "%s does not refer class", rb_id2name(name));
    return klass;
}

static void
r_ivars(struct load_arg *arg, VALUE obj)
{
    long i, n = r_long(arg);

    for (i = 0; i < n; i++) {
        ID id = r_symbol(arg);
        VALUE val = r_object(arg);
        rb_ivar_set(obj, id, val);
    }
}

static VALUE
r_link(struct load_arg *arg)
{
    long n = r_long(arg);

    if (n < 0 || n >= RARRAY_LEN(arg->data)) format_error("unlinked");
    return rb_ary_entry(arg->data, n);
}

/* the text form of w_float; a tail after a NUL right where the number's
   text ends restores low mantissa bits that the text did not carry (1.8.7
   takes it there even after a 0, and ignores it after other bytes) */
static double
r_float_value(const char *p, long len)
{
    const char *end;
    long i, tstart;
    double d, m, ip, tail = 0.0;
    int e;

    if (strcmp(p, "nan") == 0) return nan("");
    if (strcmp(p, "inf") == 0) return HUGE_VAL;
    if (strcmp(p, "-inf") == 0) return -HUGE_VAL;
    d = strtod(p, (char **)&end);
    {   /* 1.8.7's strtod takes a '.' only before a digit: "3.e5" is 3 */
        const char *dot = memchr(p, '.', (size_t)(end - p));
        if (dot && !ISDIGIT(dot[1])) {
            VALUE head = rb_str_new(p, dot - p);
            d = strtod(RSTRING_PTR(head), 0);
            end = dot;
        }
    }
    tstart = end - p + 1;
    if (*end != '\0' || tstart >= len || isinf(d)) return d;
    for (i = tstart; i < len; i++)
        tail += ldexp((unsigned char)p[i], -8 * (int)(i - tstart + 1));
    m = frexp(fabs(d), &e);
    modf(ldexp(m, FLOAT_TEXT_BITS), &ip);
    m = ldexp(ip + tail, -FLOAT_TEXT_BITS);
    return copysign(ldexp(m, e), d);
}

static VALUE
r_float(struct load_arg *arg)
{
    long len = r_long(arg);
    const char *p = len < 64 ? r_inplace(arg, len) : 0;
    char buf[64];
    volatile VALUE str, text;
    double d;

    /* a private NUL-terminated copy: strcmp/strtod must stop inside it */
    if (p) {
        memcpy(buf, p, len);
        buf[len] = '\0';
        d = r_float_value(buf, len);
    }
    else {
        str = r_nbytes(arg, len);
        text = rb_str_new(RSTRING_PTR(str), RSTRING_LEN(str));
        d = r_float_value(RSTRING_PTR(text), RSTRING_LEN(text));
    }
    return r_entry(arg, rb_float_new(d));
}

static VALUE
r_bignum(struct load_arg *arg)
{
    int sign = r_byte(arg);
    long words = r_long(arg);
    volatile VALUE bytes;

    if (words > LONG_MAX / 2) too_short();   /* words * 2 would overflow (32-bit) */
    bytes = r_nbytes(arg, words * 2);
    return r_entry(arg, rb_big_import_bytes((const unsigned char *)RSTRING_PTR(bytes),
                                            words * 2, sign != '+'));   /* 1.8.7: all but '+' is negative */
}

static VALUE
r_regexp(struct load_arg *arg)
{
    volatile VALUE src = r_bytes(arg);
    int options = r_byte(arg), kcode = options & 0x70;

    /* 1.8.7 keeps only a kcode it knows (n e s u), and none past bit 7 */
    if ((options & 0x80) || (kcode != 0x10 && kcode != 0x20 && kcode != 0x30 && kcode != 0x40))
        kcode = 0;
    options = (options & 7) | kcode;

    return r_entry(arg, rb_reg_new(RSTRING_PTR(src), RSTRING_LEN(src), options));
}

static VALUE
r_array(struct load_arg *arg)
{
    long i, n = r_long(arg);
    VALUE ary;

    if (n < 0) rb_raise(rb_eArgError, "negative array size (or size too big)");
    /* the count is untrusted: let the Array grow as elements arrive */
    ary = r_entry(arg, rb_ary_new2(n < 64 ? n : 64));
    for (i = 0; i < n; i++) rb_ary_push(ary, r_object(arg));
    return ary;
}

static VALUE
r_hash(struct load_arg *arg, int type)
{
    long i, n = r_long(arg);
    VALUE hash = r_entry(arg, rb_hash_new());

    /* a negative count reads pairs until the data runs out, as 1.8.7 does */
    for (i = 0; n < 0 || i < n; i++) {
        VALUE key = r_object(arg);
        VALUE val = r_object(arg);
        rb_hash_aset(hash, key, val);
    }
    if (type == TYPE_HASH_DEF) RHASH(hash)->ifnone = r_object(arg);
    return hash;
}

static VALUE
r_struct(struct load_arg *arg)
{
    VALUE klass = r_class_arg(arg), members, values, st;
    long i, n;

    if (!RTEST(rb_class_inherited_p(klass, rb_cStruct)))
        rb_raise(rb_eTypeError, "uninitialized struct");
    members = rb_struct_s_members(klass);
    n = r_long(arg);
    if (n < 0) rb_raise(rb_eArgError, "negative array size (or size too big)");
    /* fewer values leave the last members nil, as 1.8.7 */
    if (n > RARRAY_LEN(members)) rb_raise(rb_eArgError, "struct size differs");
    values = rb_ary_new2(RARRAY_LEN(members));
    for (i = 0; i < RARRAY_LEN(members); i++) rb_ary_push(values, Qnil);
    st = r_entry(arg, rb_struct_alloc(klass, values));
    for (i = 0; i < n; i++) {
        ID slot = r_symbol(arg);
        ID want = SYM2ID(rb_ary_entry(members, i));
        if (slot != want)
            rb_raise(rb_eTypeError, "struct %s not compatible (:%s for :%s)",
                     rb_class2name(klass), rb_id2name(slot), rb_id2name(want));
        rb_struct_aset(st, LONG2FIX(i), r_object(arg));
    }
    return st;
}

/* a new instance of klass, which must be a class; of built-in type
   want unless want is 0 */
static VALUE
r_alloc(VALUE klass, int want)
{
    VALUE obj;

    if (TYPE(klass) != T_CLASS) rb_raise(rb_eArgError, "dump format error");
    obj = rb_obj_alloc(klass);
    if (want && TYPE(obj) != want) rb_raise(rb_eArgError, "dump format error");
    return obj;
}

static VALUE
r_plain_object(struct load_arg *arg)
{
    VALUE obj = r_alloc(r_class_arg(arg), T_OBJECT);

    r_entry(arg, obj);
    r_ivars(arg, obj);
    return obj;
}

/* 'u': klass._load(bytes); ivars read for an enclosing 'I' belong to the
   bytes, so they are set before _load sees them */
static VALUE
r_userdef(struct load_arg *arg, int *ivp)
{
    VALUE klass = r_class_arg(arg), data;

    if (!rb_respond_to(klass, s_load))
        rb_raise(rb_eTypeError, "class %s needs to have method `_load'",
                 rb_class2name(klass));
    data = r_bytes(arg);
    if (ivp && *ivp) {
        r_ivars(arg, data);
        *ivp = 0;
    }
    data = rb_funcall(klass, s_load, 1, data);
    check_load_arg(arg, s_load);
    return r_entry(arg, data);
}

static VALUE
r_usrmarshal(struct load_arg *arg)
{
    VALUE klass = r_class_arg(arg), obj, data;

    obj = r_alloc(klass, 0);
    r_entry(arg, obj);
    if (!rb_respond_to(obj, s_mload))
        rb_raise(rb_eTypeError, "instance of %s needs to have method `marshal_load'",
                 rb_class2name(klass));
    data = r_object(arg);
    rb_funcall(obj, s_mload, 1, data);
    check_load_arg(arg, s_mload);
    return obj;
}

static VALUE
r_data(struct load_arg *arg)
{
    VALUE klass = r_class_arg(arg), obj, data;

    obj = r_alloc(klass, T_DATA);
    r_entry(arg, obj);
    if (!rb_respond_to(obj, s_load_data))
        rb_raise(rb_eTypeError, "class %s needs to have instance method `_load_data'",
                 rb_class2name(klass));
    data = r_object(arg);
    rb_funcall(obj, s_load_data, 1, data);
    check_load_arg(arg, s_load_data);
    return obj;
}

/* 'e': the object that follows, extended with the module; nested 'e's
   extend innermost first, so the first module written ends up nearest */
static VALUE
r_extended(struct load_arg *arg, int *ivp)
{
    ID name = r_symbol(arg);
    const char *path = rb_id2name(name);
    VALUE mod = r_path2class(name), obj;

    if (TYPE(mod) != T_MODULE) rb_raise(rb_eArgError, "%s does not refer module", path);
    obj = r_typed(arg, r_byte(arg), ivp);
    /* an immediate: nil/true/false extend their class, a Fixnum or
       Symbol raises "can't define singleton", as 1.8.7 */
    rb_extend_object(obj, mod);
    return obj;
}

/* 'C': a String/Array/Hash/Regexp body re-classed to its subclass */
static VALUE
r_uclass(struct load_arg *arg, int *ivp)
{
    VALUE klass = r_class_arg(arg), obj;   /* a module fails before the body is read */
    int t;

    if (FL_TEST(klass, FL_SINGLETON)) rb_raise(rb_eTypeError, "singleton can't be loaded");
    obj = r_typed(arg, r_byte(arg), ivp);
    if (SPECIAL_CONST_P(obj)) format_error("user class");
    t = BUILTIN_TYPE(obj);
    if (t == T_OBJECT || t == T_CLASS) format_error("user class");
    /* 1.8.7: a class the body's is not an ancestor of must allocate objects
       of the body's type (an allocator-less class raises) */
    if (t == T_MODULE || !RTEST(rb_class_inherited_p(klass, RBASIC(obj)->klass))) {
        VALUE tmp = rb_obj_alloc(klass);
        if (TYPE(tmp) != t) format_error("user class");
    }
    RBASIC(obj)->klass = klass;
    return obj;
}

/* 'c', 'm', 'M': a class or module by its path */
static VALUE
r_class_value(struct load_arg *arg, int type)
{
    volatile VALUE path = r_bytes(arg);
    VALUE v = rb_path2class(RSTRING_PTR(path));

    if (type == TYPE_CLASS && TYPE(v) != T_CLASS)
        rb_raise(rb_eArgError, "%s does not refer class", RSTRING_PTR(path));
    if (type == TYPE_MODULE && TYPE(v) != T_MODULE)
        rb_raise(rb_eArgError, "%s does not refer module", RSTRING_PTR(path));
    return r_entry(arg, v);
}

static VALUE
r_ivar_wrapped(struct load_arg *arg)
{
    int iv = 1;
    VALUE v = r_typed(arg, r_byte(arg), &iv);

    if (iv) r_ivars(arg, v);
    return v;
}

static VALUE
r_typed(struct load_arg *arg, int type, int *ivp)
{
    if (ruby_stack_check()) rb_raise(rb_eSysStackError, "stack level too deep");
    switch (type) {
      case TYPE_LINK: return r_link(arg);
      case TYPE_IVAR: return r_ivar_wrapped(arg);
      case TYPE_NIL: return Qnil;
      case TYPE_TRUE: return Qtrue;
      case TYPE_FALSE: return Qfalse;
      case TYPE_FIXNUM: return LL2NUM(r_long_wide(arg));   /* 2**30.. is a Bignum on 32-bit */
      case TYPE_SYMBOL: return ID2SYM(r_symreal(arg));
      case TYPE_SYMLINK: return ID2SYM(r_symlink(arg));
      case TYPE_FLOAT: return r_float(arg);
      case TYPE_BIGNUM: return r_bignum(arg);
      case TYPE_STRING: return r_entry(arg, r_bytes(arg));
      case TYPE_REGEXP: return r_regexp(arg);
      case TYPE_ARRAY: return r_array(arg);
      case TYPE_HASH: case TYPE_HASH_DEF: return r_hash(arg, type);
      case TYPE_STRUCT: return r_struct(arg);
      case TYPE_OBJECT: return r_plain_object(arg);
      case TYPE_USERDEF: return r_userdef(arg, ivp);
      case TYPE_USRMARSHAL: return r_usrmarshal(arg);
      case TYPE_DATA: return r_data(arg);
      case TYPE_EXTENDED: return r_extended(arg, ivp);
      case TYPE_UCLASS: return r_uclass(arg, ivp);
      case TYPE_CLASS: case TYPE_MODULE: case TYPE_MODULE_OLD:
        return r_class_value(arg, type);
      default:
        rb_raise(rb_eArgError, "dump format error(0x%x)", type);
    }
    return Qnil; /* not reached */
}

/* one whole object; the load proc sees each one read (links excepted:
   they name an object it has seen already) */
static VALUE
r_object(struct load_arg *arg)
{
    int type = r_byte(arg);
    VALUE v = r_typed(arg, type, 0);

    if (type != TYPE_LINK && !NIL_P(arg->proc)) {
        rb_funcall(arg->proc, s_call, 1, v);
        check_load_arg(arg, s_call);
    }
    return v;
}

static void
r_check_version(struct load_arg *arg)
{
    int major = r_byte(arg);
    int minor = r_byte(arg);

    if (major != MARSHAL_MAJOR || minor > MARSHAL_MINOR)
        rb_raise(rb_eTypeError, "incompatible marshal file format (can't be read)\n"
                 "\tformat version %d.%d required; %d.%d given",
                 MARSHAL_MAJOR, MARSHAL_MINOR, major, minor);
    if (minor != MARSHAL_MINOR && RTEST(ruby_verbose))
        rb_warn("incompatible marshal file format (can be read)\n"
                "\tformat version %d.%d required; %d.%d given",
                MARSHAL_MAJOR, MARSHAL_MINOR, major, minor);
}

/* Marshal.load(source[, proc]) and Marshal.restore */
static VALUE
marshal_load(int argc, VALUE *argv, VALUE self)
{
    VALUE port, proc, str, v;
    volatile VALUE wrapper;
    struct load_arg *arg;

    rb_scan_args(argc, argv, "11", &port, &proc);
    str = rb_check_string_type(port);
    if (NIL_P(str) && !(rb_respond_to(port, s_getc) && rb_respond_to(port, s_read)))
        io_needed();

    wrapper = Data_Make_Struct(rb_cData, struct load_arg, load_arg_mark, xfree, arg);
    arg->src = arg->data = arg->symbols = arg->proc = Qnil;
    arg->proc = proc;
    arg->data = rb_ary_new();
    arg->symbols = rb_ary_new();
    if (!NIL_P(str)) {
        /* a copy: user code run while loading may change the caller's String */
        arg->src = rb_str_new(RSTRING_PTR(str), RSTRING_LEN(str));
        arg->taint = OBJ_TAINTED(port) ? 1 : 0;
    }
    else {
        if (rb_respond_to(port, s_binmode)) rb_funcall(port, s_binmode, 0);
        arg->src = port;
        arg->is_io = 1;
        arg->taint = 1;
    }

    r_check_version(arg);
    v = r_object(arg);
    arg->done = 1;
    RB_GC_GUARD(wrapper);
    return v;
}

VALUE
rb_marshal_load(VALUE port)
{
    return marshal_load(1, &port, rb_mMarshal);
}

void
Init_marshal(void)
{
    s_dump = rb_intern("_dump");
    s_load = rb_intern("_load");
    s_mdump = rb_intern("marshal_dump");
    s_mload = rb_intern("marshal_load");
    s_dump_data = rb_intern("_dump_data");
    s_load_data = rb_intern("_load_data");
    s_call = rb_intern("call");
    s_getc = rb_intern("getc");
    s_read = rb_intern("read");
    s_write = rb_intern("write");
    s_binmode = rb_intern("binmode");
    id_attached = rb_intern("__attached__");
    id_tmp_classpath = rb_intern("__tmp_classpath__");

    rb_mMarshal = rb_define_module("Marshal");
    rb_define_module_function(rb_mMarshal, "dump", marshal_dump, -1);
    rb_define_module_function(rb_mMarshal, "load", marshal_load, -1);
    rb_define_module_function(rb_mMarshal, "restore", marshal_load, -1);
    rb_define_const(rb_mMarshal, "MAJOR_VERSION", INT2FIX(MARSHAL_MAJOR));
    rb_define_const(rb_mMarshal, "MINOR_VERSION", INT2FIX(MARSHAL_MINOR));
}
