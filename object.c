/* object.c - Object, Module, Class, Kernel basics, NilClass, TrueClass,
   FalseClass, Symbol, Data, and the conversion functions (Integer(),
   Float(), String(), Array(), rb_convert_type ...). */
#include "ruby.h"
#include "internal.h"
#include "node.h"
#include "st.h"
#include "env.h"
#include "gc.h"
#include <math.h>
#include <errno.h>
#include <ctype.h>
#include "util.h"   /* strtod is ruby_strtod: an exact fast path first */

VALUE rb_cObject;
VALUE rb_cModule;
VALUE rb_cClass;
VALUE rb_mKernel;
VALUE rb_cNilClass;
VALUE rb_cTrueClass;
VALUE rb_cFalseClass;
VALUE rb_cSymbol;
VALUE rb_cData;

static ID id_eq, id_eql, id_inspect, id_init_copy, id_to_s;
#define ISDIGIT_C(c) ((c) >= '0' && (c) <= '9')
#define ISSPACE_C(c) isspace((unsigned char)(c))

static VALUE rb_obj_dummy(void) { return Qnil; }

/* ------------------------------------------------------------ identity */

VALUE
rb_obj_equal(VALUE obj1, VALUE obj2)
{
    return obj1 == obj2 ? Qtrue : Qfalse;
}

/* obj1 == obj2 through the == method; may run Ruby code */
VALUE
rb_equal(VALUE obj1, VALUE obj2)
{
    if (obj1 == obj2) return Qtrue;
    return RTEST(rb_funcall(obj1, id_eq, 1, obj2)) ? Qtrue : Qfalse;
}

int
rb_eql(VALUE obj1, VALUE obj2)
{
    return RTEST(rb_funcall(obj1, id_eql, 1, obj2));
}

/* object ids: immediates give their VALUE as a number, heap objects their
   address with the Fixnum bit set (no allocation) */
VALUE
rb_obj_id(VALUE obj)
{
#if SIZEOF_VALUE == 8
    /* 1.8.7's on 64-bit: ID * 20 + 8, far below any heap object's id */
    if (SYMBOL_P(obj)) return LONG2NUM((long)SYM2ID(obj) * 20 + 8);
#endif
    if (SPECIAL_CONST_P(obj)) return LONG2NUM((long)obj);
    return (VALUE)((long)obj | FIXNUM_FLAG);
}

VALUE
rb_obj_hash(VALUE obj)
{
    return rb_obj_id(obj);
}

/* Kernel#id */
static VALUE
rb_obj_id_obsolete(VALUE obj)
{
    rb_warn("Object#id will be deprecated; use Object#object_id");
    return rb_obj_id(obj);
}

VALUE
rb_class_real(VALUE cl)
{
    while (cl && (FL_TEST(cl, FL_SINGLETON) || BUILTIN_TYPE(cl) == T_ICLASS))
        cl = RCLASS(cl)->super;
    return cl;
}

VALUE
rb_obj_class(VALUE obj)
{
    return rb_class_real(CLASS_OF(obj));
}

/* Kernel#type */
static VALUE
rb_obj_type(VALUE obj)
{
    rb_warn("Object#type is deprecated; use Object#class");
    return rb_obj_class(obj);
}

/* ------------------------------------------------------------ copying */

/* copies flags, ivars and finalizers of obj into dest, then calls
   dest.initialize_copy(obj); may run Ruby code */
static void
init_copy(VALUE dest, VALUE obj)
{
    if (OBJ_FROZEN(dest))
        rb_raise(rb_eTypeError, "[bug] frozen object (%s) allocated", rb_obj_classname(dest));
    RBASIC(dest)->flags &= ~(T_MASK | FL_EXIVAR);
    RBASIC(dest)->flags |= RBASIC(obj)->flags & (T_MASK | FL_EXIVAR | FL_TAINT);
    rb_copy_generic_ivar(dest, obj);
    rb_gc_copy_finalizer(dest, obj);
    switch (TYPE(obj)) {
      case T_OBJECT:
        rb_obj_copy_ivar(dest, obj);
        break;
      case T_CLASS: case T_MODULE:
        if (RCLASS(dest)->iv_tbl) {
            st_free_table(RCLASS(dest)->iv_tbl);
            RCLASS(dest)->iv_tbl = 0;
        }
        if (RCLASS(obj)->iv_tbl) RCLASS(dest)->iv_tbl = st_copy(RCLASS(obj)->iv_tbl);
        break;
    }
    rb_funcall(dest, id_init_copy, 1, obj);
}

VALUE
rb_obj_clone(VALUE obj)
{
    VALUE clone;

    if (SPECIAL_CONST_P(obj))
        rb_raise(rb_eTypeError, "can't clone %s", rb_obj_classname(obj));
    clone = rb_obj_alloc(rb_obj_class(obj));
    RBASIC(clone)->klass = rb_singleton_class_clone(obj);
    RBASIC(clone)->flags = (RBASIC(obj)->flags | FL_TEST(clone, FL_TAINT)) & ~(FL_FREEZE | FL_FINALIZE);
    init_copy(clone, obj);
    rb_singleton_class_attached(RBASIC(clone)->klass, clone);
    RBASIC(clone)->flags |= RBASIC(obj)->flags & FL_FREEZE;
    return clone;
}

VALUE
rb_obj_dup(VALUE obj)
{
    VALUE dup;

    if (SPECIAL_CONST_P(obj))
        rb_raise(rb_eTypeError, "can't dup %s", rb_obj_classname(obj));
    dup = rb_obj_alloc(rb_obj_class(obj));
    init_copy(dup, obj);
    return dup;
}

/* Kernel#initialize_copy */
VALUE
rb_obj_init_copy(VALUE obj, VALUE orig)
{
    if (obj == orig) return obj;
    rb_check_frozen(obj);
    if (TYPE(obj) != TYPE(orig) || rb_obj_class(obj) != rb_obj_class(orig))
        rb_raise(rb_eTypeError, "initialize_copy should take same class object");
    return obj;
}

/* ------------------------------------------------------------ to_s/inspect */

VALUE
rb_any_to_s(VALUE obj)
{
    char buf[64];
    const char *cname = rb_obj_classname(obj);
    VALUE str;
    size_t len = strlen(cname);
    char *p = len + 32 > sizeof(buf) ? ALLOCA_N(char, len + 32) : buf;

    sprintf(p, "#<%s:0x%lx>", cname, (unsigned long)obj);
    str = rb_str_new2(p);
    if (OBJ_TAINTED(obj)) OBJ_TAINT(str);
    return str;
}

