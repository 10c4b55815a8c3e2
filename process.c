/* process.c - Process, Process::Status, $?, exit/abort, fork/exec/system, sleep. */
#define _GNU_SOURCE 1  /* setresuid, getresuid */
#include "ruby.h"
#include "internal.h"
#include "rubysig.h"
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#include <string.h>
#include <time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/times.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <grp.h>

VALUE rb_mProcess;
VALUE rb_last_status = Qnil;
static VALUE rb_cProcStatus;
static VALUE S_Tms;
static ID id_status, id_pid;

/* rb_str_catf with the formatted temporary kept alive across the append */
static void
str_catf(VALUE str, const char *fmt, ...)
{
    va_list args;
    volatile VALUE tmp;

    va_start(args, fmt);
    tmp = rb_vsprintf(fmt, args);
    va_end(args);
    rb_str_buf_append(str, tmp);
    RB_GC_GUARD(tmp);
}

/* ---------------------------------------------------------------- Process::Status */

void
rb_last_status_set(int status, int pid)
{
    rb_last_status = rb_obj_alloc(rb_cProcStatus);
    rb_ivar_set(rb_last_status, id_status, INT2FIX(status));
    rb_ivar_set(rb_last_status, id_pid, INT2FIX(pid));
}

static VALUE
last_status_get(ID id, void *data)
{
    return rb_last_status;
}

/* the status as an int: the object itself is converted (its to_int, a
   redefined one too), as 1.8.7's NUM2INT(st) */
static int
pst_st(VALUE st)
{
    return NUM2INT(st);
}

/* Process::Status#to_i */
static VALUE
pst_to_i(VALUE st)
{
    return rb_attr_get(st, id_status);
}

/* Process::Status#pid */
static VALUE
pst_pid(VALUE st)
{
    return rb_attr_get(st, id_pid);
}

/* Process::Status#to_s */
static VALUE
pst_to_s(VALUE st)
{
    VALUE v = pst_to_i(st);

    /* 1.8.7 formats the status word as a Fixnum whatever it holds: an
       allocated, never set status (nil) prints as FIX2LONG(Qnil) */
    return rb_fix2str(LONG2FIX(FIX2LONG(v)), 10);
}

/* Process::Status#inspect */
static VALUE
pst_inspect(VALUE st)
{
    int status = pst_st(st);
    volatile VALUE cname = rb_class_name(CLASS_OF(st));
    VALUE str = rb_sprintf("#<%s: pid=%ld", RSTRING(cname)->ptr, NUM2LONG(pst_pid(st)));
    const char *sn;

    if (WIFSTOPPED(status)) {
        sn = ruby_signal_name(WSTOPSIG(status));
        if (sn) str_catf(str, ",stopped(SIG%s=%d)", sn, WSTOPSIG(status));
        else str_catf(str, ",stopped(%d)", WSTOPSIG(status));
    }
    if (WIFSIGNALED(status)) {
        sn = ruby_signal_name(WTERMSIG(status));
        if (sn) str_catf(str, ",signaled(SIG%s=%d)", sn, WTERMSIG(status));
        else str_catf(str, ",signaled(%d)", WTERMSIG(status));
    }
    if (WIFEXITED(status)) str_catf(str, ",exited(%d)", WEXITSTATUS(status));
    if (WCOREDUMP(status)) rb_str_cat2(str, ",coredumped");
    rb_str_cat2(str, ">");
    return str;
}

/* Process::Status#== */
static VALUE
pst_equal(VALUE st1, VALUE st2)
{
    if (st1 == st2) return Qtrue;
    return rb_equal(pst_to_i(st1), st2);
}

/* Process::Status#& */
static VALUE
pst_bitand(VALUE st, VALUE mask)
{
    return INT2NUM(pst_st(st) & NUM2INT(mask));
}

/* Process::Status#>> */
static VALUE
pst_rshift(VALUE st, VALUE n)
{
    /* 1.8.7 shifts a 64-bit long by the count's low 6 bits (x86-64);
       a long long keeps that on 32-bit hosts too */
    long long s = pst_st(st);
    return LL2NUM(s >> (NUM2INT(n) & 63));
}

/* Process::Status#stopped? */
static VALUE
pst_wifstopped(VALUE st)
{
    return WIFSTOPPED(pst_st(st)) ? Qtrue : Qfalse;
}

/* Process::Status#stopsig */
static VALUE
pst_wstopsig(VALUE st)
{
    int s = pst_st(st);
    return WIFSTOPPED(s) ? INT2NUM(WSTOPSIG(s)) : Qnil;
}

/* Process::Status#signaled? */
static VALUE
pst_wifsignaled(VALUE st)
{
    return WIFSIGNALED(pst_st(st)) ? Qtrue : Qfalse;
}

/* Process::Status#termsig */
static VALUE
pst_wtermsig(VALUE st)
{
    int s = pst_st(st);
    return WIFSIGNALED(s) ? INT2NUM(WTERMSIG(s)) : Qnil;
}

/* Process::Status#exited? */
static VALUE
pst_wifexited(VALUE st)
{
    return WIFEXITED(pst_st(st)) ? Qtrue : Qfalse;
}

