/* version.c - version constants (RUBY_VERSION & co) and the -v banner. */
#include "ruby.h"
#include "internal.h"
#include "rubysig.h"
#include "wipe.h"
#include "version.h"
#include <stdio.h>

#ifndef RUBY_PLATFORM
# define RUBY_PLATFORM "unknown-unknown"
#endif

/* the C API's copies of the constants (version.h) */
const char ruby_version[] = RUBY_VERSION;
const char ruby_release_date[] = RUBY_RELEASE_DATE;
const char ruby_platform[] = RUBY_PLATFORM;
const int ruby_patchlevel = RUBY_PATCHLEVEL;
const char *ruby_description;
const char *ruby_copyright = RUBY_COPYRIGHT;

/* define NAME and its pre-1.8 alias OLD (VERSION, RELEASE_DATE, PLATFORM) */
static void
define_frozen_const(const char *name, const char *old, const char *val)
{
    VALUE s = rb_obj_freeze(rb_str_new2(val));

    rb_define_global_const(name, s);
    if (old) rb_define_global_const(old, s);
}

/* "ruby 1.8.7 (DATE MBARI MASK on patchlevel N) [PLATFORM]" */
static const char *
description(void)
{
    static char buf[160];

    snprintf(buf, sizeof buf, "ruby %s (%s MBARI 0x%x on patchlevel %d) [%s]",
             RUBY_VERSION, RUBY_RELEASE_DATE, (unsigned)STACK_WIPE_SITES,
             RUBY_PATCHLEVEL, RUBY_PLATFORM);
    return buf;
}

void
Init_version(void)
{
    define_frozen_const("RUBY_VERSION", "VERSION", RUBY_VERSION);
    define_frozen_const("RUBY_RELEASE_DATE", "RELEASE_DATE", RUBY_RELEASE_DATE);
    define_frozen_const("RUBY_PLATFORM", "PLATFORM", RUBY_PLATFORM);
    rb_define_global_const("RUBY_PATCHLEVEL", INT2FIX(RUBY_PATCHLEVEL));
    define_frozen_const("RUBY_COPYRIGHT", 0, RUBY_COPYRIGHT);
    ruby_description = description();
    define_frozen_const("RUBY_DESCRIPTION", 0, ruby_description);
}

/* the -v / --version banner, with the stack wipe mask in effect */
void
ruby_show_version(void)
{
    printf("%s\n", description());
    fflush(stdout);
}

void
ruby_show_copyright(void)
{
    printf("%s\n", RUBY_COPYRIGHT);
    fflush(stdout);
}
