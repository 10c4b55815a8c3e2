/* hash.c - class Hash on st_table (1.8.7's bin order), and the ENV object. */
#include "ruby.h"
#include "internal.h"
#include "st.h"
#include "node.h"
#include <sys/stat.h>
#include <unistd.h>

VALUE rb_cHash;
static VALUE envtbl;

static ID id_hash, id_call, id_default, id_to_hash;

#define HASH_DELETED FL_USER1
#define HASH_PROC_DEFAULT FL_USER2

/* ------------------------------------------------------------ st glue */

/* obj.hash as a Fixnum: a Bignum gives its low bits, anything else goes
   through to_int (1.8.7 takes a Float, refuses nil or a String) */
VALUE
rb_hash(VALUE obj)
{
    VALUE h = rb_funcall(obj, id_hash, 0);

    for (;;) {
        if (FIXNUM_P(h)) return h;
        if (TYPE(h) == T_BIGNUM) return rb_funcall(h, '&', 1, LONG2FIX(FIXNUM_MAX));
        h = rb_to_int(h);
    }
}

static int
any_cmp(st_data_t a, st_data_t b)
{
    if (a == b) return 0;
    if ((VALUE)a == Qundef || (VALUE)b == Qundef) return 1;
    if (FIXNUM_P(a) || SYMBOL_P(a) || FIXNUM_P(b) || SYMBOL_P(b)) {
        if (FIXNUM_P(a) && FIXNUM_P(b)) return 1;
        if (SYMBOL_P(a) && SYMBOL_P(b)) return 1;
    }
    if (TYPE(a) == T_STRING && TYPE(b) == T_STRING &&
        RBASIC(a)->klass == rb_cString && RBASIC(b)->klass == rb_cString)
        return rb_str_cmp(a, b);
    return !rb_eql(a, b);
}

/* the low 32 bits of an Integer's magnitude (a Bignum hash is taken so) */
static unsigned long
hash_low_bits(VALUE h)
{
    for (;;) {
        if (FIXNUM_P(h)) return (unsigned long)FIX2LONG(h);
        if (TYPE(h) == T_BIGNUM) {
            h = rb_funcall(rb_funcall(h, rb_intern("abs"), 0), '&', 1, rb_uint2inum(0xffffffffUL));
            return NUM2ULONG(h);
        }
        h = rb_to_int(h);
    }
}

/* 1.8.7's hash of a key: a special constant's VALUE, a String's hash, or
   the number obj.hash returns; as a 32-bit int whose bit 31 repeats bit
   30 (a Fixnum's range), which picks the bin */
static int
any_hash(st_data_t a)
{
    unsigned int h;

    if (SPECIAL_CONST_P(a)) h = (unsigned int)a;
    else if (TYPE(a) == T_STRING && RBASIC(a)->klass == rb_cString) h = (unsigned int)rb_str_hash(a);
    else h = (unsigned int)hash_low_bits(rb_funcall(a, id_hash, 0));
    return (int)((h & 0x7fffffffu) | ((h & 0x40000000u) << 1));
}

static struct st_hash_type objhash = { any_cmp, any_hash };

void
st_foreach_safe(st_table *table, int (*func)(ANYARGS), unsigned long a)
{
    st_foreach(table, func, a);
}

/* ------------------------------------------------------------ basics */

