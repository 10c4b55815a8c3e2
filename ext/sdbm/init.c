/* init.c - SDBM of Ruby 1.8.7: a Hash-like object over an sdbm file pair
 * (sdbm_db.c).  Keys and values are Strings; the values read are tainted. */
#include "ruby.h"
#include "sdbm_db.h"
#include <fcntl.h>
#include <errno.h>

static VALUE cSDBM, eSDBMError;

struct dbmdata {
    long size;          /* number of pairs, -1 unknown */
    SDBM_DB *db;        /* 0 when closed */
};

static void
dbm_free(void *p)
{
    struct dbmdata *d = p;

    if (d->db) sdbm_db_close(d->db);
    xfree(d);
}

static VALUE
dbm_alloc(VALUE klass)
{
    struct dbmdata *d;
    VALUE obj = Data_Make_Struct(klass, struct dbmdata, 0, dbm_free, d);

    d->size = -1;
    d->db = 0;
    return obj;
}

static struct dbmdata *
get_data(VALUE obj)
{
    Check_Type(obj, T_DATA);
    return DATA_PTR(obj);
}

static void
closed_error(void)
{
    rb_raise(eSDBMError, "closed SDBM file");
}

static struct dbmdata *
get_open(VALUE obj)
{
    struct dbmdata *d = get_data(obj);

    if (!d->db) closed_error();
    return d;
}

static sdbm_item
item_of(VALUE str)
{
    sdbm_item it;

    it.ptr = RSTRING_PTR(str);
    it.size = (int)RSTRING_LEN(str);
    return it;
}

/* a key or value argument: a String (to_str), checked at $SAFE >= 4 */
static sdbm_item
string_item(VALUE *v)
{
    StringValue(*v);
    return item_of(*v);
}

static VALUE
item_str(sdbm_item it)
{
    return rb_tainted_str_new(it.ptr, it.size);
}

/* the value of key as a new String, or nil */
static VALUE
fetch_str(struct dbmdata *d, VALUE key)
{
    sdbm_item val = sdbm_db_fetch(d->db, string_item(&key));

    return val.ptr ? item_str(val) : Qnil;
}

/* ------------------------------------------------------------ opening */

/* SDBM.new(file, mode = 0666): mode nil opens only an existing file */
static VALUE
dbm_initialize(int argc, VALUE *argv, VALUE obj)
{
    struct dbmdata *d = get_data(obj);
    VALUE file, vmode;
    int mode = 0666, flags = O_RDWR | O_CREAT;
    SDBM_DB *db;

    rb_scan_args(argc, argv, "11", &file, &vmode);
    SafeStringValue(file);
    if (argc == 2) {
        if (NIL_P(vmode)) {
            mode = -1;
            flags = O_RDWR;
        }
        else mode = NUM2INT(vmode);
    }
    db = sdbm_db_open(RSTRING_PTR(file), flags, mode < 0 ? 0 : mode);
    if (!db && (errno == EACCES || errno == EROFS || errno == EISDIR))
        db = sdbm_db_open(RSTRING_PTR(file), O_RDONLY, 0);
    if (!db && mode >= 0) rb_sys_fail(RSTRING_PTR(file));
    if (d->db) sdbm_db_close(d->db);
    d->db = db;
    d->size = -1;
    return obj;
}

static VALUE
dbm_close(VALUE obj)
{
    struct dbmdata *d = get_open(obj);

    sdbm_db_close(d->db);
    d->db = 0;
    return Qnil;
}

/* SDBM.open(file, mode = 0666) { |db| ... }: nil when mode is nil and
 * there is no such file */
static VALUE
dbm_s_open(int argc, VALUE *argv, VALUE klass)
{
    VALUE obj = dbm_alloc(klass);

    dbm_initialize(argc, argv, obj);
    if (!get_data(obj)->db) return Qnil;
    if (rb_block_given_p()) return rb_ensure(rb_yield, obj, dbm_close, obj);
    return obj;
}

static VALUE
dbm_closed_p(VALUE obj)
{
    return get_data(obj)->db ? Qfalse : Qtrue;
}

/* ------------------------------------------------------------ iteration */

/* calls fn(d, key, val, arg) for each pair in file order (the db is looked
 * up again after each call: the block may close it) */
typedef int pair_fn(VALUE key, VALUE val, VALUE arg);

