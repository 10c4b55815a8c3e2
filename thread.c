/* thread.c - green threads: each Ruby thread runs on a C stack of its own
   (mmap'ed, with a guard page, committed lazily by the kernel), and a
   switch saves and restores the callee-saved registers and the stack
   pointer only, so it costs the same whatever the depth of any stack
   (DESIGN.md 5).  One native thread runs Ruby.

   Bookkeeping: every live thread sits on the intrusive list all_threads;
   a thread waiting on a descriptor also sits on waiting_fds, so IO#close
   wakes exactly the threads waiting on that descriptor.  The scheduler
   select()s over the waiting descriptors and the timers (sleep, join and
   select timeouts); a timer tick (SIGVTALRM) sets rb_thread_pending, which
   CHECK_INTS reads.  Continuations are in cont.c. */
#include "thread_intern.h"
#include "internal.h"
#include "rubyio.h"
#include <errno.h>
#include <stdint.h>
#include <unistd.h>
#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <fcntl.h>

int rb_thread_pending = 0;
int rb_prohibit_interrupt = 0;
int rb_trap_immediate = 0;
int rb_thread_critical = 0;
VALUE rb_cThread;
static VALUE rb_cThGroup, thgroup_default;

rb_thread_t *rb_curr_thread;
static rb_thread_t *main_thread;
static LIST_HEAD(all_threads);
static LIST_HEAD(waiting_fds);
static int thread_count;            /* live threads */
static int thread_abort;            /* Thread.abort_on_exception */
static rb_thread_t *dead_thread;    /* its stack is released after the switch */

extern VALUE rb_last_status;

#define curr_thread rb_curr_thread

/* ------------------------------------------------------------ time */

static double
timeofday(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6;
}

static struct timeval
double2timeval(double d)
{
    struct timeval tv;
    if (d < 0) d = 0;
    tv.tv_sec = (time_t)d;
    tv.tv_usec = (long)((d - (double)tv.tv_sec) * 1e6);
    if (tv.tv_usec >= 1000000) { tv.tv_sec++; tv.tv_usec -= 1000000; }
    return tv;
}

/* ------------------------------------------------------------ stacks */

static size_t page_size;

/* RUBY_THREAD_STACK_SIZE (bytes; a K or M suffix is allowed) or the
   platform default.  Memory is only committed where the thread touches it,
   so a generous size costs address space, not RAM. */
static size_t
thread_stack_size(void)
{
    static size_t size;
    const char *env;
    if (size) return size;
#if SIZEOF_VOIDP >= 8 || defined(__LP64__)
    size = 16 * 1024 * 1024;
#else
    /* a Ruby call takes about 1 KB of C stack on ARM and x86 too (jmp_bufs
       do not shrink with the word): 4 MB is a 4,000-deep recursion */
    size = 4 * 1024 * 1024;
#endif
    if ((env = getenv("RUBY_THREAD_STACK_SIZE")) != 0 && *env) {
        char *end;
        unsigned long v = strtoul(env, &end, 10);
        if (*end == 'k' || *end == 'K') v *= 1024;
        else if (*end == 'm' || *end == 'M') v *= 1024 * 1024;
        if (v >= 64 * 1024) size = v;
    }
    size = (size + page_size - 1) & ~(page_size - 1);
    return size;
}

/* a few released stacks are kept for the next threads, already wiped:
   MADV_DONTNEED gives the pages back and they read as zero again, or (a
   few shallow ones, `resident') zeroed by stores, keeping their pages */
#define STACK_POOL_MAX 16
#define STACK_POOL_RESIDENT_MAX 4
static struct { char *map; size_t size; int resident; } stack_pool[STACK_POOL_MAX];
static int stack_pool_len, stack_pool_resident;

#ifdef THREAD_ASAN
/* clears the ASan shadow of a stack: its whole pages are given back to the
   kernel (they read as zero again: unpoisoned), only the ends are written.
   Writing the 2 MB shadow of a 16 MB stack cost ~5 ms of CPU per new
   thread, half a time slice: a thread could be preempted at its start */
static void
asan_unpoison_stack(char *beg, size_t size)
{
    size_t scale, offset;
    uintptr_t sbeg, send, pbeg, pend;
    __asan_get_shadow_mapping(&scale, &offset);
    sbeg = ((uintptr_t)beg >> scale) + offset;
    send = (((uintptr_t)beg + size) >> scale) + offset;
    pbeg = (sbeg + page_size - 1) & ~(uintptr_t)(page_size - 1);
    pend = send & ~(uintptr_t)(page_size - 1);
    if (pend > pbeg && madvise((void *)pbeg, pend - pbeg, MADV_DONTNEED) == 0) {
        char *mbeg = (char *)((pbeg - offset) << scale);
        char *mend = (char *)((pend - offset) << scale);
        __asan_unpoison_memory_region(beg, (size_t)(mbeg - beg));
        __asan_unpoison_memory_region(mend, (size_t)(beg + size - mend));
        return;
    }
    __asan_unpoison_memory_region(beg, size);
}
#endif

