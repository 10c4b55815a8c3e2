/* io.c - IO, File's open and the standard streams, Kernel output/input, ARGF. */
#include "ruby.h"
#include "internal.h"
#include "rubyio.h"
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include "rubysig.h"
#include "st.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <string.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/select.h>
#include <poll.h>
#include <limits.h>

VALUE rb_cIO;
VALUE rb_stdin, rb_stdout, rb_stderr;
VALUE rb_fs, rb_output_fs, rb_rs, rb_default_rs, rb_output_rs;
VALUE rb_argv0;

static VALUE orig_stdout, orig_stderr, orig_stdin;
static VALUE argf;
static VALUE lineno = INT2FIX(0);
static ID id_write, id_read, id_getc, id_to_io, id_flush;

#define IO_BUFSIZE 8192

/* ungetc wrote into the read buffer since it was filled */
#define FMODE_RBUF_PUSHED 0x4000
#define FMODE_TTY_UNKNOWN 0x8000   /* writable, isatty not asked yet (io_tty) */
/* as stdio's backup area: ungetc of a byte other than the one just read
   starts it; a partial read then sees only the pushed-back bytes, and once
   they are gone reads the descriptor, until a buffered read goes past them */
#define FMODE_IN_BACKUP 0x10000
/* stdio would have its buffer by now (a buffered read, a seek or a buffered
   write happened): until then glibc's ftell does not count ungetc's bytes */
#define FMODE_STDIO_BUF 0x20000
/* the state of a stream's stdio buffer, which a dup or reopen copy starts without */
#define FMODE_STDIO_STATE (FMODE_STDIO_BUF | FMODE_IN_BACKUP | FMODE_RBUF_PUSHED | FMODE_BYTE_ORIENTED)
/* a reopen whose open failed: 1.8.7's freopen closed the descriptor but the
   stream is not closed (fileno -1, every system call EBADF) until #close */
#define FMODE_DEAD 0x40000
/* glibc's stream got its byte orientation (_mode -1): a refill or a write.
   Until then fseek keeps the backup area (see io_seek_unoriented) */
#define FMODE_BYTE_ORIENTED 0x80000
/* the descriptor a seek or tell asks: after close_read, the write end's */
#define IO_SEEK_FD(fptr) ((fptr)->fd >= 0 ? (fptr)->fd : (fptr)->fd2)
#define FPTR_CLOSED_P(fptr) ((fptr)->fd < 0 && (fptr)->fd2 < 0 && !((fptr)->mode & FMODE_DEAD))

/* the unread bytes stdio would call pending (READ_DATA_PENDING): in the
   backup area only its own bytes, none once they are read */
#define IO_PENDING(fptr) (((fptr)->mode & FMODE_IN_BACKUP) ? (fptr)->unget : (fptr)->rlen)

/* every open OpenFile, so buffers can be flushed at exit and before fork */
static OpenFile **open_list;
static long open_len, open_capa;

static void io_seek(OpenFile *fptr, off_t off, int whence);
static void io_drop_unget(OpenFile *fptr);
static void io_flush_before_seek(OpenFile *fptr);

/* an OpenFile with its place in open_list, so that leaving the list is
   O(1) (a sweep finalizing thousands of unclosed files scanned it whole
   for each) */
struct listed_fptr {
    long index;
    off_t coff;   /* glibc's cached descriptor offset, or -1 (see OFF_CACHE) */
    long rsize;   /* stdio's buffer size for the read side, 0 until known */
    long rbase;   /* where glibc's main get area starts in rbuf: 0, or where
                     the ungetc that began the last backup area was */
    long rpre;    /* how many of the file's bytes glibc's buffer still holds
                     before rbase (ungetc wrote over ours) */
    long wseek;   /* a write after a read: glibc seeks the descriptor back
                     over the read-ahead only when it flushes the write */
    long wstart;  /* where glibc's put area began in its buffer (where reading
                     was): the first flush comes that much sooner */
    OpenFile file;
};
#define LISTED(fptr) ((struct listed_fptr *)((char *)(fptr) - offsetof(struct listed_fptr, file)))
/* 1.8.7's stdio remembers the descriptor's offset once a seek set it, moves
   it by what its own reads and writes move, and forgets it when a read meets
   the end, at IO#flush and for append writes: sysread, syswrite and sysseek
   do not move it, so pos and seek(_, SEEK_CUR) reckon from it */
#define OFF_CACHE(fptr) (LISTED(fptr)->coff)

static void
open_list_add(OpenFile *fptr)
{
    if (open_len == open_capa) {
        open_capa = open_capa ? open_capa * 2 : 16;
        REALLOC_N(open_list, OpenFile *, open_capa);
    }
    LISTED(fptr)->index = open_len;
    open_list[open_len++] = fptr;
}

static void
open_list_remove(OpenFile *fptr)
{
    long i = LISTED(fptr)->index;
    OpenFile *last;

    if (i < 0 || i >= open_len || open_list[i] != fptr) return;
    last = open_list[--open_len];
    open_list[i] = last;
    LISTED(last)->index = i;
    LISTED(fptr)->index = -1;
}

OpenFile *
rb_io_fptr_new(void)
{
    struct listed_fptr *l = ALLOC(struct listed_fptr);
    OpenFile *fptr = &l->file;

    memset(l, 0, sizeof(*l));
    l->coff = -1;
    fptr->fd = -1;
    fptr->fd2 = -1;
    open_list_add(fptr);
    return fptr;
}

static VALUE
io_alloc(VALUE klass)
{
    NEWOBJ(io, struct RFile);
    OBJSETUP(io, klass, T_FILE);
    io->fptr = 0;
    return (VALUE)io;
}

VALUE
rb_io_taint_check(VALUE io)
{
    if (!OBJ_TAINTED(io) && rb_safe_level() >= 4)
        rb_raise(rb_eSecurityError, "Insecure: operation on untainted IO");
    rb_check_frozen(io);
    return io;
}

/* an extension that made its IO with MakeOpenFile and filled fptr->f (and
   f2) with rb_fdopen, as 1.8 extensions do: the IO takes their descriptors */
static int
io_adopt_stdio(OpenFile *fptr)
{
    if (!fptr->f) return 0;
    fptr->fd = fileno(fptr->f);
    if (fptr->f2 && fileno(fptr->f2) != fptr->fd) fptr->fd2 = fileno(fptr->f2);
    return fptr->fd >= 0;
}

void
rb_io_check_closed(OpenFile *fptr)
{
    if (!fptr) rb_raise(rb_eIOError, "uninitialized stream");
    if (FPTR_CLOSED_P(fptr) && !io_adopt_stdio(fptr))
        rb_raise(rb_eIOError, "closed stream");
}

/* closes fd; a stdio FILE an extension has over it is fclose'd instead, so
   it is freed and its buffer flushed */
static void
fptr_close_fd(OpenFile *fptr, int fd)
{
    FILE **slots[2];
    int i, closed = 0;

    slots[0] = &fptr->f2; slots[1] = &fptr->f;
    for (i = 0; i < 2; i++) {
        FILE *f = *slots[i];
        if (!f || fileno(f) != fd) continue;
        *slots[i] = 0;
        fclose(f);      /* a second FILE over the same fd only finds it closed */
        closed = 1;
    }
    if (!closed) close(fd);
}

static int
io_write_fd(OpenFile *fptr)
{
    return fptr->fd2 >= 0 ? fptr->fd2 : fptr->fd;
}

/* the first write after a read (not one that met the end) is preceded by
   1.8.7's fseek to where reading got to: inside the buffer when stdio knows
   the offset, so a syswrite then goes where the descriptor is */
static void
io_seek_between_rw(OpenFile *fptr)
{
    off_t pos;

    if ((fptr->mode & (FMODE_RBUF | FMODE_EOF)) != FMODE_RBUF || fptr->fd2 >= 0) return;
    pos = lseek(fptr->fd, 0, SEEK_CUR);
    if (OFF_CACHE(fptr) >= 0) pos = OFF_CACHE(fptr);
    if (pos < 0 || pos - fptr->rlen < 0) {
        /* 1.8.7 ignores a failed seek here; glibc's fseek freed the backup
           area first (with byte orientation, or before it had a buffer) */
        if (pos >= 0 && (fptr->mode & FMODE_IN_BACKUP) &&
            (fptr->mode & (FMODE_BYTE_ORIENTED | FMODE_STDIO_BUF)) != FMODE_STDIO_BUF)
            io_drop_unget(fptr);
        return;
    }
    io_seek(fptr, 0, SEEK_CUR);
}

void
rb_io_check_readable(OpenFile *fptr)
{
    rb_io_check_closed(fptr);
    if (!(fptr->mode & FMODE_READABLE) || (fptr->fd < 0 && !(fptr->mode & FMODE_DEAD)))
        rb_raise(rb_eIOError, "not opened for reading");
    fptr->mode |= FMODE_RBUF;   /* a read happened: ungetc is allowed (1.8.7) */
}

void
rb_io_check_writable(OpenFile *fptr)
{
    rb_io_check_closed(fptr);
    if (!(fptr->mode & FMODE_WRITABLE) || (io_write_fd(fptr) < 0 && !(fptr->mode & FMODE_DEAD)))
        rb_raise(rb_eIOError, "not opened for writing");
    io_seek_between_rw(fptr);
    fptr->mode &= ~FMODE_RBUF;
}

void
rb_io_synchronized(OpenFile *fptr)
{
    fptr->mode |= FMODE_SYNC;
}

void
rb_eof_error(void)
{
    rb_raise(rb_eEOFError, "end of file reached");
}

NORETURN(static void io_sys_fail(OpenFile *fptr));
static void
io_sys_fail(OpenFile *fptr)
{
    rb_sys_fail(fptr->path);
}

/* after a failed read: true to read again.  A non-blocking descriptor with
   nothing to read (EAGAIN) is waited for when another thread could write
   it, or when alone_waits: 1.8.7's getc, gets and readpartial wait there
   (a signal still gets through), its read and sysread raise EAGAIN */
static int
io_wait_readable(int fd, int alone_waits)
{
    struct pollfd pfd;

    switch (errno) {
      case EINTR:
        CHECK_INTS;
        return Qtrue;
      case EAGAIN:
        if (!rb_thread_alone() && !rb_thread_critical) {
            rb_thread_wait_fd(fd);
            return Qtrue;
        }
        if (alone_waits <= 0) return Qfalse;
        pfd.fd = fd;
        pfd.events = POLLIN;
        if (poll(&pfd, 1, -1) < 0 && errno == EINTR) CHECK_INTS;
        return Qtrue;
    }
    return Qfalse;
}

int
rb_io_wait_readable(int fd)
{
    return io_wait_readable(fd, 0);
}

int
rb_io_wait_writable(int fd)
{
    fd_set wfds;

    switch (errno) {
      case EINTR:
        CHECK_INTS;
        return Qtrue;
      case EAGAIN:
        FD_ZERO(&wfds);
        FD_SET(fd, &wfds);
        /* a signal ends the wait: its trap runs (or its exception raises) */
        if (select(fd + 1, 0, &wfds, 0, 0) < 0 && errno == EINTR) CHECK_INTS;
        return Qtrue;
    }
    return Qfalse;
}

/* pipes, sockets and ttys are written PIPE_BUF bytes at a time after waiting
   for writability, so a full pipe blocks only this Ruby thread */
