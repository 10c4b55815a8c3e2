/* pty.c - PTY of Ruby 1.8.7: PTY.spawn runs a command on a new
 * pseudo-terminal and gives the master side as two Files; a watcher thread
 * raises PTY::ChildExited in the spawning thread when the child exits or
 * stops.  The child is prepared with plain system calls between fork and
 * exec (no Ruby code runs in it). */
#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE 1
#define RUBY_IO_FD_ONLY 1   /* works on descriptors, no stdio FILE (rubyio.h) */
#include "ruby.h"
#include "rubyio.h"
#include "util.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <errno.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/ioctl.h>

static VALUE mPTY, eChildExited;
static ID id_status, id_raise;

/* what the child will exec: the words (argv NULL-terminated) and, from a
 * first [prog, argv0] argument, the program to run */
struct exec_plan {
    const char *prog;   /* 0: argv[0], or a shell command when single */
    char **argv;
    int argc;
};

/* checks spawn's arguments as exec does, in the parent (a TypeError is
 * raised here, not in the child) */
static void
plan_exec(struct exec_plan *plan, int argc, VALUE *argv)
{
    int i;

    plan->prog = 0;
    plan->argc = argc;
    if (TYPE(argv[0]) == T_ARRAY) {
        VALUE pair = argv[0];
        if (RARRAY_LEN(pair) != 2) rb_raise(rb_eArgError, "wrong first argument");
        plan->prog = StringValueCStr(RARRAY_PTR(pair)[0]);
        argv[0] = RARRAY_PTR(pair)[1];
    }
    for (i = 0; i < argc; i++) StringValueCStr(argv[i]);
    for (i = 0; i < argc; i++) plan->argv[i] = RSTRING_PTR(argv[i]);
    plan->argv[argc] = 0;
}

/* in the child: a session of its own on the slave terminal, then exec;
 * on failure the error goes to the terminal */
static void
run_child(int master, const char *slave_name, struct exec_plan *plan)
{
    sigset_t none;
    int slave;
    const char *what = plan->prog ? plan->prog : plan->argv[0];

    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, 0);   /* the interpreter's mask is no child's */
    setsid();
    close(master);
    slave = open(slave_name, O_RDWR);
    if (slave < 0) _exit(127);
#ifdef TIOCSCTTY
    ioctl(slave, TIOCSCTTY, 0);
#endif
    dup2(slave, 0);
    dup2(slave, 1);
    dup2(slave, 2);
    if (slave > 2) close(slave);
    if (plan->argc == 1 && !plan->prog) rb_proc_exec(plan->argv[0]);
    else execvp(plan->prog ? plan->prog : plan->argv[0], plan->argv);
    {
        const char *msg = strerror(errno);
        if (write(2, what, strlen(what)) < 0 || write(2, ": ", 2) < 0 ||
            write(2, msg, strlen(msg)) < 0 || write(2, "\n", 1) < 0) _exit(127);
    }
    _exit(127);
}

/* a new master side; its slave's name in name */
static int
open_master(char *name, size_t size)
{
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    const char *slave;

    if (master < 0) rb_sys_fail("posix_openpt");
    if (grantpt(master) < 0 || unlockpt(master) < 0 || !(slave = ptsname(master))) {
        int e = errno;
        close(master);
        errno = e;
        rb_sys_fail("grantpt");
    }
    if (strlen(slave) >= size) {
        close(master);
        rb_raise(rb_eRuntimeError, "pty name too long");
    }
    strcpy(name, slave);
    return master;
}

/* a File over fd, named after the slave terminal as 1.8.7 names it */
static VALUE
pty_file(int fd, const char *mode, const char *name)
{
    VALUE args[2];
    VALUE file;
    rb_io_t *fptr;

    args[0] = INT2FIX(fd);
    args[1] = rb_str_new2(mode);
    file = rb_class_new_instance(2, args, rb_cFile);
    GetOpenFile(file, fptr);
    if (fptr->path) xfree(fptr->path);
    fptr->path = ruby_strdup(name);
    return file;
}