/* Process::Status#exitstatus */
static VALUE
pst_wexitstatus(VALUE st)
{
    int s = pst_st(st);
    return WIFEXITED(s) ? INT2NUM(WEXITSTATUS(s)) : Qnil;
}

/* Process::Status#success? */
static VALUE
pst_success_p(VALUE st)
{
    int s = pst_st(st);
    if (!WIFEXITED(s)) return Qnil;
    return WEXITSTATUS(s) == EXIT_SUCCESS ? Qtrue : Qfalse;
}

/* Process::Status#coredump? */
static VALUE
pst_wcoredump(VALUE st)
{
    return WCOREDUMP(pst_st(st)) ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- waiting */

int
rb_waitpid(int pid, int *st, int flags)
{
    int result, status = 0;

    for (;;) {
        if (!(flags & WNOHANG) && !rb_thread_alone()) {
            /* other threads run while the child is polled for, every
               60 ms as 1.8.7 does (rb_thread_polling): a thread waiting
               for a child sees it end that late, not at once */
            result = waitpid(pid, &status, flags | WNOHANG);
            if (result == 0) {
                rb_thread_polling();
                continue;
            }
        }
        else result = waitpid(pid, &status, flags);
        if (result >= 0 || errno != EINTR) break;
        CHECK_INTS;
    }
    if (st) *st = status;
    if (result > 0) rb_last_status_set(status, result);
    return result;
}

/* waits for the child of system(): as 1.8.7, the parent ignores SIGHUP,
   SIGQUIT and SIGINT meanwhile (a ^C goes to the child only) */
static void
syswait_status(int pid, int *status)
{
    static int overriding;
    void (*hfunc)(int) = SIG_DFL, (*qfunc)(int) = SIG_DFL, (*ifunc)(int) = SIG_DFL;
    int hooked = 0;

    if (!overriding) {
        hfunc = signal(SIGHUP, SIG_IGN);
        qfunc = signal(SIGQUIT, SIG_IGN);
        ifunc = signal(SIGINT, SIG_IGN);
        overriding = hooked = 1;
    }
    rb_waitpid(pid, status, 0);
    if (hooked) {
        signal(SIGHUP, hfunc);
        signal(SIGQUIT, qfunc);
        signal(SIGINT, ifunc);
        overriding = 0;
    }
}

void
rb_syswait(int pid)
{
    int status;
    syswait_status(pid, &status);
}

static VALUE
proc_wait_common(int argc, VALUE *argv)
{
    VALUE vpid, vflags;
    int pid = -1, flags = 0, status;

    rb_secure(2);
    if (rb_scan_args(argc, argv, "02", &vpid, &vflags) > 0) pid = NUM2INT(vpid);   /* nil: TypeError */
    if (!NIL_P(vflags)) flags = (int)NUM2ULONG(vflags);   /* 1.8.7 reads them unsigned */
    pid = rb_waitpid(pid, &status, flags);
    if (pid < 0) rb_sys_fail(0);
    if (pid == 0) {
        rb_last_status = Qnil;
        return Qnil;
    }
    return INT2FIX(pid);
}

/* Process.wait(pid = -1, flags = 0), Process.waitpid */
static VALUE
proc_wait(int argc, VALUE *argv, VALUE self)
{
    return proc_wait_common(argc, argv);
}

/* Process.wait2, Process.waitpid2 */
static VALUE
proc_wait2(int argc, VALUE *argv, VALUE self)
{
    VALUE pid = proc_wait_common(argc, argv);

    if (NIL_P(pid)) return Qnil;
    return rb_assoc_new(pid, rb_last_status);
}

/* Process.waitall */
static VALUE
proc_waitall(VALUE self)
{
    VALUE result = rb_ary_new();
    int pid, status;

    rb_secure(2);
    rb_last_status = Qnil;   /* then the last child reaped, as 1.8.7 */
    for (;;) {
        pid = rb_waitpid(-1, &status, 0);
        if (pid < 0) {
            if (errno == ECHILD) break;
            rb_sys_fail(0);
        }
        rb_ary_push(result, rb_assoc_new(INT2FIX(pid), rb_last_status));
    }
    return result;
}

static VALUE
detach_body(void *arg)
{
    int pid = (int)(long)arg, status;

    while (rb_waitpid(pid, &status, WNOHANG) == 0) rb_thread_polling();
    return rb_last_status;
}

VALUE
rb_detach_process(int pid)
{
    return rb_thread_create(detach_body, (void *)(long)pid);
}

/* Process.detach(pid) */
static VALUE
proc_detach(VALUE obj, VALUE pid)
{
    rb_secure(2);
    return rb_detach_process(NUM2INT(pid));
}

/* ---------------------------------------------------------------- exit */

static int
exit_status_arg(VALUE status)
{
    if (status == Qtrue) return EXIT_SUCCESS;
    if (status == Qfalse) return EXIT_FAILURE;
    return NUM2INT(status);   /* nil is a TypeError, as 1.8.7 */
}

void
rb_exit(int status)
{
    VALUE args[2];

    args[0] = INT2NUM(status);
    args[1] = rb_str_new2("exit");
    rb_exc_raise(rb_class_new_instance(2, args, rb_eSystemExit));
}

/* Kernel#exit(status = true) */
VALUE
rb_f_exit(int argc, VALUE *argv)
{
    VALUE status;
    int istatus = EXIT_SUCCESS;

    rb_secure(4);
    if (rb_scan_args(argc, argv, "01", &status) == 1)
        istatus = exit_status_arg(status);
    rb_exit(istatus);
    return Qnil;
}

static VALUE
f_exit(int argc, VALUE *argv, VALUE self)
{
    return rb_f_exit(argc, argv);
}

/* Kernel#exit!(status = false): no ensure, no at_exit, no buffer flush */
static VALUE
f_exit_bang(int argc, VALUE *argv, VALUE self)
{
    VALUE status;
    int istatus = EXIT_FAILURE;

    rb_secure(4);
    if (rb_scan_args(argc, argv, "01", &status) == 1)
        istatus = exit_status_arg(status);
    _exit(istatus);
    return Qnil;
}

/* Kernel#abort(msg = nil) */
VALUE
rb_f_abort(int argc, VALUE *argv)
{
    VALUE args[2];

    rb_secure(4);
    if (argc == 0) {
        if (!NIL_P(ruby_errinfo)) rb_error_print();
        rb_exit(EXIT_FAILURE);
    }
    rb_scan_args(argc, argv, "1", &args[1]);
    StringValue(args[1]);
    rb_io_puts(1, &args[1], rb_stderr);
    if (TYPE(rb_stderr) == T_FILE) rb_io_flush(rb_stderr);
    args[0] = INT2NUM(EXIT_FAILURE);
    rb_exc_raise(rb_class_new_instance(2, args, rb_eSystemExit));
    return Qnil;
}

static VALUE
f_abort(int argc, VALUE *argv, VALUE self)
{
    return rb_f_abort(argc, argv);
}

/* ---------------------------------------------------------------- exec */

static int
has_shell_meta(const char *s)
{
    return strpbrk(s, "*?{}[]<>()~&|\\$;'`\"\n") != 0;
}

/* the PATH 1.8.7 searches when none is set */
#define DEFAULT_EXEC_PATH "/usr/local/bin:/usr/ucb:/usr/bin:/bin:."

/* execv of prog, looked up in $PATH (an empty entry is ".") when it has no
   "/": as 1.8.7, a file the kernel cannot run is not handed to /bin/sh
   (ENOEXEC), and a missing or refused one lets the next directory try */
static void
proc_execvpath(const char *prog, char **argv)
{
    const char *path = getenv("PATH"), *p, *end;
    char *buf;
    size_t plen = strlen(prog);
    int refused = 0;

    if (strchr(prog, '/')) {
        execv(prog, argv);
        return;
    }
    if (!path) path = DEFAULT_EXEC_PATH;
    buf = ALLOCA_N(char, strlen(path) + plen + 3);
    for (p = path; ; p = end + 1) {
        size_t dlen;

        end = strchr(p, ':');
        if (!end) end = p + strlen(p);
        dlen = end - p;
        if (dlen == 0) buf[dlen++] = '.';
        else memcpy(buf, p, dlen);
        buf[dlen] = '/';
        memcpy(buf + dlen + 1, prog, plen + 1);
        execv(buf, argv);
        if (errno == EACCES) refused = 1;
        else if (errno != ENOENT && errno != ENOTDIR && errno != ELOOP && errno != ENAMETOOLONG)
            return;
        if (!*end) break;
    }
    errno = refused ? EACCES : ENOENT;
}

int
rb_proc_exec(const char *str)
{
    const char *s;
    char **argv, *buf, *p;
    int n = 0;

    for (s = str; *s == ' ' || *s == '\t' || *s == '\n'; s++);
    if (has_shell_meta(s)) {
        execl("/bin/sh", "sh", "-c", str, (char *)0);
        return -1;
    }
    buf = ALLOCA_N(char, strlen(s) + 1);
    strcpy(buf, s);
    argv = ALLOCA_N(char *, strlen(s) / 2 + 2);
    for (p = strtok(buf, " \t\n"); p; p = strtok(0, " \t\n")) argv[n++] = p;
    argv[n] = 0;
    if (n == 0) { errno = ENOENT; return -1; }
    proc_execvpath(argv[0], argv);
    return -1;
}

/* runs argv; without a shell when prog (from [prog, argv0]) is given or
   there are several words; returns only on failure */
static void
proc_exec_args(VALUE prog, int argc, VALUE *argv)
{
    char **args;
    int i;

    if (argc == 1 && NIL_P(prog)) {
        rb_proc_exec(RSTRING(argv[0])->ptr);
        return;
    }
    args = ALLOCA_N(char *, argc + 1);
    for (i = 0; i < argc; i++) args[i] = RSTRING(argv[i])->ptr;
    args[argc] = 0;
    proc_execvpath(NIL_P(prog) ? args[0] : RSTRING(prog)->ptr, args);
}

/* checks the words (each a clean String at $SAFE >= 1); a first [prog, argv0]
   gives the program, returned, and its argv[0] */
static VALUE
proc_check_args(int argc, VALUE *argv)
{
    VALUE prog = Qnil;
    int i;

    if (argc == 0) rb_raise(rb_eArgError, "wrong number of arguments");   /* sic, 1.8.7 */
    if (TYPE(argv[0]) == T_ARRAY) {
        if (RARRAY(argv[0])->len != 2) rb_raise(rb_eArgError, "wrong first argument");
        prog = RARRAY(argv[0])->ptr[0];
        argv[0] = RARRAY(argv[0])->ptr[1];
        SafeStringValue(prog);
        StringValueCStr(prog);
    }
    for (i = 0; i < argc; i++) {
        SafeStringValue(argv[i]);
        StringValueCStr(argv[i]);
    }
    if (rb_safe_level() >= 1 && rb_env_path_tainted_p())
        rb_raise(rb_eSecurityError, "Insecure PATH - %s", RSTRING_PTR(NIL_P(prog) ? argv[0] : prog));
    return prog;
}

/* Kernel#exec(cmd, *args) */
VALUE
rb_f_exec(int argc, VALUE *argv)
{
    VALUE prog = proc_check_args(argc, argv);

    /* no flush: as 1.8.7, output still buffered for a file or pipe is dropped */
    proc_exec_args(prog, argc, argv);
    rb_sys_fail(RSTRING(argv[0])->ptr);   /* 1.8.7 names argv0 of [prog, argv0] */
    return Qnil;
}

static VALUE
f_exec(int argc, VALUE *argv, VALUE self)
{
    return rb_f_exec(argc, argv);
}

struct system_args { int argc; VALUE *argv; VALUE prog; struct sigaction chld; };

static void
chld_default(struct sigaction *old)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGCHLD, &sa, old);
}

