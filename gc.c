/* gc.c - the object heap and the conservative mark & sweep collector.

   The heap is a set of 64 KB pages, each aligned to its size, holding
   equal-sized RVALUE slots after a small header.  A sorted page table makes
   "could this word be an object?" a binary search plus an exact slot-start
   check.  Mark bits live in a bitmap in each page header (never in object
   flags, so forked children keep sharing heap pages).  Marking uses an
   explicit mark stack; when the stack cannot grow, objects are only marked
   and the heap is rescanned for marked objects afterwards. */
#include "ruby.h"
#include "internal.h"
#include "rubysig.h"
#include "wipe.h"
#include "st.h"
#include "node.h"
#include "env.h"
#include "re.h"
#include "gc.h"
#include "rubyio.h"
#include "eval_intern.h"
#include <setjmp.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>
#include <oniguruma.h>
#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif

/* ------------------------------------------------------------ slots */

typedef struct RVALUE {
    union {
        struct {
            unsigned long flags; /* 0 when free */
            struct RVALUE *next;
        } free;
        struct RBasic basic;
        struct RObject object;
        struct RClass klass;
        struct RFloat flonum;
        struct RString string;
        struct RArray array;
        struct RRegexp regexp;
        struct RHash hash;
        struct RData data;
        struct RStruct rstruct;
        struct RBignum bignum;
        struct RFile file;
        struct RNode node;
        struct RMatch match;
        struct SCOPE scope;
        struct RVarmap varmap;
    } as;
} RVALUE;

#define RANY(o) ((RVALUE *)(o))

#define PAGE_SIZE_LOG 16
#define PAGE_SIZE ((size_t)1 << PAGE_SIZE_LOG)
#define PAGE_MASK (~(uintptr_t)(PAGE_SIZE - 1))
#define BITS_PER_WORD (sizeof(uintptr_t) * CHAR_BIT)
#define MAX_SLOTS (PAGE_SIZE / sizeof(RVALUE))
#define BITMAP_WORDS ((MAX_SLOTS + BITS_PER_WORD - 1) / BITS_PER_WORD)

struct heap_page {
    RVALUE *start;      /* first slot */
    int limit;          /* slot count */
    int free_count;     /* after the last sweep */
    int has_perm;       /* some slot is permanent (perm below) */
    /* the allocator took slots of this page since the last sweep (its
       free chain, or its fresh region): the next sweep reads every slot */
    int handed;
    RVALUE *free_head, *free_tail; /* this page's free chain (sweep) */
    uintptr_t marks[BITMAP_WORDS];
    /* the slots of the free chain when the page was last swept: while the
       page is not handed, they are still free and chained */
    uintptr_t freebits[BITMAP_WORDS];
    /* the permanent slots (rb_gc_mark_permanent): the marks every
       collection starts from, so they are never traversed nor freed */
    uintptr_t perm[BITMAP_WORDS];
};

static struct heap_page **pages;   /* sorted by address */
static int pages_used, pages_capa;
static int slots_per_page;
static RVALUE *freelist;
/* the untouched part of the newest page: handed out from its top down
   (fresh_end), so a page's memory is only faulted in as objects fill it */
static RVALUE *fresh_cur, *fresh_end;

/* the first slot at or after p that a walk over all slots visits: the
   fresh region is skipped (never handed out, its slots read as free, and
   reading them would fault in the pages of a heap that start-up and short
   scripts do not fill) */
static inline RVALUE *
walk_from(RVALUE *p)
{
    return (p == fresh_cur && fresh_cur < fresh_end) ? fresh_end : p;
}
static long total_slots;
/* slots the heap may still grow by before the next collection (the last
   sweep's decision, see heap_grow_early) */
static long grow_budget;
/* the free list holds one page's chain at a time; pages[0..chain_cursor)
   are the ones whose chains may still be untaken (take_next_chain) */
static int chain_cursor;

#define HEAP_MIN_SLOTS 10000
/* free share of the heap after a sweep: with L live slots a cycle may
   allocate L * R / (1 - R) objects before the next mark of L (0.6: 1.5 L,
   two thirds of a mark per allocation) */
#define FREE_MIN_RATIO 0.60
/* under GC stress (a collection per allocation) a big heap only makes each
   sweep longer */
#define FREE_RATIO() (ruby_gc_stress ? 0.40 : FREE_MIN_RATIO)

/* malloc accounting: growth since the last GC triggers a collection.
   1.8.7's limit is 8,000,000 bytes on every platform: a loop dropping
   100 KB strings (StringScanner#scan_until's results, say) stays within
   7.5 MB there, and grew 15.7 MB here with MBARI's 2,000,000 words, which
   the MBARI API (GC.limit) keeps.  Without it the limit grows with the
   live heap (gc_sweep): a program keeping 50 MB is not marked more often
   than with MBARI's */
#ifdef MBARI_API
#define GC_MALLOC_LIMIT (2000000 * sizeof(VALUE))
#else
#define GC_MALLOC_LIMIT ((size_t)8000000)
#endif
static size_t malloc_limit = GC_MALLOC_LIMIT;
static size_t malloc_increase;

int ruby_gc_stress;        /* collect on every allocation: program or environment */
static int gc_stress_env;  /* RUBY_GC_STRESS: a test mode the program cannot see or undo */
static int dont_gc;
static int during_gc;
static int heap_inited;
static int gc_count;

VALUE *rb_gc_stack_start;
size_t rb_gc_stack_maxsize = 8 * 1024 * 1024 - 256 * 1024;
VALUE *rb_gc_stack_end;  /* deepest sp seen since the last wipe (wipe.h) */
VALUE *rb_gc_wipe_last[2];  /* the last two sites that zeroed their gap (wipe.h) */

VALUE rb_mGC;
static VALUE rb_mObSpace;
static VALUE nomem_error;
static VALUE nomem_mesg;   /* its message: an eval's "(eval):1: " prefix is not kept */
static st_table *finalizer_table;


static void garbage_collect(void);

/* ------------------------------------------------------------ pages */

static inline struct heap_page *
page_of(const void *p)
{
    return (struct heap_page *)((uintptr_t)p & PAGE_MASK);
}

static inline size_t
slot_index(struct heap_page *pg, const void *p)
{
    return (size_t)((const RVALUE *)p - pg->start);
}

/* maps a fresh page aligned to PAGE_SIZE; 0 when out of memory */
static struct heap_page *
page_map(void)
{
    char *p = mmap(0, PAGE_SIZE * 2, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    uintptr_t a, lead, trail;
    if (p == MAP_FAILED) return 0;
    a = ((uintptr_t)p + PAGE_SIZE - 1) & PAGE_MASK;
    lead = a - (uintptr_t)p;
    trail = PAGE_SIZE - lead;
    if (lead) munmap(p, lead);
    if (trail) munmap((char *)a + PAGE_SIZE, trail);
#ifdef MADV_POPULATE_WRITE
    /* a heap past its first size grows for live objects, which fill the
       page: its memory comes in one call instead of a fault per 4 KB
       (a 50 MB live heap took 14,000 faults for its pages); a small
       script's pages still come in only as it touches them */
    if (total_slots >= HEAP_MIN_SLOTS) madvise((void *)a, PAGE_SIZE, MADV_POPULATE_WRITE);
#endif
    return (struct heap_page *)a;
}

static int
page_slot_count(void)
{
    size_t hdr = (sizeof(struct heap_page) + sizeof(RVALUE) - 1) / sizeof(RVALUE);
    return (int)(MAX_SLOTS - hdr);
}

/* The page of a word in one probe: pages are PAGE_SIZE-aligned, so their
   number modulo PAGE_HASH_SIZE picks a slot holding that page, 0 (no page)
   or PAGE_HASH_MULTI (several: the sorted table decides). */
#define PAGE_HASH_SIZE 4096
#define PAGE_HASH(pg) (((uintptr_t)(pg) >> PAGE_SIZE_LOG) & (PAGE_HASH_SIZE - 1))
#define PAGE_HASH_MULTI ((struct heap_page *)1)
static struct heap_page *page_hash[PAGE_HASH_SIZE];

/* recomputes the hash slot of pg from the page table */
static void
page_hash_update(struct heap_page *pg)
{
    uintptr_t h = PAGE_HASH(pg);
    struct heap_page *e = 0;
    int i;
    for (i = 0; i < pages_used; i++) {
        if (PAGE_HASH(pages[i]) != h) continue;
        if (e) { e = PAGE_HASH_MULTI; break; }
        e = pages[i];
    }
    page_hash[h] = e;
}

static int gc_explicit;  /* this collection was asked for (GC.start, rb_gc) */

/* collections since the heap last grew (rebuild_freelist gives no page
   back within RELEASE_QUIET of them) */
#define RELEASE_QUIET 8
static int gcs_since_growth;

/* inserts pg into the sorted page table; uses malloc only */
static int
page_table_insert(struct heap_page *pg)
{
    int lo = 0, hi = pages_used;
    if (pages_used == pages_capa) {
        int capa = pages_capa ? pages_capa * 2 : 64;
        struct heap_page **np = realloc(pages, sizeof(*np) * (size_t)capa);
        if (!np) return 0;
        pages = np;
        pages_capa = capa;
    }
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if ((uintptr_t)pages[mid] < (uintptr_t)pg) lo = mid + 1; else hi = mid;
    }
    memmove(&pages[lo + 1], &pages[lo], sizeof(*pages) * (size_t)(pages_used - lo));
    pages[lo] = pg;
    if (lo < chain_cursor) chain_cursor++;  /* the untaken pages moved up */
    pages_used++;
    page_hash[PAGE_HASH(pg)] = page_hash[PAGE_HASH(pg)] ? PAGE_HASH_MULTI : pg;
    return 1;
}

/* threads the rest of the fresh region onto the free list */
static void
fresh_flush(void)
{
    RVALUE *p;
    for (p = fresh_cur; p < fresh_end; p++) {
        p->as.free.flags = 0;
        p->as.free.next = freelist;
        freelist = p;
    }
    fresh_cur = fresh_end = 0;
}

/* ------------------------------------------------------------ fault injection

   Test builds (./configure --enable-fault-injection) can make one chosen
   allocation fail as if memory had run out: RUBY_FAIL_ALLOC=N fails the
   Nth request of xmalloc/xrealloc or heap growth made outside the
   collector (both its tries), RUBY_FAIL_ALLOC=count prints at exit how
   many there were.  test/alloc-walk walks N over the own tests. */
#ifdef RUBY_FAULT_INJECTION
static long alloc_requests, alloc_fail_at = -2;   /* -2: env not read yet */

static void
print_alloc_requests(void)
{
    fprintf(stderr, "[allocation requests: %ld]\n", alloc_requests);
}