static int
fd_wsplit_p(int fd)
{
    struct stat st;

    if (fstat(fd, &st) < 0) return 0;
    return !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

/* writes all of ptr; -1 with errno on failure.  wait: as 1.8.7's sync
   writes, each write(2) first waits for writability (a switch point when
   other threads exist), PIPE_BUF bytes at a time to a pipe, socket or tty;
   buffered output goes out without switching */
static long
write_all(int fd, const char *ptr, long len, int wait)
{
    long done = 0, n, chunk;
    int split = wait && len > PIPE_BUF && fd_wsplit_p(fd);

    while (done < len) {
        chunk = len - done;
        if (split && chunk > PIPE_BUF) chunk = PIPE_BUF;
        if (wait) rb_thread_fd_writable(fd);
        n = write(fd, ptr + done, chunk);
        if (n < 0) {
            if (rb_io_wait_writable(fd)) continue;
            return -1;
        }
        done += n;
    }
    return done;
}

/* 1.8.7's own fflush (IO#flush, pos, seek, fsync): stdio forgets its offset,
   and output counts as buffered again only once written (FMODE_WBUF, which
   makes syswrite and sysseek warn, outlives flushes stdio does by itself) */
static void
io_wbuf_flushed(OpenFile *fptr)
{
    OFF_CACHE(fptr) = -1;
    fptr->mode &= ~FMODE_WBUF;
}

/* stdio wrote n bytes: its cached offset moves with them (not in append mode) */
static void
io_off_wrote(OpenFile *fptr, long n)
{
    if (fptr->mode & FMODE_APPEND) OFF_CACHE(fptr) = -1;
    else if (OFF_CACHE(fptr) >= 0) OFF_CACHE(fptr) += n;
}

int
rb_io_fflush(OpenFile *fptr)
{
    long len = fptr->wlen;

    if (LISTED(fptr)->wseek) {
        /* a failed seek (the descriptor moved below it) keeps the output */
        if (lseek(fptr->fd, -(off_t)LISTED(fptr)->wseek, SEEK_CUR) < 0) return -1;
        LISTED(fptr)->wseek = 0;
    }
    if (len == 0) return 0;
    fptr->wlen = 0;
    LISTED(fptr)->wstart = 0;   /* glibc's put area starts at its buffer's base again */
    if (write_all(io_write_fd(fptr), fptr->wbuf, len, 0) < 0) return -1;
    io_off_wrote(fptr, len);
    return 0;
}

/* unread buffered input is given back to the file (lseek) before a write or seek */
static void
io_drop_rbuf(OpenFile *fptr)
{
    fptr->rlen = fptr->roff = fptr->unget = 0;
    LISTED(fptr)->rbase = LISTED(fptr)->rpre = 0;
    fptr->mode &= ~(FMODE_RBUF_PUSHED | FMODE_IN_BACKUP);
}

/* ungetc'd bytes are forgotten (stdio's pushback area) */
static void
io_drop_unget(OpenFile *fptr)
{
    fptr->roff += fptr->unget;
    fptr->rlen -= fptr->unget;
    fptr->unget = 0;
    fptr->mode &= ~FMODE_IN_BACKUP;
}

/* as stdio's sync of an input stream: the descriptor goes back to the
   logical position (ungetc counted) and the buffer is dropped; when that
   seek fails on a pipe or before the start only the pushback is dropped */
static void
io_unread(OpenFile *fptr)
{
    off_t pos;

    if (fptr->rlen == 0) return;
    if (fptr->fd2 >= 0) {
        io_drop_rbuf(fptr);
        return;
    }
    pos = lseek(fptr->fd, -(off_t)fptr->rlen, SEEK_CUR);
    if (pos < 0) {
        /* a closed descriptor (EBADF) keeps all, as glibc's failed sync */
        if (errno == ESPIPE || errno == EINVAL) io_drop_unget(fptr);
        return;
    }
    io_drop_rbuf(fptr);
    OFF_CACHE(fptr) = -1;   /* glibc's sync forgets its offset */
}

/* glibc's sync of an input stream (fflush, not fseek): in a backup area
   only the pushed bytes are given back, glibc's reading resumes in its
   main get area, and until then the backup area stays (ftell counts it).
   A seek that fails keeps the pushback; -1 when fflush fails then (EINVAL:
   more pushed back than was read), a pipe's ESPIPE is ignored */
static int
io_sync_input(OpenFile *fptr)
{
    if (fptr->fd2 >= 0) {
        io_unread(fptr);
        return 0;
    }
    if (!(fptr->mode & FMODE_IN_BACKUP)) {
        /* the bytes already read stay in glibc's get area: a seek then
           refills a whole buffer */
        if (fptr->rlen == 0) return 0;
        if (lseek(fptr->fd, -(off_t)fptr->rlen, SEEK_CUR) < 0) {
            io_unread(fptr);
            return 0;
        }
        fptr->rlen = fptr->unget = 0;   /* roff: what was read (glibc's read_base to read_ptr) */
        OFF_CACHE(fptr) = -1;
        return 0;
    }
    if (lseek(fptr->fd, -(off_t)fptr->unget, SEEK_CUR) < 0) return errno == ESPIPE ? 0 : -1;
    fptr->roff += fptr->unget;
    fptr->rlen -= fptr->unget;
    fptr->unget = 0;
    OFF_CACHE(fptr) = -1;
    return 0;
}

/* a buffered write after a read: the read-ahead is dropped, and the
   descriptor goes back over it when the write is flushed (so a sysread
   or syswrite before that happens where the read left it, as 1.8.7) */
static void
io_unread_for_write(OpenFile *fptr)
{
    off_t pos;

    if (fptr->rlen == 0) return;
    if (fptr->mode & FMODE_APPEND) {   /* glibc does not seek before an append write */
        io_drop_rbuf(fptr);
        OFF_CACHE(fptr) = -1;
        return;
    }
    pos = lseek(fptr->fd, 0, SEEK_CUR);
    if (pos < 0 || pos < fptr->rlen || (fptr->mode & FMODE_SYNC)) {
        io_unread(fptr);
        return;
    }
    LISTED(fptr)->wseek += fptr->rlen;
    io_drop_rbuf(fptr);
    OFF_CACHE(fptr) = -1;
}

static void
io_flush_or_fail(OpenFile *fptr)
{
    if (rb_io_fflush(fptr) < 0) io_sys_fail(fptr);
}

/* stdio's buffer size for fd: its st_blksize when smaller than BUFSIZ
   (4096 for files and pipes here), so output goes out where 1.8.7's does */
static long
io_wbuf_size(int fd)
{
    struct stat st;
    if (fstat(fd, &st) == 0 && st.st_blksize > 0 && st.st_blksize < IO_BUFSIZE)
        return (long)st.st_blksize;
    return IO_BUFSIZE;
}

/* the write buffer, allocated on first use; 0 when out of memory (a write
   then goes out unbuffered instead of raising: the error report writes the
   NoMemoryError itself this way) */
static char *
io_wbuf(OpenFile *fptr)
{
    fptr->mode |= FMODE_STDIO_BUF;
    if (!fptr->wbuf) {
        long size = io_wbuf_size(io_write_fd(fptr));
        if (!(fptr->wbuf = malloc(size))) return 0;
        fptr->wcapa = size;
    }
    return fptr->wbuf;
}

/* buffers len bytes as stdio's fwrite does: fill the buffer, flush it when
   full, write whole buffer sizes straight through and keep the rest */
static void
io_buffered_write(OpenFile *fptr, const char *ptr, long len)
{
    long room = fptr->wcapa - LISTED(fptr)->wstart - fptr->wlen, direct;

    if (len > 0) fptr->mode |= FMODE_WBUF;   /* until 1.8.7's own fflush (io_wbuf_flushed) */
    if (fptr->wlen == 0 && LISTED(fptr)->wstart > 0 && len > room) {
        /* a put area begun inside glibc's buffer has no room yet: whole
           buffer sizes go out first, the rest fills it */
        direct = len - len % fptr->wcapa;
        io_flush_or_fail(fptr);   /* the seek back over read-ahead */
        if (direct > 0) {
            if (write_all(io_write_fd(fptr), ptr, direct, 0) < 0) io_sys_fail(fptr);
            LISTED(fptr)->wstart = 0;   /* that write set the put area back to the base */
            room = fptr->wcapa;
        }
        io_off_wrote(fptr, direct);
        ptr += direct;
        len -= direct;
        if (len <= room) {
            memcpy(fptr->wbuf, ptr, len);
            fptr->wlen = len;
            return;
        }
    }
    if (len <= room) {
        memcpy(fptr->wbuf + fptr->wlen, ptr, len);
        fptr->wlen += len;
        return;
    }
    memcpy(fptr->wbuf + fptr->wlen, ptr, room);
    fptr->wlen += room;
    ptr += room;
    len -= room;
    io_flush_or_fail(fptr);
    direct = len - len % fptr->wcapa;
    if (direct > 0 && write_all(io_write_fd(fptr), ptr, direct, 0) < 0) io_sys_fail(fptr);
    io_off_wrote(fptr, direct);
    memcpy(fptr->wbuf, ptr + direct, len - direct);
    fptr->wlen = len - direct;
}

/* is the IO's descriptor a terminal (line-flushed writes)?  Asked once */
static int
io_tty(OpenFile *fptr)
{
    if (fptr->mode & FMODE_TTY_UNKNOWN) {
        int fd = io_write_fd(fptr);
        fptr->mode &= ~FMODE_TTY_UNKNOWN;
        if (fd >= 0 && isatty(fd)) fptr->mode |= FMODE_TTY;
    }
    return (fptr->mode & FMODE_TTY) != 0;
}

/* wait: a write from Ruby (IO#write), where a sync write has the switch
   points of 1.8.7's (one for its flush, one per write(2)) */
static long
io_fwrite(OpenFile *fptr, const char *ptr, long len, int wait)
{
    /* glibc's put area begins where reading got to in its buffer */
    if (fptr->wlen == 0)
        LISTED(fptr)->wstart = fptr->fd2 < 0 && fptr->roff < LISTED(fptr)->rsize &&
            !(fptr->mode & (FMODE_IN_BACKUP | FMODE_RBUF_PUSHED)) ? fptr->roff : 0;
    if (fptr->fd2 < 0) io_unread_for_write(fptr);
    /* glibc's get area ends where its put area begins: nothing read in it */
    if (fptr->rlen == 0 && !(fptr->mode & FMODE_IN_BACKUP)) io_drop_rbuf(fptr);
    if (fptr->mode & FMODE_DEAD) { errno = EBADF; io_sys_fail(fptr); }
    fptr->mode |= FMODE_BYTE_ORIENTED;   /* glibc's fwrite */
    if ((fptr->mode & FMODE_SYNC) || !io_wbuf(fptr)) {
        wait = wait && (fptr->mode & FMODE_SYNC);
        if (wait) rb_thread_fd_writable(io_write_fd(fptr));
        io_flush_or_fail(fptr);
        if (write_all(io_write_fd(fptr), ptr, len, wait) < 0) io_sys_fail(fptr);
        io_wbuf_flushed(fptr);   /* a sync write is fwrite and 1.8.7's fflush */
        return len;
    }
    io_buffered_write(fptr, ptr, len);
    if ((fptr->mode & FMODE_UNBUF) || (memchr(ptr, '\n', len) && io_tty(fptr)))
        io_flush_or_fail(fptr);
    return len;
}

void
rb_io_flush_all(void)
{
    long i;

    for (i = 0; i < open_len; i++) {
        if (open_list[i]->wlen > 0) rb_io_fflush(open_list[i]);
    }
}

/* ---------------------------------------------------------------- reading primitives */

/* the read buffer of the last stream closed, kept for the next one of
   the same size: a loop of open, read, close then mallocs and frees no
   4 KB buffer per file (malloc's slow path for that size) */
static char *spare_rbuf;
static long spare_rsize;

static void
io_rbuf_alloc(OpenFile *fptr)
{
    struct listed_fptr *l = LISTED(fptr);

    /* a refill reads as much as 1.8.7's stdio does: the descriptor's
       st_blksize, up to IO_BUFSIZE (so the descriptor ends where it does) */
    if (!l->rsize) l->rsize = io_wbuf_size(fptr->fd);
    if (!fptr->rbuf && spare_rbuf && spare_rsize == l->rsize) {
        fptr->rbuf = spare_rbuf;
        spare_rbuf = 0;
        fptr->rcapa = l->rsize;
        fptr->roff = fptr->rlen = 0;
    }
    else if (!fptr->rbuf) {
        fptr->rbuf = ALLOC_N(char, l->rsize);
        fptr->rcapa = l->rsize;
        fptr->roff = fptr->rlen = 0;
    }
    else if (fptr->rcapa < l->rsize) {
        REALLOC_N(fptr->rbuf, char, l->rsize);
        fptr->rcapa = l->rsize;
    }
}

/* reading the process's stdin first shows what was written to a terminal */
static void
io_flush_tty_stdout(OpenFile *fptr)
{
    if (fptr == RFILE(orig_stdin)->fptr && RFILE(orig_stdout)->fptr &&
        io_tty(RFILE(orig_stdout)->fptr))
        rb_io_fflush(RFILE(orig_stdout)->fptr);
}

/* before reading: flush pending writes of the same descriptor */
static void
io_prep_read(OpenFile *fptr)
{
    rb_io_check_readable(fptr);
    /* a failed seek back before the output (not a failed write) is left
       to the read, which finds end of file (io_fillbuf_wait) */
    if (fptr->wlen > 0 && fptr->fd2 < 0 && rb_io_fflush(fptr) < 0 && !LISTED(fptr)->wseek)
        io_sys_fail(fptr);
    io_flush_tty_stdout(fptr);
}

/* refills the read buffer; returns the bytes read, 0 at end of file.  On a
   non-blocking descriptor with nothing to read (EAGAIN) and no other thread:
   alone_waits 1 waits, 0 raises, -1 returns -1.  With -1 any other error
   (EIO from a pty whose child ended) returns -1 too: a read that has data
   returns it, as 1.8.7's fread does, and the next read raises */
static long
io_fillbuf_wait(OpenFile *fptr, int alone_waits)
{
    long n;

    io_rbuf_alloc(fptr);
    fptr->mode |= FMODE_STDIO_BUF;
    if (fptr->rlen > 0) return fptr->rlen;
    fptr->mode |= FMODE_BYTE_ORIENTED;   /* glibc's __underflow */
    /* glibc's underflow flushes the output first: when that fails it
       answers end of file (without its end-of-file flag) */
    if (fptr->wlen > 0 && fptr->fd2 < 0 && rb_io_fflush(fptr) < 0) return 0;
    for (;;) {
        rb_thread_wait_fd(fptr->fd);
        rb_io_check_readable(fptr);
        /* another thread waiting on the same stream may have filled the
           buffer meanwhile (1.8.7's threads share the stdio buffer) */
        if (fptr->rlen > 0) return fptr->rlen;
        fptr->roff = LISTED(fptr)->rbase = LISTED(fptr)->rpre = 0;
        fptr->mode &= ~FMODE_RBUF_PUSHED;
        n = read(fptr->fd, fptr->rbuf, LISTED(fptr)->rsize);
        if (n >= 0) break;
        if (io_wait_readable(fptr->fd, alone_waits)) continue;
        if (alone_waits < 0) return -1;
        io_sys_fail(fptr);
    }
    fptr->rlen = n;
    if (n == 0) fptr->mode |= FMODE_EOF, OFF_CACHE(fptr) = -1;
    else {
        fptr->mode &= ~FMODE_EOF;
        if (OFF_CACHE(fptr) >= 0) OFF_CACHE(fptr) += n;
    }
    return n;
}

/* fills it for eof?: EAGAIN raises, another error is end of file */
static long
io_fillbuf_eof(OpenFile *fptr)
{
    long n = io_fillbuf_wait(fptr, -1);

    if (n >= 0) return n;
    if (errno == EAGAIN) io_sys_fail(fptr);
    return 0;
}

/* fills it for getc, gets and their kin: EAGAIN waits (1.8.7's stdio getc) */
static long
io_fillbuf_char(OpenFile *fptr)
{
    return io_fillbuf_wait(fptr, 1);
}

/* n buffered bytes were taken */
static void
io_consume(OpenFile *fptr, long n)
{
    fptr->roff += n;
    fptr->rlen -= n;
    if (n > fptr->unget) fptr->mode &= ~FMODE_IN_BACKUP;   /* read past the pushback */
    fptr->unget = fptr->unget > n ? fptr->unget - n : 0;
}

static int
io_getbyte(OpenFile *fptr)
{
    int c;

    if (fptr->rlen == 0 && io_fillbuf_char(fptr) == 0) return EOF;
    c = (unsigned char)fptr->rbuf[fptr->roff];
    io_consume(fptr, 1);
    return c;
}

/* reads up to len bytes (all of them unless end of file) into ptr */
static long
io_fread(OpenFile *fptr, char *ptr, long len)
{
    long done = 0, n;

    if (len > 0) fptr->mode |= FMODE_STDIO_BUF;   /* glibc's fread makes its buffer first */
    while (done < len) {
        /* as 1.8.7: what came before an EAGAIN is returned */
        if (fptr->rlen == 0 && io_fillbuf_wait(fptr, done > 0 ? -1 : 0) <= 0) break;
        n = fptr->rlen < len - done ? fptr->rlen : len - done;
        memcpy(ptr + done, fptr->rbuf + fptr->roff, n);
        io_consume(fptr, n);
        done += n;
    }
    return done;
}

/* appends everything up to end of file to str */
static void
io_read_all(OpenFile *fptr, VALUE str)
{
    long start = RSTRING(str)->len;

    /* as 1.8.7: what came before an EAGAIN is returned */
    while (fptr->rlen > 0 || io_fillbuf_wait(fptr, RSTRING(str)->len > start ? -1 : 0) > 0) {
        rb_str_cat(str, fptr->rbuf + fptr->roff, fptr->rlen);
        io_consume(fptr, fptr->rlen);
    }
}

int
rb_io_read_pending(OpenFile *fptr)
{
    return fptr->rlen > 0;
}

int
rb_read_pending(OpenFile *fptr)
{
    return fptr->rlen > 0;
}

void
rb_read_check(OpenFile *fptr)
{
    if (fptr->rlen == 0) rb_thread_wait_fd(fptr->fd);
}

/* true when the descriptor is non-blocking (read_nonblock set it) and has
   nothing to read now, and no other thread could wait: 1.8.7's eof? takes
   stdio's failed getc for end of file there */
static int
io_nonblock_empty(OpenFile *fptr)
{
    int fl = fcntl(fptr->fd, F_GETFL);
    struct pollfd pfd;

    if (fl < 0 || !(fl & O_NONBLOCK) || !rb_thread_alone()) return 0;
    pfd.fd = fptr->fd;
    pfd.events = POLLIN;
    return poll(&pfd, 1, 0) == 0;
}

static int
io_eof_p(OpenFile *fptr)
{
    int seen = fptr->mode & FMODE_EOF, eof;

    rb_io_check_readable(fptr);
    /* 1.8.7 asks feof(3) first: no flush of output written since */
    if (seen && fptr->rlen == 0) return 1;
    /* its getc answers a failed flush of pending output as end of file */
    if (fptr->wlen > 0 && fptr->fd2 < 0 && rb_io_fflush(fptr) < 0) return 1;
    io_flush_tty_stdout(fptr);
    if (IO_PENDING(fptr) > 0) return 0;
    /* its getc leaves a read backup area for the main get area */
    fptr->mode &= ~FMODE_IN_BACKUP;
    if (fptr->rlen > 0) return 0;
    if (seen) return 1;   /* stdio's end-of-file flag, as read(len) sees it */
    if (io_nonblock_empty(fptr)) return 1;
    /* 1.8.7 asks stdio's getc, which answers a read error as end of file */
    eof = io_fillbuf_eof(fptr) == 0;
    /* only a read that comes back short marks end of file (for read(0)) */
    fptr->mode = (fptr->mode & ~FMODE_EOF) | seen;
    return eof;
}

/* reads a line ending with rs (a String, not empty) into a new String, or nil */
static VALUE
io_getline_rs(OpenFile *fptr, const char *rsptr, long rslen)
{
    VALUE str = Qnil;
    char last = rsptr[rslen - 1];
    char *p, *e;
    long n;

    for (;;) {
        if (fptr->rlen == 0 && io_fillbuf_char(fptr) == 0) break;
        p = fptr->rbuf + fptr->roff;
        e = memchr(p, last, fptr->rlen);
        n = e ? e - p + 1 : fptr->rlen;
        if (NIL_P(str)) str = rb_str_new(p, n);
        else rb_str_cat(str, p, n);
        io_consume(fptr, n);
        if (e && RSTRING(str)->len >= rslen &&
            memcmp(RSTRING(str)->ptr + RSTRING(str)->len - rslen, rsptr, rslen) == 0)
            break;
    }
    return str;
}

static void
io_swallow_newlines(OpenFile *fptr)
{
    for (;;) {
        if (fptr->rlen == 0 && io_fillbuf_wait(fptr, -1) <= 0) return;   /* EAGAIN ends it too */
        if (fptr->rbuf[fptr->roff] != '\n') return;
        io_consume(fptr, 1);
    }
}

/* IO#gets core: rs nil reads all, "" is paragraph mode; counts lines */
static VALUE
io_getline(VALUE rs, OpenFile *fptr)
{
    VALUE str;

    if (!NIL_P(rs)) StringValue(rs);   /* the separator is checked before the stream */
    io_prep_read(fptr);
    if (NIL_P(rs)) {
        str = rb_str_new(0, 0);
        io_read_all(fptr, str);
        if (RSTRING(str)->len == 0) return Qnil;
    }
    else {
        StringValue(rs);
        if (RSTRING(rs)->len == 0) {
            io_swallow_newlines(fptr);
            str = io_getline_rs(fptr, "\n\n", 2);
            io_swallow_newlines(fptr);
        }
        else {
            /* 1.8.7's line reader for "\n" freads what is buffered, and
               glibc's fread makes its buffer first (ftell then counts
               ungetc's bytes) */
            if (RSTRING(rs)->len == 1 && RSTRING(rs)->ptr[0] == '\n' && fptr->rlen > 0)
                fptr->mode |= FMODE_STDIO_BUF;
            str = io_getline_rs(fptr, RSTRING(rs)->ptr, RSTRING(rs)->len);
        }
    }
    if (!NIL_P(str)) {
        fptr->lineno++;
        lineno = INT2FIX(fptr->lineno);
        OBJ_TAINT(str);
    }
    return str;
}

/* ---------------------------------------------------------------- writing methods */

static OpenFile *
io_fptr(VALUE io)
{
    OpenFile *fptr;

    GetOpenFile(io, fptr);
    return fptr;
}

/* IO#write(str) */
static VALUE
io_write(VALUE io, VALUE str)
{
    OpenFile *fptr;

    rb_secure(4);
    str = rb_obj_as_string(str);
    io = rb_io_taint_check(io);
    if (TYPE(io) != T_FILE) return rb_funcall(io, id_write, 1, str);
    if (RSTRING(str)->len == 0) return INT2FIX(0);   /* 1.8.7 checks nothing then */
    fptr = io_fptr(io);
    rb_io_check_writable(fptr);
    io_fwrite(fptr, RSTRING(str)->ptr, RSTRING(str)->len, 1);
    return LONG2FIX(RSTRING(str)->len);
}

VALUE
rb_io_write(VALUE io, VALUE str)
{
    return rb_funcall(io, id_write, 1, str);
}

static VALUE
io_write_cstr(VALUE io, const char *s, long len)
{
    return rb_io_write(io, rb_str_new(s, len));
}

/* IO#<<(obj) */
VALUE
rb_io_addstr(VALUE io, VALUE str)
{
    rb_io_write(io, str);
    return io;
}

/* IO#flush */
VALUE
rb_io_flush(VALUE io)
{
    OpenFile *fptr;

    if (TYPE(io) != T_FILE) return rb_funcall(io, id_flush, 0);
    fptr = io_fptr(io);
    rb_io_check_writable(fptr);
    rb_thread_fd_writable(io_write_fd(fptr));   /* 1.8.7: a switch point */
    io_flush_or_fail(fptr);
    /* as fflush(3): unread input is given back; a backup area the seek
       before kept gives back its bytes, or fails (EINVAL before the start) */
    if (fptr->fd2 < 0 && io_sync_input(fptr) < 0) io_sys_fail(fptr);
    io_wbuf_flushed(fptr);
    return io;
}

/* IO#print(*args) */
VALUE
rb_io_print(int argc, VALUE *argv, VALUE out)
{
    int i;
    VALUE line;

    if (argc == 0) {
        argc = 1;
        line = rb_lastline_get();
        argv = &line;
    }
    for (i = 0; i < argc; i++) {
        if (!NIL_P(rb_output_fs) && i > 0) rb_io_write(out, rb_output_fs);
        if (NIL_P(argv[i])) rb_io_write(out, rb_str_new2("nil"));
        else rb_io_write(out, argv[i]);
    }
    if (!NIL_P(rb_output_rs)) rb_io_write(out, rb_output_rs);
    return Qnil;
}

/* IO#printf(fmt, *args) */
VALUE
rb_io_printf(int argc, VALUE *argv, VALUE out)
{
    rb_io_write(out, rb_f_sprintf(argc, argv));
    return Qnil;
}

/* IO#putc(ch) */
static VALUE
rb_io_putc(VALUE io, VALUE ch)
{
    char c;

    c = (char)NUM2CHR(ch);   /* "" is a TypeError, as 1.8.7 */
    io_write_cstr(io, &c, 1);
    return ch;
}

/* arrays being printed by puts, to print a recursive one as [...] */
static VALUE puts_stack;

static int
puts_recursive_p(VALUE ary)
{
    long i;

    for (i = 0; i < RARRAY(puts_stack)->len; i++)
        if (RARRAY(puts_stack)->ptr[i] == ary) return 1;
    return 0;
}

static VALUE
io_puts_ary_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    VALUE ary = a[0];
    long i;

    for (i = 0; i < RARRAY(ary)->len; i++) {
        VALUE v = RARRAY(ary)->ptr[i];
        rb_io_puts(1, &v, a[1]);
    }
    return Qnil;
}

