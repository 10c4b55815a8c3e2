/* sdbm_db.c - the sdbm file format.
 *
 * NAME.pag holds pages of PBLKSIZ bytes.  A page starts with an array of
 * shorts: n, then n offsets; pair k (from 0) has its key at
 * [off[2k], end) and its value at [off[2k+1], off[2k]), end being
 * off[2k-1] or PBLKSIZ for the first pair: the data grows down from the
 * page's end while the offsets grow up.
 *
 * The page of a key comes from its hash (h = c + 65587 h over its bytes, c a signed char)
 * and the bit tree of NAME.dir: starting at bit 0, while the bit is set
 * (that page was split), go to child 2b+1 or 2b+2 by the next bit of the
 * hash, from the lowest.  The depth d reached gives the page: hash & (2^d-1).
 * A full page splits: the pairs whose hash has bit d set move to page
 * (page | 2^d), and the tree bit is set. */
#include "sdbm_db.h"
#include <sys/types.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

#define PBLKSIZ 1024
#define DBLKSIZ 4096
#define BYTESIZ 8
#define SPLTMAX 10          /* splits tried for one insertion */

struct sdbm_db {
    int pagf, dirf;
    int rdonly;
    long maxbno;            /* bits the directory file can hold */
    long curbit;            /* tree bit of the current key's page */
    unsigned long hmask;    /* hash mask of that page */
    long blkptr;            /* iteration: page */
    int keyptr;             /* iteration: pair number in the page, from 1 */
    long pagbno;            /* page in pagbuf, -1 none */
    long dirbno;            /* directory block in dirbuf, -1 none */
    union { char c[PBLKSIZ]; short s[PBLKSIZ / 2]; } pag;   /* aligned for the offsets */
    char dirbuf[DBLKSIZ];
};
#define pagbuf pag.c

#define INO(pag) ((short *)(pag))

static unsigned long
sdbm_hash(const char *str, int len)
{
    unsigned long n = 0;

    while (len-- > 0) n = (signed char)*str++ + 65587 * n;   /* as 1.8.7 on x86 */
    return n;
}

/* ------------------------------------------------------------ page ops */

/* the page's offsets are sane: each pair within the page, above the array */
static int
page_ok(const char *pag)
{
    const short *ino = INO(pag);
    int n = ino[0], i;
    long off = PBLKSIZ;

    if (n < 0 || n % 2 || (n + 1) * (long)sizeof(short) > PBLKSIZ) return 0;
    for (i = 1; i <= n; i++) {
        if (ino[i] > off || ino[i] < (n + 1) * (long)sizeof(short)) return 0;
        off = ino[i];
    }
    return 1;
}

static int
page_fits(const char *pag, int need)
{
    const short *ino = INO(pag);
    int n = ino[0];
    long off = n > 0 ? ino[n] : PBLKSIZ;
    long room = off - (n + 1) * (long)sizeof(short);

    return need + 2 * (long)sizeof(short) <= room;
}

static void
page_put(char *pag, sdbm_item key, sdbm_item val)
{
    short *ino = INO(pag);
    int n = ino[0];
    int off = n > 0 ? ino[n] : PBLKSIZ;

    off -= key.size;
    memcpy(pag + off, key.ptr, key.size);
    ino[n + 1] = off;
    off -= val.size;
    memcpy(pag + off, val.ptr, val.size);
    ino[n + 2] = off;
    ino[0] += 2;
}

/* the offset index (odd, from 1) of key's pair, or 0 */
static int
page_find(const char *pag, sdbm_item key)
{
    const short *ino = INO(pag);
    int n = ino[0], i;
    int off = PBLKSIZ;

    for (i = 1; i < n; i += 2) {
        if (key.size == off - ino[i] && memcmp(key.ptr, pag + ino[i], key.size) == 0)
            return i;
        off = ino[i + 1];
    }
    return 0;
}

static sdbm_item
page_get(const char *pag, sdbm_item key)
{
    const short *ino = INO(pag);
    sdbm_item val = { 0, 0 };
    int i = page_find(pag, key);

    if (i) {
        val.ptr = pag + ino[i + 1];
        val.size = ino[i] - ino[i + 1];
    }
    return val;
}

/* removes key's pair: the later pairs' data moves up over it */
static int
page_del(char *pag, sdbm_item key)
{
    short *ino = INO(pag);
    int n = ino[0];
    int i = page_find(pag, key);

    if (!i) return 0;
    if (i < n - 1) {
        int end = i == 1 ? PBLKSIZ : ino[i - 1];
        int gap = end - ino[i + 1];            /* the removed pair's bytes */
        int m = ino[i + 1] - ino[n];           /* the later pairs' bytes */
        memmove(pag + ino[n] + gap, pag + ino[n], m);
        for (; i < n - 1; i++) ino[i] = ino[i + 2] + gap;
    }
    ino[0] -= 2;
    return 1;
}