static int
injected_failure(void)
{
    if (alloc_fail_at == -2) {
        const char *s = getenv("RUBY_FAIL_ALLOC");
        alloc_fail_at = -1;
        if (s && strcmp(s, "count") == 0) atexit(print_alloc_requests);
        else if (s && *s) alloc_fail_at = atol(s);
    }
    if (during_gc) return 0;
    return ++alloc_requests == alloc_fail_at;
}
#else
#define injected_failure() 0
#endif

/* adds one page, its slots free (a fresh region); 0 on failure */
static int
add_page(void)
{
    struct heap_page *pg = injected_failure() ? 0 : page_map();
    if (!pg) return 0;
    gcs_since_growth = 0;
    if (!page_table_insert(pg)) {
        munmap(pg, PAGE_SIZE);
        return 0;
    }
    pg->limit = slots_per_page;
    pg->start = (RVALUE *)((char *)pg + PAGE_SIZE) - slots_per_page;
    memset(pg->marks, 0, sizeof(pg->marks));
    memset(pg->perm, 0, sizeof(pg->perm));
    pg->has_perm = 0;
    pg->handed = 1;     /* its slots go out through the fresh region */
    pg->free_head = pg->free_tail = 0;
    /* mmap gives zeroed memory: the slots already read as free (flags 0) */
    fresh_flush();
    fresh_cur = pg->start;
    fresh_end = pg->start + pg->limit;
    pg->free_count = pg->limit;
    total_slots += pg->limit;
    return 1;
}

static void
add_pages(long nslots)
{
    long n = (nslots + slots_per_page - 1) / slots_per_page;
    if (n < 1) n = 1;
    while (n-- > 0) {
        if (!add_page()) {
            if (!freelist && fresh_cur >= fresh_end) rb_memerror();
            return;
        }
    }
}

static void
init_heap(void)
{
    const char *s;
    if (heap_inited) return;
    heap_inited = 1;
    slots_per_page = page_slot_count();
    s = getenv("RUBY_GC_STRESS");
    if (s && *s && strcmp(s, "0") != 0) ruby_gc_stress = gc_stress_env = 1;
    /* one page now; more as allocation needs them (see heap_grow_early), so
       a short script only touches the pages it fills */
    add_pages(slots_per_page);
}

/* below HEAP_MIN_SLOTS an empty free list means "add a page", not
   "collect": the heap reaches the same size before the first GC as when
   it started at HEAP_MIN_SLOTS, without prefaulting unused pages.  Past
   it, the growth the last sweep decided on (grow_budget slots) is added
   the same way, a page at a time as the free list runs dry: the heap is
   as big at the next collection as if the sweep had added it all, but
   pages a program never fills are never mapped nor populated. */
static int
heap_grow_early(void)
{
    if (ruby_gc_stress) return 0;
    if (total_slots >= HEAP_MIN_SLOTS) {
        if (grow_budget <= 0) return 0;
        grow_budget -= slots_per_page;
    }
    return add_page();
}

/* is pg in the sorted page table? */
static int
page_table_has(struct heap_page *pg)
{
    int lo = 0, hi = pages_used;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (pages[mid] == pg) return 1;
        if ((uintptr_t)pages[mid] < (uintptr_t)pg) lo = mid + 1; else hi = mid;
    }
    return 0;
}

/* is p the start of a slot in one of our pages (free or not)?  Then
   *pgp and *ip say which page and which slot of it */
static inline int
heap_slot_of(const void *ptr, struct heap_page **pgp, size_t *ip)
{
    uintptr_t p = (uintptr_t)ptr, off;
    struct heap_page *pg = page_of(ptr), *e;
    e = page_hash[PAGE_HASH(pg)];
    if (e != pg && (e != PAGE_HASH_MULTI || !page_table_has(pg))) return 0;
    if (p < (uintptr_t)pg->start) return 0;
    off = p - (uintptr_t)pg->start;
    *pgp = pg;
    *ip = off / sizeof(RVALUE);
    return *ip * sizeof(RVALUE) == off;
}

static inline int
is_pointer_to_heap(const void *ptr)
{
    struct heap_page *pg;
    size_t i;
    /* quick answers for the words a stack scan mostly meets */
    if ((uintptr_t)ptr % sizeof(VALUE) != 0 || (uintptr_t)ptr < (uintptr_t)PAGE_SIZE) return 0;
    return heap_slot_of(ptr, &pg, &i);
}

int
rb_is_heap_object(VALUE v)
{
    return !SPECIAL_CONST_P(v) && is_pointer_to_heap((void *)v)
        && RANY(v)->as.basic.flags != 0;
}

/* ------------------------------------------------------------ mark bits */

/* the bit of slot i in a page's marks or perm bitmap */
#define SLOT_WORD(i) ((i) / BITS_PER_WORD)
#define SLOT_BIT(i) ((uintptr_t)1 << ((i) % BITS_PER_WORD))

static inline int
is_marked(VALUE obj)
{
    struct heap_page *pg = page_of((void *)obj);
    size_t i = slot_index(pg, (void *)obj);
    return (pg->marks[SLOT_WORD(i)] & SLOT_BIT(i)) != 0;
}

/* ------------------------------------------------------------ mark stack */

#define MARK_STACK_MIN 4096
static VALUE *mark_stack;
static size_t mark_stack_len, mark_stack_capa;
static int mark_stack_overflow;
static int mark_stack_grew;  /* this collection grew it */

static void __attribute__((noinline))
mark_stack_grow(VALUE obj)
{
    size_t capa = mark_stack_capa ? mark_stack_capa * 2 : MARK_STACK_MIN;
    VALUE *ns = realloc(mark_stack, sizeof(VALUE) * capa);
    if (!ns) {
        mark_stack_overflow = 1; /* marked but unscanned: rescan later */
        return;
    }
    mark_stack = ns;
    mark_stack_capa = capa;
    mark_stack_grew = 1;
    mark_stack[mark_stack_len++] = obj;
}

/* After marking: a stack grown for a peak (marking one 200,000-element
   Array took 1 MB) shrinks to twice the depth this collection reached,
   after a GC.start or RELEASE_QUIET collections in a row that used less
   than a quarter of it (shrinking at once, bm_string_ops regrew it for
   its big Arrays: 10% more page faults).  The depth costs nothing to
   learn: a 0 (never pushed) left at each power-of-two index from
   MARK_STACK_MIN / 2 up stays 0 until the stack reaches it. */
static void
mark_stack_fit(void)
{
    static int low;   /* collections in a row that used under a quarter */
    size_t k, fit = 0;
    if (mark_stack_len) return;   /* overflowed, left for the rescan */
    for (k = MARK_STACK_MIN / 2; !mark_stack_grew && k < mark_stack_capa / 4; k *= 2)
        if (mark_stack[k] == 0) { fit = 2 * k; break; }
    low = fit ? low + 1 : 0;
    if (low < RELEASE_QUIET && !gc_explicit) fit = 0;
    if (fit) {
        VALUE *ns = realloc(mark_stack, sizeof(VALUE) * fit);
        if (ns) { mark_stack = ns; mark_stack_capa = fit; }
        low = 0;
    }
    for (k = MARK_STACK_MIN / 2; k < mark_stack_capa; k *= 2) mark_stack[k] = 0;
    mark_stack_grew = 0;
}

static inline void
mark_stack_push(VALUE obj)
{
    if (mark_stack_len < mark_stack_capa) mark_stack[mark_stack_len++] = obj;
    else mark_stack_grow(obj);
}

/* marks obj, slot i of page pg */
static inline void
gc_mark_at(struct heap_page *pg, VALUE obj, size_t i)
{
    /* the bitmap first: the object itself (a likely cache miss) is touched
       only when it is new to this mark; a free slot's bit is harmless (the
       sweep looks at flags first) and drain_mark_stack skips it */
    uintptr_t *w = &pg->marks[SLOT_WORD(i)];
    if (*w & SLOT_BIT(i)) return;
    *w |= SLOT_BIT(i);
    __builtin_prefetch((void *)obj);
    mark_stack_push(obj);
}

/* marks obj, known to be a slot of ours */
static inline void
gc_mark_slot(VALUE obj)
{
    struct heap_page *pg = page_of((void *)obj);
    gc_mark_at(pg, obj, slot_index(pg, (void *)obj));
}

void
rb_gc_mark(VALUE obj)
{
    struct heap_page *pg;
    size_t i;

    if (SPECIAL_CONST_P(obj)) return;
    /* defensive: a stray word is not marked; the page and slot are found once */
    if (heap_slot_of((void *)obj, &pg, &i)) gc_mark_at(pg, obj, i);
}

void
rb_gc_mark_maybe(VALUE obj)
{
    if (SPECIAL_CONST_P(obj)) return;
    RB_TRANSIENT_HEAP_PIN_MAYBE(obj);
    /* a stack word often names a free slot: those are not pushed */
    if (!is_pointer_to_heap((void *)obj) || RANY(obj)->as.basic.flags == 0) return;
    gc_mark_slot(obj);
}

/* RB_GC_GUARD of extensions: out of line, so the compiler must keep v */
#undef rb_gc_guarded_ptr
volatile VALUE *
rb_gc_guarded_ptr(volatile VALUE *ptr)
{
    return ptr;
}

/* scans stacks, whose red zones an ASan build must not check */
NO_SANITIZE_ADDRESS void
rb_gc_mark_locations(VALUE *start, VALUE *end)
{
    VALUE *p;
    if (start > end) { p = start; start = end; end = p; }
    RB_TRANSIENT_HEAP_PIN_MAYBE(start);   /* a frame's argv may be a buffer */
    for (p = start; p < end; p++) rb_gc_mark_maybe(*p);
}

/* marks the values of an ID/pointer-keyed table */
void
rb_mark_tbl(st_table *tbl)
{
    if (tbl) st_gc_walk(tbl, rb_gc_mark, 0);
}

/* marks keys and values (Hash tables) */
void
rb_mark_hash(st_table *tbl)
{
    if (tbl) st_gc_walk(tbl, rb_gc_mark, 1);
}

/* ------------------------------------------------------------ children */

static void
mark_class(RVALUE *o)
{
    rb_mark_tbl(o->as.klass.m_tbl);
    rb_mark_tbl(o->as.klass.iv_tbl);
    rb_gc_mark(o->as.klass.super);
}

static void
mark_string(RVALUE *o)
{
    if (o->as.basic.flags & ELTS_SHARED) rb_gc_mark(o->as.string.aux.shared);
    else if (o->as.basic.flags & FL_USER3) rb_gc_mark_maybe(o->as.string.aux.shared);
}

static void
mark_array(RVALUE *o)
{
    if (o->as.basic.flags & ELTS_SHARED) rb_gc_mark(o->as.array.aux.shared);
    if (o->as.basic.flags & ARY_TRANSIENT) rb_transient_heap_mark((VALUE)o);
    if (o->as.array.ptr) {
        long i, len = o->as.array.len;
        for (i = 0; i < len; i++) {
            VALUE v = o->as.array.ptr[i];
            if (!SPECIAL_CONST_P(v)) rb_gc_mark(v);
        }
    }
}

