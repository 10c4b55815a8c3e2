/* hashdb.h - the Hash-like API that DBM (ext/dbm), GDBM (ext/gdbm) and
 * SDBM (ext/sdbm) of Ruby 1.8.7 share, over a key/value file library given
 * as a table of operations.  Each extension includes it once (its
 * functions are static) and adds its own opening and library-specific
 * methods.  A change checks, as 1.8.7's SDBM does: $SAFE, frozen, the
 * String arguments, then that the file is open (and writable). */
#ifndef HASHDB_H
#define HASHDB_H 1

#include "ruby.h"

struct hdb_ops {
    const char *name;                       /* class name in messages */
    VALUE *error;                           /* its error class */
    void (*close)(void *db);
    VALUE (*fetch)(void *db, VALUE key);    /* tainted String, or nil */
    void (*store)(void *db, VALUE key, VALUE val);  /* raises on failure */
    void (*remove)(void *db, VALUE key);    /* raises on failure */
    VALUE (*first)(void *db);               /* first key, or nil */
    VALUE (*next)(void *db, VALUE prev);    /* key after prev, or nil */
    /* optional (0: none) */
    void (*writable)(void *db);             /* raises when read-only */
    /* Klass.open runs this initialize itself, not the one obj's class
     * has (0: Klass.open calls obj's initialize) */
    VALUE (*initialize)(int argc, VALUE *argv, VALUE obj);
};

struct hdb {
    void *db;                   /* 0 when closed */
    long size;                  /* number of pairs, -1 unknown */
    const struct hdb_ops *ops;
};

static void
hdb_free(void *p)
{
    struct hdb *d = p;

    if (d->db) d->ops->close(d->db);
    xfree(d);
}

static VALUE
hdb_alloc(VALUE klass, const struct hdb_ops *ops)
{
    struct hdb *d;
    VALUE obj = Data_Make_Struct(klass, struct hdb, 0, hdb_free, d);

    d->db = 0;
    d->size = -1;
    d->ops = ops;
    return obj;
}

static struct hdb *
hdb_data(VALUE obj)
{
    Check_Type(obj, T_DATA);
    return DATA_PTR(obj);
}

/* the data of an open database ("closed DBM file" otherwise) */
static struct hdb *
hdb_open_data(VALUE obj)
{
    struct hdb *d = hdb_data(obj);

    if (!d->db) rb_raise(*d->ops->error, "closed %s file", d->ops->name);
    return d;
}

/* the checks before any argument of a change: $SAFE, then frozen */
static void
hdb_check_change(VALUE obj)
{
    rb_secure(4);
    if (OBJ_FROZEN(obj)) rb_error_frozen(hdb_data(obj)->ops->name);
}

/* the data of an open database the caller may write to */
static struct hdb *
hdb_writable_data(VALUE obj)
{
    struct hdb *d = hdb_open_data(obj);

    if (d->ops->writable) d->ops->writable(d->db);
    return d;
}

/* the data of an open database the caller may change (no arguments) */
static struct hdb *
hdb_modifiable(VALUE obj)
{
    hdb_check_change(obj);
    return hdb_writable_data(obj);
}

/* sets the library handle of obj, closing the one it had */
static void
hdb_set_db(VALUE obj, void *db)
{
    struct hdb *d = hdb_data(obj);

    if (d->db) d->ops->close(d->db);
    d->db = db;
    d->size = -1;
}

static VALUE
hdb_close(VALUE obj)
{
    struct hdb *d = hdb_open_data(obj);

    d->ops->close(d->db);
    d->db = 0;
    return Qnil;
}

static VALUE
hdb_closed_p(VALUE obj)
{
    return hdb_data(obj)->db ? Qfalse : Qtrue;
}

/* Klass.open(args) { |db| }: nil when the file may not be created and
 * does not exist; with a block, the block's value (db closed after) */
static VALUE
hdb_s_open(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj = rb_obj_alloc(klass);
    const struct hdb_ops *ops = hdb_data(obj)->ops;

    if (ops->initialize) ops->initialize(argc, argv, obj);
    else rb_obj_call_init(obj, argc, argv);
    if (!hdb_data(obj)->db) return Qnil;
    if (rb_block_given_p()) return rb_ensure(rb_yield, obj, hdb_close, obj);
    return obj;
}

/* the value of key (a String, to_str), or nil; obj must be open */
static VALUE
hdb_fetch_str(VALUE obj, VALUE key)
{
    struct hdb *d;

    StringValue(key);
    d = hdb_open_data(obj);
    return d->ops->fetch(d->db, key);
}