/* key number num (from 1) of the page, or a 0 ptr */
static sdbm_item
page_key(const char *pag, int num)
{
    const short *ino = INO(pag);
    sdbm_item key = { 0, 0 };
    int off;

    if (num < 1 || num > ino[0] / 2) return key;
    off = num > 1 ? ino[num * 2 - 2] : PBLKSIZ;
    key.ptr = pag + ino[num * 2 - 1];
    key.size = off - ino[num * 2 - 1];
    return key;
}

/* moves the pairs whose hash has sbit set from pag to new (both rebuilt,
 * in the pairs' order) */
static void
page_split(char *pag, char *new, unsigned long sbit)
{
    short cur_ino[PBLKSIZ / sizeof(short)];   /* shorts: the offsets are read in place */
    char *cur = (char *)cur_ino;
    const short *ino = cur_ino;
    int n, i, off = PBLKSIZ;

    memcpy(cur, pag, PBLKSIZ);
    memset(pag, 0, PBLKSIZ);
    memset(new, 0, PBLKSIZ);
    n = ino[0];
    for (i = 1; i < n; i += 2) {
        sdbm_item key, val;
        key.ptr = cur + ino[i];
        key.size = off - ino[i];
        val.ptr = cur + ino[i + 1];
        val.size = ino[i] - ino[i + 1];
        page_put((sdbm_hash(key.ptr, key.size) & sbit) ? new : pag, key, val);
        off = ino[i + 1];
    }
}

/* ------------------------------------------------------------ file io */

/* reads block no of size bytes; past the end of the file it is zeros */
static int
read_block(int fd, char *buf, long no, int size)
{
    ssize_t got;

    memset(buf, 0, size);
    got = pread(fd, buf, size, (off_t)no * size);
    return got < 0 ? -1 : 0;
}

static int
write_block(int fd, const char *buf, long no, int size)
{
    return pwrite(fd, buf, size, (off_t)no * size) == size ? 0 : -1;
}

static int
write_page(SDBM_DB *db, const char *pag, long no)
{
    return write_block(db->pagf, pag, no, PBLKSIZ);
}

/* the directory block holding bit dbit in dirbuf */
static int
load_dirblock(SDBM_DB *db, long dbit)
{
    long dirb = dbit / BYTESIZ / DBLKSIZ;

    if (dirb != db->dirbno) {
        if (read_block(db->dirf, db->dirbuf, dirb, DBLKSIZ) < 0) return -1;
        db->dirbno = dirb;
    }
    return 0;
}

static int
get_dbit(SDBM_DB *db, long dbit)
{
    long c = dbit / BYTESIZ;

    if (load_dirblock(db, dbit) < 0) return 0;
    return db->dirbuf[c % DBLKSIZ] & (1 << (dbit % BYTESIZ));
}

static int
set_dbit(SDBM_DB *db, long dbit)
{
    long c = dbit / BYTESIZ;

    if (load_dirblock(db, dbit) < 0) return -1;
    db->dirbuf[c % DBLKSIZ] |= 1 << (dbit % BYTESIZ);
    if (dbit >= db->maxbno) db->maxbno += DBLKSIZ * BYTESIZ;
    return write_block(db->dirf, db->dirbuf, db->dirbno, DBLKSIZ);
}

/* loads the page of hash into pagbuf (curbit, hmask say where it is) */
static int
load_page(SDBM_DB *db, unsigned long hash)
{
    long dbit = 0, pagb;
    int hbit = 0;

    while (dbit < db->maxbno && hbit < 31 && get_dbit(db, dbit))
        dbit = 2 * dbit + ((hash & (1UL << hbit++)) ? 2 : 1);
    db->curbit = dbit;
    db->hmask = (1UL << hbit) - 1;
    pagb = hash & db->hmask;
    if (pagb != db->pagbno) {
        db->pagbno = -1;
        if (read_block(db->pagf, db->pagbuf, pagb, PBLKSIZ) < 0) return -1;
        if (!page_ok(db->pagbuf)) {
            errno = EINVAL;    /* a damaged page */
            return -1;
        }
        db->pagbno = pagb;
    }
    return 0;
}

/* splits the current page until need bytes fit in the one of hash */
static int
make_room(SDBM_DB *db, unsigned long hash, int need)
{
    short new_ino[PBLKSIZ / sizeof(short)];
    char *new = (char *)new_ino;
    int tries = SPLTMAX;

    do {
        unsigned long sbit = db->hmask + 1;
        long newp = (hash & db->hmask) | sbit;

        page_split(db->pagbuf, new, sbit);
        if (hash & sbit) {
            if (write_page(db, db->pagbuf, db->pagbno) < 0) return -1;
            db->pagbno = newp;
            memcpy(db->pagbuf, new, PBLKSIZ);
        }
        else if (write_page(db, new, newp) < 0) return -1;
        if (set_dbit(db, db->curbit) < 0) return -1;
        if (page_fits(db->pagbuf, need)) return 0;
        db->curbit = 2 * db->curbit + ((hash & sbit) ? 2 : 1);
        db->hmask |= sbit;
        if (write_page(db, db->pagbuf, db->pagbno) < 0) return -1;
    } while (--tries);
    errno = ENOSPC;     /* the keys of this page collide too much */
    return -1;
}