static void
mark_hash(RVALUE *o)
{
    rb_mark_hash(o->as.hash.tbl);
    rb_gc_mark(o->as.hash.ifnone);
}

static void
mark_node(RVALUE *o)
{
    NODE *n = &o->as.node;
    if (nd_type(n) == NODE_CFUNC) return;   /* a C function and its arity: no objects */
    if (nd_type(n) == NODE_ALLOCA) {
        if (n->u1.value && n->u3.cnt > 0)
            rb_gc_mark_locations((VALUE *)n->u1.value, (VALUE *)n->u1.value + n->u3.cnt);
        rb_gc_mark_maybe(n->u2.value);
        return;
    }
    rb_gc_mark_maybe(n->u1.value);
    rb_gc_mark_maybe(n->u2.value);
    rb_gc_mark_maybe(n->u3.value);
}

static void
mark_scope(RVALUE *o)
{
    struct SCOPE *s = &o->as.scope;
    if (s->local_tbl && s->local_vars) {
        long i, n = (long)s->local_tbl[0];
        for (i = 0; i < n; i++) rb_gc_mark_maybe(s->local_vars[i]);
    }
}

static void
mark_varmap(RVALUE *o)
{
    rb_gc_mark_maybe(o->as.varmap.val);
    rb_gc_mark((VALUE)o->as.varmap.next);
}

static void
mark_data(RVALUE *o)
{
    if (o->as.data.dmark && o->as.data.data) (*o->as.data.dmark)(o->as.data.data);
}

static void
mark_struct(RVALUE *o)
{
    long i;
    if (!o->as.rstruct.ptr) return;
    for (i = 0; i < o->as.rstruct.len; i++) rb_gc_mark(o->as.rstruct.ptr[i]);
}

static void
mark_match(RVALUE *o)
{
    rb_gc_mark(o->as.match.str);
    rb_gc_mark(o->as.match.regexp);
}

/* marks what obj refers to (pushes unmarked children on the mark stack) */
static void
mark_children(VALUE obj)
{
    RVALUE *o = RANY(obj);
    int type = (int)(o->as.basic.flags & T_MASK);

    if (o->as.basic.flags & FL_EXIVAR) rb_mark_generic_ivar(obj);
    switch (type) {
      case T_NODE: mark_node(o); return;
      case T_SCOPE: mark_scope(o); return;
      case T_VARMAP: mark_varmap(o); return;
      default: break;
    }
    /* a class is a slot of ours (or 0): no heap look-up */
    if (o->as.basic.klass) gc_mark_slot(o->as.basic.klass);
    switch (type) {
      case T_ICLASS: case T_CLASS: case T_MODULE: mark_class(o); break;
      case T_OBJECT: rb_mark_object_ivars((VALUE)o); break;
      case T_STRING: mark_string(o); break;
      case T_ARRAY: mark_array(o); break;
      case T_HASH: mark_hash(o); break;
      case T_DATA: mark_data(o); break;
      case T_STRUCT: mark_struct(o); break;
      case T_MATCH: mark_match(o); break;
      default: break; /* FLOAT BIGNUM REGEXP FILE: nothing else */
    }
}

/* the table of a Hash waiting on the mark stack, or 0 */
static inline st_table *
stacked_hash_tbl(VALUE obj)
{
    RVALUE *o = RANY(obj);
    return (o->as.basic.flags & T_MASK) == T_HASH ? o->as.hash.tbl : 0;
}

/* the objects a few places below the top of the mark stack are scanned
   soon: their slots, then a Hash's table, then its values, are fetched
   ahead in stages, each a load the previous stage brought into cache */
static inline void
mark_prefetch(size_t n)
{
    st_table *t;
    if (n >= 12) __builtin_prefetch((void *)mark_stack[n - 12]);
    if (n >= 6 && (t = stacked_hash_tbl(mark_stack[n - 6]))) __builtin_prefetch(t);
    if (n >= 2 && (t = stacked_hash_tbl(mark_stack[n - 2]))) st_gc_prefetch(t);
}

static void
drain_mark_stack(void)
{
    while (mark_stack_len > 0) {
        VALUE obj = mark_stack[--mark_stack_len];
        mark_prefetch(mark_stack_len);
        if (RANY(obj)->as.basic.flags) mark_children(obj);   /* not a free slot */
    }
}

/* after a mark stack overflow: scan marked objects again until nothing new */
static void
rescan_heap(void)
{
    while (mark_stack_overflow) {
        int i;
        mark_stack_overflow = 0;
        for (i = 0; i < pages_used; i++) {
            struct heap_page *pg = pages[i];
            RVALUE *p, *end = pg->start + pg->limit;
            for (p = walk_from(pg->start); p < end; p = walk_from(p + 1)) {
                if (p->as.basic.flags && is_marked((VALUE)p)) {
                    mark_children((VALUE)p);
                    drain_mark_stack();
                }
            }
        }
    }
}

/* ------------------------------------------------------------ roots */

struct gc_list {
    VALUE *varptr;
    struct gc_list *next;
};
static struct gc_list *global_list;

void
rb_gc_register_address(VALUE *addr)
{
    struct gc_list *tmp = malloc(sizeof(struct gc_list));
    if (!tmp) rb_memerror();
    tmp->varptr = addr;
    tmp->next = global_list;
    global_list = tmp;
}

void
rb_gc_unregister_address(VALUE *addr)
{
    struct gc_list **pp = &global_list;
    while (*pp) {
        if ((*pp)->varptr == addr) {
            struct gc_list *t = *pp;
            *pp = t->next;
            free(t);
            return;
        }
        pp = &(*pp)->next;
    }
}

void
rb_global_variable(VALUE *var)
{
    rb_gc_register_address(var);
}

/* objects whose finalizers wait to run: [id, procs] chained with malloc */
struct final_entry {
    VALUE objid;
    VALUE procs;
    struct final_entry *next;
};
static struct final_entry *deferred_final;
static VALUE added_finalizers;   /* ObjectSpace.add_finalizer's procs, run for every finalized object */
static int need_call_final;      /* 1.8.7 runs finalizers only once define_finalizer was used */
static long freed_objects;  /* by the running sweep */
static size_t freed_bytes;  /* at least: the String and Array bodies it freed */

static void
mark_frames(void)
{
    struct FRAME *f;
    for (f = ruby_frame; f; f = f->prev) {
        rb_gc_mark_maybe(f->self);
        rb_gc_mark_maybe(f->last_class);
        rb_gc_mark_maybe((VALUE)f->node);
        if (f->argv && f->argc > 0 && f->argc < 1000000)
            rb_gc_mark_locations(f->argv, f->argv + f->argc);
        if (f->tmp) {
            struct FRAME *t;
            for (t = f->tmp; t; t = t->prev) rb_gc_mark_maybe(t->self);
        }
    }
}

static void
mark_eval_globals(void)
{
    rb_gc_mark_maybe((VALUE)ruby_scope);
    rb_gc_mark_maybe((VALUE)ruby_dyna_vars);
    rb_gc_mark_maybe(ruby_class);
    rb_gc_mark_maybe((VALUE)ruby_cref);
    rb_gc_mark_maybe((VALUE)ruby_current_node);
    rb_gc_mark_maybe((VALUE)ruby_eval_tree);
    rb_gc_mark_maybe((VALUE)ruby_eval_tree_begin);
    rb_gc_mark_maybe(ruby_errinfo);
    mark_frames();
}

static void
mark_registered(void)
{
    struct gc_list *l;
    struct final_entry *f;
    for (l = global_list; l; l = l->next) rb_gc_mark_maybe(*l->varptr);
    for (f = deferred_final; f; f = f->next) rb_gc_mark(f->procs);
    rb_gc_mark(added_finalizers);
    rb_gc_mark(nomem_error);
    if (finalizer_table) rb_mark_tbl(finalizer_table);
}

/* the interpreter's stack pointer when the collector was entered: set when
   the collector runs on a stack of its own (gc_run), else 0 */
static VALUE *gc_interp_sp;

/* scans the running stack [lo, hi) but the signal masks in its tags'
   jmp_bufs: _setjmp leaves them unwritten (128 bytes on glibc), so they
   hold whatever dead frames left there (a dropped 200,000-element Array
   under a `loop { GC.start }`) */
static void
mark_stack_words(VALUE *lo, VALUE *hi)
{
#ifdef __GLIBC__
    struct tag *t;
    for (t = prot_tag; t; t = t->prev) {
        VALUE *m = (VALUE *)(void *)&t->buf[0].__saved_mask;
        VALUE *e = (VALUE *)(void *)(&t->buf[0].__saved_mask + 1);
        if (t->buf[0].__mask_was_saved || m < lo || e > hi) continue;
        rb_gc_mark_locations(lo, m);
        lo = e;
    }
#endif
    rb_gc_mark_locations(lo, hi);
}

/* scans the C stack from this frame to its base */
static void __attribute__((noinline))
mark_stack_range(void)
{
    VALUE *sp = (VALUE *)__builtin_frame_address(0);
    if (rb_gc_stack_start) mark_stack_words(sp, rb_gc_stack_start);
}

/* spills the callee-saved registers into this frame, then scans the stack
   (which includes this frame) and the jmp_buf; on the collector's own
   stack, gc_run spilled them on the interpreter's stack already */
static void __attribute__((noinline))
mark_current_stack(void)
{
    jmp_buf regs;
    volatile int guard = 0;
    if (gc_interp_sp) {
        if (rb_gc_stack_start) mark_stack_words(gc_interp_sp, rb_gc_stack_start);
        return;
    }
    __builtin_unwind_init();
    setjmp(regs);
    rb_gc_mark_locations((VALUE *)(void *)regs,
                         (VALUE *)(void *)((char *)regs + sizeof(regs)));
    mark_stack_range();
    guard++;
}

static void
mark_roots(void)
{
    mark_current_stack();
    mark_registered();
    mark_eval_globals();
    rb_gc_mark_global_tbl();
    rb_mark_generic_ivar_tbl();
    rb_gc_mark_parser();
    rb_gc_mark_threads();
    rb_thread_mark_all();
    rb_mark_end_proc();
    rb_gc_mark_trap_list();
    drain_mark_stack();
    rescan_heap();
}

/* ------------------------------------------------------------ sweeping */

static void
free_node(RVALUE *o)
{
    switch (nd_type(&o->as.node)) {
      case NODE_SCOPE:
        if (o->as.node.u1.tbl) xfree(o->as.node.u1.tbl);
        break;
      case NODE_ALLOCA:
        if (o->as.node.u1.value) xfree((void *)o->as.node.u1.value);
        break;
      default:
        break;
    }
}

