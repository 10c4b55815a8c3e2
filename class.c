/* class.c - classes, modules, metaclasses, include, method definition
   helpers and rb_scan_args.  Method tables map ID -> NODE_METHOD and are
   changed only through eval's rb_add_method. */
#include "ruby.h"
#include "node.h"
#include "st.h"
#include "env.h"
#include "gc.h"
#include "internal.h"

#define VISI_MASK (NOEX_PRIVATE | NOEX_PROTECTED)

static ID id_attached(void) { return rb_intern("__attached__"); }

/* ------------------------------------------------------------ classes */

/* a bare class with an empty method table; may run the GC */
VALUE
rb_class_boot(VALUE super)
{
    NEWOBJ(klass, struct RClass);
    OBJSETUP(klass, rb_cClass, T_CLASS);
    klass->super = super;
    klass->iv_tbl = 0;
    klass->m_tbl = 0;
    klass->m_tbl = st_init_numtable();
    OBJ_INFECT(klass, super);
    return (VALUE)klass;
}

/* raises TypeError unless super may be subclassed */
void
rb_check_inheritable(VALUE super)
{
    if (TYPE(super) != T_CLASS)
        rb_raise(rb_eTypeError, "superclass must be a Class (%s given)",
                 rb_obj_classname(super));
    if (RBASIC(super)->flags & FL_SINGLETON)
        rb_raise(rb_eTypeError, "can't make subclass of virtual class");
}

VALUE
rb_class_new(VALUE super)
{
    Check_Type(super, T_CLASS);
    rb_check_inheritable(super);
    if (super == rb_cClass)
        rb_raise(rb_eTypeError, "can't make subclass of Class");
    return rb_class_boot(super);
}

/* copies a method table, sharing the method nodes; may run the GC */
static st_table *
copy_tbl(st_table *tbl)
{
    return tbl ? st_copy(tbl) : 0;
}

static void
remove_hidden_ivars(st_table *tbl)
{
    st_data_t id;
    if (!tbl) return;
    id = rb_intern("__classpath__"); st_delete(tbl, &id, 0);
    id = rb_intern("__classid__"); st_delete(tbl, &id, 0);
    id = rb_intern("__attached__"); st_delete(tbl, &id, 0);
    id = rb_intern("__tmp_classpath__"); st_delete(tbl, &id, 0);
}

/* Module#initialize_copy / Class#initialize_copy body */
VALUE
rb_mod_init_copy(VALUE clone, VALUE orig)
{
    rb_obj_init_copy(clone, orig);
    if (!FL_TEST(CLASS_OF(clone), FL_SINGLETON)) {
        RBASIC(clone)->klass = rb_singleton_class_clone(orig);
        rb_singleton_class_attached(RBASIC(clone)->klass, clone);
    }
    RCLASS(clone)->super = RCLASS(orig)->super;
    /* the copy first: it may run the GC, which must not see a freed table */
    if (RCLASS(orig)->iv_tbl) {
        st_table *old = RCLASS(clone)->iv_tbl;
        RCLASS(clone)->iv_tbl = copy_tbl(RCLASS(orig)->iv_tbl);
        if (old) st_free_table(old);
        remove_hidden_ivars(RCLASS(clone)->iv_tbl);
    }
    if (RCLASS(orig)->m_tbl) {
        st_table *old = RCLASS(clone)->m_tbl;
        RCLASS(clone)->m_tbl = copy_tbl(RCLASS(orig)->m_tbl);
        if (old) st_free_table(old);
    }
    return clone;
}

VALUE
rb_class_init_copy(VALUE clone, VALUE orig)
{
    if (RCLASS(clone)->super != 0)
        rb_raise(rb_eTypeError, "already initialized class");
    if (FL_TEST(orig, FL_SINGLETON))
        rb_raise(rb_eTypeError, "can't copy singleton class");
    return rb_mod_init_copy(clone, orig);
}

