/* syslog.c - the Syslog module of Ruby 1.8.7 over the C library's openlog,
 * syslog, setlogmask and closelog.  One log is open at a time (the C
 * library keeps one), so the state is a set of statics. */
#include "ruby.h"
#include <syslog.h>
#include <stdlib.h>
#include <string.h>

static VALUE mSyslog, mSyslogConstants;
static int log_opened;
static char *log_ident;         /* openlog keeps this pointer: ours, malloc'ed */
static int log_options = -1, log_facility = -1, log_mask = -1;

static void
require_open(const char *what)
{
    if (!log_opened) rb_raise(rb_eRuntimeError, "%s", what);
}

/* Syslog.close: closes the log; nil */
static VALUE
syslog_close(VALUE self)
{
    require_open("syslog not opened");
    closelog();
    free(log_ident);
    log_ident = 0;
    log_options = log_facility = log_mask = -1;
    log_opened = 0;
    return Qnil;
}

/* an argument of open: nil takes the default */
static int
int_or_default(VALUE v, int dflt)
{
    return NIL_P(v) ? dflt : NUM2INT(v);
}

/* Syslog.open(ident = $0, options = LOG_PID|LOG_CONS, facility = LOG_USER)
 * { |syslog| ... }: opens the log; with a block, closes it after the block.
 * Returns the module. */
static VALUE
syslog_open(int argc, VALUE *argv, VALUE self)
{
    VALUE ident, opt, fac;
    int options, facility;
    char *copy;

    if (log_opened) rb_raise(rb_eRuntimeError, "syslog already open");
    rb_scan_args(argc, argv, "03", &ident, &opt, &fac);
    if (NIL_P(ident)) ident = rb_gv_get("$0");
    StringValue(ident);
    options = int_or_default(opt, LOG_PID | LOG_CONS);
    facility = int_or_default(fac, LOG_USER);
    copy = strdup(RSTRING_PTR(ident));
    if (!copy) rb_memerror();
    log_ident = copy;
    log_options = options;
    log_facility = facility;
    openlog(log_ident, log_options, log_facility);
    log_opened = 1;
    log_mask = setlogmask(0);
    if (rb_block_given_p()) rb_ensure(rb_yield, self, syslog_close, self);
    return self;
}

/* Syslog.reopen(...) and open!: closes, then opens with the new arguments */
static VALUE
syslog_reopen(int argc, VALUE *argv, VALUE self)
{
    syslog_close(self);
    return syslog_open(argc, argv, self);
}

static VALUE
syslog_opened_p(VALUE self)
{
    return log_opened ? Qtrue : Qfalse;
}

static VALUE
syslog_ident(VALUE self)
{
    return log_opened ? rb_str_new2(log_ident) : Qnil;
}

static VALUE
syslog_options(VALUE self)
{
    return log_opened ? INT2NUM(log_options) : Qnil;
}

static VALUE
syslog_facility(VALUE self)
{
    return log_opened ? INT2NUM(log_facility) : Qnil;
}

static VALUE
syslog_get_mask(VALUE self)
{
    return log_opened ? INT2NUM(log_mask) : Qnil;
}

static VALUE
syslog_set_mask(VALUE self, VALUE mask)
{
    require_open("must open syslog before setting log mask");
    log_mask = NUM2INT(mask);
    setlogmask(log_mask);
    return mask;
}

/* formats argv as sprintf does and sends it at priority pri */
static VALUE
log_formatted(VALUE self, int pri, int argc, VALUE *argv)
{
    VALUE msg;

    require_open("must open syslog before write");
    msg = rb_f_sprintf(argc, argv);
    syslog(pri, "%s", RSTRING_PTR(msg));
    return self;
}

/* Syslog.log(priority, format, *args) */
static VALUE
syslog_log(int argc, VALUE *argv, VALUE self)
{
    VALUE pri;

    if (argc < 2)
        rb_raise(rb_eArgError, "wrong number of arguments (%d for 2+)", argc);
    pri = argv[0];
    if (!FIXNUM_P(pri))
        rb_raise(rb_eTypeError, "type mismatch: %s given", rb_obj_classname(pri));
    return log_formatted(self, NUM2INT(pri), argc - 1, argv + 1);
}

/* the method of one priority: Syslog.err(format, *args) and the others */
#define LEVEL_METHOD(name, level) \
static VALUE \
syslog_##name(int argc, VALUE *argv, VALUE self) \
{ \
    if (argc == 0) rb_raise(rb_eArgError, "no log message supplied"); \
    return log_formatted(self, level, argc, argv); \
}
LEVEL_METHOD(emerg, LOG_EMERG)
LEVEL_METHOD(alert, LOG_ALERT)
LEVEL_METHOD(crit, LOG_CRIT)
LEVEL_METHOD(err, LOG_ERR)
LEVEL_METHOD(warning, LOG_WARNING)
LEVEL_METHOD(notice, LOG_NOTICE)
LEVEL_METHOD(info, LOG_INFO)
LEVEL_METHOD(debug, LOG_DEBUG)

