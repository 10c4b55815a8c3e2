/* lazymath.c - the C math library, loaded on first use.

   glibc's libm maps about 300 KB of resident memory at start-up (its
   relocations and ifunc resolvers touch most of its pages), which is a
   tenth of what `ruby -e 0` needs.  When configure finds a GNU linker and
   glibc, it links without -lm and wraps each libm function we call
   (-Wl,--wrap=NAME, see LAZY_LIBM_FUNCS in configure.in): a call to sin()
   lands in __wrap_sin() here, which resolves the real one with dlsym the
   first time.  Programs that never do floating-point math never load it. */
#include "ruby.h"
#include "internal.h"

#if defined(USE_LAZY_LIBM) || defined(USE_LAZY_GMP) || defined(USE_LAZY_ONIG)
#include <dlfcn.h>
#include <sys/mman.h>

/* Address space kept back at start-up (never touched: no resident memory)
   and given up when a library must be loaded after memory ran out, so
   Float and Bignum math still work once a program rescued NoMemoryError. */
#define LAZY_RESERVE_SIZE (4 * 1024 * 1024)
static void *lazy_reserve;

void
rb_lazy_reserve(void)
{
    void *p = mmap(0, LAZY_RESERVE_SIZE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    lazy_reserve = p == MAP_FAILED ? 0 : p;
}

/* the address of function name in the shared object soname, which is
   loaded into *lib the first time (also used by lazygmp.c and lazyonig.c); NoMemoryError
   when it cannot be loaded even with the reserve given up */
void *
rb_lazy_function(void **lib, const char *soname, const char *name)
{
    void *fn;
    if (!*lib) *lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!*lib && lazy_reserve) {
        munmap(lazy_reserve, LAZY_RESERVE_SIZE);
        lazy_reserve = 0;
        *lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    }
    if (!*lib) rb_memerror();
    fn = dlsym(*lib, name);
    if (!fn) rb_bug("%s: no %s", soname, name);
    return fn;
}
#else
void
rb_lazy_reserve(void)
{
}
#endif

#ifdef USE_LAZY_LIBM
#include <gnu/lib-names.h>

typedef double (*math1_t)(double);
typedef double (*math2_t)(double, double);

/* the address of libm's function name (loads libm the first time) */
static void *
libm_function(const char *name)
{
    static void *libm;
    return rb_lazy_function(&libm, LIBM_SO, name);
}

#define MATH1(name) \
    double __wrap_##name(double x); \
    double __wrap_##name(double x) { \
        static math1_t fn; \
        if (!fn) fn = (math1_t)libm_function(#name); \
        return fn(x); \
    }
#define MATH2(name) \
    double __wrap_##name(double x, double y); \
    double __wrap_##name(double x, double y) { \
        static math2_t fn; \
        if (!fn) fn = (math2_t)libm_function(#name); \
        return fn(x, y); \
    }

MATH1(acos) MATH1(acosh) MATH1(asin) MATH1(asinh) MATH1(atan) MATH1(atanh)
MATH1(cbrt) MATH1(ceil) MATH1(cos) MATH1(cosh) MATH1(erf) MATH1(erfc)
MATH1(exp) MATH1(exp2) MATH1(expm1) MATH1(floor) MATH1(lgamma) MATH1(log)
MATH1(log10) MATH1(log1p) MATH1(log2) MATH1(round) MATH1(sin) MATH1(sinh)
MATH1(sqrt) MATH1(tan) MATH1(tanh) MATH1(tgamma) MATH1(trunc)
MATH2(atan2) MATH2(fmod) MATH2(hypot) MATH2(nextafter) MATH2(pow)
#endif
