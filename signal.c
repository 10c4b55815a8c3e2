/* signal.c - Signal.trap/list, Kernel#trap, Process.kill and deferred handlers. */
#include "ruby.h"
#include "internal.h"
#include "rubysig.h"
#include <signal.h>
#include <errno.h>
#include <unistd.h>
#include <string.h>

#ifndef NSIG
# define NSIG 65
#endif

int rb_trap_pending;

static const struct signame { const char *name; int signo; } siglist[] = {
    {"EXIT", 0},
    {"HUP", SIGHUP}, {"INT", SIGINT}, {"QUIT", SIGQUIT}, {"ILL", SIGILL},
    {"TRAP", SIGTRAP}, {"IOT", SIGIOT}, {"ABRT", SIGABRT}, {"FPE", SIGFPE},   /* 6 is named IOT, as 1.8.7 */
    {"KILL", SIGKILL}, {"BUS", SIGBUS}, {"SEGV", SIGSEGV}, {"SYS", SIGSYS},
    {"PIPE", SIGPIPE}, {"ALRM", SIGALRM}, {"TERM", SIGTERM}, {"URG", SIGURG},
    {"STOP", SIGSTOP}, {"TSTP", SIGTSTP}, {"CONT", SIGCONT}, {"CHLD", SIGCHLD},
    {"CLD", SIGCHLD}, {"TTIN", SIGTTIN}, {"TTOU", SIGTTOU}, {"IO", SIGIO},
    {"XCPU", SIGXCPU}, {"XFSZ", SIGXFSZ}, {"VTALRM", SIGVTALRM}, {"PROF", SIGPROF},
    {"WINCH", SIGWINCH}, {"USR1", SIGUSR1}, {"USR2", SIGUSR2},
#ifdef SIGPWR
    {"PWR", SIGPWR},
#endif
#ifdef SIGPOLL
    {"POLL", SIGPOLL},
#endif
    {0, 0}
};

/* what a signal does: */
#define TRAP_DEFAULT 0   /* Ruby's default (raise SignalException / Interrupt) */
#define TRAP_IGNORE 1
#define TRAP_CMD 2       /* a Proc or a String of code */
/* (1.8.7 has no "SYSTEM_DEFAULT": that string is code to run like any other) */
#define TRAP_EXIT 4

static VALUE trap_cmd[NSIG];
static char trap_refused[NSIG];   /* the OS kept its own handler: trap reports none */
static int trap_kind[NSIG];
static int trap_safe[NSIG];
static volatile int trap_pending_list[NSIG];

const char *
ruby_signal_name(int no)
{
    const struct signame *s;

    for (s = siglist; s->name; s++)
        if (s->signo == no) return s->name;
    return 0;
}

static int
signm2signo(const char *nm, int exc_on_bad, int kill_msg)
{
    const struct signame *s;

    if (strncmp(nm, "SIG", 3) == 0) nm += 3;
    for (s = siglist; s->name; s++)
        if (strcmp(s->name, nm) == 0 && !(kill_msg && s->signo == 0)) return s->signo;
    if (exc_on_bad) {   /* kill has no "EXIT" (signal 0 is only a number there) */
        if (kill_msg) rb_raise(rb_eArgError, "unsupported name `SIG%s'", nm);
        rb_raise(rb_eArgError, "unsupported signal SIG%s", nm);
    }
    return -1;
}

/* the number of a signal named nm ("INT" or "SIGINT"), -1 when none is */
int
rb_signm_to_signo(const char *nm)
{
    return signm2signo(nm, 0, 0);
}

/* ---------------------------------------------------------------- handlers */

static void
sighandler(int sig)
{
    if (sig > 0 && sig < NSIG) {
        trap_pending_list[sig]++;
        rb_trap_pending = 1;
    }
}

/* 0 when the OS refuses the handler (KILL, STOP) */
static int
install_handler(int sig, void (*func)(int))
{
    struct sigaction sa;

    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = func;
    sigemptyset(&sa.sa_mask);
#ifdef SA_RESTART
    if (func != sighandler) sa.sa_flags = SA_RESTART;
#endif
    return sigaction(sig, &sa, 0) == 0;   /* KILL and STOP refuse quietly, as in 1.8.7 */
}

void
ruby_default_signal(int sig)
{
    signal(sig, SIG_DFL);
    raise(sig);
}

