/* dbm.c - DBM of Ruby 1.8.7: a Hash-like object over an ndbm database
 * (file.dir and file.pag); the Hash-like API is hashdb.h's. */
#include "hashdb.h"
#include <ndbm.h>
#include <fcntl.h>
#include <errno.h>

/* a flag of the DBM constants: open with exactly these flags */
#define DBM_RW_BIT 0x20000000

static VALUE cDBM, eDBMError;

static datum
datum_of(VALUE str)
{
    datum d;

    d.dptr = RSTRING_PTR(str);
    d.dsize = (int)RSTRING_LEN(str);
    return d;
}

static VALUE
str_of(datum d)
{
    return d.dptr ? rb_tainted_str_new(d.dptr, d.dsize) : Qnil;
}

static void
ndbm_close(void *db)
{
    dbm_close(db);
}

static VALUE
ndbm_fetch(void *db, VALUE key)
{
    return str_of(dbm_fetch(db, datum_of(key)));
}

static void
ndbm_store(void *db, VALUE key, VALUE val)
{
    errno = 0;
    if (dbm_store(db, datum_of(key), datum_of(val), DBM_REPLACE)) {
#ifdef HAVE_DBM_CLEARERR
        dbm_clearerr((DBM *)db);
#endif
        if (errno == EPERM) rb_sys_fail(0);
        rb_raise(eDBMError, "dbm_store failed");
    }
}

static void
ndbm_remove(void *db, VALUE key)
{
    if (dbm_delete(db, datum_of(key)) == 0) return;
#ifdef HAVE_DBM_CLEARERR
    dbm_clearerr((DBM *)db);
#endif
    rb_raise(eDBMError, "dbm_delete failed");
}

static VALUE
ndbm_first(void *db)
{
    return str_of(dbm_firstkey(db));
}

static VALUE
ndbm_next(void *db, VALUE prev)
{
    return str_of(dbm_nextkey(db));
}

static const struct hdb_ops dbm_ops = {
    "DBM", &eDBMError, ndbm_close, ndbm_fetch, ndbm_store, ndbm_remove,
    ndbm_first, ndbm_next,
};

static VALUE
dbm_alloc(VALUE klass)
{
    return hdb_alloc(klass, &dbm_ops);
}

/* opens file with flags when given (a DBM constant), else read-write
 * (created when mode >= 0), else read-write, else read-only */
static DBM *
open_dbm(const char *file, int mode, int flags)
{
    DBM *db = 0;

    if (flags & DBM_RW_BIT) return dbm_open((char *)file, flags & ~DBM_RW_BIT, mode);
    if (mode >= 0) db = dbm_open((char *)file, O_RDWR | O_CREAT, mode);
    if (!db) db = dbm_open((char *)file, O_RDWR, 0);
    if (!db) db = dbm_open((char *)file, O_RDONLY, 0);
    return db;
}

/* DBM.new(file, mode = 0666, flags = nil): mode nil opens only an
 * existing database */
static VALUE
dbm_initialize(int argc, VALUE *argv, VALUE obj)
{
    VALUE file, vmode, vflags;
    int mode = 0666, flags = 0;
    DBM *db;

    if (rb_scan_args(argc, argv, "12", &file, &vmode, &vflags) > 1)
        mode = NIL_P(vmode) ? -1 : NUM2INT(vmode);
    if (!NIL_P(vflags)) flags = NUM2INT(vflags);
    SafeStringValue(file);
    db = open_dbm(RSTRING_PTR(file), mode, flags);
    if (!db) {
        if (mode == -1) return Qnil;
        rb_sys_fail(RSTRING_PTR(file));
    }
    hdb_set_db(obj, db);
    return obj;
}

void
Init_dbm(void)
{
    cDBM = rb_define_class("DBM", rb_cObject);
    eDBMError = rb_define_class("DBMError", rb_eStandardError);
    rb_define_alloc_func(cDBM, dbm_alloc);
    rb_define_method(cDBM, "initialize", dbm_initialize, -1);
    hdb_define_methods(cDBM);

    rb_define_const(cDBM, "READER", INT2FIX(O_RDONLY | DBM_RW_BIT));
    rb_define_const(cDBM, "WRITER", INT2FIX(O_RDWR | DBM_RW_BIT));
    rb_define_const(cDBM, "WRCREAT", INT2FIX(O_RDWR | O_CREAT | DBM_RW_BIT));
    rb_define_const(cDBM, "NEWDB", INT2FIX(O_RDWR | O_CREAT | O_TRUNC | DBM_RW_BIT));
    rb_define_const(cDBM, "VERSION", rb_str_new2("unknown"));
}