/* the class a clone of obj gets: a copy of obj's singleton class, if any */
VALUE
rb_singleton_class_clone(VALUE obj)
{
    VALUE klass = RBASIC(obj)->klass;
    struct RClass *clone;

    if (!FL_TEST(klass, FL_SINGLETON)) return klass;
    clone = (struct RClass *)rb_newobj();
    OBJSETUP(clone, RBASIC(klass)->klass, RBASIC(klass)->flags);
    clone->super = RCLASS(klass)->super;
    clone->iv_tbl = 0;
    clone->m_tbl = 0;
    if (RCLASS(klass)->iv_tbl) {
        clone->iv_tbl = copy_tbl(RCLASS(klass)->iv_tbl);
        remove_hidden_ivars(clone->iv_tbl);
    }
    clone->m_tbl = copy_tbl(RCLASS(klass)->m_tbl);
    if (!clone->m_tbl) clone->m_tbl = st_init_numtable();
    FL_SET(clone, FL_SINGLETON);
    return (VALUE)clone;
}

void
rb_singleton_class_attached(VALUE klass, VALUE obj)
{
    if (FL_TEST(klass, FL_SINGLETON)) {
        if (!RCLASS(klass)->iv_tbl) RCLASS(klass)->iv_tbl = st_init_numtable();
        st_insert(RCLASS(klass)->iv_tbl, id_attached(), obj);
    }
}

/* makes a singleton class for obj whose superclass is super */
VALUE
rb_make_metaclass(VALUE obj, VALUE super)
{
    VALUE klass = rb_class_boot(super), metasuper;
    FL_SET(klass, FL_SINGLETON);
    RBASIC(obj)->klass = klass;
    rb_singleton_class_attached(klass, obj);
    metasuper = super ? RBASIC(rb_class_real(super))->klass : 0;
    if (BUILTIN_TYPE(obj) == T_CLASS && FL_TEST(obj, FL_SINGLETON))
        RBASIC(klass)->klass = klass;   /* 1.8.7: a singleton of a singleton is its own class */
    else if (metasuper) RBASIC(klass)->klass = metasuper;
    return klass;
}

VALUE
rb_define_class_id(ID id, VALUE super)
{
    VALUE klass;
    if (!super) super = rb_cObject;
    klass = rb_class_new(super);
    rb_make_metaclass(klass, RBASIC(super)->klass);
    return klass;
}

/* calls super.inherited(klass); may run Ruby code */
VALUE
rb_class_inherited(VALUE super, VALUE klass)
{
    if (!super) super = rb_cObject;
    if (!ruby_running) return Qnil;   /* booting: only the built-in no-op exists */
    return rb_funcall(super, rb_intern("inherited"), 1, klass);
}

static VALUE
existing_class(VALUE klass, ID id, const char *name, VALUE super)
{
    if (TYPE(klass) != T_CLASS)
        rb_raise(rb_eTypeError, "%s is not a class", name);
    if (rb_class_real(RCLASS(klass)->super) != super)
        rb_name_error(id, "%s is already defined", name);
    return klass;
}

VALUE
rb_define_class(const char *name, VALUE super)
{
    VALUE klass;
    ID id = rb_intern(name);

    if (rb_const_defined(rb_cObject, id))
        return existing_class(rb_const_get(rb_cObject, id), id, name, super);
    if (!super) rb_warn("no super class for `%s', Object assumed", name);
    klass = rb_define_class_id(id, super);
    rb_register_class(klass);
    rb_name_class(klass, id);
    rb_const_set(rb_cObject, id, klass);
    rb_class_inherited(super, klass);
    return klass;
}

VALUE
rb_define_class_under(VALUE outer, const char *name, VALUE super)
{
    VALUE klass;
    ID id = rb_intern(name);

    if (rb_const_defined_at(outer, id))
        return existing_class(rb_const_get_at(outer, id), id, name, super);
    if (!super) rb_warn("no super class for `%s::%s', Object assumed",
                        rb_class2name(outer), name);
    klass = rb_define_class_id(id, super);
    rb_register_class(klass);
    rb_set_class_path(klass, outer, name);
    rb_const_set(outer, id, klass);
    rb_class_inherited(super, klass);
    return klass;
}

/* ------------------------------------------------------------ modules */

VALUE
rb_module_new(void)
{
    NEWOBJ(mdl, struct RClass);
    OBJSETUP(mdl, rb_cModule, T_MODULE);
    mdl->super = 0;
    mdl->iv_tbl = 0;
    mdl->m_tbl = 0;
    mdl->m_tbl = st_init_numtable();
    return (VALUE)mdl;
}

