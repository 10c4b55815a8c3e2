/* lazyonig.c - Oniguruma, loaded when the first Regexp is compiled.

   Like libm and libgmp (lazymath.c, lazygmp.c), libonig costs resident
   memory at start-up just by being linked (about 300 KB: its relocations
   and the pages they touch), while many programs never build a Regexp.
   When configure finds a GNU linker and the library's SONAME, ruby is
   linked without -lonig (RUBY_LIBS; the LIBS extensions get still has it,
   so an extension that calls the Oniguruma API maps the same library) and
   each Oniguruma function ruby calls is wrapped (-Wl,--wrap=NAME,
   LAZY_ONIG_FUNCS in configure.in): a call lands in __wrap_NAME here,
   which resolves the real function with dlsym the first time.  The
   encodings and the Ruby syntax, which are data, re.c asks for by name
   (rb_onig_data).  An Oniguruma function ruby starts to use must be added
   to that list, or the link fails. */
#include "ruby.h"
#include "internal.h"

#ifdef USE_LAZY_ONIG
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <oniguruma.h>

static void *onig;

/* the address of libonig's symbol name (loads libonig the first time) */
void *
rb_onig_data(const char *name)
{
    return rb_lazy_function(&onig, ONIG_SONAME, name);
}

#define ONIG_VOID(name, params, args) \
    void __wrap_##name params; \
    void __wrap_##name params { \
        static void (*fn) params; \
        if (!fn) fn = (void (*) params)rb_onig_data(#name); \
        fn args; \
    }
#define ONIG_FUNC(ret, name, params, args) \
    ret __wrap_##name params; \
    ret __wrap_##name params { \
        static ret (*fn) params; \
        if (!fn) fn = (ret (*) params)rb_onig_data(#name); \
        return fn args; \
    }

ONIG_FUNC(int, onig_initialize, (OnigEncoding *a, int b), (a, b))
ONIG_FUNC(int, onig_new, (OnigRegex *a, const OnigUChar *b, const OnigUChar *c, OnigOptionType d,
                          OnigEncoding e, OnigSyntaxType *f, OnigErrorInfo *g), (a, b, c, d, e, f, g))
ONIG_VOID(onig_free, (OnigRegex a), (a))
ONIG_FUNC(int, onig_search, (OnigRegex a, const OnigUChar *b, const OnigUChar *c, const OnigUChar *d,
                             const OnigUChar *e, OnigRegion *f, OnigOptionType g), (a, b, c, d, e, f, g))
ONIG_FUNC(int, onig_match, (OnigRegex a, const OnigUChar *b, const OnigUChar *c, const OnigUChar *d,
                            OnigRegion *e, OnigOptionType f), (a, b, c, d, e, f))

/* Match registers (OnigRegion) are made here as long as libonig is not
   loaded: a search for a literal regexp (a String pattern of sub, gsub,
   scan, split ...) fills them without Oniguruma (re.c).  They are what
   libonig makes (malloc'ed arrays of at least ONIG_NREGION, no capture
   history), so once it is loaded it resizes, copies and frees them too. */
static int
region_resize(OnigRegion *r, int n)
{
    r->num_regs = n;
    if (n < ONIG_NREGION) n = ONIG_NREGION;
    if (r->allocated < n) {
        int *beg = realloc(r->allocated ? r->beg : 0, n * sizeof(int)), *end;
        if (!beg) return ONIGERR_MEMORY;
        r->beg = beg;
        end = realloc(r->allocated ? r->end : 0, n * sizeof(int));
        if (!end) return ONIGERR_MEMORY;
        r->end = end;
        r->allocated = n;
    }
    return ONIG_NORMAL;
}

OnigRegion *__wrap_onig_region_new(void);
OnigRegion *
__wrap_onig_region_new(void)
{
    static OnigRegion *(*fn)(void);
    OnigRegion *r;
    if (onig) {
        if (!fn) fn = (OnigRegion *(*)(void))rb_onig_data("onig_region_new");
        return fn();
    }
    r = malloc(sizeof(OnigRegion));
    if (r) {
        r->allocated = r->num_regs = 0;
        r->beg = r->end = 0;
        r->history_root = 0;
    }
    return r;
}

void __wrap_onig_region_free(OnigRegion *r, int free_self);
void
__wrap_onig_region_free(OnigRegion *r, int free_self)
{
    static void (*fn)(OnigRegion *, int);
    if (onig) {
        if (!fn) fn = (void (*)(OnigRegion *, int))rb_onig_data("onig_region_free");
        fn(r, free_self);
        return;
    }
    if (!r) return;
    if (r->allocated > 0) {
        free(r->beg);
        free(r->end);
        r->allocated = 0;
    }
    if (free_self) free(r);
}

int __wrap_onig_region_resize(OnigRegion *r, int n);
int
__wrap_onig_region_resize(OnigRegion *r, int n)
{
    static int (*fn)(OnigRegion *, int);
    if (onig) {
        if (!fn) fn = (int (*)(OnigRegion *, int))rb_onig_data("onig_region_resize");
        return fn(r, n);
    }
    return region_resize(r, n);
}

void __wrap_onig_region_copy(OnigRegion *to, OnigRegion *from);
void
__wrap_onig_region_copy(OnigRegion *to, OnigRegion *from)
{
    static void (*fn)(OnigRegion *, OnigRegion *);
    if (onig) {
        if (!fn) fn = (void (*)(OnigRegion *, OnigRegion *))rb_onig_data("onig_region_copy");
        fn(to, from);
        return;
    }
    if (to == from || region_resize(to, from->num_regs) != ONIG_NORMAL) return;
    memcpy(to->beg, from->beg, from->num_regs * sizeof(int));
    memcpy(to->end, from->end, from->num_regs * sizeof(int));
}
ONIG_FUNC(OnigEncoding, onig_get_encoding, (OnigRegex a), (a))
ONIG_VOID(onig_copy_syntax, (OnigSyntaxType *a, OnigSyntaxType *b), (a, b))
ONIG_FUNC(unsigned int, onig_get_syntax_op2, (OnigSyntaxType *a), (a))
ONIG_FUNC(unsigned int, onig_get_syntax_behavior, (OnigSyntaxType *a), (a))
ONIG_VOID(onig_set_syntax_op2, (OnigSyntaxType *a, unsigned int b), (a, b))
ONIG_VOID(onig_set_syntax_behavior, (OnigSyntaxType *a, unsigned int b), (a, b))
ONIG_FUNC(OnigUChar *, onigenc_get_left_adjust_char_head,
          (OnigEncoding a, const OnigUChar *b, const OnigUChar *c), (a, b, c))
ONIG_FUNC(OnigUChar *, onigenc_get_right_adjust_char_head,
          (OnigEncoding a, const OnigUChar *b, const OnigUChar *c), (a, b, c))

/* variadic: ruby always passes the OnigErrorInfo (re.c), which is handed on */
int __wrap_onig_error_code_to_str(OnigUChar *s, int code, ...);
int
__wrap_onig_error_code_to_str(OnigUChar *s, int code, ...)
{
    static int (*fn)(OnigUChar *, int, ...);
    OnigErrorInfo *einfo;
    va_list ap;
    va_start(ap, code);
    einfo = va_arg(ap, OnigErrorInfo *);
    va_end(ap);
    if (!fn) fn = (int (*)(OnigUChar *, int, ...))rb_onig_data("onig_error_code_to_str");
    return fn(s, code, einfo);
}
#endif