static void
hash_modify(VALUE hash)
{
    if (OBJ_FROZEN(hash)) rb_error_frozen("hash");
    if (!OBJ_TAINTED(hash) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: can't modify hash");
    if (!RHASH(hash)->tbl) RHASH(hash)->tbl = st_init_table_inline(&objhash);
}

static VALUE
hash_alloc(VALUE klass)
{
    NEWOBJ(hash, struct RHash);
    OBJSETUP(hash, klass, T_HASH);
    hash->ifnone = Qnil;
    hash->iter_lev = 0;
    hash->tbl = 0;
    hash->tbl = st_init_table_inline(&objhash);
    return (VALUE)hash;
}

VALUE
rb_hash_new(void)
{
    return hash_alloc(rb_cHash);
}

VALUE
rb_hash_freeze(VALUE hash)
{
    return rb_obj_freeze(hash);
}

struct foreach_arg {
    VALUE hash;
    int (*func)(ANYARGS);
    VALUE arg;
    st_table *tbl;            /* the table walked */
};

static int
foreach_iter(VALUE key, VALUE value, struct foreach_arg *arg, int err)
{
    int status;

    if (err) rb_raise(rb_eRuntimeError, "hash modified during iteration");
    if (key == Qundef) return ST_CONTINUE;
    /* as in 1.8.7, a pair added during the walk is visited when it lands
       in a bin still ahead */
    status = (*arg->func)(key, value, arg->arg);
    /* the block rehashed (a new table): as 1.8.7, the walk stops here */
    if (RHASH_TBL(arg->hash) != arg->tbl)
        rb_raise(rb_eRuntimeError, "rehash occurred during iteration");
    switch (status) {
      case ST_DELETE: {
        st_data_t k = key;
        st_delete_safe(RHASH_TBL(arg->hash), &k, 0, Qundef);
        FL_SET(arg->hash, HASH_DELETED);
        return ST_CHECK;
      }
      case ST_STOP: return ST_STOP;
      default: return ST_CHECK;
    }
}

static VALUE
foreach_body(VALUE data)
{
    struct foreach_arg *arg = (struct foreach_arg *)data;
    st_foreach(RHASH_TBL(arg->hash), foreach_iter, (st_data_t)arg);
    return Qnil;
}

/* tables a rehash replaced while walks on them were running: freed when
   the hash's last walk ends */
struct retired_tbl {
    VALUE hash;
    st_table *tbl;
    struct retired_tbl *next;
};
static struct retired_tbl *retired_tbls;

static void
retire_tbl(VALUE hash, st_table *tbl)
{
    struct retired_tbl *r = ALLOC(struct retired_tbl);
    r->hash = hash;
    r->tbl = tbl;
    r->next = retired_tbls;
    retired_tbls = r;
}

static void
free_retired_tbls(VALUE hash)
{
    struct retired_tbl **p = &retired_tbls;
    while (*p) {
        struct retired_tbl *r = *p;
        if (r->hash == hash) {
            *p = r->next;
            st_free_table(r->tbl);
            xfree(r);
        }
        else p = &r->next;
    }
}

static VALUE
foreach_end(VALUE hash)
{
    if (RHASH(hash)->iter_lev > 0) RHASH(hash)->iter_lev--;   /* 0: a re-entered walk */
    if (RHASH(hash)->iter_lev == 0 && retired_tbls) free_retired_tbls(hash);
    if (RHASH(hash)->iter_lev == 0 && FL_TEST(hash, HASH_DELETED)) {
        st_cleanup_safe(RHASH_TBL(hash), Qundef);
        FL_UNSET(hash, HASH_DELETED);
    }
    return Qnil;
}

/* calls func(key, value, arg) on each pair; it may delete (ST_DELETE or
   Hash#delete) and add while the walk goes on */
void
rb_hash_foreach(VALUE hash, int (*func)(ANYARGS), VALUE farg)
{
    struct foreach_arg arg;

    if (!RHASH_TBL(hash) || RHASH_SIZE(hash) == 0) return;
    arg.hash = hash;
    arg.func = func;
    arg.arg = farg;
    arg.tbl = RHASH_TBL(hash);
    RHASH(hash)->iter_lev++;
    rb_ensure(foreach_body, (VALUE)&arg, foreach_end, hash);
}

/* Hash.[] */
static VALUE
hash_s_create(int argc, VALUE *argv, VALUE klass)
{
    VALUE hash, tmp;
    long i;

    if (argc == 1) {
        tmp = rb_check_convert_type(argv[0], T_HASH, "Hash", "to_hash");
        if (!NIL_P(tmp)) {
            st_table *empty;
            hash = hash_alloc(klass);
            empty = RHASH_TBL(hash);   /* freed after the copy, which may run the GC */
            RHASH(hash)->tbl = st_copy(RHASH_TBL(tmp));
            st_free_table(empty);
            return hash;
        }
        tmp = rb_check_array_type(argv[0]);
        if (!NIL_P(tmp)) {
            hash = hash_alloc(klass);
            for (i = 0; i < RARRAY_LEN(tmp); i++) {
                VALUE v = rb_check_array_type(RARRAY_PTR(tmp)[i]);
                if (NIL_P(v)) continue;
                switch (RARRAY_LEN(v)) {
                  case 1: rb_hash_aset(hash, RARRAY_PTR(v)[0], Qnil); break;
                  case 2: rb_hash_aset(hash, RARRAY_PTR(v)[0], RARRAY_PTR(v)[1]); break;
                  default: break;
                }
            }
            return hash;
        }
    }
    if (argc % 2 != 0) rb_raise(rb_eArgError, "odd number of arguments for Hash");
    hash = hash_alloc(klass);
    for (i = 0; i < argc; i += 2) rb_hash_aset(hash, argv[i], argv[i + 1]);
    return hash;
}

/* Hash#initialize */
static VALUE
hash_initialize(int argc, VALUE *argv, VALUE hash)
{
    VALUE ifnone;

    hash_modify(hash);
    if (rb_block_given_p()) {
        if (argc > 0) rb_raise(rb_eArgError, "wrong number of arguments");
        RHASH(hash)->ifnone = rb_block_proc();
        FL_SET(hash, HASH_PROC_DEFAULT);
    }
    else {
        rb_scan_args(argc, argv, "01", &ifnone);
        RHASH(hash)->ifnone = ifnone;
    }
    return hash;
}

VALUE
rb_check_hash_type(VALUE hash)
{
    return rb_check_convert_type(hash, T_HASH, "Hash", "to_hash");
}

static VALUE
to_hash(VALUE hash)
{
    return rb_convert_type(hash, T_HASH, "Hash", "to_hash");
}

/* Hash#rehash: re-inserts every pair (hashes of mutated keys change).
   Inside a walk the old table stays alive until the walk ends: the walk
   sees the new one and raises when the block returns, as 1.8.7 */
struct rehash_arg {
    VALUE keys, vals;
    st_table *tbl;
};

static VALUE
rehash_fill(VALUE data)
{
    struct rehash_arg *a = (struct rehash_arg *)data;
    long i;
    for (i = 0; i < RARRAY_LEN(a->keys); i++)
        st_insert(a->tbl, RARRAY_PTR(a->keys)[i], RARRAY_PTR(a->vals)[i]);
    return Qnil;
}

static VALUE
hash_rehash(VALUE hash)
{
    struct rehash_arg a;
    st_table *old;
    int state;

    hash_modify(hash);
    a.keys = rb_hash_keys(hash);
    a.vals = rb_hash_values(hash);
    /* filled while the old table is still the hash's: a key holding the hash
       itself hashes as it will once the new table is in place */
    a.tbl = st_init_table_with_size(&objhash, RARRAY_LEN(a.keys));
    rb_protect(rehash_fill, (VALUE)&a, &state);
    if (state) {
        st_free_table(a.tbl);
        rb_jump_tag(state);
    }
    old = RHASH_TBL(hash);
    if (RHASH(hash)->iter_lev > 0) {
        RHASH(hash)->tbl = a.tbl;
        retire_tbl(hash, old);
    }
    /* tbl itself stays: a lookup whose key's hash or eql? method rehashed
       the hash still holds it */
    else st_replace_chains(old, a.tbl);
    return hash;
}

static VALUE hash_default(int argc, VALUE *argv, VALUE hash);

/* is Hash#default still this file's? (then a missing key of a plain Hash
   gives ifnone without the call; a trace hook does not see it, as it does
   not see the look-ups the interpreter makes for itself) */
static int
hash_default_builtin_p(void)
{
    static unsigned long checked_serial;
    static int builtin;

    if (checked_serial != ruby_method_serial) {
        NODE *body = rb_method_node(rb_cHash, id_default);
        builtin = body && nd_type(body) == NODE_CFUNC &&
                  body->nd_cfnc == (VALUE (*)(ANYARGS))hash_default;
        checked_serial = ruby_method_serial;
    }
    return builtin;
}

/* Hash#[] */
VALUE
rb_hash_aref(VALUE hash, VALUE key)
{
    st_data_t val;

    if (!st_lookup(RHASH_TBL(hash), key, &val)) {
        /* a plain value of a plain Hash (no singleton class) needs no call;
           a default proc runs under Hash#default, whose frame its backtrace
           shows */
        if (!FL_TEST(hash, HASH_PROC_DEFAULT) && RBASIC(hash)->klass == rb_cHash &&
            hash_default_builtin_p())
            return RHASH(hash)->ifnone;
        return rb_funcall(hash, id_default, 1, key);
    }
    return (VALUE)val;
}

VALUE
rb_hash_lookup(VALUE hash, VALUE key)
{
    st_data_t val;

    if (!st_lookup(RHASH_TBL(hash), key, &val)) return Qnil;
    return (VALUE)val;
}

/* Hash#fetch */
static VALUE
hash_fetch_m(int argc, VALUE *argv, VALUE hash)
{
    VALUE key, if_none;
    st_data_t val;
    int block_given;

    rb_scan_args(argc, argv, "11", &key, &if_none);
    block_given = rb_block_given_p();
    if (block_given && argc == 2) rb_warn("block supersedes default value argument");
    if (!st_lookup(RHASH_TBL(hash), key, &val)) {
        if (block_given) return rb_yield(key);
        if (argc == 1) rb_raise(rb_eIndexError, "key not found");
        return if_none;
    }
    return (VALUE)val;
}

VALUE
rb_hash_fetch(VALUE hash, VALUE key)
{
    return hash_fetch_m(1, &key, hash);
}

/* Hash#default */
static VALUE
hash_default(int argc, VALUE *argv, VALUE hash)
{
    VALUE key;

    rb_scan_args(argc, argv, "01", &key);
    if (FL_TEST(hash, HASH_PROC_DEFAULT)) {
        if (argc == 0) return Qnil;
        return rb_funcall(RHASH(hash)->ifnone, id_call, 2, hash, key);
    }
    return RHASH(hash)->ifnone;
}

/* Hash#default= */
static VALUE
hash_set_default(VALUE hash, VALUE ifnone)
{
    hash_modify(hash);
    RHASH(hash)->ifnone = ifnone;
    FL_UNSET(hash, HASH_PROC_DEFAULT);
    return ifnone;
}

/* Hash#default_proc */
static VALUE
hash_default_proc(VALUE hash)
{
    if (FL_TEST(hash, HASH_PROC_DEFAULT)) return RHASH(hash)->ifnone;
    return Qnil;
}

static int
index_i(VALUE key, VALUE value, VALUE *args)
{
    if (rb_equal(value, args[0])) {
        args[1] = key;
        return ST_STOP;
    }
    return ST_CONTINUE;
}

/* Hash#index */
static VALUE
hash_index(VALUE hash, VALUE value)
{
    VALUE args[2];

    args[0] = value;
    args[1] = Qnil;
    rb_hash_foreach(hash, index_i, (VALUE)args);
    return args[1];
}

/* Hash#indexes, Hash#indices */
static VALUE
hash_indexes(int argc, VALUE *argv, VALUE hash)
{
    VALUE indexes;
    int i;

    rb_warn("Hash#%s is deprecated; use Hash#values_at", rb_id2name(rb_frame_last_func()));
    indexes = rb_ary_new2(argc);
    for (i = 0; i < argc; i++) rb_ary_push(indexes, rb_hash_aref(hash, argv[i]));
    return indexes;
}

/* removes key; during an iteration the entry is only marked dead */
static int
hash_delete_key(VALUE hash, VALUE key, st_data_t *val)
{
    st_data_t k = key;

    if (RHASH(hash)->iter_lev > 0) {
        if (st_delete_safe(RHASH_TBL(hash), &k, val, Qundef)) {
            FL_SET(hash, HASH_DELETED);
            return 1;
        }
        return 0;
    }
    return st_delete(RHASH_TBL(hash), &k, val);
}

VALUE
rb_hash_delete(VALUE hash, VALUE key)
{
    st_data_t val;

    hash_modify(hash);
    if (hash_delete_key(hash, key, &val)) return (VALUE)val;
    if (rb_block_given_p()) return rb_yield(key);
    return Qnil;
}

/* Hash#delete */
static VALUE
hash_delete_m(VALUE hash, VALUE key)
{
    return rb_hash_delete(hash, key);
}

static int
shift_i(VALUE key, VALUE value, VALUE *var)
{
    var[0] = key;
    var[1] = value;
    return ST_STOP;
}

/* Hash#shift */
static VALUE
hash_shift(VALUE hash)
{
    VALUE var[2];

    hash_modify(hash);
    var[0] = Qundef;
    rb_hash_foreach(hash, shift_i, (VALUE)var);
    if (var[0] != Qundef) {
        hash_delete_key(hash, var[0], 0);
        return rb_assoc_new(var[0], var[1]);
    }
    if (FL_TEST(hash, HASH_PROC_DEFAULT))
        return rb_funcall(RHASH(hash)->ifnone, id_call, 2, hash, Qnil);
    return RHASH(hash)->ifnone;
}

static int
delete_if_i(VALUE key, VALUE value, VALUE hash)
{
    if (RTEST(rb_yield_values(2, key, value))) {
        hash_delete_key(hash, key, 0);
    }
    return ST_CONTINUE;
}

VALUE
rb_hash_delete_if(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    hash_modify(hash);
    rb_hash_foreach(hash, delete_if_i, hash);
    return hash;
}

/* Hash#reject! */
static VALUE
hash_reject_bang(VALUE hash)
{
    long n;

    RETURN_ENUMERATOR(hash, 0, 0);
    hash_modify(hash);
    n = RHASH_SIZE(hash);
    rb_hash_delete_if(hash);
    if (n == (long)RHASH_SIZE(hash)) return Qnil;
    return hash;
}

static VALUE hash_dup(VALUE hash);

/* Hash#reject */
static VALUE
hash_reject(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    return rb_hash_delete_if(hash_dup(hash));
}

/* Hash#values_at */
static VALUE
hash_values_at(int argc, VALUE *argv, VALUE hash)
{
    VALUE result = rb_ary_new2(argc);
    long i;

    for (i = 0; i < argc; i++) rb_ary_push(result, rb_hash_aref(hash, argv[i]));
    return result;
}

static int
select_i(VALUE key, VALUE value, VALUE result)
{
    if (RTEST(rb_yield_values(2, key, value))) rb_ary_push(result, rb_assoc_new(key, value));
    return ST_CONTINUE;
}

/* Hash#select: an Array of pairs in 1.8 */
static VALUE
hash_select(VALUE hash)
{
    VALUE result;

    RETURN_ENUMERATOR(hash, 0, 0);
    result = rb_ary_new();
    rb_hash_foreach(hash, select_i, result);
    return result;
}

static int
clear_i(VALUE key, VALUE value, VALUE hash)
{
    hash_delete_key(hash, key, 0);
    return ST_CONTINUE;
}

/* Hash#clear */
static VALUE
hash_clear(VALUE hash)
{
    hash_modify(hash);
    /* key by key, as 1.8.7: a key mutated since it was stored is not found
       again and stays */
    if (RHASH_SIZE(hash) > 0) rb_hash_foreach(hash, clear_i, hash);
    return hash;
}

/* Hash#[]=, Hash#store; an unfrozen String key is copied and frozen */
VALUE
rb_hash_aset(VALUE hash, VALUE key, VALUE val)
{
    hash_modify(hash);
    if (TYPE(key) != T_STRING || OBJ_FROZEN(key) || st_lookup(RHASH_TBL(hash), key, 0)) {
        st_insert(RHASH_TBL(hash), key, val);
    }
    else {
        st_add_direct(RHASH_TBL(hash), rb_str_new4(key), val);   /* shared, as 1.8.7: a second copy of the same string is the same key object */
    }
    return val;
}

static int
replace_i(VALUE key, VALUE val, VALUE hash)
{
    rb_hash_aset(hash, key, val);
    return ST_CONTINUE;
}

/* Hash#replace */
static VALUE
hash_replace(VALUE hash, VALUE hash2)
{
    hash2 = to_hash(hash2);
    if (hash == hash2) return hash;
    hash_clear(hash);
    rb_hash_foreach(hash2, replace_i, hash);
    RHASH(hash)->ifnone = RHASH(hash2)->ifnone;
    if (FL_TEST(hash2, HASH_PROC_DEFAULT)) FL_SET(hash, HASH_PROC_DEFAULT);
    else FL_UNSET(hash, HASH_PROC_DEFAULT);
    return hash;
}

/* Hash#initialize_copy */
static VALUE
hash_init_copy(VALUE hash, VALUE orig)
{
    return hash_replace(hash, orig);
}

static VALUE
hash_dup(VALUE hash)
{
    /* Object#dup, as 1.8.7: instance variables and initialize_copy too */
    return rb_obj_dup(hash);
}

/* Hash#length */
static VALUE
hash_size(VALUE hash)
{
    return INT2FIX(RHASH_SIZE(hash));
}

/* Hash#empty? */
static VALUE
hash_empty_p(VALUE hash)
{
    return RHASH_SIZE(hash) == 0 ? Qtrue : Qfalse;
}

static int
each_value_i(VALUE key, VALUE value)
{
    rb_yield(value);
    return ST_CONTINUE;
}

/* Hash#each_value */
static VALUE
hash_each_value(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    rb_hash_foreach(hash, each_value_i, 0);
    return hash;
}

static int
each_key_i(VALUE key, VALUE value)
{
    rb_yield(key);
    return ST_CONTINUE;
}

/* Hash#each_key */
static VALUE
hash_each_key(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    rb_hash_foreach(hash, each_key_i, 0);
    return hash;
}

static int
each_pair_i(VALUE key, VALUE value)
{
    rb_yield_values(2, key, value);
    return ST_CONTINUE;
}

/* Hash#each_pair */
static VALUE
hash_each_pair(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    rb_hash_foreach(hash, each_pair_i, 0);
    return hash;
}

static int
each_i(VALUE key, VALUE value)
{
    rb_yield(rb_assoc_new(key, value));
    return ST_CONTINUE;
}

/* Hash#each: yields [key, value] */
static VALUE
hash_each(VALUE hash)
{
    RETURN_ENUMERATOR(hash, 0, 0);
    rb_hash_foreach(hash, each_i, 0);
    return hash;
}

static int
to_a_i(VALUE key, VALUE value, VALUE ary)
{
    rb_ary_push(ary, rb_assoc_new(key, value));
    return ST_CONTINUE;
}

/* Hash#to_a */
static VALUE
hash_to_a(VALUE hash)
{
    VALUE ary = rb_ary_new2(RHASH_SIZE(hash));

    rb_hash_foreach(hash, to_a_i, ary);
    OBJ_INFECT(ary, hash);
    return ary;
}

/* Hash#sort */
static VALUE
hash_sort(VALUE hash)
{
    VALUE entries = hash_to_a(hash);
    rb_ary_sort_bang(entries);
    return entries;
}

static int
inspect_i(VALUE key, VALUE value, VALUE str)
{
    VALUE str2;

    if (RSTRING_LEN(str) > 1) rb_str_buf_cat2(str, ", ");
    str2 = rb_inspect(key);
    rb_str_buf_append(str, str2);
    OBJ_INFECT(str, str2);
    rb_str_buf_cat2(str, "=>");
    str2 = rb_inspect(value);
    rb_str_buf_append(str, str2);
    OBJ_INFECT(str, str2);
    return ST_CONTINUE;
}

static VALUE
inspect_hash(VALUE hash, VALUE dummy)
{
    VALUE str;

    str = rb_str_buf_new2("{");
    rb_hash_foreach(hash, inspect_i, str);
    rb_str_buf_cat2(str, "}");
    OBJ_INFECT(str, hash);
    return str;
}

/* Hash#inspect */
static VALUE
hash_inspect(VALUE hash)
{
    if (RHASH_SIZE(hash) == 0) return rb_str_new2("{}");
    if (RTEST(rb_inspecting_p(hash))) return rb_str_new2("{...}");
    return rb_protect_inspect(inspect_hash, hash, 0);
}

static VALUE
to_s_hash(VALUE hash, VALUE dummy)
{
    return rb_ary_to_s(hash_to_a(hash));
}

/* Hash#to_s: to_a.join in 1.8 */
static VALUE
hash_to_s(VALUE hash)
{
    if (RTEST(rb_inspecting_p(hash))) return rb_str_new2("{...}");
    return rb_protect_inspect(to_s_hash, hash, 0);
}

/* Hash#to_hash */
static VALUE
hash_to_hash(VALUE hash)
{
    return hash;
}

static int
keys_i(VALUE key, VALUE value, VALUE ary)
{
    rb_ary_push(ary, key);
    return ST_CONTINUE;
}

VALUE
rb_hash_keys(VALUE hash)
{
    VALUE ary = rb_ary_new2(RHASH_SIZE(hash));
    rb_hash_foreach(hash, keys_i, ary);
    return ary;
}

static int
values_i(VALUE key, VALUE value, VALUE ary)
{
    rb_ary_push(ary, value);
    return ST_CONTINUE;
}

VALUE
rb_hash_values(VALUE hash)
{
    VALUE ary = rb_ary_new2(RHASH_SIZE(hash));
    rb_hash_foreach(hash, values_i, ary);
    return ary;
}

/* Hash#keys */
static VALUE
hash_keys_m(VALUE hash)
{
    return rb_hash_keys(hash);
}

/* Hash#values */
static VALUE
hash_values_m(VALUE hash)
{
    return rb_hash_values(hash);
}

/* Hash#has_key? */
static VALUE
hash_has_key(VALUE hash, VALUE key)
{
    return st_lookup(RHASH_TBL(hash), key, 0) ? Qtrue : Qfalse;
}

static int
has_value_i(VALUE key, VALUE value, VALUE *data)
{
    if (rb_equal(value, data[1])) {
        data[0] = Qtrue;
        return ST_STOP;
    }
    return ST_CONTINUE;
}

/* Hash#has_value? */
static VALUE
hash_has_value(VALUE hash, VALUE val)
{
    VALUE data[2];

    data[0] = Qfalse;
    data[1] = val;
    rb_hash_foreach(hash, has_value_i, (VALUE)data);
    return data[0];
}

struct equal_data {
    VALUE result;
    VALUE hash;
    int eql;
};

static int
eql_i(VALUE key, VALUE val1, struct equal_data *data)
{
    st_data_t val2;

    if (!st_lookup(RHASH_TBL(data->hash), key, &val2)) {
        data->result = Qfalse;
        return ST_STOP;
    }
    if (!(data->eql ? rb_eql(val1, (VALUE)val2) : RTEST(rb_equal(val1, (VALUE)val2)))) {
        data->result = Qfalse;
        return ST_STOP;
    }
    return ST_CONTINUE;
}

static VALUE
recursive_eql(VALUE hash, VALUE dt, int recur)
{
    struct equal_data *data = (struct equal_data *)dt;

    if (recur) return Qfalse;
    data->result = Qtrue;
    rb_hash_foreach(hash, eql_i, dt);
    return data->result;
}

/* eql? in 1.8.7 also wants equal defaults of the same kind (value or proc) */
static int
same_default(VALUE hash1, VALUE hash2)
{
    if (FL_TEST(hash1, HASH_PROC_DEFAULT) != FL_TEST(hash2, HASH_PROC_DEFAULT)) return 0;
    return RTEST(rb_equal(RHASH(hash1)->ifnone, RHASH(hash2)->ifnone));
}

static VALUE
hash_equal(VALUE hash1, VALUE hash2, int eql)
{
    struct equal_data data;

    if (hash1 == hash2) return Qtrue;
    if (TYPE(hash2) != T_HASH) {
        if (!rb_respond_to(hash2, id_to_hash)) return Qfalse;
        return rb_equal(hash2, hash1);
    }
    if (RHASH_SIZE(hash1) != RHASH_SIZE(hash2)) return Qfalse;
    if (eql && !same_default(hash1, hash2)) return Qfalse;
    data.hash = hash2;
    data.eql = eql;
    return rb_ary_exec_recursive(recursive_eql, hash1, (VALUE)&data);
}

/* Hash#== */
static VALUE
hash_equal_m(VALUE hash1, VALUE hash2)
{
    return hash_equal(hash1, hash2, 0);
}

/* Hash#eql? */
static VALUE
hash_eql(VALUE hash1, VALUE hash2)
{
    return hash_equal(hash1, hash2, 1);
}

/* 1.8.7 xors into an int the Fixnum VALUEs of the pair's hashes (2h+1
   each), not the numbers: a pair adds (hk ^ hv) << 1 */
static int
hash_i(VALUE key, VALUE val, int *hval)
{
    VALUE hk = rb_hash(key), hv = rb_hash(val);
    if (!FIXNUM_P(hk)) hk = LONG2FIX(NUM2LONG(rb_funcall(hk, '&', 1, LONG2NUM(LONG_MAX >> 1))));
    if (!FIXNUM_P(hv)) hv = LONG2FIX(NUM2LONG(rb_funcall(hv, '&', 1, LONG2NUM(LONG_MAX >> 1))));
    *hval ^= (int)hk ^ (int)hv;
    return ST_CONTINUE;
}

static VALUE
recursive_hash(VALUE hash, VALUE dummy, int recur)
{
    int hval = (int)RHASH_SIZE(hash);

    if (recur) return LONG2FIX(0);
    rb_hash_foreach(hash, hash_i, (VALUE)&hval);
    return LONG2FIX((long)hval);
}

/* Hash#hash */
static VALUE
hash_hash(VALUE hash)
{
    return rb_ary_exec_recursive(recursive_hash, hash, 0);
}

static int
invert_i(VALUE key, VALUE value, VALUE hash)
{
    rb_hash_aset(hash, value, key);
    return ST_CONTINUE;
}

/* Hash#invert */
static VALUE
hash_invert(VALUE hash)
{
    VALUE h = rb_hash_new();
    rb_hash_foreach(hash, invert_i, h);
    return h;
}

static int
update_i(VALUE key, VALUE value, VALUE hash)
{
    rb_hash_aset(hash, key, value);
    return ST_CONTINUE;
}

static int
update_block_i(VALUE key, VALUE value, VALUE hash)
{
    st_data_t old;

    if (st_lookup(RHASH_TBL(hash), key, &old))
        value = rb_yield_values(3, key, (VALUE)old, value);
    rb_hash_aset(hash, key, value);
    return ST_CONTINUE;
}

/* Hash#update, Hash#merge! */
static VALUE
hash_update(VALUE hash1, VALUE hash2)
{
    hash2 = to_hash(hash2);
    if (RHASH_SIZE(hash2) > 0) hash_modify(hash1);
    if (rb_block_given_p()) rb_hash_foreach(hash2, update_block_i, hash1);
    else rb_hash_foreach(hash2, update_i, hash1);
    return hash1;
}

/* Hash#merge */
static VALUE
hash_merge(VALUE hash1, VALUE hash2)
{
    return hash_update(hash_dup(hash1), hash2);
}

/* ------------------------------------------------------------ ENV */

extern char **environ;

/* whether PATH names a directory others may write into: its value is then
   tainted and $SAFE >= 1 runs no program; -1 until first asked */
static int path_tainted = -1;

static VALUE
env_str_new2(const char *ptr, long len)
{
    VALUE str = rb_tainted_str_new(ptr, len);
    rb_obj_freeze(str);
    return str;
}

static VALUE
env_str_new(const char *ptr)
{
    VALUE str = rb_tainted_str_new2(ptr);
    rb_obj_freeze(str);
    return str;
}

static const char *
env_name(VALUE *name)
{
    const char *s;

    StringValue(*name);
    s = RSTRING_PTR(*name);
    if (memchr(s, '\0', RSTRING_LEN(*name)))
        rb_raise(rb_eArgError, "bad environment variable name");
    return s;
}

/* a name to read or delete: a tainted one is refused from $SAFE 1, as 1.8.7 */
static const char *
env_safe_name(VALUE *name)
{
    StringValue(*name);
    rb_check_safe_obj(*name);
    return env_name(name);
}

/* the value of ENV[name]: tainted, but PATH only while it is unsafe */
static VALUE
env_value(const char *name, const char *val)
{
    VALUE str = env_str_new(val);
    if (strcmp(name, "PATH") == 0 && !rb_env_path_tainted_p()) FL_UNSET(str, FL_TAINT);
    return str;
}

/* ENV[] */
static VALUE
env_aref(VALUE obj, VALUE name)
{
    const char *env, *nam;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    nam = env_safe_name(&name);
    env = getenv(nam);
    return env ? env_value(nam, env) : Qnil;
}

/* ENV.fetch */
static VALUE
env_fetch(int argc, VALUE *argv, VALUE obj)
{
    VALUE key, if_none;
    const char *env, *nam;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    rb_scan_args(argc, argv, "11", &key, &if_none);
    if (rb_block_given_p() && argc == 2) rb_warn("block supersedes default value argument");
    nam = env_safe_name(&key);
    env = getenv(nam);
    if (env) return env_value(nam, env);
    if (rb_block_given_p()) return rb_yield(key);
    if (argc == 1) rb_raise(rb_eIndexError, "key not found");
    return if_none;
}

/* removes name from the environment; its old value or nil */
static VALUE
env_delete(VALUE name)
{
    const char *nam, *val;
    VALUE old;

    rb_secure(4);
    nam = env_safe_name(&name);
    val = getenv(nam);
    if (!val) return Qnil;
    old = env_str_new(val);
    unsetenv(nam);
    return old;
}

/* ENV.delete */
static VALUE
env_delete_m(VALUE obj, VALUE name)
{
    VALUE val = env_delete(name);

    if (NIL_P(val) && rb_block_given_p()) rb_yield(name);
    return val;
}

/* ENV[]=, ENV.store */
static VALUE
env_aset(VALUE obj, VALUE nm, VALUE val)
{
    const char *name;

    if (rb_safe_level() >= 4) rb_raise(rb_eSecurityError, "can't change environment variable");
    if (NIL_P(val)) {
        env_delete(nm);
        return Qnil;
    }
    name = env_name(&nm);
    StringValue(val);
    if (memchr(RSTRING_PTR(val), '\0', RSTRING_LEN(val)))
        rb_raise(rb_eArgError, "bad environment variable value");
    /* 1.8.7 ignores a refused name ("", "A=B"): the store is a no-op */
    if (!strchr(name, '=')) (void)setenv(name, RSTRING_PTR(val), 1);
    if (strcmp(name, "PATH") == 0)   /* a tainted value is not even checked */
        path_tainted = OBJ_TAINTED(val) || !rb_path_check(RSTRING_PTR(val));
    return val;
}

/* a snapshot of the environment as [name, value] pairs */
static VALUE
env_pairs(void)
{
    VALUE ary = rb_ary_new();
    char **env;

    for (env = environ; env && *env; env++) {
        const char *s = strchr(*env, '=');
        if (!s) continue;
        rb_ary_push(ary, rb_assoc_new(env_str_new2(*env, s - *env), env_str_new(s + 1)));
    }
    return ary;
}

static VALUE
env_column(int col)
{
    VALUE pairs = env_pairs(), ary = rb_ary_new();
    long i;

    for (i = 0; i < RARRAY_LEN(pairs); i++)
        rb_ary_push(ary, RARRAY_PTR(RARRAY_PTR(pairs)[i])[col]);
    return ary;
}

/* ENV.keys */
static VALUE
env_keys(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return env_column(0);
}

/* ENV.values */
static VALUE
env_values(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return env_column(1);
}

/* ENV.to_a */
static VALUE
env_to_a(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return env_pairs();
}

/* ENV.each_key */
static VALUE
env_each_key(VALUE ehash)
{
    VALUE keys;
    long i;

    RETURN_ENUMERATOR(ehash, 0, 0);
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    keys = env_keys();
    for (i = 0; i < RARRAY_LEN(keys); i++) rb_yield(RARRAY_PTR(keys)[i]);
    return ehash;
}

/* ENV.each_value */
static VALUE
env_each_value(VALUE ehash)
{
    VALUE values;
    long i;

    RETURN_ENUMERATOR(ehash, 0, 0);
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    values = env_values();
    for (i = 0; i < RARRAY_LEN(values); i++) rb_yield(RARRAY_PTR(values)[i]);
    return ehash;
}

/* yields each [name, value]: as one pair (ENV.each) or as two values
   (ENV.each_pair, which warns a one-parameter block under -w), as 1.8.7 */
static VALUE
env_each_yield(VALUE ehash, int two_values)
{
    VALUE pairs, pair;
    long i;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    pairs = env_pairs();
    for (i = 0; i < RARRAY_LEN(pairs); i++) {
        pair = RARRAY_PTR(pairs)[i];
        if (two_values) rb_yield_values(2, RARRAY_PTR(pair)[0], RARRAY_PTR(pair)[1]);
        else rb_yield(pair);
    }
    return ehash;
}

/* ENV.each */
static VALUE
env_each(VALUE ehash)
{
    RETURN_ENUMERATOR(ehash, 0, 0);
    return env_each_yield(ehash, 0);
}

/* ENV.each_pair */
static VALUE
env_each_pair(VALUE ehash)
{
    RETURN_ENUMERATOR(ehash, 0, 0);
    return env_each_yield(ehash, 1);
}

/* ENV.reject! */
static VALUE
env_reject_bang(VALUE ehash)
{
    VALUE pairs;
    long i;
    int del = 0;

    RETURN_ENUMERATOR(ehash, 0, 0);
    rb_secure(4);
    pairs = env_pairs();
    for (i = 0; i < RARRAY_LEN(pairs); i++) {
        VALUE *p = RARRAY_PTR(RARRAY_PTR(pairs)[i]);
        if (RTEST(rb_yield_values(2, p[0], p[1]))) {
            env_delete(p[0]);
            del++;
        }
    }
    return del ? envtbl : Qnil;
}

/* ENV.delete_if */
static VALUE
env_delete_if(VALUE ehash)
{
    RETURN_ENUMERATOR(ehash, 0, 0);
    env_reject_bang(ehash);
    return envtbl;
}

/* ENV.to_hash */
static VALUE
env_to_hash(void)
{
    VALUE pairs = env_pairs(), hash = rb_hash_new();
    long i;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    for (i = 0; i < RARRAY_LEN(pairs); i++)
        rb_hash_aset(hash, RARRAY_PTR(RARRAY_PTR(pairs)[i])[0], RARRAY_PTR(RARRAY_PTR(pairs)[i])[1]);
    return hash;
}

/* ENV.reject */
static VALUE
env_reject(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return rb_hash_delete_if(env_to_hash());
}

/* ENV.select */
static VALUE
env_select(VALUE ehash)
{
    VALUE pairs, result;
    long i;

    RETURN_ENUMERATOR(ehash, 0, 0);
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    pairs = env_pairs();
    result = rb_ary_new();
    for (i = 0; i < RARRAY_LEN(pairs); i++) {
        VALUE *p = RARRAY_PTR(RARRAY_PTR(pairs)[i]);
        if (RTEST(rb_yield_values(2, p[0], p[1]))) rb_ary_push(result, RARRAY_PTR(pairs)[i]);
    }
    return result;
}

/* ENV.values_at */
static VALUE
env_values_at(int argc, VALUE *argv)
{
    VALUE result = rb_ary_new();
    int i;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    for (i = 0; i < argc; i++) rb_ary_push(result, env_aref(Qnil, argv[i]));
    return result;
}

/* ENV.clear */
static VALUE
env_clear(void)
{
    VALUE keys = env_keys();
    long i;

    rb_secure(4);
    for (i = 0; i < RARRAY_LEN(keys); i++) env_delete(RARRAY_PTR(keys)[i]);
    return envtbl;
}

/* ENV.to_s */
static VALUE
env_to_s(void)
{
    return rb_str_new2("ENV");
}

/* ENV.inspect */
static VALUE
env_inspect(void)
{
    VALUE str = rb_str_new2("{");
    char **env;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    /* in environ's order, not a Hash's */
    for (env = environ; env && *env; env++) {
        char *s = strchr(*env, '=');
        if (!s) continue;
        if (env != environ) rb_str_cat2(str, ", ");
        rb_str_append(str, rb_inspect(env_str_new2(*env, s - *env)));
        rb_str_cat2(str, "=>");
        rb_str_append(str, rb_inspect(env_str_new(s + 1)));
    }
    rb_str_cat2(str, "}");
    OBJ_TAINT(str);   /* an empty one too */
    return str;
}

/* ENV.size */
static VALUE
env_size(void)
{
    long n = 0;
    char **env;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    for (env = environ; env && *env; env++) n++;
    return LONG2NUM(n);
}

/* ENV.empty? */
static VALUE
env_empty_p(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return (environ && environ[0]) ? Qfalse : Qtrue;
}

/* ENV.has_key? */
static VALUE
env_has_key(VALUE env, VALUE key)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return getenv(env_name(&key)) ? Qtrue : Qfalse;
}