static void
signal_default_exec(int sig)
{
    VALUE arg = INT2FIX(sig);

    if (sig == SIGINT) {   /* 1.8.7 raises it with an empty message */
        VALUE empty = rb_str_new(0, 0);
        rb_exc_raise(rb_class_new_instance(1, &empty, rb_eInterrupt));
    }
    rb_exc_raise(rb_class_new_instance(1, &arg, rb_eSignal));
}

static void
signal_exec(int sig)
{
    VALUE cmd = trap_cmd[sig];

    switch (trap_kind[sig]) {
      case TRAP_DEFAULT:
        signal_default_exec(sig);
        break;
      case TRAP_EXIT:
        rb_exit(0);
        break;
      case TRAP_CMD:
        rb_eval_cmd(cmd, rb_ary_new3(1, INT2FIX(sig)), trap_safe[sig]);
        break;
    }
}


void
rb_trap_exec(void)
{
    int i;

    if (rb_thread_trap_deferred()) return;  /* handlers run in the main thread */
    rb_trap_pending = 0;
    for (i = 1; i < NSIG; i++) {
        if (trap_pending_list[i]) {
            trap_pending_list[i] = 0;
            signal_exec(i);
        }
    }
}

void
rb_trap_exit(void)
{
    VALUE cmd;

    if (trap_kind[0] == TRAP_CMD) {
        cmd = trap_cmd[0];
        trap_cmd[0] = 0;
        trap_kind[0] = TRAP_DEFAULT;
        rb_eval_cmd(cmd, rb_ary_new3(1, INT2FIX(0)), trap_safe[0]);
    }
}

void
rb_gc_mark_trap_list(void)
{
    int i;

    for (i = 0; i < NSIG; i++)
        if (trap_cmd[i]) rb_gc_mark(trap_cmd[i]);
}

/* ---------------------------------------------------------------- trap */

/* a signal given as a Fixnum, Symbol or String; anything else is number -1 */
static int
trap_signo(VALUE vsig)
{
    int sig = -1;

    if (SYMBOL_P(vsig)) return signm2signo(rb_id2name(SYM2ID(vsig)), 1, 0);
    if (TYPE(vsig) == T_STRING) return signm2signo(StringValueCStr(vsig), 1, 0);
    if (FIXNUM_P(vsig)) sig = FIX2INT(vsig);
    if (sig < 0 || sig >= NSIG) rb_raise(rb_eArgError, "invalid signal number (%d)", sig);
    return sig;
}

/* the signals whose "DEFAULT" is Ruby's own handler (raising an exception) */
static int
ruby_default_signal_p(int sig)
{
    switch (sig) {
      case SIGINT: case SIGHUP: case SIGQUIT: case SIGTERM: case SIGALRM:
      case SIGUSR1: case SIGUSR2:
        return 1;
    }
    return 0;
}

static VALUE
trap_old_value(int sig)
{
    /* 1.8.7 asks the OS for the handler a "DEFAULT" or "IGNORE" left: none */
    if (trap_refused[sig] && trap_kind[sig] != TRAP_CMD && trap_kind[sig] != TRAP_EXIT) return Qnil;
    switch (trap_kind[sig]) {
      case TRAP_DEFAULT: return ruby_default_signal_p(sig) ? rb_str_new2("DEFAULT") : Qnil;
      case TRAP_IGNORE: return sig == 0 ? Qnil : rb_str_new2("IGNORE");
      case TRAP_EXIT: return rb_str_new2("EXIT");
    }
    return trap_cmd[sig];
}

static int
trap_kind_of(VALUE cmd)
{
    const char *s;

    if (NIL_P(cmd)) return TRAP_IGNORE;
    if (TYPE(cmd) != T_STRING) return TRAP_CMD;
    s = RSTRING(cmd)->ptr;
    if (RSTRING(cmd)->len == 0 || strcmp(s, "SIG_IGN") == 0 || strcmp(s, "IGNORE") == 0)
        return TRAP_IGNORE;
    if (strcmp(s, "SIG_DFL") == 0 || strcmp(s, "DEFAULT") == 0) return TRAP_DEFAULT;
    if (strcmp(s, "EXIT") == 0) return TRAP_EXIT;
    return TRAP_CMD;
}

static void
trap_check_reserved(int sig)
{
    switch (sig) {
      case SIGVTALRM:
        rb_raise(rb_eArgError, "SIG%s reserved for Thread; can't set handler",
                 ruby_signal_name(sig));
    }
}

