/* st.c - hash tables with the 1.8 st_* API.
   Entries sit in one array in insertion order (iteration walks it, marking
   is a linear scan, a table costs two allocations); a table of more than
   ST_LINEAR entries also has an open-addressing index of entry numbers.
   Deleting marks an entry dead; dead ones are squeezed out when the array
   is rebuilt (on growth, st_cleanup_safe).  All memory comes from
   xmalloc/xfree (may run the GC, which never changes a table's structure). */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "st.h"

void *ruby_xmalloc(size_t);
void *ruby_xcalloc(size_t, size_t);
void ruby_xfree(void *);
#define xmalloc ruby_xmalloc
#define xcalloc ruby_xcalloc
#define xfree ruby_xfree

typedef struct st_table_entry st_table_entry;

struct st_table_entry {
    st_data_t key;
    st_data_t record;
    unsigned int hash;
    int dead;                 /* DEAD_GONE or DEAD_SAFE: skipped by lookups and walks */
};

/* up to this many entries a table is searched linearly, without an index
   (most ivar, method and small Hash tables) */
#define ST_LINEAR 8
#define ST_MIN_CAP 4
/* st_delete's dead entries go at the next rebuild; st_delete_safe's stay
   (key kept, so a walk can find its place) until st_cleanup_safe */
#define DEAD_GONE 1
#define DEAD_SAFE 2

int st_numcmp(st_data_t a, st_data_t b) { return a != b; }
int
st_numhash(st_data_t n)
{
    st_data_t h = n ^ (n >> 3);
#if SIZEOF_LONG > 4
    h ^= n >> 32;   /* a shift by a long's width is undefined on 32-bit */
#endif
    return (int)h;
}
static struct st_hash_type type_numhash = { st_numcmp, st_numhash };

int
st_strhash(st_data_t arg)
{
    const unsigned char *s = (const unsigned char *)arg;
    unsigned int h = 2166136261u;
    while (*s) { h ^= *s++; h *= 16777619u; }
    return (int)h;
}

static int
strcmp_key(st_data_t a, st_data_t b)
{
    return strcmp((const char *)a, (const char *)b);
}
static struct st_hash_type type_strhash = { strcmp_key, st_strhash };

#define do_hash(key, tbl) ((unsigned int)(*(tbl)->type->hash)(key))
#define EQUAL(tbl, x, y) ((x) == (y) || (*(tbl)->type->compare)((x), (y)) == 0)

/* index sizes: the first prime past each power of two.  A prime count
   spreads strided keys (object addresses, odd Fixnum VALUEs) over every
   slot, and keeps consecutive integers in neighbouring slots (locality:
   a walk over keys in order touches the index in order) */
static const int bin_primes[] = {
    17, 37, 67, 131, 257, 521, 1031, 2053, 4099, 8209, 16411, 32771,
    65537, 131101, 262147, 524309, 1048583, 2097169, 4194319, 8388617,
    16777259, 33554467, 67108879, 134217757, 268435459, 536870923, 1073741827
};
#define N_BIN_PRIMES ((int)(sizeof(bin_primes) / sizeof(bin_primes[0])))

static int
index_size(int cap)
{
    int i;
    for (i = 0; i < N_BIN_PRIMES - 1 && bin_primes[i] < 2 * cap; i++) ;
    return bin_primes[i];
}

/* first index slot of hash h */
static unsigned int
slot_of(unsigned int h, int num_bins)
{
    return h % (unsigned int)num_bins;
}

/* the slot after s */
static unsigned int
next_slot(unsigned int s, int num_bins)
{
    return s + 1 < (unsigned int)num_bins ? s + 1 : 0;
}

static int
pow2_at_least(long n)
{
    int p = ST_MIN_CAP;
    while (p < n && p < (1 << 29)) p <<= 1;
    return p;
}

/* may allocate */
st_table *
st_init_table_with_size(struct st_hash_type *type, int size)
{
    st_table *tbl = (st_table *)xmalloc(sizeof(st_table));
    tbl->type = type;
    tbl->num_entries = 0;
    tbl->num_bins = 0;
    /* the array comes with the first entry: many tables (metaclass method
       tables, empty hashes) never get one; size is the capacity wished */
    tbl->entries = 0;
    tbl->bins = 0;
    tbl->entries_bound = 0;
    tbl->entries_cap = size > 0 ? pow2_at_least(size) : 0;
    tbl->removals = 0;
    tbl->rebuilds = 0;
    return tbl;
}

st_table *st_init_table(struct st_hash_type *type) { return st_init_table_with_size(type, 0); }
st_table *st_init_numtable(void) { return st_init_table(&type_numhash); }
st_table *st_init_numtable_with_size(int size) { return st_init_table_with_size(&type_numhash, size); }
st_table *st_init_strtable(void) { return st_init_table(&type_strhash); }
st_table *st_init_strtable_with_size(int size) { return st_init_table_with_size(&type_strhash, size); }

void
st_free_table(st_table *tbl)
{
    xfree(tbl->entries);
    xfree(tbl->bins);
    xfree(tbl);
}

