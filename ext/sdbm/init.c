/* init.c - SDBM of Ruby 1.8.7: a Hash-like object over an sdbm file pair
 * (sdbm_db.c).  Keys and values are Strings; the values read are tainted.
 * The Hash-like API is ext/dbm/hashdb.h's, which DBM and GDBM share. */
#include "hashdb.h"
#include "sdbm_db.h"
#include <fcntl.h>
#include <errno.h>

static VALUE cSDBM, eSDBMError;

static sdbm_item
item_of(VALUE str)
{
    sdbm_item it;

    it.ptr = RSTRING_PTR(str);
    it.size = (int)RSTRING_LEN(str);
    return it;
}

static VALUE
str_of(sdbm_item it)
{
    return it.ptr ? rb_tainted_str_new(it.ptr, it.size) : Qnil;
}

static void
sdbm_close_op(void *db)
{
    sdbm_db_close(db);
}

static VALUE
sdbm_fetch_op(void *db, VALUE key)
{
    return str_of(sdbm_db_fetch(db, item_of(key)));
}

static void
sdbm_store_op(void *db, VALUE key, VALUE val)
{
    if (sdbm_db_store(db, item_of(key), item_of(val)) < 0) {
        if (errno == EPERM) rb_sys_fail(0);
        rb_raise(eSDBMError, "sdbm_store failed");
    }
}

static void
sdbm_remove_op(void *db, VALUE key)
{
    if (sdbm_db_delete(db, item_of(key)) < 0) rb_raise(eSDBMError, "dbm_delete failed");
}

static VALUE
sdbm_first_op(void *db)
{
    return str_of(sdbm_db_firstkey(db));
}

static VALUE
sdbm_next_op(void *db, VALUE prev)
{
    return str_of(sdbm_db_nextkey(db));
}

/* a file opened read-only: EPERM for any change */
static void
sdbm_writable_op(void *db)
{
    if (sdbm_db_rdonly(db)) {
        errno = EPERM;
        rb_sys_fail(0);
    }
}

static VALUE sdbm_initialize(int argc, VALUE *argv, VALUE obj);

static const struct hdb_ops sdbm_ops = {
    "SDBM", &eSDBMError, sdbm_close_op, sdbm_fetch_op, sdbm_store_op,
    sdbm_remove_op, sdbm_first_op, sdbm_next_op, sdbm_writable_op,
    sdbm_initialize,
};

static VALUE
sdbm_alloc(VALUE klass)
{
    return hdb_alloc(klass, &sdbm_ops);
}

/* SDBM.new(file, mode = 0666): mode nil opens only an existing file;
 * a file that may not be written is opened read-only */
static VALUE
sdbm_initialize(int argc, VALUE *argv, VALUE obj)
{
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
    hdb_set_db(obj, db);
    return obj;
}

void
Init_sdbm(void)
{
    cSDBM = rb_define_class("SDBM", rb_cObject);
    eSDBMError = rb_define_class("SDBMError", rb_eStandardError);
    rb_define_alloc_func(cSDBM, sdbm_alloc);
    rb_define_method(cSDBM, "initialize", sdbm_initialize, -1);
    hdb_define_methods(cSDBM);
}