static void
each_pair(VALUE obj, pair_fn *fn, VALUE arg)
{
    struct dbmdata *d = get_open(obj);
    sdbm_item key = sdbm_db_firstkey(d->db);

    while (key.ptr) {
        VALUE k = item_str(key);
        VALUE v = fetch_str(d, k);
        if (fn(k, v, arg)) return;
        d = get_open(obj);
        key = sdbm_db_nextkey(d->db);
    }
}

static int
yield_pair(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(rb_assoc_new(k, v));
    return 0;
}

static int
yield_key(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(k);
    return 0;
}

static int
yield_value(VALUE k, VALUE v, VALUE arg)
{
    rb_yield(v);
    return 0;
}

static int
push_key(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, k);
    return 0;
}

static int
push_value(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, v);
    return 0;
}

static int
push_pair(VALUE k, VALUE v, VALUE ary)
{
    rb_ary_push(ary, rb_assoc_new(k, v));
    return 0;
}

static int
store_in_hash(VALUE k, VALUE v, VALUE hash)
{
    rb_hash_aset(hash, k, v);
    return 0;
}

static int
store_inverted(VALUE k, VALUE v, VALUE hash)
{
    rb_hash_aset(hash, v, k);
    return 0;
}

static int
count_pair(VALUE k, VALUE v, VALUE counter)
{
    (*(long *)counter)++;
    return 0;
}

static int
push_selected(VALUE k, VALUE v, VALUE ary)
{
    VALUE pair = rb_assoc_new(k, v);

    if (RTEST(rb_yield(pair))) rb_ary_push(ary, pair);
    return 0;
}

static int
push_rejected_key(VALUE k, VALUE v, VALUE ary)
{
    if (RTEST(rb_yield(rb_assoc_new(k, v)))) rb_ary_push(ary, k);
    return 0;
}

/* finds the first key of value (arg: [value, found]) */
static int
find_value(VALUE k, VALUE v, VALUE arg)
{
    VALUE *pair = (VALUE *)arg;

    if (!rb_str_equal(v, pair[0])) return 0;
    pair[1] = k;
    return 1;
}

static VALUE
dbm_each_pair(VALUE obj)
{
    each_pair(obj, yield_pair, 0);
    return obj;
}

static VALUE
dbm_each_key(VALUE obj)
{
    each_pair(obj, yield_key, 0);
    return obj;
}

static VALUE
dbm_each_value(VALUE obj)
{
    each_pair(obj, yield_value, 0);
    return obj;
}

static VALUE
collect(VALUE obj, pair_fn *fn)
{
    VALUE ary = rb_ary_new();

    each_pair(obj, fn, ary);
    return ary;
}

static VALUE
dbm_keys(VALUE obj)
{
    return collect(obj, push_key);
}

static VALUE
dbm_values(VALUE obj)
{
    return collect(obj, push_value);
}

static VALUE
dbm_to_a(VALUE obj)
{
    return collect(obj, push_pair);
}

static VALUE
dbm_to_hash(VALUE obj)
{
    VALUE hash = rb_hash_new();

    each_pair(obj, store_in_hash, hash);
    return hash;
}

static VALUE
dbm_invert(VALUE obj)
{
    VALUE hash = rb_hash_new();

    each_pair(obj, store_inverted, hash);
    return hash;
}

static VALUE
dbm_length(VALUE obj)
{
    struct dbmdata *d = get_open(obj);
    long n = 0;

    if (d->size < 0) {
        each_pair(obj, count_pair, (VALUE)&n);
        d->size = n;
    }
    return LONG2NUM(d->size);
}

static VALUE
dbm_empty_p(VALUE obj)
{
    struct dbmdata *d = get_open(obj);

    if (d->size < 0) return sdbm_db_firstkey(d->db).ptr ? Qfalse : Qtrue;
    return d->size == 0 ? Qtrue : Qfalse;
}

static VALUE
dbm_values_at(int argc, VALUE *argv, VALUE obj)
{
    struct dbmdata *d = get_open(obj);
    VALUE ary = rb_ary_new2(argc);
    int i;

    for (i = 0; i < argc; i++) rb_ary_push(ary, fetch_str(d, argv[i]));
    return ary;
}

