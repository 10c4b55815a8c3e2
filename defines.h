/* defines.h - platform macros of the 1.8 C API, included by ruby.h after
 * config.h.  This interpreter is built for POSIX systems only, so the
 * Windows/DOS and register-window names of 1.8 are left undefined here:
 * DOSISH, DOSISH_DRIVE_LETTER, CASEFOLD_FILESYSTEM, ENV_IGNORECASE,
 * flush_register_windows() (SPARC), rb_ia64_bsp() and rb_ia64_flushrs()
 * (IA-64).  Code that tests them with #ifdef takes its POSIX branch. */
#ifndef DEFINES_H
#define DEFINES_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define RUBY 1

/* every compiler this builds with has prototypes and <stdarg.h> */
#define HAVE_PROTOTYPES 1
#define HAVE_STDARG_PROTOTYPES 1

#define HAVE_LONG_LONG 1
#define LONG_LONG long long
#ifndef SIZEOF_LONG_LONG
# define SIZEOF_LONG_LONG 8
#endif

/* the digit unit of the 1.8 Bignum API: RBIGNUM_DIGITS reads the
 * magnitude as an array of these (least significant first) */
#define BDIGIT unsigned int
#define SIZEOF_BDIGITS SIZEOF_INT
#define BDIGIT_DBL unsigned long long
#define BDIGIT_DBL_SIGNED long long

#define PATH_SEP ":"
#define PATH_SEP_CHAR PATH_SEP[0]
#define PATH_ENV "PATH"

#define DEFAULT_KCODE KCODE_NONE
#define RUBY_MBCHAR_MAXSIZE 6
#define DLEXT_MAXLEN 4
#define GETPGRP_VOID 1
#ifndef RETSIGTYPE
# define RETSIGTYPE void
#endif
/* process ids in the 1.8 API (pty.c and others) */
#define rb_pid_t pid_t
#define FLUSH_REGISTER_WINDOWS ((void)0)

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* DEFINES_H */