/* ------------------------------------------------------------ the api */

static char *
file_name(const char *name, const char *ext)
{
    size_t n = strlen(name);
    char *s = malloc(n + strlen(ext) + 1);

    if (s) {
        memcpy(s, name, n);
        strcpy(s + n, ext);
    }
    return s;
}

SDBM_DB *
sdbm_db_open(const char *name, int flags, int mode)
{
    char *dir = file_name(name, ".dir"), *pag = file_name(name, ".pag");
    SDBM_DB *db = calloc(1, sizeof *db);
    struct stat st;
    int e;

    if (!dir || !pag || !db) {
        errno = ENOMEM;
        goto fail;
    }
    if ((flags & O_ACCMODE) == O_WRONLY) flags = (flags & ~O_ACCMODE) | O_RDWR;
    db->rdonly = (flags & O_ACCMODE) == O_RDONLY;
    db->pagf = db->dirf = -1;
    if ((db->pagf = open(pag, flags, mode)) < 0) goto fail;
    if ((db->dirf = open(dir, flags, mode)) < 0) goto fail;
    if (fstat(db->dirf, &st) < 0) goto fail;
    db->maxbno = (long)st.st_size * BYTESIZ;
    db->pagbno = db->dirbno = -1;
    free(dir);
    free(pag);
    return db;
  fail:
    e = errno;
    if (db && db->pagf >= 0) close(db->pagf);
    if (db && db->dirf >= 0) close(db->dirf);
    free(db);
    free(dir);
    free(pag);
    errno = e;
    return 0;
}

void
sdbm_db_close(SDBM_DB *db)
{
    close(db->pagf);
    close(db->dirf);
    free(db);
}

int
sdbm_db_rdonly(SDBM_DB *db)
{
    return db->rdonly;
}

sdbm_item
sdbm_db_fetch(SDBM_DB *db, sdbm_item key)
{
    sdbm_item none = { 0, 0 };

    if (load_page(db, sdbm_hash(key.ptr, key.size)) < 0) return none;
    return page_get(db->pagbuf, key);
}

int
sdbm_db_store(SDBM_DB *db, sdbm_item key, sdbm_item val)
{
    unsigned long hash;
    int need = key.size + val.size;

    if (db->rdonly) {
        errno = EPERM;
        return -1;
    }
    if (need < 0 || need > SDBM_PAIRMAX) {
        errno = EINVAL;
        return -1;
    }
    hash = sdbm_hash(key.ptr, key.size);
    if (load_page(db, hash) < 0) return -1;
    page_del(db->pagbuf, key);
    if (!page_fits(db->pagbuf, need) && make_room(db, hash, need) < 0) return -1;
    page_put(db->pagbuf, key, val);
    return write_page(db, db->pagbuf, db->pagbno);
}

int
sdbm_db_delete(SDBM_DB *db, sdbm_item key)
{
    if (db->rdonly) {
        errno = EPERM;
        return -1;
    }
    if (load_page(db, sdbm_hash(key.ptr, key.size)) < 0) return -1;
    if (!page_del(db->pagbuf, key)) return -1;
    return write_page(db, db->pagbuf, db->pagbno);
}

/* the next key of the iteration: the next pair of pagbuf (whichever page
 * it now holds, as sdbm does), else the first of the following pages */
static sdbm_item
next_key(SDBM_DB *db)
{
    sdbm_item none = { 0, 0 };
    struct stat st;

    for (;;) {
        sdbm_item key = page_key(db->pagbuf, ++db->keyptr);
        if (key.ptr) return key;
        db->keyptr = 0;
        db->blkptr++;
        if (fstat(db->pagf, &st) < 0 || (off_t)db->blkptr * PBLKSIZ >= st.st_size) break;
        db->pagbno = -1;
        if (read_block(db->pagf, db->pagbuf, db->blkptr, PBLKSIZ) < 0) break;
        if (!page_ok(db->pagbuf)) break;
        db->pagbno = db->blkptr;
    }
    db->pagbno = -1;
    memset(db->pagbuf, 0, PBLKSIZ);
    return none;
}

sdbm_item
sdbm_db_firstkey(SDBM_DB *db)
{
    sdbm_item none = { 0, 0 };

    db->pagbno = -1;
    if (read_block(db->pagf, db->pagbuf, 0, PBLKSIZ) < 0 || !page_ok(db->pagbuf)) {
        memset(db->pagbuf, 0, PBLKSIZ);
        return none;
    }
    db->pagbno = 0;
    db->blkptr = 0;
    db->keyptr = 0;
    return next_key(db);
}

sdbm_item
sdbm_db_nextkey(SDBM_DB *db)
{
    return next_key(db);
}
