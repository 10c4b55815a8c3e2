/* sym.c - DL::Symbol: the address of a C function (or variable) with its
 * prototype as a type string, the return type first: "IS" is
 * int f(const char *).  Symbol#call converts the arguments by their type
 * letters and calls through libffi; DL.callback makes C functions of
 * blocks.  Type letters: 0 void, C char, H short, I int, L long, F float,
 * D double, P/p void *, S const char * (a String), s char * (a String the
 * function may write into); c h i l f d are pointers to one such value,
 * passed by reference and read back after the call. */
#include "dl_ext.h"
#include "util.h"
#include <ffi.h>
#include <string.h>
#include <stdlib.h>

VALUE rb_cDLSymbol;

union dl_value {
    signed char c;
    short h;
    int i;
    long l;
    float f;
    double d;
    void *p;
    ffi_arg r;                  /* room for small integers returned */
};

static void
dlsym_free(void *p)
{
    struct sym_data *data = p;

    xfree(data->name);
    xfree(data->type);
    xfree(data);
}

static VALUE
dlsym_alloc(VALUE klass)
{
    struct sym_data *data;

    return Data_Make_Struct(klass, struct sym_data, 0, dlsym_free, data);
}

struct sym_data *
dlsym_data(VALUE obj)
{
    if (!rb_obj_is_kind_of(obj, rb_cDLSymbol))
        rb_raise(rb_eTypeError, "wrong argument type %s (expected DL::Symbol)",
                 rb_obj_classname(obj));
    return DATA_PTR(obj);
}

static char *
dup_or_null(const char *s)
{
    return s ? ruby_strdup(s) : 0;
}

/* the letters that may stand in a type string */
static int
known_type(int t, int is_return)
{
    if (t == '0') return is_return;
    return t && strchr("CHILFDPpSschilfd", t) != 0;
}

static void
check_type(const char *type)
{
    const char *t;

    if (!type) return;
    if (!*type || !known_type(type[0], 1))
        rb_raise(rb_eDLTypeError, "unknown type '%c' of the return value", *type ? *type : ' ');
    for (t = type + 1; *t; t++)
        if (!known_type(*t, 0)) rb_raise(rb_eDLTypeError, "unknown type '%c'", *t);
    if (strlen(type) - 1 > DL_MAX_ARG)
        rb_raise(rb_eDLError, "too many arguments (%d at most)", DL_MAX_ARG);
}

static void
sym_set(struct sym_data *data, void (*func)(void), const char *name, const char *type)
{
    check_type(type);
    data->func = func;
    xfree(data->name);
    xfree(data->type);
    data->name = dup_or_null(name);
    data->type = dup_or_null(type);
}

VALUE
rb_dlsym_new(void (*func)(void), const char *name, const char *type)
{
    VALUE obj = dlsym_alloc(rb_cDLSymbol);

    sym_set(DATA_PTR(obj), func, name, type);
    return obj;
}

/* Symbol.new(address, type = nil, name = nil) */
static VALUE
dlsym_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE addr, type, name;

    rb_scan_args(argc, argv, "12", &addr, &type, &name);
    sym_set(DATA_PTR(self), (void (*)(void))rb_dlptr2cptr(addr),
            NIL_P(name) ? 0 : StringValueCStr(name),
            NIL_P(type) ? 0 : StringValueCStr(type));
    return Qnil;
}

static VALUE
dlsym_name(VALUE self)
{
    struct sym_data *data = dlsym_data(self);

    return data->name ? rb_tainted_str_new2(data->name) : Qnil;
}

static VALUE
dlsym_proto(VALUE self)
{
    struct sym_data *data = dlsym_data(self);

    return data->type ? rb_tainted_str_new2(data->type) : Qnil;
}

static VALUE
dlsym_to_i(VALUE self)
{
    return ULONG2NUM((unsigned long)dlsym_data(self)->func);
}

static VALUE
dlsym_to_ptr(VALUE self)
{
    return rb_dlptr_new((void *)dlsym_data(self)->func, 0, 0);
}

