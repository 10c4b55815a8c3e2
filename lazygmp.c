/* lazygmp.c - GMP, loaded on the first Bignum operation.

   Like libm (see lazymath.c), libgmp costs resident memory at start-up just
   by being linked (about 100 KB: relocations and the pages around them),
   while most programs never leave Fixnum range.  When configure finds a
   GNU linker and the library's SONAME, it links without -lgmp and wraps
   each GMP function bignum.c calls (-Wl,--wrap=NAME, LAZY_GMP_FUNCS in
   configure.in): a call lands in __wrap_NAME here, which resolves the real
   function with dlsym the first time.  mp_set_memory_functions is only
   recorded, and handed to GMP when it is loaded, so GMP's allocations still
   go through xmalloc (GC.growth sees them).  A GMP function bignum.c starts
   to use must be added to that list, or the link fails. */
#include "ruby.h"
#include "internal.h"

#ifdef USE_LAZY_GMP
#include <gmp.h>


typedef void *(*gmp_alloc_fn)(size_t);
typedef void *(*gmp_realloc_fn)(void *, size_t, size_t);
typedef void (*gmp_free_fn)(void *, size_t);

static gmp_alloc_fn alloc_fn;
static gmp_realloc_fn realloc_fn;
static gmp_free_fn free_fn;
static void *gmp;
static void (*set_memory)(gmp_alloc_fn, gmp_realloc_fn, gmp_free_fn);

/* the address of libgmp's function name (loads libgmp the first time) */
static void *
gmp_function(const char *name)
{
    if (!gmp) {   /* first use: GMP gets the allocator recorded for it */
        set_memory = (void (*)(gmp_alloc_fn, gmp_realloc_fn, gmp_free_fn))
            rb_lazy_function(&gmp, GMP_SONAME, "__gmp_set_memory_functions");
        if (alloc_fn) set_memory(alloc_fn, realloc_fn, free_fn);
    }
    return rb_lazy_function(&gmp, GMP_SONAME, name);
}

void __wrap___gmp_set_memory_functions(gmp_alloc_fn a, gmp_realloc_fn r, gmp_free_fn f);
void
__wrap___gmp_set_memory_functions(gmp_alloc_fn a, gmp_realloc_fn r, gmp_free_fn f)
{
    alloc_fn = a; realloc_fn = r; free_fn = f;   /* applied when GMP is loaded */
    if (set_memory) set_memory(a, r, f);
}

#define GMP_VOID(name, params, args) \
    void __wrap_##name params; \
    void __wrap_##name params { \
        static void (*fn) params; \
        if (!fn) fn = (void (*) params)gmp_function(#name); \
        fn args; \
    }
#define GMP_FUNC(ret, name, params, args) \
    ret __wrap_##name params; \
    ret __wrap_##name params { \
        static ret (*fn) params; \
        if (!fn) fn = (ret (*) params)gmp_function(#name); \
        return fn args; \
    }

GMP_VOID(__gmpq_canonicalize, (mpq_ptr a), (a))
GMP_VOID(__gmpq_clear, (mpq_ptr a), (a))
GMP_FUNC(double, __gmpq_get_d, (mpq_srcptr a), (a))
GMP_VOID(__gmpq_init, (mpq_ptr a), (a))
GMP_VOID(__gmpz_add, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_add_ui, (mpz_ptr a, mpz_srcptr b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_and, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_clear, (mpz_ptr a), (a))
GMP_FUNC(int, __gmpz_cmp, (mpz_srcptr a, mpz_srcptr b), (a, b))
GMP_FUNC(int, __gmpz_cmp_si, (mpz_srcptr a, signed long int b), (a, b))
GMP_VOID(__gmpz_com, (mpz_ptr a, mpz_srcptr b), (a, b))
GMP_FUNC(void *, __gmpz_export, (void *a, size_t *b, int c, size_t d, int e, size_t f, mpz_srcptr g), (a, b, c, d, e, f, g))
GMP_VOID(__gmpz_fdiv_q, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_fdiv_q_2exp, (mpz_ptr a, mpz_srcptr b, mp_bitcnt_t c), (a, b, c))
GMP_FUNC(unsigned long int, __gmpz_fdiv_q_ui, (mpz_ptr a, mpz_srcptr b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_fdiv_qr, (mpz_ptr a, mpz_ptr b, mpz_srcptr c, mpz_srcptr d), (a, b, c, d))
GMP_VOID(__gmpz_fdiv_r, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_FUNC(int, __gmpz_fits_slong_p, (mpz_srcptr a), (a))
GMP_FUNC(signed long int, __gmpz_get_si, (mpz_srcptr a), (a))
GMP_FUNC(char *, __gmpz_get_str, (char *a, int b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_import, (mpz_ptr a, size_t b, int c, size_t d, int e, size_t f, const void *g), (a, b, c, d, e, f, g))
GMP_VOID(__gmpz_init, (mpz_ptr a), (a))
GMP_VOID(__gmpz_init_set, (mpz_ptr a, mpz_srcptr b), (a, b))
GMP_VOID(__gmpz_init_set_ui, (mpz_ptr a, unsigned long int b), (a, b))
GMP_VOID(__gmpz_ior, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_mul, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_mul_2exp, (mpz_ptr a, mpz_srcptr b, mp_bitcnt_t c), (a, b, c))
GMP_VOID(__gmpz_mul_si, (mpz_ptr a, mpz_srcptr b, long int c), (a, b, c))
GMP_VOID(__gmpz_mul_ui, (mpz_ptr a, mpz_srcptr b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_pow_ui, (mpz_ptr a, mpz_srcptr b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_set, (mpz_ptr a, mpz_srcptr b), (a, b))
GMP_VOID(__gmpz_set_d, (mpz_ptr a, double b), (a, b))
GMP_VOID(__gmpz_set_si, (mpz_ptr a, signed long int b), (a, b))
GMP_FUNC(int, __gmpz_set_str, (mpz_ptr a, const char *b, int c), (a, b, c))
GMP_VOID(__gmpz_set_ui, (mpz_ptr a, unsigned long int b), (a, b))
GMP_VOID(__gmpz_setbit, (mpz_ptr a, mp_bitcnt_t b), (a, b))
GMP_FUNC(size_t, __gmpz_sizeinbase, (mpz_srcptr a, int b), (a, b))
GMP_VOID(__gmpz_sub, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_VOID(__gmpz_sub_ui, (mpz_ptr a, mpz_srcptr b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_tdiv_r, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
GMP_FUNC(int, __gmpz_tstbit, (mpz_srcptr a, mp_bitcnt_t b), (a, b))
GMP_VOID(__gmpz_ui_pow_ui, (mpz_ptr a, unsigned long int b, unsigned long int c), (a, b, c))
GMP_VOID(__gmpz_xor, (mpz_ptr a, mpz_srcptr b, mpz_srcptr c), (a, b, c))
#endif