/* a fresh stack of `total' bytes (guard page included), or 0 */
static char *
stack_map(size_t total)
{
    int flags = MAP_PRIVATE | MAP_ANONYMOUS;
    char *map;
#ifdef MAP_NORESERVE
    flags |= MAP_NORESERVE;
#endif
#ifdef MAP_STACK
    flags |= MAP_STACK;
#endif
    map = mmap(0, total, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (map == MAP_FAILED) return 0;
    /* the guard page: overflowing the stack faults instead of scribbling
       over the neighbour mapping */
    if (mprotect(map, page_size, PROT_NONE) < 0) {
        munmap(map, total);
        return 0;
    }
    return map;
}

/* the smallest stack a thread is given when address space runs short */
#define STACK_SIZE_MIN (256 * 1024)

static void
stack_alloc(rb_thread_t *th)
{
    size_t size = thread_stack_size(), total = size + page_size;
    char *map = 0;
    int i;
    for (i = stack_pool_len - 1; i >= 0; i--) {
        if (stack_pool[i].size == total) {
            map = stack_pool[i].map;
            stack_pool_resident -= stack_pool[i].resident;
            stack_pool[i] = stack_pool[--stack_pool_len];
            break;
        }
    }
    if (!map && !(map = stack_map(total))) {
        rb_gc();
        /* out of address space (a 32-bit process, ulimit -v): 1.8.7 has no
           per-thread reservation, so a smaller stack beats refusing the
           thread; its SystemStackError limit follows its size */
        while (!(map = stack_map(total)) && size / 2 >= STACK_SIZE_MIN) {
            size /= 2;
            total = size + page_size;
        }
        if (!map) rb_raise(rb_eThreadError, "can't create Thread (%s)", strerror(errno));
    }
    th->stk_map = map;
    th->stk_mapsize = total;
    th->asan_bottom = map + page_size;
    th->asan_size = size;
#ifdef THREAD_ASAN
    /* a pooled stack keeps the poison of its dead thread's frames */
    asan_unpoison_stack(map + page_size, size);
#endif
    th->stk_base = (VALUE *)(map + total);
    /* the evaluator raises SystemStackError this far down (ruby_stack_check) */
    th->stk_max = size - (size / 8 > 256 * 1024 ? 256 * 1024 : size / 8);
}

/* A dead thread's stack is dirty from its top down to `low', the
   deepest point it reached (its last stack pointer or the stack extent
   the wipe sites track, whichever is deeper).  A shallow one is wiped with
   stores and pooled: no system call, no page faults for the next thread.
   A deep one (or one whose depth is not tracked) goes back to the kernel,
   which gives zeroed pages again.  Either way a reused stack holds no
   ghost references. */
#define STACK_WIPE_REUSE_MAX (64 * 1024)
#define STACK_WIPE_SLACK 1024

static int
stack_wipe_for_reuse(char *map, size_t total, char *low)
{
#if defined(THREAD_ASAN) || !defined(RUBY_STACK_STATE)
    return 0;
#else
    char *top = map + total, *floor = map + page_size;
    if (!STACK_WIPE_ON(0x100) || !low || low < floor || low > top) return 0;
    low = low - STACK_WIPE_SLACK < floor ? floor : low - STACK_WIPE_SLACK;
    if ((size_t)(top - low) > STACK_WIPE_REUSE_MAX) return 0;
    memset(low, 0, (size_t)(top - low));
    return 1;
#endif
}

/* set by thread_cleanup: the process is ending, its mappings go with it */
static int process_ending;

static void
stack_release(rb_thread_t *th)
{
    char *map = th->stk_map;
    size_t total = th->stk_mapsize;
    char *low = (char *)th->sp;
    if (!map) return;
    if (low && (char *)th->s_rb_gc_stack_end < low) low = (char *)th->s_rb_gc_stack_end;
    th->stk_map = 0;
    th->stk_base = 0;
    th->sp = 0;
    if (process_ending) return;   /* no system call per stack: exit(2) unmaps them all */
    if (total != thread_stack_size() + page_size) {   /* a short one: not pooled */
        munmap(map, total);
        return;
    }
    if (stack_pool_len < STACK_POOL_MAX && stack_pool_resident < STACK_POOL_RESIDENT_MAX &&
        stack_wipe_for_reuse(map, total, low)) {
        stack_pool[stack_pool_len].map = map;
        stack_pool[stack_pool_len].size = total;
        stack_pool[stack_pool_len].resident = 1;
        stack_pool_len++;
        stack_pool_resident++;
        return;
    }
#ifdef MADV_DONTNEED
    if (stack_pool_len < STACK_POOL_MAX &&
        madvise(map + page_size, total - page_size, MADV_DONTNEED) == 0) {
        stack_pool[stack_pool_len].map = map;
        stack_pool[stack_pool_len].size = total;
        stack_pool[stack_pool_len].resident = 0;
        stack_pool_len++;
        return;
    }
#endif
    munmap(map, total);
}

/* ------------------------------------------------------------ context switch */

static void thread_entry(void *arg);

#ifndef THREAD_USE_UCONTEXT
/* thread_ctx_switch(save, to): pushes the callee-saved registers, stores
   the stack pointer in *save, loads `to' and pops the registers saved
   there.  thread_ctx_start is where a new stack "returns" to the first
   time: it calls the function in a callee-saved register with the
   argument in another. */
void thread_ctx_switch(void **save, void *to);
void thread_ctx_start(void);

# if defined(__x86_64__)
__asm__(
    ".text\n"
    ".p2align 4\n"
    ".globl thread_ctx_switch\n"
    ".hidden thread_ctx_switch\n"
    ".type thread_ctx_switch,@function\n"
    "thread_ctx_switch:\n"
    "\tpushq %rbp\n\tpushq %rbx\n\tpushq %r12\n\tpushq %r13\n\tpushq %r14\n\tpushq %r15\n"
    "\tmovq %rsp, (%rdi)\n"
    "\tmovq %rsi, %rsp\n"
    "\tpopq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\tpopq %rbx\n\tpopq %rbp\n"
    "\tret\n"
    ".size thread_ctx_switch,.-thread_ctx_switch\n"
    ".globl thread_ctx_start\n"
    ".hidden thread_ctx_start\n"
    ".type thread_ctx_start,@function\n"
    "thread_ctx_start:\n"
    "\tmovq %r12, %rdi\n"
    "\tcallq *%r13\n"
    "\tud2\n"
    ".size thread_ctx_start,.-thread_ctx_start\n");
/* initial frame: r15 r14 r13(func) r12(arg) rbx rbp, return address */
static void *
ctx_prepare(VALUE *top, void (*func)(void *), void *arg)
{
    VALUE *sp = (VALUE *)((VALUE)top & ~(VALUE)15) - 2;   /* 16-aligned after ret */
    *--sp = (VALUE)thread_ctx_start;
    *--sp = 0;               /* rbp */
    *--sp = 0;               /* rbx */
    *--sp = (VALUE)arg;      /* r12 */
    *--sp = (VALUE)func;     /* r13 */
    *--sp = 0;               /* r14 */
    *--sp = 0;               /* r15 */
    return sp;
}
# elif defined(__i386__)
__asm__(
    ".text\n"
    ".globl thread_ctx_switch\n"
    ".hidden thread_ctx_switch\n"
    ".type thread_ctx_switch,@function\n"
    "thread_ctx_switch:\n"
    "\tmovl 4(%esp), %eax\n"
    "\tmovl 8(%esp), %edx\n"
    "\tpushl %ebp\n\tpushl %ebx\n\tpushl %esi\n\tpushl %edi\n"
    "\tmovl %esp, (%eax)\n"
    "\tmovl %edx, %esp\n"
    "\tpopl %edi\n\tpopl %esi\n\tpopl %ebx\n\tpopl %ebp\n"
    "\tret\n"
    ".size thread_ctx_switch,.-thread_ctx_switch\n"
    ".globl thread_ctx_start\n"
    ".hidden thread_ctx_start\n"
    ".type thread_ctx_start,@function\n"
    "thread_ctx_start:\n"
    "\tpushl %edi\n"
    "\tcall *%esi\n"
    "\tud2\n"
    ".size thread_ctx_start,.-thread_ctx_start\n");
/* initial frame: edi(arg) esi(func) ebx ebp, return address; the stack
   is 16-aligned at the call in thread_ctx_start */
static void *
ctx_prepare(VALUE *top, void (*func)(void *), void *arg)
{
    VALUE *sp = (VALUE *)(((VALUE)top & ~(VALUE)15) - 16 + 4);
    *--sp = (VALUE)thread_ctx_start;
    *--sp = 0;               /* ebp */
    *--sp = 0;               /* ebx */
    *--sp = (VALUE)func;     /* esi */
    *--sp = (VALUE)arg;      /* edi */
    return sp;
}
# elif defined(__aarch64__)
__asm__(
    ".text\n"
    ".p2align 2\n"
    ".globl thread_ctx_switch\n"
    ".hidden thread_ctx_switch\n"
    ".type thread_ctx_switch,%function\n"
    "thread_ctx_switch:\n"
    "\tsub sp, sp, #160\n"
    "\tstp x19, x20, [sp, #0]\n\tstp x21, x22, [sp, #16]\n\tstp x23, x24, [sp, #32]\n"
    "\tstp x25, x26, [sp, #48]\n\tstp x27, x28, [sp, #64]\n\tstp x29, x30, [sp, #80]\n"
    "\tstp d8, d9, [sp, #96]\n\tstp d10, d11, [sp, #112]\n"
    "\tstp d12, d13, [sp, #128]\n\tstp d14, d15, [sp, #144]\n"
    "\tmov x2, sp\n\tstr x2, [x0]\n"
    "\tmov sp, x1\n"
    "\tldp x19, x20, [sp, #0]\n\tldp x21, x22, [sp, #16]\n\tldp x23, x24, [sp, #32]\n"
    "\tldp x25, x26, [sp, #48]\n\tldp x27, x28, [sp, #64]\n\tldp x29, x30, [sp, #80]\n"
    "\tldp d8, d9, [sp, #96]\n\tldp d10, d11, [sp, #112]\n"
    "\tldp d12, d13, [sp, #128]\n\tldp d14, d15, [sp, #144]\n"
    "\tadd sp, sp, #160\n"
    "\tret\n"
    ".size thread_ctx_switch,.-thread_ctx_switch\n"
    ".globl thread_ctx_start\n"
    ".hidden thread_ctx_start\n"
    ".type thread_ctx_start,%function\n"
    "thread_ctx_start:\n"
    "\tmov x0, x19\n"
    "\tblr x20\n"
    "\tbrk #0\n"
    ".size thread_ctx_start,.-thread_ctx_start\n");
/* initial frame: x19(arg) x20(func) ... x29 = 0, x30 = thread_ctx_start */
static void *
ctx_prepare(VALUE *top, void (*func)(void *), void *arg)
{
    VALUE *sp = (VALUE *)(((VALUE)top & ~(VALUE)15) - 160);
    memset(sp, 0, 160);
    sp[0] = (VALUE)arg;
    sp[1] = (VALUE)func;
    sp[10] = 0;
    sp[11] = (VALUE)thread_ctx_start;
    return sp;
}
# elif defined(__arm__)
#  if defined(__VFP_FP__) && !defined(__SOFTFP__)
#   define ARM_VPUSH "\tvpush {d8-d15}\n"
#   define ARM_VPOP "\tvpop {d8-d15}\n"
#   define ARM_VFP_WORDS 16
#  else
#   define ARM_VPUSH ""
#   define ARM_VPOP ""
#   define ARM_VFP_WORDS 0
#  endif
__asm__(
    ".text\n"
    ".arm\n"
    ".p2align 2\n"
    ".globl thread_ctx_switch\n"
    ".hidden thread_ctx_switch\n"
    ".type thread_ctx_switch,%function\n"
    "thread_ctx_switch:\n"
    "\tpush {r4-r11, lr}\n"
    ARM_VPUSH
    "\tstr sp, [r0]\n"
    "\tmov sp, r1\n"
    ARM_VPOP
    "\tpop {r4-r11, lr}\n"
    "\tbx lr\n"
    ".size thread_ctx_switch,.-thread_ctx_switch\n"
    ".globl thread_ctx_start\n"
    ".hidden thread_ctx_start\n"
    ".type thread_ctx_start,%function\n"
    "thread_ctx_start:\n"
    "\tmov r0, r4\n"
    "\tblx r5\n"
    "\t.word 0xe7f000f0\n"
    ".size thread_ctx_start,.-thread_ctx_start\n");
/* initial frame: [d8-d15], r4(arg) r5(func) r6-r11, lr = thread_ctx_start;
   8-aligned after the pops */
static void *
ctx_prepare(VALUE *top, void (*func)(void *), void *arg)
{
    VALUE *sp = (VALUE *)((VALUE)top & ~(VALUE)7) - 2;
    int i;
    *--sp = (VALUE)thread_ctx_start;           /* lr */
    for (i = 0; i < 6; i++) *--sp = 0;         /* r11..r6 */
    *--sp = (VALUE)func;                       /* r5 */
    *--sp = (VALUE)arg;                        /* r4 */
    for (i = 0; i < ARM_VFP_WORDS; i++) *--sp = 0;
    return sp;
}
# endif
#endif /* !THREAD_USE_UCONTEXT */

/* switches from the running thread `from' to `to' (state already moved) */
static void
ctx_switch(rb_thread_t *from, rb_thread_t *to)
{
#ifdef THREAD_USE_UCONTEXT
    volatile VALUE here = 0;
    /* the registers go to uctx (scanned apart); the stack is live from here */
    from->sp = (void *)&here;
    swapcontext(&from->uctx, &to->uctx);
#else
    thread_ctx_switch(&from->sp, to->sp);
#endif
}

#ifdef THREAD_USE_UCONTEXT
static void
uctx_entry(unsigned int hi, unsigned int lo)
{
    thread_entry((void *)(((unsigned long)hi << 16 << 16) | lo));
}
#endif

static void
ctx_init(rb_thread_t *th)
{
#ifdef THREAD_USE_UCONTEXT
    unsigned long p = (unsigned long)th;
    getcontext(&th->uctx);
    th->uctx.uc_stack.ss_sp = th->stk_map + page_size;
    th->uctx.uc_stack.ss_size = th->stk_mapsize - page_size;
    th->uctx.uc_link = 0;
    makecontext(&th->uctx, (void (*)(void))uctx_entry, 2,
                (unsigned int)(p >> 16 >> 16), (unsigned int)(p & 0xffffffffUL));
    th->sp = th->stk_base;
#else
    th->sp = ctx_prepare(th->stk_base, thread_entry, th);
#endif
}

/* ------------------------------------------------------------ state save */

static void
state_save(rb_thread_t *th)
{
#define SAVE(type, name) th->s_##name = name;
    RUBY_THREAD_STATE(SAVE)
    RUBY_STACK_STATE(SAVE)
#undef SAVE
    th->s_jump_value = rb_jump_value_get(&th->s_jump_dst);
    th->s_sourcefile = ruby_sourcefile;
    th->s_sourceline = ruby_sourceline;
    th->s_last_status = rb_last_status;
    th->stk_base = rb_gc_stack_start;
    th->stk_max = rb_gc_stack_maxsize;
}

static void
state_restore(rb_thread_t *th)
{
#define RESTORE(type, name) name = th->s_##name;
    RUBY_THREAD_STATE(RESTORE)
    RUBY_STACK_STATE(RESTORE)
#undef RESTORE
    rb_jump_value_set(th->s_jump_value, th->s_jump_dst);
    ruby_sourcefile = th->s_sourcefile;
    ruby_sourceline = th->s_sourceline;
    rb_last_status = th->s_last_status;
    rb_gc_stack_start = th->stk_base;
    rb_gc_stack_maxsize = th->stk_max;
}

/* ------------------------------------------------------------ timer */

static int timer_on, timer_handler_set;

/* RUBY_THREAD_TICK_USEC: the time-slice timer's interval in microseconds
   (read once; garbage, a value <= 0 or above a second gives the default
   10000).  A small tick provokes preemption, for testing that a program's
   output does not rest on when the timer fires. */
static long
thread_tick_usec(void)
{
    static long tick;
    const char *env;
    if (tick) return tick;
    tick = 10000;
    if ((env = getenv("RUBY_THREAD_TICK_USEC")) != 0 && *env) {
        char *end;
        long v;
        int saved = errno;
        errno = 0;
        v = strtol(env, &end, 10);
        if (errno == 0 && end != env && *end == '\0' && v > 0 && v <= 1000000)
            tick = v;
        errno = saved;
    }
    return tick;
}

static void
timer_tick(int sig)
{
    (void)sig;
    rb_thread_pending = 1;
}

void
rb_thread_start_timer(void)
{
    struct itimerval tv;
    if (timer_on) return;
    if (!timer_handler_set) {
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = timer_tick;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        sigaction(SIGVTALRM, &sa, 0);
        timer_handler_set = 1;
    }
    tv.it_interval.tv_sec = thread_tick_usec() / 1000000;
    tv.it_interval.tv_usec = thread_tick_usec() % 1000000;
    tv.it_value = tv.it_interval;
    setitimer(ITIMER_VIRTUAL, &tv, 0);
    timer_on = 1;
}

void
rb_thread_stop_timer(void)
{
    struct itimerval tv;
    if (!timer_on) return;
    memset(&tv, 0, sizeof(tv));
    setitimer(ITIMER_VIRTUAL, &tv, 0);
    timer_on = 0;
}

/* ------------------------------------------------------------ thread objects */

static void
thread_mark(void *p)
{
    rb_thread_t *th = p;
    long i;
    rb_gc_mark(th->self);
    rb_gc_mark(th->proc);
    rb_gc_mark(th->svar[0]);
    rb_gc_mark(th->svar[1]);
    rb_gc_mark(th->args);
    rb_gc_mark(th->result);
    rb_gc_mark(th->errinfo);
    rb_gc_mark(th->pending);
    rb_gc_mark(th->thgroup);
    if (th->locals) rb_mark_tbl(th->locals);
    for (i = 0; i < th->nframes; i++) {
        rb_gc_mark_maybe(th->frames[i].self);
        rb_gc_mark_maybe(th->frames[i].last_class);
        rb_gc_mark_maybe((VALUE)th->frames[i].node);
        rb_gc_mark_maybe((VALUE)th->frames[i].body);
    }
}

static void
thread_free(void *p)
{
    rb_thread_t *th = p;
    /* a live thread is always marked; one that never started is freed too */
    if (th == main_thread || th == curr_thread || list_node_on_list(&th->link)) return;
    if (th->locals) st_free_table(th->locals);
    if (th->frames) xfree(th->frames);
    stack_release(th);
    xfree(th);
}

static rb_thread_t *
thread_struct_new(VALUE klass)
{
    rb_thread_t *th = ALLOC(rb_thread_t);
    memset(th, 0, sizeof(*th));
    th->fd_ready_at = (unsigned long)-1;
    list_node_init(&th->link);
    list_node_init(&th->wait_link);
    list_head_init(&th->conts);
    th->status = THREAD_RUNNABLE;
    th->proc = th->args = th->errinfo = th->pending = Qnil;
    th->result = Qfalse;
    th->thgroup = thgroup_default;
    th->fd = -1;
    th->s_ruby_errinfo = Qnil;
    th->s_last_status = Qnil;
    th->s_jump_value = Qnil;
    th->self = Data_Wrap_Struct(klass, thread_mark, thread_free, th);
    return th;
}

static rb_thread_t *
rb_thread_ptr(VALUE obj)
{
    if (TYPE(obj) != T_DATA || RDATA(obj)->dmark != thread_mark) {
        rb_raise(rb_eTypeError, "wrong argument type %s (expected Thread)", rb_obj_classname(obj));
    }
    return (rb_thread_t *)DATA_PTR(obj);
}

static int
thread_dead(rb_thread_t *th)
{
    return th->status == THREAD_KILLED;
}

static int
thread_runnable(rb_thread_t *th)
{
    return (th->status == THREAD_RUNNABLE || th->status == THREAD_TO_KILL) && th->wait_for == 0;
}

VALUE
rb_thread_current(void)
{
    return curr_thread ? curr_thread->self : Qnil;
}

VALUE
rb_thread_main(void)
{
    return main_thread ? main_thread->self : Qnil;
}

int
rb_thread_alone(void)
{
    return thread_count <= 1;
}

/* ------------------------------------------------------------ GC */

/* the stacks of the threads that are not running, from their saved stack
   pointer to their base (the saved registers are on it), and their saved
   interpreter state; gc.c calls this while marking */
void
rb_thread_mark_all(void)
{
    rb_thread_t *th;
    if (!curr_thread) return;
    list_for_each(&all_threads, th, link) {
        rb_gc_mark(th->self);
        if (th == curr_thread) continue;
#define MARK_STATE(type, name) rb_gc_mark_maybe((VALUE)th->s_##name);
        RUBY_THREAD_STATE(MARK_STATE)
#undef MARK_STATE
        rb_gc_mark_maybe(th->s_jump_value);
        rb_gc_mark_maybe(th->s_last_status);
#ifdef THREAD_USE_UCONTEXT
        rb_gc_mark_locations((VALUE *)(void *)&th->uctx,
                             (VALUE *)(void *)((char *)&th->uctx + sizeof(th->uctx)));
#endif
        if (th->sp && th->stk_base && (VALUE *)th->sp < th->stk_base)
            rb_gc_mark_locations((VALUE *)th->sp, th->stk_base);
    }
    if (main_thread) rb_gc_mark(main_thread->self);
    rb_gc_mark(curr_thread->self);
}

/* ------------------------------------------------------------ switching */

/* the thread thread_remove took off the list last and the one before it,
   until the next switch: the scheduler goes on from its place (as 1.8.7) */
static rb_thread_t *removed_thread, *removed_prev;

/* context switches so far: a descriptor select found ready is still
   ready when no other thread ran since (fd_still_ready) */
static unsigned long thread_switches;

/* after a switch, in the thread that now runs: release the stack of a
   thread that has just died (it could not free the stack it ran on) */
static void
after_switch(void)
{
    if (dead_thread && dead_thread != curr_thread) {
        rb_thread_t *th = dead_thread;
        dead_thread = 0;
        stack_release(th);
    }
    removed_thread = removed_prev = 0;
    STACK_WIPE(WIPE_THREAD_SWITCH);
}

#ifdef THREAD_ASAN
static rb_thread_t *asan_from;   /* the thread a switch leaves */

/* in the thread that now runs: ASan learns the switch is complete (and
   the main stack's extent, the first time we leave it) */
static void
asan_switched(void *fake)
{
    const void *bottom;
    size_t size;
    __sanitizer_finish_switch_fiber(fake, &bottom, &size);
    if (asan_from && !asan_from->asan_bottom) {
        asan_from->asan_bottom = bottom;
        asan_from->asan_size = size;
    }
}
#endif

static void
thread_switch(rb_thread_t *next)
{
    rb_thread_t *prev = curr_thread;
#ifdef THREAD_ASAN
    void *fake = 0;
#endif
    if (next == prev) return;
    thread_switches++;
    STACK_WIPE(WIPE_CATCH);
    if (prev->status != THREAD_KILLED) state_save(prev);
    else {
        dead_thread = prev;
        prev->s_rb_gc_stack_end = rb_gc_stack_end;   /* its depth, for stack_release */
    }
    curr_thread = next;
    state_restore(next);
#ifdef THREAD_ASAN
    asan_from = prev;
    __sanitizer_start_switch_fiber(prev->status == THREAD_KILLED ? 0 : &fake,
                                   next->asan_bottom, next->asan_size);
#endif
    ctx_switch(prev, next);
#ifdef THREAD_ASAN
    asan_switched(fake);
#endif
    after_switch();
}

/* makes th runnable at once: its wait ends early */
static void
thread_ready(rb_thread_t *th)
{
    if (thread_dead(th)) return;
    th->wait_for = 0;
    if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
    if (th->status == THREAD_STOPPED) th->status = THREAD_RUNNABLE;
    th->interrupted = 1;
}

/* makes th runnable without ending its wait for good: the wait loops
   look again (a signal handler must run in the main thread) */
static void
thread_ready_quiet(rb_thread_t *th)
{
    if (thread_dead(th)) return;
    th->wait_for = 0;
    if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
    if (th->status == THREAD_STOPPED) th->status = THREAD_RUNNABLE;
}

static void thread_deadlock(void);
static VALUE deadlock_error;   /* the deadlock fatal: raised in main, rescuable (as 1.8.7) */
static int deadlock_aborts;    /* deadlock_error came from a deadlock report, not a join in critical */
int rb_thread_deadlocked;      /* a deadlock was reported: a normal end exits 1, as 1.8.7 */

/* the fd sets of the threads on waiting_fds; 0 when none */
static int
collect_fds(fd_set *r, fd_set *w, fd_set *e, int *maxp)
{
    rb_thread_t *th;
    int n = 0, max = -1, i;
    FD_ZERO(r); FD_ZERO(w); FD_ZERO(e);
    list_for_each(&waiting_fds, th, wait_link) {
        n++;
        if (th->wait_for & (WAIT_FD | WAIT_WRITE)) {
            if (th->fd < 0 || th->fd >= FD_SETSIZE) continue;
            FD_SET(th->fd, (th->wait_for & WAIT_FD) ? r : w);
            if (th->fd > max) max = th->fd;
        }
        if (th->wait_for & WAIT_SELECT) {
            for (i = 0; i < th->select_max && i < FD_SETSIZE; i++) {
                if (FD_ISSET(i, &th->readfds)) { FD_SET(i, r); if (i > max) max = i; }
                if (FD_ISSET(i, &th->writefds)) { FD_SET(i, w); if (i > max) max = i; }
                if (FD_ISSET(i, &th->exceptfds)) { FD_SET(i, e); if (i > max) max = i; }
            }
        }
    }
    *maxp = max;
    return n;
}

/* how many of th's select descriptors are ready in r/w/e; with clear, its
   sets keep only the ready ones (what its IO.select returns) */
static int
select_ready(rb_thread_t *th, fd_set *r, fd_set *w, fd_set *e, int clear)
{
    int i, n = 0;
    for (i = 0; i < th->select_max && i < FD_SETSIZE; i++) {
        if (FD_ISSET(i, &th->readfds)) { if (FD_ISSET(i, r)) n++; else if (clear) FD_CLR(i, &th->readfds); }
        if (FD_ISSET(i, &th->writefds)) { if (FD_ISSET(i, w)) n++; else if (clear) FD_CLR(i, &th->writefds); }
        if (FD_ISSET(i, &th->exceptfds)) { if (FD_ISSET(i, e)) n++; else if (clear) FD_CLR(i, &th->exceptfds); }
    }
    return n;
}

/* nonzero when select found one of th's descriptors ready */
static int
fd_waiter_ready(rb_thread_t *th, fd_set *r, fd_set *w, fd_set *e)
{
    if (th->wait_for & (WAIT_FD | WAIT_WRITE)) {
        fd_set *s = (th->wait_for & WAIT_FD) ? r : w;
        return th->fd >= 0 && th->fd < FD_SETSIZE && FD_ISSET(th->fd, s);
    }
    if (th->wait_for & WAIT_SELECT) return select_ready(th, r, w, e, 0) > 0;
    return 0;
}

/* ends the descriptor wait of th, which runs next */
static void
fd_waiter_wake(rb_thread_t *th, fd_set *r, fd_set *w, fd_set *e)
{
    if (th->wait_for & WAIT_SELECT) th->select_result = select_ready(th, r, w, e, 1);
    else th->fd_ready_at = thread_switches;
    th->wait_for = 0;
    list_del_init(&th->wait_link);
}

/* a descriptor some waiter holds was closed behind our back: wake the
   waiters whose descriptors are bad (their call then fails with EBADF) */
static void
dispatch_badfds(void)
{
    rb_thread_t *th, *nxt;
    int i, bad;
    list_for_each_safe(&waiting_fds, th, nxt, wait_link) {
        bad = 0;
        if (th->wait_for & (WAIT_FD | WAIT_WRITE)) bad = fcntl(th->fd, F_GETFD) < 0;
        else if (th->wait_for & WAIT_SELECT) {
            for (i = 0; i < th->select_max && i < FD_SETSIZE && !bad; i++) {
                if ((FD_ISSET(i, &th->readfds) || FD_ISSET(i, &th->writefds) ||
                     FD_ISSET(i, &th->exceptfds)) && fcntl(i, F_GETFD) < 0) bad = 1;
            }
            if (bad) { th->select_result = -1; th->select_errno = EBADF; }
        }
        if (bad) {
            th->wait_for = 0;
            list_del_init(&th->wait_link);
        }
    }
}

/* 1.8.7's scheduling order: round the ring from the thread after `from',
   `from' itself last (a thread that has just died: from its old place) */
static struct list_node *
ring_first(rb_thread_t *from)
{
    if (list_node_on_list(&from->link)) return from->link.next;
    if (from == removed_thread && removed_prev && list_node_on_list(&removed_prev->link))
        return removed_prev->link.next;
    return all_threads.n.next;
}

/* the thread at *np in the ring, advancing *np past it */
static rb_thread_t *
ring_next(struct list_node **np)
{
    struct list_node *n = *np;
    if (n == &all_threads.n) n = n->next;
    *np = n->next;
    return list_entry(n, rb_thread_t, link);
}

/* the descriptor waiter that select found ready first in ring order */
static rb_thread_t *
first_fd_ready(rb_thread_t *from, fd_set *r, fd_set *w, fd_set *e)
{
    struct list_node *n;
    rb_thread_t *th;
    int count;
    for (n = ring_first(from), count = thread_count; count-- > 0;) {
        th = ring_next(&n);
        if (list_node_on_list(&th->wait_link) && fd_waiter_ready(th, r, w, e)) return th;
    }
    return 0;
}

/* the thread to run next, as 1.8.7 picks it: a thread being killed at
   once, else the first of the highest priority among the runnable ones
   and `cand' (a descriptor waiter whose descriptor is ready) */
static rb_thread_t *
next_runnable(rb_thread_t *from, rb_thread_t *cand)
{
    struct list_node *n;
    rb_thread_t *th, *next = 0;
    int count;
    for (n = ring_first(from), count = thread_count; count-- > 0;) {
        th = ring_next(&n);
        if (th->status == THREAD_TO_KILL && !th->wait_for && !(th->flags & THREAD_KILL_WOKEN)) return th;
        if ((thread_runnable(th) || th == cand) && (!next || th->priority > next->priority)) next = th;
    }
    return next;
}

static int waiting_time, waiting_join;  /* how many threads wait on each */

/* wakes the timers that expired and the joiners whose thread died; the
   earliest pending deadline in *delay (or -1) */
static void
check_timers(double now, double *delay)
{
    rb_thread_t *th;
    *delay = -1;
    if (!waiting_time && !waiting_join) return;
    list_for_each(&all_threads, th, link) {
        if ((th->wait_for & WAIT_JOIN) && thread_dead(th->join)) {
            th->wait_for = 0;
            continue;
        }
        if (th->wait_for & WAIT_TIME) {
            if (th->delay <= now) {
                th->wait_for = 0;
                if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
            }
            else if (*delay < 0 || th->delay - now < *delay) *delay = th->delay - now;
        }
    }
}

static int pass_forced;   /* Thread.pass: switches even in a critical section (1.8.7) */
void rb_thread_sync_pass(void);   /* for thread.so too (not in intern.h) */

/* Runs another thread when one can run.  Returns (in the thread that
   called it) when that thread is picked again.  When no thread can run
   it waits in select() for a descriptor or a timer. */
static void
schedule(void)
{
    rb_thread_t *curr = curr_thread, *next;
    fd_set r, w, e;
    int max, nfds, n;
    double now, delay;
    struct timeval tv;

    rb_thread_pending = 0;
    if (thread_count <= 1 && curr->status != THREAD_KILLED) rb_thread_stop_timer();
    if (curr->status != THREAD_KILLED && thread_runnable(curr) && rb_thread_critical && !pass_forced) return;
    pass_forced = 0;
    for (;;) {
        if (rb_trap_pending && !rb_prohibit_interrupt) thread_ready_quiet(main_thread);
        now = waiting_time ? timeofday() : 0;   /* only timed waits need the clock */
        check_timers(now, &delay);
        nfds = collect_fds(&r, &w, &e, &max);
        next = next_runnable(curr, 0);
        if (nfds > 0) {
            struct timeval *tp = 0;
            if (next) { tv.tv_sec = 0; tv.tv_usec = 0; tp = &tv; }
            else if (delay >= 0) { tv = double2timeval(delay); tp = &tv; }
            n = select(max + 1, &r, &w, &e, tp);
            if (n < 0) {
                if (errno == EBADF) dispatch_badfds();
                if (!next) continue;
            }
            else if (n > 0) {
                /* only the waiter that runs next leaves its wait (1.8.7):
                   the others still show "sleep" */
                rb_thread_t *ready = first_fd_ready(curr, &r, &w, &e);
                next = next_runnable(curr, ready);
                if (!next) continue;
                if (next == ready) fd_waiter_wake(ready, &r, &w, &e);
            }
            else if (!next) continue;   /* a timer expired */
        }
        else if (!next) {
            if (delay >= 0) {
                tv = double2timeval(delay);
                select(0, 0, 0, 0, &tv);
                continue;
            }
            thread_deadlock();
            continue;
        }
        break;
    }
    if (next != curr) thread_switch(next);
}

/* an exception sent from another thread, as 1.8.7 raises it: at the line
   the sender was at; by Thread#raise (raise_pop), in the frame under the
   innermost one (the call the thread was waiting in does not show) */
static void
raised_backtrace(rb_thread_t *th, VALUE exc)
{
    struct FRAME *frame = ruby_frame;
    char *file = ruby_sourcefile;
    int line = ruby_sourceline;
    VALUE bt;

    if (!NIL_P(rb_funcall(exc, rb_intern("backtrace"), 0))) { th->raise_file = 0; return; }
    if (th->raise_pop && FRAME_BT_PREV(frame)) ruby_frame = FRAME_BT_PREV(frame);
    ruby_sourcefile = th->raise_file;
    ruby_sourceline = th->raise_line;
    th->raise_file = 0;
    bt = rb_backtrace_ary(-1);
    ruby_frame = frame;
    ruby_sourcefile = file;
    ruby_sourceline = line;
    rb_funcall(exc, rb_intern("set_backtrace"), 1, bt);
}

/* in the running thread, after a wait or a switch: a pending kill,
   exception or signal takes effect now */
static void
thread_interrupts(void)
{
    rb_thread_t *th = curr_thread;
    if (th->status == THREAD_TO_KILL && !(th->flags & THREAD_KILLING)) {
        th->flags |= THREAD_KILLING;
        th->pending = Qnil;
        ruby_errinfo = Qnil;   /* $! is nil in the ensure clauses it runs (1.8.7) */
        rb_jump_tag(TAG_FATAL);
    }
    if (!NIL_P(th->pending)) {
        VALUE exc = th->pending;
        th->pending = Qnil;
        th->interrupted = 0;
        if (th->raise_file) raised_backtrace(th, exc);
        if (rb_obj_is_kind_of(exc, rb_eFatal) && exc != deadlock_error) rb_exc_fatal(exc);
        /* 1.8.7: the main thread told of a deadlock is "aborting" from
           then on, killed at its next switch (exit status 1) */
        if (exc == deadlock_error && deadlock_aborts && th == main_thread) th->status = THREAD_TO_KILL;
        deadlock_error = 0;
        rb_exc_raise(exc);
    }
    if (rb_trap_pending && th == main_thread && !rb_prohibit_interrupt) rb_trap_exec();
}

void
rb_thread_schedule(void)
{
    if (!curr_thread) { rb_thread_pending = 0; return; }
    /* in a critical section a check neither switches nor delivers: a
       thread that killed itself there runs on until it switches (1.8.7) */
    if (rb_thread_critical && !pass_forced && curr_thread->status == THREAD_TO_KILL) {
        rb_thread_pending = 0;
        return;
    }
    rb_gc_finalize_deferred();   /* what the last collection queued (gc.c) */
    schedule();
    thread_interrupts();
}

/* waits with the current thread's wait fields set; clears them after */
static void
thread_wait(void)
{
    rb_thread_t *th = curr_thread;
    if (th->wait_for & WAIT_TIME) waiting_time++;
    if (th->wait_for & WAIT_JOIN) waiting_join++;
    {
        int had_time = th->wait_for & WAIT_TIME, had_join = th->wait_for & WAIT_JOIN;
        rb_thread_critical = 0;
        /* 1.8.7: a killed thread waiting in its ensure is "stopped", then
           plain runnable when woken; it is "aborting" again once it runs */
        if (th->status == THREAD_TO_KILL) th->flags |= THREAD_KILL_WOKEN;
        schedule();
        th->flags &= ~THREAD_KILL_WOKEN;
        if (had_time) waiting_time--;
        if (had_join) waiting_join--;
    }
    th->wait_for = 0;
    if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
    thread_interrupts();
}

/* ------------------------------------------------------------ deadlock */

static const char *
thread_status_name(rb_thread_t *th)
{
    switch (th->status) {
      case THREAD_RUNNABLE: return th->wait_for ? "sleep" : "run";
      case THREAD_STOPPED: return "sleep";
      case THREAD_TO_KILL: return th->wait_for ? "sleep" : "aborting";   /* waiting in an ensure */
      case THREAD_KILLED: return "dead";
    }
    return "unknown";
}

/* 1.8.7 writes the report to $stderr, whatever object it is, a piece
   at a time (an error there ends the report: 1.8.7 raises it) */
static VALUE
report_piece(VALUE str)
{
    rb_write_error2(RSTRING_PTR(str), RSTRING_LEN(str));
    return Qnil;
}

/* a write to a sync IO $stderr is 1.8.7's switch point: it leaves the
   reporting thread runnable, so that thread's own (last) line says "run:-" */
static int
report_write_switches(void)
{
    return rb_stderr && TYPE(rb_stderr) == T_FILE && RFILE(rb_stderr)->fptr &&
        (RFILE(rb_stderr)->fptr->mode & FMODE_SYNC);
}

/* one line of the deadlock report, in 1.8.7's format; woken: th counts
   as runnable and waiting for nothing.  Nonzero: a write failed */
static int
report_deadlocked(rb_thread_t *th, int woken)
{
    int wait_for = woken ? 0 : th->wait_for, state;
    VALUE pieces = rb_ary_new();
    long i;

    rb_ary_push(pieces, rb_sprintf("deadlock 0x%lx: %s:", (unsigned long)th->self,
                                   woken ? "run" : thread_status_name(th)));
    if (wait_for & (WAIT_FD | WAIT_WRITE)) rb_ary_push(pieces, rb_sprintf("F(%d)", th->fd));
    if (wait_for & WAIT_SELECT) rb_ary_push(pieces, rb_str_new2("S"));
    if (wait_for & WAIT_TIME) rb_ary_push(pieces, rb_str_new2("T"));
    if ((wait_for & WAIT_JOIN) && th->join) rb_ary_push(pieces, rb_sprintf("J(0x%lx)", (unsigned long)th->join->self));
    if (!(wait_for & (WAIT_FD | WAIT_WRITE | WAIT_SELECT | WAIT_TIME | WAIT_JOIN))) rb_ary_push(pieces, rb_str_new2("-"));
    rb_ary_push(pieces, rb_sprintf("%s - %s:%d\n", th == main_thread ? " (main)" : " ",
                                   th == curr_thread ? (ruby_sourcefile ? ruby_sourcefile : "-") :
                                   (th->s_sourcefile ? th->s_sourcefile : "-"),
                                   th == curr_thread ? ruby_sourceline : th->s_sourceline));
    for (i = 0; i < RARRAY_LEN(pieces); i++) {
        rb_protect(report_piece, RARRAY_PTR(pieces)[i], &state);
        if (state) return state;
    }
    return 0;
}

/* no thread can ever run again: report every thread and raise a fatal
   error in the main thread */
static void
thread_deadlock(void)
{
    struct list_node *n = ring_first(curr_thread);
    int count = thread_count;
    char msg[64];
    /* from the thread after the current one round to the current one (a
       dying thread that found the deadlock is off the ring already) */
    int written = 0;
    while (count-- > 0) {
        rb_thread_t *th = ring_next(&n);
        if (report_deadlocked(th, th == curr_thread && written && report_write_switches()) &&
            curr_thread == main_thread) {
            /* 1.8.7: the write's error is raised instead, and main goes on */
            main_thread->pending = ruby_errinfo;
            main_thread->raise_file = 0;
            thread_ready(main_thread);
            return;
        }
        written = 1;
    }
    snprintf(msg, sizeof(msg), "Thread(0x%lx): deadlock", (unsigned long)curr_thread->self);
    deadlock_error = main_thread->pending = rb_exc_new2(rb_eFatal, msg);
    deadlock_aborts = 1;
    main_thread->raise_file = 0;
    if (curr_thread != main_thread) {
        /* raised in main as Thread#raise does, at the line of the thread
           that found the deadlock */
        main_thread->raise_file = ruby_sourcefile;
        main_thread->raise_line = ruby_sourceline;
        main_thread->raise_pop = 1;
    }
    rb_thread_deadlocked = 1;
    thread_ready(main_thread);
    if (main_thread->status == THREAD_TO_KILL) main_thread->status = THREAD_RUNNABLE;
}

/* ------------------------------------------------------------ blocking calls */

/* nonzero when fd is ready for reading (or writing), closed or in error */
static int
fd_ready(int fd, int write)
{
    fd_set set;
    struct timeval zero;
    if (fd >= FD_SETSIZE) return 1;
    FD_ZERO(&set);
    FD_SET(fd, &set);
    zero.tv_sec = 0;
    zero.tv_usec = 0;
    return select(fd + 1, write ? 0 : &set, write ? &set : 0, 0, &zero) != 0;
}

/* nonzero when th's fd wait ended with select finding fd ready and at
   most the switch into th happened since: nothing else could take the
   input (or fill the pipe), so no second select is needed */
static int
fd_still_ready(rb_thread_t *th)
{
    return th->fd_ready_at != (unsigned long)-1 && thread_switches - th->fd_ready_at <= 1;
}

/* waits until fd is readable (or writable) while the other threads run */
static void
wait_fd(int fd, int mode)
{
    rb_thread_t *th = curr_thread;
    th->interrupted = 0;
    while (!fd_still_ready(th) && !fd_ready(fd, mode == WAIT_WRITE)) {
        th->fd_ready_at = (unsigned long)-1;
        th->fd = fd;
        th->wait_for = mode;
        list_add_tail(&waiting_fds, &th->wait_link);
        thread_wait();
        if (th->interrupted) { th->interrupted = 0; break; }
    }
    th->fd_ready_at = (unsigned long)-1;
}

/* one round through the scheduler as a thread waiting on fd: the other
   runnable threads go first even when fd is ready at once */
static void
fd_pass(int fd, int mode)
{
    rb_thread_t *th = curr_thread;
    th->fd_ready_at = (unsigned long)-1;
    if (th->status == THREAD_TO_KILL) return;
    th->fd = fd;
    th->wait_for = mode;
    list_add_tail(&waiting_fds, &th->wait_link);
    thread_wait();
}

/* as in 1.8.7, a read (each refill of a buffer) is a switch point when
   other threads exist, then waits until fd is readable */
void
rb_thread_wait_fd(int fd)
{
    rb_thread_t *th = curr_thread;
    if (!th || rb_thread_alone() || fd < 0) return;
    if (rb_thread_critical) return;
    fd_pass(fd, WAIT_FD);
    wait_fd(fd, WAIT_FD);
}

/* likewise a write to a pipe, socket or tty (1.8.7: each one) */
int
rb_thread_fd_writable(int fd)
{
    rb_thread_t *th = curr_thread;
    if (!th || rb_thread_alone() || fd < 0) return Qtrue;
    if (rb_thread_critical) return Qtrue;
    fd_pass(fd, WAIT_WRITE);
    wait_fd(fd, WAIT_WRITE);
    return Qtrue;
}

/* signal.c: a signal's handler runs in the main thread.  From another
   thread: the main thread runs now (nonzero: not here) */
int
rb_thread_trap_deferred(void)
{
    if (!curr_thread || curr_thread == main_thread || thread_dead(main_thread)) return 0;
    thread_ready_quiet(main_thread);
    if (main_thread->status == THREAD_TO_KILL) return 0;
    thread_switch(main_thread);
    thread_interrupts();
    return 1;
}

/* IO#close: the threads waiting on fd (and only those) get IOError */
void
rb_thread_fd_close(int fd)
{
    rb_thread_t *th, *nxt;
    int i;
    list_for_each_safe(&waiting_fds, th, nxt, wait_link) {
        int hit = 0;
        if ((th->wait_for & (WAIT_FD | WAIT_WRITE)) && th->fd == fd) hit = 1;
        else if ((th->wait_for & WAIT_SELECT) && fd < th->select_max && fd < FD_SETSIZE) {
            i = fd;
            hit = FD_ISSET(i, &th->readfds) || FD_ISSET(i, &th->writefds) || FD_ISSET(i, &th->exceptfds);
        }
        if (hit) {
            th->pending = rb_exc_new2(rb_eIOError, "stream closed");
            thread_ready(th);
        }
    }
}

#define SLEEP_FOREVER 1e9   /* seconds: about 31 years */

static void
sleep_until(double limit)
{
    rb_thread_t *th = curr_thread;
    th->interrupted = 0;
    /* waits once even when the time is up: sleep 0 lets the others run (1.8.7) */
    for (;;) {
        th->delay = limit;
        th->wait_for = WAIT_TIME;
        thread_wait();
        if (th->interrupted) { th->interrupted = 0; return; }
        if (timeofday() >= limit) return;
    }
}

/* the lone thread sleeps up to *tv (forever without tv) unless a signal is
   or becomes pending: signals stay blocked while the flag is tested and
   pselect/sigsuspend unblock them atomically, so one that came just
   before (a TERM sent to a child right after fork) is not slept through */
static void
sleep_alone(const struct timeval *tv)
{
    sigset_t all, old;

    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &old);
    if (!rb_trap_pending) {
        if (tv) {
            struct timespec ts;
            ts.tv_sec = tv->tv_sec;
            ts.tv_nsec = tv->tv_usec * 1000;
            pselect(0, 0, 0, 0, &ts, &old);
        }
        else sigsuspend(&old);
    }
    sigprocmask(SIG_SETMASK, &old, 0);
    if (rb_trap_pending) rb_trap_exec();
}