static VALUE
io_puts_ary_done(VALUE ary)
{
    rb_ary_pop(puts_stack);
    return Qnil;
}

static void
io_puts_ary(VALUE ary, VALUE out)
{
    VALUE a[2];

    if (puts_recursive_p(ary)) {
        VALUE s = rb_str_new2("[...]");
        rb_io_puts(1, &s, out);
        return;
    }
    a[0] = ary;
    a[1] = out;
    rb_ary_push(puts_stack, ary);
    rb_ensure(io_puts_ary_body, (VALUE)a, io_puts_ary_done, ary);
}

/* IO#puts(*args) */
VALUE
rb_io_puts(int argc, VALUE *argv, VALUE out)
{
    int i;
    VALUE line, tmp;

    if (argc == 0) {
        rb_io_write(out, rb_default_rs);
        return Qnil;
    }
    for (i = 0; i < argc; i++) {
        if (NIL_P(argv[i])) {
            line = rb_str_new2("nil");
        }
        else {
            tmp = TYPE(argv[i]) == T_STRING ? Qnil : rb_check_array_type(argv[i]);
            if (!NIL_P(tmp)) {
                io_puts_ary(tmp, out);
                continue;
            }
            line = rb_obj_as_string(argv[i]);
        }
        rb_io_write(out, line);
        if (RSTRING(line)->len == 0 || RSTRING(line)->ptr[RSTRING(line)->len - 1] != '\n')
            rb_io_write(out, rb_default_rs);
    }
    return Qnil;
}

void
rb_p(VALUE obj)
{
    rb_io_write(rb_stdout, rb_obj_as_string(rb_inspect(obj)));
    rb_io_write(rb_stdout, rb_default_rs);
}

/* Kernel#p(*args) */
VALUE
rb_f_p(int argc, VALUE *argv)
{
    int i;

    for (i = 0; i < argc; i++) rb_p(argv[i]);
    if (TYPE(rb_stdout) == T_FILE) rb_io_flush(rb_stdout);
    return Qnil;
}

static VALUE
f_p(int argc, VALUE *argv, VALUE self)
{
    return rb_f_p(argc, argv);
}

/* Kernel#puts */
VALUE
rb_f_puts(int argc, VALUE *argv)
{
    return rb_io_puts(argc, argv, rb_stdout);
}

static VALUE
f_puts(int argc, VALUE *argv, VALUE self)
{
    return rb_f_puts(argc, argv);
}

/* Kernel#print */
VALUE
rb_f_print(int argc, VALUE *argv)
{
    return rb_io_print(argc, argv, rb_stdout);
}

static VALUE
f_print(int argc, VALUE *argv, VALUE self)
{
    return rb_f_print(argc, argv);
}

/* Kernel#printf([io,] fmt, *args) */
static VALUE
f_printf(int argc, VALUE *argv, VALUE self)
{
    VALUE out;

    if (argc == 0) return Qnil;
    if (TYPE(argv[0]) == T_STRING) {
        out = rb_stdout;
    }
    else {
        out = argv[0];
        argv++;
        argc--;
    }
    rb_io_write(out, rb_f_sprintf(argc, argv));
    return Qnil;
}

/* Kernel#putc(ch) */
static VALUE
f_putc(VALUE self, VALUE ch)
{
    return rb_io_putc(rb_stdout, ch);
}

void
rb_write_error2(const char *mesg, long len)
{
    if (!rb_stderr) {
        if (write(2, mesg, len) < 0) return;
        return;
    }
    if (rb_stderr == orig_stderr || TYPE(rb_stderr) == T_FILE) {
        OpenFile *fptr = RFILE(rb_stderr)->fptr;
        if (fptr && io_write_fd(fptr) >= 0) {
            io_fwrite(fptr, mesg, len, 0);
            rb_io_fflush(fptr);
            return;
        }
        if (!fptr) {
            if (write(2, mesg, len) < 0) return;
            return;
        }
        /* closed: IO#write raises "closed stream", as 1.8.7 */
    }
    rb_io_write(rb_stderr, rb_str_new(mesg, len));
}

void
rb_write_error(const char *mesg)
{
    rb_write_error2(mesg, (long)strlen(mesg));
}

/* ---------------------------------------------------------------- closing */

/* a closed stream gives its buffers back at once, as fclose does: a loop
   of open, read, close held one per stream until the next collection */
static void
io_release_buffers(OpenFile *fptr)
{
    if (fptr->rbuf && !spare_rbuf && fptr->rcapa == LISTED(fptr)->rsize) {
        spare_rbuf = fptr->rbuf;
        spare_rsize = fptr->rcapa;
    }
    else if (fptr->rbuf) xfree(fptr->rbuf);
    if (fptr->wbuf) xfree(fptr->wbuf);
    fptr->rbuf = fptr->wbuf = 0;
    fptr->rcapa = fptr->wcapa = 0;
}

static void
fptr_close_fds(OpenFile *fptr, int noraise)
{
    int fd = fptr->fd, fd2 = fptr->fd2;

    if (fptr->wlen > 0 && rb_io_fflush(fptr) < 0 && !noraise) {
        int e = errno;
        fptr->wlen = 0;
        errno = e;
    }
    fptr->fd = fptr->fd2 = -1;
    fptr->mode &= ~FMODE_DEAD;
    io_drop_rbuf(fptr);
    io_release_buffers(fptr);
    if (fd2 >= 0) { if (!noraise) rb_thread_fd_close(fd2); fptr_close_fd(fptr, fd2); }
    if (fd >= 0) {
        if (!noraise) rb_thread_fd_close(fd);
        fptr_close_fd(fptr, fd);
    }
}

static void
fptr_wait_child(OpenFile *fptr)
{
    int status;

    if (fptr->pid > 0) {
        rb_waitpid(fptr->pid, &status, 0);
        fptr->pid = 0;
    }
}

static void
fptr_free_buffers(OpenFile *fptr)
{
    io_release_buffers(fptr);
    if (fptr->path) xfree(fptr->path);
    fptr->path = 0;
}

/* flushes the write buffer without thread switches, interrupt checks or
   exceptions (GC sweep and exit); errors are dropped */
static void
fptr_flush_quiet(OpenFile *fptr)
{
    int fd = io_write_fd(fptr);
    long done = 0, len = fptr->wlen, n;
    fd_set wfds;

    fptr->wlen = 0;
    while (fd >= 0 && done < len) {
        n = write(fd, fptr->wbuf + done, len - done);
        if (n >= 0) { done += n; continue; }
        if (errno == EINTR) continue;
        if (errno != EAGAIN) break;
        FD_ZERO(&wfds);
        FD_SET(fd, &wfds);
        select(fd + 1, 0, &wfds, 0, 0);
    }
}

int
rb_io_fptr_finalize(OpenFile *fptr)
{
    if (!fptr) return 0;
    if (fptr->wlen > 0) fptr_flush_quiet(fptr);
    if (fptr->fd2 > 2) fptr_close_fd(fptr, fptr->fd2);
    if (fptr->fd > 2) fptr_close_fd(fptr, fptr->fd);
    fptr->fd = fptr->fd2 = -1;
    fptr_free_buffers(fptr);
    open_list_remove(fptr);
    xfree(LISTED(fptr));
    return 1;
}

/* IO#close */
VALUE
rb_io_close(VALUE io)
{
    OpenFile *fptr = RFILE(io)->fptr;
    int err = 0;

    rb_io_check_closed(fptr);
    if (fptr->wlen > 0 && rb_io_fflush(fptr) < 0) err = errno;
    fptr_close_fds(fptr, 0);
    if (fptr->fd < 0 && fptr->pid) fptr_wait_child(fptr);
    if (err) { errno = err; rb_sys_fail(fptr->path); }
    return Qnil;
}

/* 1.8.7: at $SAFE 4 only a tainted stream may be closed */
static void
io_check_closable(VALUE io)
{
    if (rb_safe_level() >= 4 && !OBJ_TAINTED(io))
        rb_raise(rb_eSecurityError, "Insecure: can't close");
}

static VALUE
io_close(VALUE io)
{
    io_check_closable(io);
    return rb_io_close(io);
}

static VALUE
io_close_quiet(VALUE io)
{
    OpenFile *fptr = RFILE(io)->fptr;

    if (!fptr || FPTR_CLOSED_P(fptr)) return Qnil;
    /* 1.8.7's block forms (File.open { }) drop output they fail to flush */
    if (fptr->wlen > 0 && rb_io_fflush(fptr) < 0) {
        fptr->wlen = 0;
        LISTED(fptr)->wseek = 0;
    }
    rb_io_close(io);
    return Qnil;
}

/* IO#closed? */
static VALUE
io_closed_p(VALUE io)
{
    OpenFile *fptr = RFILE(io)->fptr;

    if (!fptr) rb_raise(rb_eIOError, "uninitialized stream");
    return FPTR_CLOSED_P(fptr) ? Qtrue : Qfalse;
}

/* IO#close_read */
static VALUE
io_close_read(VALUE io)
{
    OpenFile *fptr;

    io_check_closable(io);
    fptr = io_fptr(io);

    if (fptr->fd2 >= 0 && fptr->fd >= 0) {   /* once closed, the rest is write-only */
        rb_thread_fd_close(fptr->fd);
        fptr_close_fd(fptr, fptr->fd);
        fptr->fd = -1;
        fptr->mode &= ~FMODE_READABLE;
        io_drop_rbuf(fptr);
        return Qnil;
    }
    if (fptr->mode & FMODE_WRITABLE)
        rb_raise(rb_eIOError, "closing non-duplex IO for reading");
    return rb_io_close(io);
}

/* IO#close_write */
static VALUE
io_close_write(VALUE io)
{
    OpenFile *fptr;

    io_check_closable(io);
    fptr = io_fptr(io);

    if (fptr->fd2 >= 0) {
        io_flush_or_fail(fptr);
        rb_thread_fd_close(fptr->fd2);
        fptr_close_fd(fptr, fptr->fd2);
        fptr->fd2 = -1;
        fptr->mode &= ~FMODE_WRITABLE;
        return Qnil;
    }
    if (fptr->mode & FMODE_READABLE)
        rb_raise(rb_eIOError, "closing non-duplex IO for writing");
    return rb_io_close(io);
}

/* ---------------------------------------------------------------- reading methods */

/* IO#gets(sep = $/) */
static VALUE
io_gets_m(int argc, VALUE *argv, VALUE io)
{
    VALUE rs, str;

    rs = argc == 0 ? rb_rs : argv[0];
    if (argc > 1) rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    if (!NIL_P(rs)) StringValue(rs);   /* before the stream's state, as 1.8.7 */
    str = io_getline(rs, io_fptr(io));
    rb_lastline_set(str);
    return str;
}

VALUE
rb_io_gets(VALUE io)
{
    VALUE str = io_getline(rb_rs, io_fptr(io));
    rb_lastline_set(str);
    return str;
}

/* IO#readline(sep = $/) */
static VALUE
io_readline(int argc, VALUE *argv, VALUE io)
{
    VALUE line = io_gets_m(argc, argv, io);

    if (NIL_P(line)) rb_eof_error();
    return line;
}

/* IO#readlines(sep = $/) */
static VALUE
io_readlines(int argc, VALUE *argv, VALUE io)
{
    VALUE rs, line, ary;
    OpenFile *fptr;

    rs = argc == 0 ? rb_rs : argv[0];
    if (argc > 1) rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    if (!NIL_P(rs)) StringValue(rs);   /* before the stream's state, as 1.8.7 */
    fptr = io_fptr(io);
    ary = rb_ary_new();
    while (!NIL_P(line = io_getline(rs, fptr))) rb_ary_push(ary, line);
    return ary;
}

/* IO#each_line(sep = $/) { |line| } */
static VALUE
io_each_line(int argc, VALUE *argv, VALUE io)
{
    VALUE rs, line;
    OpenFile *fptr;

    RETURN_ENUMERATOR(io, argc, argv);
    rs = argc == 0 ? rb_rs : argv[0];
    if (argc > 1) rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    if (!NIL_P(rs)) StringValue(rs);   /* before the stream's state, as 1.8.7 */
    fptr = io_fptr(io);
    while (!NIL_P(line = io_getline(rs, fptr))) {
        rb_yield(line);
        fptr = io_fptr(io);
    }
    return io;
}

/* IO#each_byte { |byte| } */
static VALUE
io_each_byte(VALUE io)
{
    OpenFile *fptr;
    int c;

    RETURN_ENUMERATOR(io, 0, 0);
    for (;;) {
        fptr = io_fptr(io);
        io_prep_read(fptr);
        c = io_getbyte(fptr);
        if (c == EOF) break;
        rb_yield(INT2FIX(c));
    }
    return io;
}

/* IO#each_char { |ch| } */
static VALUE
io_each_char(VALUE io)
{
    OpenFile *fptr;
    int c;
    char ch;

    RETURN_ENUMERATOR(io, 0, 0);
    for (;;) {
        fptr = io_fptr(io);
        io_prep_read(fptr);
        c = io_getbyte(fptr);
        if (c == EOF) break;
        ch = (char)c;
        rb_yield(rb_str_new(&ch, 1));
    }
    return io;
}

/* IO#lines, IO#bytes, IO#chars: enumerators */
static VALUE
io_lines(int argc, VALUE *argv, VALUE io)
{
    return rb_enumeratorize(io, ID2SYM(rb_intern("each_line")), argc, argv);
}

static VALUE
io_bytes(VALUE io)
{
    return rb_enumeratorize(io, ID2SYM(rb_intern("each_byte")), 0, 0);
}

/* IO#getc */
VALUE
rb_io_getc(VALUE io)
{
    OpenFile *fptr = io_fptr(io);
    int c;

    io_prep_read(fptr);
    c = io_getbyte(fptr);
    return c == EOF ? Qnil : INT2FIX(c);
}

/* IO#readchar */
static VALUE
io_readchar(VALUE io)
{
    VALUE c = rb_io_getc(io);

    if (NIL_P(c)) rb_eof_error();
    return c;
}

/* IO#ungetc(byte) */
VALUE
rb_io_ungetc(VALUE io, VALUE c)
{
    int cc = NUM2INT(c);   /* before the stream's state, as 1.8.7 */
    OpenFile *fptr = io_fptr(io);

    rb_io_check_closed(fptr);
    if (!(fptr->mode & FMODE_RBUF)) rb_raise(rb_eIOError, "unread stream");
    rb_io_check_readable(fptr);
    if (cc == EOF) return Qnil;   /* ungetc(3) of EOF pushes nothing */
    fptr->mode &= ~FMODE_EOF;     /* and clears the end-of-file state */
    io_rbuf_alloc(fptr);
    /* the byte just read given back: stdio only steps back over it */
    if (!(fptr->mode & FMODE_IN_BACKUP) && fptr->roff > LISTED(fptr)->rbase &&
        (unsigned char)fptr->rbuf[fptr->roff - 1] == (unsigned char)cc) {
        fptr->roff--;
        fptr->rlen++;
        return Qnil;
    }
    if (!(fptr->mode & FMODE_IN_BACKUP))
        LISTED(fptr)->rpre += fptr->roff - LISTED(fptr)->rbase;
    if (fptr->roff == 0) {
        if (fptr->rlen == fptr->rcapa) {
            fptr->rcapa *= 2;
            REALLOC_N(fptr->rbuf, char, fptr->rcapa);
        }
        memmove(fptr->rbuf + 1, fptr->rbuf, fptr->rlen);
        fptr->roff = 1;
        LISTED(fptr)->rbase++;
    }
    /* a backup area begins: the main get area now starts here */
    if (!(fptr->mode & FMODE_IN_BACKUP)) LISTED(fptr)->rbase = fptr->roff;
    fptr->roff--;
    fptr->rlen++;
    fptr->unget++;
    fptr->mode |= FMODE_RBUF_PUSHED | FMODE_IN_BACKUP;
    fptr->rbuf[fptr->roff] = (char)cc;
    return Qnil;
}