/* ENV.has_value? */
static VALUE
env_has_value(VALUE dmy, VALUE value)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    if (TYPE(value) != T_STRING) return Qfalse;
    return hash_has_value(env_to_hash(), value);
}

/* ENV.index */
static VALUE
env_index(VALUE dmy, VALUE value)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    StringValue(value);
    return hash_index(env_to_hash(), value);
}

/* ENV.indexes */
static VALUE
env_indexes(int argc, VALUE *argv)
{
    VALUE ary = rb_ary_new2(argc);
    int i;

    rb_warn("ENV.%s is deprecated; use ENV.values_at", rb_id2name(rb_frame_last_func()));
    /* 1.8.7: no level check, a name that is no String is nil, a name is
       read up to a NUL, and every value is tainted (PATH too) */
    for (i = 0; i < argc; i++) {
        VALUE name = rb_check_string_type(argv[i]);
        const char *val = NIL_P(name) ? 0 : getenv(RSTRING_PTR(name));
        rb_ary_push(ary, val ? env_str_new(val) : Qnil);
    }
    return ary;
}

/* ENV.shift */
static VALUE
env_shift(void)
{
    VALUE pairs = env_pairs();

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    if (RARRAY_LEN(pairs) == 0) return Qnil;
    env_delete(RARRAY_PTR(RARRAY_PTR(pairs)[0])[0]);
    return RARRAY_PTR(pairs)[0];
}

