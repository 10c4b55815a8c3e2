/* version.h - the version, release date and patch level of this Ruby. */
#ifndef RUBY_VERSION_H
#define RUBY_VERSION_H 1

#if defined(__cplusplus)
extern "C" {
#endif

#include "ruby.h"

#define RUBY_VERSION "1.8.7"
#define RUBY_RELEASE_DATE "2011-06-30"
#define RUBY_VERSION_CODE 187
#define RUBY_RELEASE_CODE 20110630
#define RUBY_PATCHLEVEL 352

#define RUBY_VERSION_MAJOR 1
#define RUBY_VERSION_MINOR 8
#define RUBY_VERSION_TEENY 7
#define RUBY_RELEASE_YEAR 2011
#define RUBY_RELEASE_MONTH 6
#define RUBY_RELEASE_DAY 30
#define RUBY_RELEASE_STR "patchlevel"
#define RUBY_RELEASE_NUM RUBY_PATCHLEVEL

#define RUBY_BIRTH_YEAR 1993
#define RUBY_BIRTH_MONTH 2
#define RUBY_BIRTH_DAY 24
#define RUBY_AUTHOR "Yukihiro Matsumoto"

#define RUBY_COPYRIGHT "ruby - Copyright (C) 1993-2011 Yukihiro Matsumoto"

/* the same, as variables of the interpreter (version.c) */
RUBY_EXTERN const char ruby_version[];
RUBY_EXTERN const char ruby_release_date[];
RUBY_EXTERN const char ruby_platform[];
RUBY_EXTERN const int ruby_patchlevel;
RUBY_EXTERN const char *ruby_description;
RUBY_EXTERN const char *ruby_copyright;

#if defined(__cplusplus)
}  /* extern "C" */
#endif
#endif /* RUBY_VERSION_H */
