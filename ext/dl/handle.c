/* handle.c - DL::Handle: a library opened with dlopen, whose symbols
 * become DL::Symbols. */
#include "dl_ext.h"
#include <dlfcn.h>

VALUE rb_cDLHandle;

struct handle_data {
    void *handle;       /* 0 when closed */
    int enable_close;   /* dlclose when collected */
};

static void
dlhandle_free(void *p)
{
    struct handle_data *data = p;

    if (data->handle && data->enable_close) dlclose(data->handle);
    xfree(data);
}

static VALUE
dlhandle_alloc(VALUE klass)
{
    struct handle_data *data;

    return Data_Make_Struct(klass, struct handle_data, 0, dlhandle_free, data);
}

static struct handle_data *
handle_data(VALUE self)
{
    Check_Type(self, T_DATA);
    return DATA_PTR(self);
}

static struct handle_data *
open_handle(VALUE self)
{
    struct handle_data *data = handle_data(self);

    if (!data->handle) rb_raise(rb_eDLError, "closed handle");
    return data;
}

static VALUE
dlhandle_close(VALUE self)
{
    struct handle_data *data = open_handle(self);
    int r = dlclose(data->handle);

    data->handle = 0;
    return INT2NUM(r);
}

/* Handle.new(lib = nil, flags = RTLD_LAZY | RTLD_GLOBAL) { |h| }: lib nil
 * is the program itself; with a block, the handle is closed after it */
static VALUE
dlhandle_initialize(int argc, VALUE *argv, VALUE self)
{
    struct handle_data *data = handle_data(self);
    VALUE lib, vflags;
    const char *name = 0;
    int flags = RTLD_LAZY | RTLD_GLOBAL;
    void *h;

    rb_scan_args(argc, argv, "02", &lib, &vflags);
    if (!NIL_P(lib)) name = StringValueCStr(lib);
    if (!NIL_P(vflags)) flags = NUM2INT(vflags);
    rb_secure(2);
    h = dlopen(name, flags);
    if (!h) rb_raise(rb_eRuntimeError, "%s", dlerror());
    if (data->handle && data->enable_close) dlclose(data->handle);
    data->handle = h;
    data->enable_close = 0;
    if (rb_block_given_p()) rb_ensure(rb_yield, self, dlhandle_close, self);
    return Qnil;
}

static VALUE
dlhandle_enable_close(VALUE self)
{
    handle_data(self)->enable_close = 1;
    return Qnil;
}

static VALUE
dlhandle_disable_close(VALUE self)
{
    handle_data(self)->enable_close = 0;
    return Qnil;
}

static VALUE
dlhandle_to_i(VALUE self)
{
    return ULONG2NUM((unsigned long)handle_data(self)->handle);
}

static VALUE
dlhandle_to_ptr(VALUE self)
{
    return rb_dlptr_new(handle_data(self)->handle, 0, 0);
}

/* sym(name, type = nil): the DL::Symbol of a function or variable */
static VALUE
dlhandle_sym(int argc, VALUE *argv, VALUE self)
{
    struct handle_data *data = open_handle(self);
    VALUE name, type;
    const char *cname, *ctype = 0;
    void *addr;

    rb_scan_args(argc, argv, "11", &name, &type);
    cname = StringValueCStr(name);
    if (!NIL_P(type)) ctype = StringValueCStr(type);
    rb_secure(2);
    dlerror();
    addr = dlsym(data->handle, cname);
    if (!addr && dlerror()) rb_raise(rb_eRuntimeError, "unknown symbol \"%s\"", cname);
    return rb_dlsym_new((void (*)(void))addr, cname, ctype);
}

void
Init_dlhandle(void)
{
    rb_cDLHandle = rb_define_class_under(rb_mDL, "Handle", rb_cObject);
    rb_define_alloc_func(rb_cDLHandle, dlhandle_alloc);
    rb_define_method(rb_cDLHandle, "initialize", dlhandle_initialize, -1);
    rb_define_method(rb_cDLHandle, "to_i", dlhandle_to_i, 0);
    rb_define_method(rb_cDLHandle, "to_ptr", dlhandle_to_ptr, 0);
    rb_define_method(rb_cDLHandle, "close", dlhandle_close, 0);
    rb_define_method(rb_cDLHandle, "sym", dlhandle_sym, -1);
    rb_define_method(rb_cDLHandle, "[]", dlhandle_sym, -1);
    rb_define_method(rb_cDLHandle, "disable_close", dlhandle_disable_close, 0);
    rb_define_method(rb_cDLHandle, "enable_close", dlhandle_enable_close, 0);
}