static const char *
c_type_name(int t)
{
    switch (t) {
      case '0': return "void";
      case 'C': return "char";
      case 'H': return "short";
      case 'I': return "int";
      case 'L': return "long";
      case 'F': return "float";
      case 'D': return "double";
      case 'S': return "const char *";
      case 's': case 'c': return "char *";
      case 'h': return "short *";
      case 'i': return "int *";
      case 'l': return "long *";
      case 'f': return "float *";
      case 'd': return "double *";
      default: return "void *";
    }
}

/* cproto: the prototype in C, "int strlen(const char *);" */
static VALUE
dlsym_cproto(VALUE self)
{
    struct sym_data *data = dlsym_data(self);
    VALUE s;
    const char *t;

    if (!data->type) return Qnil;
    s = rb_str_new2(c_type_name(data->type[0]));
    rb_str_cat2(s, " ");
    rb_str_cat2(s, data->name ? data->name : "(*)");
    rb_str_cat2(s, "(");
    for (t = data->type + 1; *t; t++) {
        if (t > data->type + 1) rb_str_cat2(s, ", ");
        rb_str_cat2(s, c_type_name(*t));
    }
    if (!data->type[1]) rb_str_cat2(s, "void");
    rb_str_cat2(s, ");");
    return s;
}

static VALUE
dlsym_inspect(VALUE self)
{
    struct sym_data *data = dlsym_data(self);
    VALUE proto = dlsym_cproto(self);
    char buf[64];
    VALUE s;

    snprintf(buf, sizeof buf, "#<DL::Symbol:%p func=%p '", (void *)self, (void *)data->func);
    s = rb_str_new2(buf);
    rb_str_append(s, NIL_P(proto) ? rb_str_new2(data->name ? data->name : "") : proto);
    rb_str_cat2(s, "'>");
    return s;
}

/* ------------------------------------------------------------ calls */

static ffi_type *
ffi_type_of(int t)
{
    switch (t) {
      case '0': return &ffi_type_void;
      case 'C': return &ffi_type_schar;
      case 'H': return &ffi_type_sshort;
      case 'I': return &ffi_type_sint;
      case 'L': return &ffi_type_slong;
      case 'F': return &ffi_type_float;
      case 'D': return &ffi_type_double;
      default: return &ffi_type_pointer;
    }
}

/* stores v, converted for letter t (upper case), in slot */
static void
scalar_in(int t, VALUE v, union dl_value *slot)
{
    switch (t) {
      case 'C': slot->c = (signed char)NUM2INT(v); break;
      case 'H': slot->h = (short)NUM2INT(v); break;
      case 'I': slot->i = NUM2INT(v); break;
      case 'L': slot->l = NUM2LONG(v); break;
      case 'F': slot->f = (float)NUM2DBL(v); break;
      case 'D': slot->d = NUM2DBL(v); break;
    }
}

/* the value in slot of letter t (upper case) */
static VALUE
scalar_out(int t, union dl_value *slot)
{
    switch (t) {
      case 'C': return INT2FIX(slot->c);
      case 'H': return INT2FIX(slot->h);
      case 'I': return INT2NUM(slot->i);
      case 'L': return LONG2NUM(slot->l);
      case 'F': return rb_float_new(slot->f);
      case 'D': return rb_float_new(slot->d);
    }
    return Qnil;
}

static int
scalar_p(int t)
{
    return strchr("CHILFD", t) != 0;
}

static int
by_ref_p(int t)
{
    return strchr("chilfd", t) != 0;
}

/* the C argument of letter t for value v: in slot, or (passed by
 * reference) in ref with slot pointing at it */
static void
arg_in(int t, VALUE v, union dl_value *slot, union dl_value *ref)
{
    if (scalar_p(t)) scalar_in(t, v, slot);
    else if (by_ref_p(t)) {
        scalar_in(t - 'a' + 'A', v, ref);
        slot->p = ref;
    }
    else if (t == 'S') slot->p = NIL_P(v) ? 0 : StringValuePtr(v);
    else if (t == 's') {
        if (NIL_P(v)) slot->p = 0;
        else {
            StringValue(v);
            rb_str_modify(v);
            slot->p = RSTRING_PTR(v);
        }
    }
    else slot->p = rb_dlptr2cptr(v);
}