void
rb_thread_wait_for(struct timeval time)
{
    double limit = timeofday() + (double)time.tv_sec + (double)time.tv_usec * 1e-6;
    /* 1.8.7: a thread being killed sleeps in its ensure without switching */
    if (!curr_thread || (rb_thread_alone() && main_thread == curr_thread) || rb_thread_critical ||
        curr_thread->status == THREAD_TO_KILL) {
        for (;;) {
            double d = limit - timeofday();
            struct timeval tv;
            if (d <= 0) return;
            tv = double2timeval(d);
            sleep_alone(&tv);
        }
    }
    sleep_until(limit);
}

void
rb_thread_polling(void)
{
    struct timeval t;
    t.tv_sec = 0;
    t.tv_usec = 60000;
    rb_thread_wait_for(t);
}

void
rb_thread_sleep(int sec)
{
    struct timeval t;
    t.tv_sec = sec;
    t.tv_usec = 0;
    rb_thread_wait_for(t);
}

void
rb_thread_sleep_forever(void)
{
    rb_thread_t *th = curr_thread;
    if (!th || (rb_thread_alone() && th == main_thread)) {
        for (;;) sleep_alone(0);
    }
    /* 1.8.7: a timed wait without end, so never part of a deadlock (the
       process waits for a signal) */
    sleep_until(timeofday() + SLEEP_FOREVER);
}