static void
free_class(RVALUE *o, VALUE obj)
{
    rb_clear_cache_by_class(obj);
    if (o->as.klass.m_tbl) st_free_table(o->as.klass.m_tbl);
    if (o->as.klass.iv_tbl) st_free_table(o->as.klass.iv_tbl);
}

static void
free_data(RVALUE *o)
{
    if (!o->as.data.data) return;
    if (o->as.data.dfree == (RUBY_DATA_FUNC)-1) xfree(o->as.data.data);
    else if (o->as.data.dfree) (*o->as.data.dfree)(o->as.data.data);
}

/* frees what a dead object owns outside the heap (never runs Ruby code) */

static void
obj_free(VALUE obj)
{
    RVALUE *o = RANY(obj);
    if (o->as.basic.flags & FL_EXIVAR) rb_free_generic_ivar(obj);
    switch (o->as.basic.flags & T_MASK) {
      case T_OBJECT:
        rb_free_object_ivars(obj);
        break;
      case T_CLASS: case T_MODULE:
        free_class(o, obj);
        break;
      case T_ICLASS:
        rb_clear_cache_by_class(obj);
        break;
      case T_STRING:
        if (o->as.string.ptr && !(o->as.basic.flags & ELTS_SHARED)) {
            freed_bytes += (size_t)o->as.string.len;
            xfree(o->as.string.ptr);
        }
        break;
      case T_ARRAY:
        if (o->as.array.ptr && !(o->as.basic.flags & (ELTS_SHARED | ARY_TRANSIENT))) {
            freed_bytes += (size_t)o->as.array.len * sizeof(VALUE);
            xfree(rb_ary_buf_base(obj));
        }
        break;
      case T_HASH:
        if (o->as.hash.tbl) st_free_table(o->as.hash.tbl);
        break;
      case T_REGEXP:
        if (o->as.regexp.ptr) onig_free((OnigRegex)o->as.regexp.ptr);
        if (o->as.regexp.str) xfree(o->as.regexp.str);
        break;
      case T_DATA: free_data(o); break;
      case T_MATCH:
        if (o->as.match.regs) rb_reg_regs_free(o->as.match.regs);
        break;
      case T_FILE:
        if (o->as.file.fptr) rb_io_fptr_finalize(o->as.file.fptr);
        break;
      case T_STRUCT:
        if (o->as.rstruct.ptr) xfree(o->as.rstruct.ptr);
        break;
      case T_BIGNUM:
        if (o->as.bignum.mp.limbs) xfree(o->as.bignum.mp.limbs);
        break;
      case T_NODE: free_node(o); break;
      case T_SCOPE:
        if (o->as.scope.local_vars && (o->as.scope.flags & SCOPE_MALLOC))
            xfree(o->as.scope.local_vars);
        break;
      default:
        break;
    }
}

/* a dead object with finalizers: queue its procs (table entry removed) */
static void
queue_finalizer(VALUE obj)
{
    st_data_t key = (st_data_t)obj, procs = (st_data_t)Qnil;
    struct final_entry *f;
    if (!need_call_final) return;
    if (!finalizer_table || !st_delete(finalizer_table, &key, &procs)) {
        if (!added_finalizers || RARRAY_LEN(added_finalizers) == 0) return;
    }
    f = malloc(sizeof(*f));
    if (!f) return;
    f->objid = rb_obj_id(obj);
    f->procs = (VALUE)procs;
    f->next = deferred_final;
    deferred_final = f;
}

/* frees one unmarked slot in use (its page's chain takes it after) */
static void
sweep_slot(RVALUE *p)
{
    if (p->as.basic.flags & FL_FINALIZE) queue_finalizer((VALUE)p);
    obj_free((VALUE)p);
    freed_objects++;
}

/* the slots of page word w that exist (the last word is partly beyond) */
static inline uintptr_t
word_slots(struct heap_page *pg, size_t w)
{
    size_t n = (size_t)pg->limit - w * BITS_PER_WORD;
    return n >= BITS_PER_WORD ? ~(uintptr_t)0 : SLOT_BIT(n) - 1;
}

/* after a sweep: marks start again from the permanent slots */
static void
reset_marks(struct heap_page *pg)
{
    if (pg->has_perm) memcpy(pg->marks, pg->perm, sizeof(pg->marks));
    else memset(pg->marks, 0, sizeof(pg->marks));
}

/* sweeps a page the allocator used since the last sweep: every slot is
   read, the chain rebuilt in descending address order.  It goes a mark word
   (BITS_PER_WORD slots) at a time: a marked slot in use is passed over on
   its bit, a word of marked slots at once (a free slot marked by a stray
   word then waits for the next sweep) */
static void
sweep_page_full(struct heap_page *pg)
{
    RVALUE *p, *e, *end = pg->start + pg->limit, *head = 0, *tail = 0;
    int count = 0;
    size_t w;
    for (w = 0, p = pg->start; p < end; w++) {
        uintptr_t m = pg->marks[w], fb = 0, bit = 1;
        e = p + BITS_PER_WORD < end ? p + BITS_PER_WORD : end;
        if (m != ~(uintptr_t)0) {   /* else a word of live slots: nothing to do */
            for (; p < e; p++, bit <<= 1) {
                VALUE f = p->as.basic.flags;
                if (f == 0) ;
                else if (m & bit) continue;
                /* a dead Array whose buffer is transient: nothing to free
                   but the slot (its block is emptied whole) */
                else if ((f & (T_MASK | ARY_TRANSIENT | FL_EXIVAR | FL_FINALIZE)) ==
                         (T_ARRAY | ARY_TRANSIENT)) freed_objects++;
                else sweep_slot(p);
                p->as.free.flags = 0;
                p->as.free.next = head;     /* the highest slot ends first */
                if (!tail) tail = p;
                head = p;
                count++;
                fb |= bit;
            }
        }
        p = e;
        pg->freebits[w] = fb;
    }
    pg->free_head = head;
    pg->free_tail = tail;
    pg->free_count = count;
    pg->handed = 0;
}

/* sweeps a page the allocator left alone since the last sweep: its chain
   is intact, so only the slots neither marked nor chained are read (the
   dead, and any given back by rb_gc_force_recycle); they join the chain
   at its head.  A collection with little allocation since the last one
   thus never touches the free slots of the heap. */
static void
sweep_page_quick(struct heap_page *pg)
{
    size_t w;
    for (w = 0; w < BITMAP_WORDS && w * BITS_PER_WORD < (size_t)pg->limit; w++) {
        uintptr_t dead = ~(pg->marks[w] | pg->freebits[w]) & word_slots(pg, w);
        pg->freebits[w] |= dead;
        while (dead) {
            RVALUE *p = pg->start + w * BITS_PER_WORD + __builtin_ctzl(dead);
            dead &= dead - 1;
            if (p->as.basic.flags) sweep_slot(p);
            p->as.free.flags = 0;
            p->as.free.next = pg->free_head;
            if (!pg->free_head) pg->free_tail = p;
            pg->free_head = p;
            pg->free_count++;
        }
    }
}

static void
sweep_page(struct heap_page *pg)
{
    if (pg->handed) sweep_page_full(pg);
    else sweep_page_quick(pg);
    reset_marks(pg);
}

/* a permanent slot's bit goes when the slot is given back by hand */
static void
clear_perm(VALUE obj)
{
    struct heap_page *pg = page_of((void *)obj);
    size_t i = slot_index(pg, (void *)obj);
    pg->perm[SLOT_WORD(i)] &= ~SLOT_BIT(i);
    pg->marks[SLOT_WORD(i)] &= ~SLOT_BIT(i);
}

/* is node one of the method entries the interpreter defined in C: a
   NODE_CFUNC, or a NODE_METHOD over one (they never change but for the
   visibility word, and refer to nothing in the heap) */
static int
is_builtin_method_node(RVALUE *p)
{
    NODE *n = &p->as.node;
    if ((p->as.basic.flags & T_MASK) != T_NODE) return 0;
    if (nd_type(n) == NODE_CFUNC) return 1;
    return nd_type(n) == NODE_METHOD && n->u2.node && nd_type(n->u2.node) == NODE_CFUNC;
}

/* Called once the core classes are defined: their method nodes become
   permanent, marked from the start of every collection, so a collection
   no longer traverses some 3,000 nodes every program has.  A builtin
   method removed or redefined later leaves its two slots behind (at most
   twice the number of builtin methods, once). */
void
rb_gc_mark_permanent(void)
{
    int i;
    for (i = 0; i < pages_used; i++) {
        struct heap_page *pg = pages[i];
        RVALUE *p, *end = pg->start + pg->limit;
        for (p = walk_from(pg->start); p < end; p = walk_from(p + 1)) {
            size_t k = (size_t)(p - pg->start);
            if (!p->as.basic.flags || !is_builtin_method_node(p)) continue;
            pg->perm[SLOT_WORD(k)] |= SLOT_BIT(k);
            pg->marks[SLOT_WORD(k)] |= SLOT_BIT(k);
            pg->has_perm = 1;
        }
    }
}

static void
release_page(int i)
{
    struct heap_page *pg = pages[i];
    total_slots -= pg->limit;
    memmove(&pages[i], &pages[i + 1], sizeof(*pages) * (size_t)(pages_used - i - 1));
    pages_used--;
    page_hash_update(pg);
    munmap(pg, PAGE_SIZE);
}

/* When the free list runs dry the allocator takes the chain of the next
   page down, which marks the page handed; 0 when none is left.  Highest
   page and slot first, as 1.8.7 hands out its heap: ObjectSpace.each_object
   then meets the newest objects first, and finalizers at exit run in its
   order. */
static int
take_next_chain(void)
{
    while (chain_cursor > 0) {
        struct heap_page *pg = pages[--chain_cursor];
        if (pg->handed || !pg->free_head) continue;
        pg->handed = 1;
        pg->free_tail->as.free.next = freelist;
        freelist = pg->free_head;
        return 1;
    }
    return 0;
}

/* gives empty pages back while enough free slots remain; starts the free
   list on the first chain */
static long
rebuild_freelist(void)
{
    long free_total = 0, keep;
    int i;
    for (i = 0; i < pages_used; i++) free_total += pages[i]->free_count;
    /* headroom: the free share FREE_RATIO() of the heap */
    keep = (long)((total_slots - free_total) * (FREE_RATIO() / (1 - FREE_RATIO())));
    if (keep < HEAP_MIN_SLOTS) keep = HEAP_MIN_SLOTS;
    /* no page goes back within RELEASE_QUIET collections of the heap's last
       growth: a program whose live set swings between collections otherwise
       gave a page back and mapped a new one (16 page faults) nearly every
       cycle (bm_string_ops: 900 of each).  A collection the program asked
       for (GC.start after a peak) gives them back at once, as 1.8.7 frees
       its empty heaps at every collection */
    for (i = pages_used - 1; i >= 0 && (gcs_since_growth >= RELEASE_QUIET || gc_explicit); i--) {
        struct heap_page *pg = pages[i];
        if (pg->free_count == pg->limit && free_total - pg->limit >= keep
            && total_slots - pg->limit >= HEAP_MIN_SLOTS) {
            free_total -= pg->limit;
            release_page(i);
        }
    }
    freelist = 0;
    chain_cursor = pages_used;
    take_next_chain();
    return free_total;
}