/* ENV.invert */
static VALUE
env_invert(void)
{
    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    return hash_invert(env_to_hash());
}

static int
env_update_i(VALUE key, VALUE val, VALUE block)
{
    /* 1.8.7 yields for every key, a new one with nil as the old value */
    if (RTEST(block)) val = rb_yield_values(3, key, env_aref(Qnil, key), val);
    env_aset(Qnil, key, val);
    return ST_CONTINUE;
}

/* ENV.update */
static VALUE
env_update(VALUE env, VALUE hash)
{
    rb_secure(4);
    if (env == hash) return env;
    hash = to_hash(hash);
    rb_hash_foreach(hash, env_update_i, rb_block_given_p() ? Qtrue : Qfalse);
    return env;
}

/* ENV.replace */
static VALUE
env_replace(VALUE env, VALUE hash)
{
    VALUE keys;
    long i;

    rb_secure(4);   /* 1.8.7 reads no environment at $SAFE 4 */
    hash = to_hash(hash);
    /* as 1.8.7: the new pairs first (a bad one raises with the old ones
       still there), then the names the hash does not have go */
    keys = env_keys();
    rb_hash_foreach(hash, env_update_i, Qfalse);
    for (i = 0; i < RARRAY(keys)->len; i++) {
        VALUE key = RARRAY(keys)->ptr[i];
        if (!RTEST(hash_has_key(hash, key))) env_delete(key);
    }
    return env;
}

