/* ptr.c - DL::PtrData: a C pointer, with the size of what it points at and
 * the function that frees it when the object is collected. */
#include "dl_ext.h"
#include <string.h>
#include <stdlib.h>
#include <limits.h>

VALUE rb_cDLPtrData;

static void
dlptr_free(void *p)
{
    struct ptr_data *data = p;

    if (data->ptr && data->free) data->free(data->ptr);
    xfree(data);
}

static void
dlptr_mark(void *p)
{
    rb_gc_mark(((struct ptr_data *)p)->layout);
}

static VALUE
dlptr_alloc(VALUE klass)
{
    struct ptr_data *data;
    VALUE obj = Data_Make_Struct(klass, struct ptr_data, dlptr_mark, dlptr_free, data);

    data->layout = Qnil;
    return obj;
}

struct ptr_data *
dlptr_data(VALUE obj)
{
    if (!rb_obj_is_kind_of(obj, rb_cDLPtrData))
        rb_raise(rb_eTypeError, "wrong argument type %s (expected DL::PtrData)",
                 rb_obj_classname(obj));
    return DATA_PTR(obj);
}

VALUE
rb_dlptr_new(void *ptr, long size, dl_freefunc free)
{
    VALUE obj = dlptr_alloc(rb_cDLPtrData);
    struct ptr_data *data = DATA_PTR(obj);

    data->ptr = ptr;
    data->size = size;
    data->free = free;
    return obj;
}

VALUE
rb_dlptr_malloc(long size, dl_freefunc free)
{
    void *ptr;

    if (size < 0) rb_raise(rb_eArgError, "negative size");
    ptr = calloc(1, size ? size : 1);
    if (!ptr) rb_memerror();
    return rb_dlptr_new(ptr, size, free);
}

/* the C pointer a value stands for: nil, a PtrData, a String's bytes, an
 * address, or anything with to_ptr */
void *
rb_dlptr2cptr(VALUE val)
{
    if (NIL_P(val)) return 0;
    if (rb_obj_is_kind_of(val, rb_cDLPtrData)) return dlptr_data(val)->ptr;
    if (TYPE(val) == T_STRING) return RSTRING_PTR(val);
    if (FIXNUM_P(val) || TYPE(val) == T_BIGNUM) return (void *)NUM2ULONG(val);
    if (rb_respond_to(val, rb_intern("to_ptr")))
        return rb_dlptr2cptr(rb_funcall(val, rb_intern("to_ptr"), 0));
    rb_raise(rb_eDLTypeError, "unexpected type of argument %s", rb_obj_classname(val));
    return 0;
}

/* the free function named by a DL::Symbol, an address or nil */
static dl_freefunc
freefunc_of(VALUE val)
{
    if (NIL_P(val)) return 0;
    if (rb_obj_is_kind_of(val, rb_cDLSymbol)) return (dl_freefunc)dlsym_data(val)->func;
    return (dl_freefunc)NUM2ULONG(val);
}

/* PtrData.new(address, size = 0, free = nil) */
static VALUE
dlptr_initialize(int argc, VALUE *argv, VALUE self)
{
    struct ptr_data *data = DATA_PTR(self);
    VALUE addr, size, vfree;

    rb_scan_args(argc, argv, "12", &addr, &size, &vfree);
    data->ptr = rb_dlptr2cptr(addr);
    data->size = NIL_P(size) ? 0 : NUM2LONG(size);
    data->free = freefunc_of(vfree);
    return Qnil;
}

/* PtrData.malloc(size, free = DL::FREE) */
static VALUE
dlptr_s_malloc(int argc, VALUE *argv, VALUE klass)
{
    VALUE size, vfree;

    rb_scan_args(argc, argv, "11", &size, &vfree);
    return rb_dlptr_malloc(NUM2LONG(size), argc > 1 ? freefunc_of(vfree) : free);
}

static VALUE
dlptr_to_i(VALUE self)
{
    return ULONG2NUM((unsigned long)dlptr_data(self)->ptr);
}

static VALUE
dlptr_null_p(VALUE self)
{
    return dlptr_data(self)->ptr ? Qfalse : Qtrue;
}

static VALUE
dlptr_size(VALUE self)
{
    return LONG2NUM(dlptr_data(self)->size);
}

static VALUE
dlptr_set_size(VALUE self, VALUE size)
{
    dlptr_data(self)->size = NUM2LONG(size);
    return size;
}

