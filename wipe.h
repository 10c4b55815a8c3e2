/* wipe.h - the MBARI stack wiping of the interpreter (private: never
   installed; extensions see only CHECK_INTS in rubysig.h).

   Ghost references (DESIGN.md 6): words left on the C stack by earlier,
   deeper calls look like object pointers to the conservative marker and
   keep dead objects (a whole continuation chain, say) alive.  The
   interpreter remembers the deepest stack pointer seen since the last wipe
   (rb_gc_stack_end, "the extent"); a wipe zeroes the dead region between
   the current stack pointer and that depth, never past the running stack's
   limit (rb_gc_stack_start - rb_gc_stack_maxsize).  Every platform built
   for grows its stack downward.

   Where the interpreter wipes or records the extent is STACK_WIPE_SITES
   (./configure --with-wipe-sites=MASK), one bit per kind of site.  The
   sites are written with these names, never with the numbers:

   bit     name              site                         what it protects against
   0x001   WIPE_THREAD_SWITCH after every thread switch   the frames of the thread that ran before
   0x002   WIPE_AFTER_TAG    after every EXEC_TAG()       frames a longjmp (raise, throw, break) skipped
   0x004   WIPE_CHECK_INTS   in CHECK_INTS                frames of long-running C loops
   0x010   WIPE_LOOP         each while/until iteration   the previous iteration's deep calls
   0x020   WIPE_YIELD        before yield, leaving eval   the iterator's and block's earlier calls
   0x040   WIPE_CATCH        catch; thread/cont save      frames below a saved context (copied with it)
   0x100   EXTENT_ALLOC      each object allocation       extent: a new object's address reached the stack
   0x200   EXTENT_REALLOC    each reallocation            extent: as for 0x100
   0x400   EXTENT_GC_MARK    during GC marking            extent: the collector runs on a stack of its own
   0x800   EXTENT_THROW      each throw (with 0x040)      extent: the thrower's depth
   0x1000  WIPE_USE_ASM      read sp with inline assembly (x86, x86-64, ARM, AArch64, PowerPC)

   The top nibble (without 0x1000) is the method: 0x0 none, 0x2 dummy call,
   0x4 zero memory taken with alloca, 0x6 zero the unallocated stack below
   the wiper, 0x8 inline assembly at the site. */
#ifndef RUBY_WIPE_H
#define RUBY_WIPE_H 1

#include "ruby.h"
#include "rubysig.h"

#ifndef STACK_WIPE_SITES
# define STACK_WIPE_SITES 0x8770
#endif

#define WIPE_THREAD_SWITCH 0x001
#define WIPE_AFTER_TAG     0x002
#define WIPE_CHECK_INTS    0x004
#define WIPE_LOOP          0x010
#define WIPE_YIELD         0x020
#define WIPE_CATCH         0x040
#define EXTENT_ALLOC       0x100
#define EXTENT_REALLOC     0x200
#define EXTENT_GC_MARK     0x400
#define EXTENT_THROW       0x800
#define WIPE_USE_ASM       0x1000

/* an AddressSanitizer build (gcc defines __SANITIZE_ADDRESS__, clang has the
   feature): the code that reads whole stacks must not be instrumented */
#if defined(__SANITIZE_ADDRESS__)
# define RUBY_ASAN 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define RUBY_ASAN 1
# endif
#endif
#ifdef RUBY_ASAN
# define NO_SANITIZE_ADDRESS __attribute__((no_sanitize_address))
#else
# define NO_SANITIZE_ADDRESS
#endif

#define STACK_WIPE_METHOD ((STACK_WIPE_SITES >> 12) & 0xe)
#define STACK_WIPE_USE_ASM ((STACK_WIPE_SITES & WIPE_USE_ASM) != 0)
#define STACK_WIPE_ON(bit) \
    (STACK_WIPE_METHOD != 0 && ((STACK_WIPE_SITES) & (bit) & 0xfff) != 0)

RUBY_EXTERN VALUE *rb_gc_stack_start;
RUBY_EXTERN size_t rb_gc_stack_maxsize;
/* deepest stack pointer seen on the running stack since the last wipe */
RUBY_EXTERN VALUE *rb_gc_stack_end;
/* the last two sites that zeroed their gap (0x6: STACK_WIPE_NOW) */
RUBY_EXTERN VALUE *rb_gc_wipe_last[2];

/* The stack extent state of the running thread: thread.c saves and
   restores exactly these on a switch (shaped like RUBY_THREAD_STATE).  A
   new thread starts with rb_gc_stack_end = its rb_gc_stack_start. */
#define RUBY_STACK_STATE(X) X(VALUE *, rb_gc_stack_end)

/* the lowest address a wipe may touch on the running stack */
#define STACK_WIPE_LIMIT() \
    (rb_gc_stack_start - rb_gc_stack_maxsize / sizeof(VALUE))