/* obj.inspect as a String; may run Ruby code */
VALUE
rb_inspect(VALUE obj)
{
    return rb_obj_as_string(rb_funcall(obj, id_inspect, 0));
}

static st_table *inspect_tbl;

static int
inspect_i(ID id, VALUE value, VALUE str)
{
    if (!rb_is_instance_id(id)) return ST_CONTINUE;
    if (RSTRING_PTR(str)[0] == '-') {
        RSTRING_PTR(str)[0] = '#';
        rb_str_cat2(str, " ");
    }
    else rb_str_cat2(str, ", ");
    rb_str_cat2(str, rb_id2name(id));
    rb_str_cat2(str, "=");
    rb_str_append(str, rb_inspect((VALUE)value));
    return ST_CONTINUE;
}

static VALUE
inspect_obj(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    VALUE obj = a[0], str = a[1];
    st_insert(inspect_tbl, (st_data_t)obj, 1);
    rb_ivar_foreach(obj, inspect_i, str);
    rb_str_cat2(str, ">");
    RSTRING_PTR(str)[0] = '#';
    return str;
}

static VALUE
inspect_done(VALUE obj)
{
    st_data_t key = (st_data_t)obj;
    st_delete(inspect_tbl, &key, 0);
    return Qnil;
}

/* Kernel#inspect: "#<Foo:0x... @a=1>" when there are ivars, else to_s */
static VALUE
rb_obj_inspect(VALUE obj)
{
    char buf[64];
    VALUE str, args[2];
    const char *c;

    if (TYPE(obj) != T_OBJECT || rb_ivar_count(obj) == 0)
        return rb_funcall(obj, id_to_s, 0);
    c = rb_obj_classname(obj);
    if (!inspect_tbl) inspect_tbl = st_init_numtable();
    if (st_lookup(inspect_tbl, (st_data_t)obj, 0)) {
        str = rb_str_new2("#<");
        rb_str_cat2(str, c);
        sprintf(buf, ":0x%lx ...>", (unsigned long)obj);
        return rb_str_cat2(str, buf);
    }
    str = rb_str_new2("-<");
    rb_str_cat2(str, c);
    sprintf(buf, ":0x%lx", (unsigned long)obj);
    rb_str_cat2(str, buf);
    args[0] = obj;
    args[1] = str;
    return rb_ensure(inspect_obj, (VALUE)args, inspect_done, obj);
}

/* ------------------------------------------------------------ predicates */

VALUE
rb_obj_is_instance_of(VALUE obj, VALUE c)
{
    switch (TYPE(c)) {
      case T_MODULE: case T_CLASS: case T_ICLASS: break;
      default: rb_raise(rb_eTypeError, "class or module required");
    }
    return rb_obj_class(obj) == c ? Qtrue : Qfalse;
}

VALUE
rb_obj_is_kind_of(VALUE obj, VALUE c)
{
    VALUE cl = CLASS_OF(obj);
    switch (TYPE(c)) {
      case T_MODULE: case T_CLASS: case T_ICLASS: break;
      default: rb_raise(rb_eTypeError, "class or module required");
    }
    for (; cl; cl = RCLASS(cl)->super) {
        if (cl == c || RCLASS(cl)->m_tbl == RCLASS(c)->m_tbl) return Qtrue;
    }
    return Qfalse;
}

static VALUE rb_false(VALUE obj) { return Qfalse; }
static VALUE rb_true(VALUE obj) { return Qtrue; }
static VALUE rb_obj_pattern_match(VALUE obj1, VALUE obj2) { return Qfalse; }

/* Kernel#tap */
static VALUE
rb_obj_tap(VALUE obj)
{
    rb_yield(obj);
    return obj;
}

/* Kernel#to_a */
static VALUE
rb_any_to_a(VALUE obj)
{
    rb_warn("default `to_a' will be obsolete");
    return rb_ary_new3(1, obj);
}

/* Kernel#display(port = $>) */
static VALUE
rb_obj_display(int argc, VALUE *argv, VALUE self)
{
    VALUE out;
    if (rb_scan_args(argc, argv, "01", &out) == 0) out = rb_stdout;
    rb_io_write(out, self);
    return Qnil;
}

/* ------------------------------------------------------------ taint/freeze */

VALUE
rb_obj_taint(VALUE obj)
{
    rb_secure(4);
    if (!OBJ_TAINTED(obj)) {
        if (OBJ_FROZEN(obj)) rb_error_frozen("object");
        OBJ_TAINT(obj);
    }
    return obj;
}

VALUE
rb_obj_tainted(VALUE obj)
{
    return OBJ_TAINTED(obj) ? Qtrue : Qfalse;
}

VALUE
rb_obj_untaint(VALUE obj)
{
    rb_secure(3);
    if (OBJ_TAINTED(obj)) {
        if (OBJ_FROZEN(obj)) rb_error_frozen("object");
        FL_UNSET(obj, FL_TAINT);
    }
    return obj;
}

VALUE
rb_obj_freeze(VALUE obj)
{
    if (OBJ_FROZEN(obj)) return obj;
    if (rb_safe_level() >= 4 && !OBJ_TAINTED(obj))
        rb_raise(rb_eSecurityError, "Insecure: can't freeze object");
    OBJ_FREEZE(obj);   /* 1.8.7: no effect on immediates (1, :a, nil) */
    return obj;
}

static VALUE
rb_obj_frozen_p(VALUE obj)
{
    return OBJ_FROZEN(obj) ? Qtrue : Qfalse;
}

/* ------------------------------------------------------------ reflection */

/* Kernel#methods(all = true) */
static VALUE
rb_obj_methods(int argc, VALUE *argv, VALUE obj)
{
    VALUE recur;
    if (argc == 0) {
        VALUE args[1];
        args[0] = Qtrue;
        return rb_class_instance_methods(1, args, CLASS_OF(obj));
    }
    rb_scan_args(argc, argv, "1", &recur);
    if (RTEST(recur)) return rb_obj_methods(0, 0, obj);
    return rb_obj_singleton_methods(argc, argv, obj);
}

static VALUE
rb_obj_protected_methods(int argc, VALUE *argv, VALUE obj)
{
    if (argc == 0) {
        VALUE args[1];
        args[0] = Qtrue;
        return rb_class_protected_instance_methods(1, args, CLASS_OF(obj));
    }
    return rb_class_protected_instance_methods(argc, argv, CLASS_OF(obj));
}

