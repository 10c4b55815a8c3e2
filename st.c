/* st.c - hash tables with the 1.8 st_* API.
   Entries sit in a chain per bin (power-of-2 bin count) and on a doubly
   linked list in insertion order, so iteration is ordered and a rehash never
   moves an entry.  All memory comes from xmalloc/xfree (may run the GC, which
   never touches a table's structure). */
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
    unsigned int hash;
    int dead;                 /* removed by st_delete_safe, awaiting cleanup */
    st_data_t key;
    st_data_t record;
    st_table_entry *next;     /* bin chain */
    st_table_entry *fore;     /* insertion order: next newer */
    st_table_entry *back;     /* insertion order: next older */
};

/* most method and ivar tables hold a few entries: start small */
#define MAX_DENSITY 2

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

/* bin counts: the first prime past each power of two.  A prime count
   spreads strided keys (object addresses, odd Fixnum VALUEs) over every
   bin, and keeps consecutive integers in neighbouring bins (locality) */
static const int bin_primes[] = {
    11, 17, 37, 67, 131, 257, 521, 1031, 2053, 4099, 8209, 16411, 32771,
    65537, 131101, 262147, 524309, 1048583, 2097169, 4194319, 8388617,
    16777259, 33554467, 67108879, 134217757, 268435459, 536870923
};
#define N_BIN_PRIMES ((int)(sizeof(bin_primes) / sizeof(bin_primes[0])))

static unsigned int
bin_index(unsigned int h, int num_bins)
{
    return h % (unsigned int)num_bins;
}

/* the bin count for about size bins */
static int
round_bins(int size)
{
    int i;
    for (i = 0; i < N_BIN_PRIMES - 1 && bin_primes[i] < size; i++) ;
    return bin_primes[i];
}

/* may allocate */
st_table *
st_init_table_with_size(struct st_hash_type *type, int size)
{
    st_table *tbl = (st_table *)xmalloc(sizeof(st_table));
    tbl->type = type;
    tbl->num_entries = 0;
    tbl->num_bins = round_bins(size / MAX_DENSITY);
    /* bins come with the first entry: many tables (metaclass method
       tables, empty hashes) never get one */
    tbl->bins = 0;
    tbl->head = tbl->tail = 0;
    tbl->removals = 0;
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
    st_table_entry *e = tbl->head, *next;
    while (e) { next = e->fore; xfree(e); e = next; }
    xfree(tbl->bins);
    xfree(tbl);
}

void
st_clear(st_table *tbl)
{
    st_table_entry *e = tbl->head, *next;
    tbl->removals++;
    while (e) { next = e->fore; xfree(e); e = next; }
    if (tbl->bins) memset(tbl->bins, 0, sizeof(st_table_entry *) * (size_t)tbl->num_bins);
    tbl->head = tbl->tail = 0;
    tbl->num_entries = 0;
}

size_t
st_memsize(st_table *tbl)
{
    return sizeof(st_table) + (tbl->bins ? sizeof(st_table_entry *) * (size_t)tbl->num_bins : 0)
        + sizeof(st_table_entry) * (size_t)tbl->num_entries;
}

static st_table_entry *
find_entry(st_table *tbl, st_data_t key, unsigned int h)
{
    st_table_entry *e;
    if (!tbl->bins) return 0;
    e = tbl->bins[bin_index(h, tbl->num_bins)];
    for (; e; e = e->next) {
        if (!e->dead && e->hash == h && EQUAL(tbl, key, e->key)) return e;
    }
    return 0;
}

int
st_lookup(st_table *tbl, st_data_t key, st_data_t *value)
{
    st_table_entry *e = find_entry(tbl, key, do_hash(key, tbl));
    if (!e) return 0;
    if (value) *value = e->record;
    return 1;
}

/* may allocate */
static void
rehash(st_table *tbl)
{
    int nbins = round_bins(tbl->num_bins + 1);
    st_table_entry **bins = (st_table_entry **)xcalloc((size_t)nbins, sizeof(st_table_entry *));
    st_table_entry *e;
    for (e = tbl->head; e; e = e->fore) {
        unsigned int i = bin_index(e->hash, nbins);
        e->next = bins[i];
        bins[i] = e;
    }
    xfree(tbl->bins);
    tbl->bins = bins;
    tbl->num_bins = nbins;
}

