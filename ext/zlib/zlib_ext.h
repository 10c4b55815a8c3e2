/* zlib_ext.h - what zlib.c (streams) and gzip.c (the gzip format) share. */
#ifndef ZLIB_EXT_H
#define ZLIB_EXT_H 1
#include "ruby.h"
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

/* gc.c: memory a library mallocs for an object counts toward the next
   collection (the core's own, built with this extension) */
void rb_gc_malloc_pressure(size_t size);

#define OS_CODE_UNIX 0x03
/* zlib's default memLevel (zutil.h, not installed) */
#ifndef DEF_MEM_LEVEL
#define DEF_MEM_LEVEL 8
#endif

/* flags of a zstream */
#define ZS_READY    0x1   /* zlib's stream is open */
#define ZS_FINISHED 0x2   /* the end of the stream was reached */
#define ZS_BUSY     0x4   /* a worker thread is running it */
#define ZS_TAINT    0x8   /* tainted input was given: the output is tainted */
#define ZS_STARTED  0x10  /* it has run: unfinished, it warns when freed */

struct zstream {
    z_stream s;
    int flags;
    int is_deflate;
    char *out;                  /* output not yet taken (plain C memory) */
    size_t out_len, out_cap;
    VALUE pending;              /* input not consumed yet, or Qnil */
    volatile int interrupted;   /* set by the ubf: the worker stops */
    const char *unclosed_warning; /* printed when freed unclosed (GzipWriter) */
    struct zstream *live_prev, *live_next;  /* the streams alive, warned at exit */
};

extern VALUE mZlib, cZError, cZStream;

void zlib_raise(int err, const char *msg);
int zlib_int_arg(VALUE v, int def);
void zstream_mark(struct zstream *z);
void zstream_register(struct zstream *z);
void zstream_unregister(struct zstream *z);
void zstream_release(struct zstream *z);
void zstream_init(struct zstream *z, int is_deflate, int level, int wbits, int memlevel, int strategy);
void zstream_run(struct zstream *z, VALUE src, int flush);
void zstream_append_out(struct zstream *z, const char *p, long len);
VALUE zstream_detach(struct zstream *z);
void Init_zlib_gzip(void);
#endif
