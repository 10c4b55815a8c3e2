/* gdbm.c - GDBM of Ruby 1.8.7: a Hash-like object over a GNU dbm file;
 * the Hash-like API is ext/dbm/hashdb.h's. */
#include "hashdb.h"
#include <gdbm.h>
#include <fcntl.h>
#include <errno.h>
#include <stdlib.h>

/* a flag of READER..NEWDB: open with exactly these flags */
#define GDBM_RW_BIT 0x20000000

static VALUE cGDBM, eGDBMError;

static datum
datum_of(VALUE str)
{
    datum d;

    d.dptr = RSTRING_PTR(str);
    d.dsize = (int)RSTRING_LEN(str);
    return d;
}

/* a String of d (whose buffer gdbm gave us to free), or nil */
static VALUE
str_take(datum d)
{
    VALUE str;

    if (!d.dptr) return Qnil;
    str = rb_tainted_str_new(d.dptr, d.dsize);
    free(d.dptr);
    return str;
}

static void
raise_gdbm_error(void)
{
    rb_raise(eGDBMError, "%s", gdbm_strerror(gdbm_errno));
}

static void
gdbm_db_close(void *db)
{
    gdbm_close(db);
}

static VALUE
gdbm_db_fetch(void *db, VALUE key)
{
    return str_take(gdbm_fetch(db, datum_of(key)));
}

static void
gdbm_db_store(void *db, VALUE key, VALUE val)
{
    errno = 0;
    if (gdbm_store(db, datum_of(key), datum_of(val), GDBM_REPLACE)) {
        if (errno == EPERM) rb_sys_fail(0);
        raise_gdbm_error();
    }
}

static void
gdbm_db_remove(void *db, VALUE key)
{
    if (gdbm_delete(db, datum_of(key))) raise_gdbm_error();
}

static VALUE
gdbm_db_first(void *db)
{
    return str_take(gdbm_firstkey(db));
}

static VALUE
gdbm_db_next(void *db, VALUE prev)
{
    return str_take(gdbm_nextkey(db, datum_of(prev)));
}

static const struct hdb_ops gdbm_ops = {
    "GDBM", &eGDBMError, gdbm_db_close, gdbm_db_fetch, gdbm_db_store,
    gdbm_db_remove, gdbm_db_first, gdbm_db_next,
};

static VALUE
gdbm_alloc(VALUE klass)
{
    return hdb_alloc(klass, &gdbm_ops);
}

/* opens file with flags when they hold a READER..NEWDB constant, else as
 * a writer creating it (when mode >= 0), else a writer, else a reader;
 * the other flags (FAST, SYNC, NOLOCK) are kept */
static GDBM_FILE
open_gdbm(char *file, int mode, int flags)
{
    GDBM_FILE db = 0;

    if (flags & GDBM_RW_BIT) return gdbm_open(file, 0, flags & ~GDBM_RW_BIT, mode, 0);
    if (mode >= 0) db = gdbm_open(file, 0, GDBM_WRCREAT | flags, mode, 0);
    if (!db) db = gdbm_open(file, 0, GDBM_WRITER | flags, 0, 0);
    if (!db) db = gdbm_open(file, 0, GDBM_READER | flags, 0, 0);
    return db;
}

/* GDBM.new(file, mode = 0666, flags = nil): mode nil opens only an
 * existing database */
static VALUE
gdbm_initialize(int argc, VALUE *argv, VALUE obj)
{
    VALUE file, vmode, vflags;
    int mode = 0666, flags = 0;
    GDBM_FILE db;

    if (rb_scan_args(argc, argv, "12", &file, &vmode, &vflags) > 1)
        mode = NIL_P(vmode) ? -1 : NUM2INT(vmode);
    if (!NIL_P(vflags)) flags = NUM2INT(vflags);
    SafeStringValue(file);
    db = open_gdbm(RSTRING_PTR(file), mode, flags);
    if (!db) {
        if (mode == -1) return Qnil;
        if (gdbm_errno == GDBM_FILE_OPEN_ERROR || gdbm_errno == GDBM_CANT_BE_READER ||
            gdbm_errno == GDBM_CANT_BE_WRITER)
            rb_sys_fail(RSTRING_PTR(file));
        raise_gdbm_error();
    }
    hdb_set_db(obj, db);
    return obj;
}

/* sets a gdbm option of an open database; GDBMError when refused */
static void
set_option(VALUE obj, int option, int value)
{
    struct hdb *d = hdb_open_data(obj);

    if (gdbm_setopt(d->db, option, &value, sizeof value) == -1) raise_gdbm_error();
}

static VALUE
gdbm_set_cachesize(VALUE obj, VALUE size)
{
    set_option(obj, GDBM_CACHESIZE, NUM2INT(size));
    return size;
}

static VALUE
gdbm_set_fastmode(VALUE obj, VALUE on)
{
    set_option(obj, GDBM_SYNCMODE, RTEST(on) ? 0 : 1);
    return on;
}

static VALUE
gdbm_set_syncmode(VALUE obj, VALUE on)
{
    set_option(obj, GDBM_SYNCMODE, RTEST(on) ? 1 : 0);
    return on;
}

static VALUE
gdbm_reorganize_m(VALUE obj)
{
    struct hdb *d = hdb_modifiable(obj);

    if (gdbm_reorganize(d->db)) raise_gdbm_error();
    return obj;
}

static VALUE
gdbm_sync_m(VALUE obj)
{
    struct hdb *d = hdb_modifiable(obj);

    gdbm_sync(d->db);
    return obj;
}

void
Init_gdbm(void)
{
    cGDBM = rb_define_class("GDBM", rb_cObject);
    eGDBMError = rb_define_class("GDBMError", rb_eStandardError);
    rb_define_alloc_func(cGDBM, gdbm_alloc);
    rb_define_method(cGDBM, "initialize", gdbm_initialize, -1);
    hdb_define_methods(cGDBM);
    rb_define_method(cGDBM, "reorganize", gdbm_reorganize_m, 0);
    rb_define_method(cGDBM, "sync", gdbm_sync_m, 0);
    rb_define_method(cGDBM, "cachesize=", gdbm_set_cachesize, 1);
    rb_define_method(cGDBM, "fastmode=", gdbm_set_fastmode, 1);
    rb_define_method(cGDBM, "syncmode=", gdbm_set_syncmode, 1);

    rb_define_const(cGDBM, "READER", INT2FIX(GDBM_READER | GDBM_RW_BIT));
    rb_define_const(cGDBM, "WRITER", INT2FIX(GDBM_WRITER | GDBM_RW_BIT));
    rb_define_const(cGDBM, "WRCREAT", INT2FIX(GDBM_WRCREAT | GDBM_RW_BIT));
    rb_define_const(cGDBM, "NEWDB", INT2FIX(GDBM_NEWDB | GDBM_RW_BIT));
    rb_define_const(cGDBM, "FAST", INT2FIX(GDBM_FAST));
    rb_define_const(cGDBM, "SYNC", INT2FIX(GDBM_SYNC));
    rb_define_const(cGDBM, "NOLOCK", INT2FIX(GDBM_NOLOCK));
    rb_define_const(cGDBM, "VERSION", rb_str_new2(gdbm_version));
}