static VALUE
dlptr_free_get(VALUE self)
{
    struct ptr_data *data = dlptr_data(self);

    if (!data->free) return Qnil;
    return rb_dlsym_new((void (*)(void))data->free, 0, "0P");
}

static VALUE
dlptr_free_set(VALUE self, VALUE vfree)
{
    dlptr_data(self)->free = freefunc_of(vfree);
    return vfree;
}

static void
check_null(struct ptr_data *data)
{
    if (!data->ptr) rb_raise(rb_eDLError, "NULL pointer dereference");
}

/* to_s(len = nil): the C string at the pointer, or len bytes */
static VALUE
dlptr_to_s(int argc, VALUE *argv, VALUE self)
{
    struct ptr_data *data = dlptr_data(self);
    VALUE len;

    rb_scan_args(argc, argv, "01", &len);
    check_null(data);
    if (NIL_P(len)) return rb_tainted_str_new2(data->ptr);
    return rb_tainted_str_new(data->ptr, NUM2LONG(len));
}

/* to_str(len = nil): size bytes (all the known size), or len bytes */
static VALUE
dlptr_to_str(int argc, VALUE *argv, VALUE self)
{
    struct ptr_data *data = dlptr_data(self);
    VALUE len;

    rb_scan_args(argc, argv, "01", &len);
    check_null(data);
    return rb_tainted_str_new(data->ptr, NIL_P(len) ? data->size : NUM2LONG(len));
}

/* ptr: the pointer stored where this one points */
static VALUE
dlptr_ptr(VALUE self)
{
    struct ptr_data *data = dlptr_data(self);

    check_null(data);
    return rb_dlptr_new(*(void **)data->ptr, 0, 0);
}

/* ref: a pointer to this object's pointer */
static VALUE
dlptr_ref(VALUE self)
{
    return rb_dlptr_new(&dlptr_data(self)->ptr, sizeof(void *), 0);
}

static VALUE
dlptr_plus(VALUE self, VALUE n)
{
    struct ptr_data *data = dlptr_data(self);
    long off = NUM2LONG(n);

    return rb_dlptr_new((char *)data->ptr + off, data->size - off, 0);
}

static VALUE
dlptr_minus(VALUE self, VALUE n)
{
    struct ptr_data *data = dlptr_data(self);
    long off = NUM2LONG(n);

    return rb_dlptr_new((char *)data->ptr - off, data->size + off, 0);
}

static VALUE
dlptr_eql(VALUE self, VALUE other)
{
    if (!rb_obj_is_kind_of(other, rb_cDLPtrData)) return Qfalse;
    return dlptr_data(self)->ptr == dlptr_data(other)->ptr ? Qtrue : Qfalse;
}

static VALUE
dlptr_cmp(VALUE self, VALUE other)
{
    char *a = dlptr_data(self)->ptr, *b = dlptr_data(other)->ptr;

    return INT2FIX(a == b ? 0 : a < b ? -1 : 1);
}

static VALUE
dlptr_hash(VALUE self)
{
    return LONG2FIX((long)dlptr_data(self)->ptr >> 2);
}

static VALUE
dlptr_inspect(VALUE self)
{
    struct ptr_data *data = dlptr_data(self);
    char buf[128];

    snprintf(buf, sizeof buf, "#<%s:%p ptr=%p size=%ld free=%p>",
             rb_obj_classname(self), (void *)self, data->ptr, data->size,
             (void *)data->free);
    return rb_str_new2(buf);
}

/* checks that [off, off + len) is inside the known size (when there is one) */
static char *
byte_range(struct ptr_data *data, long off, long len)
{
    check_null(data);
    if (off < 0 || len < 0 || (data->size > 0 && off + len > data->size))
        rb_raise(rb_eIndexError, "index %ld, length %ld out of range", off, len);
    return (char *)data->ptr + off;
}

/* ------------------------------------------------ struct!, union! */

/* struct!(type, *names) / union!: names the members of the memory, laid
 * out as a C struct (or union) of the type letters ("IC16D") */
