/* dl.c - the DL module of Ruby 1.8.7: DL.dlopen, DL.malloc, DL.strdup,
 * DL.sizeof, the RTLD_ flags and DL::FREE; the classes are in handle.c,
 * sym.c and ptr.c. */
#include "dl_ext.h"
#include <dlfcn.h>
#include <string.h>
#include <stdlib.h>

VALUE rb_mDL, rb_eDLError, rb_eDLTypeError;

/* DL.dlopen(lib, flags) { |handle| }: DL::Handle.new */
static VALUE
dl_s_dlopen(int argc, VALUE *argv, VALUE mod)
{
    return rb_class_new_instance(argc, argv, rb_cDLHandle);
}

/* DL.malloc(size): zeroed memory that free() releases when collected */
static VALUE
dl_s_malloc(VALUE mod, VALUE size)
{
    return rb_dlptr_malloc(NUM2LONG(size), free);
}

/* DL.strdup(str): a C copy of str */
static VALUE
dl_s_strdup(VALUE mod, VALUE str)
{
    VALUE ptr;

    StringValue(str);
    ptr = rb_dlptr_malloc(RSTRING_LEN(str) + 1, free);
    memcpy(dlptr_data(ptr)->ptr, RSTRING_PTR(str), RSTRING_LEN(str));
    return ptr;
}

/* size and alignment of a type letter (0 when it has none) */
int
dl_member_size(int t, int *align)
{
    switch (t) {
      case 'C': case 'c': *align = 1; return 1;
      case 'H': case 'h': *align = sizeof(short); return sizeof(short);
      case 'I': case 'i': *align = sizeof(int); return sizeof(int);
      case 'L': case 'l': *align = sizeof(long); return sizeof(long);
      case 'F': case 'f': *align = sizeof(float); return sizeof(float);
      case 'D': case 'd': *align = sizeof(double); return sizeof(double);
      case 'P': case 'p': case 'S': case 's': *align = sizeof(void *); return sizeof(void *);
    }
    return 0;
}

/* the size of a C struct of these members, a digit count after a letter
 * making an array ("C16"), padded as the C compiler pads */
long
dl_sizeof(const char *type)
{
    long size = 0;
    int max_align = 1;

    while (*type) {
        int align, n = dl_member_size(*type, &align), count = 1;

        if (!n) rb_raise(rb_eDLTypeError, "unknown type '%c'", *type);
        type++;
        if (*type >= '0' && *type <= '9') count = (int)strtol(type, (char **)&type, 10);
        size = (size + align - 1) / align * align + (long)n * count;
        if (align > max_align) max_align = align;
    }
    return (size + max_align - 1) / max_align * max_align;
}

static VALUE
dl_s_sizeof(VALUE mod, VALUE type)
{
    return LONG2NUM(dl_sizeof(StringValueCStr(type)));
}

void
Init_dl(void)
{
    rb_mDL = rb_define_module("DL");
    rb_eDLError = rb_define_class_under(rb_mDL, "DLError", rb_eStandardError);
    rb_eDLTypeError = rb_define_class_under(rb_mDL, "DLTypeError", rb_eDLError);
    rb_define_const(rb_mDL, "MAX_ARG", INT2FIX(DL_MAX_ARG));
    rb_define_const(rb_mDL, "RTLD_GLOBAL", INT2FIX(RTLD_GLOBAL));
    rb_define_const(rb_mDL, "RTLD_LAZY", INT2FIX(RTLD_LAZY));
    rb_define_const(rb_mDL, "RTLD_NOW", INT2FIX(RTLD_NOW));
    rb_define_const(rb_mDL, "ALIGN_INT", INT2FIX(sizeof(int)));
    rb_define_const(rb_mDL, "ALIGN_LONG", INT2FIX(sizeof(long)));
    rb_define_const(rb_mDL, "ALIGN_VOIDP", INT2FIX(sizeof(void *)));
    rb_define_const(rb_mDL, "ALIGN_DOUBLE", INT2FIX(sizeof(double)));
    rb_define_const(rb_mDL, "ALIGN_FLOAT", INT2FIX(sizeof(float)));
    rb_define_const(rb_mDL, "ALIGN_SHORT", INT2FIX(sizeof(short)));
    rb_define_const(rb_mDL, "ALIGN_CHAR", INT2FIX(1));

    Init_dlptr();
    Init_dlhandle();
    Init_dlsym();
    rb_define_const(rb_mDL, "FREE", rb_dlsym_new((void (*)(void))free, "free", "0P"));

    rb_define_module_function(rb_mDL, "dlopen", dl_s_dlopen, -1);
    rb_define_module_function(rb_mDL, "malloc", dl_s_malloc, 1);
    rb_define_module_function(rb_mDL, "strdup", dl_s_strdup, 1);
    rb_define_module_function(rb_mDL, "sizeof", dl_s_sizeof, 1);
}