/* the watcher thread: waits for the child; raises ChildExited in the
 * spawning thread when it stops (and goes on) or ends */
static VALUE
watch_child(VALUE info)
{
    int pid = FIX2INT(RARRAY_PTR(info)[0]);
    VALUE parent = RARRAY_PTR(info)[1];
    int status;
    char msg[64];

    for (;;) {
        VALUE exc;
        if (rb_waitpid(pid, &status, WUNTRACED) != pid) return Qnil;
        snprintf(msg, sizeof msg, "pty - %s: %d",
                 WIFSTOPPED(status) ? "stopped" : "exited", pid);
        exc = rb_exc_new2(eChildExited, msg);
        rb_ivar_set(exc, id_status, rb_last_status);
        rb_funcall(parent, id_raise, 1, exc);
        if (!WIFSTOPPED(status)) return Qnil;
    }
}

/* after spawn's block: the watcher goes, the child is reaped when it ends */
static VALUE
end_watch(VALUE info)
{
    rb_thread_kill(RARRAY_PTR(info)[2]);
    rb_detach_process(FIX2INT(RARRAY_PTR(info)[0]));
    return Qnil;
}

/* PTY.spawn(command...) / PTY.getpty: [reader, writer, pid], or yields them
 * and gives nil; with no command, runs $SHELL (or /bin/sh) */
static VALUE
pty_spawn(int argc, VALUE *argv, VALUE self)
{
    struct exec_plan plan;
    char name[256];
    VALUE shell, info, result, *args;
    int master, wfd, pid;

    if (argc == 0) {
        const char *sh = getenv("SHELL");
        shell = rb_str_new2(sh ? sh : "/bin/sh");
        argc = 1;
        argv = &shell;
    }
    args = ALLOCA_N(VALUE, argc);
    MEMCPY(args, argv, VALUE, argc);
    plan.argv = ALLOCA_N(char *, argc + 1);
    plan_exec(&plan, argc, args);

    master = open_master(name, sizeof name);
    pid = fork();
    if (pid < 0) {
        int e = errno;
        close(master);
        errno = e;
        rb_sys_fail("fork failed");
    }
    if (pid == 0) run_child(master, name, &plan);
    RB_GC_GUARD(args[0]);

    wfd = dup(master);
    if (wfd < 0) {
        close(master);
        rb_sys_fail("dup");
    }
    result = rb_ary_new3(3, pty_file(master, "r", name), pty_file(wfd, "w", name),
                         INT2NUM(pid));
    rb_io_synchronized(RFILE(RARRAY_PTR(result)[1])->fptr);

    info = rb_ary_new3(3, INT2NUM(pid), rb_thread_current(), Qnil);
    rb_ary_store(info, 2, rb_thread_create(watch_child, (void *)info));
    if (!rb_block_given_p()) return result;
    rb_ensure(rb_yield, result, end_watch, info);
    return Qnil;
}

static VALUE
pty_protect_signal(VALUE self)
{
    rb_warn("PTY::protect_signal is no longer needed");
    rb_yield(Qnil);
    return self;
}

static VALUE
pty_reset_signal(VALUE self)
{
    rb_warn("PTY::reset_signal is no longer needed");
    return self;
}

/* PTY::ChildExited#status: the Process::Status of the child */
static VALUE
child_exited_status(VALUE self)
{
    return rb_attr_get(self, id_status);
}

void
Init_pty(void)
{
    id_status = rb_intern("status");   /* no @: hidden from instance_variables */
    id_raise = rb_intern("raise");
    mPTY = rb_define_module("PTY");
    rb_define_module_function(mPTY, "spawn", pty_spawn, -1);
    rb_define_module_function(mPTY, "getpty", pty_spawn, -1);
    rb_define_module_function(mPTY, "protect_signal", pty_protect_signal, 0);
    rb_define_module_function(mPTY, "reset_signal", pty_reset_signal, 0);
    eChildExited = rb_define_class_under(mPTY, "ChildExited", rb_eRuntimeError);
    rb_define_method(eChildExited, "status", child_exited_status, 0);
}