/* returns nonzero when much was freed (worth a malloc_trim): pages, a
   quarter of the slots, or more bodies than one malloc limit */
static int
gc_sweep(void)
{
    int i, n = pages_used, trim;
    long free_total, before = total_slots;
#ifndef MBARI_API
    size_t live;
#endif
    freed_objects = freed_bytes = 0;
    /* the sweep puts the fresh slots (flags 0) on the page free lists */
    fresh_cur = fresh_end = 0;
    for (i = 0; i < n; i++) sweep_page(pages[i]);
    if (gcs_since_growth < RELEASE_QUIET) gcs_since_growth++;
    free_total = rebuild_freelist();
    grow_budget = 0;
    if (ruby_gc_stress) {
        if (free_total < (long)(total_slots * FREE_RATIO()))
            add_pages((long)(total_slots * FREE_RATIO()) - free_total + slots_per_page);
    }
    else if (free_total < (long)(total_slots * FREE_RATIO())) {
        /* X more slots make the free share R: (free + X) = R (total + X).
           Adding only R total - free left a heap of live objects 1.6
           times as big per collection, not 2.5: twice the collections
           while a live set grows (bm_gc_start_50mb: 10, each marking all
           that was kept) */
        grow_budget = (long)((total_slots * FREE_RATIO() - free_total) / (1 - FREE_RATIO()))
            + slots_per_page;
    }
    trim = total_slots < before || freed_objects > before / 4 || freed_bytes > malloc_limit;
#ifndef MBARI_API
    /* 1.8.7's limit, or what the live objects' slots take when more,
       twice that on 64-bit: MBARI's 16 MB there once they take 8 MB, and
       no more than MBARI's 8 MB on 32-bit until they take 8 MB */
    live = (size_t)(total_slots - free_total) * sizeof(RVALUE) * (sizeof(VALUE) / 4);
    malloc_limit = live > GC_MALLOC_LIMIT ? live : GC_MALLOC_LIMIT;
#endif
    return trim;
}

/* ------------------------------------------------------------ GC stack

   With STACK_WIPE_SITES 0x400 the collector (mark and sweep) runs on a
   stack of its own, so its deep frames never leave words that look like
   object pointers in the dead region of the interpreter's stack.  The
   switch is a few instructions on x86-64 and x86, swapcontext elsewhere;
   without either (or when the stack cannot be mapped) the collector runs
   in place and the region it used becomes part of the stack extent, to be
   wiped at the next site. */

#define GC_STACK_SIZE (256 * 1024)

#if STACK_WIPE_ON(EXTENT_GC_MARK)
# if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && !defined(GC_STACK_UCONTEXT)
#  define GC_STACK_ASM 1
# elif defined(HAVE_SWAPCONTEXT) && defined(HAVE_MAKECONTEXT) && defined(HAVE_GETCONTEXT)
#  define GC_STACK_UCONTEXT 1
#  include <ucontext.h>
# endif
#endif

#if defined(GC_STACK_ASM) || defined(GC_STACK_UCONTEXT)
static char *gc_stack_top;  /* the collector's stack (its high end), or 0 */
static int gc_stack_failed;

static int
gc_stack_init(void)
{
    size_t guard = (size_t)sysconf(_SC_PAGESIZE);
    char *p;
    if (gc_stack_top) return 1;
    if (gc_stack_failed) return 0;
    p = mmap(0, GC_STACK_SIZE + guard, PROT_READ | PROT_WRITE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) { gc_stack_failed = 1; return 0; }
    mprotect(p, guard, PROT_NONE);   /* overflow faults instead of corrupting */
    gc_stack_top = p + guard + GC_STACK_SIZE;
    return 1;
}

static void (*gc_stack_fn)(void);

# ifdef GC_STACK_UCONTEXT
static ucontext_t gc_uc_interp, gc_uc_gc;

static void
gc_stack_trampoline(void)
{
    (*gc_stack_fn)();
}  /* returns through uc_link to gc_uc_interp */
# endif

/* below gc_run's frame (its spilled registers are above this one): records
   the interpreter's stack pointer, then runs fn on the collector's stack */
static void __attribute__((noinline))
gc_switch(void (*fn)(void))
{
    VALUE marker = 0;
    gc_interp_sp = (VALUE *)(void *)&marker;
    __asm__ volatile ("" : : "r" (&marker) : "memory");
    gc_stack_fn = fn;
# if defined(GC_STACK_ASM) && defined(__x86_64__)
    {
        void *top = gc_stack_top;  /* 16-byte aligned: `call` leaves the ABI's alignment */
        __asm__ volatile (
            "movq %%rsp, %%rbx\n\t"
            "movq %0, %%rsp\n\t"
            "callq *%1\n\t"
            "movq %%rbx, %%rsp"
            : "+r" (top), "+r" (fn)
            :
            : "rbx", "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11",
              "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
              "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15",
              "memory", "cc");
    }
# elif defined(GC_STACK_ASM) && defined(__i386__)
    {
        void *top = gc_stack_top;
        __asm__ volatile (
            "movl %%esp, %%esi\n\t"
            "movl %0, %%esp\n\t"
            "calll *%1\n\t"
            "movl %%esi, %%esp"
            : "+r" (top), "+r" (fn)
            :
            : "esi", "eax", "ecx", "edx", "memory", "cc");
    }
# else
    getcontext(&gc_uc_gc);
    gc_uc_gc.uc_stack.ss_sp = gc_stack_top - GC_STACK_SIZE;
    gc_uc_gc.uc_stack.ss_size = GC_STACK_SIZE;
    gc_uc_gc.uc_link = &gc_uc_interp;
    makecontext(&gc_uc_gc, gc_stack_trampoline, 0);
    swapcontext(&gc_uc_interp, &gc_uc_gc);
# endif
    gc_interp_sp = 0;
}
#endif

/* runs fn (the collector) on its own stack when configured, with the
   callee-saved registers spilled into this frame, where the marker scans */
static void __attribute__((noinline))
gc_run(void (*fn)(void))
{
#if defined(GC_STACK_ASM) || defined(GC_STACK_UCONTEXT)
    if (gc_stack_init()) {
        jmp_buf regs;
        volatile int guard = 0;
        __builtin_unwind_init();
        setjmp(regs);
        gc_switch(fn);
        guard++;
        /* the interpreter's stack held nothing of the collector's below
           here, but this frame's spilled registers are dead now */
        STACK_EXTENT(EXTENT_GC_MARK);
        return;
    }
#endif
    (*fn)();
#if STACK_WIPE_ON(EXTENT_GC_MARK)
    /* ran in place: the collector's frames (a few KB: marking iterates)
       are dirty; the next wipe clears them */
    {
        VALUE *sp;
        STACK_SP_READ(sp);
        sp -= 4096 / sizeof(VALUE);
        if (sp < rb_gc_stack_end && sp > STACK_WIPE_LIMIT()) rb_gc_stack_end = sp;
    }
#endif
}

static int gc_trim;

/* the collection proper (on the collector's stack with 0x400) */
static void
gc_mark_and_sweep(void)
{
    mark_roots();
    mark_stack_fit();
    rb_transient_heap_evacuate();
    gc_trim |= gc_sweep();
}

/* ------------------------------------------------------------ collection */

/* mallinfo2 walks the allocator's free lists (a tenth of a millisecond
   with many small free chunks), st_free_entries_trim the free entries: a
   collection that was not asked for does both only every TRIM_CHECK_EVERY
   times it would */
#define TRIM_CHECK_EVERY 8
static int trim_checks_skipped;

static int
trim_check_due(int explicit)
{
    if (!explicit && ++trim_checks_skipped < TRIM_CHECK_EVERY) return 0;
    trim_checks_skipped = 0;
    return 1;
}

#ifdef HAVE_MALLOC_TRIM
/* Trims only when the allocator holds more free memory than two malloc
   limits: a steady program frees about one limit between two collections
   (the collection runs when its mallocs pass the limit), plus what lies
   between its chunks.  Such a program then keeps its pages and a flat
   resident size, instead of giving them back and faulting them in again
   every cycle (with one limit as the bar, slice! from the front of a
   100 KB string took 20,000 page faults, 1.8.7 4,000), while a spike that
   is over gives its memory back.  After a GC.start the bar is a megabyte:
   a program that collects after a peak means to give it back (the free
   bodies of 200,000 small strings, 10 MB, stayed resident below two
   limits, 32 MB) */
#define TRIM_EXPLICIT_MIN ((size_t)1 << 20)
static int
trim_worth_it(int explicit)
{
#ifdef HAVE_MALLINFO2
    struct mallinfo2 mi = mallinfo2();
    size_t keep = malloc_limit > GC_MALLOC_LIMIT ? malloc_limit : GC_MALLOC_LIMIT;
    return mi.fordblks > (explicit ? TRIM_EXPLICIT_MIN : 2 * keep);
#else
    return 1;
#endif
}
#endif

static void
garbage_collect(void)
{
    int trim, explicit = gc_explicit;
    if (!heap_inited) init_heap();
    if (dont_gc || during_gc) {
        if (!freelist && !take_next_chain()) add_pages(slots_per_page);
        return;
    }
    during_gc = 1;
    gc_trim = malloc_increase > malloc_limit;
    gc_run(gc_mark_and_sweep);
    trim = gc_trim;
    /* the extra collections of RUBY_GC_STRESS leave GC.growth alone */
    if (!gc_stress_env || gc_explicit || malloc_increase > malloc_limit) malloc_increase = 0;
    gc_explicit = 0;
    gc_count++;
    during_gc = 0;
    /* the finalizers it queued run at the next interrupt check
       (rb_thread_schedule): 1.8.7 runs them as each collection ends */
    if (deferred_final) rb_thread_pending = 1;
    /* a GC.start looks for free entry slabs even when it freed few
       objects: a dropped Hash of Fixnums is one */
    if ((trim || explicit) && !ruby_gc_stress && trim_check_due(explicit)) {
        if (st_free_entries_trim()) trim = 1;
#ifdef HAVE_MALLOC_TRIM
        if (trim && trim_worth_it(explicit)) malloc_trim(0);
#endif
    }
}

int
rb_during_gc(void)
{
    return during_gc;
}

/* collects now and runs the finalizers of what died (may run Ruby code) */
void
rb_gc(void)
{
    gc_explicit = 1;
    garbage_collect();
    rb_gc_finalize_deferred();
}

VALUE
rb_gc_start(void)
{
    rb_gc();
    return Qnil;
}