static long
io_len_arg(VALUE len)
{
    long n = NUM2LONG(len);

    if (n < 0) rb_raise(rb_eArgError, "negative length %ld given", n);
    return n;
}

static VALUE
io_buffer(VALUE buf, long len)
{
    long old;

    if (NIL_P(buf)) return rb_str_new(0, len);
    StringValue(buf);
    rb_str_modify(buf);
    old = RSTRING_LEN(buf);
    rb_str_resize(buf, len);
    if (len > old) memset(RSTRING_PTR(buf) + old, 0, len - old);
    return buf;
}

/* 1.8.7's read of it all first asks the position of a regular file not at
   end of file, which fflushes output written since its last fflush
   (glibc's sync gives ungetc's bytes back too) */
static int
io_remain_size_tells(OpenFile *fptr)
{
    struct stat st;

    if ((fptr->mode & FMODE_EOF) && fptr->rlen == 0) return 0;
    return fstat(fptr->fd, &st) == 0 && S_ISREG(st.st_mode);
}

/* IO#read([len [, buffer]]) */
static VALUE
io_read(int argc, VALUE *argv, VALUE io)
{
    OpenFile *fptr;
    VALUE length, str;
    long len, n;

    rb_scan_args(argc, argv, "02", &length, &str);
    len = NIL_P(length) ? 0 : io_len_arg(length);   /* arguments before the stream */
    if (!NIL_P(length)) str = io_buffer(str, len);
    else if (!NIL_P(str)) StringValue(str);
    fptr = io_fptr(io);
    if (len == 0 && !NIL_P(length)) {   /* no read: buffered output stays, as 1.8.7 */
        rb_io_check_readable(fptr);
        return (fptr->mode & FMODE_EOF) && fptr->rlen == 0 ? Qnil : str;
    }
    /* stdio's end-of-file flag sticks until a seek, ungetc or a read that
       gets data: 1.8.7 asks it first, so output written since stays */
    if (!NIL_P(length)) {
        rb_io_check_readable(fptr);
        if ((fptr->mode & FMODE_EOF) && fptr->rlen == 0) return Qnil;
    }
    io_prep_read(fptr);
    if (NIL_P(length)) {
        str = io_buffer(str, 0);
        if (fptr->fd2 < 0 && io_remain_size_tells(fptr)) io_flush_before_seek(fptr);
        io_read_all(fptr, str);
        OBJ_TAINT(str);
        return str;
    }
    n = io_fread(fptr, RSTRING(str)->ptr, len);
    /* nothing read and no end of file: the flush before it failed */
    if (n == 0 && !(fptr->mode & FMODE_EOF)) io_sys_fail(fptr);
    if (n == 0) {   /* this read met the end of file: 1.8.7 empties the buffer */
        rb_str_resize(str, 0);
        return Qnil;
    }
    rb_str_resize(str, n);
    OBJ_TAINT(str);
    return str;
}

/* reads whatever is available (at least one byte unless end of file):
   buffered bytes first, else one read(2) straight into ptr as 1.8.7 does */
static long
io_partial(OpenFile *fptr, char *ptr, long len, int nonblock)
{
    long n, avail = IO_PENDING(fptr);

    if (avail > 0) {
        n = avail < len ? avail : len;
        memcpy(ptr, fptr->rbuf + fptr->roff, n);
        io_consume(fptr, n);
        return n;
    }
    if (nonblock) {   /* only when it reads the descriptor, as 1.8.7 */
        int fl = fcntl(fptr->fd, F_GETFL);
        if (fl >= 0 && !(fl & O_NONBLOCK)) fcntl(fptr->fd, F_SETFL, fl | O_NONBLOCK);
    }
    for (;;) {
        if (!nonblock) rb_thread_wait_fd(fptr->fd);
        n = read(fptr->fd, ptr, len);
        if (n >= 0) break;
        if (nonblock || !io_wait_readable(fptr->fd, 1)) io_sys_fail(fptr);
    }
    OFF_CACHE(fptr) = -1;   /* as 1.8.7's: pos asks the descriptor after it */
    /* 1.8.7's output still buffered on this descriptor goes out after
       such a read, where the read left the descriptor (FMODE_WBUF stays) */
    if (fptr->fd2 < 0 && fptr->wlen > 0 && rb_io_fflush(fptr) < 0) io_sys_fail(fptr);
    return n;
}

static VALUE
io_getpartial(int argc, VALUE *argv, VALUE io, int nonblock)
{
    OpenFile *fptr;
    VALUE length, str;
    long len, n;

    rb_scan_args(argc, argv, "11", &length, &str);
    len = io_len_arg(length);
    str = io_buffer(str, len);
    fptr = io_fptr(io);
    rb_io_check_readable(fptr);   /* even for 0 bytes: a closed or write-only stream raises */
    if (len == 0) return str;     /* (and buffered output stays) */
    io_flush_tty_stdout(fptr);    /* not its own output: 1.8.7 reads the descriptor past it */
    n = io_partial(fptr, RSTRING(str)->ptr, len, nonblock);
    rb_str_resize(str, n);
    if (n == 0) rb_eof_error();
    OBJ_TAINT(str);
    return str;
}

/* IO#readpartial(len [, buffer]) */
static VALUE
io_readpartial(int argc, VALUE *argv, VALUE io)
{
    return io_getpartial(argc, argv, io, 0);
}

/* IO#read_nonblock(len [, buffer]) */
static VALUE
io_read_nonblock(int argc, VALUE *argv, VALUE io)
{
    return io_getpartial(argc, argv, io, 1);
}

/* IO#sysread(len [, buffer]) */
static VALUE
io_sysread(int argc, VALUE *argv, VALUE io)
{
    VALUE length, str;
    OpenFile *fptr;
    long len, n;

    rb_scan_args(argc, argv, "11", &length, &str);
    len = NUM2LONG(length);
    if (!NIL_P(str)) StringValue(str);   /* the buffer's type before the length's sign */
    if (len < 0) rb_raise(rb_eArgError, "negative string size (or size too big)");
    str = io_buffer(str, len);
    if (len == 0) return str;
    fptr = io_fptr(io);
    rb_io_check_readable(fptr);
    if (IO_PENDING(fptr) > 0) rb_raise(rb_eIOError, "sysread for buffered IO");
    /* 1.8.7: one wait, then the read; only an interrupted read is tried
       again (a non-blocking descriptor with nothing to read raises EAGAIN) */
    for (;;) {
        rb_thread_wait_fd(fptr->fd);
        n = read(fptr->fd, RSTRING(str)->ptr, len);
        if (n >= 0) break;
        if (errno != EINTR) io_sys_fail(fptr);
        CHECK_INTS;
    }
    rb_str_resize(str, n);
    if (n == 0) rb_eof_error();
    OBJ_TAINT(str);
    return str;
}

/* IO#syswrite(str) */
static VALUE
io_syswrite(VALUE io, VALUE str)
{
    OpenFile *fptr;
    long n;

    rb_secure(4);
    str = rb_obj_as_string(str);
    fptr = io_fptr(io);
    rb_io_check_writable(fptr);
    if (fptr->mode & FMODE_WBUF) rb_warn("syswrite for buffered IO");
    rb_thread_fd_writable(io_write_fd(fptr));   /* 1.8.7: a switch point, even for "" */
    /* one write(2), as 1.8.7: a partial count is returned, and a full
       non-blocking pipe raises EAGAIN; a signal runs its trap first */
    while ((n = write(io_write_fd(fptr), RSTRING(str)->ptr, RSTRING(str)->len)) < 0 && errno == EINTR)
        CHECK_INTS;
    if (n < 0) io_sys_fail(fptr);
    return LONG2FIX(n);
}

/* IO#write_nonblock(str): flushes, then one write(2) in non-blocking mode */
static VALUE
io_write_nonblock(VALUE io, VALUE str)
{
    OpenFile *fptr;
    long n;
    int fd, fl;

    rb_secure(4);
    str = rb_obj_as_string(str);
    fptr = io_fptr(io);
    rb_io_check_writable(fptr);   /* buffered output stays (1.8.7 writes past it) */
    fd = io_write_fd(fptr);
    fl = fcntl(fd, F_GETFL);
    if (fl >= 0 && !(fl & O_NONBLOCK)) fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    n = write(fd, RSTRING(str)->ptr, RSTRING(str)->len);
    if (n < 0) io_sys_fail(fptr);
    return LONG2FIX(n);
}

/* IO#eof? */
VALUE
rb_io_eof(VALUE io)
{
    return io_eof_p(io_fptr(io)) ? Qtrue : Qfalse;
}

/* ---------------------------------------------------------------- positioning */

/* 1.8.7 fflushes pending output before it asks or moves the position:
   the cached offset is forgotten then */
static void
io_flush_before_seek(OpenFile *fptr)
{
    if (fptr->wlen == 0 && !(fptr->mode & FMODE_WBUF)) return;
    io_flush_or_fail(fptr);
    /* fflush also syncs input read since the write (eof? after print) */
    if (fptr->fd2 < 0 && io_sync_input(fptr) < 0) io_sys_fail(fptr);
    io_wbuf_flushed(fptr);
}

/* the logical position, or -1 with errno where stdio's ftell fails (a
   pipe; ungetc before the start: EIO, as glibc's ftell under 1.8.7) */
static off_t
io_tell_quiet(OpenFile *fptr)
{
    off_t pos;

    io_flush_before_seek(fptr);
    pos = OFF_CACHE(fptr) >= 0 ? OFF_CACHE(fptr) : lseek(IO_SEEK_FD(fptr), 0, SEEK_CUR);
    if (pos < 0) return -1;
    if (fptr->mode & FMODE_IN_BACKUP) {
        /* glibc counts the backup area's bytes (once it has a buffer),
           fails below 0, then takes the rest of the buffer off: a result
           below -1 is returned, -1 is EIO */
        if (fptr->mode & FMODE_STDIO_BUF) pos -= fptr->unget;
        if (pos < 0) { errno = EINVAL; return -1; }
        pos -= fptr->rlen - fptr->unget;
        if (pos == -1) errno = EIO;
        return pos;
    }
    if (pos - fptr->rlen < 0) { errno = EINVAL; return -1; }
    return pos - fptr->rlen;
}

static off_t
io_tell(OpenFile *fptr)
{
    off_t pos = io_tell_quiet(fptr);
    if (pos == -1) io_sys_fail(fptr);
    return pos;
}

/* our read buffer as glibc's is after a backup area was freed: the file's
   bytes before the main get area read again (pread: the descriptor stays
   where it is); false when they cannot be */
static int
io_rbuf_restore(OpenFile *fptr)
{
    struct listed_fptr *l = LISTED(fptr);
    long before = l->rpre + (fptr->roff - l->rbase), total = before + fptr->rlen;
    off_t start = OFF_CACHE(fptr) - total;

    if (fptr->mode & FMODE_IN_BACKUP) return 0;
    if (before < 0 || start < 0 || total > fptr->rcapa) return 0;
    if (pread(fptr->fd, fptr->rbuf, total, start) != total) return 0;
    fptr->roff = before;
    l->rbase = l->rpre = 0;
    fptr->mode &= ~FMODE_RBUF_PUSHED;
    return 1;
}

/* a seek to a place already in the read buffer only moves the read
   position, as stdio's fseek does under 1.8.7: the buffer stays (so sysread
   still refuses); true when done.  Once ungetc wrote into the buffer, the
   file's bytes are read again first (glibc's buffer kept them). */
static int
io_seek_in_rbuf(OpenFile *fptr, off_t off, int whence)
{
    off_t end, target;

    if (fptr->roff + fptr->rlen == 0 || fptr->wlen > 0) return 0;
    if (OFF_CACHE(fptr) < 0) return 0;
    if ((fptr->mode & FMODE_RBUF_PUSHED) && !io_rbuf_restore(fptr)) return 0;
    if (whence != SEEK_SET && whence != SEEK_CUR) return 0;
    end = OFF_CACHE(fptr);
    target = whence == SEEK_SET ? off : end - fptr->rlen + off;
    if (target < end - fptr->rlen - fptr->roff || target >= end) return 0;   /* glibc: strictly before its offset */
    fptr->roff += target - (end - fptr->rlen);
    fptr->rlen = end - target;
    fptr->mode &= ~FMODE_EOF;
    /* glibc then puts the descriptor back where it believes it is (another
       stream sharing it may have moved it) */
    lseek(fptr->fd, end, SEEK_SET);
    return 1;
}

/* glibc's seek outside its buffer (under 1.8.7): to the start of the
   target's block, then reading up to the target (only that when the buffer
   was empty, else a whole buffer), so bytes after it may stay buffered
   (and sysseek/sysread refuse); false if that cannot be done */
static int
io_seek_block(OpenFile *fptr, off_t target, int exact)
{
    off_t aligned;
    long delta, n, size;

    if (!(fptr->mode & FMODE_READABLE) || fptr->fd2 >= 0) return 0;
    io_rbuf_alloc(fptr);
    size = LISTED(fptr)->rsize;
    aligned = target & ~(off_t)(size - 1);   /* glibc's mask of its buffer size */
    if (target - aligned > size) aligned = target;
    delta = (long)(target - aligned);
    if (lseek(fptr->fd, aligned, SEEK_SET) < 0) return 0;
    OFF_CACHE(fptr) = aligned;
    if (delta == 0) return 1;
    n = read(fptr->fd, fptr->rbuf, exact ? delta : size);
    if (n < delta) return 0;
    OFF_CACHE(fptr) = aligned + n;
    fptr->roff = delta;
    fptr->rlen = n - delta;
    return 1;
}

/* glibc's fseek frees the backup area only on a stream with byte
   orientation: before one, a relative seek counts the backup's unread
   bytes alone and the main get area is forgotten (the seek refills a whole
   buffer at the target); true when that was the case */
static int
io_seek_unoriented(OpenFile *fptr, off_t *off, int whence)
{
    if ((fptr->mode & (FMODE_IN_BACKUP | FMODE_BYTE_ORIENTED)) != FMODE_IN_BACKUP) return 0;
    if (whence != SEEK_CUR) return 0;   /* an absolute seek keeps the older model */
    *off -= fptr->unget;
    io_drop_rbuf(fptr);
    return 1;
}

static void
io_seek(OpenFile *fptr, off_t off, int whence)
{
    off_t target;
    int exact, dumb = 0, unbuf_pushed = 0;

    io_flush_before_seek(fptr);
    /* fseeko(3) knows three whences only (lseek's SEEK_DATA is refused) */
    if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
        errno = EINVAL;
        io_sys_fail(fptr);
    }
    /* glibc's fseek before stdio has a buffer frees the pushback unread
       (and then reads a whole buffer at the target) */
    if (!(fptr->mode & FMODE_STDIO_BUF)) {
        unbuf_pushed = (fptr->mode & FMODE_IN_BACKUP) != 0;
        io_drop_unget(fptr);
    }
    fptr->mode |= FMODE_STDIO_BUF;
    if (io_seek_unoriented(fptr, &off, whence)) unbuf_pushed = 1;
    /* and after, frees the backup area first (a relative seek counts its
       unread bytes), back in the main get area, which begins where ungetc
       began the backup */
    if (fptr->mode & FMODE_IN_BACKUP) {
        if (whence == SEEK_CUR) off -= fptr->unget;
        io_drop_unget(fptr);
    }
    /* stdio's main get area holds nothing (asked before io_seek_in_rbuf
       gives our buffer back the bytes glibc's held before that area) */
    exact = !unbuf_pushed && fptr->rlen == 0 && fptr->roff == LISTED(fptr)->rbase;
    if (io_seek_in_rbuf(fptr, off, whence)) return;
    if (whence == SEEK_CUR) {
        off -= fptr->rlen;
        if (OFF_CACHE(fptr) >= 0) off += OFF_CACHE(fptr), whence = SEEK_SET;
        else dumb = 1;   /* glibc: only an lseek from where the descriptor is */
    }
    if ((target = lseek(IO_SEEK_FD(fptr), off, whence)) < 0) {   /* a failed seek keeps the buffer, not the pushback */
        io_drop_unget(fptr);
        io_sys_fail(fptr);
    }
    io_drop_rbuf(fptr);
    fptr->mode &= ~FMODE_EOF;
    OFF_CACHE(fptr) = target;
    if (!dumb && !io_seek_block(fptr, target, exact)) {
        io_drop_rbuf(fptr);
        if (lseek(fptr->fd, target, SEEK_SET) < 0) io_sys_fail(fptr);
        OFF_CACHE(fptr) = target;
    }
}

void
rb_io_fflush_seek(OpenFile *fptr)
{
    io_flush_or_fail(fptr);
    if (fptr->fd2 < 0) io_sync_input(fptr);   /* fflush's sync: its failure is ignored */
    io_wbuf_flushed(fptr);
    if (fptr->fd < 0 || fptr->fd2 >= 0) return;
    if (io_tell_quiet(fptr) < 0) {
        /* glibc's failing fseek had freed the backup area first */
        if (fptr->mode & FMODE_BYTE_ORIENTED) io_drop_unget(fptr);
        return;
    }
    io_seek(fptr, 0, SEEK_CUR);
}

static VALUE argf_file;   /* ARGF's current file and line count (defined below) */
static int argf_lineno;

/* IO#pos, IO#tell */
static VALUE
io_pos(VALUE io)
{
    return OFFT2NUM(io_tell(io_fptr(io)));
}

/* IO#seek(offset, whence = SEEK_SET) */
static VALUE
io_seek_m(int argc, VALUE *argv, VALUE io)
{
    VALUE off, whence;
    int w = SEEK_SET;
    off_t o;

    /* an explicit whence (nil too) is converted first, then the offset */
    if (rb_scan_args(argc, argv, "11", &off, &whence) == 2) w = NUM2INT(whence);
    o = NUM2OFFT(off);
    io_seek(io_fptr(io), o, w);
    return INT2FIX(0);
}

