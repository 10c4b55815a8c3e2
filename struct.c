/* struct.c - class Struct: generated classes with named slots. */
#include "ruby.h"
#include "internal.h"

VALUE rb_cStruct;

static ID id_members, id_size;

static VALUE struct_alloc(VALUE);

/* an instance variable of a Struct class or its nearest Struct ancestor */
static VALUE
struct_ivar(VALUE c, ID id)
{
    for (;;) {
        if (rb_ivar_defined(c, id)) return rb_ivar_get(c, id);
        c = RCLASS(c)->super;
        if (c == 0 || c == rb_cStruct) return Qnil;
    }
}

VALUE
rb_struct_iv_get(VALUE c, const char *name)
{
    return struct_ivar(c, rb_intern(name));
}

/* the member Symbols of a Struct class */
VALUE
rb_struct_s_members(VALUE klass)
{
    VALUE members = struct_ivar(klass, id_members);

    if (NIL_P(members)) rb_raise(rb_eTypeError, "uninitialized struct");
    if (TYPE(members) != T_ARRAY) rb_raise(rb_eTypeError, "corrupted struct");
    return members;
}

VALUE
rb_struct_members(VALUE s)
{
    VALUE members = rb_struct_s_members(rb_obj_class(s));

    if (RSTRUCT_LEN(s) != RARRAY_LEN(members))
        rb_raise(rb_eTypeError, "struct size differs (%ld required %ld given)",
                 RARRAY_LEN(members), RSTRUCT_LEN(s));
    return members;
}

static VALUE
members_as_strings(VALUE members)
{
    VALUE ary = rb_ary_new2(RARRAY_LEN(members));
    long i;

    for (i = 0; i < RARRAY_LEN(members); i++)
        rb_ary_push(ary, rb_str_new2(rb_id2name(SYM2ID(RARRAY_PTR(members)[i]))));
    return ary;
}

/* Struct::Foo.members: Strings in 1.8 */
static VALUE
struct_s_members_m(VALUE klass)
{
    return members_as_strings(rb_struct_s_members(klass));
}

/* Struct#members */
static VALUE
struct_members_m(VALUE obj)
{
    return members_as_strings(rb_struct_members(obj));
}

static long
member_index(VALUE obj, ID id)
{
    VALUE members = rb_struct_members(obj);
    long i;

    for (i = 0; i < RARRAY_LEN(members); i++)
        if (SYM2ID(RARRAY_PTR(members)[i]) == id) return i;
    return -1;
}

VALUE
rb_struct_getmember(VALUE obj, ID id)
{
    long i = member_index(obj, id);

    if (i < 0) rb_name_error(id, "`%s' is not a struct member", rb_id2name(id));
    return RSTRUCT_PTR(obj)[i];
}