/* "<#Syslog: opened=true, ident=..., ...>" */
static VALUE
syslog_inspect(VALUE self)
{
    const char *name = rb_class2name(self);
    char buf[128];
    VALUE str;

    if (!log_opened) {
        str = rb_str_new2("<#");
        rb_str_cat2(str, name);
        return rb_str_cat2(str, ": opened=false>");
    }
    str = rb_str_new2("<#");
    rb_str_cat2(str, name);
    rb_str_cat2(str, ": opened=true, ident=");
    rb_str_append(str, rb_inspect(rb_str_new2(log_ident)));
    snprintf(buf, sizeof buf, ", options=%d, facility=%d, mask=%d>",
             log_options, log_facility, log_mask);
    return rb_str_cat2(str, buf);
}

static VALUE
syslog_instance(VALUE self)
{
    return self;
}

static VALUE
syslog_log_mask(VALUE self, VALUE pri)
{
    return INT2FIX(LOG_MASK(NUM2INT(pri)));
}

static VALUE
syslog_log_upto(VALUE self, VALUE pri)
{
    return INT2FIX(LOG_UPTO(NUM2INT(pri)));
}

static void
define_constants(void)
{
#define DEF(name) rb_define_const(mSyslogConstants, #name, INT2NUM(name))
    DEF(LOG_EMERG); DEF(LOG_ALERT); DEF(LOG_CRIT); DEF(LOG_ERR);
    DEF(LOG_WARNING); DEF(LOG_NOTICE); DEF(LOG_INFO); DEF(LOG_DEBUG);
    DEF(LOG_PID); DEF(LOG_CONS); DEF(LOG_ODELAY); DEF(LOG_NDELAY);
    DEF(LOG_NOWAIT); DEF(LOG_PERROR);
    DEF(LOG_KERN); DEF(LOG_USER); DEF(LOG_MAIL); DEF(LOG_DAEMON);
    DEF(LOG_AUTH); DEF(LOG_SYSLOG); DEF(LOG_LPR); DEF(LOG_NEWS);
    DEF(LOG_UUCP); DEF(LOG_CRON); DEF(LOG_AUTHPRIV); DEF(LOG_FTP);
    DEF(LOG_LOCAL0); DEF(LOG_LOCAL1); DEF(LOG_LOCAL2); DEF(LOG_LOCAL3);
    DEF(LOG_LOCAL4); DEF(LOG_LOCAL5); DEF(LOG_LOCAL6); DEF(LOG_LOCAL7);
#undef DEF
}

void
Init_syslog(void)
{
    mSyslog = rb_define_module("Syslog");
    mSyslogConstants = rb_define_module_under(mSyslog, "Constants");
    rb_include_module(mSyslog, mSyslogConstants);
    define_constants();
    rb_define_module_function(mSyslogConstants, "LOG_MASK", syslog_log_mask, 1);
    rb_define_module_function(mSyslogConstants, "LOG_UPTO", syslog_log_upto, 1);

    rb_define_module_function(mSyslog, "open", syslog_open, -1);
    rb_define_module_function(mSyslog, "reopen", syslog_reopen, -1);
    rb_define_module_function(mSyslog, "open!", syslog_reopen, -1);
    rb_define_module_function(mSyslog, "opened?", syslog_opened_p, 0);
    rb_define_module_function(mSyslog, "ident", syslog_ident, 0);
    rb_define_module_function(mSyslog, "options", syslog_options, 0);
    rb_define_module_function(mSyslog, "facility", syslog_facility, 0);
    rb_define_module_function(mSyslog, "log", syslog_log, -1);
    rb_define_module_function(mSyslog, "close", syslog_close, 0);
    rb_define_module_function(mSyslog, "mask", syslog_get_mask, 0);
    rb_define_module_function(mSyslog, "mask=", syslog_set_mask, 1);
    rb_define_module_function(mSyslog, "emerg", syslog_emerg, -1);
    rb_define_module_function(mSyslog, "alert", syslog_alert, -1);
    rb_define_module_function(mSyslog, "crit", syslog_crit, -1);
    rb_define_module_function(mSyslog, "err", syslog_err, -1);
    rb_define_module_function(mSyslog, "warning", syslog_warning, -1);
    rb_define_module_function(mSyslog, "notice", syslog_notice, -1);
    rb_define_module_function(mSyslog, "info", syslog_info, -1);
    rb_define_module_function(mSyslog, "debug", syslog_debug, -1);
    rb_define_module_function(mSyslog, "LOG_MASK", syslog_log_mask, 1);
    rb_define_module_function(mSyslog, "LOG_UPTO", syslog_log_upto, 1);
    rb_define_module_function(mSyslog, "inspect", syslog_inspect, 0);
    rb_define_module_function(mSyslog, "instance", syslog_instance, 0);
}