/* IO#pos=(n) */
static VALUE
io_set_pos(VALUE io, VALUE off)
{
    io_seek(io_fptr(io), NUM2OFFT(off), SEEK_SET);
    return INT2FIX(0);
}

/* IO#rewind */
static VALUE
io_rewind(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    io_seek(fptr, 0, SEEK_SET);
    if (io == argf_file) argf_lineno -= fptr->lineno;   /* ARGF's count too, as 1.8.7 */
    fptr->lineno = 0;
    return INT2FIX(0);
}

/* IO#sysseek(offset, whence = SEEK_SET) */
static VALUE
io_sysseek(int argc, VALUE *argv, VALUE io)
{
    VALUE off, whence;
    int w = SEEK_SET;
    off_t pos;
    OpenFile *fptr;
    off_t o;

    /* an explicit whence (nil too), then the offset, then the stream */
    if (rb_scan_args(argc, argv, "11", &off, &whence) == 2) w = NUM2INT(whence);
    o = NUM2OFFT(off);
    fptr = io_fptr(io);
    if (IO_PENDING(fptr) > 0) rb_raise(rb_eIOError, "sysseek for buffered IO");
    if (fptr->mode & FMODE_WBUF) rb_warn("sysseek for buffered IO");
    pos = lseek(IO_SEEK_FD(fptr), o, w);
    if (pos < 0) io_sys_fail(fptr);
    fptr->mode &= ~FMODE_EOF;
    return OFFT2NUM(pos);
}

/* IO#lineno */
static VALUE
io_lineno(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    rb_io_check_readable(fptr);
    return INT2NUM(fptr->lineno);
}

/* IO#lineno=(n) */
static VALUE
io_set_lineno(VALUE io, VALUE n)
{
    OpenFile *fptr = io_fptr(io);

    rb_io_check_readable(fptr);
    fptr->lineno = NUM2INT(n);
    return n;
}

/* IO#sync */
static VALUE
io_sync(VALUE io)
{
    return (io_fptr(io)->mode & FMODE_SYNC) ? Qtrue : Qfalse;
}

/* IO#sync=(bool) */
static VALUE
io_set_sync(VALUE io, VALUE mode)
{
    OpenFile *fptr = io_fptr(io);

    if (RTEST(mode)) fptr->mode |= FMODE_SYNC;   /* buffered output waits for the next write, as 1.8.7 */
    else {
        fptr->mode &= ~FMODE_SYNC;
    }
    return mode;
}

/* IO#fsync */
static VALUE
io_fsync(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    rb_thread_fd_writable(io_write_fd(fptr));   /* its flush: a switch point */
    io_flush_or_fail(fptr);
    /* 1.8.7 fflushes the stream even when it only reads: unread input is
       given back, so sysread and sysseek may follow */
    if (fptr->fd2 < 0 && io_sync_input(fptr) < 0) io_sys_fail(fptr);
    io_wbuf_flushed(fptr);
    if (fsync(io_write_fd(fptr)) < 0) io_sys_fail(fptr);
    return INT2FIX(0);
}

/* IO#fileno, IO#to_i */
static VALUE
io_fileno(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    return INT2FIX(fptr->fd >= 0 ? fptr->fd : fptr->fd2);
}

/* IO#pid */
static VALUE
io_pid(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    return fptr->pid ? INT2FIX(fptr->pid) : Qnil;
}

/* IO#tty?, IO#isatty */
static VALUE
io_isatty(VALUE io)
{
    OpenFile *fptr = io_fptr(io);

    return isatty(fptr->fd >= 0 ? fptr->fd : fptr->fd2) ? Qtrue : Qfalse;
}

/* IO#binmode */
VALUE
rb_io_binmode(VALUE io)
{
    io_fptr(io)->mode |= FMODE_BINMODE;
    return io;
}

/* IO#to_io */
static VALUE
io_to_io(VALUE io)
{
    return io;
}

/* IO#fcntl(cmd, arg = 0) */
/* IO#fcntl and IO#ioctl(cmd, arg = 0) with an integer (or true/false/nil) arg */
static VALUE
io_ctl(int argc, VALUE *argv, VALUE io, int is_ioctl)
{
    VALUE cmd, arg;
    long a = 0;
    int r;
    OpenFile *fptr;

    unsigned long req;

    VALUE buf = Qnil;
    long len = 0;

    rb_scan_args(argc, argv, "11", &cmd, &arg);
    /* both commands are unsigned longs (fcntl cuts it to an int: 2**40 is 0) */
    req = NUM2ULONG(cmd);
    rb_secure(2);   /* after the command's conversion, as 1.8.7 */
    if (!NIL_P(arg) && arg != Qfalse && arg != Qtrue) buf = rb_check_string_type(arg);
    if (!NIL_P(buf)) {
        /* a String (or to_str) is the call's buffer: at least 256 bytes,
           grown with NULs to 257 with a guard byte 17 after the 256th */
        rb_str_modify(buf);
        len = RSTRING(buf)->len;
        if (len < 256) {
            long old = len;
            len = 256;
            rb_str_resize(buf, len + 1);
            memset(RSTRING(buf)->ptr + old, 0, len - old);
        }
        RSTRING(buf)->ptr[len] = 17;
        a = (long)RSTRING(buf)->ptr;
    }
    else if (!NIL_P(arg) && arg != Qfalse) a = arg == Qtrue ? 1 : NUM2LONG(arg);
    fptr = io_fptr(io);
    if (is_ioctl) r = ioctl(fptr->fd >= 0 ? fptr->fd : fptr->fd2, req, a);
    else r = fcntl(fptr->fd >= 0 ? fptr->fd : fptr->fd2, (int)req, a);
    if (r < 0) io_sys_fail(fptr);
    if (!NIL_P(buf)) {
        if (RSTRING(buf)->ptr[len] != 17) rb_raise(rb_eArgError, "return value overflowed string");
        if (RSTRING(buf)->len == len) RSTRING(buf)->ptr[len] = '\0';
    }
    return INT2NUM(r);
}

static VALUE
io_fcntl(int argc, VALUE *argv, VALUE io)
{
    return io_ctl(argc, argv, io, 0);
}

static VALUE
io_ioctl(int argc, VALUE *argv, VALUE io)
{
    return io_ctl(argc, argv, io, 1);
}

VALUE rb_file_stat_for_fd(int fd);   /* file.c */

/* Kernel#getc: obsolete in 1.8.7, reads $stdin */
static VALUE
rb_f_getc(void)
{
    rb_warn("getc is obsolete; use STDIN.getc instead");
    return rb_io_getc(rb_stdin);
}

/* IO#stat */
static VALUE
io_stat(VALUE io)
{
    OpenFile *fptr = io_fptr(io);
    if (fptr->mode & FMODE_DEAD) { errno = EBADF; rb_sys_fail(fptr->path); }
    return rb_file_stat_for_fd(fptr->fd >= 0 ? fptr->fd : fptr->fd2);
}

/* IO#inspect */
static VALUE
io_inspect(VALUE io)
{
    OpenFile *fptr = RFILE(rb_io_taint_check(io))->fptr;
    VALUE str;

    if (!fptr || !fptr->path) return rb_any_to_s(io);
    str = rb_str_new2("#<");
    rb_str_append(str, rb_class_name(CLASS_OF(io)));
    rb_str_cat2(str, ":");
    rb_str_cat2(str, fptr->path);
    if (FPTR_CLOSED_P(fptr)) rb_str_cat2(str, " (closed)");
    rb_str_cat2(str, ">");
    return str;
}

/* File#path */
static VALUE
file_path(VALUE io)
{
    OpenFile *fptr = RFILE(rb_io_taint_check(io))->fptr;

    if (!fptr) rb_raise(rb_eIOError, "uninitialized stream");
    if (!fptr->path) return Qnil;
    return rb_tainted_str_new2(fptr->path);
}

static char *
io_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = ALLOC_N(char, n);
    memcpy(p, s, n);
    return p;
}

/* IO#initialize_copy(orig) : dup */
static VALUE
io_init_copy(VALUE dest, VALUE io)
{
    OpenFile *orig, *fptr;
    off_t pos;

    io = rb_convert_type(io, T_FILE, "IO", "to_io");
    if (dest == io) return dest;
    GetOpenFile(io, orig);
    if (orig->mode & FMODE_DEAD) { errno = EBADF; rb_sys_fail(0); }
    if (orig->wlen > 0) io_flush_or_fail(orig);
    /* 1.8.7 fflushes a write stream before it asks its position: glibc's
       sync gives the read-ahead back and forgets its offset */
    if ((orig->mode & FMODE_WRITABLE) && orig->fd2 < 0 && orig->fd >= 0) {
        if (io_sync_input(orig) < 0) rb_sys_fail(orig->path);
        OFF_CACHE(orig) = -1;
    }
    pos = orig->fd >= 0 ? io_tell_quiet(orig) : -1;
    MakeOpenFile(dest, fptr);
    /* a new stdio stream: no end-of-file flag, and buffered even from stderr */
    fptr->mode = orig->mode & ~(FMODE_EOF | FMODE_UNBUF | FMODE_STDIO_STATE);
    fptr->pid = orig->pid;
    fptr->lineno = orig->lineno;
    if (orig->path) fptr->path = io_strdup(orig->path);
    /* 1.8.7 fflushes the original's write stream (stdio's sync: the
       descriptor goes back to the logical position, the buffer is dropped;
       with ungetc'd bytes only they are, the descriptor moved back by as
       many); a read-only one is seeked there: inside its buffer when
       stdio knows the offset, else it ends with nothing buffered, the
       descriptor at its position and that position known (so each stream
       reckons from it after the other reads on) */
    if (!(orig->mode & FMODE_WRITABLE) && pos >= 0 && orig->fd2 < 0) {
        if (OFF_CACHE(orig) >= 0 && lseek(orig->fd, 0, SEEK_CUR) >= 0) {
            int e = errno;
            io_seek(orig, pos, SEEK_SET);
            errno = e;
        }
        else if (lseek(orig->fd, pos, SEEK_SET) >= 0) {
            io_drop_rbuf(orig);
            orig->mode &= ~FMODE_EOF;   /* as any fseek */
            OFF_CACHE(orig) = pos;
        }
    }
    else if ((orig->mode & FMODE_WRITABLE) && orig->fd2 < 0) {
        /* synced above */
    }
    else if ((orig->mode & FMODE_IN_BACKUP) && orig->fd2 < 0 && lseek(orig->fd, -(off_t)orig->unget, SEEK_CUR) >= 0) {
        io_drop_unget(orig);
        OFF_CACHE(orig) = -1;
    }
    else {
        io_unread(orig);
    }
    if (orig->fd >= 0 && (fptr->fd = dup(orig->fd)) < 0) rb_sys_fail(0);
    if (orig->fd2 >= 0 && (fptr->fd2 = dup(orig->fd2)) < 0) rb_sys_fail(0);
    /* then seeks the new stream to the original's position (a stdio seek) */
    if (pos >= 0 && fptr->fd2 < 0) {
        int e = errno;
        if (lseek(fptr->fd, 0, SEEK_CUR) >= 0) io_seek(fptr, pos, SEEK_SET);
        errno = e;
    }
    return dest;
}

/* ---------------------------------------------------------------- modes and opening */

int
rb_io_mode_flags(const char *mode)
{
    int flags = 0;
    const char *m = mode;

    switch (*m++) {
      case 'r': flags |= FMODE_READABLE; break;
      case 'w': flags |= FMODE_WRITABLE | FMODE_CREATE; break;
      case 'a': flags |= FMODE_WRITABLE | FMODE_APPEND | FMODE_CREATE; break;
      default: goto error;
    }
    while (*m) {
        switch (*m++) {
          case 'b': flags |= FMODE_BINMODE; break;
          case '+': flags |= FMODE_READWRITE; break;
          case ':': return flags;   /* 1.8.7 ignores a 1.9 encoding suffix */
          default: goto error;
        }
    }
    return flags;
  error:
    rb_raise(rb_eArgError, "illegal access mode %s", mode);
    return 0;
}

static int
io_mode_oflags(const char *mode)
{
    int f = rb_io_mode_flags(mode), o;

    if ((f & FMODE_READWRITE) == FMODE_READWRITE) o = O_RDWR;
    else if (f & FMODE_WRITABLE) o = O_WRONLY;
    else o = O_RDONLY;
    if (mode[0] == 'w') o |= O_CREAT | O_TRUNC;
    if (mode[0] == 'a') o |= O_CREAT | O_APPEND;
    return o;
}

/* an Integer mode must ask for one access (read, write or both): 1.8.7
   checks it before anything is opened */
static int
io_check_modenum(int oflags)
{
    if ((oflags & O_ACCMODE) == O_ACCMODE) {
        char buf[24];
        snprintf(buf, sizeof buf, "%o", (unsigned int)oflags);
        rb_raise(rb_eArgError, "illegal access modenum %s", buf);
    }
    return oflags;
}

/* the mode string 1.8.7 gives an Integer mode (popen takes strings) */
static const char *
io_modenum_mode(int oflags)
{
    switch (io_check_modenum(oflags) & O_ACCMODE) {
      case O_WRONLY: return (oflags & O_APPEND) ? "a" : "w";
      case O_RDWR: return (oflags & O_APPEND) ? "a+" : "r+";
    }
    return "r";
}

int
rb_io_modenum_flags(int oflags)
{
    int flags = 0;

    switch (oflags & O_ACCMODE) {
      case O_RDONLY: flags = FMODE_READABLE; break;
      case O_WRONLY: flags = FMODE_WRITABLE; break;
      case O_RDWR: flags = FMODE_READWRITE; break;
    }
    if (oflags & O_APPEND) flags |= FMODE_APPEND;
    if (oflags & O_CREAT) flags |= FMODE_CREATE;
    return flags;
}

int
rb_cloexec_open(const char *path, int flags, int perm)
{
    int fd;

    for (;;) {
        fd = open(path, flags, perm);   /* inherited by system/exec, as 1.8.7 */
        if (fd >= 0 || errno != EINTR) return fd;
    }
}

static int
io_sysopen(const char *path, int oflags, int perm)
{
    int fd = rb_cloexec_open(path, oflags, perm);

    if (fd < 0 && (errno == EMFILE || errno == ENFILE)) {
        rb_gc();
        fd = rb_cloexec_open(path, oflags, perm);
    }
    if (fd < 0) rb_sys_fail(path);
    return fd;
}

static void
fptr_setup(OpenFile *fptr, int fd, int flags, const char *path)
{
    fptr->fd = fd;
    fptr->mode = flags;
    if (path) fptr->path = io_strdup(path);
    /* FMODE_TTY only changes how writes flush: asked at the first newline written */
    if (fd >= 0 && (flags & FMODE_WRITABLE)) fptr->mode |= FMODE_TTY_UNKNOWN;
    /* as fopen/fdopen "a": a write-only append stream starts at the end */
    if (fd >= 0 && (flags & FMODE_APPEND) && !(flags & FMODE_READABLE)) lseek(fd, 0, SEEK_END);
}

static VALUE
file_open_fd(VALUE io, const char *path, int oflags, int perm)
{
    OpenFile *fptr;
    int fd = io_sysopen(path, oflags, perm);

    MakeOpenFile(io, fptr);
    fptr_setup(fptr, fd, rb_io_modenum_flags(oflags), path);
    return io;
}

VALUE
rb_file_open(const char *fname, const char *mode)
{
    return file_open_fd(io_alloc(rb_cFile), fname, io_mode_oflags(mode), 0666);
}

VALUE
rb_io_fdopen(int fd, int oflags, const char *path)
{
    VALUE io = io_alloc(rb_cIO);
    OpenFile *fptr;

    MakeOpenFile(io, fptr);
    fptr_setup(fptr, fd, rb_io_modenum_flags(oflags), path);
    return io;
}

static VALUE io_initialize(int argc, VALUE *argv, VALUE io);

/* File#initialize(path, mode = "r", perm = 0666) */
static VALUE
file_initialize(int argc, VALUE *argv, VALUE io)
{
    VALUE fname, vmode, perm;
    int oflags, p;

    if (RFILE(io)->fptr) rb_raise(rb_eRuntimeError, "reinitializing File");
    rb_scan_args(argc, argv, "12", &fname, &vmode, &perm);
    if (argc <= 2) {
        /* a descriptor: a Fixnum or what to_int makes one (1.8.7: 1.5 is fd 1) */
        VALUE fd = rb_check_convert_type(fname, T_FIXNUM, "Fixnum", "to_int");
        if (!NIL_P(fd)) {
            VALUE args[2];
            args[0] = fd;
            args[1] = vmode;
            return io_initialize(argc, args, io);
        }
    }
    fname = rb_get_path(fname);
    StringValueCStr(fname);   /* "string contains null byte" */
    if (FIXNUM_P(vmode)) oflags = FIX2INT(vmode);
    else if (!NIL_P(perm)) {
        /* 1.8.7 with permissions: the mode must be a String (nil too), read
           up to a NUL */
        oflags = io_mode_oflags(StringValuePtr(vmode));
    }
    else if (NIL_P(vmode)) oflags = O_RDONLY;
    else oflags = io_mode_oflags(StringValueCStr(vmode));
    p = NIL_P(perm) ? 0666 : (int)NUM2UINT(perm);
    if (FIXNUM_P(vmode)) io_check_modenum(oflags);   /* after the permissions */
    file_open_fd(io, RSTRING(fname)->ptr, oflags, p);
    RB_GC_GUARD(fname);
    return io;
}

/* as fdopen(3) in 1.8.7: EBADF for a closed fd, EINVAL when the mode asks
   for an access the descriptor was not opened with */