static VALUE
rb_obj_private_methods(int argc, VALUE *argv, VALUE obj)
{
    if (argc == 0) {
        VALUE args[1];
        args[0] = Qtrue;
        return rb_class_private_instance_methods(1, args, CLASS_OF(obj));
    }
    return rb_class_private_instance_methods(argc, argv, CLASS_OF(obj));
}

static VALUE
rb_obj_public_methods(int argc, VALUE *argv, VALUE obj)
{
    if (argc == 0) {
        VALUE args[1];
        args[0] = Qtrue;
        return rb_class_public_instance_methods(1, args, CLASS_OF(obj));
    }
    return rb_class_public_instance_methods(argc, argv, CLASS_OF(obj));
}

static ID
ivar_name(VALUE iv)
{
    ID id = rb_to_id(iv);
    if (!rb_is_instance_id(id))
        rb_name_error(id, "`%s' is not allowed as an instance variable name", rb_id2name(id));
    return id;
}

static VALUE
rb_obj_ivar_get(VALUE obj, VALUE iv)
{
    return rb_ivar_get(obj, ivar_name(iv));
}

static VALUE
rb_obj_ivar_set(VALUE obj, VALUE iv, VALUE val)
{
    return rb_ivar_set(obj, ivar_name(iv), val);
}

static VALUE
rb_obj_ivar_defined(VALUE obj, VALUE iv)
{
    return rb_ivar_defined(obj, ivar_name(iv));
}

VALUE
rb_obj_singleton_class(VALUE obj)
{
    return rb_singleton_class(obj);
}

/* ------------------------------------------------------------ Module */

static VALUE
rb_mod_to_s(VALUE klass)
{
    if (FL_TEST(klass, FL_SINGLETON)) {
        VALUE s = rb_str_new2("#<");
        VALUE v = rb_iv_get(klass, "__attached__");
        rb_str_cat2(s, "Class:");
        switch (TYPE(v)) {
          case T_CLASS: case T_MODULE: rb_str_append(s, rb_inspect(v)); break;
          default: rb_str_append(s, rb_any_to_s(v)); break;
        }
        rb_str_cat2(s, ">");
        return s;
    }
    return rb_str_dup(rb_class_name(klass));
}

static VALUE
rb_mod_freeze(VALUE mod)
{
    rb_class_name(mod);
    return rb_obj_freeze(mod);
}

static VALUE
rb_mod_eqq(VALUE mod, VALUE arg)
{
    return rb_obj_is_kind_of(arg, mod);
}

static void
check_module_arg(VALUE arg)
{
    switch (TYPE(arg)) {
      case T_MODULE: case T_CLASS: break;
      default: rb_raise(rb_eTypeError, "compared with non class/module");
    }
}

/* mod <= arg: true, false, or nil when unrelated */
VALUE
rb_class_inherited_p(VALUE mod, VALUE arg)
{
    VALUE start = mod;
    if (mod == arg) return Qtrue;
    check_module_arg(arg);
    for (; mod; mod = RCLASS(mod)->super) {
        if (RCLASS(mod)->m_tbl == RCLASS(arg)->m_tbl) return Qtrue;
    }
    for (; arg; arg = RCLASS(arg)->super) {
        if (RCLASS(arg)->m_tbl == RCLASS(start)->m_tbl) return Qfalse;
    }
    return Qnil;
}

static VALUE
rb_mod_lt(VALUE mod, VALUE arg)
{
    if (mod == arg) return Qfalse;
    return rb_class_inherited_p(mod, arg);
}

static VALUE
rb_mod_ge(VALUE mod, VALUE arg)
{
    check_module_arg(arg);
    return rb_class_inherited_p(arg, mod);
}

static VALUE
rb_mod_gt(VALUE mod, VALUE arg)
{
    if (mod == arg) return Qfalse;
    return rb_mod_ge(mod, arg);
}

static VALUE
rb_mod_cmp(VALUE mod, VALUE arg)
{
    VALUE cmp;
    if (mod == arg) return INT2FIX(0);
    switch (TYPE(arg)) {
      case T_MODULE: case T_CLASS: break;
      default: return Qnil;
    }
    cmp = rb_class_inherited_p(mod, arg);
    if (NIL_P(cmp)) return Qnil;
    return cmp ? INT2FIX(-1) : INT2FIX(1);
}

static VALUE
rb_module_s_alloc(VALUE klass)
{
    VALUE mod = rb_module_new();
    RBASIC(mod)->klass = klass;
    return mod;
}

static VALUE
rb_class_s_alloc(VALUE klass)
{
    return rb_class_boot(0);
}

/* Module#initialize: runs the block with module_eval */
static VALUE
rb_mod_initialize(VALUE module)
{
    if (rb_block_given_p()) rb_mod_module_eval(0, 0, module);
    return Qnil;
}

/* Class#initialize(superclass = Object) */
static VALUE
rb_class_initialize(int argc, VALUE *argv, VALUE klass)
{
    VALUE super;
    if (RCLASS(klass)->super != 0)
        rb_raise(rb_eTypeError, "already initialized class");
    if (rb_scan_args(argc, argv, "01", &super) == 0) super = rb_cObject;
    else rb_check_inheritable(super);
    /* Class.new(Class) is allowed, as 1.8.7 (its instances cannot be made:
       "wrong instance allocation"); only `class X < Class' is refused */
    RCLASS(klass)->super = super;
    rb_make_metaclass(klass, RBASIC(super)->klass);
    rb_mod_initialize(klass);
    rb_class_inherited(super, klass);
    return klass;
}

/* klass's allocator: the last class's is kept until a method table
   changes (rb_define_alloc_func and rb_undef_alloc_func add methods) */
static VALUE (*alloc_func_of(VALUE klass))(VALUE)
{
    static VALUE last_klass;
    static VALUE (*last_func)(VALUE);
    static unsigned long last_serial;
    if (klass == last_klass && last_serial == ruby_method_serial) return last_func;
    last_func = rb_get_alloc_func(klass);
    last_klass = klass;
    last_serial = ruby_method_serial;
    return last_func;
}