static VALUE
chld_restore(VALUE old)
{
    sigaction(SIGCHLD, (struct sigaction *)old, 0);
    return Qnil;
}

/* forks and waits for the command of system: its wait status */
static VALUE
system_run(VALUE arg)
{
    struct system_args *a = (struct system_args *)arg;
    int pid, status;

    pid = fork();
    if (pid < 0) rb_sys_fail(0);
    if (pid == 0) {
        proc_exec_args(a->prog, a->argc, a->argv);
        _exit(127);
    }
    syswait_status(pid, &status);
    return INT2NUM(status);
}

/* Kernel#system(cmd, *args): true when the command exits with status 0 */
static VALUE
f_system(int argc, VALUE *argv, VALUE self)
{
    int status;
    VALUE prog, st;
    struct system_args a;

    rb_io_flush_all();   /* first: 1.8.7 flushes also when the arguments are bad */
    prog = proc_check_args(argc, argv);
    a.argc = argc;
    a.argv = argv;
    a.prog = prog;
    /* 1.8.7: SIGCHLD has its default action meanwhile, so a CHLD trap does
       not run for the child of system */
    chld_default(&a.chld);
    st = rb_ensure(system_run, (VALUE)&a, chld_restore, (VALUE)&a.chld);
    status = NUM2INT(st);
    if (WIFEXITED(status) && WEXITSTATUS(status) == EXIT_SUCCESS) return Qtrue;
    return Qfalse;
}

