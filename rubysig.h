/* rubysig.h - interrupt checks, signal deferral and the stack wipe sites. */
#ifndef SIG_H
#define SIG_H 1

/* STACK_WIPE_SITES: which sites wipe dead stack (see DESIGN.md 6);
   set by ./configure --with-wipe-sites=MASK through config.h. */
#ifndef STACK_WIPE_SITES
# define STACK_WIPE_SITES 0x8770
#endif

RUBY_EXTERN int rb_trap_pending;
RUBY_EXTERN int rb_thread_pending;  /* set by the timer tick: time to switch */
RUBY_EXTERN int rb_prohibit_interrupt;
RUBY_EXTERN int rb_trap_immediate;
void rb_trap_exec _((void));
void rb_thread_schedule _((void));

#define DEFER_INTS (rb_prohibit_interrupt++)
#define ALLOW_INTS do { rb_prohibit_interrupt--; CHECK_INTS; } while (0)
#define ENABLE_INTS (rb_prohibit_interrupt--)

#define TRAP_BEG do { int saved_trap_immediate = rb_trap_immediate; rb_trap_immediate = 1
#define TRAP_END rb_trap_immediate = saved_trap_immediate; } while (0)

#define CHECK_INTS do { \
    if (!rb_prohibit_interrupt) { \
        if (rb_trap_pending) rb_trap_exec(); \
        if (rb_thread_pending) rb_thread_schedule(); \
    } \
} while (0)

#endif /* SIG_H */