VALUE
rb_obj_alloc(VALUE klass)
{
    VALUE obj;
    VALUE (*func)(VALUE);

    if (RCLASS(klass)->super == 0 && klass != rb_cObject)
        rb_raise(rb_eTypeError, "can't instantiate uninitialized class");
    if (FL_TEST(klass, FL_SINGLETON))
        rb_raise(rb_eTypeError, "can't create instance of virtual class");
    func = alloc_func_of(klass);
    if (!func) rb_raise(rb_eTypeError, "allocator undefined for %s", rb_class2name(klass));
    obj = (*func)(klass);
    /* klass is no singleton: an object whose class is klass itself passes */
    if (SPECIAL_CONST_P(obj) || RBASIC(obj)->klass != klass) {
        if (rb_obj_class(obj) != rb_class_real(klass))
            rb_raise(rb_eTypeError, "wrong instance allocation");
    }
    return obj;
}

static VALUE
rb_class_allocate_instance(VALUE klass)
{
    NEWOBJ(obj, struct RObject);
    OBJSETUP(obj, klass, T_OBJECT);
    return (VALUE)obj;
}

VALUE
rb_class_new_instance(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj = rb_obj_alloc(klass);
    if (!rb_ary_init_fast(obj, argc, argv)) rb_obj_call_init(obj, argc, argv);
    return obj;
}

VALUE
rb_class_superclass(VALUE klass)
{
    VALUE super = RCLASS(klass)->super;
    if (!super) {
        if (klass == rb_cObject) return Qnil;
        rb_raise(rb_eTypeError, "uninitialized class");
    }
    /* 1.8.7 answers a singleton class's class pointer: #<Class:B>.superclass
       is #<Class:Class>, an object's singleton's that of its class */
    if (FL_TEST(klass, FL_SINGLETON)) super = RBASIC(klass)->klass;
    while (TYPE(super) == T_ICLASS) super = RCLASS(super)->super;
    if (!super) return Qnil;
    return super;
}

static ID
const_name(VALUE name)
{
    ID id = rb_to_id(name);
    if (!rb_is_const_id(id)) rb_name_error(id, "wrong constant name %s", rb_id2name(id));
    return id;
}

static VALUE rb_mod_const_get(VALUE mod, VALUE name) { return rb_const_get(mod, const_name(name)); }

static VALUE
rb_mod_const_set(VALUE mod, VALUE name, VALUE value)
{
    rb_const_set(mod, const_name(name), value);
    return value;
}

static VALUE
rb_mod_const_defined(VALUE mod, VALUE name)
{
    return rb_const_defined_at(mod, const_name(name)) ? Qtrue : Qfalse;
}

static ID
cvar_name(VALUE name)
{
    ID id = rb_to_id(name);
    if (!rb_is_class_id(id))
        rb_name_error(id, "`%s' is not allowed as a class variable name", rb_id2name(id));
    return id;
}

static VALUE rb_mod_cvar_get(VALUE obj, VALUE iv) { return rb_cvar_get(obj, cvar_name(iv)); }

static VALUE
rb_mod_cvar_set(VALUE obj, VALUE iv, VALUE val)
{
    rb_cvar_set(obj, cvar_name(iv), val, Qfalse);
    return val;
}

static VALUE rb_mod_cvar_defined(VALUE obj, VALUE iv) { return rb_cvar_defined(obj, cvar_name(iv)); }

static VALUE
rb_mod_attr(int argc, VALUE *argv, VALUE klass)
{
    VALUE name, writable;
    /* 1.8.7: attr(name, writable = false), the second argument a flag */
    rb_scan_args(argc, argv, "11", &name, &writable);
    rb_attr(klass, rb_to_id(name), 1, RTEST(writable), Qtrue);
    return Qnil;
}

static VALUE
mod_attr_rw(int argc, VALUE *argv, VALUE klass, int read, int write)
{
    int i;
    for (i = 0; i < argc; i++) rb_attr(klass, rb_to_id(argv[i]), read, write, Qtrue);
    return Qnil;
}

static VALUE rb_mod_attr_reader(int argc, VALUE *argv, VALUE k) { return mod_attr_rw(argc, argv, k, 1, 0); }
static VALUE rb_mod_attr_writer(int argc, VALUE *argv, VALUE k) { return mod_attr_rw(argc, argv, k, 0, 1); }
static VALUE rb_mod_attr_accessor(int argc, VALUE *argv, VALUE k) { return mod_attr_rw(argc, argv, k, 1, 1); }

static VALUE rb_mod_name_m(VALUE mod) { return rb_mod_name(mod); }

/* Module#autoload(name, file) / autoload?(name) */
static VALUE
rb_mod_autoload(VALUE mod, VALUE sym, VALUE file)
{
    ID id = rb_to_id(sym);
    Check_SafeStr(file);   /* a String itself, as 1.8.7: no to_str */
    rb_autoload(mod, id, RSTRING_PTR(file));
    return Qnil;
}

static VALUE
rb_mod_autoload_p(VALUE mod, VALUE sym)
{
    return rb_autoload_p(mod, rb_to_id(sym));
}

static VALUE
autoload_base(void)
{
    if (ruby_cref && ruby_cref->nd_clss) return ruby_cref->nd_clss;
    return rb_cObject;
}

static VALUE
rb_f_autoload(VALUE obj, VALUE sym, VALUE file)
{
    return rb_mod_autoload(autoload_base(), sym, file);
}

static VALUE
rb_f_autoload_p(VALUE obj, VALUE sym)
{
    return rb_mod_autoload_p(autoload_base(), sym);
}

/* ------------------------------------------------------------ nil true false */

static VALUE nil_to_i(VALUE obj) { return INT2FIX(0); }
static VALUE nil_to_f(VALUE obj) { return rb_float_new(0.0); }
static VALUE nil_to_s(VALUE obj) { return rb_str_new(0, 0); }
static VALUE nil_to_a(VALUE obj) { return rb_ary_new2(0); }
static VALUE nil_inspect(VALUE obj) { return rb_str_new2("nil"); }
static VALUE false_and(VALUE obj, VALUE obj2) { return Qfalse; }
static VALUE false_or(VALUE obj, VALUE obj2) { return RTEST(obj2) ? Qtrue : Qfalse; }
static VALUE true_to_s(VALUE obj) { return rb_str_new2("true"); }
static VALUE true_and(VALUE obj, VALUE obj2) { return RTEST(obj2) ? Qtrue : Qfalse; }
static VALUE true_or(VALUE obj, VALUE obj2) { return Qtrue; }
static VALUE true_xor(VALUE obj, VALUE obj2) { return RTEST(obj2) ? Qfalse : Qtrue; }
static VALUE false_to_s(VALUE obj) { return rb_str_new2("false"); }

/* ------------------------------------------------------------ Symbol */

static VALUE sym_to_i(VALUE sym) { return LONG2FIX((long)SYM2ID(sym)); }