/* bytes below the stack pointer a leaf function may still use */
#if defined(__x86_64__)
# define STACK_RED_ZONE 128
#elif defined(__powerpc64__)
# define STACK_RED_ZONE 288
#else
# define STACK_RED_ZONE 0
#endif

/* STACK_SP_READ(var): the stack pointer, by inline assembly with WIPE_USE_ASM
   where we know the instruction, else the current frame's address */
#if STACK_WIPE_USE_ASM && defined(__GNUC__) && defined(__x86_64__)
# define STACK_SP_ASM 1
# define STACK_SP_READ(v) __asm__ volatile ("movq %%rsp, %0" : "=r" (v))
#elif STACK_WIPE_USE_ASM && defined(__GNUC__) && defined(__i386__)
# define STACK_SP_ASM 1
# define STACK_SP_READ(v) __asm__ volatile ("movl %%esp, %0" : "=r" (v))
#elif STACK_WIPE_USE_ASM && defined(__GNUC__) && (defined(__aarch64__) || defined(__arm__))
# define STACK_SP_ASM 1
# define STACK_SP_READ(v) __asm__ volatile ("mov %0, sp" : "=r" (v))
#elif STACK_WIPE_USE_ASM && defined(__GNUC__) && (defined(__powerpc__) || defined(__powerpc64__))
# define STACK_SP_ASM 1
# define STACK_SP_READ(v) __asm__ volatile ("mr %0, 1" : "=r" (v))
#else
# define STACK_SP_ASM 0
# define STACK_SP_READ(v) ((v) = (VALUE *)__builtin_frame_address(0))
#endif

/* the wipers (gc.c): site is the caller's stack pointer (or frame
   address); after the wipe the extent is the site */
void rb_gc_wipe_dummy _((VALUE *));
void rb_gc_wipe_alloca _((VALUE *));
void rb_gc_wipe_unallocated _((VALUE *));
/* wipes deep (at least 256 KB below here, whatever the mask): GC.exorcise */
void rb_gc_wipe_stack _((void));