static void
io_check_fd_access(int fd, int flags)
{
    int fl = fcntl(fd, F_GETFL), acc;

    if (fl < 0) rb_sys_fail(0);
    acc = fl & O_ACCMODE;
    if (((flags & FMODE_READABLE) && acc == O_WRONLY) ||
        ((flags & FMODE_WRITABLE) && acc == O_RDONLY)) {
        errno = EINVAL;
        rb_sys_fail(0);
    }
}

/* IO#initialize(fd, mode = "r") */
static VALUE
io_initialize(int argc, VALUE *argv, VALUE io)
{
    VALUE fnum, mode;
    OpenFile *fptr;
    int fd, flags;

    rb_secure(4);
    rb_scan_args(argc, argv, "11", &fnum, &mode);
    fd = NUM2INT(fnum);
    if (argc == 1) {   /* an explicit nil is a bad mode ("can't convert nil") */
        int fl = fcntl(fd, F_GETFL);
        if (fl < 0) rb_sys_fail(0);
        flags = rb_io_modenum_flags(fl);
    }
    else if (FIXNUM_P(mode)) flags = rb_io_modenum_flags(io_check_modenum(FIX2INT(mode)));
    else flags = rb_io_mode_flags(StringValueCStr(mode));
    io_check_fd_access(fd, flags);
    MakeOpenFile(io, fptr);
    fptr_setup(fptr, fd, flags, 0);
    return io;
}

/* IO.new with a block warns in MRI; File.new and IO.for_fd */
static VALUE
io_s_new(int argc, VALUE *argv, VALUE klass)
{
    VALUE io = io_alloc(klass);

    if (rb_block_given_p()) {
        const char *cname = rb_class2name(klass);
        rb_warn("%s::new() does not take block; use %s::open() instead", cname, cname);
    }
    rb_obj_call_init(io, argc, argv);
    return io;
}

/* IO.for_fd: IO.new without the block warning */
static VALUE
io_s_for_fd(int argc, VALUE *argv, VALUE klass)
{
    VALUE io = io_alloc(klass);
    io_initialize(argc, argv, io);   /* IO's own, not a subclass's: as 1.8.7 */
    return io;
}

static VALUE
io_s_open(int argc, VALUE *argv, VALUE klass)
{
    VALUE io = rb_class_new_instance(argc, argv, klass);

    if (rb_block_given_p()) return rb_ensure(rb_yield, io, io_close_quiet, io);
    return io;
}

/* IO.sysopen(path, mode = "r", perm = 0666) */
static VALUE
io_s_sysopen(int argc, VALUE *argv, VALUE klass)
{
    VALUE fname, vmode, perm;
    int oflags;

    rb_scan_args(argc, argv, "12", &fname, &vmode, &perm);
    fname = rb_get_path(fname);   /* 1.8.7 stops at a NUL here */
    if (FIXNUM_P(vmode)) oflags = FIX2INT(vmode);
    else if (NIL_P(vmode)) oflags = O_RDONLY;
    else oflags = io_mode_oflags(StringValuePtr(vmode));   /* and in the mode */
    return INT2FIX(io_sysopen(RSTRING(fname)->ptr, oflags,
                              NIL_P(perm) ? 0666 : (int)NUM2UINT(perm)));
}

/* ---------------------------------------------------------------- pipes and processes */

struct pipe_end { VALUE klass; int fd, flags; };

static VALUE
pipe_end_new(VALUE arg)
{
    struct pipe_end *e = (struct pipe_end *)arg;
    VALUE argv[2];

    argv[0] = INT2FIX(e->fd);
    argv[1] = INT2FIX(e->flags);
    return rb_class_new_instance(2, argv, e->klass);
}

/* a failed IO.pipe closes both descriptors (the reader through r when r
   holds it) */
static void
pipe_close_ends(VALUE r, int *fds)
{
    if (TYPE(r) == T_FILE && RFILE(r)->fptr && RFILE(r)->fptr->fd == fds[0]) rb_io_close(r);
    else close(fds[0]);
    close(fds[1]);
}

/* IO.pipe: each end is klass.new(fd, O_RDONLY / O_WRONLY), as 1.8.7 (a
   subclass's initialize runs, $SAFE 4 refuses it); a failed end closes
   both descriptors; the writer is synchronized */
static VALUE
io_s_pipe(VALUE klass)
{
    int fds[2], state;
    VALUE r, w;
    struct pipe_end e;

    if (pipe(fds) < 0) rb_sys_fail(0);   /* inherited by system/exec, as 1.8.7 */
    e.klass = klass;
    e.fd = fds[0];
    e.flags = O_RDONLY;
    r = rb_protect(pipe_end_new, (VALUE)&e, &state);
    if (state) {
        pipe_close_ends(Qnil, fds);
        rb_jump_tag(state);
    }
    e.fd = fds[1];
    e.flags = O_WRONLY;
    w = rb_protect(pipe_end_new, (VALUE)&e, &state);
    if (state) {
        pipe_close_ends(r, fds);
        rb_jump_tag(state);
    }
    if (TYPE(w) != T_FILE || !RFILE(w)->fptr) {   /* 1.8.7 crashes here */
        pipe_close_ends(r, fds);
        rb_raise(rb_eIOError, "uninitialized stream");
    }
    RFILE(w)->fptr->mode |= FMODE_SYNC;
    return rb_assoc_new(r, w);
}

/* closes every descriptor from fd up (the open-files limit, at most 64K) */
static void
close_fds_from(int fd)
{
    struct rlimit rl;
    long max = 1024;

#ifdef SYS_close_range
    /* one system call instead of one per possible descriptor (20,000
       closes a child under ulimit -n 20000): kernels before 5.9 say ENOSYS */
    if (syscall(SYS_close_range, (unsigned)fd, ~0U, 0) == 0) return;
#endif
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) max = (long)rl.rlim_cur;
    if (max > 65536) max = 65536;
    for (; fd < max; fd++) close(fd);
}

/* a popen'd command's child, before it closes descriptors and execs: the
   signals Ruby catches take their default action, as exec would give them,
   so that a signal sent at once (IO.popen then Process.kill) reaches the
   command instead of a handler about to vanish */
static void
popen_child_default_signals(void)
{
    struct sigaction sa;
    int sig;

    for (sig = 1; sig < NSIG; sig++) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        if (sigaction(sig, 0, &sa) < 0) continue;
        if ((sa.sa_flags & SA_SIGINFO) || (sa.sa_handler != SIG_DFL && sa.sa_handler != SIG_IGN)) {
            sa.sa_handler = SIG_DFL;
            sa.sa_flags = 0;
            sigemptyset(&sa.sa_mask);
            sigaction(sig, &sa, 0);
        }
    }
}

static void
popen_child(const char *cmd, int flags, int *rp, int *wp)
{
    int line;

    if (flags & FMODE_READABLE) {
        close(rp[0]);
        if (rp[1] != 1) { dup2(rp[1], 1); close(rp[1]); }
    }
    if (flags & FMODE_WRITABLE) {
        close(wp[1]);
        if (wp[0] != 0) { dup2(wp[0], 0); close(wp[0]); }
    }
    if (strcmp(cmd, "-") == 0) return;
    close_fds_from(3);   /* a command gets only 0, 1 and 2, as under 1.8.7 */
    rb_proc_exec(cmd);
    const char *file = rb_synced_source_position(&line);
    fprintf(stderr, "%s:%d: command not found: %s\n", file, line, cmd);
    fflush(stderr);
    _exit(127);
}

static VALUE
pipe_open(const char *cmd, const char *mode)
{
    int flags = rb_io_mode_flags(mode);
    int rp[2] = {-1, -1}, wp[2] = {-1, -1};
    int pid;
    VALUE io;
    OpenFile *fptr;
    sigset_t all, omask;

    if ((flags & FMODE_READABLE) && pipe(rp) < 0) rb_sys_fail(cmd);
    if ((flags & FMODE_WRITABLE) && pipe(wp) < 0) rb_sys_fail(cmd);
    /* 1.8.7 flushes only before a Ruby child (popen "-"): a command execs at once */
    if (strcmp(cmd, "-") == 0) rb_io_flush_all();
    /* signals wait until the child has its handlers set (see
       popen_child_default_signals) */
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &omask);
    pid = fork();
    if (pid != 0) {
        int e = errno;
        pthread_sigmask(SIG_SETMASK, &omask, 0);
        errno = e;
    }
    if (pid < 0) rb_sys_fail(cmd);
    if (pid == 0) {
        if (strcmp(cmd, "-") != 0) popen_child_default_signals();
        pthread_sigmask(SIG_SETMASK, &omask, 0);
        popen_child(cmd, flags, rp, wp);
        rb_thread_atfork();
        /* the Ruby child of popen("-"): $stdin/$stdout are the pipe, and
           STDOUT/STDERR write through at once, as 1.8.7 */
        rb_io_synchronized(RFILE(orig_stdout)->fptr);
        rb_io_synchronized(RFILE(orig_stderr)->fptr);
        return Qnil;
    }
    io = io_alloc(rb_cIO);
    MakeOpenFile(io, fptr);
    fptr->mode = flags | FMODE_SYNC;
    fptr->pid = pid;
    if (flags & FMODE_READABLE) {
        close(rp[1]);
        fptr->fd = rp[0];
    }
    if (flags & FMODE_WRITABLE) {
        close(wp[0]);
        if (flags & FMODE_READABLE) fptr->fd2 = wp[1];
        else fptr->fd = wp[1];
    }
    return io;
}

/* IO.popen(cmd, mode = "r") { |io| } */
static VALUE
io_s_popen(int argc, VALUE *argv, VALUE klass)
{
    VALUE pname, pmode, io;
    const char *mode = "r";

    rb_scan_args(argc, argv, "11", &pname, &pmode);
    /* the mode first, as 1.8.7: an Integer one too */
    if (FIXNUM_P(pmode)) mode = io_modenum_mode(FIX2INT(pmode));
    else if (argc > 1) rb_io_mode_flags(mode = StringValueCStr(pmode));
    SafeStringValue(pname);
    io = pipe_open(StringValueCStr(pname), mode);
    if (NIL_P(io)) {
        if (rb_block_given_p()) { rb_yield(Qnil); rb_io_flush_all(); _exit(0); }
        return Qnil;
    }
    RBASIC(io)->klass = klass;
    if (rb_block_given_p()) return rb_ensure(rb_yield, io, io_close_quiet, io);
    return io;
}

/* Kernel#`(cmd) */
static VALUE
f_backquote(VALUE obj, VALUE str)
{
    VALUE io, result;
    OpenFile *fptr;

    SafeStringValue(str);
    io = pipe_open(StringValueCStr(str), "r");
    if (NIL_P(io)) return Qnil;
    fptr = RFILE(io)->fptr;
    result = rb_str_new(0, 0);
    io_read_all(fptr, result);
    rb_io_close(io);
    OBJ_TAINT(result);
    return result;
}

/* ---------------------------------------------------------------- class-level readers */

/* the file IO.read/readlines/foreach read: opened as 1.8.7 opens it, with
   no File#initialize call (nor its frame in an error's backtrace) */
static VALUE
io_open_for_read(VALUE fname)
{
    VALUE path = rb_get_path(fname);
    return rb_file_open(StringValueCStr(path), "r");
}

static VALUE
io_s_read_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;

    /* inside the ensure: a bad offset closes the file too */
    if (!NIL_P(a[2])) io_seek(RFILE(a[0])->fptr, NUM2OFFT(a[2]), SEEK_SET);
    return io_read(NIL_P(a[1]) ? 0 : 1, &a[1], a[0]);
}

/* IO.read(path, len = nil, offset = nil) */
static VALUE
io_s_read(int argc, VALUE *argv, VALUE klass)
{
    VALUE fname, len, offset, a[3];

    rb_scan_args(argc, argv, "12", &fname, &len, &offset);
    /* as 1.8.7: open, then the offset, then the length */
    a[0] = io_open_for_read(fname);
    a[1] = len;
    a[2] = offset;
    return rb_ensure(io_s_read_body, (VALUE)a, io_close_quiet, a[0]);
}

static VALUE
io_s_readlines_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    return io_readlines((int)a[2], &a[1], a[0]);
}

/* IO.readlines(path, sep = $/) */
static VALUE
io_s_readlines(int argc, VALUE *argv, VALUE klass)
{
    VALUE fname, rs, a[3];

    rb_scan_args(argc, argv, "11", &fname, &rs);
    a[0] = io_open_for_read(fname);
    a[1] = rs;
    a[2] = (VALUE)(argc - 1);
    return rb_ensure(io_s_readlines_body, (VALUE)a, io_close_quiet, a[0]);
}

static VALUE
io_s_foreach_body(VALUE arg)
{
    VALUE *a = (VALUE *)arg;
    io_each_line((int)a[2], &a[1], a[0]);
    return Qnil;
}

/* IO.foreach(path, sep = $/) { |line| } */
static VALUE
io_s_foreach(int argc, VALUE *argv, VALUE klass)
{
    VALUE fname, rs, a[3];

    rb_scan_args(argc, argv, "11", &fname, &rs);   /* the count first, as 1.8.7 */
    RETURN_ENUMERATOR(klass, argc, argv);
    /* 1.8.7 converts the path, then the separator, then opens */
    fname = rb_get_path(fname);
    if (!NIL_P(rs)) StringValue(rs);
    a[0] = io_open_for_read(fname);
    a[1] = rs;
    a[2] = (VALUE)(argc - 1);
    return rb_ensure(io_s_foreach_body, (VALUE)a, io_close_quiet, a[0]);
}

/* ---------------------------------------------------------------- select */

static int
io_fd_of(VALUE io, int writing)
{
    OpenFile *fptr;

    io = rb_convert_type(io, T_FILE, "IO", "to_io");
    fptr = io_fptr(io);
    if (writing) return io_write_fd(fptr);
    return fptr->fd;
}

static int
io_fill_set(VALUE ary, fd_set *set, int writing, int *max, int *pending)
{
    long i;
    int fd;

    FD_ZERO(set);
    if (NIL_P(ary)) return 0;
    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY(ary)->len; i++) {
        fd = io_fd_of(RARRAY(ary)->ptr[i], writing);
        if (fd < 0) continue;
        if (!writing && pending) {
            VALUE io = rb_convert_type(RARRAY(ary)->ptr[i], T_FILE, "IO", "to_io");
            if (RFILE(io)->fptr->rlen > 0) (*pending)++;
        }
        FD_SET(fd, set);
        if (fd > *max) *max = fd;
    }
    return 1;
}

static VALUE
io_collect_set(VALUE ary, fd_set *set, int writing, int pending_read)
{
    VALUE res = rb_ary_new();
    long i;

    if (NIL_P(ary)) return res;
    for (i = 0; i < RARRAY(ary)->len; i++) {
        VALUE io = rb_convert_type(RARRAY(ary)->ptr[i], T_FILE, "IO", "to_io");
        OpenFile *fptr = RFILE(io)->fptr;
        int fd = writing ? io_write_fd(fptr) : fptr->fd;
        if ((pending_read && fptr->rlen > 0) || (fd >= 0 && FD_ISSET(fd, set)))
            rb_ary_push(res, RARRAY(ary)->ptr[i]);
    }
    return res;
}

/* IO.select(read, write = nil, error = nil, timeout = nil) */
static VALUE
io_s_select(int argc, VALUE *argv, VALUE klass)
{
    VALUE r, w, e, timeout;
    fd_set rs, ws, es;
    int max = -1, pending = 0, n;
    struct timeval tv, *tp = 0;

    rb_scan_args(argc, argv, "13", &r, &w, &e, &timeout);
    if (!NIL_P(timeout)) { tv = rb_time_interval(timeout); tp = &tv; }
    io_fill_set(r, &rs, 0, &max, &pending);
    io_fill_set(w, &ws, 1, &max, 0);
    io_fill_set(e, &es, 0, &max, 0);
    if (pending) { tv.tv_sec = 0; tv.tv_usec = 0; tp = &tv; }
    /* as in 1.8.7, buffered output is not flushed: a write into a pipe's
       buffer does not make the other end readable */
    n = rb_thread_select(max + 1, &rs, &ws, &es, tp);
    if (n < 0) rb_sys_fail(0);
    if (n == 0 && !pending) return Qnil;
    return rb_ary_new3(3, io_collect_set(r, &rs, 0, 1), io_collect_set(w, &ws, 1, 0),
                       io_collect_set(e, &es, 0, 0));
}

/* the mode string reopening a path takes when none is given: the one the
   IO was opened with ("w+" stays "w+": it truncates again), as 1.8.7 */
static const char *
io_flags_mode(int flags)
{
    if (flags & FMODE_APPEND)
        return (flags & FMODE_READWRITE) == FMODE_READWRITE ? "a+" : "a";
    if ((flags & FMODE_READWRITE) == FMODE_READWRITE)
        return (flags & FMODE_CREATE) ? "w+" : "r+";
    return (flags & FMODE_WRITABLE) ? "w" : "r";
}