/* ENV.rehash */
static VALUE
env_none(void)
{
    return Qnil;
}

static void
init_env(void)
{
    VALUE e;

    envtbl = e = rb_obj_alloc(rb_cObject);
    rb_extend_object(envtbl, rb_mEnumerable);
    rb_define_singleton_method(e, "[]", env_aref, 1);
    rb_define_singleton_method(e, "fetch", env_fetch, -1);
    rb_define_singleton_method(e, "[]=", env_aset, 2);
    rb_define_singleton_method(e, "store", env_aset, 2);
    rb_define_singleton_method(e, "each", env_each, 0);
    rb_define_singleton_method(e, "each_pair", env_each_pair, 0);
    rb_define_singleton_method(e, "each_key", env_each_key, 0);
    rb_define_singleton_method(e, "each_value", env_each_value, 0);
    rb_define_singleton_method(e, "delete", env_delete_m, 1);
    rb_define_singleton_method(e, "delete_if", env_delete_if, 0);
    rb_define_singleton_method(e, "clear", env_clear, 0);
    rb_define_singleton_method(e, "reject", env_reject, 0);
    rb_define_singleton_method(e, "reject!", env_reject_bang, 0);
    rb_define_singleton_method(e, "select", env_select, 0);
    rb_define_singleton_method(e, "shift", env_shift, 0);
    rb_define_singleton_method(e, "invert", env_invert, 0);
    rb_define_singleton_method(e, "replace", env_replace, 1);
    rb_define_singleton_method(e, "update", env_update, 1);
    rb_define_singleton_method(e, "inspect", env_inspect, 0);
    rb_define_singleton_method(e, "rehash", env_none, 0);
    rb_define_singleton_method(e, "to_a", env_to_a, 0);
    rb_define_singleton_method(e, "to_s", env_to_s, 0);
    rb_define_singleton_method(e, "index", env_index, 1);
    rb_define_singleton_method(e, "indexes", env_indexes, -1);
    rb_define_singleton_method(e, "indices", env_indexes, -1);
    rb_define_singleton_method(e, "size", env_size, 0);
    rb_define_singleton_method(e, "length", env_size, 0);
    rb_define_singleton_method(e, "empty?", env_empty_p, 0);
    rb_define_singleton_method(e, "keys", env_keys, 0);
    rb_define_singleton_method(e, "values", env_values, 0);
    rb_define_singleton_method(e, "values_at", env_values_at, -1);
    rb_define_singleton_method(e, "include?", env_has_key, 1);
    rb_define_singleton_method(e, "member?", env_has_key, 1);
    rb_define_singleton_method(e, "has_key?", env_has_key, 1);
    rb_define_singleton_method(e, "has_value?", env_has_value, 1);
    rb_define_singleton_method(e, "key?", env_has_key, 1);
    rb_define_singleton_method(e, "value?", env_has_value, 1);
    rb_define_singleton_method(e, "to_hash", env_to_hash, 0);
    rb_define_global_const("ENV", envtbl);
}