VALUE
rb_gc_enable(void)
{
    int old = dont_gc;
    dont_gc = 0;
    return old ? Qtrue : Qfalse;
}

VALUE
rb_gc_disable(void)
{
    int old = dont_gc;
    dont_gc = 1;
    return old ? Qtrue : Qfalse;
}

/* ------------------------------------------------------------ allocation */

/* rb_newobj's way when the free list is empty, under RUBY_GC_STRESS, or
   during a collection (a bug); may run the GC */
static __attribute__((noinline)) VALUE
newobj_slow(void)
{
    RVALUE *obj;
    if (during_gc) {
        during_gc = 0;
        rb_bug("object allocation during garbage collection phase");
    }
    STACK_EXTENT(EXTENT_ALLOC);
    if (!heap_inited) init_heap();
    if (!freelist && !ruby_gc_stress && !take_next_chain() && fresh_cur < fresh_end)
        return (VALUE)--fresh_end;  /* still zero from mmap */
    if (ruby_gc_stress || (!freelist && !heap_grow_early())) garbage_collect();
    if (!freelist && fresh_cur < fresh_end) return (VALUE)--fresh_end;
    if (!freelist) add_pages(slots_per_page);
    if (!freelist) fresh_flush();
    obj = freelist;
    freelist = obj->as.free.next;
    memset(obj, 0, sizeof(RVALUE));
    return (VALUE)obj;
}

/* a zeroed slot; may run the GC.  A slot off the free list is the common
   case: a leaf path without a register save or a call */
VALUE
rb_newobj(void)
{
    RVALUE *obj = freelist;
    if (__builtin_expect(obj != 0 && !during_gc && !ruby_gc_stress, 1)) {
        STACK_EXTENT(EXTENT_ALLOC);
        freelist = obj->as.free.next;
        memset(obj, 0, sizeof(RVALUE));
        return (VALUE)obj;
    }
    return newobj_slow();
}

VALUE
rb_data_object_alloc(VALUE klass, void *datap, RUBY_DATA_FUNC dmark, RUBY_DATA_FUNC dfree)
{
    NEWOBJ(data, struct RData);
    OBJSETUP(data, klass, T_DATA);
    data->data = datap;
    data->dfree = dfree;
    data->dmark = dmark;
    return (VALUE)data;
}

/* a syntax/evaluator node with the current file and line; may run the GC */
NODE *
rb_node_newnode(enum node_type type, VALUE a0, VALUE a1, VALUE a2)
{
    NODE *n = (NODE *)rb_newobj();
    n->flags |= T_NODE;
    nd_set_type(n, type);
    nd_set_line(n, ruby_sourceline);
    n->nd_file = ruby_sourcefile;
    n->u1.value = a0;
    n->u2.value = a1;
    n->u3.value = a2;
    return n;
}

/* puts obj back on the free list at once (the caller knows it is dead) */
void
rb_gc_force_recycle(VALUE p)
{
    if (SPECIAL_CONST_P(p) || !is_pointer_to_heap((void *)p)) return;
    clear_perm(p);
    RANY(p)->as.free.flags = 0;
    RANY(p)->as.free.next = freelist;
    freelist = RANY(p);
}

/* rb_gc_force_recycle for a slot rb_newobj gave out (the evaluator's own
   dead varmaps): no heap check */
/* a T_VARMAP (rb_dvar_new): a yield makes one or two and gives them back
   through rb_gc_recycle_slot, so the free list's head is taken directly */
static struct RVarmap *
varmap_fill(RVALUE *obj, ID id, VALUE val, struct RVarmap *next)
{
    obj->as.varmap.super.flags = T_VARMAP | (rb_safe_level() >= 3 ? FL_TAINT : 0);
    obj->as.varmap.id = id;
    obj->as.varmap.val = val;
    obj->as.varmap.next = next;
    return &obj->as.varmap;
}

/* the out-of-line rest, so the common path saves no registers */
static struct RVarmap * __attribute__((noinline))
varmap_new_slow(ID id, VALUE val, struct RVarmap *next)
{
    return varmap_fill((RVALUE *)rb_newobj(), id, val, next);
}

struct RVarmap *
rb_gc_varmap_new(ID id, VALUE val, struct RVarmap *next)
{
    RVALUE *obj = freelist;
    if (!obj || during_gc || ruby_gc_stress) return varmap_new_slow(id, val, next);
    /* no STACK_EXTENT: this leaf frame holds a return address and no VALUE,
       nothing a wipe would need to clear (and the next yield skips its wipe) */
    freelist = obj->as.free.next;
    memset(obj, 0, sizeof(RVALUE));
    return varmap_fill(obj, id, val, next);
}

/* gives back the varmaps of a chain from head to last (through next) in
   one go: a yield's own variables and marker (eval.c dvars_recycle) */
void
rb_gc_recycle_varmaps(struct RVarmap *head, struct RVarmap *last)
{
    RVALUE *v = (RVALUE *)head, *end = (RVALUE *)last, *next;
    for (;;) {
        next = (RVALUE *)v->as.varmap.next;
        v->as.free.flags = 0;
        if (v == end) break;
        v->as.free.next = next;
        v = next;
    }
    end->as.free.next = freelist;
    freelist = (RVALUE *)head;
}

void
rb_gc_recycle_slot(VALUE p)
{
    RANY(p)->as.free.flags = 0;
    RANY(p)->as.free.next = freelist;
    freelist = RANY(p);
}

/* ------------------------------------------------------------ malloc */

static void
malloc_pressure(size_t size)
{
    malloc_increase += size;
    /* a limit of 0 is GC stress, which rb_backtrace_ary pauses */
    if (!during_gc && heap_inited && (ruby_gc_stress || (malloc_limit && malloc_increase > malloc_limit)))
        garbage_collect();
}

/* a reuse of memory the caller keeps for itself (st.c's entries) counts
   as a malloc of size; may run the GC */
void
rb_gc_malloc_pressure(size_t size)
{
    malloc_pressure(size);
}

void
rb_memerror(void)
{
    static int recursive;
    if (!nomem_error || recursive) {
        fprintf(stderr, "[FATAL] failed to allocate memory\n");
        exit(1);
    }
    /* the backtrace is the one allocation of the raise: made here, under the
       guard, so a second NoMemoryError later in the run is raised too */
    recursive = 1;
    rb_ivar_set_unchecked(nomem_error, rb_intern("bt"), rb_make_backtrace());
    rb_ivar_set_unchecked(nomem_error, rb_intern("mesg"), nomem_mesg);
    recursive = 0;
    rb_exc_raise(nomem_error);
}

static void
check_size(size_t size)
{
    if ((long)size < 0) rb_raise(rb_eNoMemError, "negative allocation size (or too big)");
}

/* malloc and realloc, except that an ASan build fails a request beyond its
   allocator's limit itself: ASan would print a warning for it on stderr,
   and such a request fails anyway */
#ifdef RUBY_ASAN
# define SYS_ALLOC_OK(size) ((size) <= ((size_t)1 << 40))
#else
# define SYS_ALLOC_OK(size) 1
#endif
#define sys_malloc(size) (SYS_ALLOC_OK(size) ? malloc(size) : 0)
#define sys_realloc(ptr, size) (SYS_ALLOC_OK(size) ? realloc((ptr), (size)) : 0)

/* may run the GC; raises NoMemoryError */
void *
xmalloc(size_t size)
{
    void *p;
    check_size(size);
    if (size == 0) size = 1;
    malloc_pressure(size);
    if (injected_failure()) {
        if (!during_gc) garbage_collect();
        rb_memerror();
    }
    p = sys_malloc(size);
    if (!p) {
        if (!during_gc) garbage_collect();
        p = sys_malloc(size);
        if (!p) rb_memerror();
    }
    return p;
}

void *
xcalloc(size_t n, size_t size)
{
    void *p;
    if (size && n > (size_t)LONG_MAX / size)
        rb_raise(rb_eArgError, "allocation size too large");
    p = xmalloc(n * size);
    memset(p, 0, n * size);
    return p;
}

void *
xrealloc(void *ptr, size_t size)
{
    void *p;
    check_size(size);
    STACK_EXTENT(EXTENT_REALLOC);
    if (!ptr) return xmalloc(size);
    if (size == 0) size = 1;
    malloc_pressure(size);
    if (injected_failure()) {
        if (!during_gc) garbage_collect();
        rb_memerror();
    }
    p = sys_realloc(ptr, size);
    if (!p) {
        if (!during_gc) garbage_collect();
        p = sys_realloc(ptr, size);
        if (!p) rb_memerror();
    }
    return p;
}

void
xfree(void *ptr)
{
    if (ptr) free(ptr);
}

/* ------------------------------------------------------------ stack */

void
Init_stack(VALUE *addr)
{
    struct rlimit rl;
    VALUE here;
    if (!addr) addr = &here;
    if (!rb_gc_stack_start || addr > rb_gc_stack_start) rb_gc_stack_start = addr;
    if (!rb_gc_stack_end || rb_gc_stack_end > rb_gc_stack_start) rb_gc_stack_end = rb_gc_stack_start;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) {
        size_t space = (size_t)rl.rlim_cur;
        size_t margin = 256 * 1024;
        if (space > margin * 2) rb_gc_stack_maxsize = space - margin;
        else rb_gc_stack_maxsize = space / 2;
    }
}

void
ruby_init_stack(VALUE *addr)
{
    Init_stack(addr);
}

size_t
ruby_stack_length(VALUE **p)
{
    VALUE *sp = (VALUE *)__builtin_frame_address(0);
    if (p) *p = sp;
    if (!rb_gc_stack_start) return 0;
    return (size_t)(rb_gc_stack_start - sp);
}

/* ------------------------------------------------------------ stack wiping */

/* The wipers of wipe.h's STACK_WIPE.  Each zeroes the dead stack between
   its own frame and the deepest stack pointer seen since the last wipe
   (clamped to the running stack's limit), then records its own depth as the
   new extent.  gc.o is built with -fno-tree-loop-distribute-patterns, and
   the stores go through volatile pointers, so gcc cannot turn a loop into a
   memset call (which would wipe its own return address). */

/* the dead region [*endp, sp) below a wiper's frame, or 0 when clean */
static inline VALUE *
wipe_bounds(VALUE *sp, VALUE **endp)
{
    VALUE *end = rb_gc_stack_end, *lim = STACK_WIPE_LIMIT();
    if (!rb_gc_stack_start || sp > rb_gc_stack_start) return 0; /* foreign stack */
    if (end < lim) end = lim;
    if (end >= sp) return 0;
    *endp = end;
    return sp;
}

/* the new extent after a wipe called from site */
static inline void
wipe_done(VALUE *site)
{
    if (rb_gc_stack_start && site <= rb_gc_stack_start) rb_gc_stack_end = site;
}

