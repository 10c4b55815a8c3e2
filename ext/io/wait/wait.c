/* wait.c - io/wait: IO#ready? and IO#wait, which tell whether input is
 * waiting (FIONREAD) and wait for it while the other threads run. */
#define RUBY_IO_FD_ONLY 1   /* works on descriptors, no stdio FILE (rubyio.h) */
#include "ruby.h"
#include "rubyio.h"
#include <sys/types.h>
#include <sys/time.h>
#include <sys/ioctl.h>

/* bytes the kernel holds for fd to read */
static long
kernel_pending(rb_io_t *fptr)
{
    int n = 0;

    if (ioctl(fptr->fd, FIONREAD, &n) < 0) rb_sys_fail(fptr->path);
    return n;
}

static rb_io_t *
readable_fptr(VALUE io)
{
    rb_io_t *fptr;

    GetOpenFile(io, fptr);
    rb_io_check_readable(fptr);
    return fptr;
}

/* io.ready?: true when the IO's buffer holds input, the byte count when
 * the kernel does, false after a read hit end of file, else nil */
static VALUE
io_ready_p(VALUE io)
{
    rb_io_t *fptr = readable_fptr(io);
    long n;

    if (rb_io_read_pending(fptr)) return Qtrue;
    if (fptr->mode & FMODE_EOF) return Qfalse;
    n = kernel_pending(fptr);
    return n > 0 ? LONG2NUM(n) : Qnil;
}

/* io.wait(timeout = nil): waits until input arrives (other threads run
 * meanwhile); io when it has, true when the buffer already held some,
 * false after end of file was read, nil on timeout or at end of file */
static VALUE
io_wait(int argc, VALUE *argv, VALUE io)
{
    rb_io_t *fptr = readable_fptr(io);
    VALUE timeout;
    struct timeval tv, *tvp = 0;
    fd_set set;
    int r;

    rb_scan_args(argc, argv, "01", &timeout);
    if (!NIL_P(timeout)) {
        tv = rb_time_interval(timeout);
        tvp = &tv;
    }
    if (rb_io_read_pending(fptr)) return Qtrue;
    if (fptr->mode & FMODE_EOF) return Qfalse;
    FD_ZERO(&set);
    FD_SET(fptr->fd, &set);
    r = rb_thread_select(fptr->fd + 1, &set, 0, 0, tvp);
    if (r < 0) rb_sys_fail(fptr->path);
    if (r == 0) return Qnil;
    return kernel_pending(fptr) > 0 ? io : Qnil;
}

void
Init_wait(void)
{
    rb_define_method(rb_cIO, "ready?", io_ready_p, 0);
    rb_define_method(rb_cIO, "wait", io_wait, -1);
}
