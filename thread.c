/* thread.c - single-threaded placeholder for the thread API until green
   threads are written (a later issue replaces this file).  The blocking
   calls simply block the whole process. */
#include "eval_intern.h"
#include <errno.h>
#include <unistd.h>
#include <sys/select.h>

int rb_thread_pending = 0;
int rb_prohibit_interrupt = 0;
int rb_trap_immediate = 0;
VALUE rb_cThread;

void rb_thread_schedule(void) { rb_thread_pending = 0; }
void rb_thread_wait_fd(int fd) { (void)fd; }
int rb_thread_fd_writable(int fd) { (void)fd; return Qtrue; }
void rb_thread_fd_close(int fd) { (void)fd; }
int rb_thread_alone(void) { return 1; }
void rb_thread_start_timer(void) { }
void rb_thread_stop_timer(void) { }
void rb_thread_atfork(void) { }
VALUE rb_thread_current(void) { return Qnil; }
VALUE rb_thread_main(void) { return Qnil; }

void
rb_thread_wait_for(struct timeval time)
{
    while (select(0, 0, 0, 0, &time) < 0 && errno == EINTR) {
        if (rb_trap_pending) rb_trap_exec();
    }
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
    for (;;) {
        pause();
        if (rb_trap_pending) rb_trap_exec();
    }
}

int
rb_thread_select(int max, fd_set *read, fd_set *write, fd_set *except, struct timeval *timeout)
{
    int n;
    do {
        n = select(max, read, write, except, timeout);
        if (n < 0 && errno == EINTR && rb_trap_pending) rb_trap_exec();
    } while (n < 0 && errno == EINTR);
    return n;
}

VALUE rb_thread_local_aref(VALUE th, ID id) { return Qnil; }
VALUE rb_thread_local_aset(VALUE th, ID id, VALUE val) { return val; }

/* no threads yet: the function is not run (Process.detach gets nil) */
VALUE
rb_thread_create(VALUE (*fn)(ANYARGS), void *arg)
{
    (void)fn; (void)arg;
    return Qnil;
}
