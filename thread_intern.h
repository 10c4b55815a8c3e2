/* thread_intern.h - private interface between thread.c (green threads) and
   cont.c (continuations).  Not part of the C API. */
#ifndef THREAD_INTERN_H
#define THREAD_INTERN_H 1

#include "eval_intern.h"
#include "ccan/list/list.h"
#include <sys/select.h>

/* the context switch: a few lines of assembly where we know the CPU,
   swapcontext elsewhere (or with -DTHREAD_FORCE_UCONTEXT, for testing) */
#if defined(THREAD_FORCE_UCONTEXT) || !defined(__GNUC__) || !(defined(__x86_64__) || defined(__i386__) || \
    defined(__aarch64__) || defined(__arm__))
# define THREAD_USE_UCONTEXT 1
# include <ucontext.h>
#endif

/* AddressSanitizer: stack switches are announced to it, and the code that
   reads whole stacks (GC scan, continuation copies) is not instrumented */
#ifdef RUBY_ASAN   /* wipe.h */
# define THREAD_ASAN 1
#endif
#ifdef THREAD_ASAN
# include <sanitizer/common_interface_defs.h>
# include <sanitizer/asan_interface.h>
#endif

enum thread_status {
    THREAD_RUNNABLE,   /* may run (unless wait_for says it is waiting) */
    THREAD_STOPPED,    /* Thread.stop / sleep forever: until woken */
    THREAD_TO_KILL,    /* killed: unwinding its ensure clauses */
    THREAD_KILLED      /* dead */
};

/* what a runnable thread waits for (bits of wait_for) */
#define WAIT_FD     1   /* readable fd (rb_thread_wait_fd) */
#define WAIT_WRITE  2   /* writable fd (rb_thread_fd_writable) */
#define WAIT_SELECT 4   /* rb_thread_select's sets */
#define WAIT_TIME   8   /* until `delay' (sleep, join or select timeout) */
#define WAIT_JOIN   16  /* until `join' dies */

/* flags */
#define THREAD_RAISED    1   /* died from an exception (errinfo) */
#define THREAD_KILLING   2   /* the kill is being unwound */
#define THREAD_ABORT     4   /* abort_on_exception */
#define THREAD_NO_ENSURE 8   /* killed by kill!: its ensure clauses do not run */
#define THREAD_KILL_WOKEN 16 /* unwinding a kill, woken from a wait: not preferred until it runs */

typedef struct rb_thread rb_thread_t;

struct rb_thread {
    struct list_node link;        /* on all_threads while alive */
    struct list_node wait_link;   /* on waiting_fds while waiting on a descriptor */
    struct list_head conts;       /* continuations captured in this thread */
    VALUE self;
    enum thread_status status;
    int wait_for;
    int flags;
    int interrupted;              /* woken early (wakeup, raise, kill) */
    int fd;                       /* WAIT_FD / WAIT_WRITE */
    unsigned long fd_ready_at;    /* thread_switches when select found fd ready */
    int select_max, select_result, select_errno;
    fd_set readfds, writefds, exceptfds;
    double delay;                 /* absolute time for WAIT_TIME */
    rb_thread_t *join;            /* WAIT_JOIN target */

    /* the machine context of a thread that is not running */
    void *sp;
#ifdef THREAD_USE_UCONTEXT
    ucontext_t uctx;
#endif
    char *stk_map;                /* mmap'ed stack with its guard page, or 0 (main) */
    size_t stk_mapsize;
    VALUE *stk_base;              /* top (highest address) of the stack */
    size_t stk_max;               /* rb_gc_stack_maxsize while it runs */
    const void *asan_bottom;      /* the stack's extent for ASan */
    size_t asan_size;

    /* interpreter state saved while not running */
#define THREAD_STATE_FIELD(type, name) type s_##name;
    RUBY_THREAD_STATE(THREAD_STATE_FIELD)
    RUBY_STACK_STATE(THREAD_STATE_FIELD)
#undef THREAD_STATE_FIELD
    VALUE s_jump_value;
    unsigned long s_jump_dst;
    char *s_sourcefile;
    int s_sourceline;
    VALUE s_last_status;

    /* copies of the creator's frames (backtraces start there) */
    struct FRAME *frames;
    long nframes;

    /* what the thread runs and what it leaves */
    VALUE proc, args;
    VALUE (*cfunc)(ANYARGS);
    void *cfunc_arg;
    VALUE result;                 /* Qfalse until the body returns */
    VALUE errinfo;                /* the exception it died from */
    VALUE pending;                /* exception to raise when it next runs */
    char *raise_file;             /* where Thread#raise was called (0: elsewhere) */
    char *made_file;              /* where Thread.new was called */
    int made_line;
    int raise_line;
    int raise_pop;                /* its backtrace leaves out the frame it waited in */
    st_table *locals;
    VALUE thgroup;
    int priority;
    struct SCOPE *svar_scope;     /* the block's scope, where $_ and $~ are its own */
    VALUE svar[2];                /* the thread's $_ and $~ there */
};

extern rb_thread_t *rb_curr_thread;

/* cont.c */
void rb_cont_thread_died(rb_thread_t *th);
void Init_Cont(void);

#endif /* THREAD_INTERN_H */
