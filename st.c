/* st.c - hash tables with the 1.8 st_* API, laid out as MRI 1.8.7's so
   that every order Ruby shows (Hash, instance_variables, methods,
   constants, Symbol.all_symbols) is 1.8.7's:
   - a table has a prime number of bins from a fixed series (11, 19, 37 ...);
     an entry goes in bin hash % num_bins, at the head of its chain;
   - adding to a table whose entries / bins (integer division) exceeds 5
     first grows it to the next prime, re-threading the old chains in bin
     order (each entry pushed at the head of its new chain);
   - a walk goes bin 0 .. num_bins-1, each chain from its head.
   Entries come from a free list refilled in slabs (one allocation per
   ST_SLAB entries, never given back).  All memory comes from xmalloc (may
   run the GC, which never changes a table's structure). */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "st.h"

void *ruby_xmalloc(size_t);
void *ruby_xcalloc(size_t, size_t);
void ruby_xfree(void *);
void rb_gc_malloc_pressure(size_t);
long st_free_entries_trim(void);   /* internal.h: gc.c calls it */
#define xmalloc ruby_xmalloc
#define xcalloc ruby_xcalloc
#define xfree ruby_xfree

typedef struct st_table_entry st_table_entry;

struct st_table_entry {
    unsigned int hash;
    st_data_t key;
    st_data_t record;
    st_table_entry *next;
};

#define MAX_DENSITY 5
#define ST_SLAB 64

int st_numcmp(st_data_t a, st_data_t b) { return a != b; }
int st_numhash(st_data_t n) { return (int)n; }
static struct st_hash_type type_numhash = { st_numcmp, st_numhash };

/* 1.8.7's string hash, found in Symbol.all_symbols' order: h * 997 + c
   in 32 bits (a byte above 127 counts as negative), plus h shifted right
   by 5 with its sign bit copied */
int
st_strhash(st_data_t arg)
{
    const signed char *s = (const signed char *)arg;
    unsigned int h = 0, sign;
    while (*s) h = h * 997 + (unsigned int)(int)*s++;
    sign = (h & 0x80000000u) ? 0xf8000000u : 0;
    return (int)(h + ((h >> 5) | sign));
}

static int
strcmp_key(st_data_t a, st_data_t b)
{
    return strcmp((const char *)a, (const char *)b);
}
static struct st_hash_type type_strhash = { strcmp_key, st_strhash };

#define do_hash(key, tbl) ((unsigned int)(*(tbl)->type->hash)(key))
#define BIN(h, tbl) ((h) % (unsigned int)(tbl)->num_bins)

/* the bin counts: the n-th is a prime a little above 8 << n */
static const int bin_primes[] = {
    11, 19, 37, 67, 131, 283, 521, 1033, 2053, 4099, 8219, 16427, 32771,
    65581, 131101, 262147, 524309, 1048583, 2097169, 4194319, 8388617,
    16777259, 33554467, 67108879, 134217757, 268435459, 536870923, 1073741909
};
#define N_BIN_PRIMES ((int)(sizeof(bin_primes) / sizeof(bin_primes[0])))

/* the bin count of a table made for size entries */
static int
new_size(int size)
{
    int i;
    long n = 8;
    for (i = 0; i < N_BIN_PRIMES - 1 && n <= size; i++, n <<= 1) ;
    return bin_primes[i];
}

/* ------------------------------------------------------------ entries */

static st_table_entry *free_entries;
static long free_count;           /* entries on free_entries */
/* every slab, for st_free_entries_trim (0 once slab_list could not grow:
   then no slab is ever given back) */
static st_table_entry **slab_list;
static long slab_count, slab_capa;
static int slabs_untracked;
static long trim_left;            /* free_count after the last trim */
extern unsigned long st_entry_frees;

/* remembers a new slab; plain realloc, the GC must not run here */
static void
slab_track(st_table_entry *slab)
{
    if (slabs_untracked) return;
    if (slab_count == slab_capa) {
        long capa = slab_capa ? slab_capa * 2 : 64;
        st_table_entry **p = (st_table_entry **)realloc(slab_list, sizeof(*p) * (size_t)capa);
        if (!p) { slabs_untracked = 1; return; }
        slab_list = p;
        slab_capa = capa;
    }
    slab_list[slab_count++] = slab;
}