VALUE
rb_define_module_id(ID id)
{
    VALUE mdl = rb_module_new();
    rb_name_class(mdl, id);
    return mdl;
}

VALUE
rb_define_module(const char *name)
{
    VALUE module;
    ID id = rb_intern(name);

    if (rb_const_defined(rb_cObject, id)) {
        module = rb_const_get(rb_cObject, id);
        if (TYPE(module) == T_MODULE) return module;
        rb_raise(rb_eTypeError, "%s is not a module", rb_obj_classname(module));
    }
    module = rb_define_module_id(id);
    rb_register_class(module);
    rb_const_set(rb_cObject, id, module);
    return module;
}

VALUE
rb_define_module_under(VALUE outer, const char *name)
{
    VALUE module;
    ID id = rb_intern(name);

    if (rb_const_defined_at(outer, id)) {
        module = rb_const_get_at(outer, id);
        if (TYPE(module) == T_MODULE) return module;
        rb_raise(rb_eTypeError, "%s::%s is not a module",
                 rb_class2name(outer), rb_obj_classname(module));
    }
    module = rb_module_new();
    rb_register_class(module);
    rb_set_class_path(module, outer, name);
    rb_const_set(outer, id, module);
    return module;
}

/* the include proxy for module, inserted before super; may run the GC */
VALUE
rb_include_class_new(VALUE module, VALUE super)
{
    NEWOBJ(klass, struct RClass);
    OBJSETUP(klass, rb_cClass, T_ICLASS);

    if (BUILTIN_TYPE(module) == T_ICLASS) module = RBASIC(module)->klass;
    if (!RCLASS(module)->iv_tbl) RCLASS(module)->iv_tbl = st_init_numtable();
    klass->iv_tbl = RCLASS(module)->iv_tbl;
    klass->m_tbl = RCLASS(module)->m_tbl;
    klass->super = super;
    RBASIC(klass)->klass = module;
    OBJ_INFECT(klass, module);
    OBJ_INFECT(klass, super);
    return (VALUE)klass;
}

/* is module's table already in klass's ancestors (after c)?  sets *c to the
   proxy found when no real class was crossed on the way */
static int
already_included(VALUE klass, VALUE module, VALUE *c)
{
    VALUE p;
    int superclass_seen = 0;
    for (p = RCLASS(klass)->super; p; p = RCLASS(p)->super) {
        switch (BUILTIN_TYPE(p)) {
          case T_ICLASS:
            if (RCLASS(p)->m_tbl == RCLASS(module)->m_tbl) {
                if (!superclass_seen) *c = p;
                return 1;
            }
            break;
          case T_CLASS:
            superclass_seen = 1;
            break;
        }
    }
    return 0;
}

void
rb_include_module(VALUE klass, VALUE module)
{
    VALUE c = klass;
    int changed = 0;

    rb_frozen_class_p(klass);
    if (!OBJ_TAINTED(klass)) rb_secure(4);
    if (TYPE(module) != T_MODULE) Check_Type(module, T_MODULE);
    OBJ_INFECT(klass, module);
    while (module) {
        if (RCLASS(klass)->m_tbl == RCLASS(module)->m_tbl)
            rb_raise(rb_eArgError, "cyclic include detected");
        if (!already_included(klass, module, &c)) {
            c = RCLASS(c)->super = rb_include_class_new(module, RCLASS(c)->super);
            changed = 1;
        }
        module = RCLASS(module)->super;
    }
    if (changed) rb_clear_cache();
}

VALUE
rb_mod_included_modules(VALUE mod)
{
    VALUE ary = rb_ary_new(), p;
    for (p = RCLASS(mod)->super; p; p = RCLASS(p)->super) {
        if (BUILTIN_TYPE(p) == T_ICLASS) rb_ary_push(ary, RBASIC(p)->klass);
    }
    return ary;
}

VALUE
rb_mod_include_p(VALUE mod, VALUE mod2)
{
    VALUE p;
    Check_Type(mod2, T_MODULE);
    for (p = RCLASS(mod)->super; p; p = RCLASS(p)->super) {
        if (BUILTIN_TYPE(p) == T_ICLASS && RBASIC(p)->klass == mod2) return Qtrue;
    }
    return Qfalse;
}