/* the start of dir's last separator run that a name follows, or 0 */
static char *
last_dir_sep(char *dir)
{
    char *p, *last = 0;
    for (p = dir; *p; p++) {
        if (*p == '/' && p[1] != '/' && p[1] != '\0') {
            char *run = p;
            while (run > dir && run[-1] == '/') run--;
            last = run;
        }
    }
    return last;
}

/* a directory of PATH is unsafe when it is world writable, or one above it
   is without the sticky bit (1.8.7 warns naming it); a relative one is
   taken from the current directory */
static int
path_dir_secure(const char *dir, long len)
{
    char cwd[4096], *s;
    VALUE buf;
    struct stat st;
    int top = 1;

    if (len > 0 && dir[0] == '/') buf = rb_str_new(dir, len);
    else {
        if (!getcwd(cwd, sizeof(cwd))) return 1;
        buf = rb_str_new2(cwd);
        rb_str_cat2(buf, "/");
        rb_str_cat(buf, dir, len);
    }
    for (;;) {
        char *p = RSTRING_PTR(buf);
        if (stat(p, &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & S_IWOTH) &&
            (top || !(st.st_mode & S_ISVTX)) && access(p, W_OK) == 0) {
            rb_warn("Insecure world writable dir %s in PATH, mode 0%o", p, (unsigned)st.st_mode);
            return 0;
        }
        s = last_dir_sep(p);
        if (!s || s == p) return 1;
        *s = '\0';
        top = 0;
    }
}