/* Kernel#fork { } */
static VALUE
f_fork(VALUE obj)
{
    int pid, state = 0;

    rb_secure(2);
    rb_io_flush_all();
    pid = fork();
    if (pid < 0) rb_sys_fail("fork(2)");
    if (pid == 0) {
        rb_thread_atfork();
        if (rb_block_given_p()) {
            rb_protect(rb_yield, Qundef, &state);
            ruby_stop(state);
        }
        return Qnil;
    }
    return INT2FIX(pid);
}

/* Kernel#sleep(secs = nil): the whole seconds slept */
static VALUE
f_sleep(int argc, VALUE *argv, VALUE self)
{
    time_t beg = time(0);

    if (argc == 0) rb_thread_sleep_forever();
    else if (argc == 1) rb_thread_wait_for(rb_time_interval(argv[0]));
    else rb_raise(rb_eArgError, "wrong number of arguments");   /* no counts, as 1.8.7 */
    return INT2FIX(time(0) - beg);
}

/* ---------------------------------------------------------------- ids */

/* Process.pid, $$ */
static VALUE
proc_pid(VALUE self)
{
    rb_secure(2);
    return INT2FIX(getpid());
}

static VALUE
pid_getter(ID id, void *data)
{
    rb_secure(2);
    return INT2FIX(getpid());
}

/* Process.ppid */
static VALUE
proc_ppid(VALUE self)
{
    rb_secure(2);
    return INT2FIX(getppid());
}

/* Process.uid */
static VALUE
proc_uid(VALUE self)
{
    return INT2FIX(getuid());
}

/* Process.gid */
static VALUE
proc_gid(VALUE self)
{
    return INT2FIX(getgid());
}

/* Process.euid */
static VALUE
proc_euid(VALUE self)
{
    return INT2FIX(geteuid());
}

/* Process.egid */
static VALUE
proc_egid(VALUE self)
{
    return INT2FIX(getegid());
}

/* Process.getpgrp */
static VALUE
proc_getpgrp(VALUE self)
{
    rb_secure(2);
    return INT2FIX(getpgrp());
}