/* one select() that does not wait; the sets cleared when nothing is ready */
static int
select_poll(int max, fd_set *read, fd_set *write, fd_set *except)
{
    fd_set r, w, e;
    struct timeval zero;
    int n;
    if (read) r = *read; else FD_ZERO(&r);
    if (write) w = *write; else FD_ZERO(&w);
    if (except) e = *except; else FD_ZERO(&e);
    zero.tv_sec = 0; zero.tv_usec = 0;
    n = select(max, &r, &w, &e, &zero);
    if (n < 0) return n;
    if (read) *read = r;
    if (write) *write = w;
    if (except) *except = e;
    return n;
}

int
rb_thread_select(int max, fd_set *read, fd_set *write, fd_set *except, struct timeval *timeout)
{
    rb_thread_t *th = curr_thread;
    double limit = 0;
    int n;

    if (!th || rb_thread_alone() || rb_thread_critical || th->status == THREAD_TO_KILL) {
        do {
            n = select(max, read, write, except, timeout);
            if (n < 0 && errno == EINTR && rb_trap_pending) rb_trap_exec();
        } while (n < 0 && errno == EINTR);
        return n;
    }
    if (timeout) limit = timeofday() + (double)timeout->tv_sec + (double)timeout->tv_usec * 1e-6;
    th->interrupted = 0;
    /* as 1.8.7, the thread waits (a switch point) even when a descriptor
       is ready at once; a wakeup ends the wait as a timeout does */
    for (;;) {
        if (read) th->readfds = *read; else FD_ZERO(&th->readfds);
        if (write) th->writefds = *write; else FD_ZERO(&th->writefds);
        if (except) th->exceptfds = *except; else FD_ZERO(&th->exceptfds);
        th->select_max = max;
        th->select_result = 0;
        th->wait_for = WAIT_SELECT;
        if (timeout) { th->wait_for |= WAIT_TIME; th->delay = limit; }
        list_add_tail(&waiting_fds, &th->wait_link);
        thread_wait();
        if (th->select_result < 0) { errno = th->select_errno; return -1; }
        if (th->select_result > 0) {
            /* the sets were narrowed to the ready descriptors */
            if (read) *read = th->readfds;
            if (write) *write = th->writefds;
            if (except) *except = th->exceptfds;
            return th->select_result;
        }
        if (th->interrupted || (timeout && timeofday() >= limit)) {
            th->interrupted = 0;
            return select_poll(max, read, write, except);
        }
    }
}

