/* nonblock.c - io/nonblock: IO#nonblock?, IO#nonblock= and IO#nonblock { }
 * over the descriptor's O_NONBLOCK flag (1.8.7 has them in io/nonblock.rb) */
#define RUBY_IO_FD_ONLY 1   /* works on descriptors, no stdio FILE (rubyio.h) */
#include "ruby.h"
#include "rubyio.h"
#include <fcntl.h>

static int
io_fd(VALUE io)
{
    rb_io_t *fptr;

    GetOpenFile(io, fptr);
    return fptr->fd;
}

static int
get_flags(int fd)
{
    int flags = fcntl(fd, F_GETFL);

    if (flags < 0) rb_sys_fail(0);
    return flags;
}

static void
set_nonblock(VALUE io, int on)
{
    int fd = io_fd(io);
    int flags = get_flags(fd);
    int wanted = on ? (flags | O_NONBLOCK) : (flags & ~O_NONBLOCK);

    if (wanted != flags && fcntl(fd, F_SETFL, wanted) < 0) rb_sys_fail(0);
}

/* io.nonblock?: whether the descriptor is in non-blocking mode */
static VALUE
io_nonblock_p(VALUE io)
{
    return (get_flags(io_fd(io)) & O_NONBLOCK) ? Qtrue : Qfalse;
}

/* io.nonblock = bool */
static VALUE
io_set_nonblock(VALUE io, VALUE on)
{
    set_nonblock(io, RTEST(on));
    return on;
}

struct restore {
    VALUE io;
    int was;
};

static VALUE
restore_mode(VALUE arg)
{
    struct restore *r = (struct restore *)arg;

    set_nonblock(r->io, r->was);
    return Qnil;
}

/* io.nonblock(on = true) { }: the block's value, run with the mode set;
 * the mode before is put back after it */
static VALUE
io_nonblock(int argc, VALUE *argv, VALUE io)
{
    VALUE on;
    struct restore r;

    rb_scan_args(argc, argv, "01", &on);
    r.io = io;
    r.was = io_nonblock_p(io) == Qtrue;
    set_nonblock(io, argc == 0 || RTEST(on));
    return rb_ensure(rb_yield, Qnil, restore_mode, (VALUE)&r);
}

void
Init_nonblock(void)
{
    rb_define_method(rb_cIO, "nonblock?", io_nonblock_p, 0);
    rb_define_method(rb_cIO, "nonblock=", io_set_nonblock, 1);
    rb_define_method(rb_cIO, "nonblock", io_nonblock, -1);
    rb_require("fcntl");   /* 1.8.7's io/nonblock loads it */
}