/* 0x2: profiling: the call without the work */
void __attribute__((noinline))
rb_gc_wipe_dummy(VALUE *site)
{
    __asm__ volatile ("" : : "r" (site) : "memory");
}

/* 0x4: allocates the dead region with alloca and zeroes it: nothing is ever
   written below the stack pointer, so it is safe everywhere */
void __attribute__((noinline))
rb_gc_wipe_alloca(VALUE *site)
{
    VALUE *sp, *end, *top;
    size_t n;
    volatile VALUE *pad;
    STACK_SP_READ(sp);
    top = wipe_bounds(sp, &end);
    if (top) {
        n = (size_t)(top - end);
        pad = __builtin_alloca(n * sizeof(VALUE));
        memset((void *)pad, 0, n * sizeof(VALUE));
        /* the pad is "read" here, so the stores above cannot be deleted */
        __asm__ volatile ("" : : "r" (pad) : "memory");
    }
    wipe_done(site);
}

/* zeroes [end, top): the inline-assembly zeroing where there is one (a
   string store, several times faster than a loop), else volatile stores;
   never a memset call */
static void
wipe_words(volatile VALUE *top, VALUE *end)
{
#if STACK_WIPE_INLINE_OK
    if (top > end) STACK_WIPE_ZERO(end, (size_t)((VALUE *)top - end));
#else
    while (top > end) *--top = 0;
#endif
}

/* 0x6 (and 0x8 where no inline wiper exists): zeroes below the stack
   pointer without moving it, skipping the red zone this leaf function may
   use; without an exact stack pointer, a margin below the frame address
   covers any spill slots */
void __attribute__((noinline))
rb_gc_wipe_unallocated(VALUE *site)
{
    VALUE *sp, *end, *top;
    STACK_SP_READ(sp);
#if STACK_SP_ASM
    sp = (VALUE *)((char *)sp - STACK_RED_ZONE);
#else
    sp = (VALUE *)((char *)sp - STACK_RED_ZONE - 64 * sizeof(VALUE));
#endif
    top = wipe_bounds(sp, &end);
    if (top) wipe_words(top, end);
    wipe_done(site);
}

/* the lowest resident page of the running stack below sp (pages never
   touched hold no ghosts and need no wipe); asks mincore in 64-page steps
   and stops at the first page not resident or not mapped */
static VALUE *
stack_resident_bottom(VALUE *sp, VALUE *lim)
{
    uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t hi = (uintptr_t)sp & ~(pg - 1);
    uintptr_t floor = ((uintptr_t)lim + pg - 1) & ~(pg - 1);
    uintptr_t lowest = (uintptr_t)sp;
    unsigned char vec[64];
    while (hi > floor) {
        uintptr_t lo = hi - 64 * pg > floor && hi - 64 * pg < hi ? hi - 64 * pg : floor;
        size_t n = (size_t)((hi - lo) / pg), i;
        if (mincore((void *)lo, hi - lo, (void *)vec) != 0) break;
        for (i = n; i > 0; i--) {
            if (!(vec[i - 1] & 1)) return (VALUE *)lowest;
            lowest = lo + (i - 1) * pg;
        }
        hi = lo;
    }
    return (VALUE *)lowest;
}

/* GC.exorcise: zeroes the whole dead part of the running stack that was
   ever used (with the mask 0x0 no extent is kept, so the depth comes from
   mincore), in memory taken with alloca so any mask and platform can use it */
void __attribute__((noinline))
rb_gc_wipe_stack(void)
{
    VALUE *sp, *end, *lim, *res;
    volatile VALUE *pad;
    size_t n;
    STACK_SP_READ(sp);
    if (!rb_gc_stack_start || sp > rb_gc_stack_start) return;
    lim = STACK_WIPE_LIMIT();
    end = rb_gc_stack_end;
    res = stack_resident_bottom(sp, lim);
    if (res < end) end = res;
    if (end < lim) end = lim;
    if (end < sp) {
        n = (size_t)(sp - end);
        pad = __builtin_alloca(n * sizeof(VALUE));
        memset((void *)pad, 0, n * sizeof(VALUE));
        __asm__ volatile ("" : : "r" (pad) : "memory");
    }
    rb_gc_stack_end = sp;
}

/* nonzero when the C stack is nearly exhausted (eval raises SystemStackError) */
int
ruby_stack_check(void)
{
    return ruby_stack_length(0) * sizeof(VALUE) > rb_gc_stack_maxsize;
}

/* ------------------------------------------------------------ finalizers */

static VALUE
run_one_final(VALUE arg)
{
    VALUE *args = (VALUE *)arg;
    return rb_funcall(args[0], rb_intern("call"), 1, args[1]);
}

/* calls each proc of procs (an Array, else none) with objid; errors are ignored */
static void
run_final_procs(VALUE objid, VALUE procs)
{
    long i;
    int state;
    VALUE args[2];
    if (TYPE(procs) != T_ARRAY) return;
    for (i = 0; i < RARRAY_LEN(procs); i++) {
        args[0] = RARRAY_PTR(procs)[i];
        args[1] = objid;
        rb_protect(run_one_final, (VALUE)args, &state);
    }
}

/* add_finalizer's procs first, then the object's own, as 1.8.7 */
static void
run_finalizers(VALUE objid, VALUE procs)
{
    if (added_finalizers && RARRAY_LEN(added_finalizers) > 0)
        run_final_procs(objid, rb_ary_dup(added_finalizers));
    run_final_procs(objid, procs);
}

/* runs the finalizers of objects found dead (may run Ruby code) */
void
rb_gc_finalize_deferred(void)
{
    volatile VALUE errinfo = ruby_errinfo;
    if (!deferred_final) return;
    /* they run at any interrupt check: $! of the code there stays as it was */
    while (deferred_final) {
        struct final_entry *f = deferred_final;
        volatile VALUE objid = f->objid, procs = f->procs;
        deferred_final = f->next;
        free(f);
        run_finalizers(objid, procs);
    }
    ruby_errinfo = errinfo;
}

/* the class of an object whose finalizers run at exit: 1.8.7 takes the
   class away first, so a call on the object ends its finalizer (silently:
   rb_method_missing_call raises an uncatchable fatal) */
VALUE rb_cFinalizedObject;

/* at exit: queues every object marked for finalizing, walking the heap from
   its end as 1.8.7 does (the newest objects first); returns the chain */
static struct final_entry *
collect_exit_finalizers(void)
{
    struct final_entry *chain = 0, **tail = &chain;
    int i;

    for (i = 0; i < pages_used; i++) {     /* address order, as 1.8.7 */
        struct heap_page *pg = pages[i];
        RVALUE *p;
        for (p = walk_from(pg->start); p < pg->start + pg->limit; p = walk_from(p + 1)) {
            st_data_t key = (st_data_t)p, procs = (st_data_t)Qnil;
            struct final_entry *f;
            if (p->as.basic.flags == 0 || !(p->as.basic.flags & FL_FINALIZE)) continue;
            p->as.basic.flags &= ~FL_FINALIZE;
            if (finalizer_table) st_delete(finalizer_table, &key, &procs);
            switch (BUILTIN_TYPE(p)) {
              case T_CLASS: case T_MODULE: case T_ICLASS: case T_NODE: break;
              default: p->as.basic.klass = rb_cFinalizedObject;
            }
            if (!(f = malloc(sizeof(*f)))) continue;
            f->objid = rb_obj_id((VALUE)p);
            f->procs = (VALUE)procs;
            f->next = 0;
            *tail = f;
            tail = &f->next;
        }
    }
    return chain;
}

/* set when the process is about to die by a signal: as 1.8.7, buffered
   output is then lost, not flushed by closing the files */
int rb_gc_exit_by_signal;

/* at exit: close every File/IO (flushes write buffers); io.c's
   rb_io_fptr_finalize closes and frees the OpenFile */
static void
finalize_files(void)
{
    int i;
    for (i = 0; i < pages_used; i++) {
        struct heap_page *pg = pages[i];
        RVALUE *p, *end = pg->start + pg->limit;
        for (p = walk_from(pg->start); p < end; p = walk_from(p + 1)) {
            if ((p->as.basic.flags & T_MASK) == T_FILE && p->as.file.fptr) {
                struct OpenFile *fptr = p->as.file.fptr;
                p->as.file.fptr = 0;
                rb_io_fptr_finalize(fptr);
            }
        }
    }
}

/* at exit: finalizers of every object that has them, newest first */
void
rb_gc_call_finalizer_at_exit(void)
{
    rb_gc_finalize_deferred();
    if (need_call_final) {
        struct final_entry *chain, *last;
        /* made now: a class with no methods nor superclass, which the
           program never sees in ObjectSpace */
        rb_cFinalizedObject = rb_class_boot(0);
        rb_gc_register_address(&rb_cFinalizedObject);
        chain = collect_exit_finalizers();
        if (chain) {
            for (last = chain; last->next; last = last->next);
            last->next = deferred_final;
            deferred_final = chain;
        }
        rb_gc_finalize_deferred();
    }
    dont_gc = 1;
    if (!rb_gc_exit_by_signal) finalize_files();
}

/* ObjectSpace.define_finalizer(obj, proc = block) */
static VALUE
os_define_finalizer(int argc, VALUE *argv, VALUE os)
{
    VALUE obj, block, table;
    st_data_t data;

    rb_scan_args(argc, argv, "11", &obj, &block);
    if (argc == 1) block = rb_block_proc();
    else if (!rb_respond_to(block, rb_intern("call")))
        rb_raise(rb_eArgError, "wrong type argument %s (should be callable)",
                 rb_obj_classname(block));
    if (SPECIAL_CONST_P(obj) || TYPE(obj) == T_NODE)
        rb_raise(rb_eArgError, "cannot define finalizer for %s", rb_obj_classname(obj));
    FL_SET(obj, FL_FINALIZE);
    need_call_final = 1;
    if (!finalizer_table) finalizer_table = st_init_numtable();
    if (st_lookup(finalizer_table, (st_data_t)obj, &data)) {
        table = (VALUE)data;
        rb_ary_push(table, block);
    }
    else {
        table = rb_ary_new3(1, block);
        st_add_direct(finalizer_table, (st_data_t)obj, (st_data_t)table);
    }
    return rb_ary_new3(2, INT2FIX(ruby_safe_level), block);
}

/* ObjectSpace.undefine_finalizer(obj) */
static VALUE
os_undefine_finalizer(VALUE os, VALUE obj)
{
    st_data_t key = (st_data_t)obj;
    if (finalizer_table) st_delete(finalizer_table, &key, 0);
    FL_UNSET(obj, FL_FINALIZE);
    return obj;
}

/* the deprecated 1.8 finalizer API */
static void
final_deprecated(const char *name, const char *instead)
{
    if (instead) rb_warn("ObjectSpace::%s is deprecated; use %s", name, instead);
    else rb_warn("ObjectSpace::%s is deprecated", name);
}