/* ------------------------------------------------------------ thread start and end */

static VALUE thread_join(rb_thread_t *th, double limit, int forever);

/* A new thread's backtrace continues with the frames of its creator at
   the time of creation (as in 1.8).  Those frames live on the creator's
   stack, which goes on changing, so the thread keeps copies of the
   innermost THREAD_FRAMES_MAX: a thread started deep in a recursion costs
   O(1), not a copy of the whole chain. */
#define THREAD_FRAMES_MAX 64

static void
copy_frames(rb_thread_t *th)
{
    struct FRAME *f;
    long n = 0, i;
    for (f = ruby_frame; f && n < THREAD_FRAMES_MAX; f = f->prev) n++;
    if (n == 0) return;
    th->frames = ALLOC_N(struct FRAME, n);
    th->nframes = n;
    for (f = ruby_frame, i = 0; f && i < n; f = f->prev, i++) {
        th->frames[i] = *f;
        th->frames[i].argc = 0;
        th->frames[i].argv = 0;
        th->frames[i].tmp = 0;
        th->frames[i].block = 0;
        th->frames[i].oscope = 0;
        th->frames[i].prev = i + 1 < n ? &th->frames[i + 1] : 0;
    }
}

/* a new thread's first interpreter state: the creator's, with the copied
   frames and no tags; $! is the creator's, as 1.8.7 */
