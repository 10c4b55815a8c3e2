/* util.h - helper functions of the 1.8 C API (implemented in capi.c).
 * Like 1.8's, it renames strdup, strtod, qsort, setenv and unsetenv to the
 * ruby_ versions: include it after the system headers. */
#ifndef UTIL_H
#define UTIL_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"   /* VALUE, ANYARGS */

#ifndef _
# define _(args) args
#endif
#ifndef __
# define __(args) args
#endif
#ifndef HAVE_PROTOTYPES
# define HAVE_PROTOTYPES 1
#endif
#ifndef HAVE_STDARG_PROTOTYPES
# define HAVE_STDARG_PROTOTYPES 1
#endif

/* number of the digits of s (at most len) in base 16 / 8; *retlen: how
 * many characters were read */
unsigned long ruby_scan_hex _((const char *s, int len, int *retlen));
unsigned long ruby_scan_oct _((const char *s, int len, int *retlen));
unsigned long scan_hex _((const char *s, int len, int *retlen));
unsigned long scan_oct _((const char *s, int len, int *retlen));
#define scan_hex(s, l, e) ruby_scan_hex((s), (l), (e))
#define scan_oct(s, l, e) ruby_scan_oct((s), (l), (e))

/* -i's backup name: appends suffix to the name in str (a String) */
void ruby_add_suffix _((VALUE str, const char *suffix));

/* qsort with a context argument passed to the comparison as its third */
void ruby_qsort _((void *base, const int nel, const int size,
                   int (*cmp)(ANYARGS), void *d));
#undef qsort
#define qsort(b, n, s, c, d) ruby_qsort((b), (n), (s), (c), (d))

void ruby_setenv _((const char *name, const char *value));
void ruby_unsetenv _((const char *name));
#undef setenv
#undef unsetenv
#define setenv(name, val) ruby_setenv((name), (val))
#define unsetenv(name, val) ruby_unsetenv(name)

/* xmalloc'ed copies: free them with xfree */
char *ruby_strdup _((const char *));
#undef strdup
#define strdup(s) ruby_strdup(s)
char *ruby_getcwd _((void));
#define my_getcwd() ruby_getcwd()

double ruby_strtod _((const char *, char **));
#undef strtod
#define strtod(s, e) ruby_strtod((s), (e))

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* UTIL_H */
