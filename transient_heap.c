/* transient_heap.c - the transient heap (DESIGN 7): young Array element
   buffers bump-allocated in fixed blocks instead of malloc'ed one by one.

   The invariants it keeps:
   - an Array flagged ARY_TRANSIENT has its buffer inside a block; nothing
     but that Array's ptr is meant to point into a block.
   - while marking, the collector hands every live transient Array to
     rb_transient_heap_mark, and every conservative word (stacks, saved
     registers, thread and continuation stacks, frame argv ranges) to
     rb_transient_heap_pin: a block such a word points into is pinned,
     because C code may hold a raw pointer into it.
   - after marking, rb_transient_heap_evacuate moves the buffers of the live
     Arrays of unpinned blocks to malloc'ed memory and empties those blocks
     whole; the buffers of dead Arrays are never freed one by one.  A pinned
     block keeps its contents (and its live buffers) until a later
     collection finds no word pointing into it.
   - an extension asking for RARRAY_PTR gets the buffer moved out first
     (rb_ary_ptr in array.c), so a pointer it keeps in its own memory never
     dangles.
   Blocks beyond what the last cycle used go back to the system.  Off with
   ./configure --disable-transient-heap or RUBY_TRANSIENT_HEAP=0. */
#include "internal.h"
#include "wipe.h"
#include "gc.h"
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#ifdef RUBY_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define POISON(p, n) ((void)0)
#define UNPOISON(p, n) ((void)0)
#endif

#define TH_BLOCK_SIZE (32 * 1024)
#define TH_MAX_BLOCKS 32                       /* 1 MB at most */
#define TH_MAX_ALLOC (32 * sizeof(VALUE))      /* larger buffers are malloc'ed */

#define th_block rb_th_block   /* gc.h: array.c bump-allocates inline */

static struct th_block *blocks[TH_MAX_BLOCKS];
static int nblocks;
static int cur_block;       /* blocks before it are full for this cycle */
#define cur_b rb_th_cur_block
struct th_block *cur_b;     /* blocks[cur_block] once allocated from, else 0 */
static int used_blocks;     /* how many this cycle reached (for the trim) */
uintptr_t rb_transient_heap_lo, rb_transient_heap_hi;  /* span of all blocks */

static VALUE *live;         /* the live transient Arrays found by marking */
static long live_len, live_capa;
static int live_overflow;   /* live could not grow: evacuate nothing */

static int enabled = -1;    /* -1 until the environment was read */

static int
heap_enabled(void)
{
    if (enabled < 0) {
#if USE_TRANSIENT_HEAP
        const char *s = getenv("RUBY_TRANSIENT_HEAP");
        enabled = !(s && *s == '0');
#else
        enabled = 0;
#endif
    }
    return enabled;
}

static void
update_span(void)
{
    int i;
    rb_transient_heap_lo = UINTPTR_MAX;
    rb_transient_heap_hi = 0;
    for (i = 0; i < nblocks; i++) {
        uintptr_t lo = (uintptr_t)blocks[i]->data, hi = (uintptr_t)blocks[i]->end;
        if (lo < rb_transient_heap_lo) rb_transient_heap_lo = lo;
        if (hi > rb_transient_heap_hi) rb_transient_heap_hi = hi;
    }
}

static struct th_block *
block_new(void)
{
    struct th_block *b = malloc(TH_BLOCK_SIZE);
    if (!b) return 0;
    b->cur = (char *)b->data;
    b->end = (char *)b + TH_BLOCK_SIZE;
    b->pinned = 0;
    POISON(b->cur, b->end - b->cur);
    blocks[nblocks++] = b;
    update_span();
    return b;
}

/* rb_transient_heap_alloc when the current block cannot serve: finds the
   block that can (making one) and makes it current */
static void *
alloc_slow(size_t size)
{
    if (size == 0 || size > TH_MAX_ALLOC || !heap_enabled()) return 0;
    for (;;) {
        struct th_block *b;
        if (cur_block < nblocks) b = blocks[cur_block];
        else if (nblocks == TH_MAX_BLOCKS || !(b = block_new())) return 0;
        if ((size_t)(b->end - b->cur) >= size) {
            void *p = b->cur;
            b->cur += size;
            UNPOISON(p, size);
            if (cur_block >= used_blocks) used_blocks = cur_block + 1;
            cur_b = b;
            return p;
        }
        cur_block++;
        cur_b = 0;
    }
}

/* size bytes from the current block, or 0 (the caller mallocs) */
void *
rb_transient_heap_alloc(size_t size)
{
    struct th_block *b = cur_b;
    size = (size + sizeof(VALUE) - 1) & ~(sizeof(VALUE) - 1);
    /* the common case: a small request the current block still holds */
    if (b && size - 1 < TH_MAX_ALLOC && (size_t)(b->end - b->cur) >= size) {
        void *p = b->cur;
        b->cur += size;
        UNPOISON(p, size);
        return p;
    }
    return alloc_slow(size);
}

static struct th_block *
block_of(const void *p)
{
    int i;
    for (i = 0; i < nblocks; i++)
        if ((const char *)p >= (char *)blocks[i]->data && (const char *)p <= blocks[i]->end)
            return blocks[i];
    return 0;
}

/* a conservative word: pins the block it points into (the end address
   counts, for a pointer one past a buffer) */
void
rb_transient_heap_pin(VALUE w)
{
    struct th_block *b = block_of((void *)w);
    if (b) b->pinned = 1;
}

/* marking found ary (ARY_TRANSIENT) alive */
void
rb_transient_heap_mark(VALUE ary)
{
    if (live_len == live_capa) {
        long capa = live_capa ? live_capa * 2 : 256;
        VALUE *p = realloc(live, capa * sizeof(VALUE));
        if (!p) { live_overflow = 1; return; }
        live = p;
        live_capa = capa;
    }
    live[live_len++] = ary;
}

static void
block_reset(struct th_block *b)
{
    b->cur = (char *)b->data;
    POISON(b->cur, b->end - b->cur);
}

/* gives back the empty blocks past what this cycle used (and one more) */
static void
trim_blocks(void)
{
    int keep = used_blocks + 1;
    while (nblocks > keep && !blocks[nblocks - 1]->pinned &&
           blocks[nblocks - 1]->cur == (char *)blocks[nblocks - 1]->data) {
        free(blocks[--nblocks]);
        blocks[nblocks] = 0;
    }
    update_span();
}

/* after marking: moves the live buffers out of unpinned blocks, empties
   those blocks, and starts the next cycle */
void
rb_transient_heap_evacuate(void)
{
    long i;
    int k;

    if (live_overflow) {         /* not every live buffer is known */
        for (k = 0; k < nblocks; k++) blocks[k]->pinned = 1;
    }
    for (i = 0; i < live_len; i++) {
        VALUE ary = live[i];
        struct th_block *b;
        if (!FL_TEST(ary, ARY_TRANSIENT)) continue;
        b = block_of(rb_ary_buf_base(ary));
        if (!b || b->pinned) continue;
        if (!rb_ary_transient_move_out(ary, 1)) b->pinned = 1;
    }
    for (k = 0; k < nblocks; k++)
        if (!blocks[k]->pinned) block_reset(blocks[k]);
    trim_blocks();
    for (k = 0; k < nblocks; k++) blocks[k]->pinned = 0;
    cur_block = 0;
    cur_b = 0;
    used_blocks = 0;
    live_len = 0;
    live_overflow = 0;
}