/* may allocate */
static st_table_entry *
entry_alloc(void)
{
    st_table_entry *e;
    /* an entry taken again counts for the collector as the malloc it
       saves (as 1.8.7's, which mallocs each): else a program filling big
       Hashes from the list ran few collections, dead tables piled up and
       the list grew with them */
    if (free_entries) rb_gc_malloc_pressure(sizeof(st_table_entry));
    e = free_entries;
    if (!e) {
        st_table_entry *slab = (st_table_entry *)xmalloc(sizeof(st_table_entry) * ST_SLAB);
        int i;
        for (i = 0; i < ST_SLAB - 1; i++) slab[i].next = &slab[i + 1];
        /* the GC xmalloc ran may have freed tables: their entries are on
           the list now, after the slab's (they were lost once, the free
           list cut off at the slab's end: a program making big Hashes
           over and over grew without bound) */
        slab[ST_SLAB - 1].next = free_entries;
        e = slab;
        slab_track(slab);
        free_count += ST_SLAB;
    }
    free_entries = e->next;
    free_count--;
    return e;
}

static void
entry_free(st_table_entry *e)
{
    e->key = e->record = 0;
    e->next = free_entries;
    free_entries = e;
    free_count++;
}

static int
slab_cmp(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(st_table_entry *const *)a, y = (uintptr_t)*(st_table_entry *const *)b;
    return x < y ? -1 : x > y;
}

