/* missing.h - 1.8 declared here the libc functions it supplied itself on
 * systems that lacked them.  Every POSIX system this builds for has them,
 * so this header brings in the system's own declarations instead:
 * crypt, dup2, eaccess, flock, strcasecmp/strncasecmp, strchr, strrchr,
 * strstr, strerror, strtoul, strftime, snprintf/vsnprintf, memmove, the
 * math functions acosh, asinh, atanh, erf, erfc, hypot, and the
 * classifications isinf, isnan, finite; struct timezone from <sys/time.h>.
 * An extension using the math functions links libm (mkmf's $LIBS has -lm). */
#ifndef MISSING_H
#define MISSING_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <sys/time.h>
#include <sys/file.h>
#if defined(HAVE_CRYPT_H)
# include <crypt.h>
#endif

/* GNU libc declares these only under _GNU_SOURCE / _DEFAULT_SOURCE */
int eaccess(const char *, int);
int finite(double);

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* MISSING_H */