VALUE
rb_mod_ancestors(VALUE mod)
{
    VALUE p, ary = rb_ary_new();
    for (p = mod; p; p = RCLASS(p)->super) {
        if (FL_TEST(p, FL_SINGLETON)) continue;
        if (BUILTIN_TYPE(p) == T_ICLASS) rb_ary_push(ary, RBASIC(p)->klass);
        else rb_ary_push(ary, p);
    }
    return ary;
}

/* ------------------------------------------------------------ method lists */

/* records the first visibility seen for each name (-1: undefined) */
static int
method_entry(st_data_t key, st_data_t value, st_data_t data)
{
    st_table *list = (st_table *)data;
    NODE *body = (NODE *)value;
    long type;

    if ((ID)key == ID_ALLOCATOR) return ST_CONTINUE;
    if (st_lookup(list, key, 0)) return ST_CONTINUE;
    if (!body || !body->nd_body) type = -1;
    else type = (long)(body->nd_noex & VISI_MASK);
    st_add_direct(list, key, (st_data_t)type);
    return ST_CONTINUE;
}

struct list_arg {
    VALUE ary;
    int (*want)(long);
};

static int
collect_method(st_data_t key, st_data_t value, st_data_t data)
{
    struct list_arg *arg = (struct list_arg *)data;
    const char *name;
    if (!arg->want((long)value)) return ST_CONTINUE;
    name = rb_id2name((ID)key);
    if (name) rb_ary_push(arg->ary, rb_str_new2(name));
    return ST_CONTINUE;
}

static int want_visible(long t) { return t != -1 && !(t & NOEX_PRIVATE); }
static int want_public(long t) { return t == NOEX_PUBLIC; }
static int want_private(long t) { return t != -1 && (t & NOEX_PRIVATE); }
static int want_protected(long t) { return t != -1 && (t & NOEX_PROTECTED); }

static VALUE
list_to_ary(st_table *list, int (*want)(long))
{
    struct list_arg arg;
    arg.ary = rb_ary_new();
    arg.want = want;
    st_foreach(list, collect_method, (st_data_t)&arg);
    st_free_table(list);
    return arg.ary;
}

static VALUE
class_method_list(int argc, VALUE *argv, VALUE mod, int (*want)(long))
{
    VALUE r;
    int recur = 1;
    st_table *list;

    if (argc > 0) {
        rb_scan_args(argc, argv, "01", &r);
        recur = RTEST(r);
    }
    list = st_init_numtable();
    for (; mod; mod = RCLASS(mod)->super) {
        if (RCLASS(mod)->m_tbl) st_foreach(RCLASS(mod)->m_tbl, method_entry, (st_data_t)list);
        /* as 1.8: without recursion, singleton classes and included
           modules are looked through up to the first real class */
        if (BUILTIN_TYPE(mod) == T_ICLASS || FL_TEST(mod, FL_SINGLETON)) continue;
        if (!recur) break;
    }
    return list_to_ary(list, want);
}

VALUE
rb_class_instance_methods(int argc, VALUE *argv, VALUE mod)
{
    return class_method_list(argc, argv, mod, want_visible);
}

VALUE
rb_class_protected_instance_methods(int argc, VALUE *argv, VALUE mod)
{
    return class_method_list(argc, argv, mod, want_protected);
}

VALUE
rb_class_private_instance_methods(int argc, VALUE *argv, VALUE mod)
{
    return class_method_list(argc, argv, mod, want_private);
}

VALUE
rb_class_public_instance_methods(int argc, VALUE *argv, VALUE mod)
{
    return class_method_list(argc, argv, mod, want_public);
}

/* Kernel#singleton_methods(all = true) */
VALUE
rb_obj_singleton_methods(int argc, VALUE *argv, VALUE obj)
{
    VALUE recur, klass;
    st_table *list;

    if (argc == 0) recur = Qtrue;
    else rb_scan_args(argc, argv, "01", &recur);
    klass = CLASS_OF(obj);
    list = st_init_numtable();
    if (klass && FL_TEST(klass, FL_SINGLETON)) {
        st_foreach(RCLASS(klass)->m_tbl, method_entry, (st_data_t)list);
        klass = RCLASS(klass)->super;
    }
    if (RTEST(recur)) {
        while (klass && (FL_TEST(klass, FL_SINGLETON) || TYPE(klass) == T_ICLASS)) {
            st_foreach(RCLASS(klass)->m_tbl, method_entry, (st_data_t)list);
            klass = RCLASS(klass)->super;
        }
    }
    return list_to_ary(list, want_visible);
}

