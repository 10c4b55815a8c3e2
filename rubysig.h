/* rubysig.h - interrupt checks and signal deferral (installed for extensions;
   the interpreter's stack wiping lives in the private wipe.h). */
#ifndef SIG_H
#define SIG_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"

/* the 1.8 API's atomic flag type: the interpreter's threads are green, so
   a plain int read and written between switches is atomic enough */
typedef int rb_atomic_t;
#define ATOMIC_TEST(var) ((var) ? ((var) = 0, 1) : 0)
#define ATOMIC_SET(var, val) ((var) = (val))
#define ATOMIC_INC(var) (++(var))
#define ATOMIC_DEC(var) (--(var))

RUBY_EXTERN int rb_thread_critical;
/* counts down between timer checks in 1.8; here the timer sets
   rb_thread_pending, and THREAD_TICK is kept for sources naming it */
RUBY_EXTERN int rb_thread_tick;
#define THREAD_TICK 500

/* runs func(arg) with interrupts (signal handlers, thread switches) held */
VALUE rb_with_disable_interrupt _((VALUE (*)(ANYARGS), VALUE));
void rb_trap_restore_mask _((void));

RUBY_EXTERN int rb_trap_pending;
RUBY_EXTERN int rb_thread_pending;  /* set by the timer tick: time to switch */
RUBY_EXTERN int rb_prohibit_interrupt;
RUBY_EXTERN int rb_trap_immediate;
void rb_trap_exec _((void));
void rb_thread_schedule _((void));

#define DEFER_INTS (rb_prohibit_interrupt++)
#define ALLOW_INTS do { rb_prohibit_interrupt--; CHECK_INTS; } while (0)
#define ENABLE_INTS (rb_prohibit_interrupt--)

/* statements run with interrupts deferred */
#define RUBY_CRITICAL(statements) do { DEFER_INTS; statements; ALLOW_INTS; } while (0)

#define TRAP_BEG do { int saved_trap_immediate = rb_trap_immediate; rb_trap_immediate = 1
#define TRAP_END rb_trap_immediate = saved_trap_immediate; } while (0)

/* a critical section (Thread.critical = true) defers traps, as 1.8.7's
   check does; blocking calls still take them (rb_thread_schedule) */
#define CHECK_INTS do { \
    if (!rb_prohibit_interrupt) { \
        if (rb_trap_pending && !rb_thread_critical) rb_trap_exec(); \
        if (rb_thread_pending) rb_thread_schedule(); \
    } \
    RUBY_CHECK_INTS_WIPE(); \
} while (0)

/* a wipe site inside the interpreter (wipe.h redefines it); nothing in extensions */
#ifndef RUBY_CHECK_INTS_WIPE
# define RUBY_CHECK_INTS_WIPE() ((void)0)
#endif

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* SIG_H */