static void
thread_init_state(rb_thread_t *th)
{
    rb_thread_t *curr = curr_thread;
    state_save(curr);
#define COPY(type, name) th->s_##name = curr->s_##name;
    RUBY_THREAD_STATE(COPY)
#undef COPY
    th->s_ruby_frame = th->frames ? th->frames : ruby_frame;
    th->s_prot_tag = 0;
    th->s_ruby_block_pending = 0;
    th->s_jump_value = Qnil;
    th->s_jump_dst = 0;
    th->s_sourcefile = ruby_sourcefile;
    th->s_sourceline = ruby_sourceline;
    th->s_last_status = rb_last_status;   /* a new thread starts with its creator's $? */
    th->s_rb_gc_stack_end = th->stk_base;
}

/* $_ (cnt 0) or $~ (1) of the running thread when sc is its block's scope:
   each thread has its own there (1.8.7), else 0 */
VALUE *
rb_thread_svar(struct SCOPE *sc, int cnt)
{
    rb_thread_t *th = curr_thread;
    if (!th || th == main_thread || th->svar_scope != sc || !sc) return 0;
    return &th->svar[cnt & 1];
}

/* yields the thread's arguments to its block as 1.8.7 does: with a lambda's
   arity rules (|a, b| given one value is an ArgumentError) but no lambda
   frame, so a return in it cannot jump across threads even from a lambda.
   A proc made from a Method keeps its own call. */
static VALUE
thread_yield(rb_thread_t *th)
{
    struct BLOCK *blk = rb_proc_block(th->proc);
    if (blk->body && nd_type(blk->body) == NODE_IFUNC) return rb_proc_call(th->proc, th->args);
    ruby_block_pending = blk;
    return rb_yield_0(th->args, 0, 0, 0x100 | 1, 1);   /* the pending block, lambda arity */
}

/* runs the thread's block; a break in it ends the thread with its value (1.8.7) */
static VALUE
thread_call_body(rb_thread_t *th)
{
    volatile VALUE result = Qnil;
    int state;
    if (th->cfunc) return (*th->cfunc)(th->cfunc_arg);
    PUSH_TAG(PROT_ITER);
    _tag.dst = rb_proc_block(th->proc)->uniq;
    if ((state = EXEC_TAG()) == 0) result = thread_yield(th);
    else if (state == TAG_BREAK) {   /* another iterator's: value false (1.8.7) */
        int own = ruby_jump_dst == _tag.dst;
        result = own ? _tag.retval : Qfalse;
        state = 0;
        /* 1.8.7: a break out of the body with $! set (from an ensure run
           by a raise, exit or throw) ends the thread as dying of $! */
        if (own && !NIL_P(ruby_errinfo) && !(th->flags & THREAD_KILLING)) state = TAG_RAISE;
    }
    POP_TAG();
    if (state) JUMP_TAG(state);
    return result;
}

static void thread_terminate(rb_thread_t *th, int state) __attribute__((noreturn));

/* where a new thread's stack starts */
static void
thread_entry(void *arg)
{
    rb_thread_t *volatile th = arg;
    int state;

#ifdef THREAD_ASAN
    asan_switched(0);
#endif
    after_switch();
    PUSH_TAG(PROT_NONE);
    if ((state = EXEC_TAG()) == 0) {
        thread_interrupts();
        th->result = thread_call_body(th);
    }
    POP_TAG();
    thread_terminate(th, state);
}

static void thread_raise_in(rb_thread_t *th, VALUE exc);
static void thread_raise_from_here(rb_thread_t *th, VALUE exc, int pop);

/* the end of a thread: record the result or the error, wake the joiners,
   release the continuations and switch away for good */
static void
thread_end(rb_thread_t *th, int state)
{
    VALUE err = ruby_errinfo;

    /* a retry out of the body ends the thread normally (value false), as 1.8.7 */
    if (state == TAG_RETRY) state = 0;
    if (state && state != TAG_FATAL && state != TAG_RAISE) {
        /* a jump out of the thread body (break, return...) */
        err = rb_exc_new2(rb_eLocalJumpError, "unexpected jump out of a thread");
        state = TAG_RAISE;
    }
    if (state == TAG_FATAL && (th->flags & THREAD_KILLING)) state = 0;
    if (state && (th->flags & THREAD_KILLING)) state = 0;   /* raised by an ensure during a kill */
    if (state) {
        if (rb_obj_is_kind_of(err, rb_eSystemExit)) {
            /* exit in a thread ends the process: the main thread gets it */
            if (th != main_thread) {
                /* 1.8.7: the thread keeps the $! it last switched away
                   with; one set makes its status nil and a join raise it */
                if (!NIL_P(th->s_ruby_errinfo)) {
                    th->errinfo = th->s_ruby_errinfo;
                    th->flags |= THREAD_RAISED;
                }
                thread_raise_in(main_thread, err);
            }
        }
        else {
            if (thread_abort || (th->flags & THREAD_ABORT) || RTEST(ruby_debug)) {
                /* reported here; the main thread exits with status 1 */
                VALUE args[2];
                int critical = rb_thread_critical;
                /* 1.8.7: no other thread runs while the report is written */
                rb_thread_critical = 1;
                rb_error_report(err);
                rb_thread_critical = critical;
                args[0] = INT2FIX(1);
                args[1] = err;   /* 1.8.7: the message is the exception itself */
                thread_raise_from_here(main_thread, rb_class_new_instance(2, args, rb_eSystemExit), 0);
            }
            else {
                th->errinfo = err;
                th->flags |= THREAD_RAISED;
            }
        }
    }
    ruby_errinfo = Qnil;
}

static void
thread_remove(rb_thread_t *th)
{
    rb_thread_t *t;
    th->status = THREAD_KILLED;
    th->wait_for = 0;
    if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
    if (list_node_on_list(&th->link)) {
        removed_thread = th;
        removed_prev = th->link.prev == &all_threads.n ? 0 : list_entry(th->link.prev, rb_thread_t, link);
        list_del_init(&th->link);
        thread_count--;
    }
    /* joiners wake up */
    if (waiting_join) {
        list_for_each(&all_threads, t, link) {
            if ((t->wait_for & WAIT_JOIN) && t->join == th) t->wait_for = 0;
        }
    }
    rb_cont_thread_died(th);
    th->proc = Qnil;
    th->args = Qnil;
    th->svar_scope = 0;
    th->svar[0] = th->svar[1] = Qnil;
    /* the timer stops at its next tick if no thread was started by then
       (schedule): a loop of Thread.new{}.join does not pay two
       setitimer calls per thread */
}

static void
thread_terminate(rb_thread_t *th, int state)
{
    int st;
    /* errors while recording the end (e.g. a message method that raises) */
    PUSH_TAG(PROT_NONE);
    if ((st = EXEC_TAG()) == 0) thread_end(th, state);
    POP_TAG();
    thread_remove(th);
    schedule();    /* never comes back: the thread is dead */
    rb_bug("dead thread resumed");
    for (;;) ;
}

/* delivers exc to th (not the running thread) and runs th at once */
static void
thread_raise_in(rb_thread_t *th, VALUE exc)
{
    if (thread_dead(th)) return;
    th->pending = exc;
    th->raise_file = 0;
    thread_ready(th);
    if (th->status == THREAD_TO_KILL && th == main_thread) th->status = THREAD_RUNNABLE;
}

/* exc raised in th when it next runs, its backtrace starting at the
   current line (raise_pop: as Thread#raise) */
static void
thread_raise_from_here(rb_thread_t *th, VALUE exc, int pop)
{
    thread_raise_in(th, exc);
    th->raise_file = ruby_sourcefile;
    th->raise_line = ruby_sourceline;
    th->raise_pop = pop;
}


static char *last_made_file;   /* where the last thread was made (Thread#initialize's error) */
static int last_made_line;

static void
thread_start(rb_thread_t *th, VALUE proc, VALUE args)
{
    if (OBJ_FROZEN(curr_thread->thgroup))
        rb_raise(rb_eThreadError, "can't start a new thread (frozen ThreadGroup)");
    th->made_file = ruby_sourcefile;
    th->made_line = ruby_sourceline;
    last_made_file = th->made_file;
    last_made_line = th->made_line;
    th->proc = proc;
    th->args = args;
    th->svar_scope = NIL_P(proc) ? 0 : rb_proc_block(proc)->scope;
    th->svar[0] = th->svar[1] = Qnil;
    th->thgroup = curr_thread->thgroup;
    th->priority = curr_thread->priority;
    th->flags &= ~THREAD_ABORT;
    copy_frames(th);
    stack_alloc(th);
    thread_init_state(th);
    ctx_init(th);
    th->status = THREAD_RUNNABLE;
    list_add_after(&curr_thread->link, &th->link);
    thread_count++;
    rb_thread_start_timer();
    /* 1.8 runs a new thread at once, even in a critical section; a
       creator about to be killed dies first */
    if (curr_thread->status != THREAD_TO_KILL || (curr_thread->flags & THREAD_KILLING))
        thread_switch(th);
    thread_interrupts();
}

VALUE
rb_thread_create(VALUE (*fn)(ANYARGS), void *arg)
{
    rb_thread_t *th = thread_struct_new(rb_cThread);
    volatile VALUE obj = th->self;
    th->cfunc = fn;
    th->cfunc_arg = arg;
    thread_start(th, Qnil, rb_ary_new());
    return obj;
}

/* ------------------------------------------------------------ Thread class */

static VALUE
thread_s_new(int argc, VALUE *argv, VALUE klass)
{
    rb_thread_t *th = thread_struct_new(klass);
    volatile VALUE obj = th->self;
    rb_obj_call_init(obj, argc, argv);
    if (!th->stk_map && th->status != THREAD_KILLED && NIL_P(th->proc) && !th->cfunc) {
        rb_raise(rb_eThreadError, "uninitialized thread - check `%s#initialize'", rb_class2name(klass));
    }
    return obj;
}

static VALUE
thread_initialize(int argc, VALUE *argv, VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (!rb_block_given_p()) rb_raise(rb_eThreadError, "must be called with a block");
    if (th->stk_map || thread_dead(th) || th == main_thread) {
        /* 1.8.7 names where the thread was made (for main: the last one made) */
        char *file = th == main_thread ? last_made_file : th->made_file;
        int line = th == main_thread ? last_made_line : th->made_line;
        if (!file) rb_raise(rb_eThreadError, "already initialized thread");
        rb_raise(rb_eThreadError, "already initialized thread - %s:%d", file, line);
    }
    thread_start(th, rb_block_proc(), rb_ary_new4(argc, argv));
    return self;
}

static VALUE
thread_s_start(int argc, VALUE *argv, VALUE klass)
{
    rb_thread_t *th;
    volatile VALUE obj;
    if (!rb_block_given_p()) rb_raise(rb_eThreadError, "must be called with a block");
    th = thread_struct_new(klass);
    obj = th->self;
    thread_start(th, rb_block_proc(), rb_ary_new4(argc, argv));
    return obj;
}

static VALUE
thread_s_current(VALUE klass)
{
    return curr_thread->self;
}

static VALUE
thread_s_main(VALUE klass)
{
    return main_thread->self;
}

/* the live threads (of group, or all for Qundef) in 1.8.7's order: round
   the ring from the one after the current thread, the current one last */
