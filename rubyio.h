/* rubyio.h - the IO object (rb_io_t, alias OpenFile) and its access macros (1.8 API).
   Each IO keeps its own read and write buffers over plain file descriptors. */
#ifndef RUBYIO_H
#define RUBYIO_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"

#include <stdio.h>
#include <errno.h>

/* 1.8.7 converts offsets with NUM2LONG when off_t fits a long, so a String
   offset says "can't convert String into Integer". */
#if defined(SIZEOF_OFF_T) && SIZEOF_OFF_T <= SIZEOF_LONG
#undef NUM2OFFT
#define NUM2OFFT(x) ((off_t)NUM2LONG(x))
#endif

typedef struct rb_io_t {
    int fd;              /* read (or only) descriptor, -1 when closed */
    int fd2;             /* separate write descriptor (duplex popen), or -1 */
    FILE *f, *f2;        /* always 0: kept so 1.8 sources that name them compile */
    int mode;            /* FMODE_* */
    int pid;             /* child of popen, or 0 */
    int lineno;          /* line number of the last gets */
    char *path;          /* xmalloc'ed, or 0 */
    char *rbuf;          /* read buffer: rbuf[roff .. roff+rlen) is unread */
    long roff, rlen, rcapa;
    long unget;          /* how many of the unread bytes came from ungetc */
    char *wbuf;          /* write buffer: wbuf[0 .. wlen) is unwritten */
    long wlen, wcapa;
    void (*finalize) _((struct rb_io_t *, int));
} rb_io_t;

#define HAVE_RB_IO_T 1

#define FMODE_READABLE  1
#define FMODE_WRITABLE  2
#define FMODE_READWRITE 3
#define FMODE_APPEND   64
#define FMODE_CREATE  128
#define FMODE_BINMODE   4
#define FMODE_SYNC      8
#define FMODE_WBUF     16
#define FMODE_RBUF     32
#define FMODE_WSPLIT  0x200
#define FMODE_WSPLIT_INITIALIZED 0x400
#define FMODE_TTY     0x800
#define FMODE_EOF    0x1000  /* the last read hit end of file */
#define FMODE_UNBUF  0x2000  /* flush after every write (stderr) */

/* The interpreter (and extensions that define RUBY_IO_FD_ONLY) work on the
   descriptors alone.  A 1.8 extension may read fptr->f or fptr->f2 after
   GetOpenFile, so for it GetOpenFile also makes stdio FILEs over the
   descriptors (once; the IO fcloses them when it closes).  An extension
   that fills fptr->f itself after MakeOpenFile (rb_fdopen) gives the IO
   that FILE's descriptor. */
#ifdef RUBY_IO_FD_ONLY
#define GetOpenFile(obj, fp) rb_io_check_closed((fp) = RFILE(rb_io_taint_check(obj))->fptr)
#else
#define GetOpenFile(obj, fp) rb_io_stdio_sync((fp) = RFILE(rb_io_taint_check(obj))->fptr)
#endif
void rb_io_stdio_sync _((rb_io_t *));
/* the interpreter's: fflush(f) and fseeko(f, 0, SEEK_CUR) as 1.8.7's
   File#truncate does them (the seek's result ignored) */
void rb_io_fflush_seek _((rb_io_t *));

/* whether a FILE's read buffer holds unread bytes (glibc's FILE layout) */
#ifdef __GLIBC__
#define READ_DATA_PENDING(fp) ((fp)->_IO_read_ptr < (fp)->_IO_read_end)
#define READ_DATA_PENDING_COUNT(fp) ((fp)->_IO_read_end - (fp)->_IO_read_ptr)
#define READ_DATA_PENDING_PTR(fp) ((fp)->_IO_read_ptr)
#endif

#define MakeOpenFile(obj, fp) do { \
    if (RFILE(obj)->fptr) { /* closes, leaves the flush-at-exit list, frees */ \
        rb_io_fptr_finalize(RFILE(obj)->fptr); \
        RFILE(obj)->fptr = 0; \
    } \
    (fp) = 0; \
    (fp) = RFILE(obj)->fptr = rb_io_fptr_new(); \
} while (0)

/* GetReadFile/GetWriteFile: a stdio FILE over the IO's descriptor, made on
   first use, for extensions that need a FILE * (fileno, setvbuf...).  The
   IO keeps its own buffers: reading or writing through the FILE bypasses
   them, and the FILE must not be fclose'd (the IO closes the descriptor). */
FILE *rb_io_stdio_file _((rb_io_t *));
FILE *rb_io_stdio_file2 _((rb_io_t *));
#define GetReadFile(fptr) rb_io_stdio_file(fptr)
#define GetWriteFile(fptr) rb_io_stdio_file2(fptr)

#define GetReadFd(fptr) ((fptr)->fd)
#define GetWriteFd(fptr) ((fptr)->fd2 >= 0 ? (fptr)->fd2 : (fptr)->fd)

rb_io_t *rb_io_fptr_new _((void));
int rb_io_fptr_finalize _((rb_io_t *));
VALUE rb_io_taint_check _((VALUE));
void rb_io_check_closed _((rb_io_t *));
void rb_io_check_readable _((rb_io_t *));
void rb_io_check_writable _((rb_io_t *));
void rb_io_synchronized _((rb_io_t *));
int rb_io_mode_flags _((const char *));
int rb_io_modenum_flags _((int));
int rb_io_wait_readable _((int));
int rb_io_wait_writable _((int));
void rb_io_set_nonblock _((rb_io_t *));
VALUE rb_io_fdopen _((int, int, const char *));
/* flushes the write buffer; -1 with errno on failure */
int rb_io_fflush _((rb_io_t *));
int rb_io_read_pending _((rb_io_t *));
void rb_read_check _((rb_io_t *));
int rb_read_pending _((rb_io_t *));
void rb_eof_error _((void));
void rb_io_check_initialized _((rb_io_t *));
/* fopen/fdopen raising Errno (after one GC on EMFILE/ENFILE) */
FILE *rb_fopen _((const char *, const char *));
FILE *rb_fdopen _((int, const char *));
/* stdio reads and writes that let other Ruby threads run while waiting */
int rb_getc _((FILE *));
long rb_io_fread _((char *, long, FILE *));
long rb_io_fwrite _((const char *, long, FILE *));

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* RUBYIO_H */