/* Process.getpgid(pid) */
static VALUE
proc_getpgid(VALUE self, VALUE pid)
{
    int r;

    rb_secure(2);
    r = getpgid(NUM2INT(pid));
    if (r < 0) rb_sys_fail(0);
    return INT2FIX(r);
}

/* Process.setpgid(pid, pgid) */
static VALUE
proc_setpgid(VALUE self, VALUE pid, VALUE pgid)
{
    int ipid, ipgid;

    rb_secure(2);
    ipid = NUM2INT(pid);   /* left to right, as 1.8.7 converts them */
    ipgid = NUM2INT(pgid);
    if (setpgid(ipid, ipgid) < 0) rb_sys_fail(0);
    return INT2FIX(0);
}

/* Process.setsid */
static VALUE
proc_setsid(VALUE self)
{
    int r;

    rb_secure(2);
    r = setsid();
    if (r < 0) rb_sys_fail(0);
    return INT2FIX(r);
}

/* Process.times */
VALUE
rb_proc_times(VALUE obj)
{
    struct tms buf;
    double hz = (double)sysconf(_SC_CLK_TCK);

    times(&buf);
    return rb_struct_new(S_Tms, rb_float_new(buf.tms_utime / hz),
                         rb_float_new(buf.tms_stime / hz),
                         rb_float_new(buf.tms_cutime / hz),
                         rb_float_new(buf.tms_cstime / hz));
}

/* ---------------------------------------------------------------- limits, priorities */

/* Process.getrlimit(resource) -> [cur, max] */
static VALUE
proc_getrlimit(VALUE self, VALUE resource)
{
    struct rlimit rl;

    rb_secure(2);
    if (getrlimit(NUM2INT(resource), &rl) < 0) rb_sys_fail("getrlimit");
    return rb_assoc_new(ULL2NUM((unsigned long long)rl.rlim_cur),
                        ULL2NUM((unsigned long long)rl.rlim_max));
}

/* Process.setrlimit(resource, cur, max = cur) -> nil */
static VALUE
proc_setrlimit(int argc, VALUE *argv, VALUE self)
{
    VALUE resource, cur, max;
    struct rlimit rl;
    int res;

    rb_secure(2);
    rb_scan_args(argc, argv, "21", &resource, &cur, &max);
    if (NIL_P(max)) max = cur;
    rl.rlim_cur = (rlim_t)NUM2ULONG(cur);   /* the limits first, as 1.8.7 */
    rl.rlim_max = (rlim_t)NUM2ULONG(max);
    res = NUM2INT(resource);
    if (setrlimit(res, &rl) < 0) rb_sys_fail("setrlimit");
    return Qnil;
}

/* Process.getpriority(which, who) */
static VALUE
proc_getpriority(VALUE self, VALUE which, VALUE who)
{
    int prio, iwhich, iwho;

    rb_secure(2);
    iwhich = NUM2INT(which);   /* left to right, as 1.8.7 */
    iwho = NUM2INT(who);
    errno = 0;
    prio = getpriority(iwhich, iwho);
    if (errno) rb_sys_fail(0);
    return INT2FIX(prio);
}

/* Process.setpriority(which, who, prio) */
static VALUE
proc_setpriority(VALUE self, VALUE which, VALUE who, VALUE prio)
{
    int iwhich, iwho, iprio;

    rb_secure(2);
    iwhich = NUM2INT(which);   /* left to right, as 1.8.7 */
    iwho = NUM2INT(who);
    iprio = NUM2INT(prio);
    if (setpriority(iwhich, iwho, iprio) < 0) rb_sys_fail(0);
    return INT2FIX(0);
}

/* Process.setpgrp */
static VALUE
proc_setpgrp(VALUE self)
{
    rb_secure(2);
    if (setpgid(0, 0) < 0) rb_sys_fail(0);
    return INT2FIX(0);
}

static void
init_rlimit(VALUE p)
{
    VALUE inf = ULL2NUM((unsigned long long)RLIM_INFINITY);

    rb_define_module_function(p, "getrlimit", proc_getrlimit, 1);
    rb_define_module_function(p, "setrlimit", proc_setrlimit, -1);
    rb_define_module_function(p, "getpriority", proc_getpriority, 2);
    rb_define_module_function(p, "setpriority", proc_setpriority, 3);
    rb_define_module_function(p, "setpgrp", proc_setpgrp, 0);
    rb_define_const(p, "PRIO_PROCESS", INT2FIX(PRIO_PROCESS));
    rb_define_const(p, "PRIO_PGRP", INT2FIX(PRIO_PGRP));
    rb_define_const(p, "PRIO_USER", INT2FIX(PRIO_USER));
    rb_define_const(p, "RLIM_INFINITY", inf);
    rb_define_const(p, "RLIM_SAVED_MAX", ULL2NUM((unsigned long long)RLIM_SAVED_MAX));
    rb_define_const(p, "RLIM_SAVED_CUR", ULL2NUM((unsigned long long)RLIM_SAVED_CUR));
    rb_define_const(p, "RLIMIT_CORE", INT2FIX(RLIMIT_CORE));
    rb_define_const(p, "RLIMIT_CPU", INT2FIX(RLIMIT_CPU));
    rb_define_const(p, "RLIMIT_DATA", INT2FIX(RLIMIT_DATA));
    rb_define_const(p, "RLIMIT_FSIZE", INT2FIX(RLIMIT_FSIZE));
    rb_define_const(p, "RLIMIT_NOFILE", INT2FIX(RLIMIT_NOFILE));
    rb_define_const(p, "RLIMIT_STACK", INT2FIX(RLIMIT_STACK));
    rb_define_const(p, "RLIMIT_AS", INT2FIX(RLIMIT_AS));
    rb_define_const(p, "RLIMIT_MEMLOCK", INT2FIX(RLIMIT_MEMLOCK));
    rb_define_const(p, "RLIMIT_NPROC", INT2FIX(RLIMIT_NPROC));
    rb_define_const(p, "RLIMIT_RSS", INT2FIX(RLIMIT_RSS));
}