static VALUE
threads_in_group(VALUE group)
{
    VALUE ary = rb_ary_new();
    struct list_node *n = curr_thread->link.next;
    int guard = thread_count + 1;
    if (!list_node_on_list(&curr_thread->link)) n = all_threads.n.next;
    while (guard-- > 0) {
        rb_thread_t *th;
        if (n == &all_threads.n) { n = n->next; continue; }
        th = list_entry(n, rb_thread_t, link);
        if (group == Qundef || th->thgroup == group) rb_ary_push(ary, th->self);
        if (th == curr_thread) break;
        n = n->next;
    }
    return ary;
}

static VALUE
thread_s_list(VALUE klass)
{
    return threads_in_group(Qundef);
}

static VALUE
thread_s_pass(VALUE klass)
{
    rb_thread_sync_pass();
    return Qnil;
}

VALUE
rb_thread_stop(void)
{
    rb_thread_t *th = curr_thread;
    rb_thread_critical = 0;
    if (rb_thread_alone()) {
        rb_raise(rb_eThreadError, "stopping only thread\n\tnote: use sleep to stop forever");
    }
    th->interrupted = 0;
    do {
        th->status = THREAD_STOPPED;
        thread_wait();
        if (th->status == THREAD_STOPPED) th->status = THREAD_RUNNABLE;
    } while (!th->interrupted);
    th->interrupted = 0;
    return Qnil;
}

static VALUE
thread_s_stop(VALUE klass)
{
    return rb_thread_stop();
}

/* ------------------------------------------------------------ for thread.so

   ext/thread (Mutex, ConditionVariable, Queue) waits and wakes through
   these three, exported from the binary but not part of the 1.8 API. */

static VALUE join_error(rb_thread_t *th);

/* curr about to wait for th (a join, or a Mutex#lock on th's mutex) while
   th waits for curr the same way: 1.8.7's ThreadError */
static void
mutual_join_check(rb_thread_t *curr, rb_thread_t *th)
{
    if ((th->wait_for & WAIT_JOIN) && th->join == curr)
        rb_raise(rb_eThreadError, "Thread#join: deadlock 0x%lx - mutual join(0x%lx)",
                 (unsigned long)curr->self, (unsigned long)th->self);
}

/* true while thread (a Thread) has not died */
int
rb_thread_sync_alive(VALUE thread)
{
    return !thread_dead(rb_thread_ptr(thread));
}

/* ends the wait of thread (as Thread#wakeup, for a live thread only);
   true when it was alive */
int
rb_thread_sync_wake(VALUE thread)
{
    rb_thread_t *th = rb_thread_ptr(thread);
    if (thread_dead(th)) return 0;
    thread_ready(th);
    return 1;
}

/* the running thread waits until woken, or until `owner' dies: a deadlock
   report shows it as joining owner, as 1.8.7's Mutex#lock does.  Clears
   Thread.critical; a pending kill or exception takes effect here. */
void
rb_thread_sync_wait(VALUE owner)
{
    rb_thread_t *th = curr_thread, *target = rb_thread_ptr(owner);
    if (target == th || thread_dead(target)) {
        rb_thread_critical = 0;
        return;
    }
    mutual_join_check(th, target);
    th->join = target;
    th->wait_for = WAIT_JOIN;
    thread_wait();
    /* a join all the same: the owner died of an exception meanwhile */
    if (thread_dead(target) && (target->flags & THREAD_RAISED) && !NIL_P(target->errinfo))
        rb_exc_raise(join_error(target));
}

/* a switch even in a critical section, which stays set (Thread.pass) */
void
rb_thread_sync_pass(void)
{
    pass_forced = 1;
    rb_thread_schedule();
}

VALUE
rb_thread_wakeup(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (thread_dead(th)) rb_raise(rb_eThreadError, "killed thread");
    thread_ready(th);
    return self;
}

VALUE
rb_thread_run(VALUE self)
{
    rb_thread_wakeup(self);
    if (!rb_thread_critical) rb_thread_schedule();
    return self;
}

/* kills th; a thread killing itself unwinds at once */
VALUE
rb_thread_kill(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    /* a $SAFE 4 thread may kill only threads as untrusted as itself */
    if (th != curr_thread && th->s_ruby_safe_level < 4) rb_secure(4);
    if (thread_dead(th)) return self;
    if (th == main_thread) {
        VALUE args[2], exc;
        if (th == curr_thread) rb_exit(EXIT_SUCCESS);
        args[0] = INT2FIX(EXIT_SUCCESS);
        args[1] = rb_str_new2("exit");
        exc = rb_class_new_instance(2, args, rb_eSystemExit);
        rb_funcall(exc, rb_intern("set_backtrace"), 1, rb_backtrace_ary(-1));   /* the killer's (1.8.7) */
        thread_raise_in(main_thread, exc);
        rb_thread_schedule();
        return self;
    }
    if (th->status == THREAD_TO_KILL) return self;
    if (th == curr_thread) {
        th->status = THREAD_TO_KILL;
        if (rb_thread_critical) return self;   /* dies at its next switch (1.8.7) */
        thread_interrupts();
    }
    thread_ready(th);
    th->status = THREAD_TO_KILL;
    if (!rb_thread_critical) {
        thread_switch(th);
        thread_interrupts();
    }
    return self;
}

/* Thread#kill! (exit!, terminate!): a kill that skips the ensure clauses */
static VALUE
rb_thread_kill_bang(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (!thread_dead(th) && th != main_thread) th->flags |= THREAD_NO_ENSURE;
    return rb_thread_kill(self);
}

/* nonzero while the running thread unwinds a kill! (eval.c skips `ensure`) */
int
rb_thread_skips_ensure(void)
{
    return curr_thread && (curr_thread->flags & THREAD_NO_ENSURE) &&
        (curr_thread->flags & THREAD_KILLING);
}

static VALUE
thread_s_kill(VALUE klass, VALUE th)
{
    return rb_thread_kill(th);
}

static VALUE
thread_s_exit(VALUE klass)
{
    return rb_thread_kill(curr_thread->self);
}

/* the exception a joiner gets: a copy of the thread's, its backtrace the
   thread's raise site followed by the joiner's own */
static VALUE
join_error(rb_thread_t *th)
{
    VALUE err = rb_obj_dup(th->errinfo);
    VALUE oldbt = rb_funcall(th->errinfo, rb_intern("backtrace"), 0);
    VALUE bt = rb_backtrace_ary(-1);   /* from the join (value) call itself */
    if (TYPE(bt) != T_ARRAY) bt = rb_ary_new();
    if (TYPE(oldbt) == T_ARRAY && RARRAY_LEN(oldbt) > 0) rb_ary_unshift(bt, RARRAY_PTR(oldbt)[0]);
    rb_funcall(err, rb_intern("set_backtrace"), 1, bt);
    return err;
}

/* 1.8.7: a join while Thread.critical is a deadlock whatever the thread's
   state, a fatal error in the main thread (without the thread list) */
static void
join_in_critical(void)
{
    char msg[64];
    VALUE exc;
    snprintf(msg, sizeof(msg), "Thread(0x%lx): deadlock", (unsigned long)curr_thread->self);
    exc = rb_exc_new2(rb_eFatal, msg);
    if (curr_thread == main_thread) rb_exc_raise(exc);
    deadlock_error = exc;
    deadlock_aborts = 0;   /* main stays "run" (1.8.7) */
    thread_raise_from_here(main_thread, exc, 1);
    thread_switch(main_thread);
    thread_interrupts();
}

static VALUE
thread_join(rb_thread_t *th, double limit, int forever)
{
    rb_thread_t *curr = curr_thread;
    double deadline = forever ? 0 : timeofday() + limit;

    if (rb_thread_critical) join_in_critical();
    if (th == curr) {
        rb_raise(rb_eThreadError, "thread 0x%lx tried to join itself", (unsigned long)th->self);
    }
    while (!thread_dead(th)) {
        mutual_join_check(curr, th);
        if (!forever && timeofday() >= deadline) return Qnil;
        curr->join = th;
        curr->wait_for = WAIT_JOIN;
        if (!forever) { curr->wait_for |= WAIT_TIME; curr->delay = deadline; }
        curr->interrupted = 0;
        thread_wait();
        /* woken by Thread#run or #wakeup: the join ends, with nil (1.8.7) */
        if (curr->interrupted && !thread_dead(th)) {
            curr->interrupted = 0;
            return Qnil;
        }
    }
    if ((th->flags & THREAD_RAISED) && !NIL_P(th->errinfo)) rb_exc_raise(join_error(th));
    return th->self;
}

static VALUE
thread_join_m(int argc, VALUE *argv, VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    VALUE limit;
    double d = 0;
    int forever = 1;
    rb_scan_args(argc, argv, "01", &limit);
    if (!NIL_P(limit)) {
        d = rb_num2dbl(limit);
        if (d < 0) d = 0;
        forever = 0;
    }
    if (thread_join(th, d, forever) == Qnil) return Qnil;
    return self;
}

static VALUE
thread_value(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    while (NIL_P(thread_join(th, 0, 1)))
        ;   /* a wakeup ends a join, not the wait for the value */
    return th->result;
}

static VALUE
thread_status(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (thread_dead(th)) return (th->flags & THREAD_RAISED) ? Qnil : Qfalse;
    return rb_str_new2(thread_status_name(th));
}

static VALUE
thread_alive_p(VALUE self)
{
    return thread_dead(rb_thread_ptr(self)) ? Qfalse : Qtrue;
}

static VALUE
thread_stop_p(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (thread_dead(th)) return Qtrue;
    if (th->status == THREAD_STOPPED || (th->status != THREAD_KILLED && th->wait_for)) return Qtrue;
    return Qfalse;
}

static VALUE
thread_inspect(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    char buf[128];
    snprintf(buf, sizeof(buf), "#<%s:0x%lx %s>", rb_obj_classname(self), (unsigned long)self,
             thread_status_name(th));
    {
        VALUE str = rb_str_new2(buf);
        OBJ_INFECT(str, self);
        return str;
    }
}

static VALUE
thread_raise_m(int argc, VALUE *argv, VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    VALUE exc;
    /* as Thread#kill: at $SAFE 4 only into threads as untrusted */
    if (th != curr_thread && th->s_ruby_safe_level < 4) rb_secure(4);
    if (thread_dead(th)) return Qnil;
    if (th == curr_thread) {
        rb_f_raise(argc, argv);
    }
    /* a bare raise is raised in the thread: it re-raises the thread's $! */
    if (argc == 0 && !NIL_P(th->s_ruby_errinfo)) exc = th->s_ruby_errinfo;
    else exc = rb_make_exception(argc, argv);
    if (NIL_P(exc)) exc = rb_exc_new(rb_eRuntimeError, 0, 0);
    thread_raise_from_here(th, exc, 1);
    if (th->status == THREAD_TO_KILL) return Qnil;
    thread_switch(th);
    thread_interrupts();
    return Qnil;
}

static ID
local_key(VALUE key)
{
    return rb_to_id(key);
}

VALUE
rb_thread_local_aref(VALUE self, ID id)
{
    rb_thread_t *th = rb_thread_ptr(self);
    VALUE val;
    if (ruby_safe_level >= 4 && th != curr_thread)
        rb_raise(rb_eSecurityError, "Insecure: thread locals");
    if (!th->locals) return Qnil;
    if (st_lookup(th->locals, (st_data_t)id, (st_data_t *)&val)) return val;
    return Qnil;
}

static VALUE
thread_aref(VALUE self, VALUE key)
{
    return rb_thread_local_aref(self, local_key(key));
}