static VALUE
sym_to_int(VALUE sym)
{
    rb_warning("treating Symbol as an integer");
    return sym_to_i(sym);
}

static VALUE
sym_inspect(VALUE sym)
{
    const char *name = rb_id2name(SYM2ID(sym));
    VALUE str = rb_str_new2(":");
    if (name && rb_symname_p(name)) return rb_str_cat2(str, name);
    return rb_str_append(str, rb_str_dump(rb_str_new2(name ? name : "")));
}

static VALUE
sym_to_s(VALUE sym)
{
    return rb_str_new2(rb_id2name(SYM2ID(sym)));
}

static VALUE sym_to_sym(VALUE sym) { return sym; }

/* Symbol#to_proc */
static VALUE
sym_to_proc(VALUE sym)
{
    return rb_sym_to_proc(sym);
}

/* ------------------------------------------------------------ conversion */

static const char *
convert_name(VALUE val)
{
    if (NIL_P(val)) return "nil";
    if (val == Qtrue) return "true";
    if (val == Qfalse) return "false";
    return rb_obj_classname(val);
}

static VALUE
convert_type(VALUE val, const char *tname, const char *method, int raise)
{
    ID m = rb_intern(method);
    if (!rb_respond_to(val, m)) {
        if (raise)
            rb_raise(rb_eTypeError, "can't convert %s into %s", convert_name(val), tname);
        return Qnil;
    }
    return rb_funcall(val, m, 0);
}

VALUE
rb_convert_type(VALUE val, int type, const char *tname, const char *method)
{
    VALUE v;
    if (TYPE(val) == type) return val;
    v = convert_type(val, tname, method, 1);
    if (TYPE(v) != type)
        rb_raise(rb_eTypeError, "%s#%s should return %s", rb_obj_classname(val), method, tname);
    return v;
}

VALUE
rb_check_convert_type(VALUE val, int type, const char *tname, const char *method)
{
    VALUE v;
    if (TYPE(val) == type && type != T_DATA) return val;
    v = convert_type(val, tname, method, 0);
    if (NIL_P(v)) return Qnil;
    if (TYPE(v) != type)
        rb_raise(rb_eTypeError, "%s#%s should return %s", rb_obj_classname(val), method, tname);
    return v;
}

static VALUE
to_integer(VALUE val, const char *method)
{
    VALUE v;
    if (FIXNUM_P(val)) return val;
    v = convert_type(val, "Integer", method, 1);
    if (!RTEST(rb_obj_is_kind_of(v, rb_cInteger)))
        rb_raise(rb_eTypeError, "%s#%s should return Integer", rb_obj_classname(val), method);
    return v;
}

VALUE
rb_to_int(VALUE val)
{
    return to_integer(val, "to_int");
}

VALUE
rb_Integer(VALUE val)
{
    VALUE tmp;
    switch (TYPE(val)) {
      case T_FLOAT:
        if (RFLOAT_VALUE(val) <= (double)FIXNUM_MAX && RFLOAT_VALUE(val) >= (double)FIXNUM_MIN)
            break;
        return rb_dbl2big(RFLOAT_VALUE(val));
      case T_FIXNUM: case T_BIGNUM:
        return val;
      case T_STRING:
        return rb_str_to_inum(val, 0, Qtrue);
      default:
        break;
    }
    tmp = convert_type(val, "Integer", "to_int", 0);
    if (NIL_P(tmp)) return to_integer(val, "to_i");
    return tmp;
}

static VALUE rb_f_integer(VALUE obj, VALUE arg) { return rb_Integer(arg); }

/* copies the longest float literal prefix of p (underscores between digits
   removed) into buf; returns the end of the prefix in p, p when none */
static const char *
float_prefix_us(const char *p, char *buf, size_t size, int *bad, int us)
{
    const char *s = p, *end = p;
    size_t n = 0;
    int digits = 0;

#define PUT(c) do { if (n + 1 < size) buf[n++] = (c); } while (0)
    if (*s == '+' || *s == '-') PUT(*s++);
    while (ISDIGIT_C(*s) || (us && *s == '_' && digits && ISDIGIT_C(s[1]))) {
        if (*s != '_') { PUT(*s); digits++; }
        s++;
    }
    if (*s == '_') *bad = 1;
    if (digits) end = s;
    if (*s == '.' && ISDIGIT_C(s[1])) {
        PUT(*s++);
        while (ISDIGIT_C(*s) || (us && *s == '_' && ISDIGIT_C(s[1]))) {
            if (*s != '_') { PUT(*s); digits++; }
            s++;
        }
        end = s;
    }
    if (digits && (*s == 'e' || *s == 'E')) {
        const char *e = s + 1;
        size_t save = n;
        PUT('e');
        if (*e == '+' || *e == '-') PUT(*e++);
        if (ISDIGIT_C(*e)) {
            while (ISDIGIT_C(*e) || (us && *e == '_' && ISDIGIT_C(e[1]))) {
                if (*e != '_') PUT(*e);
                e++;
            }
            end = e;
        }
        else n = save;
    }
#undef PUT
    buf[n] = '\0';
    if (!digits) return p;
    return end;
}

static const char *
float_prefix(const char *p, char *buf, size_t size, int *bad)
{
    return float_prefix_us(p, buf, size, bad, 1);
}

/* "Float 1e999 out of range": the number's text as written, cut at 20
   characters, when it over- or underflows (not for subnormals) */
static const char *
float_range_pass(const char *p)
{
    char buf[512];
    int bad = 0;
    const char *end = float_prefix_us(p, buf, sizeof(buf), &bad, 0);
    double d;
    long n = end - p;

    if (end == p) return end;
    errno = 0;
    d = strtod(buf, 0);
    if (errno == ERANGE && (d == 0.0 || fabs(d) > 1.0))
        rb_warn("Float %.*s%s out of range", n > 20 ? 20 : (int)n, p, n > 20 ? "..." : "");
    errno = 0;
    return end;
}

/* 1.8.7's warnings: the text read up to an underscore or the end of the
   number first; when something follows, again after the underscores are
   taken out (Float() takes them out only between digits, else no second
   reading) */
static void
float_range_warnings(const char *p, int badcheck)
{
    const char *end = float_range_pass(p), *s;
    VALUE str;
    char prev = 0;

    if (end == p || !*end) return;
    str = rb_str_buf_new(strlen(p));
    rb_str_buf_cat(str, p, end - p);
    if (end > p) prev = end[-1];
    for (s = end; *s; ) {
        if (*s == '_') {
            if (badcheck) {
                if (!ISDIGIT_C(prev) || !ISDIGIT_C(s[1])) return;
                s++;
            }
            else {
                while (*++s == '_');
                continue;
            }
        }
        prev = *s++;
        rb_str_buf_cat(str, &prev, 1);
    }
    float_range_pass(RSTRING_PTR(str));
}