void
st_clear(st_table *tbl)
{
    tbl->removals++;
    tbl->rebuilds++;
    if (tbl->bins) memset(tbl->bins, 0, sizeof(int) * (size_t)tbl->num_bins);
    tbl->entries_bound = 0;
    tbl->num_entries = 0;
}

size_t
st_memsize(st_table *tbl)
{
    return sizeof(st_table) + sizeof(int) * (size_t)tbl->num_bins
        + (tbl->entries ? sizeof(st_table_entry) * (size_t)tbl->entries_cap : 0);
}

/* the number of key's live entry, or -1.  The compare function may run
   Ruby code that changes the table: entries are re-read after it. */
static int
find_index(st_table *tbl, st_data_t key, unsigned int h)
{
    st_table_entry *e;
    if (!tbl->bins) {
        int i;
        for (i = 0; i < tbl->entries_bound; i++) {
            e = &tbl->entries[i];
            if (e->hash == h && !e->dead && EQUAL(tbl, key, e->key)) return i;
        }
        return -1;
    }
    else {
        unsigned int s = slot_of(h, tbl->num_bins);
        int n;
        while ((n = tbl->bins[s]) != 0) {
            e = &tbl->entries[n - 1];
            if (e->hash == h && !e->dead && EQUAL(tbl, key, e->key)) return n - 1;
            if (!tbl->bins) return -1;      /* cleared under the compare */
            s = next_slot(s, tbl->num_bins);
        }
        return -1;
    }
}

int
st_lookup(st_table *tbl, st_data_t key, st_data_t *value)
{
    int i = find_index(tbl, key, do_hash(key, tbl));
    if (i < 0) return 0;
    if (value) *value = tbl->entries[i].record;
    return 1;
}

static void
index_entry(int *bins, int num_bins, unsigned int h, int n)
{
    unsigned int s = slot_of(h, num_bins);
    while (bins[s]) s = next_slot(s, num_bins);
    bins[s] = n + 1;
}

/* entries a rebuild keeps: live ones, and DEAD_SAFE ones unless squeeze */
static int
kept_entries(st_table *tbl, int squeeze)
{
    int i, n = 0;
    for (i = 0; i < tbl->entries_bound; i++) {
        int d = tbl->entries[i].dead;
        if (!d || (d == DEAD_SAFE && !squeeze)) n++;
    }
    return n;
}

/* moves the kept entries into a new array of cap entries (and a new index
   when cap is above ST_LINEAR); may allocate (the GC may run: the table is
   whole until the new arrays are put in) */
static void
rebuild(st_table *tbl, int cap, int squeeze)
{
    st_table_entry *entries = (st_table_entry *)xmalloc(sizeof(st_table_entry) * (size_t)cap);
    int *bins = 0, num_bins = 0, i, n = 0;
    if (cap > ST_LINEAR) {
        num_bins = index_size(cap);
        bins = (int *)xcalloc((size_t)num_bins, sizeof(int));
    }
    for (i = 0; i < tbl->entries_bound; i++) {
        int d = tbl->entries[i].dead;
        if (d == DEAD_GONE || (d == DEAD_SAFE && squeeze)) continue;
        entries[n] = tbl->entries[i];
        if (bins) index_entry(bins, num_bins, entries[n].hash, n);
        n++;
    }
    xfree(tbl->entries);
    xfree(tbl->bins);
    tbl->entries = entries;
    tbl->bins = bins;
    tbl->num_bins = num_bins;
    tbl->entries_cap = cap;
    tbl->entries_bound = n;
    tbl->rebuilds++;
}

/* may allocate */
static void
add_entry(st_table *tbl, st_data_t key, st_data_t value, unsigned int h)
{
    st_table_entry *e;
    if (!tbl->entries) {
        int cap = tbl->entries_cap ? tbl->entries_cap : ST_MIN_CAP;
        tbl->entries_cap = 0;
        rebuild(tbl, cap, 0);
    }
    else if (tbl->entries_bound == tbl->entries_cap) {
        rebuild(tbl, pow2_at_least(2L * (kept_entries(tbl, 0) + 1)), 0);
    }
    e = &tbl->entries[tbl->entries_bound];
    e->hash = h;
    e->dead = 0;
    e->key = key;
    e->record = value;
    if (tbl->bins) index_entry(tbl->bins, tbl->num_bins, h, tbl->entries_bound);
    tbl->entries_bound++;
    tbl->num_entries++;
}

/* returns 1 when key was already there (value replaced); may allocate */
int
st_insert(st_table *tbl, st_data_t key, st_data_t value)
{
    unsigned int h = do_hash(key, tbl);
    int i = find_index(tbl, key, h);
    if (i >= 0) { tbl->entries[i].record = value; return 1; }
    add_entry(tbl, key, value, h);
    return 0;
}

void
st_add_direct(st_table *tbl, st_data_t key, st_data_t value)
{
    add_entry(tbl, key, value, do_hash(key, tbl));
}