static VALUE
define_layout(int argc, VALUE *argv, VALUE self, int is_union)
{
    struct ptr_data *data = dlptr_data(self);
    VALUE type, names;
    long i;

    rb_scan_args(argc, argv, "1*", &type, &names);
    dl_sizeof(StringValueCStr(type));   /* checks the letters */
    for (i = 0; i < RARRAY_LEN(names); i++) {
        VALUE n = RARRAY_PTR(names)[i];
        RARRAY_PTR(names)[i] = SYMBOL_P(n) ? rb_str_new2(rb_id2name(SYM2ID(n))) : rb_obj_as_string(n);
    }
    data->layout = rb_ary_new3(3, rb_str_dup(type), names, is_union ? Qtrue : Qfalse);
    if (data->size == 0) data->size = dl_sizeof(RSTRING_PTR(type));
    return Qnil;
}

static VALUE
dlptr_struct(int argc, VALUE *argv, VALUE self)
{
    return define_layout(argc, argv, self, 0);
}

static VALUE
dlptr_union(int argc, VALUE *argv, VALUE self)
{
    return define_layout(argc, argv, self, 1);
}

static VALUE
dlptr_data_type(VALUE self)
{
    VALUE layout = dlptr_data(self)->layout;

    if (NIL_P(layout)) return rb_ary_new3(2, Qnil, rb_ary_new());
    return rb_ary_new3(2, RARRAY_PTR(layout)[0], RARRAY_PTR(layout)[1]);
}

struct member {
    int letter, count;          /* count 0: not an array */
    long offset;
    int size;
};

/* finds member name in the layout: 0 when there is none */
static int
find_member(struct ptr_data *data, VALUE name, struct member *m)
{
    VALUE layout = data->layout, names;
    const char *t;
    long off = 0, i;
    int is_union;

    if (NIL_P(layout)) rb_raise(rb_eDLError, "no struct! or union! layout");
    names = RARRAY_PTR(layout)[1];
    is_union = RTEST(RARRAY_PTR(layout)[2]);
    name = SYMBOL_P(name) ? rb_str_new2(rb_id2name(SYM2ID(name))) : rb_obj_as_string(name);
    t = RSTRING_PTR(RARRAY_PTR(layout)[0]);
    for (i = 0; *t; i++) {
        int align, size = dl_member_size(*t, &align), letter = *t++, count = 0;

        if (*t >= '0' && *t <= '9') count = (int)strtol(t, (char **)&t, 10);
        off = is_union ? 0 : (off + align - 1) / align * align;
        if (i < RARRAY_LEN(names) && rb_str_equal(RARRAY_PTR(names)[i], name)) {
            m->letter = letter;
            m->count = count;
            m->offset = off;
            m->size = size;
            return 1;
        }
        off += (long)size * (count ? count : 1);
    }
    return 0;
}

/* the member's bytes, inside the memory's known size */
static char *
member_bytes(struct ptr_data *data, struct member *m)
{
    return byte_range(data, m->offset, (long)m->size * (m->count ? m->count : 1));
}

static VALUE
read_member(int t, char *p)
{
    switch (t) {
      case 'C': case 'c': return INT2FIX(*(signed char *)p);
      case 'H': case 'h': return INT2FIX(*(short *)p);
      case 'I': case 'i': return INT2NUM(*(int *)p);
      case 'L': case 'l': return LONG2NUM(*(long *)p);
      case 'F': case 'f': return rb_float_new(*(float *)p);
      case 'D': case 'd': return rb_float_new(*(double *)p);
      case 'S': case 's': return *(char **)p ? rb_tainted_str_new2(*(char **)p) : Qnil;
    }
    return rb_dlptr_new(*(void **)p, 0, 0);
}

static void
write_member(int t, char *p, VALUE v)
{
    switch (t) {
      case 'C': case 'c': *(signed char *)p = (signed char)NUM2INT(v); break;
      case 'H': case 'h': *(short *)p = (short)NUM2INT(v); break;
      case 'I': case 'i': *(int *)p = NUM2INT(v); break;
      case 'L': case 'l': *(long *)p = NUM2LONG(v); break;
      case 'F': case 'f': *(float *)p = (float)NUM2DBL(v); break;
      case 'D': case 'd': *(double *)p = NUM2DBL(v); break;
      default: *(void **)p = rb_dlptr2cptr(v); break;
    }
}