VALUE
rb_thread_local_aset(VALUE self, ID id, VALUE val)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (ruby_safe_level >= 4 && th != curr_thread) {
        rb_raise(rb_eSecurityError, "Insecure: can't modify thread locals");
    }
    if (OBJ_FROZEN(self)) rb_error_frozen("thread locals");
    if (!th->locals) th->locals = st_init_numtable();
    if (NIL_P(val)) {
        st_data_t key = (st_data_t)id;
        st_delete(th->locals, &key, 0);
        return Qnil;
    }
    st_insert(th->locals, (st_data_t)id, (st_data_t)val);
    return val;
}

static VALUE
thread_aset(VALUE self, VALUE key, VALUE val)
{
    return rb_thread_local_aset(self, local_key(key), val);
}

static VALUE
thread_key_p(VALUE self, VALUE key)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (!th->locals) return Qfalse;
    return st_lookup(th->locals, (st_data_t)local_key(key), 0) ? Qtrue : Qfalse;
}

static int
keys_i(st_data_t key, st_data_t val, st_data_t ary)
{
    rb_ary_push((VALUE)ary, ID2SYM((ID)key));
    return ST_CONTINUE;
}

static VALUE
thread_keys(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    VALUE ary = rb_ary_new();
    if (th->locals) st_foreach(th->locals, keys_i, (st_data_t)ary);
    return ary;
}

static VALUE
thread_priority(VALUE self)
{
    return INT2NUM(rb_thread_ptr(self)->priority);
}

static VALUE
thread_set_priority(VALUE self, VALUE prio)
{
    rb_secure(4);
    rb_thread_ptr(self)->priority = NUM2INT(prio);
    pass_forced = 1;   /* 1.8.7: the highest priority runs at once, even in a critical section */
    rb_thread_schedule();
    return prio;
}

static VALUE
thread_safe_level(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (th == curr_thread) return INT2FIX(ruby_safe_level);
    return INT2FIX(th->s_ruby_safe_level);
}

static VALUE
thread_group(VALUE self)
{
    rb_thread_t *th = rb_thread_ptr(self);
    if (thread_dead(th)) return Qnil;
    return th->thgroup;   /* nil too for a thread killed at exit */
}

static VALUE
thread_abort_p(VALUE self)
{
    return (rb_thread_ptr(self)->flags & THREAD_ABORT) ? Qtrue : Qfalse;
}

static VALUE
thread_set_abort(VALUE self, VALUE val)
{
    rb_thread_t *th = rb_thread_ptr(self);
    rb_secure(4);
    if (RTEST(val)) th->flags |= THREAD_ABORT;
    else th->flags &= ~THREAD_ABORT;
    return val;
}

static VALUE
thread_s_abort_p(VALUE klass)
{
    return thread_abort ? Qtrue : Qfalse;
}

static VALUE
thread_s_set_abort(VALUE klass, VALUE val)
{
    rb_secure(4);
    thread_abort = RTEST(val);
    return val;
}

static VALUE
thread_s_critical(VALUE klass)
{
    return rb_thread_critical ? Qtrue : Qfalse;
}

static VALUE
thread_s_set_critical(VALUE klass, VALUE val)
{
    rb_thread_critical = RTEST(val);
    return val;
}

/* ------------------------------------------------------------ ThreadGroup */

/* a T_DATA as in 1.8.7 (no Marshal, a copy is not enclosed) */
struct thgroup {
    int enclosed;
};

static VALUE
thgroup_s_alloc(VALUE klass)
{
    struct thgroup *data;
    return Data_Make_Struct(klass, struct thgroup, 0, -1, data);
}

static struct thgroup *
thgroup_ptr(VALUE group)
{
    struct thgroup *data;
    Data_Get_Struct(group, struct thgroup, data);
    return data;
}

static VALUE
thgroup_list(VALUE group)
{
    return threads_in_group(group);
}

static VALUE
thgroup_enclose(VALUE group)
{
    thgroup_ptr(group)->enclosed = 1;
    return group;
}

static VALUE
thgroup_enclosed_p(VALUE group)
{
    return thgroup_ptr(group)->enclosed ? Qtrue : Qfalse;
}

static VALUE
thgroup_add(VALUE group, VALUE thread)
{
    rb_thread_t *th;
    rb_secure(4);
    th = rb_thread_ptr(thread);
    if (OBJ_FROZEN(group)) rb_raise(rb_eThreadError, "can't move to the frozen thread group");
    if (thgroup_ptr(group)->enclosed) rb_raise(rb_eThreadError, "can't move to the enclosed thread group");
    if (NIL_P(thread_group(thread))) return Qnil;   /* dead or killed at exit: no group */
    if (!NIL_P(th->thgroup)) {
        if (OBJ_FROZEN(th->thgroup)) rb_raise(rb_eThreadError, "can't move from the frozen thread group");
        if (thgroup_ptr(th->thgroup)->enclosed) rb_raise(rb_eThreadError, "can't move from the enclosed thread group");
    }
    th->thgroup = group;
    return group;
}

/* ------------------------------------------------------------ fork and exit */

/* in a forked child: only the calling thread survives, as the main thread */
void
rb_thread_atfork(void)
{
    rb_thread_t *th, *nxt;
    if (!curr_thread) return;
    list_for_each_safe(&all_threads, th, nxt, link) {
        if (th == curr_thread) continue;
        th->status = THREAD_KILLED;
        th->wait_for = 0;
        list_del_init(&th->link);
        if (list_node_on_list(&th->wait_link)) list_del_init(&th->wait_link);
        rb_cont_thread_died(th);
        thread_count--;
        /* its stack stays mapped until the object is collected */
    }
    list_head_init(&waiting_fds);
    waiting_time = waiting_join = 0;
    main_thread = curr_thread;
    timer_on = 0;
    rb_thread_stop_timer();
}

/* true while a thread other than main can run (not waiting for anything) */
static int
others_runnable(void)
{
    rb_thread_t *th;
    list_for_each(&all_threads, th, link) {
        if (th != main_thread && thread_runnable(th)) return 1;
    }
    return 0;
}

/* at exit (after the at_exit procs): the other threads are killed, so
   their ensure clauses run.  1.8.7 wakes and marks them all first (a
   thread made runnable just before the end only unwinds; one already
   unwinding leaves its wait), then runs them until none can run: one
   left waiting (a sleep, a descriptor, a join) is dropped there */
static void
thread_cleanup(VALUE arg)
{
    rb_thread_t *th;
    (void)arg;
    if (curr_thread != main_thread) return;
    rb_thread_critical = 0;
    process_ending = 1;
    list_for_each(&all_threads, th, link) {
        if (th == main_thread || thread_dead(th)) continue;
        thread_ready(th);
        th->status = THREAD_TO_KILL;
        th->flags &= ~THREAD_KILL_WOKEN;
        th->thgroup = Qnil;   /* out of every group, as 1.8.7 */
        th->priority = 0;
    }
    while (thread_count > 1 && others_runnable()) rb_thread_schedule();
}

/* ------------------------------------------------------------ Init */

void
Init_Thread(void)
{
    long ps = sysconf(_SC_PAGESIZE);
    page_size = ps > 0 ? (size_t)ps : 4096;

    rb_cThread = rb_define_class("Thread", rb_cObject);
    rb_undef_alloc_func(rb_cThread);

    rb_define_singleton_method(rb_cThread, "new", thread_s_new, -1);
    rb_define_method(rb_cThread, "initialize", thread_initialize, -1);
    rb_define_singleton_method(rb_cThread, "start", thread_s_start, -1);
    rb_define_singleton_method(rb_cThread, "fork", thread_s_start, -1);
    rb_define_singleton_method(rb_cThread, "stop", thread_s_stop, 0);
    rb_define_singleton_method(rb_cThread, "kill", thread_s_kill, 1);
    rb_define_singleton_method(rb_cThread, "exit", thread_s_exit, 0);
    rb_define_singleton_method(rb_cThread, "pass", thread_s_pass, 0);
    rb_define_singleton_method(rb_cThread, "current", thread_s_current, 0);
    rb_define_singleton_method(rb_cThread, "main", thread_s_main, 0);
    rb_define_singleton_method(rb_cThread, "list", thread_s_list, 0);
    rb_define_singleton_method(rb_cThread, "critical", thread_s_critical, 0);
    rb_define_singleton_method(rb_cThread, "critical=", thread_s_set_critical, 1);
    rb_define_singleton_method(rb_cThread, "abort_on_exception", thread_s_abort_p, 0);
    rb_define_singleton_method(rb_cThread, "abort_on_exception=", thread_s_set_abort, 1);

    rb_define_method(rb_cThread, "run", rb_thread_run, 0);
    rb_define_method(rb_cThread, "wakeup", rb_thread_wakeup, 0);
    rb_define_method(rb_cThread, "kill", rb_thread_kill, 0);
    rb_define_method(rb_cThread, "terminate", rb_thread_kill, 0);
    rb_define_method(rb_cThread, "exit", rb_thread_kill, 0);
    rb_define_method(rb_cThread, "kill!", rb_thread_kill_bang, 0);
    rb_define_method(rb_cThread, "terminate!", rb_thread_kill_bang, 0);
    rb_define_method(rb_cThread, "exit!", rb_thread_kill_bang, 0);
    rb_define_method(rb_cThread, "value", thread_value, 0);
    rb_define_method(rb_cThread, "status", thread_status, 0);
    rb_define_method(rb_cThread, "join", thread_join_m, -1);
    rb_define_method(rb_cThread, "alive?", thread_alive_p, 0);
    rb_define_method(rb_cThread, "stop?", thread_stop_p, 0);
    rb_define_method(rb_cThread, "raise", thread_raise_m, -1);
    rb_define_method(rb_cThread, "abort_on_exception", thread_abort_p, 0);
    rb_define_method(rb_cThread, "abort_on_exception=", thread_set_abort, 1);
    rb_define_method(rb_cThread, "priority", thread_priority, 0);
    rb_define_method(rb_cThread, "priority=", thread_set_priority, 1);
    rb_define_method(rb_cThread, "safe_level", thread_safe_level, 0);
    rb_define_method(rb_cThread, "group", thread_group, 0);
    rb_define_method(rb_cThread, "[]", thread_aref, 1);
    rb_define_method(rb_cThread, "[]=", thread_aset, 2);
    rb_define_method(rb_cThread, "key?", thread_key_p, 1);
    rb_define_method(rb_cThread, "keys", thread_keys, 0);
    rb_define_method(rb_cThread, "inspect", thread_inspect, 0);

    rb_cThGroup = rb_define_class("ThreadGroup", rb_cObject);
    rb_define_alloc_func(rb_cThGroup, thgroup_s_alloc);
    rb_define_method(rb_cThGroup, "list", thgroup_list, 0);
    rb_define_method(rb_cThGroup, "enclose", thgroup_enclose, 0);
    rb_define_method(rb_cThGroup, "enclosed?", thgroup_enclosed_p, 0);
    rb_define_method(rb_cThGroup, "add", thgroup_add, 1);
    thgroup_default = rb_obj_alloc(rb_cThGroup);
    rb_define_const(rb_cThGroup, "Default", thgroup_default);
    rb_global_variable(&thgroup_default);

    rb_global_variable(&deadlock_error);

    main_thread = thread_struct_new(rb_cThread);
    main_thread->thgroup = thgroup_default;
    rb_global_variable(&main_thread->self);
    curr_thread = main_thread;
    list_add_tail(&all_threads, &main_thread->link);
    thread_count = 1;

    rb_set_end_proc(thread_cleanup, Qnil);
    Init_Cont();
}