/* ------------------------------------------------------------ definitions */

static void
define_method_noex(VALUE klass, ID id, VALUE (*func)(ANYARGS), int argc, int noex)
{
    if (argc < -2 || argc > 15)
        rb_raise(rb_eArgError, "arity out of range: %d for -2..15", argc);
    NODE *body = NEW_CFUNC(func, argc);
    rb_node_at_synced_position(body);   /* MBARI's Method#__file__ shows it */
    rb_add_method(klass, id, body, noex);
}

void
rb_define_method_id(VALUE klass, ID id, VALUE (*func)(ANYARGS), int argc)
{
    define_method_noex(klass, id, func, argc, NOEX_PUBLIC);
}

void
rb_define_method(VALUE klass, const char *name, VALUE (*func)(ANYARGS), int argc)
{
    ID id = rb_intern(name);
    int noex = NOEX_PUBLIC;
    if (strcmp(name, "initialize") == 0 || strcmp(name, "initialize_copy") == 0)
        noex = NOEX_PRIVATE;
    define_method_noex(klass, id, func, argc, noex);
}

void
rb_define_protected_method(VALUE klass, const char *name, VALUE (*func)(ANYARGS), int argc)
{
    define_method_noex(klass, rb_intern(name), func, argc, NOEX_PROTECTED);
}

void
rb_define_private_method(VALUE klass, const char *name, VALUE (*func)(ANYARGS), int argc)
{
    define_method_noex(klass, rb_intern(name), func, argc, NOEX_PRIVATE);
}

void
rb_undef_method(VALUE klass, const char *name)
{
    rb_add_method(klass, rb_intern(name), 0, NOEX_UNDEF);
}

void
rb_define_singleton_method(VALUE obj, const char *name, VALUE (*func)(ANYARGS), int argc)
{
    rb_define_method(rb_singleton_class(obj), name, func, argc);
}

void
rb_define_module_function(VALUE module, const char *name, VALUE (*func)(ANYARGS), int argc)
{
    rb_define_private_method(module, name, func, argc);
    rb_define_singleton_method(module, name, func, argc);
}

void
rb_define_global_function(const char *name, VALUE (*func)(ANYARGS), int argc)
{
    rb_define_module_function(rb_mKernel, name, func, argc);
}

void
rb_define_alias(VALUE klass, const char *name1, const char *name2)
{
    rb_alias(klass, rb_intern(name1), rb_intern(name2));
}

void
rb_define_attr(VALUE klass, const char *name, int read, int write)
{
    rb_attr(klass, rb_intern(name), read, write, Qfalse);
}

/* raises TypeError when klass is frozen */
void
rb_frozen_class_p(VALUE klass)
{
    const char *desc = "something(?!)";
    if (!OBJ_FROZEN(klass)) return;
    if (FL_TEST(klass, FL_SINGLETON)) desc = "object";
    else {
        switch (TYPE(klass)) {
          case T_MODULE: case T_ICLASS: desc = "module"; break;
          case T_CLASS: desc = "class"; break;
        }
    }
    rb_error_frozen(desc);
}

static NORETURN(void undef_error(VALUE klass, ID id));

static void
undef_error(VALUE klass, ID id)
{
    const char *s0 = " class";
    VALUE c = klass;
    if (FL_TEST(c, FL_SINGLETON)) {
        VALUE obj = rb_iv_get(klass, "__attached__");
        switch (TYPE(obj)) {
          case T_MODULE: case T_CLASS: c = obj; s0 = ""; break;
        }
    }
    else if (TYPE(c) == T_MODULE) s0 = " module";
    rb_name_error(id, "undefined method `%s' for%s `%s'",
                  rb_id2name(id), s0, rb_class2name(c));
}

