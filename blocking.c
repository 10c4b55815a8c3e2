/* blocking.c - rb_thread_blocking_region: runs a C function on a native
 * worker thread while the other (green) Ruby threads go on.  The calling
 * Ruby thread waits for the worker as it waits for input on a descriptor:
 * the worker writes a byte to a pipe when its function has returned.  When
 * the waiting thread is killed or raised into (or Ctrl-C reaches it), the
 * unblocking function is called, the worker is waited for, and the
 * thread's ensure clauses run. */
#include "ruby.h"
#include "rubysig.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

struct region {
    rb_blocking_function_t *func;
    void *data;
    rb_unblock_function_t *ubf;
    void *data2;
    VALUE result;
    pthread_t worker;
    int done;            /* the worker's byte has been read */
    int fds[2];          /* the worker writes fds[1] when func returned */
};

/* interrupts a worker's system call: sent by RUBY_UBF_IO / _PROCESS */
#define UBF_SIGNAL (SIGRTMIN + 2)

static void
ubf_signal_handler(int sig)
{
    /* nothing: its arrival makes the worker's system call fail (EINTR) */
}

static void *
worker_main(void *arg)
{
    struct region *r = arg;
    sigset_t only_ubf;
    char byte = 1;

    sigemptyset(&only_ubf);
    sigaddset(&only_ubf, UBF_SIGNAL);
    pthread_sigmask(SIG_UNBLOCK, &only_ubf, 0);
    r->result = (*r->func)(r->data);
    while (write(r->fds[1], &byte, 1) < 0 && errno == EINTR)
        ;
    return 0;
}

/* starts the worker with every signal blocked (the process's signals go
 * to the interpreter's thread) but UBF_SIGNAL */
static void
start_worker(struct region *r)
{
    static int handler_installed;
    sigset_t all, old;
    int err;

    if (!handler_installed) {
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = ubf_signal_handler;
        sigemptyset(&sa.sa_mask);
        sigaction(UBF_SIGNAL, &sa, 0);   /* no SA_RESTART */
        handler_installed = 1;
    }
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    err = pthread_create(&r->worker, 0, worker_main, r);
    pthread_sigmask(SIG_SETMASK, &old, 0);
    if (err) {
        close(r->fds[0]);
        close(r->fds[1]);
        errno = err;
        rb_sys_fail("pthread_create");
    }
}

/* reads the worker's byte if it is there */
static void
check_done(struct region *r)
{
    char byte;
    if (read(r->fds[0], &byte, 1) == 1) r->done = 1;
}

/* waits for the worker; other Ruby threads run meanwhile, and pending
 * interrupts (kill, raise, signals) are taken between the waits */
static VALUE
wait_worker(VALUE arg)
{
    struct region *r = (struct region *)arg;

    for (;;) {
        check_done(r);
        if (r->done) break;
        if (rb_thread_alone() || rb_thread_critical) {
            /* nobody else to run: sleep in poll, which a signal cuts short */
            struct pollfd p;
            p.fd = r->fds[0];
            p.events = POLLIN;
            poll(&p, 1, -1);
        }
        else {
            rb_thread_wait_fd(r->fds[0]);
        }
        CHECK_INTS;
    }
    return r->result;
}

/* true when the worker's byte arrives within ms milliseconds */
static int
done_within(struct region *r, int ms)
{
    struct pollfd p;
    p.fd = r->fds[0];
    p.events = POLLIN;
    if (poll(&p, 1, ms) > 0) check_done(r);
    return r->done;
}

/* on any exit: an unfinished worker is unblocked and waited for */
static VALUE
finish_region(VALUE arg)
{
    struct region *r = (struct region *)arg;

    if (!r->done) {
        if (r->ubf == RUBY_UBF_IO || r->ubf == RUBY_UBF_PROCESS) {
            /* again until it returns: a signal sent just before its
               system call began would be lost */
            do pthread_kill(r->worker, UBF_SIGNAL);
            while (!done_within(r, 10));
        }
        else if (r->ubf) {
            (*r->ubf)(r->data2);
        }
    }
    pthread_join(r->worker, 0);
    close(r->fds[0]);
    close(r->fds[1]);
    return Qnil;
}

VALUE
rb_thread_blocking_region(rb_blocking_function_t *func, void *data,
                          rb_unblock_function_t *ubf, void *data2)
{
    struct region r;

    memset(&r, 0, sizeof(r));
    r.func = func;
    r.data = data;
    r.ubf = ubf;
    r.data2 = data2;
    r.result = Qnil;
    if (pipe(r.fds) < 0) rb_sys_fail("pipe");
    fcntl(r.fds[0], F_SETFL, fcntl(r.fds[0], F_GETFL) | O_NONBLOCK);
    fcntl(r.fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(r.fds[1], F_SETFD, FD_CLOEXEC);
    start_worker(&r);
    return rb_ensure(wait_worker, (VALUE)&r, finish_region, (VALUE)&r);
}