/* 1 when every directory of the PATH-style list path is safe */
int
rb_path_check(char *path)
{
    const char *p = path, *colon;

    if (!path) return 1;
    for (;;) {
        colon = strchr(p, ':');
        if (!path_dir_secure(p, colon ? colon - p : (long)strlen(p))) return 0;
        if (!colon) return 1;
        p = colon + 1;
    }
}

int
rb_env_path_tainted_p(void)
{
    if (path_tainted < 0) path_tainted = !rb_path_check(getenv("PATH"));
    return path_tainted;
}

VALUE
rb_env_path_tainted(void)
{
    return rb_env_path_tainted_p() ? Qtrue : Qfalse;
}

static void
define_methods(void)
{
    VALUE h = rb_cHash;

    rb_define_method(h, "rehash", hash_rehash, 0);
    rb_define_method(h, "to_hash", hash_to_hash, 0);
    rb_define_method(h, "to_a", hash_to_a, 0);
    rb_define_method(h, "to_s", hash_to_s, 0);
    rb_define_method(h, "inspect", hash_inspect, 0);
    rb_define_method(h, "==", hash_equal_m, 1);
    rb_define_method(h, "eql?", hash_eql, 1);
    rb_define_method(h, "hash", hash_hash, 0);
    rb_define_method(h, "[]", rb_hash_aref, 1);
    rb_define_method(h, "fetch", hash_fetch_m, -1);
    rb_define_method(h, "[]=", rb_hash_aset, 2);
    rb_define_method(h, "store", rb_hash_aset, 2);
    rb_define_method(h, "default", hash_default, -1);
    rb_define_method(h, "default=", hash_set_default, 1);
    rb_define_method(h, "default_proc", hash_default_proc, 0);
    rb_define_method(h, "index", hash_index, 1);
    rb_define_method(h, "indexes", hash_indexes, -1);
    rb_define_method(h, "indices", hash_indexes, -1);
    rb_define_method(h, "size", hash_size, 0);
    rb_define_method(h, "length", hash_size, 0);
    rb_define_method(h, "empty?", hash_empty_p, 0);
    rb_define_method(h, "each_value", hash_each_value, 0);
    rb_define_method(h, "each_key", hash_each_key, 0);
    rb_define_method(h, "each_pair", hash_each_pair, 0);
    rb_define_method(h, "each", hash_each, 0);
    rb_define_method(h, "keys", hash_keys_m, 0);
    rb_define_method(h, "values", hash_values_m, 0);
    rb_define_method(h, "values_at", hash_values_at, -1);
    rb_define_method(h, "shift", hash_shift, 0);
    rb_define_method(h, "delete", hash_delete_m, 1);
    rb_define_method(h, "delete_if", rb_hash_delete_if, 0);
    rb_define_method(h, "select", hash_select, 0);
    rb_define_method(h, "reject", hash_reject, 0);
    rb_define_method(h, "reject!", hash_reject_bang, 0);
    rb_define_method(h, "clear", hash_clear, 0);
    rb_define_method(h, "invert", hash_invert, 0);
    rb_define_method(h, "update", hash_update, 1);
    rb_define_method(h, "replace", hash_replace, 1);
    rb_define_method(h, "merge!", hash_update, 1);
    rb_define_method(h, "merge", hash_merge, 1);
    rb_define_method(h, "sort", hash_sort, 0);
    rb_define_method(h, "include?", hash_has_key, 1);
    rb_define_method(h, "member?", hash_has_key, 1);
    rb_define_method(h, "has_key?", hash_has_key, 1);
    rb_define_method(h, "has_value?", hash_has_value, 1);
    rb_define_method(h, "key?", hash_has_key, 1);
    rb_define_method(h, "value?", hash_has_value, 1);
}

void
Init_Hash(void)
{
    id_hash = rb_intern("hash");
    id_call = rb_intern("call");
    id_default = rb_intern("default");
    id_to_hash = rb_intern("to_hash");

    rb_cHash = rb_define_class("Hash", rb_cObject);
    rb_include_module(rb_cHash, rb_mEnumerable);
    rb_define_alloc_func(rb_cHash, hash_alloc);
    rb_define_singleton_method(rb_cHash, "[]", hash_s_create, -1);
    rb_define_private_method(rb_cHash, "initialize", hash_initialize, -1);
    rb_define_private_method(rb_cHash, "initialize_copy", hash_init_copy, 1);
    define_methods();
    init_env();
}