/* Ruby's own default for SIGPIPE, as io.c installs it at start: caught and
   dropped, so a write to a closed pipe fails with EPIPE (and exec resets it) */
static void
sigpipe_default(int sig)
{
}

static int
trap_install(int sig, int kind)
{
    if (sig == 0) return 1;
    switch (kind) {
      case TRAP_IGNORE: return install_handler(sig, SIG_IGN);
      case TRAP_DEFAULT:
        if (sig == SIGPIPE) return install_handler(sig, sigpipe_default);
        return install_handler(sig, ruby_default_signal_p(sig) ? sighandler : SIG_DFL);
    }
    return install_handler(sig, sighandler);
}

/* Signal.trap(sig, cmd = nil) { |signo| }, Kernel#trap */
static VALUE
sig_trap(int argc, VALUE *argv, VALUE self)
{
    VALUE vsig, cmd, old;
    int sig, kind;

    rb_secure(2);
    if (argc < 1 || argc > 2)
        rb_raise(rb_eArgError, "wrong number of arguments -- trap(sig, cmd)/trap(sig){...}");
    vsig = argv[0];
    cmd = argc > 1 ? argv[1] : Qnil;
    if (OBJ_TAINTED(cmd) && rb_safe_level() > 0)   /* before the signal is looked at */
        rb_raise(rb_eSecurityError, "Insecure: tainted signal trap");
    sig = trap_signo(vsig);
    if (argc == 1) {
        if (!rb_block_given_p())
            rb_raise(rb_eArgError, "tried to create Proc object without a block");
        cmd = rb_block_proc();
    }
    trap_check_reserved(sig);
    kind = trap_kind_of(cmd);
    old = trap_old_value(sig);
    trap_refused[sig] = !trap_install(sig, kind);
    trap_kind[sig] = kind;
    trap_cmd[sig] = kind == TRAP_CMD ? cmd : 0;
    trap_safe[sig] = rb_safe_level();
    return old;
}

/* Signal.list */
static VALUE
sig_list(VALUE self)
{
    VALUE h = rb_hash_new();
    const struct signame *s;

    for (s = siglist; s->name; s++)
        rb_hash_aset(h, rb_str_new2(s->name), INT2FIX(s->signo));
    return h;
}

/* Process.kill(sig, *pids) */
VALUE
rb_f_kill(int argc, VALUE *argv)
{
    int sig, negative = 0, i;
    const char *s;

    rb_secure(2);
    if (argc < 2) rb_raise(rb_eArgError, "wrong number of arguments -- kill(sig, pid...)");
    if (FIXNUM_P(argv[0])) {
        sig = FIX2INT(argv[0]);
    }
    else {
        VALUE str = SYMBOL_P(argv[0]) ? Qnil : rb_check_string_type(argv[0]);

        if (!SYMBOL_P(argv[0]) && NIL_P(str))
            rb_raise(rb_eArgError, "bad signal type %s", rb_obj_classname(argv[0]));
        s = SYMBOL_P(argv[0]) ? rb_id2name(SYM2ID(argv[0])) : StringValueCStr(str);
        if (*s == '-' && !SYMBOL_P(argv[0])) { negative = 1; s++; }   /* :"-INT" is a bad name */
        sig = signm2signo(s, 1, 1);
        if (negative) sig = -sig;
    }
    for (i = 1; i < argc; i++) {
        int pid;
        Check_Type(argv[i], T_FIXNUM);   /* 1.8.7 takes Fixnum pids only */
        pid = FIX2INT(argv[i]);
        int r = sig < 0 ? killpg(pid, -sig) : kill(pid, sig);
        if (r < 0) rb_sys_fail(0);
    }
    /* a signal to ourselves is handled once kill has returned (rb_call0) */
    return INT2FIX(argc - 1);
}

void
Init_signal(void)
{
    VALUE mSignal = rb_define_module("Signal");

    rb_define_global_function("trap", sig_trap, -1);
    rb_define_module_function(mSignal, "trap", sig_trap, -1);
    rb_define_module_function(mSignal, "list", sig_list, 0);

    install_handler(SIGINT, sighandler);
    install_handler(SIGHUP, sighandler);
    install_handler(SIGQUIT, sighandler);
    install_handler(SIGTERM, sighandler);
    install_handler(SIGALRM, sighandler);
    install_handler(SIGUSR1, sighandler);
    install_handler(SIGUSR2, sighandler);
}
