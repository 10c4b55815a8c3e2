/* ptr.c - DL::PtrData: a C pointer, with the size of what it points at and
 * the function that frees it when the object is collected. */
#include "dl_ext.h"
#include <string.h>
#include <stdlib.h>

VALUE rb_cDLPtrData;

static void
dlptr_free(void *p)
{
    struct ptr_data *data = p;

    if (data->ptr && data->free) data->free(data->ptr);
    xfree(data);
}

static VALUE
dlptr_alloc(VALUE klass)
{
    struct ptr_data *data;

    return Data_Make_Struct(klass, struct ptr_data, 0, dlptr_free, data);
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

/* ptr[offset, len = 1]: len bytes at offset as a String */
static VALUE
dlptr_aref(int argc, VALUE *argv, VALUE self)
{
    VALUE off, len;
    long n;

    rb_scan_args(argc, argv, "11", &off, &len);
    n = NIL_P(len) ? 1 : NUM2LONG(len);
    return rb_tainted_str_new(byte_range(dlptr_data(self), NUM2LONG(off), n), n);
}

/* ptr[offset, len] = str, ptr[offset] = str: copies str's bytes (at most
 * len of them) to offset */
static VALUE
dlptr_aset(int argc, VALUE *argv, VALUE self)
{
    VALUE off, len, str;
    long n;

    if (argc == 2) {
        off = argv[0];
        str = argv[1];
        len = Qnil;
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
}