/* IO#reopen(other_io | path [, mode]) */
static VALUE
io_reopen(int argc, VALUE *argv, VALUE io)
{
    VALUE fname, nmode, other;
    OpenFile *fptr, *ofptr = 0;
    int fd;
    off_t pos = -1;

    rb_secure(4);
    rb_scan_args(argc, argv, "11", &fname, &nmode);
    /* with a mode the first argument is a path, even an IO (1.8.7) */
    other = argc == 1 ? rb_check_convert_type(fname, T_FILE, "IO", "to_io") : Qnil;
    if (NIL_P(other)) fname = rb_get_path(fname);
    rb_io_taint_check(io);   /* a frozen stream, after the argument's conversion (1.8.7) */
    fptr = RFILE(io)->fptr;
    if (!fptr) {
        /* 1.8.7: an unopened IO takes another IO's stream only once opened, and a
           path only with an explicit mode */
        if (!NIL_P(other)) rb_raise(rb_eIOError, "uninitialized stream");
        if (NIL_P(nmode)) rb_raise(rb_eArgError, "illegal access modenum 0");
        MakeOpenFile(io, fptr);
        fptr->mode = FMODE_READABLE;
    }
    if (!NIL_P(other)) {    /* a closed stream takes only a path */
        rb_io_check_closed(fptr);
        if (other == io) return io;   /* itself: nothing to do (not even a flush), as 1.8.7 */
        if (fptr->mode & FMODE_DEAD) {
            /* after a failed reopen: the stream takes the other's path and
               ends closed (1.8.7) */
            GetOpenFile(other, ofptr);
            if (fptr->path) xfree(fptr->path);
            fptr->path = ofptr->path ? io_strdup(ofptr->path) : 0;
            fptr->mode &= ~FMODE_DEAD;
            errno = EBADF;
            rb_sys_fail(fptr->path);
        }
    }
    else {
        /* a path with a NUL byte (the mode checked first): 1.8.7 forgets the
           stream's path, and the stream stays open where it was */
        if (!NIL_P(nmode)) rb_io_mode_flags(StringValueCStr(nmode));
        if (memchr(RSTRING_PTR(fname), '\0', RSTRING_LEN(fname))) {
            if (fptr->path) xfree(fptr->path);
            fptr->path = 0;
            rb_raise(rb_eArgError, "string contains null byte");
        }
    }
    if (fptr->wlen > 0) rb_io_fflush(fptr);
    io_drop_rbuf(fptr);
    OFF_CACHE(fptr) = -1;
    if (!NIL_P(other)) {
        GetOpenFile(other, ofptr);
        if (ofptr->wlen > 0) rb_io_fflush(ofptr);
        fd = ofptr->fd >= 0 ? ofptr->fd : ofptr->fd2;
        if ((ofptr->mode & FMODE_READABLE) && ofptr->fd >= 0) pos = io_tell_quiet(ofptr);
        /* the stream keeps its own stdio buffering (stderr's unbuffered) */
        fptr->mode = (ofptr->mode & ~(FMODE_UNBUF | FMODE_STDIO_STATE)) | (fptr->mode & FMODE_UNBUF);
        fptr->lineno = ofptr->lineno;
        if (fptr->path) xfree(fptr->path);
        fptr->path = ofptr->path ? io_strdup(ofptr->path) : 0;
        RBASIC(io)->klass = rb_obj_class(other);
    }
    else {
        const char *m = NIL_P(nmode) ? io_flags_mode(fptr->mode) : StringValueCStr(nmode);
        int flags = rb_io_mode_flags(m), oflags = io_mode_oflags(m);

        fd = rb_cloexec_open(RSTRING(fname)->ptr, oflags, 0666);
        if (fd < 0 && (errno == EMFILE || errno == ENFILE)) {
            rb_gc();
            fd = rb_cloexec_open(RSTRING(fname)->ptr, oflags, 0666);
        }
        if (fptr->path) xfree(fptr->path);
        fptr->path = io_strdup(RSTRING(fname)->ptr);
        if (fd < 0) {
            /* 1.8.7's freopen: the stream has the new path and mode, its
               descriptor is closed, yet it is not closed */
            int e = errno;
            if (fptr->fd >= 0 || fptr->fd2 >= 0) fptr_close_fds(fptr, 0);
            if (!NIL_P(nmode)) fptr->mode = flags;
            fptr->mode |= FMODE_DEAD;
            errno = e;
            rb_sys_fail(fptr->path);
        }
        /* a mode given replaces the old one, sync included (1.8.7) */
        fptr->mode = flags | (NIL_P(nmode) ? fptr->mode & FMODE_SYNC : 0);
    }
    if (fptr->fd < 0) {
        fptr->fd = dup(fd);
    }
    else if (fptr->fd != fd) {
        if (dup2(fd, fptr->fd) < 0) rb_sys_fail(fptr->path);
        /* 1.8.7 then seeks both streams to where the other one was (stdio
           seeks: the other one may read a block ahead and keep it buffered,
           the descriptor they share left after it); a pipe keeps its
           ungetc'd bytes */
        if (pos >= 0) {
            io_seek(fptr, pos, SEEK_SET);
            io_seek(ofptr, pos, SEEK_SET);
        }
    }
    if (NIL_P(other)) close(fd);
    RB_GC_GUARD(fname);
    return io;
}

/* ---------------------------------------------------------------- ARGF */

/* ARGF's file: false before any opened (1.8.7); $FILENAME: "-" until then */
static VALUE argf_file = Qfalse, argf_filename = Qnil;
static int argf_next_p = -1;   /* -1: not started, 1: take the next file, 0: reading */
static int argf_lineno;
static int argf_stdin_p;
static int argf_follow_stdin;   /* begun with ARGV empty: reads whatever $stdin is */

static VALUE
argf_argv(void)
{
    return rb_const_get(rb_cObject, rb_intern("ARGV"));
}

/* -i: the backup extension ("" for none), or Qnil when not editing in place */
static VALUE inplace_ext = Qnil;

static VALUE
inplace_getter(ID id, void *data)
{
    return NIL_P(inplace_ext) ? Qnil : rb_str_dup(inplace_ext);
}

static void
inplace_setter(VALUE val, ID id, void *data)
{
    if (RTEST(val)) {
        StringValue(val);
        inplace_ext = rb_str_new(RSTRING(val)->ptr, RSTRING(val)->len);
    }
    else inplace_ext = Qnil;
}

/* -i: moves fn aside (backup or unlink) and makes $stdout a new file in its
   place with the old one's permissions; 0 when the file must be skipped */
static int
inplace_start(VALUE fname, VALUE reader)
{
    const char *fn = RSTRING(fname)->ptr;
    VALUE backup, out;
    struct stat st;

    if (TYPE(rb_stdout) == T_FILE && rb_stdout != orig_stdout) io_close_quiet(rb_stdout);
    fstat(io_fptr(reader)->fd, &st);
    if (RSTRING(inplace_ext)->len > 0) {
        backup = rb_str_plus(fname, inplace_ext);
        if (rename(fn, RSTRING(backup)->ptr) < 0) {
            rb_warn("Can't rename %s to %s: %s, skipping file",
                    fn, RSTRING(backup)->ptr, strerror(errno));
            return 0;
        }
    }
    else if (unlink(fn) < 0) {
        rb_warn("Can't remove %s: %s, skipping file", fn, strerror(errno));
        return 0;
    }
    out = rb_file_open(fn, "w");
    fchmod(io_fptr(out)->fd, st.st_mode & 07777);
    if (fchown(io_fptr(out)->fd, st.st_uid, st.st_gid) < 0) errno = 0;
    rb_stdout = out;
    return 1;
}

/* opens ARGV's next file name (ARGV not empty) as argf_file; 0 to skip it */
static int
argf_open_next(void)
{
    argf_filename = rb_ary_shift(argf_argv());
    StringValue(argf_filename);
    if (strcmp(RSTRING(argf_filename)->ptr, "-") == 0) {
        /* one file among the others (1.8.7): closed at its end, then the
           next file is read; only an ARGV empty at the start follows stdin */
        argf_file = rb_stdin;
        argf_stdin_p = 0;
        if (!NIL_P(inplace_ext)) {
            rb_warn("Can't do inplace edit for stdio; skipping");
            return 0;
        }
        return 1;
    }
    argf_file = rb_file_open(RSTRING(argf_filename)->ptr, "r");
    argf_stdin_p = 0;
    if (!NIL_P(inplace_ext) && !inplace_start(argf_filename, argf_file)) {
        io_close_quiet(argf_file);
        return 0;
    }
    return 1;
}

/* makes argf_file the file to read; 0 when there is none left */
static int
argf_next_argv(void)
{
    VALUE argv = argf_argv();

    if (argf_next_p == -1) {
        if (RARRAY(argv)->len > 0) {
            argf_next_p = 1;
        }
        else {
            argf_file = rb_stdin;
            argf_filename = rb_str_new2("-");
            argf_stdin_p = 1;
            argf_follow_stdin = 1;
            argf_next_p = 0;
        }
    }
    /* as 1.8.7: a $stdin reassigned since is read from then on; -i warns on
       every look at it (so the count tells how often each method looks) */
    if (argf_follow_stdin && argf_next_p == 0 && argf_stdin_p) {
        argf_file = rb_stdin;
        if (!NIL_P(inplace_ext)) {
            rb_warn("Can't do inplace edit for stdio");
            rb_stdout = orig_stdout;
        }
    }
    while (argf_next_p == 1) {
        if (RARRAY(argf_argv())->len == 0) return 0;
        /* as 1.8.7: when the open raises, ARGF stays on the previous (closed)
           file, so what follows reads "closed stream"; with none before, on
           false, to which what follows is forwarded */
        argf_next_p = 0;   /* stays so when the open raises */
        argf_next_p = argf_open_next() ? 0 : 1;
    }
    return 1;
}

/* calls MID on the current file as a public call, as 1.8.7 forwards: a
   $stdin that is no IO gets method_missing, never Kernel's private gets */
static VALUE
argf_call(ID mid, int argc, VALUE *argv)
{
    return rb_funcall3(argf_file, mid, argc, argv);
}

#define ARGF_IS_FILE() (TYPE(argf_file) == T_FILE)

/* closes ARGF's file: a $stdin that is no IO (read as "-") by its own
   close, as 1.8.7 */
static void
argf_close_file(VALUE file, int quiet)
{
    if (TYPE(file) != T_FILE) argf_call(rb_intern("close"), 0, 0);
    else if (quiet) io_close_quiet(file);
    else rb_io_close(file);
}

static void
argf_close_current(void)
{
    if (!argf_stdin_p && RTEST(argf_file)) argf_close_file(argf_file, 1);
    argf_next_p = 1;
}

static VALUE
argf_getline(int argc, VALUE *argv)
{
    VALUE line, rs;

    rb_scan_args(argc, argv, "01", &rs);   /* one separator at most, as 1.8.7 */
    if (argc == 0) rs = rb_rs;

    for (;;) {
        if (!argf_next_argv()) return Qnil;
        if (TYPE(argf_file) != T_FILE) {
            /* a $stdin that is no IO: as 1.8.7, neither counted nor closed */
            return argf_call(rb_intern("gets"), argc, argv);
        }
        line = io_getline(rs, io_fptr(argf_file));
        if (NIL_P(line) && !argf_stdin_p) {
            argf_close_current();
            continue;
        }
        break;
    }
    if (!NIL_P(line)) {
        argf_lineno++;
        lineno = INT2FIX(argf_lineno);
    }
    return line;
}

/* ARGF.gets, Kernel#gets */
static VALUE
argf_gets(int argc, VALUE *argv, VALUE self)
{
    VALUE line;

    /* 1.8.7 looks twice (seen in -i's warnings on stdin); with no file
       left $_ stays as it was */
    if (!argf_next_argv()) return Qnil;
    line = argf_getline(argc, argv);
    rb_lastline_set(line);
    return line;
}

/* the -n/-p loop's gets: one look per line */
VALUE
rb_gets(void)
{
    VALUE line = argf_getline(0, 0);

    rb_lastline_set(line);
    return line;
}

/* ARGF.readline, Kernel#readline */
static VALUE
argf_readline(int argc, VALUE *argv, VALUE self)
{
    VALUE line;

    argf_next_argv();   /* as 1.8.7, before gets' own looks */
    if (!ARGF_IS_FILE()) return argf_call(rb_intern("readline"), argc, argv);
    line = argf_gets(argc, argv, self);
    if (NIL_P(line)) rb_eof_error();
    return line;
}

/* ARGF.readlines, Kernel#readlines */
static VALUE
argf_readlines(int argc, VALUE *argv, VALUE self)
{
    VALUE line, ary = rb_ary_new();

    if (!argf_next_argv()) return Qnil;   /* none left: nil, as 1.8.7 */
    if (!ARGF_IS_FILE()) return argf_call(rb_frame_last_func(), argc, argv);
    while (!NIL_P(line = argf_getline(argc, argv))) rb_ary_push(ary, line);
    return ary;
}

/* ARGF.each_line { |line| } */
static VALUE
argf_yield_i(VALUE x, VALUE data)
{
    return rb_yield(x);
}

static VALUE
argf_each_line(int argc, VALUE *argv, VALUE self)
{
    VALUE line;

    RETURN_ENUMERATOR(self, argc, argv);
    if (!argf_next_argv()) return Qnil;   /* nothing left: nil, as 1.8.7 */
    if (TYPE(argf_file) != T_FILE) {
        /* a $stdin that is no IO: 1.8.7 yields its each, then ARGF is done */
        rb_block_call(argf_file, rb_intern("each"), 0, 0, argf_yield_i, Qnil);
        argf_follow_stdin = 0;
        argf_next_p = 1;
        return self;
    }
    while (!NIL_P(line = argf_getline(argc, argv))) rb_yield(line);
    return self;
}

/* ARGF.read([len[, buffer]]): across the files; nil once every file is
   read (the emptied buffer when one is given). The length left is the
   asked one less all read so far, as 1.8.7 counts it */
static VALUE
argf_read(int argc, VALUE *argv, VALUE self)
{
    VALUE str = Qnil, part, len = Qnil, buf = Qnil, args[1];

    rb_scan_args(argc, argv, "02", &len, &buf);
    if (!NIL_P(buf)) {   /* 1.8.7 empties it first, then appends each part */
        StringValue(buf);
        rb_str_modify(buf);
        rb_str_resize(buf, 0);
        str = buf;
        argc = 1;
    }
    args[0] = len;
    for (;;) {
        if (!argf_next_argv()) return str;
        part = argf_call(rb_intern("read"), argc, args);
        if (!NIL_P(part) && !NIL_P(len)) StringValue(part);   /* 1.8.7 crashes */
        if (NIL_P(str)) str = part;
        else if (!NIL_P(part)) rb_str_append(str, part);
        if (NIL_P(part) || NIL_P(len)) {
            if (argf_stdin_p) return str;
            argf_close_current();
            continue;
        }
        if (RSTRING(str)->len >= NUM2LONG(len)) return str;
        args[0] = LONG2NUM(NUM2LONG(len) - RSTRING(str)->len);
    }
}

/* ARGF.getc */
static VALUE
argf_getc(VALUE self)
{
    VALUE c;

    for (;;) {
        if (!argf_next_argv()) return Qnil;
        c = argf_call(rb_intern("getc"), 0, 0);
        if (NIL_P(c) && !argf_stdin_p) { argf_close_current(); continue; }
        return c;
    }
}

/* ARGF.readchar, ARGF.readbyte: nil when no file is left, EOFError when
   the files there were end (1.8.7) */
static VALUE
argf_readchar(VALUE self)
{
    VALUE c;

    if (!argf_next_argv()) return Qnil;   /* none left: nil, as 1.8.7 */
    if (!ARGF_IS_FILE()) return argf_call(rb_intern("readchar"), 0, 0);
    c = argf_getc(self);
    if (NIL_P(c)) rb_eof_error();   /* the files ran out during this call */
    return c;
}

/* ARGF.each_byte { |byte| } */
static VALUE
argf_each_byte(VALUE self)
{
    VALUE c;

    RETURN_ENUMERATOR(self, 0, 0);
    while (!NIL_P(c = argf_getc(self))) rb_yield(c);
    return self;
}

/* ARGF.each_char { |char| } */
static VALUE
argf_each_char(VALUE self)
{
    VALUE c;

    RETURN_ENUMERATOR(self, 0, 0);
    while (!NIL_P(c = argf_getc(self))) {
        char ch = (char)NUM2INT(c);
        rb_yield(rb_str_new(&ch, 1));
    }
    return self;
}

/* ARGF.eof?: of the current file (false before any read; a closed last
   file raises, as 1.8.7) */
static VALUE
argf_eof(VALUE self)
{
    if (argf_next_p == -1) return Qfalse;   /* not started: opens nothing */
    argf_next_argv();   /* a skipped or closed file gives way to the next */
    if (!RTEST(argf_file)) return Qfalse;
    return argf_call(rb_intern("eof?"), 0, 0);
}

/* ARGF.close: closes the current file; the next read opens the next one */
static VALUE
argf_close_m(VALUE self)
{
    argf_next_argv();
    argf_close_file(argf_file, 0);
    if (!argf_stdin_p) argf_next_p = 1;
    argf_lineno = 0;
    return self;
}

/* ARGF.closed? */
static VALUE
argf_closed_p(VALUE self)
{
    argf_next_argv();
    return argf_call(rb_intern("closed?"), 0, 0);
}

/* ARGF.binmode */
static VALUE
argf_binmode(VALUE self)
{
    argf_next_argv();
    if (!ARGF_IS_FILE()) return argf_call(rb_intern("binmode"), 0, 0);   /* its answer (1.8.7) */
    rb_io_binmode(argf_file);
    return self;
}

/* the error of a method that needs a file when none is left: 1.8.7 names
   what the positioning ones could not do */
static void
argf_no_stream(ID mid)
{
    const char *what = "";
    if (mid == rb_intern("tell") || mid == rb_intern("pos")) what = " to tell";
    else if (mid == rb_intern("rewind")) what = " to rewind";
    else if (mid == rb_intern("seek")) what = " to seek";
    else if (mid == rb_intern("pos=")) what = " to set position";
    rb_raise(rb_eArgError, "no stream%s", what);
}

/* ARGF.seek, ARGF.pos=: forwarded with their arguments */
static VALUE
argf_forward_args(int argc, VALUE *argv, VALUE self)
{
    ID mid = rb_frame_last_func();

    if (!argf_next_argv()) argf_no_stream(mid);
    return argf_call(mid, argc, argv);
}

/* ARGF.filename, $FILENAME */
static VALUE
argf_filename_get(VALUE self)
{
    argf_next_argv();
    return argf_filename;
}

static VALUE
argf_filename_gvar(ID id, void *data)
{
    return argf_filename;   /* as 1.8.7, opens nothing (unlike ARGF.filename) */
}

