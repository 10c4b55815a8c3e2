/* capi.c - functions of the 1.8.7 C API that the interpreter's own code
 * does not need: declared in the installed headers (ruby.h, intern.h,
 * rubyio.h, rubysig.h, util.h, re.h, regex.h) for extensions, and built
 * on the core's own entry points. */
#define _GNU_SOURCE 1  /* qsort_r */
#include "ruby.h"
#include <float.h>
#include "internal.h"
#include "rubyio.h"
#include "rubysig.h"
#include "re.h"
#include "regex.h"
#include "st.h"
#include "util.h"
#include "node.h"
#include "env.h"
#include "eval_intern.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#undef qsort
#undef strdup
#undef strtod
#undef setenv
#undef unsetenv

char *dln_argv0;                       /* argv[0] of the interpreter */
char *dln_libs_to_be_linked[] = { 0 }; /* libraries of a static build: none */
int rb_thread_tick = THREAD_TICK;

/* ---------------------------------------------------------------- native threads */

static pthread_t interp_thread;

/* runs at start-up, on the thread that will run the interpreter */
__attribute__((constructor)) static void
record_interp_thread(void)
{
    interp_thread = pthread_self();
}

/* true on the native thread running Ruby code; false in a worker (e.g.
 * a blocking region's function) that must not call the API */
int
(is_ruby_native_thread)(void)
{
    return pthread_equal(pthread_self(), interp_thread);
}

void
ruby_native_thread_kill(int sig)
{
    pthread_kill(interp_thread, sig);
}

/* ---------------------------------------------------------------- objects */

void
rb_obj_infect(VALUE obj, VALUE src)
{
    OBJ_INFECT(obj, src);
}

VALUE
rb_check_array_value(VALUE v)
{
    return rb_check_array_type(v);
}

/* val when an Integer, else val.method when val has it and it gives an
 * Integer, else nil */
VALUE
rb_check_to_integer(VALUE val, const char *method)
{
    VALUE v;

    if (FIXNUM_P(val) || TYPE(val) == T_BIGNUM) return val;
    if (!rb_respond_to(val, rb_intern(method))) return Qnil;
    v = rb_funcall(val, rb_intern(method), 0);
    if (FIXNUM_P(v) || TYPE(v) == T_BIGNUM) return v;
    return Qnil;
}

VALUE
rb_exec_recursive(VALUE (*func)(VALUE, VALUE, int), VALUE obj, VALUE arg)
{
    return rb_ary_exec_recursive(func, obj, arg);
}

static VALUE
count_one(VALUE x, VALUE count)
{
    ++*(long *)count;
    return Qnil;
}

/* how many times obj.each yields */
VALUE
rb_length_by_each(VALUE obj)
{
    long n = 0;

    rb_block_call(obj, rb_intern("each"), 0, 0, count_one, (VALUE)&n);
    return LONG2NUM(n);
}

static int
mark_key(st_data_t key, st_data_t value, st_data_t arg)
{
    rb_gc_mark((VALUE)key);
    return ST_CONTINUE;
}

void
rb_mark_set(st_table *tbl)
{
    if (tbl) st_foreach(tbl, mark_key, 0);
}

void
rb_reset_random_seed(void)
{
    rb_funcall(rb_mKernel, rb_intern("srand"), 0);
}

/* ---------------------------------------------------------------- String */

VALUE
rb_str_tmp_new(long len)
{
    return rb_str_new(0, len);
}

/* sets the length of a string whose bytes were written through its ptr */
void
rb_str_set_len(VALUE str, long len)
{
    RSTRING(str)->len = len;
    RSTRING(str)->ptr[len] = '\0';
}

/* ---------------------------------------------------------------- Bignum */

VALUE
rb_big2str0(VALUE x, int base, int trim)
{
    return rb_big2str(x, base);
}

/* val as num_longs unsigned longs of two's complement, least significant
 * first (its low bits when it does not fit) */
void
rb_big_pack(VALUE val, unsigned long *buf, long num_longs)
{
    VALUE mask = rb_funcall(rb_funcall(INT2FIX(1), rb_intern("<<"), 1,
                                       INT2FIX(sizeof(long) * CHAR_BIT)),
                            '-', 1, INT2FIX(1));
    long i;

    for (i = 0; i < num_longs; i++) {
        buf[i] = NUM2ULONG(rb_funcall(val, '&', 1, mask));
        val = rb_funcall(val, rb_intern(">>"), 1, INT2FIX(sizeof(long) * CHAR_BIT));
    }
}