/* ------------------------------------------------------------ iteration */

/* fn(key, value, arg) for each pair; nonzero stops the walk (the data is
 * looked up again after each call: the block may close the database) */
typedef int hdb_pair_fn(VALUE key, VALUE val, VALUE arg);

static void
hdb_each(VALUE obj, hdb_pair_fn *fn, VALUE arg)
{
    struct hdb *d = hdb_open_data(obj);
    VALUE key = d->ops->first(d->db);

    while (!NIL_P(key)) {
        if (fn(key, d->ops->fetch(d->db, key), arg)) return;
        d = hdb_open_data(obj);
        key = d->ops->next(d->db, key);
    }
}

static int
hdb_yield_pair(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(rb_assoc_new(k, v));
    return 0;
}

static int
hdb_yield_key(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(k);
    return 0;
}

static int
hdb_yield_value(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(v);
    return 0;
}

static int
hdb_push_key(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, k);
    return 0;
}

static int
hdb_push_value(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, v);
    return 0;
}

static int
hdb_push_pair(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, rb_assoc_new(k, v));
    return 0;
}

static int
hdb_hash_pair(VALUE k, VALUE v, VALUE hash)
{
    rb_hash_aset(hash, k, v);
    return 0;
}

static int
hdb_hash_inverted(VALUE k, VALUE v, VALUE hash)
{
    rb_hash_aset(hash, v, k);
    return 0;
}

static int
hdb_count(VALUE k, VALUE v, VALUE counter)
{
    (*(long *)counter)++;
    return 0;
}

static int
hdb_push_selected(VALUE k, VALUE v, VALUE ary)
{
    VALUE pair = rb_assoc_new(k, v);

    if (RTEST(rb_yield(pair))) rb_ary_push(ary, pair);
    return 0;
}

static int
hdb_push_rejected_key(VALUE k, VALUE v, VALUE ary)
{
    if (RTEST(rb_yield(rb_assoc_new(k, v)))) rb_ary_push(ary, k);
    return 0;
}

/* finds the first key holding a value (arg: [value, key found]) */
static int
hdb_find_value(VALUE k, VALUE v, VALUE arg)
{
    VALUE *pair = (VALUE *)arg;

    if (!rb_str_equal(v, pair[0])) return 0;
    pair[1] = k;
    return 1;
}

static VALUE
hdb_each_pair(VALUE obj)
{
    hdb_each(obj, hdb_yield_pair, 0);
    return obj;
}

static VALUE
hdb_each_key(VALUE obj)
{
    hdb_each(obj, hdb_yield_key, 0);
    return obj;
}

static VALUE
hdb_each_value(VALUE obj)
{
    hdb_each(obj, hdb_yield_value, 0);
    return obj;
}

static VALUE
hdb_collect(VALUE obj, hdb_pair_fn *fn)
{
    VALUE ary = rb_ary_new();

    hdb_each(obj, fn, ary);
    return ary;
}

static VALUE
hdb_keys(VALUE obj)
{
    return hdb_collect(obj, hdb_push_key);
}

static VALUE
hdb_values(VALUE obj)
{
    return hdb_collect(obj, hdb_push_value);
}

static VALUE
hdb_to_a(VALUE obj)
{
    return hdb_collect(obj, hdb_push_pair);
}

static VALUE
hdb_to_hash(VALUE obj)
{
    VALUE hash = rb_hash_new();

    hdb_each(obj, hdb_hash_pair, hash);
    return hash;
}

static VALUE
hdb_invert(VALUE obj)
{
    VALUE hash = rb_hash_new();

    hdb_each(obj, hdb_hash_inverted, hash);
    return hash;
}

static VALUE
hdb_length(VALUE obj)
{
    struct hdb *d = hdb_open_data(obj);
    long n = 0;

    if (d->size < 0) {
        hdb_each(obj, hdb_count, (VALUE)&n);
        d->size = n;
    }
    return LONG2NUM(d->size);
}

static VALUE
hdb_empty_p(VALUE obj)
{
    struct hdb *d = hdb_open_data(obj);

    if (d->size < 0) return NIL_P(d->ops->first(d->db)) ? Qtrue : Qfalse;
    return d->size == 0 ? Qtrue : Qfalse;
}