/* p without its underscores */
static const char *
strip_underscores(const char *p)
{
    VALUE str = rb_str_buf_new(strlen(p));
    for (; *p; p++) {
        if (*p != '_') rb_str_buf_cat(str, p, 1);
    }
    return RSTRING_PTR(str);
}

double
rb_cstr_to_dbl(const char *p, int badcheck)
{
    const char *q = p, *end, *text;
    char buf[512];
    double d;
    int bad = 0, range;

    if (!p) return 0.0;
    while (ISSPACE_C(*p)) p++;
    if (!badcheck) {
        /* 1.8.7: leading underscores are skipped; once a number starts, the
           underscores after it go ("1__0" is 10.0, "-_1" is 0.0) */
        while (ISSPACE_C(*p) || *p == '_') p++;
        text = p;
        if (strchr(p, '_') && float_prefix(p, buf, sizeof(buf), &bad) != p) p = q = strip_underscores(p);
    }
    else text = p;
    end = float_prefix(p, buf, sizeof(buf), &bad);
    if (end == p) {
        if (badcheck) goto bad;
        return 0.0;
    }
    errno = 0;
    d = strtod(buf, 0);
    range = errno == ERANGE;
    errno = 0;
    /* the warnings read the text again as 1.8.7 does: only a number out
       of range, or one with underscores (whose readings differ), can
       have them */
    if (range || strchr(text, '_')) float_range_warnings(text, badcheck);
    if (badcheck) {
        if (bad) goto bad;
        while (*end && ISSPACE_C(*end)) end++;
        if (*end) goto bad;
    }
    return d;

  bad:
    rb_invalid_str(q, "Float()");
    return 0.0;
}

double
rb_str_to_dbl(VALUE str, int badcheck)
{
    char *s;
    long len;

    StringValue(str);
    s = RSTRING_PTR(str);
    len = RSTRING_LEN(str);
    if (s) {
        if (badcheck && memchr(s, '\0', (size_t)len))
            rb_raise(rb_eArgError, "string for Float contains null byte");
        if (s[len]) {
            char *p = ALLOCA_N(char, len + 1);
            MEMCPY(p, s, char, len);
            p[len] = '\0';
            s = p;
        }
    }
    return rb_cstr_to_dbl(s, badcheck);
}

VALUE
rb_Float(VALUE val)
{
    switch (TYPE(val)) {
      case T_FIXNUM: return rb_float_new((double)FIX2LONG(val));
      case T_FLOAT: return val;
      case T_BIGNUM: return rb_float_new(rb_big2dbl(val));
      case T_STRING: return rb_float_new(rb_str_to_dbl(val, Qtrue));
      case T_NIL: rb_raise(rb_eTypeError, "can't convert nil into Float");
      default: return rb_convert_type(val, T_FLOAT, "Float", "to_f");
    }
}

static VALUE rb_f_float(VALUE obj, VALUE arg) { return rb_Float(arg); }

VALUE
rb_String(VALUE val)
{
    return rb_convert_type(val, T_STRING, "String", "to_s");
}

static VALUE rb_f_string(VALUE obj, VALUE arg) { return rb_String(arg); }

VALUE
rb_Array(VALUE val)
{
    VALUE tmp = rb_check_array_type(val);
    ID id;
    NODE *n;

    if (!NIL_P(tmp)) return tmp;
    id = rb_intern("to_a");
    n = rb_method_node(CLASS_OF(val), id);
    if (n && n != rb_method_node(rb_mKernel, id)) {
        val = rb_funcall(val, id, 0);
        if (TYPE(val) != T_ARRAY) rb_raise(rb_eTypeError, "`to_a' did not return Array");
        return val;
    }
    return rb_ary_new3(1, val);
}

static VALUE rb_f_array(VALUE obj, VALUE arg) { return rb_Array(arg); }

/* a String as an ID, as String#intern (its checks: empty, NUL, tainted at
   $SAFE >= 1) */
static ID
str_to_id(VALUE str)
{
    return SYM2ID(rb_str_intern(str));
}

/* a Symbol or String (or to_str-able) as an ID; raises TypeError */
ID
rb_to_id(VALUE name)
{
    VALUE tmp;
    switch (TYPE(name)) {
      case T_SYMBOL:
        return SYM2ID(name);
      case T_STRING:
        return str_to_id(name);
      case T_FIXNUM:
        rb_warn("do not use Fixnums as Symbols");
        if (!rb_id2name((ID)FIX2LONG(name)))
            rb_raise(rb_eArgError, "%ld is not a symbol", FIX2LONG(name));
        return (ID)FIX2LONG(name);
      default:
        tmp = rb_check_string_type(name);
        if (!NIL_P(tmp)) return str_to_id(tmp);
        rb_raise(rb_eTypeError, "%s is not a symbol", RSTRING_PTR(rb_inspect(name)));
    }
    return 0;
}

/* ------------------------------------------------------------ check_type */

static const char *
builtin_type_name(int t)
{
    switch (t) {
      case T_NIL: return "nil";
      case T_OBJECT: return "Object";
      case T_CLASS: return "Class";
      case T_ICLASS: return "iClass";
      case T_MODULE: return "Module";
      case T_FLOAT: return "Float";
      case T_STRING: return "String";
      case T_REGEXP: return "Regexp";
      case T_ARRAY: return "Array";
      case T_FIXNUM: return "Fixnum";
      case T_HASH: return "Hash";
      case T_STRUCT: return "Struct";
      case T_BIGNUM: return "Bignum";
      case T_FILE: return "File";
      case T_TRUE: return "true";
      case T_FALSE: return "false";
      case T_SYMBOL: return "Symbol";
      case T_DATA: return "Data";
      case T_MATCH: return "MatchData";
      case T_VARMAP: return "Varmap";
      case T_SCOPE: return "Scope";
      case T_NODE: return "Node";
      case T_UNDEF: return "undef";
      default: return 0;
    }
}