/* ARGF.file */
static VALUE
argf_file_get(VALUE self)
{
    argf_next_argv();
    return argf_file;
}

/* ARGF.lineno */
static VALUE
argf_lineno_get(VALUE self)
{
    return lineno;   /* $., whichever IO set it last (1.8.7) */
}

/* ARGF.lineno=(n) */
static VALUE
argf_lineno_set(VALUE self, VALUE n)
{
    argf_lineno = NUM2INT(n);
    lineno = INT2FIX(argf_lineno);
    return n;
}

/* ARGF.to_s */
static VALUE
argf_to_s(VALUE self)
{
    return rb_str_new2("ARGF");
}

/* ARGF.skip */
static VALUE
argf_skip(VALUE self)
{
    if (argf_next_p == 0 && !argf_stdin_p) {
        argf_call(rb_intern("close"), 0, 0);   /* a closed one raises, as 1.8.7 */
        argf_next_p = 1;
    }
    return self;
}

/* ARGF.fileno, ARGF.to_io ... forwarded to the current file */
static VALUE
argf_forward0(VALUE self)
{
    return argf_forward_args(0, 0, self);
}

/* ARGF.pos=(n): one argument, as 1.8.7 */
static VALUE
argf_set_pos(VALUE self, VALUE pos)
{
    return argf_forward_args(1, &pos, self);
}

/* ARGF.to_io: the current file, even a closed last one (1.8.7); before
   any file opened 1.8.7's current file is false, which has no to_io */
static VALUE
argf_to_io(VALUE self)
{
    argf_next_argv();
    if (!ARGF_IS_FILE()) return argf_call(rb_intern("to_io"), 0, 0);
    return argf_file;
}

/* ---------------------------------------------------------------- Kernel input */

/* Kernel#open(path, *rest) { |io| } */
static VALUE
f_open(int argc, VALUE *argv, VALUE self)
{
    VALUE s;

    if (argc >= 1) {
        s = argv[0];
        StringValue(s);   /* 1.8.7: a path or "|command", never a descriptor */
        if (RSTRING(s)->len > 0 && RSTRING(s)->ptr[0] == '|') {
            VALUE args[2];
            args[0] = rb_str_new(RSTRING(s)->ptr + 1, RSTRING(s)->len - 1);
            OBJ_INFECT(args[0], s);   /* a tainted command stays refused */
            args[1] = argc > 1 ? argv[1] : Qnil;
            return io_s_popen(argc > 1 ? 2 : 1, args, rb_cIO);
        }
    }
    return io_s_open(argc, argv, rb_cFile);
}

/* Kernel#select */
static VALUE
f_select(int argc, VALUE *argv, VALUE self)
{
    return io_s_select(argc, argv, rb_cIO);
}

/* Kernel#syscall(num, *args): integers, or strings passed as writable buffers */
static VALUE
f_syscall(int argc, VALUE *argv, VALUE self)
{
    long arg[8];
    long r;
    int i;

    rb_secure(2);
    if (argc < 1) rb_raise(rb_eArgError, "too few arguments for syscall");
    if (argc > 8) rb_raise(rb_eArgError, "too many arguments for syscall");
    arg[0] = NUM2LONG(argv[0]);
    for (i = 1; i < argc; i++) {
        VALUE v = argv[i];
        if (FIXNUM_P(v)) { arg[i] = FIX2LONG(v); continue; }
        if (TYPE(v) != T_STRING) { arg[i] = NUM2LONG(v); continue; }
        rb_str_modify(v);
        arg[i] = (long)StringValueCStr(v);
    }
    for (; i < 8; i++) arg[i] = 0;
    r = syscall(arg[0], arg[1], arg[2], arg[3], arg[4], arg[5], arg[6], arg[7]);
    if (r == -1) rb_sys_fail(0);
    return LONG2NUM(r);
}

/* ---------------------------------------------------------------- globals */

static void
stdout_setter(VALUE val, ID id, VALUE *var)
{
    if (!rb_respond_to(val, id_write)) {
        volatile VALUE cname = rb_class_name(CLASS_OF(val));
        rb_raise(rb_eTypeError, "%s must have write method, %s given",
                 rb_id2name(id), RSTRING(cname)->ptr);
    }
    *var = val;
}

/* $defout=, $deferr= : as $stdout=, $stderr= with 1.8.7's warning */
static void
obsolete_out_setter(VALUE val, ID id, VALUE *var)
{
    stdout_setter(val, id, var);
    rb_warn("%s is obsolete; use %s instead", rb_id2name(id), var == &rb_stdout ? "$stdout" : "$stderr");
}

static void
rs_setter(VALUE val, ID id, VALUE *var)
{
    if (!NIL_P(val) && TYPE(val) != T_STRING)
        rb_raise(rb_eTypeError, "value of %s must be String", rb_id2name(id));
    *var = val;
}

/* $. once the main program is read (ruby.c): ARGF's own count stays */
void
rb_io_set_script_lineno(long n)
{
    lineno = LONG2NUM(n);
}

static void
lineno_setter(VALUE val, ID id, VALUE *var)
{
    *var = INT2FIX(NUM2INT(val));
    argf_lineno = FIX2INT(*var);
}

static VALUE
lastline_getter(ID id, void *data)
{
    return rb_lastline_get();
}

static void
lastline_setter(VALUE val, ID id, void *data)
{
    rb_lastline_set(val);
}

static VALUE
prep_stdio(int fd, int flags, VALUE klass)
{
    VALUE io = io_alloc(klass);
    OpenFile *fptr;

    MakeOpenFile(io, fptr);
    fptr_setup(fptr, fd, flags, 0);
    return io;
}

static void
sigpipe_handler(int sig)
{
}

static void
init_io_globals(void)
{
    rb_fs = rb_output_fs = rb_output_rs = Qnil;
    rb_default_rs = rb_str_new2("\n");
    rb_gc_register_address(&rb_default_rs);
    rb_rs = rb_default_rs;
    rb_define_hooked_variable("$/", &rb_rs, 0, rs_setter);
    rb_define_hooked_variable("$-0", &rb_rs, 0, rs_setter);
    rb_define_hooked_variable("$\\", &rb_output_rs, 0, rs_setter);
    rb_define_hooked_variable("$,", &rb_output_fs, 0, rs_setter);
    rb_define_hooked_variable("$;", &rb_fs, 0, 0);
    rb_define_hooked_variable("$-F", &rb_fs, 0, 0);
    rb_define_hooked_variable("$.", &lineno, 0, lineno_setter);
    rb_define_virtual_variable("$_", lastline_getter, lastline_setter);
    rb_global_variable(&puts_stack);
    puts_stack = rb_ary_new();
}

static void
init_stdio(void)
{
    struct sigaction sa;

    rb_global_variable(&orig_stdin);
    rb_global_variable(&orig_stdout);
    rb_global_variable(&orig_stderr);
    rb_stdin = orig_stdin = prep_stdio(0, FMODE_READABLE, rb_cIO);
    rb_stdout = orig_stdout = prep_stdio(1, FMODE_WRITABLE, rb_cIO);
    rb_stderr = orig_stderr = prep_stdio(2, FMODE_WRITABLE | FMODE_UNBUF, rb_cIO);
    rb_define_variable("$stdin", &rb_stdin);
    rb_define_hooked_variable("$stdout", &rb_stdout, 0, stdout_setter);
    rb_define_hooked_variable("$stderr", &rb_stderr, 0, stdout_setter);
    rb_define_hooked_variable("$>", &rb_stdout, 0, stdout_setter);
    rb_define_hooked_variable("$defout", &rb_stdout, 0, obsolete_out_setter);
    rb_define_hooked_variable("$deferr", &rb_stderr, 0, obsolete_out_setter);
    rb_define_global_const("STDIN", rb_stdin);
    rb_define_global_const("STDOUT", rb_stdout);
    rb_define_global_const("STDERR", rb_stderr);
    /* writes to a closed pipe fail with EPIPE; exec resets the handler */
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = sigpipe_handler;
    sigaction(SIGPIPE, &sa, 0);
}

static void
init_argf(void)
{
    argf = rb_obj_alloc(rb_cObject);
    rb_global_variable(&argf);
    rb_global_variable(&argf_file);
    rb_global_variable(&argf_filename);
    argf_filename = rb_str_new2("-");
    rb_extend_object(argf, rb_mEnumerable);
    rb_define_singleton_method(argf, "to_s", argf_to_s, 0);
    rb_define_singleton_method(argf, "gets", argf_gets, -1);
    rb_define_singleton_method(argf, "readline", argf_readline, -1);
    rb_define_singleton_method(argf, "readlines", argf_readlines, -1);
    rb_define_singleton_method(argf, "to_a", argf_readlines, -1);
    rb_define_singleton_method(argf, "each_line", argf_each_line, -1);
    rb_define_singleton_method(argf, "each", argf_each_line, -1);
    rb_define_singleton_method(argf, "read", argf_read, -1);
    rb_define_singleton_method(argf, "getc", argf_getc, 0);
    rb_define_singleton_method(argf, "getbyte", argf_getc, 0);
    rb_define_singleton_method(argf, "readchar", argf_readchar, 0);
    rb_define_singleton_method(argf, "readbyte", argf_readchar, 0);
    rb_define_singleton_method(argf, "each_byte", argf_each_byte, 0);
    rb_define_singleton_method(argf, "each_char", argf_each_char, 0);
    rb_define_singleton_method(argf, "bytes", argf_each_byte, 0);   /* aliases in 1.8.7 */
    rb_define_singleton_method(argf, "chars", argf_each_char, 0);
    rb_define_singleton_method(argf, "lines", argf_each_line, -1);
    rb_define_singleton_method(argf, "close", argf_close_m, 0);
    rb_define_singleton_method(argf, "closed?", argf_closed_p, 0);
    rb_define_singleton_method(argf, "binmode", argf_binmode, 0);
    rb_define_singleton_method(argf, "seek", argf_forward_args, -1);
    rb_define_singleton_method(argf, "pos=", argf_set_pos, 1);
    rb_define_singleton_method(argf, "eof?", argf_eof, 0);
    rb_define_singleton_method(argf, "eof", argf_eof, 0);
    rb_define_singleton_method(argf, "filename", argf_filename_get, 0);
    rb_define_singleton_method(argf, "path", argf_filename_get, 0);
    rb_define_singleton_method(argf, "file", argf_file_get, 0);
    rb_define_singleton_method(argf, "lineno", argf_lineno_get, 0);
    rb_define_singleton_method(argf, "lineno=", argf_lineno_set, 1);
    rb_define_singleton_method(argf, "skip", argf_skip, 0);
    rb_define_singleton_method(argf, "fileno", argf_forward0, 0);
    rb_define_singleton_method(argf, "to_i", argf_forward0, 0);
    rb_define_singleton_method(argf, "to_io", argf_to_io, 0);
    rb_define_singleton_method(argf, "rewind", argf_forward0, 0);
    rb_define_singleton_method(argf, "pos", argf_forward0, 0);
    rb_define_singleton_method(argf, "tell", argf_forward0, 0);
    rb_define_global_const("ARGF", argf);
    rb_define_variable("$<", &argf);
    rb_define_virtual_variable("$FILENAME", argf_filename_gvar, 0);
    rb_global_variable(&inplace_ext);
    rb_define_virtual_variable("$-i", inplace_getter, inplace_setter);
}

static void
init_kernel_io(void)
{
    rb_define_global_function("p", f_p, -1);
    rb_define_global_function("puts", f_puts, -1);
    rb_define_global_function("print", f_print, -1);
    rb_define_global_function("printf", f_printf, -1);
    rb_define_global_function("putc", f_putc, 1);
    rb_define_global_function("gets", argf_gets, -1);
    rb_define_global_function("getc", rb_f_getc, 0);
    rb_define_global_function("readline", argf_readline, -1);
    rb_define_global_function("readlines", argf_readlines, -1);
    rb_define_global_function("open", f_open, -1);
    rb_define_global_function("select", f_select, -1);
    rb_define_global_function("`", f_backquote, 1);
    rb_define_global_function("syscall", f_syscall, -1);
}

static void
init_io_methods(VALUE c)
{
    rb_define_method(c, "initialize", io_initialize, -1);
    rb_define_method(c, "initialize_copy", io_init_copy, 1);
    rb_define_method(c, "reopen", io_reopen, -1);
    rb_define_method(c, "print", rb_io_print, -1);
    rb_define_method(c, "putc", rb_io_putc, 1);
    rb_define_method(c, "puts", rb_io_puts, -1);
    rb_define_method(c, "printf", rb_io_printf, -1);
    rb_define_method(c, "each", io_each_line, -1);
    rb_define_method(c, "each_line", io_each_line, -1);
    rb_define_method(c, "each_byte", io_each_byte, 0);
    rb_define_method(c, "each_char", io_each_char, 0);
    rb_define_method(c, "lines", io_lines, -1);
    rb_define_method(c, "bytes", io_bytes, 0);
    rb_define_method(c, "chars", io_each_char, 0);   /* an alias in 1.8.7 */
    rb_define_method(c, "syswrite", io_syswrite, 1);
    rb_define_method(c, "write_nonblock", io_write_nonblock, 1);
    rb_define_method(c, "sysread", io_sysread, -1);
    rb_define_method(c, "fileno", io_fileno, 0);
    rb_define_alias(c, "to_i", "fileno");
    rb_define_method(c, "to_io", io_to_io, 0);
    rb_define_method(c, "fsync", io_fsync, 0);
    rb_define_method(c, "sync", io_sync, 0);
    rb_define_method(c, "sync=", io_set_sync, 1);
    rb_define_method(c, "lineno", io_lineno, 0);
    rb_define_method(c, "lineno=", io_set_lineno, 1);
    rb_define_method(c, "readlines", io_readlines, -1);
    rb_define_method(c, "read_nonblock", io_read_nonblock, -1);
    rb_define_method(c, "readpartial", io_readpartial, -1);
    rb_define_method(c, "read", io_read, -1);
    rb_define_method(c, "write", io_write, 1);
    rb_define_method(c, "gets", io_gets_m, -1);
    rb_define_method(c, "readline", io_readline, -1);
    rb_define_method(c, "getc", rb_io_getc, 0);
    rb_define_method(c, "readchar", io_readchar, 0);
    rb_define_method(c, "getbyte", rb_io_getc, 0);
    rb_define_method(c, "readbyte", io_readchar, 0);
    rb_define_method(c, "ungetc", rb_io_ungetc, 1);
    rb_define_method(c, "<<", rb_io_addstr, 1);
    rb_define_method(c, "flush", rb_io_flush, 0);
    rb_define_method(c, "tell", io_pos, 0);
    rb_define_method(c, "seek", io_seek_m, -1);
    rb_define_method(c, "rewind", io_rewind, 0);
    rb_define_method(c, "pos", io_pos, 0);
    rb_define_method(c, "pos=", io_set_pos, 1);
    rb_define_method(c, "eof", rb_io_eof, 0);
    rb_define_method(c, "eof?", rb_io_eof, 0);
    rb_define_method(c, "close", io_close, 0);
    rb_define_method(c, "closed?", io_closed_p, 0);
    rb_define_method(c, "close_read", io_close_read, 0);
    rb_define_method(c, "close_write", io_close_write, 0);
    rb_define_method(c, "isatty", io_isatty, 0);
    rb_define_method(c, "tty?", io_isatty, 0);
    rb_define_method(c, "binmode", rb_io_binmode, 0);
    rb_define_method(c, "sysseek", io_sysseek, -1);
    rb_define_method(c, "fcntl", io_fcntl, -1);
    rb_define_method(c, "ioctl", io_ioctl, -1);
    rb_define_method(c, "pid", io_pid, 0);
    rb_define_method(c, "inspect", io_inspect, 0);
    rb_define_method(c, "stat", io_stat, 0);
}

VALUE rb_cFile;
VALUE rb_mFConst;

void
Init_IO(void)
{
    id_write = rb_intern("write");
    id_read = rb_intern("read");
    id_getc = rb_intern("getc");
    id_to_io = rb_intern("to_io");
    id_flush = rb_intern("flush");

    rb_cIO = rb_define_class("IO", rb_cObject);
    rb_include_module(rb_cIO, rb_mEnumerable);
    rb_define_alloc_func(rb_cIO, io_alloc);
    rb_define_singleton_method(rb_cIO, "new", io_s_new, -1);
    rb_define_singleton_method(rb_cIO, "open", io_s_open, -1);
    rb_define_singleton_method(rb_cIO, "for_fd", io_s_for_fd, -1);
    rb_define_singleton_method(rb_cIO, "sysopen", io_s_sysopen, -1);
    rb_define_singleton_method(rb_cIO, "foreach", io_s_foreach, -1);
    rb_define_singleton_method(rb_cIO, "readlines", io_s_readlines, -1);
    rb_define_singleton_method(rb_cIO, "read", io_s_read, -1);
    rb_define_singleton_method(rb_cIO, "select", io_s_select, -1);
    rb_define_singleton_method(rb_cIO, "pipe", io_s_pipe, 0);
    rb_define_singleton_method(rb_cIO, "popen", io_s_popen, -1);
    init_io_methods(rb_cIO);
    rb_define_const(rb_cIO, "SEEK_SET", INT2FIX(SEEK_SET));
    rb_define_const(rb_cIO, "SEEK_CUR", INT2FIX(SEEK_CUR));
    rb_define_const(rb_cIO, "SEEK_END", INT2FIX(SEEK_END));

    rb_cFile = rb_define_class("File", rb_cIO);
    rb_define_method(rb_cFile, "initialize", file_initialize, -1);
    rb_define_method(rb_cFile, "path", file_path, 0);
    rb_mFConst = rb_define_module_under(rb_cFile, "Constants");
    rb_include_module(rb_cIO, rb_mFConst);

    init_io_globals();
    init_stdio();
    init_kernel_io();
    init_argf();
}