static VALUE
hdb_values_at(int argc, VALUE *argv, VALUE obj)
{
    VALUE ary = rb_ary_new2(argc);
    int i;

    hdb_open_data(obj);
    for (i = 0; i < argc; i++) rb_ary_push(ary, hdb_fetch_str(obj, argv[i]));
    return ary;
}

/* select { |k, v| }: the pairs; select(*keys) is the old values_at */
static VALUE
hdb_select(int argc, VALUE *argv, VALUE obj)
{
    if (argc > 0) {
        const char *name = hdb_data(obj)->ops->name;

        rb_warn("%s#select(index..) is deprecated; use %s#values_at", name, name);
        return hdb_values_at(argc, argv, obj);
    }
    return hdb_collect(obj, hdb_push_selected);
}

static VALUE
hdb_index(VALUE obj, VALUE value)
{
    VALUE pair[2];

    StringValue(value);
    pair[0] = value;
    pair[1] = Qnil;
    hdb_each(obj, hdb_find_value, (VALUE)pair);
    return pair[1];
}

static VALUE
hdb_has_value(VALUE obj, VALUE value)
{
    return NIL_P(hdb_index(obj, value)) ? Qfalse : Qtrue;
}

/* ------------------------------------------------------------ access */

/* the value of key; else the block's value of key when ifnone is nil,
 * else ifnone */
static VALUE
hdb_lookup(VALUE obj, VALUE key, VALUE ifnone)
{
    VALUE val = hdb_fetch_str(obj, key);

    if (!NIL_P(val)) return val;
    if (NIL_P(ifnone) && rb_block_given_p()) return rb_yield(key);
    return ifnone;
}

static VALUE
hdb_aref(VALUE obj, VALUE key)
{
    return hdb_lookup(obj, key, Qnil);
}

/* fetch(key, ifnone = nil) { |key| }: IndexError when missing without
 * either */
static VALUE
hdb_fetch(int argc, VALUE *argv, VALUE obj)
{
    VALUE key, ifnone, val;

    rb_scan_args(argc, argv, "11", &key, &ifnone);
    val = hdb_lookup(obj, key, ifnone);
    if (argc == 1 && NIL_P(val) && !rb_block_given_p())
        rb_raise(rb_eIndexError, "key not found");
    return val;
}

static VALUE
hdb_has_key(VALUE obj, VALUE key)
{
    return NIL_P(hdb_fetch_str(obj, key)) ? Qfalse : Qtrue;
}

/* removes key, whose value is known to be there */
static void
hdb_remove(struct hdb *d, VALUE key)
{
    long size = d->size;

    d->size = -1;               /* unknown if remove raises */
    d->ops->remove(d->db, key);
    if (size >= 0) d->size = size - 1;
}

/* delete(key) { |key| }: the value removed, or the block's (nil) */
static VALUE
hdb_delete(VALUE obj, VALUE key)
{
    struct hdb *d;
    VALUE val;

    hdb_check_change(obj);
    StringValue(key);
    d = hdb_writable_data(obj);
    val = d->ops->fetch(d->db, key);
    if (NIL_P(val)) return rb_block_given_p() ? rb_yield(key) : Qnil;
    hdb_remove(d, key);
    return val;
}

/* store(key, value): a nil value deletes */
static VALUE
hdb_store(VALUE obj, VALUE key, VALUE value)
{
    struct hdb *d;
    VALUE v = value;

    if (NIL_P(value)) {
        hdb_delete(obj, key);
        return Qnil;
    }
    hdb_check_change(obj);
    StringValue(key);
    StringValue(v);
    d = hdb_writable_data(obj);
    d->size = -1;
    d->ops->store(d->db, key, v);
    return value;
}

static VALUE
hdb_shift(VALUE obj)
{
    struct hdb *d = hdb_modifiable(obj);
    VALUE key = d->ops->first(d->db), val;

    if (NIL_P(key)) return Qnil;
    val = d->ops->fetch(d->db, key);
    hdb_remove(d, key);
    return rb_assoc_new(key, val);
}

static VALUE
hdb_delete_keys(VALUE obj, VALUE keys)
{
    struct hdb *d = hdb_modifiable(obj);
    long i;

    for (i = 0; i < RARRAY_LEN(keys); i++) hdb_remove(d, RARRAY_PTR(keys)[i]);
    return obj;
}

static VALUE
hdb_collect_rejected(VALUE *args)
{
    hdb_each(args[0], hdb_push_rejected_key, args[1]);
    return Qnil;
}

/* delete_if / reject!: the keys chosen are deleted after the walk, also
 * when the block raises */