/* the Integer of num_longs unsigned longs of two's complement */
VALUE
rb_big_unpack(unsigned long *buf, long num_longs)
{
    VALUE shift = INT2FIX(sizeof(long) * CHAR_BIT), v = INT2FIX(0);
    long i;

    for (i = num_longs - 1; i >= 0; i--)
        v = rb_funcall(rb_funcall(v, rb_intern("<<"), 1, shift), '|', 1, ULONG2NUM(buf[i]));
    if (num_longs > 0 && (long)buf[num_longs - 1] < 0) {
        VALUE top = rb_funcall(INT2FIX(1), rb_intern("<<"), 1,
                               LONG2NUM(num_longs * sizeof(long) * CHAR_BIT));
        v = rb_funcall(v, '-', 1, top);
    }
    return v;
}

/* ---------------------------------------------------------------- Thread */

VALUE
rb_thread_alive_p(VALUE thread)
{
    return rb_funcall(thread, rb_intern("alive?"), 0);
}

/* waits for thread at most limit seconds (forever when negative); true
 * when it finished.  Its exception is raised here, as Thread#join does. */
int
rb_thread_join(VALUE thread, double limit)
{
    VALUE r;

    if (limit < 0) r = rb_funcall(thread, rb_intern("join"), 0);
    else r = rb_funcall(thread, rb_intern("join"), 1, rb_float_new(limit));
    return !NIL_P(r);
}

/* Thread#wakeup that returns nil for a dead thread instead of raising */
VALUE
rb_thread_wakeup_alive(VALUE thread)
{
    if (!RTEST(rb_thread_alive_p(thread))) return Qnil;
    return rb_thread_wakeup(thread);
}

/* the main thread raises exc (what a signal does to the program) */
static void
main_thread_raise(VALUE exc)
{
    rb_funcall(rb_thread_main(), rb_intern("raise"), 1, exc);
}

void
rb_thread_interrupt(void)
{
    main_thread_raise(rb_exc_new2(rb_eInterrupt, ""));
}

void
rb_thread_signal_raise(int sig)
{
    VALUE argv[1];

    argv[0] = INT2FIX(sig);
    main_thread_raise(rb_class_new_instance(1, argv, rb_eSignal));
}

void
rb_thread_signal_exit(void)
{
    main_thread_raise(rb_exc_new2(rb_eSystemExit, "exit"));
}

/* ---------------------------------------------------------------- signals */

void
posix_signal(int sig, RETSIGTYPE (*handler)(int))
{
    struct sigaction sa;

    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, 0);
}

static VALUE
allow_ints(VALUE unused)
{
    ALLOW_INTS;
    return Qnil;
}

VALUE
rb_with_disable_interrupt(VALUE (*func)(ANYARGS), VALUE arg)
{
    DEFER_INTS;
    return rb_ensure(func, arg, allow_ints, 0);
}

/* after a jump out of a signal handler: no signal stays blocked */
void
rb_trap_restore_mask(void)
{
    sigset_t none;

    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, 0);
}

/* ---------------------------------------------------------------- IO */

void
rb_io_check_initialized(rb_io_t *fptr)
{
    if (!fptr) rb_raise(rb_eIOError, "uninitialized stream");
}

void
rb_io_set_nonblock(rb_io_t *fptr)
{
    int fds[2], i;

    fds[0] = fptr->fd;
    fds[1] = fptr->fd2;
    for (i = 0; i < 2; i++) {
        int fl;
        if (fds[i] < 0) continue;
        fl = fcntl(fds[i], F_GETFL);
        if (fl == -1) rb_sys_fail(fptr->path);
        if (!(fl & O_NONBLOCK) && fcntl(fds[i], F_SETFL, fl | O_NONBLOCK) == -1)
            rb_sys_fail(fptr->path);
    }
}

/* a FILE over fd, made once and kept in *slot, in the mode the descriptor
 * was opened with (the IO fcloses it when it closes fd) */