void
rb_check_type(VALUE x, int t)
{
    const char *etype, *tname;

    if (x == Qundef) rb_bug("undef leaked to the Ruby space");
    if (TYPE(x) == t) return;
    tname = builtin_type_name(t);
    if (!tname) rb_bug("unknown type 0x%x", t);
    if (NIL_P(x)) etype = "nil";
    else if (FIXNUM_P(x)) etype = "Fixnum";
    else if (SYMBOL_P(x)) etype = "Symbol";
    else if (x == Qtrue) etype = "true";
    else if (x == Qfalse) etype = "false";
    else if (rb_special_const_p(x)) etype = "?";
    else etype = rb_obj_classname(x);
    rb_raise(rb_eTypeError, "wrong argument type %s (expected %s)", etype, tname);
}

/* ------------------------------------------------------------ Init */

static VALUE
boot_defclass(const char *name, VALUE super)
{
    VALUE obj = rb_class_boot(super);
    ID id = rb_intern(name);
    rb_register_class(obj);
    rb_name_class(obj, id);
    rb_const_set(rb_cObject ? rb_cObject : obj, id, obj);
    return obj;
}

static void
init_kernel_methods(void)
{
    VALUE k = rb_mKernel;
    rb_define_method(k, "nil?", rb_false, 0);
    rb_define_method(k, "==", rb_obj_equal, 1);
    rb_define_method(k, "equal?", rb_obj_equal, 1);
    rb_define_method(k, "===", rb_equal, 1);
    rb_define_method(k, "=~", rb_obj_pattern_match, 1);
    rb_define_method(k, "eql?", rb_obj_equal, 1);
    rb_define_method(k, "id", rb_obj_id_obsolete, 0);
    rb_define_method(k, "type", rb_obj_type, 0);
    rb_define_method(k, "class", rb_obj_class, 0);
    rb_define_method(k, "clone", rb_obj_clone, 0);
    rb_define_method(k, "dup", rb_obj_dup, 0);
    rb_define_method(k, "initialize_copy", rb_obj_init_copy, 1);
    rb_define_method(k, "taint", rb_obj_taint, 0);
    rb_define_method(k, "tainted?", rb_obj_tainted, 0);
    rb_define_method(k, "untaint", rb_obj_untaint, 0);
    rb_define_method(k, "freeze", rb_obj_freeze, 0);
    rb_define_method(k, "frozen?", rb_obj_frozen_p, 0);
    rb_define_method(k, "to_a", rb_any_to_a, 0);
    rb_define_method(k, "to_s", rb_any_to_s, 0);
    rb_define_method(k, "inspect", rb_obj_inspect, 0);
    rb_define_method(k, "methods", rb_obj_methods, -1);
    rb_define_method(k, "singleton_methods", rb_obj_singleton_methods, -1);
    rb_define_method(k, "protected_methods", rb_obj_protected_methods, -1);
    rb_define_method(k, "private_methods", rb_obj_private_methods, -1);
    rb_define_method(k, "public_methods", rb_obj_public_methods, -1);
    rb_define_method(k, "instance_variables", rb_obj_instance_variables, 0);
    rb_define_method(k, "instance_variable_get", rb_obj_ivar_get, 1);
    rb_define_method(k, "instance_variable_set", rb_obj_ivar_set, 2);
    rb_define_method(k, "instance_variable_defined?", rb_obj_ivar_defined, 1);
    rb_define_private_method(k, "remove_instance_variable", rb_obj_remove_instance_variable, 1);
    rb_define_method(k, "instance_of?", rb_obj_is_instance_of, 1);
    rb_define_method(k, "kind_of?", rb_obj_is_kind_of, 1);
    rb_define_method(k, "is_a?", rb_obj_is_kind_of, 1);
    rb_define_method(k, "tap", rb_obj_tap, 0);
    rb_define_method(k, "display", rb_obj_display, -1);
    rb_define_method(k, "hash", rb_obj_id, 0);
    rb_define_method(k, "__id__", rb_obj_id, 0);
    rb_define_method(k, "object_id", rb_obj_id, 0);
    rb_define_private_method(k, "singleton_method_added", rb_obj_dummy, 1);
    rb_define_private_method(k, "singleton_method_removed", rb_obj_dummy, 1);
    rb_define_private_method(k, "singleton_method_undefined", rb_obj_dummy, 1);

    rb_define_global_function("sprintf", rb_f_sprintf, -1);
    rb_define_global_function("format", rb_f_sprintf, -1);
    rb_define_global_function("Integer", rb_f_integer, 1);
    rb_define_global_function("Float", rb_f_float, 1);
    rb_define_global_function("String", rb_f_string, 1);
    rb_define_global_function("Array", rb_f_array, 1);
    rb_define_global_function("global_variables", rb_f_global_variables, 0);
    rb_define_global_function("trace_var", rb_f_trace_var, -1);
    rb_define_global_function("untrace_var", rb_f_untrace_var, -1);
    rb_define_global_function("autoload", rb_f_autoload, 2);
    rb_define_global_function("autoload?", rb_f_autoload_p, 1);
}

static void
init_module_methods(void)
{
    VALUE m = rb_cModule;
    rb_define_alloc_func(m, rb_module_s_alloc);
    rb_define_method(m, "freeze", rb_mod_freeze, 0);
    rb_define_method(m, "===", rb_mod_eqq, 1);
    rb_define_method(m, "==", rb_obj_equal, 1);
    rb_define_method(m, "<=>", rb_mod_cmp, 1);
    rb_define_method(m, "<", rb_mod_lt, 1);
    rb_define_method(m, "<=", rb_class_inherited_p, 1);
    rb_define_method(m, ">", rb_mod_gt, 1);
    rb_define_method(m, ">=", rb_mod_ge, 1);
    rb_define_method(m, "initialize_copy", rb_mod_init_copy, 1);
    rb_define_method(m, "to_s", rb_mod_to_s, 0);
    rb_define_method(m, "included_modules", rb_mod_included_modules, 0);
    rb_define_method(m, "include?", rb_mod_include_p, 1);
    rb_define_method(m, "name", rb_mod_name_m, 0);
    rb_define_method(m, "ancestors", rb_mod_ancestors, 0);
    rb_define_private_method(m, "attr", rb_mod_attr, -1);
    rb_define_private_method(m, "attr_reader", rb_mod_attr_reader, -1);
    rb_define_private_method(m, "attr_writer", rb_mod_attr_writer, -1);
    rb_define_private_method(m, "attr_accessor", rb_mod_attr_accessor, -1);
    rb_define_method(m, "initialize", rb_mod_initialize, 0);
    rb_define_method(m, "instance_methods", rb_class_instance_methods, -1);
    rb_define_method(m, "public_instance_methods", rb_class_public_instance_methods, -1);
    rb_define_method(m, "protected_instance_methods", rb_class_protected_instance_methods, -1);
    rb_define_method(m, "private_instance_methods", rb_class_private_instance_methods, -1);
    rb_define_method(m, "constants", rb_mod_constants, 0);
    rb_define_method(m, "const_get", rb_mod_const_get, 1);
    rb_define_method(m, "const_set", rb_mod_const_set, 2);
    rb_define_method(m, "const_defined?", rb_mod_const_defined, 1);
    rb_define_private_method(m, "remove_const", rb_mod_remove_const, 1);
    rb_define_method(m, "const_missing", rb_mod_const_missing, 1);
    rb_define_method(m, "class_variables", rb_mod_class_variables, 0);
    rb_define_private_method(m, "remove_class_variable", rb_mod_remove_cvar, 1);
    rb_define_private_method(m, "class_variable_get", rb_mod_cvar_get, 1);
    rb_define_private_method(m, "class_variable_set", rb_mod_cvar_set, 2);
    rb_define_method(m, "class_variable_defined?", rb_mod_cvar_defined, 1);
    rb_define_method(m, "autoload", rb_mod_autoload, 2);
    rb_define_method(m, "autoload?", rb_mod_autoload_p, 1);
    rb_define_private_method(m, "included", rb_obj_dummy, 1);
    rb_define_private_method(m, "extended", rb_obj_dummy, 1);
    rb_define_private_method(m, "method_added", rb_obj_dummy, 1);
    rb_define_private_method(m, "method_removed", rb_obj_dummy, 1);
    rb_define_private_method(m, "method_undefined", rb_obj_dummy, 1);
}

