/* sdbm_db.h - a page-hashed key/value file pair (NAME.dir, NAME.pag) in the
 * format of Ozan Yigit's public-domain sdbm, written here from its
 * published description; see sdbm_db.c. */
#ifndef SDBM_DB_H
#define SDBM_DB_H 1

typedef struct {
    const char *ptr;    /* 0: no such item */
    int size;
} sdbm_item;

typedef struct sdbm_db SDBM_DB;

SDBM_DB *sdbm_db_open(const char *name, int flags, int mode);
void sdbm_db_close(SDBM_DB *db);
/* the value of key (pointing into the db's buffer: copy it before the
 * next call), or a 0 ptr */
sdbm_item sdbm_db_fetch(SDBM_DB *db, sdbm_item key);
/* 0 stored, -1 failed (errno: EINVAL pair too large, EPERM read-only) */
int sdbm_db_store(SDBM_DB *db, sdbm_item key, sdbm_item val);
/* 0 deleted, -1 no such key or failed */
int sdbm_db_delete(SDBM_DB *db, sdbm_item key);
/* the keys in file order (0 ptr at the end) */
sdbm_item sdbm_db_firstkey(SDBM_DB *db);
sdbm_item sdbm_db_nextkey(SDBM_DB *db);
int sdbm_db_rdonly(SDBM_DB *db);

#define SDBM_PAIRMAX 1008   /* the largest key plus value */

#endif