/* `undef name` in klass; runs the method_undefined hooks */
void
rb_undef(VALUE klass, ID id)
{
    if (!klass) rb_raise(rb_eTypeError, "no class to undef method");
    if (!OBJ_TAINTED(klass) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't undef `%s'", rb_id2name(id));
    rb_frozen_class_p(klass);
    if (id == rb_intern("__id__") || id == rb_intern("__send__") || id == rb_intern("initialize"))
        rb_warn("undefining `%s' may cause serious problem", rb_id2name(id));
    if (!rb_method_boundp(klass, id, 0)) undef_error(klass, id);
    rb_add_method(klass, id, 0, NOEX_PUBLIC);
    if (FL_TEST(klass, FL_SINGLETON))
        rb_funcall(rb_iv_get(klass, "__attached__"), rb_intern("singleton_method_undefined"),
                   1, ID2SYM(id));
    else
        rb_funcall(klass, rb_intern("method_undefined"), 1, ID2SYM(id));
}

/* ------------------------------------------------------------ singleton */

static int
special_singleton(VALUE obj, VALUE *klass)
{
    if (obj == Qnil) *klass = rb_cNilClass;
    else if (obj == Qtrue) *klass = rb_cTrueClass;
    else if (obj == Qfalse) *klass = rb_cFalseClass;
    else return 0;
    return 1;
}

/* the singleton class of obj, made when missing; may run the GC */
VALUE
rb_singleton_class(VALUE obj)
{
    VALUE klass;

    if (FIXNUM_P(obj) || SYMBOL_P(obj))
        rb_raise(rb_eTypeError, "can't define singleton");
    if (special_singleton(obj, &klass)) return klass;
    klass = RBASIC(obj)->klass;
    if (!(FL_TEST(klass, FL_SINGLETON) && RCLASS(klass)->iv_tbl
          && rb_attr_get(klass, id_attached()) == obj))
        klass = rb_make_metaclass(obj, klass);
    if (OBJ_TAINTED(obj)) OBJ_TAINT(klass);
    else FL_UNSET(klass, FL_TAINT);
    if (OBJ_FROZEN(obj)) OBJ_FREEZE(klass);
    return klass;
}

/* ------------------------------------------------------------ rb_scan_args */

/* 1.8 format: [mandatory digit][optional digit]["*"]["&"] */
int
rb_scan_args(int argc, const VALUE *argv, const char *fmt, ...)
{
    int n, i = 0, nreq = 0, nopt = 0;
    const char *p = fmt;
    VALUE *var;
    va_list vargs;

    va_start(vargs, fmt);
    if (*p == '*') goto rest_arg;
    if (ISDIGIT(*p)) {
        nreq = n = *p - '0';
        if (argc < n) goto argc_error;
        for (i = 0; i < n; i++) {
            var = va_arg(vargs, VALUE *);
            if (var) *var = argv[i];
        }
        p++;
    }
    else goto error;
    if (ISDIGIT(*p)) {
        nopt = *p - '0';
        n = i + nopt;
        for (; i < n; i++) {
            var = va_arg(vargs, VALUE *);
            if (argc > i) { if (var) *var = argv[i]; }
            else if (var) *var = Qnil;
        }
        p++;
    }
  rest_arg:
    if (*p == '*') {
        var = va_arg(vargs, VALUE *);
        if (argc > i) {
            if (var) *var = rb_ary_new4(argc - i, argv + i);
            i = argc;
        }
        else if (var) *var = rb_ary_new();
        p++;
    }
    if (*p == '&') {
        var = va_arg(vargs, VALUE *);
        if (var) *var = rb_block_given_p() ? rb_block_proc() : Qnil;
        p++;
    }
    va_end(vargs);
    if (*p != '\0') goto error;
    if (argc > i) goto argc_error;
    return argc;

  argc_error:
    va_end(vargs);
    if (argc < nreq) rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, nreq);
    rb_raise(rb_eArgError, "wrong number of arguments (%d for %d)", argc, i);
  error:
    va_end(vargs);
    rb_fatal("bad scan arg format: %s", fmt);
    return 0;
}

/* obj.extend(module) core: include module into obj's singleton class
   (defined here because eval.c calls it; may run the GC) */
void
rb_extend_object(VALUE obj, VALUE module)
{
    rb_include_module(rb_singleton_class(obj), module);
}