/* what argument v of letter t is after the call */
static VALUE
arg_out(int t, VALUE v, union dl_value *slot, union dl_value *ref)
{
    if (scalar_p(t)) return scalar_out(t, slot);
    if (by_ref_p(t)) return scalar_out(t - 'a' + 'A', ref);
    if ((t == 'P' || t == 'p') && !NIL_P(v) && !rb_obj_is_kind_of(v, rb_cDLPtrData))
        return rb_dlptr_new(slot->p, 0, 0);
    return v;
}

/* the Ruby value of a returned C value of letter t */
static VALUE
ret_out(int t, union dl_value *ret)
{
    switch (t) {
      case '0': return Qnil;
      case 'C': return INT2FIX((signed char)ret->r);
      case 'H': return INT2FIX((short)ret->r);
      case 'I': return INT2NUM((int)ret->r);
      case 'S': case 's':
        return ret->p ? rb_tainted_str_new2(ret->p) : Qnil;
      case 'L': case 'F': case 'D': return scalar_out(t, ret);
    }
    return rb_dlptr_new(ret->p, 0, 0);
}

/* call(*args): [the returned value, the arguments after the call] */
static VALUE
dlsym_call(int argc, VALUE *argv, VALUE self)
{
    struct sym_data *data = dlsym_data(self);
    union dl_value slots[DL_MAX_ARG], refs[DL_MAX_ARG], ret;
    ffi_type *types[DL_MAX_ARG];
    void *values[DL_MAX_ARG];
    ffi_cif cif;
    VALUE args;
    int i, n;

    if (!data->type) rb_raise(rb_eDLTypeError, "unknown type of the function");
    if (!data->func) rb_raise(rb_eDLError, "NULL pointer call");
    n = (int)strlen(data->type) - 1;
    if (argc != n) rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, n);
    for (i = 0; i < n; i++) {
        arg_in(data->type[i + 1], argv[i], &slots[i], &refs[i]);
        types[i] = ffi_type_of(data->type[i + 1]);
        values[i] = &slots[i];
    }
    if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, n, ffi_type_of(data->type[0]), types) != FFI_OK)
        rb_raise(rb_eDLError, "can't prepare the call");
    memset(&ret, 0, sizeof ret);
    ffi_call(&cif, data->func, &ret, values);
    args = rb_ary_new2(n);
    for (i = 0; i < n; i++)
        rb_ary_push(args, arg_out(data->type[i + 1], argv[i], &slots[i], &refs[i]));
    return rb_assoc_new(ret_out(data->type[0], &ret), args);
}

/* ------------------------------------------------------------ callbacks */

/* a C function made of a block: libffi's closure calls the block */
struct callback {
    ffi_closure *closure;
    void *code;
    ffi_cif cif;
    ffi_type *types[DL_MAX_ARG];
    char *type;
    VALUE proc;
};

static VALUE callbacks;         /* [Symbol, proc] of each live callback */

/* the Ruby value of C argument p of letter t */
static VALUE
cb_arg(int t, void *p)
{
    if (scalar_p(t)) {
        union dl_value v;

        memcpy(&v, p, ffi_type_of(t)->size);
        return scalar_out(t, &v);
    }
    if (t == 'S' || t == 's') {
        char *s = *(char **)p;
        return s ? rb_tainted_str_new2(s) : Qnil;
    }
    return rb_dlptr_new(*(void **)p, 0, 0);
}

static void
cb_handler(ffi_cif *cif, void *ret, void **args, void *user)
{
    struct callback *cb = user;
    VALUE argv[DL_MAX_ARG], r;
    int i, n = (int)strlen(cb->type) - 1;
    union dl_value v;
    int t = cb->type[0];

    for (i = 0; i < n; i++) argv[i] = cb_arg(cb->type[i + 1], args[i]);
    r = rb_funcall2(cb->proc, rb_intern("call"), n, argv);
    if (t == '0') return;
    memset(&v, 0, sizeof v);
    if (scalar_p(t)) scalar_in(t, r, &v);
    else v.p = (t == 'S' || t == 's') ? (NIL_P(r) ? 0 : StringValueCStr(r)) : rb_dlptr2cptr(r);
    /* integers smaller than ffi_arg are returned widened */
    if (t == 'C') v.r = (ffi_arg)(ffi_sarg)v.c;
    else if (t == 'H') v.r = (ffi_arg)(ffi_sarg)v.h;
    else if (t == 'I') v.r = (ffi_arg)(ffi_sarg)v.i;
    memcpy(ret, &v, t == 'F' ? sizeof(float) : sizeof(ffi_arg));
}