/* ---------------------------------------------------------------- user and group ids */

static int maxgroups = 32;

/* Process.groups */
static VALUE
proc_getgroups(VALUE self)
{
    int n = getgroups(0, 0), i;
    gid_t *list;
    VALUE ary;

    if (n < 0) rb_sys_fail(0);
    list = ALLOCA_N(gid_t, n + 1);
    n = getgroups(n, list);
    if (n < 0) rb_sys_fail(0);
    ary = rb_ary_new();
    for (i = 0; i < n; i++) rb_ary_push(ary, INT2NUM(list[i]));
    return ary;
}

/* a group given as an Integer or a group name */
static gid_t
group_arg(VALUE g)
{
    struct group *gr;

    if (TYPE(g) != T_STRING) return (gid_t)NUM2INT(g);
    gr = getgrnam(RSTRING(g)->ptr);
    if (!gr) rb_raise(rb_eArgError, "can't find group for %s", RSTRING(g)->ptr);
    return gr->gr_gid;
}

/* Process.groups = array */
static VALUE
proc_setgroups(VALUE self, VALUE ary)
{
    gid_t *list;
    long i, n;

    Check_Type(ary, T_ARRAY);
    n = RARRAY(ary)->len;
    if (n > maxgroups) rb_raise(rb_eArgError, "too many groups, %ld max", (long)maxgroups);
    list = ALLOCA_N(gid_t, n + 1);
    for (i = 0; i < n; i++) list[i] = group_arg(RARRAY(ary)->ptr[i]);
    if (setgroups(n, list) < 0) rb_sys_fail(0);
    return proc_getgroups(self);
}

/* Process.initgroups(user, gid) */
static VALUE
proc_initgroups(VALUE self, VALUE user, VALUE gid)
{
    if (initgroups(StringValueCStr(user), (gid_t)NUM2INT(gid)) < 0) rb_sys_fail(0);
    return proc_getgroups(self);
}

/* Process.maxgroups, Process.maxgroups = n (at most 4096 as 1.8.7) */
static VALUE
proc_getmaxgroups(VALUE self)
{
    return INT2FIX(maxgroups);
}

static VALUE
proc_setmaxgroups(VALUE self, VALUE n)
{
    int v = NUM2INT(n);

    maxgroups = v > 4096 ? 4096 : v;
    return n;
}

#define ID_CHECK(expr) do { if ((expr) < 0) rb_sys_fail(0); } while (0)
/* an id change: refused at $SAFE >= 2 before its arguments are converted */
#define ID_SET(expr) do { rb_secure(2); ID_CHECK(expr); } while (0)

/* Process.uid=, gid= (the id converted before the $SAFE check), euid=, egid= */
static VALUE proc_setuid(VALUE self, VALUE id) { int v = NUM2INT(id); ID_SET(setresuid(v, -1, -1)); return id; }
static VALUE proc_setgid(VALUE self, VALUE id) { int v = NUM2INT(id); ID_SET(setresgid(v, -1, -1)); return id; }
static VALUE proc_seteuid(VALUE self, VALUE id) { ID_SET(setresuid(-1, NUM2INT(id), -1)); return id; }
static VALUE proc_setegid(VALUE self, VALUE id) { ID_SET(setresgid(-1, NUM2INT(id), -1)); return id; }

/* Process::Sys: the bare system calls, nil on success */
static VALUE sys_setuid(VALUE m, VALUE id) { ID_SET(setuid(NUM2INT(id))); return Qnil; }
static VALUE sys_setgid(VALUE m, VALUE id) { ID_SET(setgid(NUM2INT(id))); return Qnil; }
static VALUE sys_seteuid(VALUE m, VALUE id) { ID_SET(seteuid(NUM2INT(id))); return Qnil; }
static VALUE sys_setegid(VALUE m, VALUE id) { ID_SET(setegid(NUM2INT(id))); return Qnil; }
/* glibc has no setruid/setrgid: 1.8.7 built there raises NotImplementedError */
static VALUE sys_setruid(VALUE m, VALUE id) { rb_notimplement(); return Qnil; }
static VALUE sys_setrgid(VALUE m, VALUE id) { rb_notimplement(); return Qnil; }
static VALUE sys_setreuid(VALUE m, VALUE r, VALUE e) { ID_SET(setreuid(NUM2INT(r), NUM2INT(e))); return Qnil; }
static VALUE sys_setregid(VALUE m, VALUE r, VALUE e) { ID_SET(setregid(NUM2INT(r), NUM2INT(e))); return Qnil; }
static VALUE sys_setresuid(VALUE m, VALUE r, VALUE e, VALUE s)
{ ID_SET(setresuid(NUM2INT(r), NUM2INT(e), NUM2INT(s))); return Qnil; }
static VALUE sys_setresgid(VALUE m, VALUE r, VALUE e, VALUE s)
{ ID_SET(setresgid(NUM2INT(r), NUM2INT(e), NUM2INT(s))); return Qnil; }
static VALUE sys_issetugid(VALUE m) { rb_notimplement(); return Qnil; }