/* the index in the sorted slab_list of the slab holding e */
static long
slab_index(st_table_entry *e)
{
    long lo = 0, hi = slab_count - 1;
    while (lo < hi) {
        long mid = (lo + hi + 1) / 2;
        if ((uintptr_t)slab_list[mid] <= (uintptr_t)e) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

/* After a collection that freed much (gc.c, before malloc_trim): gives
   back the slabs whose entries are all free, when most entries are free.
   A dropped 100,000-entry Hash otherwise kept its 3.2 MB of entries for
   good (1.8.7 frees each).  O(free entries * log slabs); runs again only
   once the free list doubled since it last ran.  Returns the slabs freed. */
long
st_free_entries_trim(void)
{
    unsigned char *nfree;
    st_table_entry *e, **link;
    long i, j;
    if (slabs_untracked || free_count < 4096 ||
        free_count <= slab_count * ST_SLAB - free_count || free_count < 2 * trim_left) return 0;
    nfree = (unsigned char *)calloc((size_t)slab_count, 1);
    if (!nfree) return 0;
    qsort(slab_list, (size_t)slab_count, sizeof(*slab_list), slab_cmp);
    for (e = free_entries; e; e = e->next) nfree[slab_index(e)]++;
    for (link = &free_entries; (e = *link) != 0; ) {
        if (nfree[slab_index(e)] == ST_SLAB) { *link = e->next; free_count--; }
        else link = &e->next;
    }
    for (i = j = 0; i < slab_count; i++) {
        if (nfree[i] == ST_SLAB) xfree(slab_list[i]);
        else slab_list[j++] = slab_list[i];
    }
    free(nfree);
    trim_left = free_count;
    st_entry_frees++;   /* no cached entry may point into a freed slab */
    i = slab_count - j;
    slab_count = j;
    return i;
}

/* ------------------------------------------------------------ inline tables

   st_init_table_inline's tables (Hash tables) are one block: the header,
   ST_INLINE entries, then INL_BINS bins, which the table uses for its first
   bins (until it grows).  The entries are taken before the shared free list
   and kept as long as the table: a small table is walked (by the collector
   above all) in one block of memory instead of a chain of three
   allocations (table, bins, entry).  Chains, bins and order are the same
   as any table's. */
#define INL_BINS 11             /* bin_primes[0] */
struct st_inline {
    st_table t;
    st_table_entry ents[ST_INLINE];
    st_table_entry *bins[INL_BINS];
};
#define INL(tbl) ((struct st_inline *)(tbl))
#define ST_INL_TABLE 1          /* tbl is a struct st_inline */
#define ST_INL_BINS 2           /* tbl->bins is INL(tbl)->bins */
#define INL_ALL ((1u << ST_INLINE) - 1)
#if ST_INLINE == 2
# define INL_COUNT(u) (((u) & 1) + ((u) >> 1))
#else
# define INL_COUNT(u) __builtin_popcount(u)
#endif

/* an entry for tbl: an inline one first; may allocate */
static st_table_entry *
table_entry_alloc(st_table *tbl)
{
    if (tbl->inl && tbl->inl_used != INL_ALL) {
        int i = __builtin_ctz(~(unsigned int)tbl->inl_used);
        tbl->inl_used |= (unsigned char)(1u << i);
        return &INL(tbl)->ents[i];
    }
    return entry_alloc();
}

/* the index of e among tbl's inline entries, or -1 */
static inline int
inline_index(st_table *tbl, st_table_entry *e)
{
    uintptr_t off;
    if (!tbl->inl) return -1;
    off = (uintptr_t)e - (uintptr_t)INL(tbl)->ents;
    return off < sizeof(INL(tbl)->ents) ? (int)(off / sizeof(st_table_entry)) : -1;
}

/* entries freed or removed so far: while this is unchanged a cached
   entry (st_lookup_entry) is not freed and no table lost an entry */
unsigned long st_entry_frees;

static void
table_entry_free(st_table *tbl, st_table_entry *e)
{
    int i = inline_index(tbl, e);
    st_entry_frees++;
    if (i < 0) { entry_free(e); return; }
    e->key = e->record = 0;
    tbl->inl_used &= (unsigned char)~(1u << i);
}

/* frees tbl's bins unless they are its inline ones */
static void
bins_free(st_table *tbl)
{
    if (tbl->inl & ST_INL_BINS) tbl->inl &= (unsigned char)~ST_INL_BINS;
    else xfree(tbl->bins);
}

/* the first bins of tbl (zeroed) */
static void
bins_init(st_table *tbl)
{
    if (tbl->inl && tbl->num_bins == INL_BINS) {
        memset(INL(tbl)->bins, 0, sizeof(INL(tbl)->bins));
        tbl->bins = INL(tbl)->bins;
        tbl->inl |= ST_INL_BINS;
    }
    else tbl->bins = (st_table_entry **)xcalloc((size_t)tbl->num_bins, sizeof(st_table_entry *));
}

/* ------------------------------------------------------------ tables */

/* an empty table of num_bins bins in a block of bytes bytes; may allocate */
static st_table *
table_new(struct st_hash_type *type, int num_bins, size_t bytes, unsigned char inl)
{
    st_table *tbl = (st_table *)xmalloc(bytes);
    tbl->type = type;
    tbl->num_entries = 0;
    tbl->num_bins = num_bins;
    tbl->bins = 0;      /* with the first entry: many tables never get one */
    tbl->removals = 0;
    tbl->rebuilds = 0;
    tbl->kept_deleted = 0;
    tbl->inl = inl;
    tbl->inl_used = 0;
    return tbl;
}

/* may allocate */
st_table *
st_init_table_with_size(struct st_hash_type *type, int size)
{
    return table_new(type, new_size(size), sizeof(st_table), 0);
}

/* may allocate */
st_table *
st_init_table_inline(struct st_hash_type *type)
{
    return table_new(type, INL_BINS, sizeof(struct st_inline), ST_INL_TABLE);
}

st_table *st_init_table(struct st_hash_type *type) { return st_init_table_with_size(type, 0); }
st_table *st_init_numtable(void) { return st_init_table(&type_numhash); }
st_table *st_init_numtable_with_size(int size) { return st_init_table_with_size(&type_numhash, size); }
st_table *st_init_strtable(void) { return st_init_table(&type_strhash); }
st_table *st_init_strtable_with_size(int size) { return st_init_table_with_size(&type_strhash, size); }

static void
free_chains(st_table *tbl)
{
    int i;
    if (!tbl->bins) return;
    for (i = 0; i < tbl->num_bins; i++) {
        st_table_entry *e = tbl->bins[i], *next;
        for (; e; e = next) {
            next = e->next;
            table_entry_free(tbl, e);
        }
        tbl->bins[i] = 0;
    }
}

void
st_free_table(st_table *tbl)
{
    free_chains(tbl);
    if (tbl->bins) bins_free(tbl);
    xfree(tbl);
}

/* tbl takes fresh's chains and fresh is freed with tbl's old ones (an
   inline table's entries and bins cannot move, so this is not a swap of
   headers); the counters move on so that a walk of tbl sees its place
   gone.  Freed entries stay readable (a look-up running Ruby code in a
   compare may still hold one).  fresh must be a plain table. */
void
st_replace_chains(st_table *tbl, st_table *fresh)
{
    free_chains(tbl);
    if (tbl->bins) bins_free(tbl);
    tbl->type = fresh->type;
    tbl->num_bins = fresh->num_bins;
    tbl->num_entries = fresh->num_entries;
    tbl->bins = fresh->bins;
    tbl->kept_deleted = fresh->kept_deleted;
    tbl->removals++;
    tbl->rebuilds++;
    xfree(fresh);
}

void
st_clear(st_table *tbl)
{
    free_chains(tbl);
    tbl->num_entries = 0;
    tbl->kept_deleted = 0;
    tbl->removals++;
}

size_t
st_memsize(st_table *tbl)
{
    return (tbl->inl ? sizeof(struct st_inline) : sizeof(st_table)) + (tbl->bins && !(tbl->inl & ST_INL_BINS) ? sizeof(st_table_entry *) * (size_t)tbl->num_bins : 0)
        + sizeof(st_table_entry) * (size_t)tbl->num_entries;
}

/* the entry of h's chain whose key is key itself (no compare called) */
static st_table_entry *
find_same_key(st_table *tbl, st_data_t key, unsigned int h)
{
    st_table_entry *e;
    if (!tbl->bins) return 0;
    for (e = tbl->bins[BIN(h, tbl)]; e; e = e->next)
        if (e->hash == h && e->key == key) return e;
    return 0;
}

/* a compare that changes the table each time it runs ends the look-up
   (not found) after this many fresh starts */
#define FIND_RESTARTS 8

/* the entry of key, or 0.  The compare function may run Ruby code that
   changes the table (Hash#rehash or a delete in eql?: entries freed, chains
   re-threaded), so the walk never follows an entry across such a change: an
   equal key found then counts if the same key object is still in its
   chain, and an unequal one starts the walk again from the chain's head. */
static st_table_entry *
find_entry(st_table *tbl, st_data_t key, unsigned int h)
{
    st_table_entry *e;
    int restarts = 0;
  again:
    if (!tbl->bins) return 0;
    for (e = tbl->bins[BIN(h, tbl)]; e; e = e->next) {
        unsigned int removals = tbl->removals, rebuilds = tbl->rebuilds;
        st_data_t ekey = e->key;
        int equal;
        if (e->hash != h) continue;
        if (key == ekey) return e;
        equal = (*tbl->type->compare)(key, ekey) == 0;
        if (tbl->removals == removals && tbl->rebuilds == rebuilds) {
            if (equal) return e;
            continue;
        }
        if (equal) return find_same_key(tbl, ekey, h);
        if (++restarts > FIND_RESTARTS) return 0;
        goto again;
    }
    return 0;
}

/* find_entry for a number-keyed table (IDs: methods, constants, ivars):
   equal keys have equal hashes, and no compare function is called */
static inline st_table_entry *
find_num_entry(st_table *tbl, st_data_t key)
{
    st_table_entry *e;
    if (!tbl->bins) return 0;
    for (e = tbl->bins[BIN((unsigned int)(int)key, tbl)]; e; e = e->next)
        if (e->key == key) return e;
    return 0;
}

int
st_lookup(st_table *tbl, st_data_t key, st_data_t *value)
{
    st_table_entry *e = tbl->type == &type_numhash ? find_num_entry(tbl, key)
                      : find_entry(tbl, key, do_hash(key, tbl));
    if (!e) return 0;
    if (value) *value = e->record;
    return 1;
}

/* key's entry in tbl, or 0, for a look-up cache: the entry stays in tbl,
   as key's, while st_entry_frees is unchanged and st_entry_read finds key
   in it (st_delete_safe keeps it, its key changed; growth moves no entry) */
st_table_entry *
st_lookup_entry(st_table *tbl, st_data_t key)
{
    return tbl->type == &type_numhash ? find_num_entry(tbl, key)
                                      : find_entry(tbl, key, do_hash(key, tbl));
}

/* a cached entry's record, if its key is still key */
int
st_entry_read(st_table_entry *e, st_data_t key, st_data_t *value)
{
    if (e->key != key) return 0;
    *value = e->record;
    return 1;
}

/* re-threads tbl's chains into bins (n of them), which tbl then uses */
static void
relink_in_place(st_table *tbl, st_table_entry **bins, int n)
{
    int i;
    for (i = 0; i < tbl->num_bins; i++) {
        st_table_entry *e = tbl->bins[i], *next;
        for (; e; e = next) {
            unsigned int b = e->hash % (unsigned int)n;
            next = e->next;
            e->next = bins[b];
            bins[b] = e;
        }
    }
    bins_free(tbl);
    tbl->bins = bins;
    tbl->num_bins = n;
    tbl->rebuilds++;
}

/* grows to the next prime, re-threading the chains in bin order in place
   (as 1.8.7).  Moving the entries into one new block in their new walk
   order (sessions 9-14) saved nothing measurable for the collector's
   walks or look-ups, while the copy, and the old entries written again to
   go on the free list, cost a cache miss per entry per growth: 1,000,000
   Fixnum inserts took 0.38 s, now 0.22 s (ruby187 0.37 s).
   May allocate, before anything changes (the GC may run). */
static void
rehash(st_table *tbl)
{
    int n = new_size(tbl->num_bins + 1);
    st_table_entry **bins = (st_table_entry **)xcalloc((size_t)n, sizeof(st_table_entry *));
    relink_in_place(tbl, bins, n);
}

/* may allocate */
static void
add_entry(st_table *tbl, st_data_t key, st_data_t value, unsigned int h)
{
    st_table_entry *e, **bin;
    if (!tbl->bins) bins_init(tbl);
    else if (tbl->num_entries / tbl->num_bins > MAX_DENSITY) {
        rehash(tbl);
    }
    e = table_entry_alloc(tbl);
    bin = &tbl->bins[BIN(h, tbl)];
    e->hash = h;
    e->key = key;
    e->record = value;
    e->next = *bin;
    *bin = e;
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

/* unlinks e from its chain and frees it */
static void
unlink_entry(st_table *tbl, st_table_entry *e)
{
    st_table_entry **p = &tbl->bins[BIN(e->hash, tbl)];
    while (*p && *p != e) p = &(*p)->next;
    if (*p) *p = e->next;
    table_entry_free(tbl, e);
    tbl->removals++;
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
    tbl->num_entries--;
    unlink_entry(tbl, e);
    return 1;
}

/* deletes, safe inside st_foreach: the entry stays in its chain, key and
   record set to never, until st_cleanup_safe */
int
st_delete_safe(st_table *tbl, st_data_t *key, st_data_t *value, st_data_t never)
{
    st_table_entry *e = find_entry(tbl, *key, do_hash(*key, tbl));
    if (!e || e->key == never) {
        if (value) *value = 0;
        return 0;
    }
    *key = e->key;
    if (value) *value = e->record;
    e->key = e->record = never;
    tbl->num_entries--;
    tbl->kept_deleted = 1;
    st_entry_frees++;   /* a removal too, for look-up caches */
    return 1;
}

void
st_cleanup_safe(st_table *tbl, st_data_t never)
{
    int i;
    tbl->kept_deleted = 0;
    if (!tbl->bins) return;
    for (i = 0; i < tbl->num_bins; i++) {
        st_table_entry **p = &tbl->bins[i];
        while (*p) {
            st_table_entry *e = *p;
            if (e->key == never) {
                *p = e->next;
                table_entry_free(tbl, e);
                tbl->removals++;
            }
            else p = &e->next;
        }
    }
}

/* is e still in chain b? (by address only: e may have been freed) */
static int
in_chain(st_table *tbl, int b, st_table_entry *e)
{
    st_table_entry *p;
    if (!tbl->bins || b >= tbl->num_bins) return 0;
    for (p = tbl->bins[b]; p; p = p->next) if (p == e) return 1;
    return 0;
}

/* calls func(key, value, arg) on each entry, bin by bin, each chain from
   its head.  func may insert or delete.  ST_CHECK asks to verify the
   entry is still in its bin (as 1.8.7 does: a table grown meanwhile
   usually fails that): if not, func(0, 0, arg, 1) is called and 1
   returned.  Any other answer after the entry went away (or the table
   grew) goes on with the next bin. */
int
st_foreach(st_table *tbl, int (*func)(ANYARGS), st_data_t arg)
{
    int i;
    for (i = 0; tbl->bins && i < tbl->num_bins; i++) {
        st_table_entry *e = tbl->bins[i];
        while (e) {
            unsigned int removals = tbl->removals, rebuilds = tbl->rebuilds;
            int ret = (*func)(e->key, e->record, arg, 0);   /* 0: not the error call */
            int moved = tbl->removals != removals || tbl->rebuilds != rebuilds;
            if (moved && !in_chain(tbl, i, e)) {
                if (ret == ST_CHECK) { (*func)(0, 0, arg, 1); return 1; }
                if (ret == ST_STOP) return 0;
                break;          /* e is gone with its place: the next bin */
            }
            switch (ret) {
              case ST_CHECK:
              case ST_CONTINUE:
                e = e->next;
                break;
              case ST_STOP:
                return 0;
              case ST_DELETE: {
                st_table_entry *next = e->next;
                tbl->num_entries--;
                unlink_entry(tbl, e);
                e = next;
                break;
              }
              default:
                e = e->next;
                break;
            }
        }
    }
    return 0;
}

/* the collector's walk: mark(record) for each entry, and mark(key) before
   it with keys; no look for changes, which a marker never makes */
void
st_gc_walk(st_table *tbl, void (*mark)(st_data_t), int keys)
{
    st_table_entry **b = tbl->bins, **end, *e;
    int left = tbl->num_entries;

    if (!b || left == 0) return;
    /* an inline table whose chains hold only inline entries: those, in
       any order (the bins are not read) */
    if (tbl->inl && !tbl->kept_deleted && left == (int)INL_COUNT(tbl->inl_used)) {
        st_table_entry *p = INL(tbl)->ents;
        unsigned int used = tbl->inl_used;
        for (; used; used >>= 1, p++) {
            if (!(used & 1)) continue;
            if (keys) mark(p->key);
            mark(p->record);
        }
        return;
    }
    /* the walk stops once it saw num_entries entries (most of a small
       table's bins are empty); entries st_delete_safe left in the chains
       are not counted there, so with those it sees every bin */
    if (tbl->kept_deleted) left = -1;
    for (end = b + tbl->num_bins; b < end; b++) {
        for (e = *b; e; e = e->next) {
            if (keys) mark(e->key);
            mark(e->record);
            if (--left == 0) return;
        }
    }
}

/* the collector's hint, some time before st_gc_walk: the values of an
   all-inline table (usually objects to mark next) */
void
st_gc_prefetch(st_table *tbl)
{
    if (!tbl->inl || !tbl->inl_used) return;
    if (tbl->inl_used & 1) __builtin_prefetch((void *)INL(tbl)->ents[0].record);
    if (tbl->inl_used & 2) __builtin_prefetch((void *)INL(tbl)->ents[1].record);
}

/* the same bins and chains (a copy walks in the same order); may allocate */
st_table *
st_copy(st_table *old)
{
    st_table *tbl = (st_table *)xmalloc(old->inl ? sizeof(struct st_inline) : sizeof(st_table));
    int i;
    *tbl = *old;
    tbl->bins = 0;
    tbl->num_entries = 0;
    tbl->removals = tbl->rebuilds = 0;
    tbl->inl &= ST_INL_TABLE;
    tbl->inl_used = 0;
    if (!old->bins) return tbl;
    bins_init(tbl);
    for (i = 0; i < old->num_bins; i++) {
        st_table_entry *e, **tail = &tbl->bins[i];
        for (e = old->bins[i]; e; e = e->next) {
            st_table_entry *c = table_entry_alloc(tbl);
            c->hash = e->hash;
            c->key = e->key;
            c->record = e->record;
            c->next = 0;
            *tail = c;
            tail = &c->next;
            tbl->num_entries++;
        }
    }
    tbl->num_entries = old->num_entries;
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