/* may allocate */
static void
add_entry(st_table *tbl, st_data_t key, st_data_t value, unsigned int h)
{
    st_table_entry *e;
    unsigned int i;
    if (!tbl->bins)
        tbl->bins = (st_table_entry **)xcalloc((size_t)tbl->num_bins, sizeof(st_table_entry *));
    else if (tbl->num_entries / tbl->num_bins >= MAX_DENSITY) rehash(tbl);
    e = (st_table_entry *)xmalloc(sizeof(st_table_entry));
    i = bin_index(h, tbl->num_bins);
    e->hash = h;
    e->dead = 0;
    e->key = key;
    e->record = value;
    e->next = tbl->bins[i];
    tbl->bins[i] = e;
    e->fore = 0;
    e->back = tbl->tail;
    if (tbl->tail) tbl->tail->fore = e; else tbl->head = e;
    tbl->tail = e;
    tbl->num_entries++;
}

/* returns 1 when key was already there (value replaced); may allocate */
int
st_insert(st_table *tbl, st_data_t key, st_data_t value)
{
    unsigned int h = do_hash(key, tbl);
    st_table_entry *e = find_entry(tbl, key, h);
    if (e) { e->record = value; return 1; }
    add_entry(tbl, key, value, h);
    return 0;
}

void
st_add_direct(st_table *tbl, st_data_t key, st_data_t value)
{
    add_entry(tbl, key, value, do_hash(key, tbl));
}

/* unlinks e from its bin chain and the order list and frees it */
static void
remove_entry(st_table *tbl, st_table_entry *e)
{
    tbl->removals++;
    st_table_entry **pp = &tbl->bins[bin_index(e->hash, tbl->num_bins)];
    while (*pp != e) pp = &(*pp)->next;
    *pp = e->next;
    if (e->back) e->back->fore = e->fore; else tbl->head = e->fore;
    if (e->fore) e->fore->back = e->back; else tbl->tail = e->back;
    xfree(e);
}

int
st_delete(st_table *tbl, st_data_t *key, st_data_t *value)
{
    st_table_entry *e = find_entry(tbl, *key, do_hash(*key, tbl));
    if (!e) {
        if (value) *value = 0;
        return 0;
    }
    *key = e->key;
    if (value) *value = e->record;
    remove_entry(tbl, e);
    tbl->num_entries--;
    return 1;
}

/* deletes without unlinking (safe inside st_foreach): the entry stays as a
   dead one, key and record set to never, until st_cleanup_safe */
int
st_delete_safe(st_table *tbl, st_data_t *key, st_data_t *value, st_data_t never)
{
    st_table_entry *e = find_entry(tbl, *key, do_hash(*key, tbl));
    if (!e) {
        if (value) *value = 0;
        return 0;
    }
    *key = e->key;
    if (value) *value = e->record;
    e->dead = 1;
    e->key = e->record = never;
    tbl->num_entries--;
    return 1;
}

void
st_cleanup_safe(st_table *tbl, st_data_t never)
{
    st_table_entry *e = tbl->head, *next;
    int n = tbl->num_entries;
    (void)never;
    while (e) {
        next = e->fore;
        if (e->dead) remove_entry(tbl, e);
        e = next;
    }
    tbl->num_entries = n;
}

/* whether target is still an entry of tbl, found by address alone: target
   itself may have been freed */
static int
entry_listed(st_table *tbl, st_table_entry *target)
{
    st_table_entry *e;
    for (e = tbl->head; e; e = e->fore) if (e == target) return 1;
    return 0;
}

/* calls func(key, value, arg) on each live entry, oldest first.  func may
   insert (entries never move); ST_CHECK asks to verify the current entry
   still exists (entries were freed during the call: a continuation came
   back into this walk): if not, func(0, 0, arg, 1) is called and 1 returned. */
int
st_foreach(st_table *tbl, int (*func)(ANYARGS), st_data_t arg)
{
    st_table_entry *e = tbl->head, *next;
    while (e) {
        int ret;
        unsigned long removals = tbl->removals;
        if (e->dead) { e = e->fore; continue; }
        ret = (*func)(e->key, e->record, arg, 0);   /* 0: not the error call */
        switch (ret) {
          case ST_CHECK:
            if (tbl->removals != removals && !entry_listed(tbl, e)) {
                (*func)(0, 0, arg, 1);
                return 1;
            }
            /* fall through */
          case ST_CONTINUE:
            e = e->fore;
            break;
          case ST_STOP:
            return 0;
          case ST_DELETE:
            next = e->fore;
            if (!e->dead) tbl->num_entries--;
            remove_entry(tbl, e);
            e = next;
            break;
        }
    }
    return 0;
}

/* may allocate */
st_table *
st_copy(st_table *old)
{
    st_table *tbl = st_init_table_with_size(old->type, old->num_entries * MAX_DENSITY);
    st_table_entry *e;
    for (e = old->head; e; e = e->fore) {
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