/* Process::UID and Process::GID share these through is_uid */
static void
ids_get(int is_uid, int *r, int *e, int *s)
{
    if (is_uid) { uid_t a, b, c; getresuid(&a, &b, &c); *r = a; *e = b; *s = c; }
    else { gid_t a, b, c; getresgid(&a, &b, &c); *r = a; *e = b; *s = c; }
}

static void
ids_set(int is_uid, int r, int e, int s)
{
    rb_secure(2);
    if (is_uid) ID_CHECK(setresuid(r, e, s));
    else ID_CHECK(setresgid(r, e, s));
}

static int
is_uid_mod(VALUE mod)
{
    return mod == rb_const_get(rb_mProcess, rb_intern("UID"));
}

static VALUE id_rid(VALUE m) { int r, e, s; ids_get(is_uid_mod(m), &r, &e, &s); return INT2FIX(r); }
static VALUE id_eid(VALUE m) { int r, e, s; ids_get(is_uid_mod(m), &r, &e, &s); return INT2FIX(e); }
static VALUE id_true(VALUE m) { return Qtrue; }

/* change_privilege(id): real, effective and saved all become id */
static VALUE
id_change_privilege(VALUE m, VALUE id)
{
    int v;

    rb_secure(2);
    v = NUM2INT(id);
    ids_set(is_uid_mod(m), v, v, v);
    return id;
}

/* grant_privilege(id), eid = id: the effective id (and saved, as 1.8.7) */
static VALUE
id_grant_privilege(VALUE m, VALUE id)
{
    int v = NUM2INT(id), r, e, s;

    ids_get(is_uid_mod(m), &r, &e, &s);
    ids_set(is_uid_mod(m), -1, v, v == r ? -1 : v);
    return id;
}

/* re_exchange: swaps real and effective ids; the new effective one */
static VALUE
id_re_exchange(VALUE m)
{
    int r, e, s;

    ids_get(is_uid_mod(m), &r, &e, &s);
    ids_set(is_uid_mod(m), e, r, r);
    return INT2FIX(r);
}

static VALUE
id_switch_back(VALUE m)
{
    return id_re_exchange(m);
}

/* switch: exchange real and effective ids (for the block only, if given) */
static VALUE
id_switch(VALUE m)
{
    int r, e, s;

    rb_secure(2);
    ids_get(is_uid_mod(m), &r, &e, &s);
    if (r == e) {
        errno = EPERM;
        rb_sys_fail(0);
    }
    id_re_exchange(m);
    if (!rb_block_given_p()) return INT2FIX(r);
    return rb_ensure(rb_yield, Qnil, id_switch_back, m);
}

static VALUE
define_id_module(VALUE p, const char *name)
{
    VALUE m = rb_define_module_under(p, name);

    rb_define_module_function(m, "rid", id_rid, 0);
    rb_define_module_function(m, "eid", id_eid, 0);
    rb_define_module_function(m, "change_privilege", id_change_privilege, 1);
    rb_define_module_function(m, "grant_privilege", id_grant_privilege, 1);
    rb_define_singleton_method(m, "eid=", id_grant_privilege, 1);
    rb_define_module_function(m, "re_exchange", id_re_exchange, 0);
    rb_define_module_function(m, "re_exchangeable?", id_true, 0);
    rb_define_module_function(m, "sid_available?", id_true, 0);
    rb_define_module_function(m, "switch", id_switch, 0);
    return m;
}