static void
init_class_methods(void)
{
    VALUE c = rb_cClass;
    rb_define_alloc_func(c, rb_class_s_alloc);
    rb_define_method(c, "allocate", rb_obj_alloc, 0);
    rb_define_method(c, "new", rb_class_new_instance, -1);
    rb_define_method(c, "initialize", rb_class_initialize, -1);
    rb_define_method(c, "initialize_copy", rb_class_init_copy, 1);
    rb_define_method(c, "superclass", rb_class_superclass, 0);
    rb_define_private_method(c, "inherited", rb_obj_dummy, 1);
    rb_undef_method(c, "extend_object");
    rb_undef_method(c, "append_features");
}

static void
init_special_classes(void)
{
    rb_cNilClass = rb_define_class("NilClass", rb_cObject);
    rb_define_method(rb_cNilClass, "to_i", nil_to_i, 0);
    rb_define_method(rb_cNilClass, "to_f", nil_to_f, 0);
    rb_define_method(rb_cNilClass, "to_s", nil_to_s, 0);
    rb_define_method(rb_cNilClass, "to_a", nil_to_a, 0);
    rb_define_method(rb_cNilClass, "inspect", nil_inspect, 0);
    rb_define_method(rb_cNilClass, "&", false_and, 1);
    rb_define_method(rb_cNilClass, "|", false_or, 1);
    rb_define_method(rb_cNilClass, "^", false_or, 1);
    rb_define_method(rb_cNilClass, "nil?", rb_true, 0);
    rb_undef_alloc_func(rb_cNilClass);
    rb_undef_method(CLASS_OF(rb_cNilClass), "new");
    rb_define_global_const("NIL", Qnil);

    rb_cTrueClass = rb_define_class("TrueClass", rb_cObject);
    rb_define_method(rb_cTrueClass, "to_s", true_to_s, 0);
    rb_define_method(rb_cTrueClass, "&", true_and, 1);
    rb_define_method(rb_cTrueClass, "|", true_or, 1);
    rb_define_method(rb_cTrueClass, "^", true_xor, 1);
    rb_undef_alloc_func(rb_cTrueClass);
    rb_undef_method(CLASS_OF(rb_cTrueClass), "new");
    rb_define_global_const("TRUE", Qtrue);

    rb_cFalseClass = rb_define_class("FalseClass", rb_cObject);
    rb_define_method(rb_cFalseClass, "to_s", false_to_s, 0);
    rb_define_method(rb_cFalseClass, "&", false_and, 1);
    rb_define_method(rb_cFalseClass, "|", false_or, 1);
    rb_define_method(rb_cFalseClass, "^", false_or, 1);
    rb_undef_alloc_func(rb_cFalseClass);
    rb_undef_method(CLASS_OF(rb_cFalseClass), "new");
    rb_define_global_const("FALSE", Qfalse);
}

static void
init_symbol(void)
{
    VALUE s = rb_cSymbol = rb_define_class("Symbol", rb_cObject);
    rb_define_singleton_method(s, "all_symbols", rb_sym_all_symbols, 0);
    rb_undef_alloc_func(s);
    rb_undef_method(CLASS_OF(s), "new");
    rb_define_method(s, "to_i", sym_to_i, 0);
    rb_define_method(s, "to_int", sym_to_int, 0);
    rb_define_method(s, "inspect", sym_inspect, 0);
    rb_define_method(s, "to_s", sym_to_s, 0);
    rb_define_method(s, "id2name", sym_to_s, 0);
    rb_define_method(s, "to_sym", sym_to_sym, 0);
    rb_define_method(s, "to_proc", sym_to_proc, 0);
    rb_define_method(s, "===", rb_obj_equal, 1);
}

void
Init_Object(void)
{
    VALUE metaclass;

    id_eq = rb_intern("==");
    id_eql = rb_intern("eql?");
    id_inspect = rb_intern("inspect");
    id_init_copy = rb_intern("initialize_copy");
    id_to_s = rb_intern("to_s");

    rb_cObject = boot_defclass("Object", 0);
    rb_cModule = boot_defclass("Module", rb_cObject);
    rb_cClass = boot_defclass("Class", rb_cModule);
    metaclass = rb_make_metaclass(rb_cObject, rb_cClass);
    metaclass = rb_make_metaclass(rb_cModule, metaclass);
    rb_make_metaclass(rb_cClass, metaclass);

    rb_mKernel = rb_define_module("Kernel");
    rb_include_module(rb_cObject, rb_mKernel);
    rb_define_alloc_func(rb_cObject, rb_class_allocate_instance);
    rb_define_private_method(rb_cObject, "initialize", rb_obj_dummy, 0);

    init_kernel_methods();
    init_module_methods();
    init_class_methods();
    rb_cData = rb_define_class("Data", rb_cObject);
    rb_undef_alloc_func(rb_cData);
    init_special_classes();
    init_symbol();
}