/* marks entry i dead (it stays in the array and the index until a rebuild) */
static void
kill_entry(st_table *tbl, int i, int how, st_data_t never)
{
    st_table_entry *e = &tbl->entries[i];
    e->dead = how;
    if (how == DEAD_GONE) e->key = 0;
    e->record = never;
    tbl->num_entries--;
    tbl->removals++;
    /* the newest entry goes at once, unless the index still points at it */
    if (how == DEAD_GONE && !tbl->bins && i == tbl->entries_bound - 1) tbl->entries_bound--;
}

int
st_delete(st_table *tbl, st_data_t *key, st_data_t *value)
{
    int i = find_index(tbl, *key, do_hash(*key, tbl));
    if (i < 0) {
        if (value) *value = 0;
        return 0;
    }
    *key = tbl->entries[i].key;
    if (value) *value = tbl->entries[i].record;
    kill_entry(tbl, i, DEAD_GONE, 0);
    return 1;
}

/* deletes, safe inside st_foreach: the entry stays as a dead one, key and
   record set to never, until st_cleanup_safe */
int
st_delete_safe(st_table *tbl, st_data_t *key, st_data_t *value, st_data_t never)
{
    int i = find_index(tbl, *key, do_hash(*key, tbl));
    if (i < 0) {
        if (value) *value = 0;
        return 0;
    }
    *key = tbl->entries[i].key;
    if (value) *value = tbl->entries[i].record;
    kill_entry(tbl, i, DEAD_SAFE, never);
    return 1;
}

void
st_cleanup_safe(st_table *tbl, st_data_t never)
{
    (void)never;
    if (tbl->entries && tbl->num_entries < tbl->entries_bound) rebuild(tbl, tbl->entries_cap, 1);
}

/* the number of the entry (live or DEAD_SAFE) holding key itself, or -1:
   a walk's place after the entries moved (no compare function runs) */
static int
relocate(st_table *tbl, st_data_t key, unsigned int h)
{
    int i;
    for (i = 0; i < tbl->entries_bound; i++) {
        st_table_entry *e = &tbl->entries[i];
        if (e->key == key && e->hash == h && e->dead != DEAD_GONE) return i;
    }
    return -1;
}

/* calls func(key, value, arg) on each live entry, oldest first.  func may
   insert or delete; when the entries moved meanwhile the walk finds its
   entry again.  ST_CHECK asks to verify the current entry is still there
   (live or deleted by st_delete_safe) when entries were deleted during the
   call (a continuation came back into this walk): if not, func(0, 0, arg,
   1) is called and 1 returned. */
int
st_foreach(st_table *tbl, int (*func)(ANYARGS), st_data_t arg)
{
    int i;
    for (i = 0; i < tbl->entries_bound; i++) {
        st_table_entry *e = &tbl->entries[i];
        st_data_t key = e->key;
        unsigned int h = e->hash;
        unsigned long removals = tbl->removals, rebuilds = tbl->rebuilds;
        int ret;
        if (e->dead) continue;
        ret = (*func)(key, e->record, arg, 0);   /* 0: not the error call */
        if (tbl->rebuilds != rebuilds) {
            int j = relocate(tbl, key, h);
            if (j < 0) {
                if (ret == ST_CHECK) { (*func)(0, 0, arg, 1); return 1; }
                return 0;       /* the entry is gone with its place */
            }
            i = j;
        }
        switch (ret) {
          case ST_CHECK:
            if (tbl->removals != removals &&
                (i >= tbl->entries_bound || tbl->entries[i].key != key ||
                 tbl->entries[i].hash != h || tbl->entries[i].dead == DEAD_GONE)) {
                (*func)(0, 0, arg, 1);
                return 1;
            }
            break;
          case ST_CONTINUE:
            break;
          case ST_STOP:
            return 0;
          case ST_DELETE:
            if (i < tbl->entries_bound && !tbl->entries[i].dead) {
                int bound = tbl->entries_bound;
                kill_entry(tbl, i, DEAD_GONE, 0);
                if (tbl->entries_bound < bound) return 0;   /* it was the last */
            }
            break;
        }
    }
    return 0;
}

/* may allocate */
st_table *
st_copy(st_table *old)
{
    st_table *tbl = st_init_table_with_size(old->type, old->num_entries);
    int i;
    for (i = 0; i < old->entries_bound; i++) {
        st_table_entry *e = &old->entries[i];
        if (!e->dead) add_entry(tbl, e->key, e->record, e->hash);
    }
    return tbl;
}

int
st_strcasecmp(const char *s1, const char *s2)
{
    for (;; s1++, s2++) {
        int c1 = tolower((unsigned char)*s1), c2 = tolower((unsigned char)*s2);
        if (c1 != c2) return c1 < c2 ? -1 : 1;
        if (!c1) return 0;
    }
}

int
st_strncasecmp(const char *s1, const char *s2, size_t n)
{
    for (; n > 0; n--, s1++, s2++) {
        int c1 = tolower((unsigned char)*s1), c2 = tolower((unsigned char)*s2);
        if (c1 != c2) return c1 < c2 ? -1 : 1;
        if (!c1) return 0;
    }
    return 0;
}