VALUE
dl_callback_new(const char *type, VALUE proc)
{
    struct callback *cb;
    int i, n;
    VALUE sym;

    check_type(type);
    if (!type) rb_raise(rb_eDLTypeError, "unknown type of the callback");
    n = (int)strlen(type) - 1;
    for (i = 0; type[i]; i++)
        if (by_ref_p(type[i])) rb_raise(rb_eDLTypeError, "unsupported type '%c' in a callback", type[i]);
    cb = ALLOC(struct callback);
    cb->type = ruby_strdup(type);
    cb->proc = proc;
    for (i = 0; i < n; i++) cb->types[i] = ffi_type_of(type[i + 1]);
    cb->closure = ffi_closure_alloc(sizeof(ffi_closure), &cb->code);
    if (!cb->closure ||
        ffi_prep_cif(&cb->cif, FFI_DEFAULT_ABI, n, ffi_type_of(type[0]), cb->types) != FFI_OK ||
        ffi_prep_closure_loc(cb->closure, &cb->cif, cb_handler, cb, cb->code) != FFI_OK)
        rb_raise(rb_eDLError, "can't make a callback");
    sym = rb_dlsym_new((void (*)(void))cb->code, 0, type);
    rb_ary_push(callbacks, rb_ary_new3(3, sym, proc, ULONG2NUM((unsigned long)cb)));
    return sym;
}

/* DL.callback(type) { |*args| }: a DL::Symbol calling the block */
static VALUE
dl_s_callback(VALUE mod, VALUE type)
{
    if (!rb_block_given_p()) rb_raise(rb_eArgError, "a block is needed");
    return dl_callback_new(StringValueCStr(type), rb_block_proc());
}

/* DL.remove_callback(sym): frees its closure; true when it was one */
static VALUE
dl_s_remove_callback(VALUE mod, VALUE sym)
{
    long i;

    for (i = 0; i < RARRAY_LEN(callbacks); i++) {
        VALUE entry = RARRAY_PTR(callbacks)[i];
        struct callback *cb;

        if (RARRAY_PTR(entry)[0] != sym) continue;
        cb = (struct callback *)NUM2ULONG(RARRAY_PTR(entry)[2]);
        rb_ary_delete_at(callbacks, i);
        dlsym_data(sym)->func = 0;
        ffi_closure_free(cb->closure);
        xfree(cb->type);
        xfree(cb);
        return Qtrue;
    }
    return Qfalse;
}

void
Init_dlsym(void)
{
    rb_cDLSymbol = rb_define_class_under(rb_mDL, "Symbol", rb_cObject);
    rb_define_alloc_func(rb_cDLSymbol, dlsym_alloc);
    rb_define_method(rb_cDLSymbol, "initialize", dlsym_initialize, -1);
    rb_define_method(rb_cDLSymbol, "call", dlsym_call, -1);
    rb_define_method(rb_cDLSymbol, "[]", dlsym_call, -1);
    rb_define_method(rb_cDLSymbol, "name", dlsym_name, 0);
    rb_define_method(rb_cDLSymbol, "proto", dlsym_proto, 0);
    rb_define_method(rb_cDLSymbol, "cproto", dlsym_cproto, 0);
    rb_define_method(rb_cDLSymbol, "to_s", dlsym_cproto, 0);
    rb_define_method(rb_cDLSymbol, "inspect", dlsym_inspect, 0);
    rb_define_method(rb_cDLSymbol, "to_i", dlsym_to_i, 0);
    rb_define_method(rb_cDLSymbol, "to_ptr", dlsym_to_ptr, 0);

    callbacks = rb_ary_new();
    rb_global_variable(&callbacks);
    rb_define_module_function(rb_mDL, "callback", dl_s_callback, 1);
    rb_define_module_function(rb_mDL, "remove_callback", dl_s_remove_callback, 1);
}