static void
struct_modify(VALUE s)
{
    if (OBJ_FROZEN(s)) rb_error_frozen("Struct");
    if (!OBJ_TAINTED(s) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't modify Struct");
}

/* the reader of a member: the member is the name it was called by */
static VALUE
struct_ref(VALUE obj)
{
    return rb_struct_getmember(obj, rb_frame_this_func());
}

/* the writer of a member (name=) */
static VALUE
struct_set(VALUE obj, VALUE val)
{
    ID setter = rb_frame_this_func();
    VALUE members = rb_struct_members(obj);
    long i;

    for (i = 0; i < RARRAY_LEN(members); i++)
        if (rb_id_attrset(SYM2ID(RARRAY_PTR(members)[i])) == setter) break;
    if (i == RARRAY_LEN(members))
        rb_name_error(setter, "`%s' is not a struct member", rb_id2name(setter));
    struct_modify(obj);
    RSTRUCT_PTR(obj)[i] = val;
    return val;
}

/* the accessors of the first members know their index, as 1.8.7's do:
   no search of the class's member list per call */
#define MEMBER_ACCESSORS(n) \
static VALUE \
struct_ref##n(VALUE obj) \
{ \
    if (RSTRUCT_LEN(obj) <= n) return struct_ref(obj); \
    return RSTRUCT_PTR(obj)[n]; \
} \
static VALUE \
struct_set##n(VALUE obj, VALUE val) \
{ \
    if (RSTRUCT_LEN(obj) <= n) return struct_set(obj, val); \
    struct_modify(obj); \
    return RSTRUCT_PTR(obj)[n] = val; \
}
MEMBER_ACCESSORS(0) MEMBER_ACCESSORS(1) MEMBER_ACCESSORS(2) MEMBER_ACCESSORS(3)
MEMBER_ACCESSORS(4) MEMBER_ACCESSORS(5) MEMBER_ACCESSORS(6) MEMBER_ACCESSORS(7)
MEMBER_ACCESSORS(8) MEMBER_ACCESSORS(9)

static VALUE (*const member_refs[])(VALUE) = {
    struct_ref0, struct_ref1, struct_ref2, struct_ref3, struct_ref4,
    struct_ref5, struct_ref6, struct_ref7, struct_ref8, struct_ref9,
};
static VALUE (*const member_sets[])(VALUE, VALUE) = {
    struct_set0, struct_set1, struct_set2, struct_set3, struct_set4,
    struct_set5, struct_set6, struct_set7, struct_set8, struct_set9,
};
#define N_MEMBER_ACCESSORS (long)(sizeof(member_refs) / sizeof(member_refs[0]))

static void
define_accessors(VALUE nstr, VALUE members)
{
    long i;

    for (i = 0; i < RARRAY_LEN(members); i++) {
        ID id = SYM2ID(RARRAY_PTR(members)[i]);
        if (!rb_is_local_id(id) && !rb_is_const_id(id)) continue;
        if (i < N_MEMBER_ACCESSORS) {
            rb_define_method_id(nstr, id, member_refs[i], 0);
            rb_define_method_id(nstr, rb_id_attrset(id), member_sets[i], 1);
        }
        else {
            rb_define_method_id(nstr, id, struct_ref, 0);
            rb_define_method_id(nstr, rb_id_attrset(id), struct_set, 1);
        }
    }
}

static VALUE
make_struct(VALUE name, VALUE members, VALUE klass)
{
    VALUE nstr;
    ID id;

    if (NIL_P(name)) {
        nstr = rb_class_new(klass);
        rb_make_metaclass(nstr, RBASIC(klass)->klass);
        rb_class_inherited(klass, nstr);
    }
    else {
        const char *cname;
        name = rb_str_to_str(name);
        id = rb_intern(RSTRING_PTR(name));   /* up to a NUL, no $SAFE check, as 1.8.7 */
        cname = rb_id2name(id);
        if (!rb_is_const_id(id)) rb_name_error(id, "identifier %s needs to be constant", cname);
        if (rb_const_defined_at(klass, id)) {
            rb_warn("redefining constant Struct::%s", cname);
            rb_mod_remove_const(klass, ID2SYM(id));
        }
        nstr = rb_define_class_under(klass, cname, klass);
    }
    rb_iv_set(nstr, "__size__", LONG2NUM(RARRAY_LEN(members)));
    rb_iv_set(nstr, "__members__", members);
    rb_define_alloc_func(nstr, struct_alloc);
    rb_define_singleton_method(nstr, "new", rb_class_new_instance, -1);
    rb_define_singleton_method(nstr, "[]", rb_class_new_instance, -1);
    rb_define_singleton_method(nstr, "members", struct_s_members_m, 0);
    define_accessors(nstr, members);
    return nstr;
}

VALUE
rb_struct_define(const char *name, ...)
{
    va_list ar;
    VALUE nm, ary;
    char *mem;

    nm = name ? rb_str_new2(name) : Qnil;
    ary = rb_ary_new();
    va_start(ar, name);
    while ((mem = va_arg(ar, char *)) != 0) rb_ary_push(ary, ID2SYM(rb_intern(mem)));
    va_end(ar);
    return make_struct(nm, ary, rb_cStruct);
}

/* Struct.new([name,] member, ...) {block} */
static VALUE
struct_s_def(int argc, VALUE *argv, VALUE klass)
{
    VALUE name, rest, st;
    long i;

    if (argc < 1) rb_raise(rb_eArgError, "wrong number of arguments (0 for 1)");
    name = argv[0];
    rest = rb_ary_new4(argc - 1, argv + 1);
    if (SYMBOL_P(name)) {
        rb_ary_unshift(rest, name);
        name = Qnil;
    }
    for (i = 0; i < RARRAY_LEN(rest); i++) {
        ID id = rb_to_id(RARRAY_PTR(rest)[i]);
        RARRAY_PTR(rest)[i] = ID2SYM(id);
    }
    if (!NIL_P(name)) StringValue(name); /* after the members, as in 1.8.7 */
    st = make_struct(name, rest, klass);
    if (rb_block_given_p()) rb_mod_module_eval(0, 0, st);
    return st;
}

static long
struct_size_of(VALUE klass)
{
    VALUE size = struct_ivar(klass, id_size);

    if (NIL_P(size)) rb_raise(rb_eTypeError, "uninitialized struct");
    return NUM2LONG(size);
}

static VALUE
struct_alloc(VALUE klass)
{
    long n = struct_size_of(klass);
    NEWOBJ(st, struct RStruct);
    OBJSETUP(st, klass, T_STRUCT);
    st->ptr = 0;
    st->len = 0;
    st->ptr = ALLOC_N(VALUE, n > 0 ? n : 1);
    rb_mem_clear(st->ptr, n);
    st->len = n;
    return (VALUE)st;
}

/* Struct#initialize */
static VALUE
struct_initialize(int argc, VALUE *argv, VALUE self)
{
    long n;

    struct_modify(self);
    n = struct_size_of(rb_obj_class(self));
    if (n < argc) rb_raise(rb_eArgError, "struct size differs");
    if (argc > 0) MEMCPY(RSTRUCT_PTR(self), argv, VALUE, argc);
    if (n > argc) rb_mem_clear(RSTRUCT_PTR(self) + argc, n - argc);
    return Qnil;
}

VALUE
rb_struct_alloc(VALUE klass, VALUE values)
{
    return rb_class_new_instance((int)RARRAY_LEN(values), RARRAY_PTR(values), klass);
}

VALUE
rb_struct_new(VALUE klass, ...)
{
    VALUE *mem;
    long size, i;
    va_list args;

    size = struct_size_of(klass);
    mem = ALLOCA_N(VALUE, size);
    va_start(args, klass);
    for (i = 0; i < size; i++) mem[i] = va_arg(args, VALUE);
    va_end(args);
    return rb_class_new_instance((int)size, mem, klass);
}

/* Struct#each */
static VALUE
struct_each(VALUE s)
{
    long i;

    RETURN_ENUMERATOR(s, 0, 0);
    for (i = 0; i < RSTRUCT_LEN(s); i++) rb_yield(RSTRUCT_PTR(s)[i]);
    return s;
}

/* Struct#each_pair */
static VALUE
struct_each_pair(VALUE s)
{
    VALUE members;
    long i;

    RETURN_ENUMERATOR(s, 0, 0);
    members = rb_struct_members(s);
    for (i = 0; i < RSTRUCT_LEN(s); i++)
        rb_yield_values(2, RARRAY_PTR(members)[i], RSTRUCT_PTR(s)[i]);
    return s;
}

static VALUE
inspect_struct(VALUE s, VALUE dummy)
{
    VALUE cname = rb_class_path(rb_obj_class(s)), members, str;
    long i;

    str = rb_str_buf_new2("#<struct ");
    rb_str_buf_append(str, cname);
    rb_str_buf_cat2(str, " ");
    members = rb_struct_members(s);
    for (i = 0; i < RSTRUCT_LEN(s); i++) {
        ID id;
        if (i > 0) rb_str_buf_cat2(str, ", ");
        id = SYM2ID(RARRAY_PTR(members)[i]);
        if (rb_is_local_id(id) || rb_is_const_id(id))
            rb_str_buf_cat2(str, rb_id2name(id));
        else
            rb_str_buf_append(str, rb_inspect(RARRAY_PTR(members)[i]));
        rb_str_buf_cat2(str, "=");
        rb_str_buf_append(str, rb_inspect(RSTRUCT_PTR(s)[i]));
    }
    rb_str_buf_cat2(str, ">");
    OBJ_INFECT(str, s);
    return str;
}

/* Struct#inspect, Struct#to_s */
static VALUE
struct_inspect(VALUE s)
{
    VALUE str;

    if (RTEST(rb_inspecting_p(s))) {
        str = rb_str_buf_new2("#<struct ");
        rb_str_buf_append(str, rb_class_path(rb_obj_class(s)));
        return rb_str_cat2(str, ":...>");
    }
    return rb_protect_inspect(inspect_struct, s, 0);
}

/* Struct#to_a, Struct#values */
static VALUE
struct_to_a(VALUE s)
{
    return rb_ary_new4(RSTRUCT_LEN(s), RSTRUCT_PTR(s));
}

/* Struct#initialize_copy */
static VALUE
struct_init_copy(VALUE copy, VALUE s)
{
    if (copy == s) return copy;
    rb_check_frozen(copy);
    if (!rb_obj_is_instance_of(s, rb_obj_class(copy)))
        rb_raise(rb_eTypeError, "wrong argument class");
    if (RSTRUCT_LEN(copy) < RSTRUCT_LEN(s)) {
        REALLOC_N(RSTRUCT(copy)->ptr, VALUE, RSTRUCT_LEN(s));
    }
    RSTRUCT(copy)->len = RSTRUCT_LEN(s);
    MEMCPY(RSTRUCT_PTR(copy), RSTRUCT_PTR(s), VALUE, RSTRUCT_LEN(s));
    return copy;
}

/* the slot index for a name or position, raising as Struct#[] does */
static long
struct_index(VALUE s, VALUE idx)
{
    long i, len = RSTRUCT_LEN(s);

    if (SYMBOL_P(idx) || TYPE(idx) == T_STRING) {
        ID id = rb_to_id(idx);
        i = member_index(s, id);
        if (i < 0) rb_name_error(id, "no member '%s' in struct", rb_id2name(id));
        return i;
    }
    i = NUM2LONG(idx);
    if (i < 0) i += len;
    if (i < 0)
        rb_raise(rb_eIndexError, "offset %ld too small for struct(size:%ld)", i, len);
    if (len <= i)
        rb_raise(rb_eIndexError, "offset %ld too large for struct(size:%ld)", i, len);
    return i;
}

VALUE
rb_struct_aref(VALUE s, VALUE idx)
{
    return RSTRUCT_PTR(s)[struct_index(s, idx)];
}

VALUE
rb_struct_aset(VALUE s, VALUE idx, VALUE val)
{
    long i = struct_index(s, idx);

    struct_modify(s);
    RSTRUCT_PTR(s)[i] = val;
    return val;
}

static VALUE
struct_entry(VALUE s, long n)
{
    return rb_struct_aref(s, LONG2NUM(n));
}

/* Struct#values_at */
static VALUE
struct_values_at(int argc, VALUE *argv, VALUE s)
{
    return rb_get_values_at(s, RSTRUCT_LEN(s), argc, argv, struct_entry);
}

/* Struct#select */
static VALUE
struct_select(int argc, VALUE *argv, VALUE s)
{
    VALUE result;
    long i;

    if (argc > 0) rb_raise(rb_eArgError, "wrong number of arguments (%d for 0)", argc);
    /* no enumerator in 1.8.7: without a block the first yield fails */
    result = rb_ary_new();
    for (i = 0; i < RSTRUCT_LEN(s); i++)
        if (RTEST(rb_yield(RSTRUCT_PTR(s)[i]))) rb_ary_push(result, RSTRUCT_PTR(s)[i]);
    return result;
}

/* Struct#==, #eql? and #hash have no guard against a struct that holds
   itself: 1.8.7 recurses until "stack level too deep" (SystemStackError) */
static int
struct_members_equal(VALUE s, VALUE s2, int eql)
{
    long i;
    VALUE a, b;

    for (i = 0; i < RSTRUCT_LEN(s); i++) {
        a = RSTRUCT_PTR(s)[i];
        b = RSTRUCT_PTR(s2)[i];
        if (eql ? !rb_eql(a, b) : !RTEST(rb_equal(a, b))) return 0;
    }
    return 1;
}

static VALUE
struct_cmp(VALUE s, VALUE s2, int eql)
{
    if (s == s2) return Qtrue;
    if (TYPE(s2) != T_STRUCT) return Qfalse;
    if (rb_obj_class(s) != rb_obj_class(s2)) return Qfalse;
    if (RSTRUCT_LEN(s) != RSTRUCT_LEN(s2)) rb_bug("inconsistent struct");
    return struct_members_equal(s, s2, eql) ? Qtrue : Qfalse;
}

/* Struct#== */
static VALUE
struct_equal(VALUE s, VALUE s2)
{
    return struct_cmp(s, s2, 0);
}

/* Struct#eql? */
static VALUE
struct_eql(VALUE s, VALUE s2)
{
    return struct_cmp(s, s2, 1);
}

/* Struct#hash */
static VALUE
struct_hash(VALUE s)
{
    long i, h;
    VALUE n;

    n = rb_hash(rb_obj_class(s));
    h = FIXNUM_P(n) ? (long)n : NUM2LONG(n);    /* the class's as a VALUE (2h+1), as 1.8.7 */
    for (i = 0; i < RSTRUCT_LEN(s); i++) {
        h = (long)(((unsigned long)h << 1) | (h < 0 ? 1 : 0)); /* rotate left, unsigned: no UB */
        n = rb_hash(RSTRUCT_PTR(s)[i]);
        h ^= NUM2LONG(n);
    }
    return LONG2FIX(h);
}

/* Struct#size, Struct#length */
static VALUE
struct_size(VALUE s)
{
    return LONG2FIX(RSTRUCT_LEN(s));
}

void
Init_Struct(void)
{
    VALUE c;

    id_members = rb_intern("__members__");
    id_size = rb_intern("__size__");
    c = rb_cStruct = rb_define_class("Struct", rb_cObject);
    rb_include_module(c, rb_mEnumerable);
    rb_undef_alloc_func(c);
    rb_define_singleton_method(c, "new", struct_s_def, -1);
    rb_define_private_method(c, "initialize", struct_initialize, -1);
    rb_define_private_method(c, "initialize_copy", struct_init_copy, 1);
    rb_define_method(c, "==", struct_equal, 1);
    rb_define_method(c, "eql?", struct_eql, 1);
    rb_define_method(c, "hash", struct_hash, 0);
    rb_define_method(c, "to_s", struct_inspect, 0);
    rb_define_method(c, "inspect", struct_inspect, 0);
    rb_define_method(c, "to_a", struct_to_a, 0);
    rb_define_method(c, "values", struct_to_a, 0);
    rb_define_method(c, "size", struct_size, 0);
    rb_define_method(c, "length", struct_size, 0);
    rb_define_method(c, "each", struct_each, 0);
    rb_define_method(c, "each_pair", struct_each_pair, 0);
    rb_define_method(c, "[]", rb_struct_aref, 1);
    rb_define_method(c, "[]=", rb_struct_aset, 2);
    rb_define_method(c, "select", struct_select, -1);
    rb_define_method(c, "values_at", struct_values_at, -1);
    rb_define_method(c, "members", struct_members_m, 0);
}