static FILE *
stdio_over(FILE **slot, int fd)
{
    if (!*slot) {
        int fl = fcntl(fd, F_GETFL);
        const char *m = fl < 0 ? "r" : (fl & O_ACCMODE) == O_RDWR ? "r+" :
                        (fl & O_ACCMODE) == O_WRONLY ? ((fl & O_APPEND) ? "a" : "w") : "r";
        *slot = fdopen(fd, m);
        if (!*slot) rb_sys_fail(0);
    }
    return *slot;
}

FILE *
rb_io_stdio_file(rb_io_t *fptr)
{
    rb_io_check_closed(fptr);
    if (fptr->fd < 0) return rb_io_stdio_file2(fptr);
    return stdio_over(&fptr->f, fptr->fd);
}

FILE *
rb_io_stdio_file2(rb_io_t *fptr)
{
    rb_io_check_closed(fptr);
    if (fptr->fd2 < 0) return stdio_over(&fptr->f, fptr->fd);
    return stdio_over(&fptr->f2, fptr->fd2);
}

/* GetOpenFile for extensions: fptr->f (and f2 of a duplex IO) usable */
void
rb_io_stdio_sync(rb_io_t *fptr)
{
    rb_io_check_closed(fptr);
    if (fptr->fd >= 0) stdio_over(&fptr->f, fptr->fd);
    if (fptr->fd2 >= 0) stdio_over(&fptr->f2, fptr->fd2);
}

/* too many open files: collect garbage (closing unreferenced IOs) once */
static int
retry_after_gc(void)
{
    if (errno != EMFILE && errno != ENFILE) return 0;
    rb_gc();
    return 1;
}

FILE *
rb_fopen(const char *fname, const char *mode)
{
    FILE *f = fopen(fname, mode);

    if (!f && retry_after_gc()) f = fopen(fname, mode);
    if (!f) rb_sys_fail(fname);
    return f;
}

FILE *
rb_fdopen(int fd, const char *mode)
{
    FILE *f = fdopen(fd, mode);

    if (!f && retry_after_gc()) f = fdopen(fd, mode);
    if (!f) rb_sys_fail(0);
    return f;
}

/* true when f holds read-ahead bytes (glibc's FILE fields) */
static int
stdio_buffered(FILE *f)
{
#ifdef __GLIBC__
    return f->_IO_read_ptr < f->_IO_read_end;
#else
    return 0;
#endif
}

/* getc that lets the other Ruby threads run until f has input */
int
rb_getc(FILE *f)
{
    if (!stdio_buffered(f)) rb_thread_wait_fd(fileno(f));
    return getc(f);
}

long
rb_io_fread(char *ptr, long len, FILE *f)
{
    long n = 0;
    int c;

    while (n < len && (c = rb_getc(f)) != EOF) ptr[n++] = (char)c;
    return n;
}

long
rb_io_fwrite(const char *ptr, long len, FILE *f)
{
    rb_thread_fd_writable(fileno(f));
    return (long)fwrite(ptr, 1, len, f);
}

/* ---------------------------------------------------------------- util.h */

char *
ruby_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = ALLOC_N(char, n);

    memcpy(d, s, n);
    return d;
}

char *
ruby_getcwd(void)
{
    size_t size = 256;
    char *buf = ALLOC_N(char, size);

    while (!getcwd(buf, size)) {
        if (errno != ERANGE) {
            int e = errno;
            xfree(buf);
            errno = e;
            rb_sys_fail("getcwd");
        }
        size *= 2;
        REALLOC_N(buf, char, size);
    }
    return buf;
}