static VALUE
hdb_delete_if(VALUE obj)
{
    VALUE args[2];
    int state = 0;

    hdb_modifiable(obj);
    args[0] = obj;
    args[1] = rb_ary_new();
    rb_protect((VALUE (*)(VALUE))hdb_collect_rejected, (VALUE)args, &state);
    hdb_delete_keys(obj, args[1]);
    if (state) rb_jump_tag(state);
    return obj;
}

static VALUE
hdb_clear(VALUE obj)
{
    struct hdb *d = hdb_modifiable(obj);
    VALUE key;

    while (!NIL_P(key = d->ops->first(d->db))) hdb_remove(d, key);
    d->size = 0;
    return obj;
}

static VALUE
hdb_reject(VALUE obj)
{
    return rb_hash_delete_if(hdb_to_hash(obj));
}

static VALUE
hdb_update_pair(VALUE pair, VALUE obj)
{
    Check_Type(pair, T_ARRAY);
    if (RARRAY_LEN(pair) < 2) rb_raise(rb_eArgError, "pair must be [key, value]");
    hdb_store(obj, RARRAY_PTR(pair)[0], RARRAY_PTR(pair)[1]);
    return Qnil;
}

static VALUE
hdb_each_pair_of(VALUE other)
{
    return rb_funcall(other, rb_intern("each_pair"), 0);
}

/* update(hash): stores each pair of hash (anything with each_pair) */
static VALUE
hdb_update(VALUE obj, VALUE other)
{
    rb_iterate(hdb_each_pair_of, other, hdb_update_pair, obj);
    return obj;
}

static VALUE
hdb_replace(VALUE obj, VALUE other)
{
    hdb_clear(obj);
    return hdb_update(obj, other);
}

/* the methods both classes have (besides initialize and their own) */
static void
hdb_define_methods(VALUE klass)
{
    rb_include_module(klass, rb_mEnumerable);
    rb_define_singleton_method(klass, "open", hdb_s_open, -1);
    rb_define_method(klass, "close", hdb_close, 0);
    rb_define_method(klass, "closed?", hdb_closed_p, 0);
    rb_define_method(klass, "[]", hdb_aref, 1);
    rb_define_method(klass, "fetch", hdb_fetch, -1);
    rb_define_method(klass, "[]=", hdb_store, 2);
    rb_define_method(klass, "store", hdb_store, 2);
    rb_define_method(klass, "index", hdb_index, 1);
    rb_define_method(klass, "indexes", hdb_values_at, -1);
    rb_define_method(klass, "indices", hdb_values_at, -1);
    rb_define_method(klass, "select", hdb_select, -1);
    rb_define_method(klass, "values_at", hdb_values_at, -1);
    rb_define_method(klass, "length", hdb_length, 0);
    rb_define_method(klass, "size", hdb_length, 0);
    rb_define_method(klass, "empty?", hdb_empty_p, 0);
    rb_define_method(klass, "each", hdb_each_pair, 0);
    rb_define_method(klass, "each_value", hdb_each_value, 0);
    rb_define_method(klass, "each_key", hdb_each_key, 0);
    rb_define_method(klass, "each_pair", hdb_each_pair, 0);
    rb_define_method(klass, "keys", hdb_keys, 0);
    rb_define_method(klass, "values", hdb_values, 0);
    rb_define_method(klass, "shift", hdb_shift, 0);
    rb_define_method(klass, "delete", hdb_delete, 1);
    rb_define_method(klass, "delete_if", hdb_delete_if, 0);
    rb_define_method(klass, "reject!", hdb_delete_if, 0);
    rb_define_method(klass, "reject", hdb_reject, 0);
    rb_define_method(klass, "clear", hdb_clear, 0);
    rb_define_method(klass, "invert", hdb_invert, 0);
    rb_define_method(klass, "update", hdb_update, 1);
    rb_define_method(klass, "replace", hdb_replace, 1);
    rb_define_method(klass, "include?", hdb_has_key, 1);
    rb_define_method(klass, "has_key?", hdb_has_key, 1);
    rb_define_method(klass, "member?", hdb_has_key, 1);
    rb_define_method(klass, "has_value?", hdb_has_value, 1);
    rb_define_method(klass, "key?", hdb_has_key, 1);
    rb_define_method(klass, "value?", hdb_has_value, 1);
    rb_define_method(klass, "to_a", hdb_to_a, 0);
    rb_define_method(klass, "to_hash", hdb_to_hash, 0);
}

#endif /* HASHDB_H */