/* select { |k, v| }: the pairs; select(*keys) is the old values_at */
static VALUE
dbm_select(int argc, VALUE *argv, VALUE obj)
{
    if (argc > 0) {
        rb_warn("SDBM#select(index..) is deprecated; use SDBM#values_at");
        return dbm_values_at(argc, argv, obj);
    }
    return collect(obj, push_selected);
}

static VALUE
dbm_index(VALUE obj, VALUE value)
{
    VALUE pair[2];

    StringValue(value);
    pair[0] = value;
    pair[1] = Qnil;
    each_pair(obj, find_value, (VALUE)pair);
    return pair[1];
}

static VALUE
dbm_has_value(VALUE obj, VALUE value)
{
    return NIL_P(dbm_index(obj, value)) ? Qfalse : Qtrue;
}

/* ------------------------------------------------------------ access */

static VALUE
dbm_aref(VALUE obj, VALUE key)
{
    return fetch_str(get_open(obj), key);
}

/* fetch(key, ifnone) { |key| }: IndexError when missing without either */
static VALUE
dbm_fetch(int argc, VALUE *argv, VALUE obj)
{
    VALUE key, ifnone, val;

    rb_scan_args(argc, argv, "11", &key, &ifnone);
    val = fetch_str(get_open(obj), key);
    if (!NIL_P(val)) return val;
    if (rb_block_given_p()) return rb_yield(key);
    if (argc > 1) return ifnone;
    rb_raise(rb_eIndexError, "key not found");
    return Qnil;
}

static VALUE
dbm_has_key(VALUE obj, VALUE key)
{
    return NIL_P(fetch_str(get_open(obj), key)) ? Qfalse : Qtrue;
}

static void
check_writable(struct dbmdata *d)
{
    rb_secure(4);
    if (sdbm_db_rdonly(d->db)) {
        errno = EPERM;
        rb_sys_fail(0);
    }
}

/* the data of an open SDBM about to change: 1.8.7 checks $SAFE and frozen
 * before it looks whether the file is closed or read-only */
static struct dbmdata *
get_modifiable(VALUE obj)
{
    struct dbmdata *d;

    rb_secure(4);
    if (OBJ_FROZEN(obj)) rb_error_frozen("SDBM");
    d = get_open(obj);
    check_writable(d);
    return d;
}

/* delete(key) { |key| }: the value removed, or the block's (nil) */
static VALUE
dbm_delete(VALUE obj, VALUE key)
{
    struct dbmdata *d = get_modifiable(obj);
    VALUE val;

    val = fetch_str(d, key);
    if (NIL_P(val)) return rb_block_given_p() ? rb_yield(key) : Qnil;
    if (sdbm_db_delete(d->db, item_of(key)) < 0) {
        d->size = -1;
        rb_raise(eSDBMError, "dbm_delete failed");
    }
    if (d->size >= 0) d->size--;
    return val;
}

/* store(key, value): a nil value deletes */
static VALUE
dbm_store(VALUE obj, VALUE key, VALUE value)
{
    struct dbmdata *d;
    VALUE v = value;
    sdbm_item k;

    if (NIL_P(value)) {
        dbm_delete(obj, key);
        return Qnil;
    }
    d = get_modifiable(obj);
    k = string_item(&key);
    StringValue(v);
    d->size = -1;
    if (sdbm_db_store(d->db, k, item_of(v)) < 0) {
        if (errno == EPERM) rb_sys_fail(0);
        rb_raise(eSDBMError, "sdbm_store failed");
    }
    return value;
}

static VALUE
dbm_shift(VALUE obj)
{
    struct dbmdata *d = get_modifiable(obj);
    sdbm_item first;
    VALUE key, val;

    first = sdbm_db_firstkey(d->db);
    if (!first.ptr) return Qnil;
    key = item_str(first);
    val = fetch_str(d, key);
    dbm_delete(obj, key);
    return rb_assoc_new(key, val);
}

static VALUE
delete_keys(VALUE obj, VALUE keys)
{
    long i;

    for (i = 0; i < RARRAY_LEN(keys); i++) dbm_delete(obj, RARRAY_PTR(keys)[i]);
    return obj;
}

/* delete_if / reject!: the keys chosen are deleted after the walk */
static VALUE
dbm_delete_if(VALUE obj)
{
    get_modifiable(obj);
    return delete_keys(obj, collect(obj, push_rejected_key));
}

static VALUE
dbm_clear(VALUE obj)
{
    get_modifiable(obj);
    delete_keys(obj, dbm_keys(obj));
    get_data(obj)->size = 0;
    return obj;
}