/* the value of a named member (an Array of them for an array member) */
static VALUE
member_aref(struct ptr_data *data, VALUE name)
{
    struct member m;
    VALUE ary;
    int i;

    char *p;

    if (!find_member(data, name, &m)) return Qnil;
    p = member_bytes(data, &m);
    if (!m.count) return read_member(m.letter, p);
    ary = rb_ary_new2(m.count);
    for (i = 0; i < m.count; i++) rb_ary_push(ary, read_member(m.letter, p + (long)i * m.size));
    return ary;
}

static VALUE
member_aset(struct ptr_data *data, VALUE name, VALUE val)
{
    struct member m;
    int i;
    char *p;

    if (!find_member(data, name, &m))
        rb_raise(rb_eNameError, "undefined member - %s", RSTRING_PTR(rb_obj_as_string(name)));
    p = member_bytes(data, &m);
    if (!m.count) write_member(m.letter, p, val);
    else {
        val = rb_Array(val);
        for (i = 0; i < m.count && i < RARRAY_LEN(val); i++)
            write_member(m.letter, p + (long)i * m.size, RARRAY_PTR(val)[i]);
    }
    return val;
}

static int
member_key_p(VALUE key)
{
    return SYMBOL_P(key) || TYPE(key) == T_STRING;
}

/* ptr[offset, len = 1]: len bytes at offset as a String; ptr[:name]: the
 * member's value */
static VALUE
dlptr_aref(int argc, VALUE *argv, VALUE self)
{
    VALUE off, len;
    long n;

    rb_scan_args(argc, argv, "11", &off, &len);
    if (argc == 1 && member_key_p(off)) return member_aref(dlptr_data(self), off);
    n = NIL_P(len) ? 1 : NUM2LONG(len);
    return rb_tainted_str_new(byte_range(dlptr_data(self), NUM2LONG(off), n), n);
}

/* ptr[offset, len] = str, ptr[offset] = str: copies str's bytes (at most
 * len of them) to offset; ptr[:name] = value sets a member */
static VALUE
dlptr_aset(int argc, VALUE *argv, VALUE self)
{
    VALUE off, len, str;
    long n;

    if (argc == 2) {
        off = argv[0];
        str = argv[1];
        len = Qnil;
        if (member_key_p(off)) return member_aset(dlptr_data(self), off, str);
    }
    else rb_scan_args(argc, argv, "3", &off, &len, &str);
    StringValue(str);
    n = RSTRING_LEN(str);
    if (!NIL_P(len) && NUM2LONG(len) < n) n = NUM2LONG(len);
    memcpy(byte_range(dlptr_data(self), NUM2LONG(off), n), RSTRING_PTR(str), n);
    return str;
}

static VALUE
dlptr_to_ptr(VALUE self)
{
    return self;
}

/* ------------------------------------------------ C arrays */

/* the byte size of one element of type letter t */
static int
element_size(int t)
{
    int align, size = dl_member_size(t, &align);

    if (!size) rb_raise(rb_eDLTypeError, "unsupported type '%c'", t);
    return size;
}

/* to_a(type, size = nil): the memory as a C array of the type letter;
   without size, pointers and strings ("P", "S") end at a NULL, the other
   types fill the memory's known size */
static VALUE
dlptr_to_a(int argc, VALUE *argv, VALUE self)
{
    struct ptr_data *data = dlptr_data(self);
    VALUE type, vn, ary;
    int t, esize;
    long n, i;

    rb_scan_args(argc, argv, "11", &type, &vn);
    t = StringValueCStr(type)[0];
    esize = element_size(t);
    check_null(data);
    if (!NIL_P(vn)) n = NUM2LONG(vn);
    else if (strchr("PpSs", t)) {
        long max = data->size > 0 ? data->size / esize : LONG_MAX;
        for (n = 0; n < max && ((void **)data->ptr)[n]; n++);
    }
    else n = data->size / esize;
    ary = rb_ary_new2(n);
    for (i = 0; i < n; i++)
        rb_ary_push(ary, read_member(t, byte_range(data, i * esize, esize)));
    return ary;
}

/* String#to_ptr: a copy of the bytes (NUL-terminated) in C memory */
static VALUE
str_to_ptr(VALUE str)
{
    long len = RSTRING_LEN(str);
    VALUE p = rb_dlptr_malloc(len + 1, free);

    memcpy(dlptr_data(p)->ptr, RSTRING_PTR(str), len);
    dlptr_data(p)->size = len;
    OBJ_INFECT(p, str);
    return p;
}