static VALUE
os_finalizers_ary(void)
{
    if (!added_finalizers) added_finalizers = rb_ary_new();
    return added_finalizers;
}

/* ObjectSpace.add_finalizer(proc): called with the id of every finalized object */
static VALUE
os_add_finalizer(VALUE os, VALUE proc)
{
    final_deprecated("add_finalizer", "define_finalizer");
    if (!rb_respond_to(proc, rb_intern("call")))
        rb_raise(rb_eArgError, "wrong type argument %s (should be callable)",
                 rb_obj_classname(proc));
    rb_ary_push(os_finalizers_ary(), proc);
    return proc;
}

/* ObjectSpace.remove_finalizer(proc) */
static VALUE
os_remove_finalizer(VALUE os, VALUE proc)
{
    final_deprecated("remove_finalizer", "undefine_finalizer");
    rb_ary_delete(os_finalizers_ary(), proc);
    return proc;
}

/* ObjectSpace.finalizers: a copy of add_finalizer's procs */
static VALUE
os_finalizers(VALUE os)
{
    final_deprecated("finalizers", 0);
    return rb_ary_dup(os_finalizers_ary());
}

/* ObjectSpace.call_finalizer(obj): marks obj for add_finalizer's procs */
static VALUE
os_call_finalizer(VALUE os, VALUE obj)
{
    final_deprecated("call_finalizer", "define_finalizer");
    if (!SPECIAL_CONST_P(obj)) FL_SET(obj, FL_FINALIZE);
    return obj;
}

/* copies obj's finalizers to dest (clone/dup) */
void
rb_gc_copy_finalizer(VALUE dest, VALUE obj)
{
    st_data_t table;
    if (!finalizer_table || !FL_TEST(obj, FL_FINALIZE)) return;
    if (st_lookup(finalizer_table, (st_data_t)obj, &table)) {
        st_insert(finalizer_table, (st_data_t)dest, table);
        FL_SET(dest, FL_FINALIZE);
    }
}

/* ------------------------------------------------------------ ObjectSpace */

static int
internal_object_p(RVALUE *p)
{
    switch (p->as.basic.flags & T_MASK) {
      case T_NONE: case T_ICLASS: case T_VARMAP: case T_SCOPE: case T_NODE:
      case T_BLKTAG: case T_UNDEF:
        return 1;
      case T_CLASS:
        if (p->as.basic.flags & FL_SINGLETON) return 1;
        /* fall through */
      default:
        return p->as.basic.klass == 0;
    }
}

/* copies the matching objects into a malloc'ed buffer (no GC meanwhile) */
static VALUE *
collect_objects(VALUE of, long *countp)
{
    long n = 0, capa = 256;
    VALUE *buf = malloc(sizeof(VALUE) * (size_t)capa);
    int i;
    if (!buf) rb_memerror();
    for (i = 0; i < pages_used; i++) {
        struct heap_page *pg = pages[i];
        RVALUE *p, *end = pg->start + pg->limit;
        for (p = walk_from(pg->start); p < end; p = walk_from(p + 1)) {
            if (!p->as.basic.flags || internal_object_p(p)) continue;
            if (of && !RTEST(rb_obj_is_kind_of((VALUE)p, of))) continue;
            if (n == capa) {
                VALUE *nb = realloc(buf, sizeof(VALUE) * (size_t)(capa *= 2));
                if (!nb) { free(buf); rb_memerror(); }
                buf = nb;
            }
            buf[n++] = (VALUE)p;
        }
    }
    *countp = n;
    return buf;
}

/* ObjectSpace.each_object([module]) { |obj| ... } */
static VALUE
os_each_object(int argc, VALUE *argv, VALUE os)
{
    VALUE of = 0, list;
    volatile VALUE keep;
    VALUE *buf;
    long i, n;
    int old = dont_gc;

    rb_secure(4);
    if (argc > 0) rb_scan_args(argc, argv, "01", &of);
    RETURN_ENUMERATOR(os, argc, argv);
    buf = collect_objects(of, &n);
    dont_gc = 1; /* buf is not a root: no collection until it is an Array */
    list = rb_ary_new4(n, buf);
    dont_gc = old;
    free(buf);
    keep = list;
    for (i = 0; i < RARRAY_LEN(list); i++) rb_yield(RARRAY_PTR(list)[i]);
    RB_GC_GUARD(keep);
    return LONG2NUM(n);
}

/* ObjectSpace._id2ref(id) */
static VALUE
os_id2ref(VALUE os, VALUE objid)
{
    unsigned long n;
    VALUE ptr;

    rb_secure(4);
    n = NUM2ULONG(objid);
    ptr = (VALUE)n;
    if (ptr == Qtrue || ptr == Qfalse || ptr == Qnil) return ptr;
    if (FIXNUM_P(ptr)) return ptr;
    /* only a symbol that exists: on 32-bit a heap object's id (its address
       halved) can look like an unknown one */
#if SIZEOF_VALUE != 8
    if (SYMBOL_P(ptr) && rb_id2name(SYM2ID(ptr))) return ptr;
#else
    if (n >= 8 && (n - 8) % 20 == 0 && n < (1UL << 32) && rb_id2name((ID)((n - 8) / 20)))
        return ID2SYM((ID)((n - 8) / 20));   /* a Symbol's id (rb_obj_id) */
#endif
    ptr = objid ^ FIXNUM_FLAG;
    if (!FIXNUM_P(objid) || !is_pointer_to_heap((void *)ptr)) {
#if SIZEOF_VALUE == 8
        if (FIXNUM_P(objid) && (long)n >= 8 && (n - 8) % 20 == 0) /* a Symbol id's shape */
            rb_raise(rb_eRangeError, "0x%lx is not symbol id value", n);
#endif
        rb_raise(rb_eRangeError, "0x%lx is not id value", n);
    }
    if (RANY(ptr)->as.basic.flags == 0 || RANY(ptr)->as.basic.klass == 0)
        rb_raise(rb_eRangeError, "0x%lx is recycled object", n);
    if (internal_object_p(RANY(ptr)))
        rb_raise(rb_eRangeError, "0x%lx is not id value", n);
    return ptr;
}

static VALUE gc_s_start(VALUE self) { return rb_gc_start(); }
static VALUE gc_s_enable(VALUE self) { return rb_gc_enable(); }
static VALUE gc_s_disable(VALUE self) { return rb_gc_disable(); }
#ifndef MBARI_API
static int gc_stress_prog;  /* GC.stress = true */
static VALUE gc_s_stress(VALUE self) { return gc_stress_prog ? Qtrue : Qfalse; }

/* GC.stress = flag: collect on every allocation */
static VALUE
gc_s_stress_set(VALUE self, VALUE flag)
{
    rb_secure(2);
    gc_stress_prog = RTEST(flag);
    ruby_gc_stress = gc_stress_prog || gc_stress_env;
    return flag;
}
#else
/* With the MBARI API the malloc limit is the one knob: GC.limit = 0 means
   a collection on every allocation, and GC.stress is a view of that. */
static size_t stress_saved_limit = GC_MALLOC_LIMIT;  /* restored by stress = false */

static void
gc_set_limit(size_t limit)
{
    if (limit == 0 && malloc_limit != 0) stress_saved_limit = malloc_limit;
    malloc_limit = limit;
    ruby_gc_stress = limit == 0 || gc_stress_env;
}

/* GC.growth: bytes malloc'ed since the last collection */
static VALUE gc_s_growth(VALUE self) { return ULONG2NUM(malloc_increase); }
/* GC.limit: the growth that triggers a collection */
static VALUE gc_s_limit(VALUE self) { return ULONG2NUM(malloc_limit); }

/* GC.limit = bytes (0: a collection on every allocation; a negative
   number leaves the limit as it was, as MBARI 8 does) */
static VALUE
gc_s_limit_set(VALUE self, VALUE limit)
{
    long l = NUM2LONG(limit);
    rb_secure(2);
    if (l >= 0) gc_set_limit((size_t)l);
    return limit;
}

static VALUE gc_s_stress(VALUE self) { return malloc_limit == 0 ? Qtrue : Qfalse; }

/* GC.stress = true: GC.limit = 0; false: the limit before it was 0 */
static VALUE
gc_s_stress_set(VALUE self, VALUE flag)
{
    rb_secure(2);
    if (RTEST(flag)) gc_set_limit(0);
    else if (malloc_limit == 0) gc_set_limit(stress_saved_limit ? stress_saved_limit : GC_MALLOC_LIMIT);
    return flag;
}

/* GC.exorcise: wipes the dead stack (ghost references) and collects */
static VALUE
gc_s_exorcise(VALUE self)
{
    rb_gc_wipe_stack();
    rb_gc();
    return Qnil;
}
#endif

void
Init_GC(void)
{
    rb_mGC = rb_define_module("GC");
    rb_define_singleton_method(rb_mGC, "start", gc_s_start, 0);
    rb_define_singleton_method(rb_mGC, "enable", gc_s_enable, 0);
    rb_define_singleton_method(rb_mGC, "disable", gc_s_disable, 0);
    rb_define_singleton_method(rb_mGC, "stress", gc_s_stress, 0);
    rb_define_singleton_method(rb_mGC, "stress=", gc_s_stress_set, 1);
#ifdef MBARI_API
    rb_define_singleton_method(rb_mGC, "growth", gc_s_growth, 0);
    rb_define_singleton_method(rb_mGC, "limit", gc_s_limit, 0);
    rb_define_singleton_method(rb_mGC, "limit=", gc_s_limit_set, 1);
    rb_define_singleton_method(rb_mGC, "exorcise", gc_s_exorcise, 0);
#endif
    rb_define_method(rb_mGC, "garbage_collect", gc_s_start, 0);

    rb_mObSpace = rb_define_module("ObjectSpace");
    rb_define_module_function(rb_mObSpace, "each_object", os_each_object, -1);
    rb_define_module_function(rb_mObSpace, "garbage_collect", gc_s_start, 0);
    rb_define_module_function(rb_mObSpace, "define_finalizer", os_define_finalizer, -1);
    rb_define_module_function(rb_mObSpace, "undefine_finalizer", os_undefine_finalizer, 1);
    rb_define_module_function(rb_mObSpace, "add_finalizer", os_add_finalizer, 1);
    rb_define_module_function(rb_mObSpace, "remove_finalizer", os_remove_finalizer, 1);
    rb_define_module_function(rb_mObSpace, "finalizers", os_finalizers, 0);
    rb_define_module_function(rb_mObSpace, "call_finalizer", os_call_finalizer, 1);
    rb_define_module_function(rb_mObSpace, "_id2ref", os_id2ref, 1);

    nomem_error = rb_exc_new2(rb_eNoMemError, "failed to allocate memory");
    nomem_mesg = rb_attr_get(nomem_error, rb_intern("mesg"));
    rb_global_variable(&nomem_mesg);
}