/* the exact powers of ten a double holds */
static const double strtod_pow10[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/* [-+]D*[.D*][(e|E)[-+]D+] with at most 19 digits whose value m is below
   2**53 and a decimal exponent e within 10**22 (or up to 10**37 when
   m * 10**(e-22) stays below 2**53): m and 10**|e| are exact doubles, so
   one multiplication or division rounds as strtod does (Clinger's fast
   path); 0 for anything else, which strtod reads */
#define STRTOD_DIGIT(c) ((c) >= '0' && (c) <= '9')

static int
strtod_fast(const char *s, char **end, double *d)
{
    const char *p = s, *q;
    unsigned long long m = 0;
    int neg = 0, digits = 0, frac = 0, e = 0, eneg = 0, en = 0;

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
    return 0;   /* x87's wider intermediates would round twice */
#endif
    if (*p == '-' || *p == '+') neg = *p++ == '-';
    for (; STRTOD_DIGIT(*p); p++, digits++) m = m * 10 + (*p - '0');
    if (*p == '.') {
        for (p++; STRTOD_DIGIT(*p); p++, digits++, frac++) m = m * 10 + (*p - '0');
    }
    if (digits == 0 || digits > 19 || m > (1ULL << 53)) return 0;
    if (*p == 'e' || *p == 'E') {
        q = p + 1;
        if (*q == '-' || *q == '+') eneg = *q++ == '-';
        for (; STRTOD_DIGIT(*q) && en < 4; q++, en++) e = e * 10 + (*q - '0');
        if (STRTOD_DIGIT(*q)) return 0;   /* a longer exponent: strtod's */
        if (en) p = q;               /* "1e" and "1e+" end before the 'e' */
        else e = 0;
    }
    e = (eneg ? -e : e) - frac;
    if (m == 0) *d = 0.0;
    else if (e >= 0 && e <= 22) *d = (double)m * strtod_pow10[e];
    else if (e < 0 && e >= -22) *d = (double)m / strtod_pow10[-e];
    else if (e > 22 && e <= 22 + 15 &&
             m <= (1ULL << 53) / (unsigned long long)strtod_pow10[e - 22])
        /* the digits take the exponent's excess exactly: still one rounding */
        *d = (double)(m * (unsigned long long)strtod_pow10[e - 22]) * 1e22;
    else return 0;
    if (neg) *d = -*d;
    if (end) *end = (char *)p;
    return 1;
}

double
ruby_strtod(const char *s, char **end)
{
    double d;
    if (strtod_fast(s, end, &d)) return d;
    return strtod(s, end);
}

/* the value of at most len digits of s in base (16 or 8) */
static unsigned long
scan_digits(const char *s, int len, int *retlen, int base)
{
    const char *p = s;
    unsigned long v = 0;

    for (; len-- > 0 && *p; p++) {
        int d;
        if (*p >= '0' && *p <= '9') d = *p - '0';
        else if (*p >= 'a' && *p <= 'f') d = *p - 'a' + 10;
        else if (*p >= 'A' && *p <= 'F') d = *p - 'A' + 10;
        else break;
        if (d >= base) break;
        v = v * base + d;
    }
    *retlen = (int)(p - s);
    return v;
}

unsigned long
ruby_scan_hex(const char *s, int len, int *retlen)
{
    return scan_digits(s, len, retlen, 16);
}

unsigned long
ruby_scan_oct(const char *s, int len, int *retlen)
{
    return scan_digits(s, len, retlen, 8);
}

#undef scan_hex
#undef scan_oct
unsigned long
scan_hex(const char *s, int len, int *retlen)
{
    return scan_digits(s, len, retlen, 16);
}

unsigned long
scan_oct(const char *s, int len, int *retlen)
{
    return scan_digits(s, len, retlen, 8);
}

/* -i's backup name: str + suffix, or with '*' in suffix, suffix with each
 * '*' replaced by the file's base name (in the file's directory) */
void
ruby_add_suffix(VALUE str, const char *suffix)
{
    const char *name = RSTRING_PTR(str), *slash, *p;
    VALUE out;

    if (!strchr(suffix, '*')) {
        rb_str_cat2(str, suffix);
        return;
    }
    slash = strrchr(name, '/');
    out = rb_str_new(name, slash ? slash - name + 1 : 0);
    for (p = suffix; *p; p++) {
        if (*p == '*') rb_str_cat2(out, slash ? slash + 1 : name);
        else rb_str_cat(out, p, 1);
    }
    rb_str_resize(str, 0);
    rb_str_append(str, out);
}

struct qsort_ctx {
    int (*cmp)(ANYARGS);
    void *d;
};

static int
qsort_cmp(const void *a, const void *b, void *ctx)
{
    struct qsort_ctx *c = ctx;
    return (*c->cmp)(a, b, c->d);
}

void
ruby_qsort(void *base, const int nel, const int size, int (*cmp)(ANYARGS), void *d)
{
    struct qsort_ctx c;

    c.cmp = cmp;
    c.d = d;
    qsort_r(base, nel, size, qsort_cmp, &c);
}

void
ruby_setenv(const char *name, const char *value)
{
    if (!value) unsetenv(name);
    else if (setenv(name, value, 1) != 0) rb_sys_fail("setenv");
}

void
ruby_unsetenv(const char *name)
{
    unsetenv(name);
}

/* ---------------------------------------------------------------- multibyte */

/* the lead-byte table of the current $KCODE, refilled when it changed */
const unsigned char *
rb_mbctab_current(void)
{
    static unsigned char tab[256];
    static int tab_kcode = -1;

    if (tab_kcode != rb_kcode()) {
        int c;
        for (c = 0; c < 256; c++) tab[c] = (unsigned char)(rb_mbclen(c) - 1);
        tab_kcode = rb_kcode();
    }
    return tab;
}

void
re_mbcinit(int mbctype)
{
    static const char *const names[] = { "NONE", "EUC", "SJIS", "UTF8" };

    if (mbctype >= 0 && mbctype <= 3) rb_set_kcode(names[mbctype]);
}

/* bytes in the character starting with c, by re's fixed kcode or $KCODE */
int
rb_reg_mbclen2(unsigned int c, VALUE re)
{
    VALUE k = rb_funcall(re, rb_intern("kcode"), 0);
    const char *saved;
    int n;

    if (NIL_P(k)) return rb_mbclen((int)c);
    saved = rb_get_kcode();
    rb_set_kcode(RSTRING_PTR(k));
    n = rb_mbclen((int)c);
    rb_set_kcode(saved);
    return n;
}

/* ---------------------------------------------------------------- macros as functions */

/* the function behind the macro, for callers that take its address */
void
(rb_check_frozen)(VALUE obj)
{
    rb_check_frozen(obj);
}

/* ------------------------------------------------------------ event hooks */

/* rb_add_event_hook's C functions, called at each event set_trace_func
   reports (eval.c's rb_trace_event), newest first */
struct event_hook {
    rb_event_hook_func_t func;
    rb_event_t events;
    struct event_hook *next;
};
static struct event_hook *event_hooks;
int ruby_event_hooks_on;

static const struct { const char *name; rb_event_t flag; } event_names[] = {
    {"line", RUBY_EVENT_LINE}, {"call", RUBY_EVENT_CALL}, {"return", RUBY_EVENT_RETURN},
    {"c-call", RUBY_EVENT_C_CALL}, {"c-return", RUBY_EVENT_C_RETURN},
    {"class", RUBY_EVENT_CLASS}, {"end", RUBY_EVENT_END}, {"raise", RUBY_EVENT_RAISE},
};

static rb_event_t
event_flag(const char *event)
{
    size_t i;
    for (i = 0; i < sizeof event_names / sizeof event_names[0]; i++)
        if (!strcmp(event_names[i].name, event)) return event_names[i].flag;
    return RUBY_EVENT_NONE;
}

/* the evaluator reports events while a hook or a trace proc is installed */
static void
event_hooks_changed(void)
{
    ruby_event_hooks_on = event_hooks != 0;
    if (ruby_event_hooks_on && !ruby_trace_func) ruby_trace_func = Qtrue;
    if (!ruby_event_hooks_on && ruby_trace_func == Qtrue) ruby_trace_func = 0;
    if (ruby_trace_func) ruby_redefined_ops |= 4;   /* operators are calls then */
    else ruby_redefined_ops &= ~4;
}

void
rb_add_event_hook(rb_event_hook_func_t func, rb_event_t events)
{
    struct event_hook *h = ALLOC(struct event_hook);
    h->func = func;
    h->events = events;
    h->next = event_hooks;
    event_hooks = h;
    event_hooks_changed();
}

/* removes every registration of func: 0, or -1 when it had none */
int
rb_remove_event_hook(rb_event_hook_func_t func)
{
    struct event_hook **p = &event_hooks;
    int found = 0;
    while (*p) {
        struct event_hook *h = *p;
        if (h->func == func) {
            *p = h->next;
            xfree(h);
            found = 1;
        }
        else p = &h->next;
    }
    event_hooks_changed();
    return found ? 0 : -1;
}

/* calls the hooks that asked for event, as 1.8.7 does: (event, the node
   being run, self, the method's name, its class); as there, the calls a
   hook makes give events too */
void
rb_exec_event_hooks(const char *event, ID id, VALUE klass)
{
    rb_event_t flag = event_flag(event);
    struct event_hook *h, *next;
    for (h = event_hooks; h; h = next) {
        next = h->next;
        if (h->events & flag) (*h->func)(flag, ruby_current_node, ruby_frame->self, id, klass);
    }
}