/* the type letter of an Array's elements, from its first one */
static int
ary_element_type(VALUE ary)
{
    if (RARRAY_LEN(ary) == 0) return 'P';
    switch (TYPE(RARRAY_PTR(ary)[0])) {
      case T_FIXNUM: case T_BIGNUM: return 'I';
      case T_FLOAT: return 'D';
      case T_STRING: return 'S';
      default: return 'P';
    }
}

/* Array#to_ptr(type = nil): the elements as a C array of the type letter
   (nil: from the first element); strings stay the Array's, which the
   pointer keeps alive */
static VALUE
ary_to_ptr(int argc, VALUE *argv, VALUE ary)
{
    VALUE type, p;
    int t, esize;
    long i, n = RARRAY_LEN(ary);
    char *mem;

    rb_scan_args(argc, argv, "01", &type);
    t = NIL_P(type) ? ary_element_type(ary) : StringValueCStr(type)[0];
    esize = element_size(t);
    p = rb_dlptr_malloc(n * esize, free);
    mem = dlptr_data(p)->ptr;
    for (i = 0; i < n && i < RARRAY_LEN(ary); i++) {
        VALUE e = RARRAY_PTR(ary)[i];
        if (strchr("Ss", t)) *(char **)(mem + i * esize) = NIL_P(e) ? 0 : StringValueCStr(e);
        else write_member(t, mem + i * esize, e);
    }
    rb_iv_set(p, "__elements__", rb_ary_dup(ary));
    return p;
}

void
Init_dlptr(void)
{
    rb_cDLPtrData = rb_define_class_under(rb_mDL, "PtrData", rb_cObject);
    rb_define_alloc_func(rb_cDLPtrData, dlptr_alloc);
    rb_define_singleton_method(rb_cDLPtrData, "malloc", dlptr_s_malloc, -1);
    rb_define_method(rb_cDLPtrData, "initialize", dlptr_initialize, -1);
    rb_define_method(rb_cDLPtrData, "free=", dlptr_free_set, 1);
    rb_define_method(rb_cDLPtrData, "free", dlptr_free_get, 0);
    rb_define_method(rb_cDLPtrData, "to_i", dlptr_to_i, 0);
    rb_define_method(rb_cDLPtrData, "ptr", dlptr_ptr, 0);
    rb_define_method(rb_cDLPtrData, "+@", dlptr_ptr, 0);
    rb_define_method(rb_cDLPtrData, "ref", dlptr_ref, 0);
    rb_define_method(rb_cDLPtrData, "-@", dlptr_ref, 0);
    rb_define_method(rb_cDLPtrData, "null?", dlptr_null_p, 0);
    rb_define_method(rb_cDLPtrData, "to_s", dlptr_to_s, -1);
    rb_define_method(rb_cDLPtrData, "to_str", dlptr_to_str, -1);
    rb_define_method(rb_cDLPtrData, "to_ptr", dlptr_to_ptr, 0);
    rb_define_method(rb_cDLPtrData, "inspect", dlptr_inspect, 0);
    rb_define_method(rb_cDLPtrData, "<=>", dlptr_cmp, 1);
    rb_define_method(rb_cDLPtrData, "==", dlptr_eql, 1);
    rb_define_method(rb_cDLPtrData, "eql?", dlptr_eql, 1);
    rb_define_method(rb_cDLPtrData, "hash", dlptr_hash, 0);
    rb_define_method(rb_cDLPtrData, "+", dlptr_plus, 1);
    rb_define_method(rb_cDLPtrData, "-", dlptr_minus, 1);
    rb_define_method(rb_cDLPtrData, "[]", dlptr_aref, -1);
    rb_define_method(rb_cDLPtrData, "[]=", dlptr_aset, -1);
    rb_define_method(rb_cDLPtrData, "size", dlptr_size, 0);
    rb_define_method(rb_cDLPtrData, "size=", dlptr_set_size, 1);
    rb_define_method(rb_cDLPtrData, "struct!", dlptr_struct, -1);
    rb_define_method(rb_cDLPtrData, "union!", dlptr_union, -1);
    rb_define_method(rb_cDLPtrData, "data_type", dlptr_data_type, 0);
    rb_define_method(rb_cDLPtrData, "to_a", dlptr_to_a, -1);
    rb_define_method(rb_cString, "to_ptr", str_to_ptr, 0);
    rb_define_method(rb_cArray, "to_ptr", ary_to_ptr, -1);
}