static void
init_ids(VALUE p)
{
    VALUE sys = rb_define_module_under(p, "Sys");

    rb_define_module_function(p, "uid=", proc_setuid, 1);
    rb_define_module_function(p, "gid=", proc_setgid, 1);
    rb_define_module_function(p, "euid=", proc_seteuid, 1);
    rb_define_module_function(p, "egid=", proc_setegid, 1);
    rb_define_module_function(p, "groups", proc_getgroups, 0);
    rb_define_module_function(p, "groups=", proc_setgroups, 1);
    rb_define_module_function(p, "initgroups", proc_initgroups, 2);
    rb_define_module_function(p, "maxgroups", proc_getmaxgroups, 0);
    rb_define_module_function(p, "maxgroups=", proc_setmaxgroups, 1);
    define_id_module(p, "UID");
    define_id_module(p, "GID");
    rb_define_module_function(sys, "getuid", proc_uid, 0);
    rb_define_module_function(sys, "geteuid", proc_euid, 0);
    rb_define_module_function(sys, "getgid", proc_gid, 0);
    rb_define_module_function(sys, "getegid", proc_egid, 0);
    rb_define_module_function(sys, "setuid", sys_setuid, 1);
    rb_define_module_function(sys, "setgid", sys_setgid, 1);
    rb_define_module_function(sys, "seteuid", sys_seteuid, 1);
    rb_define_module_function(sys, "setegid", sys_setegid, 1);
    rb_define_module_function(sys, "setruid", sys_setruid, 1);
    rb_define_module_function(sys, "setrgid", sys_setrgid, 1);
    rb_define_module_function(sys, "setreuid", sys_setreuid, 2);
    rb_define_module_function(sys, "setregid", sys_setregid, 2);
    rb_define_module_function(sys, "setresuid", sys_setresuid, 3);
    rb_define_module_function(sys, "setresgid", sys_setresgid, 3);
    rb_define_module_function(sys, "issetugid", sys_issetugid, 0);
}

static void
init_status(void)
{
    VALUE c;

    rb_cProcStatus = c = rb_define_class_under(rb_mProcess, "Status", rb_cObject);
    rb_undef_method(CLASS_OF(c), "new");
    rb_define_method(c, "==", pst_equal, 1);
    rb_define_method(c, "&", pst_bitand, 1);
    rb_define_method(c, ">>", pst_rshift, 1);
    rb_define_method(c, "to_i", pst_to_i, 0);
    rb_define_method(c, "to_int", pst_to_i, 0);
    rb_define_method(c, "to_s", pst_to_s, 0);
    rb_define_method(c, "inspect", pst_inspect, 0);
    rb_define_method(c, "pid", pst_pid, 0);
    rb_define_method(c, "stopped?", pst_wifstopped, 0);
    rb_define_method(c, "stopsig", pst_wstopsig, 0);
    rb_define_method(c, "signaled?", pst_wifsignaled, 0);
    rb_define_method(c, "termsig", pst_wtermsig, 0);
    rb_define_method(c, "exited?", pst_wifexited, 0);
    rb_define_method(c, "exitstatus", pst_wexitstatus, 0);
    rb_define_method(c, "success?", pst_success_p, 0);
    rb_define_method(c, "coredump?", pst_wcoredump, 0);
}

static void
init_kernel_process(void)
{
    rb_define_global_function("exec", f_exec, -1);
    rb_define_global_function("fork", f_fork, 0);
    rb_define_global_function("exit!", f_exit_bang, -1);
    rb_define_global_function("system", f_system, -1);
    rb_define_global_function("sleep", f_sleep, -1);
    rb_define_global_function("exit", f_exit, -1);
    rb_define_global_function("abort", f_abort, -1);
}

void
Init_process(void)
{
    VALUE p;

    id_status = rb_intern("status");
    id_pid = rb_intern("pid");
    rb_define_virtual_variable("$$", pid_getter, 0);
    rb_define_virtual_variable("$?", last_status_get, 0);
    rb_global_variable(&rb_last_status);
    init_kernel_process();

    rb_mProcess = p = rb_define_module("Process");
    rb_define_const(p, "WNOHANG", INT2FIX(WNOHANG));
    rb_define_const(p, "WUNTRACED", INT2FIX(WUNTRACED));
    rb_define_singleton_method(p, "fork", f_fork, 0);
    rb_define_singleton_method(p, "exec", f_exec, -1);
    rb_define_singleton_method(p, "exit!", f_exit_bang, -1);
    rb_define_singleton_method(p, "exit", f_exit, -1);
    rb_define_singleton_method(p, "abort", f_abort, -1);
    rb_define_module_function(p, "kill", rb_f_kill, -1);
    rb_define_module_function(p, "wait", proc_wait, -1);
    rb_define_module_function(p, "wait2", proc_wait2, -1);
    rb_define_module_function(p, "waitpid", proc_wait, -1);
    rb_define_module_function(p, "waitpid2", proc_wait2, -1);
    rb_define_module_function(p, "waitall", proc_waitall, 0);
    rb_define_module_function(p, "detach", proc_detach, 1);
    rb_define_module_function(p, "pid", proc_pid, 0);
    rb_define_module_function(p, "ppid", proc_ppid, 0);
    rb_define_module_function(p, "uid", proc_uid, 0);
    rb_define_module_function(p, "gid", proc_gid, 0);
    rb_define_module_function(p, "euid", proc_euid, 0);
    rb_define_module_function(p, "egid", proc_egid, 0);
    rb_define_module_function(p, "getpgrp", proc_getpgrp, 0);
    rb_define_module_function(p, "getpgid", proc_getpgid, 1);
    rb_define_module_function(p, "setpgid", proc_setpgid, 2);
    rb_define_module_function(p, "setsid", proc_setsid, 0);
    rb_define_module_function(p, "times", rb_proc_times, 0);
    init_status();
    init_rlimit(p);
    init_ids(p);
    S_Tms = rb_struct_define("Tms", "utime", "stime", "cutime", "cstime", NULL);
    rb_global_variable(&S_Tms);
}