static VALUE
dbm_reject(VALUE obj)
{
    return rb_hash_delete_if(dbm_to_hash(obj));
}

static VALUE
update_pair(VALUE pair, VALUE obj)
{
    VALUE k, v;

    pair = rb_Array(pair);
    k = RARRAY_LEN(pair) > 0 ? RARRAY_PTR(pair)[0] : Qnil;
    v = RARRAY_LEN(pair) > 1 ? RARRAY_PTR(pair)[1] : Qnil;
    dbm_store(obj, k, v);
    return Qnil;
}

static VALUE
each_pair_of(VALUE other)
{
    return rb_funcall(other, rb_intern("each_pair"), 0);
}

/* update(hash): stores each pair of hash (anything with each_pair) */
static VALUE
dbm_update(VALUE obj, VALUE other)
{
    rb_iterate(each_pair_of, other, update_pair, obj);
    return obj;
}

static VALUE
dbm_replace(VALUE obj, VALUE other)
{
    dbm_clear(obj);
    return dbm_update(obj, other);
}

void
Init_sdbm(void)
{
    cSDBM = rb_define_class("SDBM", rb_cObject);
    eSDBMError = rb_define_class("SDBMError", rb_eStandardError);
    rb_include_module(cSDBM, rb_mEnumerable);
    rb_define_alloc_func(cSDBM, dbm_alloc);
    rb_define_singleton_method(cSDBM, "open", dbm_s_open, -1);

    rb_define_method(cSDBM, "initialize", dbm_initialize, -1);
    rb_define_method(cSDBM, "close", dbm_close, 0);
    rb_define_method(cSDBM, "closed?", dbm_closed_p, 0);
    rb_define_method(cSDBM, "[]", dbm_aref, 1);
    rb_define_method(cSDBM, "fetch", dbm_fetch, -1);
    rb_define_method(cSDBM, "[]=", dbm_store, 2);
    rb_define_method(cSDBM, "store", dbm_store, 2);
    rb_define_method(cSDBM, "index", dbm_index, 1);
    rb_define_method(cSDBM, "indexes", dbm_values_at, -1);
    rb_define_method(cSDBM, "indices", dbm_values_at, -1);
    rb_define_method(cSDBM, "select", dbm_select, -1);
    rb_define_method(cSDBM, "values_at", dbm_values_at, -1);
    rb_define_method(cSDBM, "length", dbm_length, 0);
    rb_define_method(cSDBM, "size", dbm_length, 0);
    rb_define_method(cSDBM, "empty?", dbm_empty_p, 0);
    rb_define_method(cSDBM, "each", dbm_each_pair, 0);
    rb_define_method(cSDBM, "each_value", dbm_each_value, 0);
    rb_define_method(cSDBM, "each_key", dbm_each_key, 0);
    rb_define_method(cSDBM, "each_pair", dbm_each_pair, 0);
    rb_define_method(cSDBM, "keys", dbm_keys, 0);
    rb_define_method(cSDBM, "values", dbm_values, 0);
    rb_define_method(cSDBM, "shift", dbm_shift, 0);
    rb_define_method(cSDBM, "delete", dbm_delete, 1);
    rb_define_method(cSDBM, "delete_if", dbm_delete_if, 0);
    rb_define_method(cSDBM, "reject!", dbm_delete_if, 0);
    rb_define_method(cSDBM, "reject", dbm_reject, 0);
    rb_define_method(cSDBM, "clear", dbm_clear, 0);
    rb_define_method(cSDBM, "invert", dbm_invert, 0);
    rb_define_method(cSDBM, "update", dbm_update, 1);
    rb_define_method(cSDBM, "replace", dbm_replace, 1);
    rb_define_method(cSDBM, "include?", dbm_has_key, 1);
    rb_define_method(cSDBM, "has_key?", dbm_has_key, 1);
    rb_define_method(cSDBM, "member?", dbm_has_key, 1);
    rb_define_method(cSDBM, "has_value?", dbm_has_value, 1);
    rb_define_method(cSDBM, "key?", dbm_has_key, 1);
    rb_define_method(cSDBM, "value?", dbm_has_value, 1);
    rb_define_method(cSDBM, "to_a", dbm_to_a, 0);
    rb_define_method(cSDBM, "to_hash", dbm_to_hash, 0);
}
