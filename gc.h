/* gc.h - private interfaces between gc.c, class.c, variable.c and object.c
   (owned by the object engineer; not part of the public C API). */
#ifndef GC_H
#define GC_H 1

#include "ruby.h"
#include "wipe.h"   /* RUBY_ASAN: the fast path below must not skip unpoisoning */

/* variable.c: the class-path String kept in klass (do not modify it) */
VALUE rb_class_path_internal _((VALUE klass));

/* variable.c: keeps a class made by C code alive (a GC root) */
void rb_register_class _((VALUE klass));

/* transient_heap.c: the block bump allocation is served from (its layout
   shared so array.c can take small buffers without a call) */
struct rb_th_block {
    char *cur;          /* the next free byte */
    char *end;
    int pinned;         /* a conservative word points into it (this GC) */
    VALUE data[1];      /* the buffers, from here to end */
};
extern struct rb_th_block *rb_th_cur_block;   /* 0 when none is current */
void *rb_transient_heap_alloc(size_t size);

/* size bytes (a multiple of sizeof(VALUE), at most 32 VALUEs) from the
   current transient block, or 0 (the caller mallocs) */
static inline void *
rb_transient_heap_alloc_small(size_t size)
{
#ifndef RUBY_ASAN
    struct rb_th_block *b = rb_th_cur_block;
    if (__builtin_expect(b != 0, 1) && (size_t)(b->end - b->cur) >= size) {
        void *p = b->cur;
        b->cur += size;
        return p;
    }
#endif
    return rb_transient_heap_alloc(size);
}

#endif /* GC_H */
