/* st.h - hash tables (the 1.8 st_* API), used for method, ivar, constant and
   Hash tables.  Chained tables laid out as MRI 1.8.7's: a walk goes bin by
   bin, each chain newest first, so every order Ruby shows is 1.8.7's. */
#ifndef ST_INCLUDED
#define ST_INCLUDED 1

#if defined(__cplusplus)
extern "C" {
#endif

#include <stddef.h>
#include <stdint.h>

#ifndef ANYARGS   /* ruby.h defines it too: callbacks of any arity */
# ifdef __cplusplus
#  define ANYARGS ...
# else
#  define ANYARGS
# endif
#endif

typedef uintptr_t st_data_t;
#define ST_DATA_T_DEFINED

typedef struct st_table st_table;

struct st_hash_type {
    int (*compare)(st_data_t, st_data_t);   /* 0 when equal */
    int (*hash)(st_data_t);
};

struct st_table_entry;
struct st_table {
    struct st_hash_type *type;
    int num_bins;                 /* a prime of the 1.8.7 series */
    int num_entries;              /* live entries (st_delete_safe's not counted) */
    struct st_table_entry **bins; /* chains, newest first; 0 until the first entry */
    unsigned int removals;        /* entries unlinked so far (a walk checks its place) */
    unsigned int rebuilds;        /* times the chains were re-threaded (growth) */
    int kept_deleted;             /* st_delete_safe left entries in the chains */
    /* an inline table (st_init_table_inline): its first bins and ST_INLINE
       entries lie in the table's own allocation, after this header */
    unsigned char inl;            /* ST_INL_BINS: bins is that inline array */
    unsigned char inl_used;       /* bit i: inline entry i is in a chain */
};
#define ST_INLINE 2

/* look-up caches (eval's constants): see st.c */
extern unsigned long st_entry_frees;
struct st_table_entry *st_lookup_entry(st_table *, st_data_t);
int st_entry_read(struct st_table_entry *, st_data_t, st_data_t *);
#define st_is_member(table, key) st_lookup(table, key, (st_data_t *)0)

enum st_retval { ST_CONTINUE, ST_STOP, ST_DELETE, ST_CHECK };

st_table *st_init_table(struct st_hash_type *);
st_table *st_init_table_with_size(struct st_hash_type *, int);
/* an empty table whose first bins and entries share its allocation: a
   small table is one block (one cache miss for the collector's walk) */
st_table *st_init_table_inline(struct st_hash_type *);
st_table *st_init_numtable(void);
void st_gc_walk(st_table *, void (*)(st_data_t), int);   /* gc.c's marking */
void st_gc_prefetch(st_table *);
st_table *st_init_numtable_with_size(int);
st_table *st_init_strtable(void);
st_table *st_init_strtable_with_size(int);
int st_delete(st_table *, st_data_t *, st_data_t *);
int st_delete_safe(st_table *, st_data_t *, st_data_t *, st_data_t);
int st_insert(st_table *, st_data_t, st_data_t);
int st_lookup(st_table *, st_data_t, st_data_t *);
/* calls func(key, value, arg) bin by bin, each chain newest first; func returns an st_retval.
   ST_DELETE removes the entry; the table may be changed by func (ST_CHECK). */
int st_foreach(st_table *, int (*)(ANYARGS), st_data_t);
void st_add_direct(st_table *, st_data_t, st_data_t);
void st_free_table(st_table *);
void st_cleanup_safe(st_table *, st_data_t);
st_table *st_copy(st_table *);
void st_clear(st_table *);
void st_replace_chains(st_table *, st_table *);   /* fresh: a plain table */
size_t st_memsize(st_table *);

int st_strcasecmp(const char *s1, const char *s2);
int st_strncasecmp(const char *s1, const char *s2, size_t n);
/* the compare and hash functions of st_init_numtable and strtable */
int st_numcmp(st_data_t, st_data_t);
int st_numhash(st_data_t);
int st_strhash(st_data_t);
#define ST_NUMCMP st_numcmp
#define ST_NUMHASH st_numhash
#define st_numcmp st_numcmp
#define st_numhash st_numhash

#define STRCASECMP(s1, s2) (st_strcasecmp(s1, s2))
#define STRNCASECMP(s1, s2, n) (st_strncasecmp(s1, s2, n))

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* ST_INCLUDED */