/* zeroes [rb_gc_stack_end, sp - red zone) at the site, by inline assembly */
#if defined(__GNUC__) && defined(__x86_64__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo); size_t c_ = (n); \
    __asm__ volatile ("rep stosq" : "+D" (d_), "+c" (c_) : "a" (0) : "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("movq %%rsp, %0" : "=r" (v))
#elif defined(__GNUC__) && defined(__i386__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo); size_t c_ = (n); \
    __asm__ volatile ("rep stosl" : "+D" (d_), "+c" (c_) : "a" (0) : "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("movl %%esp, %0" : "=r" (v))
#elif defined(__GNUC__) && defined(__aarch64__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo), *e_ = (lo) + (n); \
    __asm__ volatile ("1: cmp %0, %1\n\tb.hs 2f\n\tstr xzr, [%0], #8\n\tb 1b\n2:" \
                      : "+r" (d_) : "r" (e_) : "cc", "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("mov %0, sp" : "=r" (v))
#elif defined(__GNUC__) && defined(__arm__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo), *e_ = (lo) + (n); VALUE z_ = 0; \
    __asm__ volatile ("1: cmp %0, %1\n\tbhs 2f\n\tstr %2, [%0], #4\n\tb 1b\n2:" \
                      : "+r" (d_) : "r" (e_), "r" (z_) : "cc", "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("mov %0, sp" : "=r" (v))
#elif defined(__GNUC__) && defined(__powerpc64__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo), *e_ = (lo) + (n); VALUE z_ = 0; \
    __asm__ volatile ("1: cmpld %0, %1\n\tbge 2f\n\tstd %2, 0(%0)\n\taddi %0, %0, 8\n\tb 1b\n2:" \
                      : "+b" (d_) : "r" (e_), "r" (z_) : "cc", "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("mr %0, 1" : "=r" (v))
#elif defined(__GNUC__) && defined(__powerpc__)
# define STACK_WIPE_INLINE_OK 1
# define STACK_WIPE_ZERO(lo, n) do { VALUE *d_ = (lo), *e_ = (lo) + (n); VALUE z_ = 0; \
    __asm__ volatile ("1: cmplw %0, %1\n\tbge 2f\n\tstw %2, 0(%0)\n\taddi %0, %0, 4\n\tb 1b\n2:" \
                      : "+b" (d_) : "r" (e_), "r" (z_) : "cc", "memory"); } while (0)
# define STACK_WIPE_SP(v) __asm__ volatile ("mr %0, 1" : "=r" (v))
#else
# define STACK_WIPE_INLINE_OK 0
#endif

/* the out-of-line wipers are only called when the extent lies below here */
#define STACK_WIPE_CALL(fn) do { VALUE *sp_; STACK_SP_READ(sp_); \
    if (rb_gc_stack_end < sp_) fn(sp_); } while (0)

#if STACK_WIPE_METHOD == 0
# define STACK_WIPE_NOW() ((void)0)
#elif STACK_WIPE_METHOD == 2
# define STACK_WIPE_NOW() do { VALUE *sp_; STACK_SP_READ(sp_); rb_gc_wipe_dummy(sp_); } while (0)
#elif STACK_WIPE_METHOD == 4
# define STACK_WIPE_NOW() STACK_WIPE_CALL(rb_gc_wipe_alloca)
#elif STACK_WIPE_METHOD >= 8 && STACK_WIPE_INLINE_OK
# define STACK_WIPE_NOW() do { \
    VALUE *sp_, *end_ = rb_gc_stack_end, *lim_; \
    STACK_WIPE_SP(sp_); \
    sp_ = (VALUE *)((char *)sp_ - STACK_RED_ZONE); \
    if (end_ < sp_) { \
        lim_ = STACK_WIPE_LIMIT(); \
        if (end_ < lim_) end_ = lim_; \
        if (end_ < sp_) STACK_WIPE_ZERO(end_, (size_t)(sp_ - end_)); \
        rb_gc_stack_end = sp_; \
    } \
} while (0)
#elif STACK_WIPE_INLINE_OK /* 0x6 */
/* The wiper cannot zero its own frame, just below the site (the margin it
   keeps: 0x290 bytes with its red zone), and a frame the site builds there
   keeps what it does not write (an unused jmp_buf) as a ghost.  At a site
   that is not one of the last two to wipe, frames foreign to it may lie
   there: the gap is zeroed once the wiper returns (the site calls, so it
   keeps nothing below its stack pointer).  Loops yielding from one site,
   or two nested ones, leave only their own frames there and skip it. */
# define STACK_WIPE_GAP (STACK_RED_ZONE / sizeof(VALUE) + 72)
# if defined(__x86_64__)
/* 16-byte stores: a rep stos costs more to start than these 704 bytes */
#  define STACK_WIPE_ZERO_GAP(sp) do { VALUE *p_ = (sp) - STACK_WIPE_GAP; \
    __asm__ volatile ("pxor %%xmm0, %%xmm0\n" \
                      "1:\tmovups %%xmm0, (%0)\n\tmovups %%xmm0, 16(%0)\n\t" \
                      "addq $32, %0\n\tcmpq %1, %0\n\tjb 1b" \
                      : "+r" (p_) : "r" (sp) : "xmm0", "cc", "memory"); } while (0)
# else
#  define STACK_WIPE_ZERO_GAP(sp) STACK_WIPE_ZERO((sp) - STACK_WIPE_GAP, STACK_WIPE_GAP)
# endif
# define STACK_WIPE_NOW() do { VALUE *sp_; STACK_SP_READ(sp_); \
    if (rb_gc_stack_end < sp_) { \
        rb_gc_wipe_unallocated(sp_); \
        if (sp_ != rb_gc_wipe_last[0] && sp_ != rb_gc_wipe_last[1]) { \
            rb_gc_wipe_last[1] = rb_gc_wipe_last[0]; \
            rb_gc_wipe_last[0] = sp_; \
            STACK_WIPE_SP(sp_); \
            STACK_WIPE_ZERO_GAP(sp_); \
        } \
    } \
} while (0)
#else /* 0x6, and 0x8 where we have no inline wiper */
# define STACK_WIPE_NOW() STACK_WIPE_CALL(rb_gc_wipe_unallocated)
#endif

/* STACK_WIPE(bit): wipe the dead stack here when bit is a configured site */
#define STACK_WIPE(bit) do { if (STACK_WIPE_ON(bit)) STACK_WIPE_NOW(); } while (0)

/* STACK_EXTENT_AT(bit, addr): remember the depth of addr, a local already
   in memory (the evaluator's call sites: its argument buffers) */
#define STACK_EXTENT_AT(bit, addr) do { if (STACK_WIPE_ON(bit) && \
    (VALUE *)(void *)(addr) < rb_gc_stack_end) rb_gc_stack_end = (VALUE *)(void *)(addr); } while (0)

/* STACK_EXTENT(bit): remember this stack depth when bit is configured */
#define STACK_EXTENT(bit) do { if (STACK_WIPE_ON(bit)) { \
    VALUE *sp_; STACK_SP_READ(sp_); \
    if (sp_ < rb_gc_stack_end) rb_gc_stack_end = sp_; } } while (0)

/* CHECK_INTS (rubysig.h) is a wipe site inside the interpreter */
#undef RUBY_CHECK_INTS_WIPE
#define RUBY_CHECK_INTS_WIPE() STACK_WIPE(WIPE_CHECK_INTS)

#endif /* RUBY_WIPE_H */
